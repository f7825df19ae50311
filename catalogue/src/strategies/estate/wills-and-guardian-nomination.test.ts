import { emptyClientFacts, type TClientFacts } from "@fsa/shared";
import { describe, expect, it } from "vitest";
import { checkStrategy } from "../../model/eligibility.ts";
import { evaluateOnHousehold } from "../../model/evaluate.ts";
import { buildHousehold } from "../../model/household.ts";
import type { StrategyContext } from "../../model/strategy.ts";
import { TAX_YEAR_2026 } from "../../tax/index.ts";
import { lifeChangeSinceWill, willsAndGuardianNomination as s } from "./wills-and-guardian-nomination.ts";

const tax = TAX_YEAR_2026.values;
const ctxOf = (f: Partial<TClientFacts>): StrategyContext => {
  const facts = { ...emptyClientFacts(), ...f };
  return { facts, household: buildHousehold(facts, tax) };
};

describe("wills and guardian nomination", () => {
  it("parents of minor children: basic, guardian named; fee 3,500 (an assumption) as the only flow; protection is not a dollar figure", () => {
    const ctx = ctxOf({
      netWorthUsd: 400_000,
      primaryAge: 35,
      spouseAge: 34,
      maritalStatus: "married",
      childrenAges: [2, 5],
    });
    expect(s.answers(ctx)).toEqual({
      urgency: "basic",
      reason: "The client has 2 minor children: a will names their guardian.",
    });
    const fig = evaluateOnHousehold(s, ctx);
    expect(fig.flows).toEqual([{ year: 0, amountUsd: -3_500, kind: "cost", label: "attorney's fees for the wills" }]);
    expect(fig.protection?.amountUsd).toBe(0);
    expect(fig.protection?.description).toMatch(/guardian of 2 minor children/);
    expect(s.defaults(ctx).attorneyFeesUsd?.assumption).toMatch(/assumption/);
  });

  it("fees by household: one will 1,500; two wills 2,500", () => {
    expect(s.defaults(ctxOf({ primaryAge: 70 })).attorneyFeesUsd?.value).toBe(1_500);
    expect(s.defaults(ctxOf({ primaryAge: 70, maritalStatus: "married" })).attorneyFeesUsd?.value).toBe(2_500);
  });

  it("children of an older client with no ages are not stated as minors", () => {
    const ctx = ctxOf({ netWorthUsd: 2_000_000, primaryAge: 68, childrenCount: 3 });
    expect(s.defaults(ctx).minorChildren?.value).toBe(0);
    expect(s.answers(ctx)?.reason).toBe("The notes do not mention a will.");
  });

  it("no will stated: basic (intestacy); an unmarried partner is provided for", () => {
    const ctx = ctxOf({ netWorthUsd: 900_000, primaryAge: 55, maritalStatus: "partnered", hasEstatePlan: false });
    expect(s.answers(ctx)).toEqual({ urgency: "basic", reason: "The notes say the client has no will." });
    expect(evaluateOnHousehold(s, ctx).protection?.description).toMatch(
      /unmarried partner, who inherits nothing under intestacy/,
    );
  });

  it("fits with no net worth stated (no minimum), but notes silent on wealth and a will give no urgency; a stated will: does not fit", () => {
    expect(checkStrategy(s, ctxOf({})).fits).toBe(true);
    expect(s.answers(ctxOf({}))).toBeNull();
    const r = checkStrategy(s, ctxOf({ estateDocuments: ["will"] }));
    expect(r.fits).toBe(false);
    expect(r.reasons[0]).toMatch(/already has a will/);
  });
  it("an estate plan whose named documents hold no will (a power of attorney only) is no will; one named without documents is", () => {
    expect(checkStrategy(s, ctxOf({ hasEstatePlan: true, estateDocuments: ["power_of_attorney"] })).fits).toBe(true);
    expect(checkStrategy(s, ctxOf({ hasEstatePlan: true, estateDocuments: [] })).fits).toBe(false);
    expect(checkStrategy(s, ctxOf({ hasEstatePlan: true, estateDocuments: ["revocable_trust"] })).fits).toBe(false);
  });
  it("a will that predates the spouse's death, a divorce or a move from another state needs redrafting (basic); a married client's will does not", () => {
    const widow = ctxOf({
      netWorthUsd: 2_000_000,
      primaryAge: 74,
      maritalStatus: "widowed",
      estateDocuments: ["will"],
    });
    expect(checkStrategy(s, widow).fits).toBe(true);
    expect(s.answers(widow)).toEqual({
      urgency: "basic",
      reason: "The client has a will, but the spouse has died since it was signed (assumed): it needs redrafting.",
    });
    const moved = ctxOf({
      netWorthUsd: 2_000_000,
      maritalStatus: "married",
      state: "FL",
      formerState: "NY",
      estateDocuments: ["will"],
    });
    expect(s.answers(moved)?.reason).toBe(
      "The client has a will, but the client has moved from NY to FL since it was signed (assumed): it needs redrafting.",
    );
    const married = ctxOf({ netWorthUsd: 2_000_000, maritalStatus: "married", state: "FL", estateDocuments: ["will"] });
    expect(checkStrategy(s, married).fits).toBe(false);
    expect(s.answers(married)).toBeNull();
  });

  it("a separation is a life change the documents must follow: the spouse may still be the executor or guardian", () => {
    const separated = ctxOf({
      netWorthUsd: 1_100_000,
      maritalStatus: "separated",
      state: "NC",
      estateDocuments: ["will"],
    });
    expect(lifeChangeSinceWill(separated)).toMatch(/separated/);
    expect(checkStrategy(s, separated).fits).toBe(true);
  });
});
