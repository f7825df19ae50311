import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App, preloadRoute } from "./app/app.tsx";
import "./styles.css";

const root = document.getElementById("root");
if (!root) throw new Error("The page has no #root element");
// Render once the current page's module is in, so index.html's app shell gives way to the page
// itself rather than to a loading fallback.
await preloadRoute(window.location.pathname).catch((error: unknown) => console.error("Error loading the page:", error));
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
