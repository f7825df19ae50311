// @vitest-environment jsdom
import { CATALOGUE_ENTRIES } from "@fsa/catalogue";
import { categoryFamily } from "@fsa/shared";
import { cleanup, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fakeAuth, renderWithProviders } from "../../../testing/render.tsx";
import { StrategiesPage } from "./strategies-page.tsx";

beforeEach(() => {
  vi.spyOn(console, "debug").mockImplementation(() => {});
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => Response.json({ strategies: CATALOGUE_ENTRIES })),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const counter = () => screen.getByTestId("strategy-counter").textContent;

describe("/strategies (issue #16)", () => {
  it("offers a signed-out visitor Sign in, and a signed-in adviser none", async () => {
    renderWithProviders(<StrategiesPage />, { path: "/strategies", auth: fakeAuth({ user: null }) });
    await screen.findByTestId("strategy-counter");
    expect(screen.getByRole("link", { name: "Sign in" }).getAttribute("href")).toBe("/auth");
    cleanup();
    renderWithProviders(<StrategiesPage />, { path: "/strategies" });
    await screen.findByTestId("strategy-counter");
    expect(screen.queryByRole("link", { name: "Sign in" })).toBeNull();
  });

  it("zero results: says what found nothing, and Clear filters brings the whole catalogue back", async () => {
    renderWithProviders(<StrategiesPage />, { path: "/strategies" });
    await screen.findByTestId("strategy-counter");
    fireEvent.change(screen.getByRole("searchbox", { name: "Search strategies" }), {
      target: { value: "no such strategy anywhere" },
    });
    expect(counter()).toBe(`Showing 0 of ${CATALOGUE_ENTRIES.length} strategies`);
    const empty = screen.getByTestId("no-strategies");
    expect(empty.textContent).toContain("No strategies match “no such strategy anywhere”.");
    fireEvent.click(within(empty).getByRole("button", { name: "Clear filters" }));
    expect(counter()).toBe(`Showing ${CATALOGUE_ENTRIES.length} of ${CATALOGUE_ENTRIES.length} strategies`);
    expect((screen.getByRole("searchbox", { name: "Search strategies" }) as HTMLInputElement).value).toBe("");
  });

  it("filters by a short list of category families, with the same list in the phone's select", async () => {
    renderWithProviders(<StrategiesPage />, { path: "/strategies" });
    await screen.findByTestId("strategy-counter");
    const buttons = within(screen.getByRole("group", { name: "Filter by category" })).getAllByRole("button");
    const families = buttons.map((b) => b.textContent);
    expect(families[0]).toBe("All");
    expect(families.length).toBeLessThanOrEqual(9);
    const select = screen.getByRole("combobox", { name: "Category" }) as HTMLSelectElement;
    expect([...select.options].map((o) => o.value)).toEqual(families);

    fireEvent.change(select, { target: { value: "Charitable" } });
    const charitable = CATALOGUE_ENTRIES.filter((e) => categoryFamily(e.category) === "Charitable");
    expect(new Set(charitable.map((e) => e.category)).size).toBeGreaterThan(1);
    expect(counter()).toBe(`Showing ${charitable.length} of ${CATALOGUE_ENTRIES.length} strategies`);
    expect(buttons.find((b) => b.textContent === "Charitable")?.getAttribute("aria-pressed")).toBe("true");
  });
});
