import { startTransition, useEffect, useState } from "react";

/**
 * How long after its paint a frame may still be on its way to the screen. Chromium's traces on a
 * 2-core host showed the largest paint presented 40-80 ms after the frame had been painted on the
 * main thread, so requests started right after that paint still competed with it.
 */
export const PRESENTATION_MARGIN_MS = 100;

/**
 * Calls `callback` once the browser has painted what is on the page now and put it on screen:
 * after the frame after next and {@link PRESENTATION_MARGIN_MS}, in a task of its own. For work
 * the first screen does not need (the tabs below a results page's summary, the header's menus,
 * the session check), so that it neither delays that first screen nor competes with it for the
 * network (issue #16: the results page's largest text waited for all of them). A hidden page
 * draws no frames, so there it only waits for a task.
 * @returns a function that cancels the call
 */
export function afterNextPaint(callback: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  if (typeof requestAnimationFrame !== "function" || document.visibilityState === "hidden") {
    timer = setTimeout(callback, 0);
    return () => clearTimeout(timer);
  }
  let frame = requestAnimationFrame(() => {
    frame = requestAnimationFrame(() => {
      timer = setTimeout(callback, PRESENTATION_MARGIN_MS);
    });
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}

/**
 * False on the component's first render, true once that render has been painted (afterNextPaint).
 * The change is a transition: what it adds is drawn in short slices, not in one long task.
 */
export function usePainted(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => afterNextPaint(() => startTransition(() => setPainted(true))), []);
  return painted;
}
