import { emptyClientFacts, type TClientFacts } from "@fsa/shared";
import { describe, expect, it } from "vitest";
import { checkStrategy } from "../../model/eligibility.ts";
import { evaluateOnHousehold } from "../../model/evaluate.ts";
import { buildHousehold } from "../../model/household.ts";
import type { StrategyContext } from "../../model/strategy.ts";
import { TAX_YEAR_2026 } from "../../tax/index.ts";
import { powersOfAttorneyAndHealthCareDirective as s } from "./powers-of-attorney-and-health-care-directive.ts";

const tax = TAX_YEAR_2026.values;
const ctxOf = (f: Partial<TClientFacts>): StrategyContext => {
  const facts = { ...emptyClientFacts(), ...f };
  return { facts, household: buildHousehold(facts, tax) };
};

describe("powers of attorney and health-care directive", () => {
  it("no documents stated: basic; the cost is the only flow and the protection names the accounts", () => {
    const ctx = ctxOf({
      netWorthUsd: 600_000,
      taxableInvestmentsUsd: 200_000,
      retirementAccountsUsd: 300_000,
      hasEstatePlan: false,
    });
    expect(s.answers(ctx)?.urgency).toBe("basic");
    const fig = evaluateOnHousehold(s, ctx);
    expect(fig.flows).toEqual([
      { year: 0, amountUsd: -750, kind: "cost", label: "attorney's fees for the powers of attorney and directive" },
    ]);
    expect(fig.protection?.amountUsd).toBe(0);
    expect(fig.protection?.description).toMatch(/\$600,000 of accounts/);
  });

  it("an unmarried partner: basic, because the partner has no authority otherwise", () => {
    const ctx = ctxOf({ primaryAge: 45, maritalStatus: "partnered" });
    expect(s.answers(ctx)?.reason).toMatch(/unmarried partner has no legal authority/);
  });

  it("a stated age of 65 or more: basic; an unstated age is not taken as 65+", () => {
    expect(s.answers(ctxOf({ primaryAge: 67 }))?.reason).toBe(
      "At 67, durable powers of attorney and a health-care directive are due.",
    );
    expect(s.answers(ctxOf({}))).toBeNull();
  });

  it("both documents stated: does not fit", () => {
    const r = checkStrategy(s, ctxOf({ estateDocuments: ["power_of_attorney", "health_care_directive"] }));
    expect(r.fits).toBe(false);
    expect(checkStrategy(s, ctxOf({ estateDocuments: ["power_of_attorney"] })).fits).toBe(true);
  });
});

describe("powers of attorney: documents out of date", () => {
  it("a basic step even when both exist, when the notes call them out of date", () => {
    const ctx = ctxOf({
      primaryAge: 55,
      maritalStatus: "divorced",
      hasEstatePlan: true,
      estateDocuments: ["power_of_attorney", "health_care_directive"],
      estatePlanOutdated: true,
    });
    expect(s.answers(ctx)?.urgency).toBe("basic");
    expect(s.answers(ctx)?.reason).toMatch(/out of date/);
  });
  it("both documents signed before the spouse's death: basic again, the agent named was likely the spouse (assumed)", () => {
    const widow = ctxOf({
      netWorthUsd: 2_000_000,
      primaryAge: 78,
      maritalStatus: "widowed",
      estateDocuments: ["will", "power_of_attorney", "health_care_directive"],
    });
    expect(checkStrategy(s, widow).fits).toBe(true);
    expect(s.answers(widow)).toEqual({
      urgency: "basic",
      reason:
        "Since the documents were signed (assumed), the spouse has died: the person named to act, and the directive's form, are checked and redone.",
    });
    const married = ctxOf({
      netWorthUsd: 2_000_000,
      maritalStatus: "married",
      estateDocuments: ["power_of_attorney", "health_care_directive"],
    });
    expect(checkStrategy(s, married).fits).toBe(false);
  });
});
