import { describe, expect, it } from "vitest";
import { stateIncomeTax } from "../../tax/state-income-tax.ts";
import { ctxOf, expectSaneOnEveryHousehold, figuresOf, HOUSEHOLDS } from "../charitable/lib/household.test-helpers.ts";
import { stateResidencyChange as move } from "./state-residency-change.ts";

const landlord = HOUSEHOLDS["single Massachusetts landlord selling a building"] ?? {};

describe("state residency change: Massachusetts to Florida (planned)", () => {
  const ctx = ctxOf(landlord);
  const fig = figuresOf(move, ctx);
  it("each year: Massachusetts income tax on today's return (5% on 400,000 of wages and 40,000 of investment income, less the exemption) is no longer owed; Florida has none", () => {
    const ma = stateIncomeTax("MA", ctx.household.incomeTaxInput).taxUsd;
    expect(Math.abs(ma - 0.05 * 440_000)).toBeLessThan(300);
    const yearly = fig.flows.filter((f) => f.kind === "incomeTax");
    expect(yearly.length).toBe(ctx.household.yearsToFinalDeath);
    expect(yearly[0]?.year).toBe(1);
    expect(yearly[0]?.amountUsd).toBeCloseTo(ma, 6);
  });
  it("the Massachusetts estate tax on the household's projection is avoided at the final death (Florida has none)", () => {
    const estate = fig.flows.find((f) => f.kind === "estateTax");
    expect(estate?.year).toBe(ctx.household.yearsToFinalDeath);
    expect(estate?.amountUsd).toBeCloseTo(ctx.household.baseline.stateTaxUsd, 0);
    expect(ctx.household.baseline.stateTaxUsd).toBeGreaterThan(0);
  });
  it("the planned sale is of Massachusetts real estate, which stays taxable there: no gain saving", () => {
    expect(fig.variables.find((v) => v.name === "plannedGainUsd")?.value).toBe(0);
  });
  it("is client-specific because the move is planned, and fits with the reason naming both states", () => {
    expect(move.answers(ctx)?.urgency).toBe("client-specific");
    const r = move.eligibility(ctx.facts, ctx);
    expect(r.fits).toBe(true);
    expect(r.reasons.join(" ")).toMatch(/MA to FL/);
  });
  it("costs: 25,000 now and 5,000 a year for the 3 audit years", () => {
    expect(fig.flows.filter((f) => f.kind === "cost").map((f) => f.amountUsd)).toEqual([
      -25_000, -5_000, -5_000, -5_000,
    ]);
  });
});

describe("state residency change: other cases", () => {
  it("a coming business sale in California (top rate 13.3%) answers it: time-critical with a planned move, client-specific without", () => {
    const base = { ...landlord, state: "CA", expectsBusinessSale: true, ownsBusiness: true };
    expect(move.answers(ctxOf({ ...base, plannedMoveState: "NV" }))?.urgency).toBe("time-critical");
    expect(move.answers(ctxOf({ ...base, plannedMoveState: null }))?.urgency).toBe("client-specific");
    expect(move.answers(ctxOf({ ...base, plannedMoveState: null }))?.reason).toMatch(/before the sale closes/);
  });
  it("a coming sale in a state below a 9% top rate (Illinois 4.95%) answers nothing unless a move is planned", () => {
    const ctx = ctxOf({ ...landlord, state: "IL", plannedMoveState: null, expectsBusinessSale: true });
    expect(move.answers(ctx)).toBeNull();
  });
  it("a planned move to a higher-tax state saves nothing and does not fit", () => {
    const ctx = ctxOf({ ...landlord, state: "FL", plannedMoveState: "CA" });
    expect(move.eligibility(ctx.facts, ctx).fits).toBe(false);
  });
  it("without a planned move Florida is assumed and said so; a sale of business shares after the move saves the old state's tax on the gain", () => {
    const ctx = ctxOf({
      netWorthUsd: 20_000_000,
      primaryAge: 55,
      maritalStatus: "married",
      spouseAge: 55,
      state: "CA",
      annualIncomeUsd: 800_000,
      ownsBusiness: true,
      businessEntityType: "c_corp",
      businessValueUsd: 10_000_000,
      expectsBusinessSale: true,
    });
    const r = move.eligibility(ctx.facts, ctx);
    expect(r.fits).toBe(true);
    expect(r.reasons.join(" ")).toMatch(/assume Florida/);
    const fig = figuresOf(move, ctx);
    expect(fig.variables.find((v) => v.name === "plannedGainUsd")?.value).toBe(9_000_000);
    expect(fig.flows.find((f) => f.label.includes("sale's gain"))?.amountUsd ?? 0).toBeGreaterThan(1_000_000);
  });
  it("a move to Puerto Rico belongs to Act 60; no state, no fit", () => {
    for (const f of [
      { ...landlord, plannedMoveState: "PR" },
      { ...landlord, state: null },
    ]) {
      const ctx = ctxOf(f);
      expect(move.eligibility(ctx.facts, ctx).fits).toBe(false);
    }
  });
  it("shares the residency family with Act 60", () => expect(move.family).toBe("residency"));
  it("returns sane figures on every household", () => expectSaneOnEveryHousehold(move));
});

describe("state residency change: a move already made from Connecticut to Florida", () => {
  const ctx = ctxOf({
    netWorthUsd: 28_000_000,
    primaryAge: 66,
    spouseAge: 63,
    maritalStatus: "married",
    state: "FL",
    formerState: "CT",
    annualIncomeUsd: 600_000,
  });
  const fig = figuresOf(move, ctx);
  const ct = stateIncomeTax("CT", ctx.household.incomeTaxInput).taxUsd;
  it("fits and answers the move: Connecticut can still claim the household until the change is documented", () => {
    expect(move.eligibility(ctx.facts, ctx).fits).toBe(true);
    expect(move.answers(ctx)?.reason).toMatch(/moved from CT to FL/);
  });
  it("saves nothing new: its figures are the cost of completing the change, and Connecticut's claim as protection (3 audit years of its income tax on today's return, plus its estate tax)", () => {
    expect(fig.flows.some((f) => f.kind === "incomeTax" || f.kind === "estateTax")).toBe(false);
    expect(fig.presentValue.netUsd).toBeLessThan(0);
    expect(ct).toBeGreaterThan(0);
    expect(fig.protection?.amountUsd).toBeGreaterThanOrEqual(Math.round(3 * ct) - 1);
    expect(fig.protection?.description).toMatch(/CT could claim/);
  });
  it("a move from a state without income or estate tax leaves nothing to protect: it does not fit", () => {
    const fromTexas = ctxOf({
      netWorthUsd: 28_000_000,
      primaryAge: 66,
      state: "FL",
      formerState: "TX",
      annualIncomeUsd: 600_000,
    });
    expect(move.eligibility(fromTexas.facts, fromTexas).reasons[0]).toMatch(/already lives in FL/);
  });
});
