import { useEffect, useState } from "react";

/**
 * Calls `callback` once the browser has painted what is on the page now: after the frame after
 * next, in a task of its own. For work the first screen does not need (the tabs below a results page's
 * summary, the session check), so that it neither delays that first paint nor competes with it
 * for the network (issue #16: the results page's largest text waited for both). A hidden page
 * draws no frames, so there it only waits for a task.
 * @returns a function that cancels the call
 */
export function afterNextPaint(callback: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  if (typeof requestAnimationFrame !== "function" || document.visibilityState === "hidden") {
    timer = setTimeout(callback, 0);
    return () => clearTimeout(timer);
  }
  // The frame after next: by then the next frame has been painted and handed to the screen (one
  // frame and a task were not always enough: Chromium's trace showed the request before the paint).
  let frame = requestAnimationFrame(() => {
    frame = requestAnimationFrame(() => {
      timer = setTimeout(callback, 0);
    });
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}

/** False on the component's first render, true once that render has been painted (afterNextPaint). */
export function usePainted(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => afterNextPaint(() => setPainted(true)), []);
  return painted;
}
