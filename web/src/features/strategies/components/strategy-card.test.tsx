// @vitest-environment jsdom
import type { TStrategyCatalogueEntry } from "@fsa/shared";
import { cleanup, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { categoryFamiliesOf, filterStrategies } from "../lib/filter-strategies.ts";
import { StrategyCard } from "./strategy-card.tsx";
import { StrategyTable } from "./strategy-table.tsx";

afterEach(cleanup);

const entry = (overrides: Partial<TStrategyCatalogueEntry> = {}): TStrategyCatalogueEntry => ({
  id: "donor-advised-fund",
  name: "Donor-Advised Fund",
  category: "Charitable Planning",
  description: "Bunch several years of gifts into one deductible contribution.",
  benefitCalculation: { type: "percentage", formula: "contribution × marginalRate", variables: ["contribution"] },
  costCalculation: { type: "annual", formula: "balance × 0.006", variables: ["balance"] },
  lifeInsuranceComponent: "N/A",
  annuityComponent: "Charitable gift annuity option",
  applicableNetWorth: 100_000,
  regulatoryDisclosures: ["irs_publication_526", "not_legal_advice"],
  videoTrainingUrl: "/training/donor-advised-fund/video",
  textTrainingUrl: "/training/donor-advised-fund",
  sources: ["IRC §170"],
  ...overrides,
});

describe("strategy card (spec §2 /strategies)", () => {
  it("shows the minimum as whole-dollar USD with +, hides N/A components and shows disclosures with spaces", () => {
    render(
      <MemoryRouter>
        <StrategyCard s={entry()} />
      </MemoryRouter>,
    );
    expect(screen.getByTestId("min-net-worth").textContent).toBe("$100,000+");
    expect(screen.queryByTestId("life-insurance")).toBeNull();
    expect(screen.getByTestId("annuity").textContent).toContain("Charitable gift annuity option");
    expect(screen.getAllByTestId("disclosure").map((d) => d.textContent)).toEqual([
      "irs publication 526",
      "not legal advice",
    ]);
    // The type and the formula's variables in words, never the codes (issue #16).
    expect(screen.getByText("Percentage-based")).toBeTruthy();
    expect(screen.getByText("Annual")).toBeTruthy();
    expect(screen.getByText("contribution × marginal rate")).toBeTruthy();
    expect(screen.getByText("balance × 0.006")).toBeTruthy();
  });

  it("table view has the six columns with the description clamped to 2 lines", () => {
    render(
      <MemoryRouter>
        <StrategyTable strategies={[entry()]} />
      </MemoryRouter>,
    );
    expect(screen.getAllByRole("columnheader").map((h) => h.textContent)).toEqual([
      "Strategy",
      "Category",
      "Min Net Worth",
      "Benefit Type",
      "Cost Type",
      "Description",
    ]);
    expect(screen.getByTestId("table-description").className).toContain("line-clamp-2");
  });
});

describe("strategy filter", () => {
  const all = [
    entry(),
    entry({ id: "slat", name: "SLAT", category: "Estate Planning", description: "A TRUST for a spouse" }),
  ];
  it("matches a case-insensitive substring of name or description within the category", () => {
    expect(filterStrategies(all, "trust", "All").map((e) => e.id)).toEqual(["slat"]);
    expect(filterStrategies(all, "DONOR", "All").map((e) => e.id)).toEqual(["donor-advised-fund"]);
    expect(filterStrategies(all, "", "Estate Planning").map((e) => e.id)).toEqual(["slat"]);
    expect(filterStrategies(all, "donor", "Estate Planning")).toEqual([]);
  });
  it("offers All then the family of each category present, in the families' order (issue #16)", () => {
    expect(categoryFamiliesOf([...all, entry({ id: "x", category: "Advanced Charitable Planning" })])).toEqual([
      "All",
      "Estate & Wealth Transfer",
      "Charitable",
    ]);
  });
  it("filters by a family: Charitable holds Charitable Planning and Advanced Charitable Planning", () => {
    const more = [...all, entry({ id: "adv", category: "Advanced Charitable Planning" })];
    expect(filterStrategies(more, "", "Charitable").map((e) => e.id)).toEqual(["donor-advised-fund", "adv"]);
    expect(filterStrategies(more, "", "Estate & Wealth Transfer").map((e) => e.id)).toEqual(["slat"]);
  });
});
