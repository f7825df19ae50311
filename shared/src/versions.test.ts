import { describe, expect, it } from "vitest";
import { changedFactFields } from "./fact-changes.ts";
import { ZCorrectFactsRequest } from "./versions.ts";

describe("changedFactFields: the facts a new set of corrections changes", () => {
  it("set, changed and withdrawn corrections count; unchanged ones do not", () => {
    expect(
      changedFactFields(
        { primaryAge: 60, childrenCount: 2, goals: ["Reduce estate tax"] },
        { primaryAge: 61, maritalStatus: "single", goals: ["Reduce estate tax"] },
      ),
    ).toEqual(["childrenCount", "maritalStatus", "primaryAge"]);
  });
  it("a null correction differs from none", () => {
    expect(changedFactFields({}, { spouseAge: null })).toEqual(["spouseAge"]);
    expect(changedFactFields({ spouseAge: null }, { spouseAge: null })).toEqual([]);
  });
});

describe("ZCorrectFactsRequest", () => {
  it("accepts a set of corrections and null for an unknown fact", () => {
    expect(ZCorrectFactsRequest.parse({ facts: { primaryAge: 61, spouseAge: null } })).toEqual({
      facts: { primaryAge: 61, spouseAge: null },
    });
  });
  it.each([
    [{ primaryAge: 121 }, "primaryAge"],
    [{ childrenAges: [4, -1] }, "childrenAges"],
    [{ childrenCount: -1 }, "childrenCount"],
    [{ spouseDeathYear: 1850 }, "spouseDeathYear"],
    [{ liabilitiesUsd: -10 }, "liabilitiesUsd"],
    [{ evidence: [] }, ""],
  ])("refuses %j", (facts, path) => {
    const result = ZCorrectFactsRequest.safeParse({ facts });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path.join(".")).toBe(path ? `facts.${path}` : "facts");
  });
  it("allows a negative net worth", () => {
    expect(ZCorrectFactsRequest.safeParse({ facts: { netWorthUsd: -50_000 } }).success).toBe(true);
  });
});
