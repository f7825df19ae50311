import { describe, expect, it } from "vitest";
import { type DraftChange, nextCorrections, parseFactInput, toFactInput } from "./fact-draft.ts";
import type { FactField } from "./fact-fields.ts";

describe("parseFactInput: what the adviser typed becomes a fact's value", () => {
  it.each([
    ["netWorthUsd", "$2,500,000", 2_500_000],
    ["netWorthUsd", "2.5 million", 2_500_000],
    ["cashUsd", "850k", 850_000],
    ["netWorthUsd", "", null],
    ["businessOwnershipShare", "60", 0.6],
    ["businessOwnershipShare", "12.5%", 0.125],
    ["primaryAge", "61", 61],
    ["childrenCount", "0", 0],
    ["spouseDeathYear", "2019", 2019],
    ["hasPension", "yes", true],
    ["hasPension", "no", false],
    ["spouseIsUsCitizen", "", null],
    ["spouseIsUsCitizen", "no", false],
    ["maritalStatus", "single", "single"],
    ["maritalStatus", "", null],
    ["state", "TX", "TX"],
    ["goals", "Reduce estate tax\n\n  Fund college ", ["Reduce estate tax", "Fund college"]],
    ["childrenAges", "12, 9", [12, 9]],
    ["childrenAges", "", []],
  ] as const)("%s %j → %j", (field, input, value) => {
    expect(parseFactInput(field, input)).toEqual({ ok: true, value });
  });

  it("lists pass through the document checkboxes", () => {
    expect(parseFactInput("estateDocuments", ["will"])).toEqual({ ok: true, value: ["will"] });
  });

  it.each([
    ["netWorthUsd", "about two million", /amount in dollars/],
    ["businessOwnershipShare", "150", /0 to 100/],
    ["primaryAge", "130", /from 0 to 120/],
    ["primaryAge", "6.5", /whole years/],
    ["spouseDeathYear", "19", /year/],
    ["childrenAges", "12, nine", /whole years/],
  ] as const)("%s %j is refused with a message", (field, input, message) => {
    const parsed = parseFactInput(field, input);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.message).toMatch(message);
  });
});

describe("toFactInput shows a value the way it is typed back", () => {
  it.each([
    ["netWorthUsd", 2_500_000],
    ["businessOwnershipShare", 0.6],
    ["primaryAge", 60],
    ["hasPension", true],
    ["spouseIsUsCitizen", null],
    ["maritalStatus", "widowed"],
    ["goals", ["Reduce estate tax", "Fund college"]],
    ["childrenAges", [12, 9]],
    ["estateDocuments", ["will"]],
  ] as const)("%s %j round-trips", (field, value) => {
    expect(parseFactInput(field, toFactInput(field, value))).toEqual({ ok: true, value });
  });
});

describe("nextCorrections: the complete set sent to the API", () => {
  it("keeps earlier corrections, adds the staged values and drops the withdrawn ones", () => {
    const draft = new Map<FactField, DraftChange>([
      ["maritalStatus", { kind: "set", value: "single" }],
      ["childrenCount", { kind: "withdraw" }],
    ]);
    expect(nextCorrections({ primaryAge: 72, childrenCount: 3 }, draft)).toEqual({
      primaryAge: 72,
      maritalStatus: "single",
    });
  });
});
