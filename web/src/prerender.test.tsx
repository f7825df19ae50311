// @vitest-environment jsdom
import { CATALOGUE_ENTRIES } from "@fsa/catalogue";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { PageFrame } from "./app/app.tsx";
import { strategiesQuery } from "./features/strategies/api/get-strategies.ts";
import { StrategiesPage } from "./features/strategies/components/strategies-page.tsx";
import { renderStrategiesPage } from "./prerender.tsx";

afterEach(cleanup);

/**
 * A page as lines, one per element (tag and attributes, sorted) or text node, for comparing a
 * server render with a client render. Left out: what differs between the two without moving
 * anything: React's generated ids, the inline style's spacing and the tab list's roving tabindex
 * (Radix sets it in an effect).
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
      .filter((a) => a.name !== "tabindex")
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

  it("shows the heading, search, every category, the counter and the first slice of cards, in catalogue order", () => {
    expect(doc.querySelector("main#main h1")?.textContent).toBe("Financial Strategies");
    expect(doc.querySelector('input[placeholder="Search strategies..."]')).not.toBeNull();
    expect(doc.querySelector('[data-testid="strategy-counter"]')?.textContent).toBe(
      `Showing ${CATALOGUE_ENTRIES.length} of ${CATALOGUE_ENTRIES.length} strategies`,
    );
    const categories = new Set(CATALOGUE_ENTRIES.map((e) => e.category));
    expect(doc.querySelectorAll("fieldset button").length).toBe(categories.size + 1);
    const names = [...doc.querySelectorAll('[data-testid="strategy-card"] h2')].map((h) => h.textContent);
    expect(names).toEqual(CATALOGUE_ENTRIES.slice(0, names.length).map((e) => e.name));
    expect(names.length).toBeGreaterThanOrEqual(6);
    expect(html).not.toContain("Loading strategies...");
  });

  it("is exactly what the client's first render draws over it, so taking over moves nothing", () => {
    const client = new QueryClient();
    client.setQueryData(strategiesQuery.queryKey, CATALOGUE_ENTRIES);
    const { container } = render(
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={["/strategies"]}>
          <PageFrame header={null}>
            <StrategiesPage />
          </PageFrame>
        </MemoryRouter>
      </QueryClientProvider>,
    );
    // The first slice only: the effects that add more cards have not run in a server render.
    const cards = container.querySelectorAll('[data-testid="strategy-card"]').length;
    expect(cards).toBe(doc.querySelectorAll('[data-testid="strategy-card"]').length);
    const prerendered = doc.getElementById("root");
    if (!prerendered) throw new Error("no #root");
    expect(outline(container)).toEqual(outline(prerendered));
  });
});
