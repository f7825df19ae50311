import { StrictMode, startTransition, useLayoutEffect } from "react";
import { createRoot } from "react-dom/client";
import { App, preloadRoute } from "./app/app.tsx";
import "@fontsource-variable/inter/wght.css";
import "./styles.css";

const root = document.getElementById("root");
if (!root) throw new Error("The page has no #root element");

/** Once React has put its first tree on the page, the page is usable: lifts the prerender's `inert`. */
function FirstCommit({ target }: { target: HTMLElement }) {
  useLayoutEffect(() => {
    target.removeAttribute("inert");
    // index.html hides the prerendered /auth until it knows its form is the right one.
    target.style.removeProperty("visibility");
  }, [target]);
  return null;
}

// Render once the current page's module (and, for /strategies, the catalogue) is in, so what
// index.html painted gives way to the page itself rather than to a loading fallback.
await preloadRoute(window.location.pathname, window.location.search).catch((error: unknown) =>
  console.error("Error loading the page:", error),
);
// The first paint is already on screen, so the first render runs as a transition: React works in
// short slices and the page keeps answering the browser. A prerendered page (/strategies, see
// web/scripts/prerender.tsx) arrives `inert`, so nothing on it can be used before React owns it.
startTransition(() =>
  createRoot(root).render(
    <StrictMode>
      <App />
      <FirstCommit target={root} />
    </StrictMode>,
  ),
);
