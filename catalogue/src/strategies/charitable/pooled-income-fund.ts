import { formatUsd } from "@fsa/shared";
import { defineStrategy } from "../../model/strategy.ts";
import { allOf, check, fixed, metric, portfolioGrowth, risk, step } from "../kit.ts";
import { appreciatedFunding, charitableCheck, splitInterestEffects, yearsToClientDeath } from "./lib/giving.ts";

/**
 * Pooled income fund gift (IRC §642(c)(5)). Minimum net worth 500,000.
 *
 * Effects (charitable/giving.ts `splitInterestEffects`): the fund pays the donor its yield on the
 * units for life; the fund's long-term gains are set aside for charity (§642(c)(3)), so the gain a
 * direct sale would pay is avoided, not deferred. The charity's share is the remainder valued at
 * the fund's yield (Treas. Reg. §1.642(c)-6: the highest yield of the three prior years, or for a
 * new fund the average §7520 rate of those years less one point, approximated here by today's
 * §7520 rate less one point); the life interest is approximated by a term certain to the client's
 * assumed death (Table 2010CM is not bundled), an assumption.
 */
export const pooledIncomeFund = defineStrategy({
  id: "pooled-income-fund",
  name: "Pooled Income Fund Gift",
  category: "Charitable",
  description:
    "The donor transfers appreciated securities to a public charity's pooled income fund and receives, for life, a pro-rata share of the fund's net income. The donor deducts the remainder's present value; the fund's capital gains are permanently set aside for charity, so the donor never pays tax on the gain.",
  benefitCalculation: {
    type: "percentage",
    formula:
      "calculator value of the deduction for fundingUsd × (1 + fundYieldRate)^−lifeYears (capital-gain property, 30% of AGI, 5-year carryover, 2026 floor and cap) + tax a direct sale would pay now on (fundingUsd − basisUsd), avoided + Σ fundYieldRate × fund value a year for lifeYears − fundingUsd × (1 − (1 + fundYieldRate)^−lifeYears)",
    variables: ["fundingUsd", "basisUsd", "fundYieldRate", "lifeYears", "fundGrowthRate"],
  },
  costCalculation: { type: "minimal", formula: "planningCostUsd", variables: ["planningCostUsd"] },
  lifeInsuranceComponent: "N/A",
  annuityComponent: "The donor receives a variable lifetime income from the fund, not a fixed annuity.",
  applicableNetWorth: 500_000,
  regulatoryDisclosures: ["irrevocable_gift", "variable_income", "charity_sponsored_fund"],
  sources: [
    "IRC §642(c)(5) (pooled income fund requirements)",
    "IRC §642(c)(3) (long-term gains set aside for charity)",
    "Treas. Reg. §1.642(c)-5, §1.642(c)-6 (valuation at the fund's highest yield of the 3 prior years; deemed rate for new funds)",
    "IRC §170(b)(1)(C), §170(b)(1)(I), §68 as amended by Pub. L. 119-21",
  ],
  domain: "charitable",
  family: "charitable-remainder",
  transfers: (ctx) => {
    const asset = appreciatedFunding(ctx, 0.1, 1_000_000).asset;
    return asset ? [asset] : [];
  },
  variables: {
    fundingUsd: { unit: "USD", description: "Value of securities given to the fund." },
    basisUsd: { unit: "USD", description: "The donor's basis in the securities." },
    fundYieldRate: { unit: "rate", description: "Fund yield paid to the donor and used to value the remainder." },
    lifeYears: { unit: "years", description: "Years of income (to the client's assumed death)." },
    fundGrowthRate: { unit: "rate", description: "Total return of the fund (income plus growth)." },
    planningCostUsd: { unit: "USD", description: "Advice on the gift." },
  },
  defaults(ctx) {
    const funding = appreciatedFunding(ctx, 0.1, 1_000_000);
    const i = ctx.household.tax.section7520Rate;
    const fundYield = Math.max(0.01, Math.round((i - 0.01) * 10_000) / 10_000);
    const years = yearsToClientDeath(ctx);
    return {
      fundingUsd: funding.valueUsd,
      basisUsd: funding.basisUsd,
      fundYieldRate: fixed(
        fundYield,
        `${(fundYield * 100).toFixed(1)}%: a new fund's deemed rate (the §7520 rate less 1 point; Treas. Reg. §1.642(c)-6(b)(2))`,
      ),
      lifeYears: fixed(
        years,
        `${years} years, to the client's assumed death (a term standing in for the life interest)`,
      ),
      fundGrowthRate: portfolioGrowth(ctx),
      planningCostUsd: fixed(1_000, "advice on the gift about $1,000"),
    };
  },
  effects(v, ctx) {
    const n = Math.max(1, Math.round(v.lifeYears));
    const rf = (1 + v.fundYieldRate) ** -n;
    const { remainderUsd: _, ...effects } = splitInterestEffects(ctx, {
      fundingUsd: v.fundingUsd,
      basisUsd: v.basisUsd,
      termYears: n,
      growthRate: v.fundGrowthRate,
      payout: (_year, start) => v.fundYieldRate * start,
      charityShare: rf,
      qualifies: true,
      gain: "avoided",
      deduction: "capitalGainProperty",
      setupUsd: v.planningCostUsd,
      annualUsd: 0,
      vehicle: "the pooled income fund",
    });
    return effects;
  },
  sensitivity: {
    variable: "fundYieldRate",
    mode: "add",
    spread: 0.01,
    description: "Fund yield 1 point lower / base / higher",
  },
  eligibility: allOf(
    charitableCheck,
    check(
      (ctx) => ctx.facts.hasLowBasisStock || ctx.facts.hasConcentratedStock,
      "The client holds appreciated securities the fund can sell without tax to anyone.",
      "A pooled income fund takes appreciated securities, and the notes mention none.",
    ),
    check(
      (ctx) => appreciatedFunding(ctx, 0.1, 1_000_000).valueUsd.value > 0,
      (ctx) => `A gift of about ${formatUsd(appreciatedFunding(ctx, 0.1, 1_000_000).valueUsd.value)} is assumed.`,
      "The notes give no value for the appreciated securities.",
    ),
  ),
  answers: () => null,
  timeline: "2–4 weeks (the charity's fund already exists)",
  keyBenefits: [
    "Capital gain never taxed to the donor",
    "Lifetime income from a professionally managed fund",
    "Deduction with no trust to set up",
  ],
  memoBucket: "legacyBucket",
  goalKeywords: ["charit", "income", "capital gain", "university", "hospital"],
  explanation: {
    overview:
      "A pooled income fund is a charity-run commingled trust. Donors receive units and a share of the fund's net income for life; at death their units pass to the charity. Because the fund's long-term gains are set aside for charity, appreciated stock given to it is sold with no tax to anyone.",
    keyComponents: [
      "Units in the charity's fund",
      "Lifetime share of net income",
      "Remainder to the sponsoring charity",
    ],
    steps: [
      step(
        "Find a fund",
        "Confirm the charity (often a university or hospital) maintains a pooled income fund and its yield history.",
        "Week 1",
        ["Fund disclosure"],
      ),
      step("Transfer", "Transfer long-held appreciated shares to the fund.", "Weeks 2–3", [
        "Stock transfer instructions",
      ]),
      step("Deduct", "Receive the charity's remainder calculation; file Form 8283.", "With the return", [
        "Charity acknowledgement",
        "Form 8283",
      ]),
    ],
    prerequisites: ["Appreciated securities held more than a year", "A charity that sponsors a fund"],
    professionals: ["Financial adviser", "CPA", "Charity's planned-giving office"],
    secondaryBenefits: ["No trustee or administration for the donor", "Removes the shares from the estate"],
    taxAdvantages: ["Gain permanently excluded (§642(c)(3))", "Remainder deduction"],
    risks: [
      risk(
        "Variable income",
        "Income depends on the fund's net income, often low in growth markets.",
        "Compare the fund's yield history with a CRUT or gift annuity.",
      ),
      risk("Few funds", "Many charities have closed their funds.", "Check availability before planning around it."),
    ],
    marketRisks: ["Interest rates drive the fund's income"],
    regulatoryConsiderations: ["Income is ordinary income to the donor", "2026 floor and cap on the deduction"],
    liquidityConsiderations: "The principal is irrevocably given; only income is received.",
    alternatives: [
      {
        strategy: "charitable-gift-annuity",
        whyNotChosen: "Fixed payments, but part of the gain is taxed over life expectancy.",
      },
      {
        strategy: "charitable-remainder-unitrust",
        whyNotChosen: "More control and flexibility but trust set-up and gain carried out to the donor.",
      },
    ],
    uniqueAdvantages: ["The only split-interest gift in which the donor's gain is never taxed"],
    successMetrics: [
      metric("Income received", "At or above the fund's historic yield", "Annually"),
      metric("Deduction used", "Fully within the carryover period", "Annually"),
    ],
    qualitativeIndicators: ["Donor connected to the sponsoring charity"],
    warningSignals: ["Fund yield falling sharply", "Charity closing the fund to new gifts"],
    reviewSchedule: "Annual review of income received.",
    exitStrategy:
      "The donor can give the income interest to the charity for a further deduction; the gift itself is irrevocable.",
  },
});
