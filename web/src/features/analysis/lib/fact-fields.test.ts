import { CORRECTABLE_FACT_FIELDS, emptyClientFacts } from "@fsa/shared";
import { describe, expect, it } from "vitest";
import { FACT_FIELDS, FACT_SPECS, factLabel, factRows, formatFactValue } from "./fact-fields.ts";

describe("fact labels (issue #12 item 4: plain English, not variable names)", () => {
  it("covers every correctable fact exactly once", () => {
    expect([...FACT_FIELDS].sort()).toEqual([...CORRECTABLE_FACT_FIELDS].sort());
  });
  it("labels read as English, not as field names", () => {
    expect(factLabel("netWorthUsd")).toBe("Net worth");
    expect(factLabel("primaryAge")).toBe("Client's age");
    expect(factLabel("maritalStatus")).toBe("Marital status");
    for (const field of FACT_FIELDS) expect(FACT_SPECS[field].label, field).not.toMatch(/[a-z][A-Z]|Usd$/);
  });
});

describe("formatFactValue", () => {
  it.each([
    ["netWorthUsd", 2_500_000, "$2,500,000"],
    ["annualIncomeUsd", 780_000.4, "$780,000"],
    ["businessOwnershipShare", 0.6, "60%"],
    ["businessOwnershipShare", 0.125, "12.5%"],
    ["primaryAge", 60, "60"],
    ["hasPension", true, "Yes"],
    ["hasPension", false, "No"],
    ["spouseIsUsCitizen", null, "Not known"],
    ["maritalStatus", "partnered", "Unmarried partner"],
    ["state", "TX", "Texas"],
    ["childrenAges", [12, 9], "12, 9"],
    ["goals", [], "Not known"],
    ["estateDocuments", ["will", "revocable_trust"], "Will, Revocable living trust"],
    ["netWorthUsd", null, "Not known"],
  ] as const)("%s %j → %s", (field, value, text) => {
    expect(formatFactValue(field, value)).toBe(text);
  });
});

describe("factRows: value, quotes and origin of each fact", () => {
  const facts = {
    ...emptyClientFacts(),
    netWorthUsd: 30_000_000,
    primaryAge: 72,
    maritalStatus: "married",
    state: "TX",
    riskTolerance: "moderate",
    evidence: [
      {
        field: "netWorthUsd",
        text: "$30 million",
        start: 0,
        end: 11,
        source: "rules",
        status: "stated",
        confidence: 0.7,
      },
      {
        field: "netWorthUsd",
        text: "$30 million",
        start: 40,
        end: 51,
        source: "model",
        status: "stated",
        confidence: 0.8,
      },
      {
        field: "primaryAge",
        text: "ages 60 and 58",
        start: 12,
        end: 26,
        source: "rules",
        status: "stated",
        confidence: 0.7,
      },
      { field: "primaryAge", text: "", start: 0, end: 0, source: "adviser", status: "stated", confidence: 1 },
      {
        field: "state",
        text: "lives in Austin",
        start: 30,
        end: 45,
        source: "model",
        status: "inferred",
        confidence: 0.6,
      },
      { field: "riskTolerance", text: "", start: 0, end: 0, source: "model", status: "assumed", confidence: 0.3 },
    ],
  } as Record<string, unknown>;
  const rows = factRows(facts, { primaryAge: 72 });
  const row = (field: string) => rows.find((r) => r.field === field);

  it("a stated fact shows its quote once", () => {
    expect(row("netWorthUsd")).toMatchObject({
      display: "$30,000,000",
      quotes: ["$30 million"],
      origin: "notes",
      known: true,
    });
  });
  it("a corrected fact is the adviser's, and keeps the quote that was read", () => {
    expect(row("primaryAge")).toMatchObject({ display: "72", quotes: ["ages 60 and 58"], origin: "adviser" });
  });
  it("inferred and assumed facts are marked", () => {
    expect(row("state")?.origin).toBe("inferred");
    expect(row("riskTolerance")?.origin).toBe("assumed");
  });
  it("a fact without evidence has no quote; unknown facts are not listed as known", () => {
    expect(row("maritalStatus")).toMatchObject({ quotes: [], origin: "none", known: true });
    expect(row("spouseAge")).toMatchObject({ known: false, display: "Not known" });
    expect(row("hasPension")).toMatchObject({ known: false, display: "No" });
  });
});
