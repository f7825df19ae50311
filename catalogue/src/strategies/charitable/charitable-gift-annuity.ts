import { formatUsd } from "@fsa/shared";
import { defineStrategy } from "../../model/strategy.ts";
import { termCertainAnnuityFactor } from "../../tax/actuarial.ts";
import { allOf, check, fixed, investable, metric, portfolioGrowth, requires, risk, round, step } from "../kit.ts";
import { charitableCheck, splitInterestEffects, yearsToClientDeath } from "./lib/giving.ts";

/**
 * American Council on Gift Annuities suggested maximum single-life rates, schedule effective
 * 1 January 2024, by attained age (decimal). Charities that follow the ACGA pay these rates.
 */
export function acgaSingleLifeRate(age: number): number {
  if (age >= 90) return 0.101;
  if (age >= 85) return 0.091;
  if (age >= 80) return 0.081;
  if (age >= 75) return 0.07;
  if (age >= 70) return 0.063;
  if (age >= 65) return 0.057;
  return 0.052;
}

/**
 * Charitable gift annuity for cash (IRC §1011(b), §501(m)(5), §514(c)(5)). Minimum net worth
 * 500,000.
 *
 * Effects (charitable/giving.ts `splitInterestEffects`): the charity's share is the gift less the
 * annuity's present value, 1 − rate × the Table B annuity factor over the years to the client's
 * assumed death (a term certain standing in for Table 2010CM's life annuity factor, not bundled; an
 * assumption), at least 10% for a qualified gift annuity (§514(c)(5)); the family gives up the rest
 * and receives the fixed annuity; the deduction is a cash gift's (60% of AGI). The tax-free part of
 * each payment (the §72 exclusion ratio) is not modelled: like the earnings of the money kept, the
 * annuity's taxable part is left out on both sides. Payout: what reaches the charity, nominal.
 */
export const charitableGiftAnnuity = defineStrategy({
  id: "charitable-gift-annuity",
  name: "Charitable Gift Annuity",
  category: "Charitable",
  description:
    "The donor gives cash or securities to a charity in exchange for the charity's promise of a fixed lifetime annuity. The donor deducts the gift less the annuity's present value; part of each payment is a tax-free return of the investment, and for appreciated property the gain is reported ratably over life expectancy.",
  benefitCalculation: {
    type: "percentage",
    formula:
      "calculator value of the deduction for giftUsd × (1 − annuityRate × annuityFactor(section7520Rate, lifeYears)) as a cash gift (60% of AGI, 5-year carryover, 2026 floor and cap) + Σ annuityRate × giftUsd a year for lifeYears − giftUsd × annuityRate × annuityFactor(section7520Rate, lifeYears)",
    variables: ["giftUsd", "annuityRate", "lifeYears"],
  },
  costCalculation: { type: "minimal", formula: "planningCostUsd", variables: ["planningCostUsd"] },
  lifeInsuranceComponent: "N/A",
  annuityComponent:
    "Central: the charity pays a fixed annuity for the donor's life (or two lives), backed by its general assets.",
  applicableNetWorth: 500_000,
  regulatoryDisclosures: ["unsecured_charity_obligation", "state_insurance_regulation", "irrevocable_gift"],
  sources: [
    "IRC §170(a), §1011(b) (bargain sale)",
    "Treas. Reg. §1.1011-2(a)(4)(ii) (ratable gain reporting when the donor is the annuitant)",
    "IRC §72 (exclusion ratio); Treas. Reg. §1.170A-1(d)",
    "IRC §501(m)(5), §514(c)(5) (qualified gift annuities)",
    "IRC §7520; IRS Publication 1457 Table B",
    "American Council on Gift Annuities, suggested maximum rates effective 1 January 2024",
    "IRC §408(d)(8)(F) (one-time QCD of up to the indexed limit to a gift annuity)",
  ],
  domain: "charitable",
  family: "charitable-remainder",
  variables: {
    giftUsd: { unit: "USD", description: "Cash given for the annuity." },
    annuityRate: { unit: "rate", description: "Annuity as a share of the gift." },
    lifeYears: { unit: "years", description: "Years the annuity is paid (to the client's assumed death)." },
    charityGrowthRate: { unit: "rate", description: "Return on the charity's reserve, for the amount it keeps." },
    planningCostUsd: { unit: "USD", description: "Advice on the gift." },
  },
  defaults(ctx) {
    const h = ctx.household;
    const age = h.primary.age;
    const rate = acgaSingleLifeRate(age);
    const gift = round(Math.min(h.balance.netWorthUsd * 0.05, investable(h), 500_000));
    const years = yearsToClientDeath(ctx);
    return {
      giftUsd: fixed(
        gift,
        `${formatUsd(gift)}: a cash gift of 5% of net worth, within the investable assets and at most $500,000`,
      ),
      annuityRate: fixed(
        rate,
        `${(rate * 100).toFixed(1)}%, the ACGA suggested rate at age ${age}${h.primary.ageAssumed ? " (age not stated; the model's default)" : ""}`,
      ),
      lifeYears: fixed(
        years,
        `${years} years, to the client's assumed death (a term standing in for the life annuity)`,
      ),
      charityGrowthRate: portfolioGrowth(ctx),
      planningCostUsd: fixed(500, "advice on the gift about $500"),
    };
  },
  effects(v, ctx) {
    const n = Math.max(1, Math.round(v.lifeYears));
    const annuity = v.annuityRate * v.giftUsd;
    const share = Math.max(0, 1 - v.annuityRate * termCertainAnnuityFactor(ctx.household.tax.section7520Rate, n));
    const { remainderUsd: _, ...effects } = splitInterestEffects(ctx, {
      fundingUsd: v.giftUsd,
      basisUsd: v.giftUsd,
      termYears: n,
      growthRate: v.charityGrowthRate,
      payout: () => annuity,
      charityShare: share,
      qualifies: share >= 0.1,
      gain: "none",
      deduction: "cash",
      setupUsd: v.planningCostUsd,
      annualUsd: 0,
      vehicle: "the gift annuity",
    });
    return effects;
  },
  sensitivity: {
    variable: "lifeYears",
    mode: "add",
    spread: 5,
    description: "Death 5 years earlier / as assumed / 5 years later",
  },
  eligibility: allOf(
    charitableCheck,
    requires.ageAtLeast(
      65,
      "charities issue immediate gift annuities at rates that give a deduction from about that age",
    ),
    check(
      (ctx) => investable(ctx.household) > 0,
      "The client has investable assets to fund the gift.",
      "The notes show no investable assets to fund a gift annuity.",
    ),
  ),
  answers: () => null,
  timeline: "2–4 weeks",
  keyBenefits: ["Fixed lifetime income", "Partial deduction now", "Part of each payment tax-free"],
  memoBucket: "worryFreeLifestyle",
  goalKeywords: ["charit", "income", "annuity", "retire", "fixed"],
  explanation: {
    overview:
      "A gift annuity is a contract with a charity: the donor makes a gift and the charity pays a fixed annuity for life. The charitable deduction is the gift less the annuity's present value at the §7520 rate; the annuity is backed by the charity's assets and reserves regulated by state insurance law.",
    keyComponents: [
      "Contract with the charity",
      "Fixed lifetime annuity at the charity's rate (usually ACGA)",
      "Deduction for the gift element",
    ],
    steps: [
      step("Choose the charity", "Check the charity's financial strength and state registration.", "Week 1", [
        "Charity's audited financials",
      ]),
      step(
        "Get the illustration",
        "Ask for the rate, deduction and tax-free portion for the donor's age.",
        "Week 1–2",
        ["Gift annuity illustration"],
      ),
      step("Sign and fund", "Sign the agreement and transfer cash or securities.", "Weeks 2–4", [
        "Gift annuity agreement",
        "Transfer instructions",
      ]),
      step("Report", "Claim the deduction; report payments from Form 1099-R each year.", "Annually", [
        "Form 8283 for securities",
        "Form 1099-R",
      ]),
    ],
    prerequisites: [
      "Age 65 or older (or a deferred annuity for younger donors)",
      "Charitable intent toward the issuing charity",
    ],
    professionals: ["Financial adviser", "CPA", "Charity's planned-giving office"],
    secondaryBenefits: ["Removes the gift from the estate", "Simple, no trust to administer"],
    taxAdvantages: [
      "Deduction for the gift element",
      "Exclusion ratio makes part of each payment tax-free",
      "Gain on appreciated property spread over life expectancy",
    ],
    risks: [
      risk(
        "Charity credit risk",
        "The annuity is an unsecured obligation of the charity.",
        "Use large, well-funded charities in states that require reserves.",
      ),
      risk("Inflation", "Fixed payments lose purchasing power.", "Ladder several gift annuities over time."),
    ],
    marketRisks: ["None to the donor's payments; the charity bears investment risk"],
    regulatoryConsiderations: ["State insurance regulation of gift annuities", "2026 floor and cap on the deduction"],
    liquidityConsiderations: "The gift is irrevocable; only the annuity is received.",
    alternatives: [
      {
        strategy: "charitable-remainder-annuity-trust",
        whyNotChosen: "Donor-controlled trust with more flexibility, but costs more to set up.",
      },
      { strategy: "pooled-income-fund", whyNotChosen: "Avoids all gain but pays variable income." },
    ],
    uniqueAdvantages: ["Fixed lifetime income from a charity with no trust to administer"],
    successMetrics: [
      metric("Annuity payments", "On time, in full", "Quarterly"),
      metric("Deduction used", "Fully within the carryover period", "Annually"),
    ],
    qualitativeIndicators: ["Donor connected to the charity's mission"],
    warningSignals: ["Charity financial distress", "Donor needing principal back"],
    reviewSchedule: "Annual review of payments and the charity's health.",
    exitStrategy:
      "The donor can relinquish the annuity to the charity for a further deduction; the gift cannot be reversed.",
  },
});
