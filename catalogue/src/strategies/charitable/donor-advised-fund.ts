import { formatUsd } from "@fsa/shared";
import type { CashFlow } from "../../model/strategy.ts";
import { defineStrategy } from "../../model/strategy.ts";
import { allOf, at, basisOf, check, fixed, metric, risk, round, step } from "../kit.ts";
import {
  annualGivingOf,
  canUseDonorAdvisedFund,
  charitableCheck,
  deductionFlows,
  gainTaxOf,
  givingInBase,
  isCharitable,
  yearsToClientDeath,
} from "./lib/giving.ts";

/**
 * Donor-advised fund (IRC §4966(d)(2)). Minimum net worth 100,000 (spec §3: the catalogue's
 * lowest).
 *
 * The client front-loads several years of giving into a DAF, in appreciated shares when the notes
 * show them, and the DAF grants it out on the old schedule. The giving is the client's (the
 * contribution is reported as the payout); the figures are what the DAF changes: the deduction of
 * the contribution in the gift year with its carryover (cash 60% / appreciated stock 30% of AGI),
 * the direct gifts no longer made (and no longer deducted) in the grant years, all in one
 * calculator computation per year (standard deduction, §170(p), 0.5% floor and §68 cap included);
 * the capital-gains tax avoided on the shares given (assumed otherwise sold; held until death
 * they would be stepped up, and the saving would be smaller); the sponsor's fee on the balance.
 * The cycle repeats every `grantYears` for as long as the client gives (to the client's assumed
 * death), as deduction bunching does: a DAF is the usual vehicle of bunching, so the two are
 * priced over the same years and the DAF adds the gain avoided on appreciated shares.
 * Estate effect left out: the DAF replaces gifts the client would make anyway over the grant years.
 */
export const donorAdvisedFund = defineStrategy({
  id: "donor-advised-fund",
  name: "Donor-Advised Fund (DAF)",
  category: "Charitable",
  description:
    "The client contributes cash or appreciated securities to a sponsoring public charity's donor-advised fund, takes the deduction in the year of contribution, and recommends grants to charities over later years. Gifts of appreciated stock avoid the capital gains tax and several years of giving can be bunched into one deduction year.",
  benefitCalculation: {
    type: "percentage",
    formula:
      "Σ cycles of grantYears within givingYears, Σ years of a cycle [tax without − tax with the DAF] on the household's return: the cycle's first year deducts contributionUsd (stock at fair value up to 30% of AGI, cash up to 60%, carried over 5 years) instead of one year's direct gift; its other grant years make no direct gift; + tax on (contributionUsd − basisUsd) of gain avoided on the shares given each cycle, when stockShare = 1",
    variables: ["contributionUsd", "stockShare", "basisUsd", "grantYears", "givingYears"],
  },
  costCalculation: {
    type: "annual",
    formula: "Σ sponsorFeeRate × remaining balance over grantYears",
    variables: ["sponsorFeeRate", "contributionUsd", "grantYears"],
  },
  lifeInsuranceComponent: "N/A",
  annuityComponent: "N/A",
  applicableNetWorth: 100_000,
  regulatoryDisclosures: ["irrevocable_gift", "sponsor_legal_control", "no_pledge_fulfilment", "no_qcd_to_daf"],
  sources: [
    "IRC §4966(d)(2) (donor-advised fund definition)",
    "IRC §170(b)(1)(A), (C), (G) (public charity AGI limits), §170(d)(1) (carryover)",
    "IRC §170(e)(1) (full value for long-term capital gain property)",
    "IRC §170(f)(18) (sponsor acknowledgement of exclusive legal control)",
    "IRC §170(b)(1)(I), §68 as amended by Pub. L. 119-21 §70425, §70111; §170(p) (non-itemizers, not DAF gifts)",
    "IRC §4967 (prohibited benefits)",
  ],
  domain: "charitable",
  family: "charitable-vehicle",
  // Funded with the appreciated shares already given in the plan: the DAF adds the bunching.
  complements: ["gift-appreciated-securities", "deduction-bunching"],
  variables: {
    contributionUsd: { unit: "USD", description: "Amount contributed to the DAF." },
    stockShare: { unit: "ratio", description: "1 when funded with long-term appreciated shares, 0 for cash." },
    basisUsd: { unit: "USD", description: "Basis of the shares given." },
    grantYears: { unit: "years", description: "Years of giving the contribution covers (granted out over them)." },
    givingYears: { unit: "years", description: "Years the client keeps giving; the cycle repeats within them." },
    sponsorFeeRate: { unit: "rate", description: "Sponsor's administrative fee a year." },
  },
  defaults(ctx) {
    const f = ctx.facts;
    const giving = annualGivingOf(ctx);
    const years = 3;
    const contribution = round(giving.value * years);
    const stock = f.hasLowBasisStock || f.hasConcentratedStock ? 1 : 0;
    return {
      contributionUsd: fixed(contribution, `three years of giving front-loaded (${giving.assumption})`),
      stockShare: fixed(
        stock,
        stock
          ? "funded with the appreciated shares the notes mention"
          : "funded with cash (no appreciated stock mentioned)",
      ),
      basisUsd: stock ? basisOf(contribution, null) : fixed(contribution, "cash: basis equals value"),
      grantYears: fixed(years, "granted out over the 3 years of giving it covers"),
      givingYears: fixed(yearsToClientDeath(ctx), "the cycle repeats to the client's assumed death"),
      sponsorFeeRate: fixed(0.006, "sponsor fee 0.6% a year"),
    };
  },
  effects(v, ctx) {
    const c = Math.max(0, v.contributionUsd);
    const years = Math.max(1, Math.round(v.grantYears));
    const stock = v.stockShare >= 0.5;
    const direct = Math.min(givingInBase(ctx), c / years);
    const cycle: CashFlow[] = deductionFlows(
      ctx,
      c,
      stock ? "capitalGainProperty" : "cash",
      "income tax change: contribution deducted, direct gifts no longer made",
      (y) => (y < years ? { charitableCashUsd: -direct } : {}),
      years,
    );
    // With gifts of appreciated shares already in the plan, their gain avoided is counted there.
    const sharesCounted = ctx.planned?.has("gift-appreciated-securities") === true;
    if (stock && c > v.basisUsd && !sharesCounted)
      cycle.push(
        at(
          0,
          gainTaxOf(ctx, c - v.basisUsd),
          "incomeTax",
          "capital-gains tax avoided on the shares given instead of sold",
        ),
      );
    for (let y = 1; y < years; y++)
      cycle.push(
        at(y, -v.sponsorFeeRate * c * (1 - y / years), "cost", "sponsor's fee on the balance not yet granted"),
      );
    const cycles = Math.max(1, Math.floor(Math.max(years, Math.round(v.givingYears)) / years));
    const flows: CashFlow[] = [];
    for (let k = 0; k < cycles; k++)
      for (const f of cycle)
        flows.push({ ...f, year: f.year + k * years, label: k === 0 ? f.label : `${f.label} (cycle ${k + 1})` });
    return { flows, payoutUsd: c * cycles };
  },
  sensitivity: {
    variable: "contributionUsd",
    mode: "multiply",
    spread: 0.25,
    description: "Contribution 25% lower / base / higher",
  },
  eligibility: allOf(
    charitableCheck,
    check(
      canUseDonorAdvisedFund,
      (ctx) =>
        ctx.facts.hasLowBasisStock || ctx.facts.hasConcentratedStock
          ? "The client holds appreciated shares to give instead of cash."
          : `Income of ${formatUsd(ctx.facts.annualIncomeUsd ?? 0)} can use a bunched deduction.`,
      "A DAF pays off with appreciated securities or income high enough to itemize; the notes show neither.",
    ),
  ),
  answers(ctx) {
    const f = ctx.facts;
    if (!isCharitable(f)) return null;
    if (f.hasLowBasisStock || f.hasConcentratedStock)
      return {
        urgency: "client-specific",
        reason:
          "The client gives to charity and holds appreciated shares: a DAF takes them without capital-gains tax and bunches the deduction.",
      };
    return {
      urgency: "client-specific",
      reason: "The client gives to charity: a DAF bunches several years of gifts into one deduction.",
    };
  },
  timeline: "1–2 weeks",
  keyBenefits: [
    "Deduction now, grants later",
    "Appreciated stock given without capital gains tax",
    "Simple, low-cost alternative to a foundation",
  ],
  memoBucket: "legacyBucket",
  goalKeywords: ["charit", "give", "donat", "philanthrop", "church"],
  explanation: {
    overview:
      "A DAF is an account at a sponsoring public charity. The client gets the full deduction when contributing (up to 60% of AGI for cash, 30% for appreciated stock, with five-year carryover) and recommends grants over time. From 2026 the first 0.5% of AGI of charitable gifts is not deductible and top-bracket donors' deductions are worth 35%, which makes bunching gifts into one DAF contribution more valuable.",
    keyComponents: [
      "Sponsoring organisation with legal control",
      "Irrevocable contribution and immediate deduction",
      "Donor's advisory privileges over grants and investments",
    ],
    steps: [
      step(
        "Open the account",
        "Choose a sponsor (national, community foundation or single-issue) and name successors.",
        "Week 1",
        ["Account application"],
      ),
      step("Contribute", "Transfer long-term appreciated shares in kind (not cash from a sale).", "Weeks 1–2", [
        "Stock transfer instructions",
      ]),
      step(
        "Document",
        "Keep the sponsor's acknowledgement; file Form 8283 for non-cash gifts over $500.",
        "With the return",
        ["Acknowledgement", "Form 8283"],
      ),
      step("Grant", "Recommend grants to public charities over the following years.", "Ongoing", [
        "Grant recommendations",
      ]),
    ],
    prerequisites: [
      "Charitable intent",
      "Appreciated securities or cash",
      "Itemized deductions in the contribution year",
    ],
    professionals: ["Financial adviser", "CPA"],
    secondaryBenefits: ["Family involvement as successor advisers", "Anonymous grants possible"],
    taxAdvantages: [
      "Deduction at full market value for long-term stock",
      "No capital gains tax on the contributed shares",
      "Tax-free growth inside the DAF",
    ],
    risks: [
      risk(
        "Loss of control",
        "The sponsor has legal control and may decline grants.",
        "Choose a sponsor whose policies match the client's giving.",
      ),
      risk(
        "Prohibited benefits",
        "Grants that benefit the donor (tickets, pledges) trigger §4967 taxes.",
        "Pay personal benefits separately; never use the DAF for pledges where benefits are received.",
      ),
      risk(
        "Deduction limits",
        "Large gifts may exceed the AGI limits.",
        "Spread contributions or use the five-year carryover.",
      ),
    ],
    marketRisks: ["DAF investments can fall before grants are made"],
    regulatoryConsiderations: ["Proposals for DAF payout rules recur", "QCDs cannot be made to DAFs"],
    liquidityConsiderations: "Assets given are irrevocably gone; keep personal liquidity separate.",
    alternatives: [
      {
        strategy: "private-foundation",
        whyNotChosen: "More control and family employment, but costly and lower deduction limits.",
      },
      {
        strategy: "qualified-charitable-distribution",
        whyNotChosen: "Better for donors over 70½ with IRAs, but cannot go to a DAF.",
      },
    ],
    uniqueAdvantages: ["Foundation-like flexibility for almost no cost"],
    successMetrics: [
      metric("Gain avoided on contributed shares", "All contributions in appreciated stock", "At each contribution"),
      metric("Grants made", "Balance granted within planned years", "Annually"),
    ],
    qualitativeIndicators: ["Family engaged in grant decisions"],
    warningSignals: ["DAF balance idle for years", "Grants tied to personal benefits"],
    reviewSchedule: "Annually with the tax plan (bunching decision).",
    exitStrategy: "Grant the balance out, or name a charity as the DAF's final beneficiary.",
  },
});
