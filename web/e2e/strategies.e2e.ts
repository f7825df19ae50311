import { CATEGORY_FAMILIES, categoryFamily } from "@fsa/shared";
import { beforeAll, describe, expect, it } from "vitest";
import { base, browserForFile, expectAccessible, newSession, screenshot, until, visible } from "./support/browser.ts";

/** Spec §2 "/strategies", §4 "Strategies page local state", §9 grid columns; catalogue issue item 6 (/training/<id>). */
interface Entry {
  id: string;
  name: string;
  description: string;
  category: string;
  applicableNetWorth: number;
  lifeInsuranceComponent: string;
  annuityComponent: string;
  regulatoryDisclosures: string[];
  textTrainingUrl: string;
  videoTrainingUrl: string;
}

const browser = browserForFile();
let catalogue: Entry[];
beforeAll(async () => {
  catalogue = ((await (await fetch(`${base()}/api/strategies`)).json()) as { strategies: Entry[] }).strategies;
});

const usd = (n: number) =>
  new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", maximumFractionDigits: 0 }).format(n);

describe("/strategies (public)", () => {
  it("title, search, category filter, counter, card view and table view, with debug logging", async () => {
    const s = await newSession(browser());
    const { page } = s;
    await page.goto("/strategies");
    await visible(page.getByRole("heading", { name: "Financial Strategies", level: 1 }));
    expect(await page.getByText("Comprehensive list of all available financial planning strategies").count()).toBe(1);
    const counter = await visible(page.getByTestId("strategy-counter"));
    expect(await counter.innerText()).toBe(`Showing ${catalogue.length} of ${catalogue.length} strategies`);
    expect(await page.getByRole("tab", { name: "Card View" }).getAttribute("aria-selected")).toBe("true");
    // The cards render in a background pass after the counter (useDeferredValue).
    const cardCount = () => page.getByTestId("strategy-card").count();
    await until(async () => (await cardCount()) === catalogue.length, 10_000, "all cards");

    // Category buttons: All plus the family of each category present (issue #16: the catalogue keeps its categories).
    const present = new Set(catalogue.map((e) => categoryFamily(e.category)));
    const families = CATEGORY_FAMILIES.filter((f) => present.has(f));
    const buttons = page.getByRole("group", { name: "Filter by category" }).getByRole("button");
    expect(await buttons.allInnerTexts()).toEqual(["All", ...families]);
    expect(await buttons.first().getAttribute("aria-pressed")).toBe("true");
    const category = families[1] ?? "";
    await page.getByRole("button", { name: category, exact: true }).click();
    const inCategory = catalogue.filter((e) => categoryFamily(e.category) === category).length;
    await until(async () => (await counter.innerText()) === `Showing ${inCategory} of ${catalogue.length} strategies`);
    await page.getByRole("button", { name: "All", exact: true }).click();

    // Search: case-insensitive substring of name or description.
    await page.getByPlaceholder("Search strategies...").fill("TRUST");
    const matching = catalogue.filter(
      (e) => e.name.toLowerCase().includes("trust") || e.description.toLowerCase().includes("trust"),
    ).length;
    await until(async () => (await counter.innerText()) === `Showing ${matching} of ${catalogue.length} strategies`);
    await until(async () => (await cardCount()) === matching, 10_000, "the matching cards");
    await page.getByPlaceholder("Search strategies...").fill("");
    await until(async () => (await cardCount()) === catalogue.length, 10_000, "all cards again");

    // A card's fields.
    const withNa = catalogue.find(
      (e) => e.lifeInsuranceComponent === "N/A" && e.regulatoryDisclosures.some((d) => d.includes("_")),
    );
    expect(withNa).toBeDefined();
    if (withNa) {
      const card = page
        .getByTestId("strategy-card")
        .filter({ has: page.getByRole("heading", { name: withNa.name, exact: true }) });
      const text = await card.innerText();
      expect(text).toContain(withNa.category);
      expect(text).toContain(`${usd(withNa.applicableNetWorth)}+`);
      expect(text).toContain(withNa.description);
      expect(text).toContain("Benefit:");
      expect(text).toContain("Cost:");
      expect(await card.getByTestId("life-insurance").count()).toBe(0);
      const disclosures = await card.getByTestId("disclosure").allInnerTexts();
      expect(disclosures).toEqual(withNa.regulatoryDisclosures.map((d) => d.replace(/_/g, " ")));
    }
    await expectAccessible(page, "/strategies cards");
    await screenshot(page, "strategies-cards", false);

    await page.getByRole("tab", { name: "Table View" }).click();
    const table = await visible(page.getByRole("table"));
    expect(await table.getByRole("columnheader").allInnerTexts()).toEqual([
      "Strategy",
      "Category",
      "Min Net Worth",
      "Benefit Type",
      "Cost Type",
      "Description",
    ]);
    expect(await page.getByTestId("strategy-row").count()).toBe(catalogue.length);
    expect(
      await page
        .getByTestId("table-description")
        .first()
        .evaluate((e) => getComputedStyle(e).webkitLineClamp),
    ).toBe("2");
    await expectAccessible(page, "/strategies table");
    await screenshot(page, "strategies-table", false);
    expect(s.console.some((m) => m.type === "debug" && m.text.includes("[strategies]"))).toBe(true);
    expect(await page.getByRole("banner").count(), "no header when signed out").toBe(0);
    await s.context.close();
  });

  it("is on screen before any script runs (prerendered at build time), and inert until the app takes it over", async () => {
    const context = await browser().newContext({ baseURL: base(), javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/strategies");
    await visible(page.getByRole("heading", { name: "Financial Strategies", level: 1 }));
    expect(await page.getByTestId("strategy-counter").innerText()).toBe(
      `Showing ${catalogue.length} of ${catalogue.length} strategies`,
    );
    // textContent: cards below the fold are not rendered yet (content-visibility), so innerText is empty.
    const names = (await page.getByTestId("strategy-card").getByRole("heading", { level: 2 }).allTextContents()).map(
      (t) => t.trim(),
    );
    expect(names.length).toBeGreaterThanOrEqual(6);
    expect(names).toEqual(catalogue.slice(0, names.length).map((e) => e.name));
    expect(await page.locator("#root").getAttribute("inert")).toBe("");
    await context.close();

    const s = await newSession(browser());
    await s.page.goto("/strategies");
    await until(
      async () => (await s.page.locator("#root").getAttribute("inert")) === null,
      15_000,
      "the app took over",
    );
    const firstFamily = categoryFamily(catalogue[0]?.category ?? "");
    await s.page.getByRole("button", { name: firstFamily, exact: true }).click();
    expect(await s.page.getByRole("button", { name: firstFamily, exact: true }).getAttribute("aria-pressed")).toBe(
      "true",
    );
    expect(s.console.filter((m) => m.type === "pageerror")).toEqual([]);
    await s.context.close();
  });

  it("signed out: a Sign in link to /auth; zero results: the empty state with Clear filters; a phone: a category select", async () => {
    const s = await newSession(browser());
    const { page } = s;
    await page.goto("/strategies");
    const counter = await visible(page.getByTestId("strategy-counter"));
    await page.getByPlaceholder("Search strategies...").fill("no strategy is called this");
    await until(async () => (await counter.innerText()) === `Showing 0 of ${catalogue.length} strategies`);
    const empty = await visible(page.getByTestId("no-strategies"));
    expect(await empty.innerText()).toContain("No strategies match “no strategy is called this”.");
    await screenshot(page, "strategies-empty", false);
    await empty.getByRole("button", { name: "Clear filters" }).click();
    await until(
      async () => (await counter.innerText()) === `Showing ${catalogue.length} of ${catalogue.length} strategies`,
    );
    expect(await page.getByPlaceholder("Search strategies...").inputValue()).toBe("");
    await page.getByRole("link", { name: "Sign in" }).click();
    await page.waitForURL(`${base()}/auth`);
    await s.context.close();

    const phone = await newSession(browser(), { width: 390, height: 844 });
    await phone.page.goto("/strategies");
    const select = await visible(phone.page.getByRole("combobox", { name: "Category" }));
    expect(await phone.page.getByRole("group", { name: "Filter by category" }).isVisible()).toBe(false);
    const family = categoryFamily(catalogue[0]?.category ?? "");
    await select.selectOption(family);
    const inFamily = catalogue.filter((e) => categoryFamily(e.category) === family).length;
    await until(
      async () =>
        (await phone.page.getByTestId("strategy-counter").innerText()) ===
        `Showing ${inFamily} of ${catalogue.length} strategies`,
    );
    await screenshot(phone.page, "strategies-phone", false);
    await phone.context.close();
  });

  it("lays the cards out in 1, 2 or 3 columns by screen width", async () => {
    for (const [width, columns] of [
      [480, 1],
      [800, 2],
      [1280, 3],
    ] as const) {
      const s = await newSession(browser(), { width });
      await s.page.goto("/strategies");
      const grid = await visible(s.page.getByTestId("strategy-grid"));
      // The prerendered page shows first; the columns settle once the app and its styles take over.
      await expect
        .poll(() => grid.evaluate((e) => getComputedStyle(e).gridTemplateColumns.split(" ").length), {
          message: `${width}px`,
          timeout: 10_000,
        })
        .toBe(columns);
      await s.context.close();
    }
  });

  it("/training/<id> renders the entry's explanation content; the video URL too; an unknown id says so", async () => {
    const entry = catalogue[0];
    expect(entry?.textTrainingUrl).toBe(`/training/${entry?.id}`);
    const s = await newSession(browser());
    await s.page.goto(entry?.textTrainingUrl ?? "/");
    await visible(s.page.getByRole("heading", { name: entry?.name, level: 1 }));
    for (const h of [
      "Overview",
      "Step-by-Step Implementation",
      "Prerequisites",
      "Professionals Involved",
      "Risks and Mitigation",
      "Alternatives",
      "Review and Exit",
      "Formulas",
    ]) {
      expect(await s.page.getByRole("heading", { name: h, exact: true }).count(), h).toBe(1);
    }
    await expectAccessible(s.page, "/training/<id>");
    await screenshot(s.page, "training");
    await s.page.goto(entry?.videoTrainingUrl ?? "/");
    await visible(s.page.getByText(/Video training is not available/));
    await visible(s.page.getByRole("heading", { name: entry?.name, level: 1 }));
    await s.page.goto("/training/no-such-strategy");
    await visible(s.page.getByRole("heading", { name: "Training not found" }));
    await s.page.getByRole("link", { name: "Back to Financial Strategies" }).click();
    await s.page.waitForURL(`${base()}/strategies`);
    await s.context.close();
  });
});
