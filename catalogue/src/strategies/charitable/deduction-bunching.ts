import { formatUsd } from "@fsa/shared";
import type { CashFlow } from "../../model/strategy.ts";
import { defineStrategy } from "../../model/strategy.ts";
import { allOf, at, check, fixed, metric, risk, setup, step, taxOn } from "../kit.ts";
import { canUseDonorAdvisedFund, charitableCheck, givingInBase, yearsToClientDeath } from "./lib/giving.ts";

/** Tax saved over one bunching cycle of `years` years of giving `giftUsd` on the household's return, per year of the cycle. */
function cycleSavings(ctx: Parameters<typeof taxOn>[0], giftUsd: number, years: number): number[] {
  const out = [-taxOn(ctx, { charitableCashUsd: (years - 1) * giftUsd })];
  for (let y = 1; y < years; y++) out.push(-taxOn(ctx, { charitableCashUsd: -giftUsd }));
  return out;
}

/**
 * Deduction bunching: several years of gifts in one year (often through a DAF), itemizing that
 * year and taking the standard deduction in the others. Minimum net worth 250,000.
 *
 * On the household's own return (which already deducts the stated giving each year), a cycle of
 * n years: year 1 gives n years' gifts (+ (n − 1) × gift), years 2..n give nothing (− gift), each
 * year priced by the calculator (standard deduction, §170(p), 0.5% floor once instead of every
 * year, §68 cap). Cycles repeat to the client's assumed death; today's return stands in for later
 * years. The giving is the client's and unchanged in total.
 */
export const deductionBunching = defineStrategy({
  id: "deduction-bunching",
  name: "Charitable Deduction Bunching",
  category: "Charitable Planning",
  description:
    "Households whose itemized deductions are near the standard deduction give several years of gifts in one year, usually into a donor-advised fund, itemize that year and take the standard deduction in the other years. From 2026 bunching also limits the 0.5%-of-AGI floor to one year instead of every year.",
  benefitCalculation: {
    type: "percentage",
    formula:
      "Σ over cycles of bunchedYears [tax(yearly giving) − tax(annualGivingUsd × bunchedYears in year 1, nothing in the other years)] on the household's return by the calculator, for givingYears",
    variables: ["annualGivingUsd", "bunchedYears", "givingYears"],
  },
  costCalculation: { type: "minimal", formula: "planningCostUsd", variables: ["planningCostUsd"] },
  lifeInsuranceComponent: "N/A",
  annuityComponent: "N/A",
  applicableNetWorth: 250_000,
  regulatoryDisclosures: ["agi_limits_apply", "itemizing_required_in_bunched_year"],
  sources: [
    "IRC §63(c), (d) (standard versus itemized deductions)",
    "IRC §170(b)(1)(I) as added by Pub. L. 119-21 §70425 (0.5% floor from 2026)",
    "IRC §68 as amended by Pub. L. 119-21 §70111 (35% cap)",
    "IRC §164(b)(7) (SALT cap and phase-down)",
    "IRC §170(p) (non-itemizer deduction from 2026, which excludes DAF gifts)",
  ],
  domain: "charitable",
  family: "charitable-vehicle",
  // Bunching times the deductions; the shares given and the DAF that holds them are how.
  complements: ["donor-advised-fund", "gift-appreciated-securities"],
  variables: {
    annualGivingUsd: { unit: "USD", description: "Usual giving each year." },
    bunchedYears: { unit: "years", description: "Years of gifts bunched into one." },
    givingYears: { unit: "years", description: "Years the giving continues." },
    planningCostUsd: { unit: "USD", description: "Planning cost." },
  },
  defaults(ctx) {
    const giving = givingInBase(ctx);
    const years = yearsToClientDeath(ctx);
    return {
      annualGivingUsd: fixed(giving, `${formatUsd(giving)} a year, as stated`),
      bunchedYears: fixed(3, "three years of giving bunched into one"),
      givingYears: fixed(years, `${years} years, to the client's assumed death`),
      planningCostUsd: fixed(500, "planning about $500"),
    };
  },
  effects(v, ctx) {
    const n = Math.max(1, Math.round(v.bunchedYears));
    const total = Math.max(1, Math.round(v.givingYears));
    const cycle = cycleSavings(ctx, Math.max(0, v.annualGivingUsd), n);
    const flows: CashFlow[] = [...setup(v.planningCostUsd, "planning")];
    for (let y = 0; y < total; y++) {
      const saved = cycle[y % n] ?? 0;
      if (saved !== 0)
        flows.push(
          at(
            y,
            saved,
            "incomeTax",
            y % n === 0 ? "tax change in the bunching year" : "tax change in a year without gifts",
          ),
        );
    }
    return { flows, payoutUsd: Math.max(0, v.annualGivingUsd) };
  },
  sensitivity: {
    variable: "annualGivingUsd",
    mode: "multiply",
    spread: 0.25,
    description: "Giving 25% lower / base / higher",
  },
  eligibility: allOf(
    charitableCheck,
    check(
      (ctx) => (ctx.facts.annualCharitableGivingUsd ?? 0) > 0,
      (ctx) =>
        `The client gives about ${formatUsd(ctx.facts.annualCharitableGivingUsd ?? 0)} a year, which can be bunched.`,
      "Bunching needs regular annual giving, and the notes state none.",
    ),
    check(
      (ctx) => cycleSavings(ctx, givingInBase(ctx), 3).reduce((a, b) => a + b, 0) > 0,
      "On the household's return the gifts lose value to the standard deduction or the 0.5% floor, which bunching recovers.",
      "On the household's return bunching saves nothing: deductions already exceed the standard deduction every year, or even bunched gifts do not.",
    ),
  ),
  answers(ctx) {
    const giving = ctx.facts.annualCharitableGivingUsd ?? 0;
    if (giving <= 0 || cycleSavings(ctx, givingInBase(ctx), 3).reduce((a, b) => a + b, 0) <= 0) return null;
    // A household that can use a donor-advised fund (appreciated shares, or income to itemize)
    // bunches through it: the DAF answers the fact, and bunching is the technique inside it.
    if (canUseDonorAdvisedFund(ctx)) return null;
    return {
      urgency: "client-specific",
      reason: `The client gives ${formatUsd(giving)} a year, and on the household's return those gifts save little against the standard deduction.`,
    };
  },
  timeline: "Before 31 December of the bunching year",
  keyBenefits: [
    "Recovers deductions lost to the standard deduction",
    "Pays the 0.5% AGI floor once instead of every year",
    "Charities still receive steady grants via a DAF",
  ],
  memoBucket: "legacyBucket",
  goalKeywords: ["charit", "give", "deduct", "donat", "tax"],
  explanation: {
    overview:
      "With a standard deduction of $32,200 for couples (2026) and SALT limited, many households get little or no tax benefit from yearly gifts. Giving three years' worth in one year, usually into a DAF that pays charities on the old schedule, lets the household itemize that year and take the standard deduction in the others.",
    keyComponents: [
      "Bunching year with all gifts",
      "Standard-deduction years in between",
      "DAF to keep charities' grants steady",
    ],
    steps: [
      step("Project", "Compare itemized deductions with the standard deduction for the next three years.", "October", [
        "Tax projection",
      ]),
      step(
        "Contribute",
        "Make the bunched gift (appreciated stock to a DAF ideally) before 31 December.",
        "November–December",
        ["DAF account", "Stock transfer"],
      ),
      step("Grant", "Grant from the DAF to charities each year as before.", "Ongoing", ["Grant recommendations"]),
    ],
    prerequisites: ["Regular charitable giving", "Itemized deductions near the standard deduction"],
    professionals: ["CPA", "Financial adviser"],
    secondaryBenefits: ["Combine with appreciated-stock gifts to avoid gains", "Simplifies giving administration"],
    taxAdvantages: ["Deduction recovered above the standard deduction", "One floor year instead of several"],
    risks: [
      risk(
        "AGI limits",
        "A large bunched gift may exceed the 30% or 60% AGI limit.",
        "Carry the excess forward five years or bunch fewer years.",
      ),
      risk(
        "Non-itemizer deduction lost",
        "From 2026 non-itemizers may deduct up to $1,000/$2,000 of cash gifts to public charities, but not DAF gifts.",
        "In off years, give small cash gifts directly to charities.",
      ),
    ],
    marketRisks: ["Stock given to the DAF may fall before grants are made"],
    regulatoryConsiderations: ["2026 rules: 0.5% floor, 35% cap, non-itemizer deduction"],
    liquidityConsiderations: "Several years of gifts are funded at once.",
    alternatives: [
      { strategy: "donor-advised-fund", whyNotChosen: "Usually the vehicle for bunching rather than an alternative." },
      {
        strategy: "qualified-charitable-distribution",
        whyNotChosen: "Better from 70½: excluded without itemizing at all.",
      },
    ],
    uniqueAdvantages: ["Costs nothing and recovers lost deductions"],
    successMetrics: [
      metric("Deductions above the standard deduction", "Positive in the bunching year", "Each bunching year"),
      metric("Tax saved versus yearly giving", "Positive", "Each cycle"),
    ],
    qualitativeIndicators: ["Charities receive steady support"],
    warningSignals: ["Bunched gift exceeding AGI limits", "Itemized deductions rising (e.g. a new mortgage)"],
    reviewSchedule: "Each October with the year-end projection.",
    exitStrategy: "Return to yearly giving whenever itemized deductions exceed the standard deduction every year.",
  },
});
