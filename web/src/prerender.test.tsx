// @vitest-environment jsdom
import { CATALOGUE_ENTRIES } from "@fsa/catalogue";
import { categoryFamily } from "@fsa/shared";
import { cleanup, render } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { App, preloadRoute } from "./app/app.tsx";
import { renderAuthPage, renderStrategiesPage } from "./prerender.tsx";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/**
 * A page as lines, one per element (tag and attributes, sorted) or text node, for comparing a
 * server render with a client render. Left out: what differs between the two without moving
 * anything: React's generated ids, the inline style's spacing, the tab list's roving tabindex
 * (Radix sets it in an effect) and the `selected` attribute of a select's option (the server
 * writes it, the client sets the select's value as a property).
 */
function outline(root: Element): string[] {
  const lines: string[] = [];
  const walk = (node: Node, depth: number) => {
    if (node.nodeType === Node.TEXT_NODE) {
      if (node.textContent) lines.push(`${"  ".repeat(depth)}"${node.textContent}"`);
      return;
    }
    if (!(node instanceof Element)) return;
    const attrs = [...node.attributes]
      .filter((a) => a.name !== "tabindex" && a.name !== "selected")
      .map((a) => {
        const value = a.name === "style" ? a.value.replace(/[\s;]/g, "") : a.value;
        return `${a.name}="${value.replace(/_[rR]_[0-9a-z]*_/g, "_id_")}"`;
      })
      .sort();
    lines.push(`${"  ".repeat(depth)}<${node.tagName.toLowerCase()} ${attrs.join(" ")}>`);
    for (const child of node.childNodes) walk(child, depth + 1);
  };
  const copy = root.cloneNode(true) as Element;
  copy.normalize(); // adjacent text nodes (a client render keeps "Showing ", "131", ... apart)
  for (const child of copy.childNodes) walk(child, 0);
  return lines;
}

describe("prerendered /strategies (web/scripts/prerender.tsx)", () => {
  const html = renderStrategiesPage(CATALOGUE_ENTRIES);
  const doc = new DOMParser().parseFromString(`<div id="root">${html}</div>`, "text/html");

  it("shows the heading, search, every category family, the counter and the first slice of cards, in catalogue order", () => {
    expect(doc.querySelector("main#main h1")?.textContent).toBe("Financial Strategies");
    expect(doc.querySelector('input[placeholder="Search strategies..."]')).not.toBeNull();
    expect(doc.querySelector('[data-testid="strategy-counter"]')?.textContent).toBe(
      `Showing ${CATALOGUE_ENTRIES.length} of ${CATALOGUE_ENTRIES.length} strategies`,
    );
    const families = new Set(CATALOGUE_ENTRIES.map((e) => categoryFamily(e.category)));
    expect(doc.querySelectorAll("fieldset button").length).toBe(families.size + 1);
    expect(doc.querySelectorAll("select option").length).toBe(families.size + 1);
    expect(doc.querySelector('a[href="/auth"]')?.textContent).toBe("Sign in");
    const names = [...doc.querySelectorAll('[data-testid="strategy-card"] h2')].map((h) => h.textContent);
    expect(names).toEqual(CATALOGUE_ENTRIES.slice(0, names.length).map((e) => e.name));
    expect(names.length).toBeGreaterThanOrEqual(6);
    expect(html).not.toContain("Loading strategies...");
  });

  it("is exactly what the app's first render at /strategies draws over it, so taking over moves nothing", async () => {
    window.history.replaceState(null, "", "/strategies");
    vi.stubGlobal("fetch", async (input: RequestInfo | URL) => {
      const url = String(input instanceof Request ? input.url : input);
      return url.endsWith("/api/strategies")
        ? Response.json({ strategies: CATALOGUE_ENTRIES })
        : Response.json({ error: { code: "unauthorized", message: "Not signed in" } }, { status: 401 });
    });
    // What main.tsx does: the route's module and the catalogue first, then the first render.
    await preloadRoute("/strategies");
    const { container } = render(<App />);
    // All but the toaster's live region, which the app adds beside the page (fixed, moves nothing).
    const frame = (root: Element) => {
      const copy = root.cloneNode(true) as Element;
      for (const toaster of copy.querySelectorAll('section[aria-label^="Notifications"]')) toaster.remove();
      return copy;
    };
    const prerendered = doc.getElementById("root");
    if (!prerendered) throw new Error("no #root");
    // The first slice only: the effects that add more cards wait for a later task.
    expect(container.querySelectorAll('[data-testid="strategy-card"]').length).toBe(
      prerendered.querySelectorAll('[data-testid="strategy-card"]').length,
    );
    expect(outline(frame(container))).toEqual(outline(frame(prerendered)));
  });
});

describe("prerendered /auth (web/scripts/prerender.tsx)", () => {
  const html = renderAuthPage();
  const doc = new DOMParser().parseFromString(`<div id="root">${html}</div>`, "text/html");

  it("shows the title, the Welcome card and the e-mail sign-in form, not a spinner", () => {
    expect(doc.querySelector("main#main h1")?.textContent).toBe("Financial Strategy Advisor");
    expect(doc.querySelector("main#main h2")?.textContent).toBe("Welcome");
    expect(doc.querySelector('input[type="email"]')).not.toBeNull();
    expect(doc.querySelector('input[type="password"]')).not.toBeNull();
    expect(doc.querySelector('button[type="submit"]')?.textContent).toBe("Sign in");
    expect(html).not.toContain("Loading...");
  });

  it("is exactly what the app's first render at /auth draws over it for a visitor, Google sign-in off", async () => {
    window.history.replaceState(null, "", "/auth");
    vi.stubGlobal("fetch", async (input: RequestInfo | URL) => {
      const url = String(input instanceof Request ? input.url : input);
      return url.endsWith("/api/health")
        ? Response.json({ status: "ok", auth: { google: false } })
        : Response.json({ error: { code: "unauthorized", message: "Not signed in" } }, { status: 401 });
    });
    // What main.tsx does: the route's module, the session and /api/health first, then the first render.
    await preloadRoute("/auth");
    const { container } = render(<App />);
    const frame = (root: Element) => {
      const copy = root.cloneNode(true) as Element;
      for (const toaster of copy.querySelectorAll('section[aria-label^="Notifications"]')) toaster.remove();
      return copy;
    };
    const prerendered = doc.getElementById("root");
    if (!prerendered) throw new Error("no #root");
    expect(outline(frame(container))).toEqual(outline(frame(prerendered)));
  });
});
