import { formatUsd } from "@fsa/shared";
import type { CashFlow, StrategyContext } from "../../model/strategy.ts";
import { defineStrategy } from "../../model/strategy.ts";
import { federalIncomeTax } from "../../tax/federal-income-tax.ts";
import { FULL_RETIREMENT_AGE } from "../charitable/lib/giving.ts";
import { allOf, check, fixed, metric, risk, round, step, yearly } from "../kit.ts";
import { inputWith, NO_PTET_STATES, stateIn, stateTaxSaved, stateTaxWords, topRateOf } from "./lib/state-law.ts";

const PASS_THROUGH = ["s_corp", "partnership", "llc"] as const;
const ENTITY: Record<string, string> = { s_corp: "S corporation", partnership: "partnership", llc: "LLC" };

/** State tax on the owners' share of entity income, USD: the state's tax with the income less without. */
function stateTaxOnShare(ctx: StrategyContext, passThroughUsd: number): number {
  const state = ctx.facts.state;
  if (!state) return 0;
  return stateTaxSaved(ctx, state, {}, { wagesRemovedUsd: passThroughUsd }).taxUsd;
}

/** Federal tax saved a year when the entity pays `stateTaxUsd` and deducts it (Notice 2020-75), USD. */
function federalSaving(ctx: StrategyContext, stateTaxUsd: number): number {
  const before = federalIncomeTax(inputWith(ctx)).totalTaxUsd;
  const after = federalIncomeTax(
    inputWith(ctx, { wagesRemovedUsd: stateTaxUsd, saltRemovedUsd: stateTaxUsd }),
  ).totalTaxUsd;
  return before - after;
}

/** Years the business is assumed to run: to the planned retirement, else the full retirement age. */
function yearsOfElection(ctx: StrategyContext): { years: number; words: string } {
  const p = ctx.household.primary;
  const planned = ctx.facts.plannedRetirementAge;
  const toAge = planned ?? FULL_RETIREMENT_AGE;
  const years = Math.max(1, toAge - p.age);
  return {
    years,
    words: `${years} years: to retirement at ${toAge}${planned !== null ? ", as stated" : " (assumed; not stated)"}${p.ageAssumed ? "; age not stated, the model's default" : ""}`,
  };
}

/**
 * Pass-through entity tax election (IRS Notice 2020-75). Minimum net worth 1,000,000.
 *
 * The entity pays the state's tax on the owners' share of its income and deducts it federally;
 * the owners take a state credit, so the state tax is unchanged (an assumption: credit rules vary
 * by state). Each year the election is made, on the household's own return: federal tax before −
 * federal tax with the owners' income reduced by that state tax and the individual SALT deduction
 * reduced by the same amount (the calculator, with the §164(b)(7) cap and phase-down). The state
 * tax on the share is the calculator's state schedule where modelled (the top rate otherwise);
 * the pass-through income is modelled as wages on the household's return (payroll taxes and the
 * §199A deduction's reduction are not modelled). Years: to retirement.
 */
export const passThroughEntityTaxElection = defineStrategy({
  id: "pass-through-entity-tax-election",
  name: "Pass-Through Entity Tax (PTET) Election",
  category: "State Tax Strategy",
  description:
    "The client's S corporation, partnership or LLC elects to pay the state income tax on its owners' share of income at the entity level. Notice 2020-75 lets the entity deduct that tax federally, so it escapes the individual SALT deduction cap, which is already used up by property taxes or phased down for high incomes.",
  benefitCalculation: {
    type: "percentage",
    formula:
      "Σ electionYears [federal tax − federal tax with the owners' income and SALT deduction both reduced by the state tax on passThroughIncomeUsd] on the household's return by the calculator",
    variables: ["passThroughIncomeUsd", "electionYears"],
  },
  costCalculation: {
    type: "annual",
    formula: "annualComplianceUsd × electionYears",
    variables: ["annualComplianceUsd", "electionYears"],
  },
  lifeInsuranceComponent: "N/A",
  annuityComponent: "N/A",
  applicableNetWorth: 1_000_000,
  regulatoryDisclosures: ["state_election_deadlines", "owner_consent_required", "estimated_payments_required"],
  sources: [
    "IRS Notice 2020-75 (entity-level state taxes deductible by the partnership or S corporation)",
    "IRC §164(b)(6), (7) as amended by Pub. L. 119-21 §70120 (SALT cap and phase-down)",
    "N.Y. Tax Law art. 24-A (New York PTET)",
    "Cal. Rev. & Tax. Code §19900 et seq. (California elective pass-through entity tax)",
    "IRC §199A (QBI reduced by the deductible entity tax)",
  ],
  domain: "state-international",
  variables: {
    passThroughIncomeUsd: { unit: "USD", description: "Owners' share of entity income a year." },
    electionYears: { unit: "years", description: "Years the election is made." },
    annualComplianceUsd: { unit: "USD", description: "Election, estimates and returns a year." },
  },
  defaults(ctx) {
    const income = ctx.facts.annualIncomeUsd ?? 0;
    const share = round(income * 0.7);
    const y = yearsOfElection(ctx);
    return {
      passThroughIncomeUsd: fixed(
        share,
        `${formatUsd(share)}: 70% of the ${formatUsd(income)} income assumed to come from the entity`,
      ),
      electionYears: fixed(y.years, y.words),
      annualComplianceUsd: fixed(2_500, "election, estimated payments and returns, about $2,500 a year"),
    };
  },
  effects(v, ctx) {
    const years = Math.max(1, Math.round(v.electionYears));
    const stateTax = stateTaxOnShare(ctx, Math.max(0, v.passThroughIncomeUsd));
    const saved = stateTax > 0 ? federalSaving(ctx, stateTax) : 0;
    const flows: CashFlow[] = [
      ...yearly(
        saved,
        0,
        years - 1,
        "incomeTax",
        "federal tax saved: the state tax deducted by the entity, outside the SALT cap",
      ),
      ...yearly(-v.annualComplianceUsd, 0, years - 1, "cost", "election, estimates and returns"),
    ];
    return { flows };
  },
  sensitivity: {
    variable: "passThroughIncomeUsd",
    mode: "multiply",
    spread: 0.3,
    description: "Entity income 30% lower / base / 30% higher",
  },
  eligibility: allOf(
    check(
      (ctx) =>
        ctx.facts.ownsBusiness && (PASS_THROUGH as readonly string[]).includes(ctx.facts.businessEntityType ?? ""),
      (ctx) =>
        `The client's business is a pass-through entity (${ENTITY[ctx.facts.businessEntityType ?? ""] ?? "pass-through"}).`,
      "A PTET election needs an S corporation, partnership or multi-member LLC, which the notes do not show.",
    ),
    check(
      (ctx) => topRateOf(ctx.facts.state) > 0 && !stateIn(ctx.facts.state, NO_PTET_STATES),
      (ctx) =>
        `${ctx.facts.state} levies income tax and offers an elective entity-level tax (${stateTaxWords(ctx.facts.state ?? "")}).`,
      (ctx) =>
        ctx.facts.state === null
          ? "The notes do not state the client's state, which decides whether a PTET election exists and saves tax."
          : stateIn(ctx.facts.state, NO_PTET_STATES)
            ? `${ctx.facts.state} has no elective pass-through entity tax (confirm for the year).`
            : `${ctx.facts.state} has no individual income tax, so there is no state tax to move to the entity.`,
    ),
    check(
      (ctx) => ctx.facts.isRetired !== true && (ctx.facts.annualIncomeUsd ?? 0) > 0,
      (ctx) => `The client earns ${formatUsd(ctx.facts.annualIncomeUsd ?? 0)} a year while running the business.`,
      "The notes show no current business income to elect on.",
    ),
  ),
  answers(ctx) {
    const f = ctx.facts;
    if (!f.ownsBusiness || !(PASS_THROUGH as readonly string[]).includes(f.businessEntityType ?? "")) return null;
    if (topRateOf(f.state) <= 0 || stateIn(f.state, NO_PTET_STATES) || f.isRetired === true) return null;
    return {
      urgency: "client-specific",
      reason: `The client owns a pass-through business in ${f.state}, which lets the entity pay and deduct the state tax outside the SALT cap.`,
    };
  },
  timeline: "Before the state's election deadline (often March 15 or with the first estimate)",
  keyBenefits: [
    "Federal deduction for state tax despite the SALT cap",
    "Owners get a state credit, so state tax is unchanged",
    "Annual election: can be turned on or off each year",
  ],
  memoBucket: "worryFreeLifestyle",
  goalKeywords: ["tax", "business", "state tax", "salt", "deduction"],
  explanation: {
    overview:
      "Individuals can deduct only a capped amount of state and local taxes (and the cap shrinks toward the floor as income rises). When the business pays the state tax on its owners' income instead, the entity deducts it in full and the owners take a state credit, cutting federal tax at no state cost.",
    keyComponents: [
      "State PTET election by the entity",
      "Entity-level estimated payments",
      "Owner credits (or exclusions) on the state return",
      "Coordination with §199A and basis",
    ],
    steps: [
      step(
        "Model the saving",
        "Compare federal tax with and without the election, including the effect on the QBI deduction.",
        "Q4 of the prior year",
        ["Projected K-1 income", "State rules"],
      ),
      step(
        "Elect",
        "Make the state election by its deadline, with owner consent where required.",
        "By the state deadline",
        ["Election form", "Owner consents"],
      ),
      step(
        "Pay estimates",
        "The entity pays state estimates in the tax year so they are deductible that year.",
        "Quarterly",
        ["Estimated payments"],
      ),
      step(
        "Claim credits",
        "Owners claim the state credit; the entity deducts the tax on its federal return.",
        "At filing",
        ["Form 1065 or 1120-S", "State returns"],
      ),
    ],
    prerequisites: ["Pass-through business", "State with a PTET regime"],
    professionals: ["CPA"],
    secondaryBenefits: ["Lower federal AGI can reduce other phase-outs and the SALT cap phase-down itself"],
    taxAdvantages: ["Entity-level state tax deductible under Notice 2020-75", "Not limited by the individual SALT cap"],
    risks: [
      risk(
        "Lower QBI deduction",
        "The deductible entity tax reduces qualified business income.",
        "Model both; the net saving is usually positive above the SALT cap.",
      ),
      risk(
        "Non-resident owners and credits",
        "Some states give non-residents or other states' residents imperfect credits.",
        "Check resident-state credit rules for each owner.",
      ),
    ],
    marketRisks: ["Entity income and state rates vary, changing the deduction each year"],
    regulatoryConsiderations: [
      "Each state sets its own election rules and deadlines",
      "Payments must be made in the tax year to be deducted",
    ],
    liquidityConsiderations: "State tax is paid by the entity earlier, through estimates.",
    alternatives: [
      { strategy: "state-residency-change", whyNotChosen: "Removes the state tax itself but requires moving." },
      {
        strategy: "qualified-business-income-deduction",
        whyNotChosen: "A separate deduction, coordinated with rather than replaced by PTET.",
      },
    ],
    uniqueAdvantages: ["Recovers the federal deduction for state tax that the SALT cap takes away"],
    successMetrics: [
      metric("Federal tax saved", "State tax above the cap × marginal rate", "Annually"),
      metric("Election made by the deadline", "Every year", "Annually"),
    ],
    qualitativeIndicators: ["All owners understand the credit mechanics"],
    warningSignals: ["Missed election deadline", "Estimates paid after year end"],
    reviewSchedule: "Each autumn for the coming year's election.",
    exitStrategy: "Simply stop electing in a future year.",
  },
});
