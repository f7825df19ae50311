import { describe, expect, it } from "vitest";
import { agesText, clientType, formatUsdShort, generatedProjectName, keyFacts, stateName } from "./client-summary.ts";

describe("the client in a few words (issue #16)", () => {
  it("short USD: $12.5M, $850K, $1.2B, $4,000", () => {
    expect(formatUsdShort(12_500_000)).toBe("$12.5M");
    expect(formatUsdShort(12_000_000)).toBe("$12M");
    expect(formatUsdShort(850_000)).toBe("$850K");
    expect(formatUsdShort(1_200_000_000)).toBe("$1.2B");
    expect(formatUsdShort(4_000)).toBe("$4,000");
  });
  it("client type from marital status, business and age", () => {
    expect(clientType({ maritalStatus: "married", ownsBusiness: false })).toBe("Married couple");
    expect(clientType({ maritalStatus: "married", ownsBusiness: true })).toBe("Business-owner couple");
    expect(clientType({ maritalStatus: "single", ownsBusiness: true })).toBe("Business owner");
    expect(clientType({ maritalStatus: null, primaryAge: 70 })).toBe("Retiree");
    expect(clientType(null)).toBe("Client");
  });
  it("generated name: type, net worth, state; unknowns left out", () => {
    expect(generatedProjectName({ maritalStatus: "married", state: "CA" }, 12_500_000)).toBe(
      "Married couple, $12.5M, California",
    );
    expect(generatedProjectName({ ownsBusiness: true, state: "TX" }, 0)).toBe("Business owner, Texas");
    expect(generatedProjectName({}, null)).toBe("Client");
    expect(stateName("zz")).toBeNull();
  });
  it("ages and key facts", () => {
    expect(agesText({ primaryAge: 62, spouseAge: 60 })).toBe("ages 62 and 60");
    expect(agesText({ primaryAge: 62, spouseAge: null })).toBe("age 62");
    expect(agesText({})).toBeNull();
    expect(keyFacts({ childrenCount: 3, ownsBusiness: true, hasNoEstatePlan: true })).toEqual([
      "3 children",
      "owns a business",
      "no estate plan yet",
    ]);
  });
});
