import { formatUsd } from "@fsa/shared";
import { buildHousehold } from "../../model/household.ts";
import type { CashFlow, StrategyContext } from "../../model/strategy.ts";
import { defineStrategy } from "../../model/strategy.ts";
import { at, fixed, metric, risk, setup, step, yearly } from "../kit.ts";
import { inputWith, plannedSaleGainOf, stateTaxOn, stateTaxSaved, stateTaxWords, topRateOf } from "./lib/state-law.ts";

/** Destination assumed when no move is planned: a state with neither income nor estate tax. */
const DEFAULT_DESTINATION = "FL";

/** Years after the move in which the old state most often audits the change of domicile (an assumption). */
const AUDIT_YEARS = 3;

/**
 * Top state income-tax rate from which a coming sale makes the move a question to raise now
 * (decimal). An assumption of practice, not a rule of law: at 9% or more the state's share of a
 * seven-figure gain is itself seven figures or close to it.
 */
const HIGH_TOP_RATE = 0.09;

/** The state moved to: the planned one, else Florida (assumed). */
function destinationOf(ctx: StrategyContext): { state: string; planned: boolean } {
  const planned = ctx.facts.plannedMoveState;
  return planned ? { state: planned, planned: true } : { state: DEFAULT_DESTINATION, planned: false };
}

/**
 * The state the household has already moved from, when it taxes income (5% or more at the top) or
 * would tax the estate more than the new state: the change of domicile is made and has to be
 * completed and documented, since the old state can still claim the household. Null otherwise,
 * and when a further move is planned.
 */
function recentMoveFrom(ctx: StrategyContext): string | null {
  const f = ctx.facts;
  if (!f.formerState || !f.state || f.formerState === f.state || f.plannedMoveState) return null;
  if (topRateOf(f.formerState) >= 0.05) return f.formerState;
  return exposureOf(ctx, f.formerState).estateUsd > 0 ? f.formerState : null;
}

/**
 * What the old state could still claim if it treated the household as domiciled there, USD: its
 * income tax less the new state's on today's income, a year, and its estate tax at the final death
 * less the new state's (the household rebuilt in the old state).
 */
function exposureOf(ctx: StrategyContext, former: string): { yearlyUsd: number; estateUsd: number } {
  const h = ctx.household;
  const now = ctx.facts.state ?? former;
  const there = buildHousehold({ ...ctx.facts, state: former }, h.tax, { year: h.year });
  return {
    yearlyUsd: Math.max(0, annualSaving(ctx, former, now, 1)),
    estateUsd: Math.max(0, there.baseline.stateTaxUsd - h.baseline.stateTaxUsd),
  };
}

/** State income tax a year saved by the move on today's income (scaled), USD. */
function annualSaving(ctx: StrategyContext, from: string, to: string, incomeFactor: number): number {
  const input = inputWith(ctx, { incomeFactor });
  return stateTaxOn(from, input).taxUsd - stateTaxOn(to, input).taxUsd;
}

/** State estate tax at the final death saved by the move: the household rebuilt in the new state. */
function estateSaving(ctx: StrategyContext, to: string): number {
  const h = ctx.household;
  const there = buildHousehold({ ...ctx.facts, state: to }, h.tax, { year: h.year });
  return h.baseline.stateTaxUsd - there.baseline.stateTaxUsd;
}

/**
 * Change of state residency and domicile. Minimum net worth 5,000,000.
 *
 * The move is to the state the notes plan (`plannedMoveState`), else to Florida (assumed: no
 * income or estate tax). Effects, on the household's figures:
 *   years 1..final death: the old state's income tax on today's income less the new state's (the
 *   calculator's state schedules where the state is modelled, the top rate otherwise, said so);
 *   year 1: the state tax on an expected business or share sale made after the move (gain
 *   realised by a resident of the new state; gain from real estate in the old state stays taxable
 *   there, so a property sale is left out);
 *   the final death: the state estate tax of the household rebuilt in the new state less the old
 *   state's (`buildHousehold` with the new state; the federal tax is unchanged);
 *   costs: legal work now and day-count records for the first three years.
 * The federal effect of a smaller SALT deduction is left out (capped by §164(b)(7)).
 * A move already made (`formerState`, a state taxing income at 5% or more or an estate more than
 * the new one): the saving is the household's already, so the figures are only the cost of
 * completing and documenting the change, and the old state's claim if it still treated the
 * household as domiciled there (its income tax for the three years an audit usually reaches back,
 * and its estate tax) is reported as protection.
 */
export const stateResidencyChange = defineStrategy({
  id: "state-residency-change",
  name: "Change of State Residency and Domicile",
  category: "State Tax Strategy",
  description:
    "A client in a high-tax state establishes domicile in a state without income tax (Florida, Texas, Nevada, Tennessee, Washington for wages, and others) and stops being a statutory resident of the old state, ideally before a business sale or other large gain. Pensions and IRA distributions cannot be taxed by the former state (4 U.S.C. §114).",
  benefitCalculation: {
    type: "percentage",
    formula:
      "Σ years to the final death [old state's income tax − new state's on today's income × incomeFactor] + (old − new state's tax on plannedGainUsd) + (old − new state's estate tax at the final death on the household's projection)",
    variables: ["incomeFactor", "plannedGainUsd"],
  },
  costCalculation: {
    type: "setup_and_annual",
    formula: "movingCostUsd + annualDocumentationUsd × 3",
    variables: ["movingCostUsd", "annualDocumentationUsd"],
  },
  lifeInsuranceComponent: "N/A",
  annuityComponent: "N/A",
  applicableNetWorth: 5_000_000,
  regulatoryDisclosures: ["residency_audit_risk", "source_income_still_taxed", "day_count_records_required"],
  sources: [
    "N.Y. Tax Law §605(b)(1) (domicile and 183-day statutory residency)",
    "Cal. Rev. & Tax. Code §§17014, 17016 (residency presumptions)",
    "Fla. Stat. §222.17 (declaration of domicile)",
    "4 U.S.C. §114 (no state tax on nonresidents' retirement income)",
    "IRC §164(b)(6), (7) as amended by Pub. L. 119-21 §70120 (SALT cap)",
    "Matter of Gaied v. N.Y. State Tax Appeals Tribunal, 22 N.Y.3d 592 (2014)",
    "State estate taxes: catalogue/src/tax/estate-tax.ts (each state's statute)",
  ],
  domain: "state-international",
  family: "residency",
  variables: {
    incomeFactor: { unit: "ratio", description: "Income in the years after the move as a multiple of today's." },
    plannedGainUsd: { unit: "USD", description: "Gain on a business or share sale expected after the move." },
    movingCostUsd: { unit: "USD", description: "Legal work and establishing the new domicile." },
    annualDocumentationUsd: { unit: "USD", description: "Day tracking and residency records a year." },
  },
  defaults(ctx) {
    const moved = recentMoveFrom(ctx);
    return {
      incomeFactor: fixed(1, "today's income and brackets stand in for every later year"),
      plannedGainUsd: plannedSaleGainOf(ctx),
      movingCostUsd: moved
        ? fixed(
            7_500,
            `completing the move from ${moved}: declaration of domicile, licences and registrations, documents redone in the new state, about $7,500`,
          )
        : fixed(
            25_000,
            "legal advice, filings and establishing the new home base, about $25,000 (excluding the home itself)",
          ),
      annualDocumentationUsd: fixed(
        5_000,
        `day-count tracking and records, about $5,000 a year for the first ${AUDIT_YEARS} years`,
      ),
    };
  },
  effects(v, ctx) {
    const from = ctx.facts.state;
    const to = destinationOf(ctx).state;
    const flows: CashFlow[] = [
      ...setup(v.movingCostUsd, "legal work and establishing the new domicile"),
      ...yearly(-v.annualDocumentationUsd, 1, AUDIT_YEARS, "cost", "day-count tracking and residency records"),
    ];
    // A move already made: the saving is the household's already; documenting it protects it from
    // the old state's claim (reported as protection, not as a saving).
    const moved = recentMoveFrom(ctx);
    if (moved) {
      const e = exposureOf(ctx, moved);
      const amount = Math.round(e.yearlyUsd * AUDIT_YEARS + e.estateUsd);
      return {
        flows,
        protection:
          amount > 0
            ? {
                amountUsd: amount,
                description: `${formatUsd(amount)} ${moved} could claim if it still treated the household as domiciled there: about ${formatUsd(e.yearlyUsd)} a year of income tax for the ${AUDIT_YEARS} years an audit usually reaches back${e.estateUsd > 0 ? `, and ${formatUsd(e.estateUsd)} of estate tax at the final death` : ""}`,
              }
            : undefined,
      };
    }
    if (!from || from === to) return { flows };
    const T = ctx.household.yearsToFinalDeath;
    const yearlySaving = annualSaving(ctx, from, to, v.incomeFactor);
    flows.push(...yearly(yearlySaving, 1, T, "incomeTax", `${from} income tax no longer owed, less ${to}'s`));
    if (v.plannedGainUsd > 0) {
      const onGain =
        stateTaxSaved(ctx, from, { longTermGainUsd: v.plannedGainUsd }, {}).taxUsd -
        stateTaxSaved(ctx, to, { longTermGainUsd: v.plannedGainUsd }, {}).taxUsd;
      if (onGain !== 0)
        flows.push(
          at(1, onGain, "incomeTax", `${from} tax on the sale's gain, avoided by selling as a ${to} resident`),
        );
    }
    // The state estate tax is priced by the household, with the plan's other estate changes, as a
    // change of domicile at death.
    return { flows, estate: to === "PR" ? undefined : { state: to } };
  },
  sensitivity: {
    variable: "incomeFactor",
    mode: "multiply",
    spread: 0.3,
    description: "Income 30% lower / base / 30% higher",
  },
  eligibility(_facts, ctx) {
    const f = ctx.facts;
    const from = f.state;
    const { state: to, planned } = destinationOf(ctx);
    if (!from)
      return {
        fits: false,
        reasons: ["The notes do not state the client's state, so the saving from moving cannot be confirmed."],
      };
    if (to === "PR")
      return {
        fits: false,
        reasons: ["A move to Puerto Rico is a federal question as well; see the Act 60 strategy."],
      };
    const moved = recentMoveFrom(ctx);
    if (moved) {
      const e = exposureOf(ctx, moved);
      return {
        fits: true,
        reasons: [
          `The household has moved from ${moved} to ${from}.`,
          `${moved} can still treat it as domiciled there until the change is complete and documented: about ${formatUsd(e.yearlyUsd)} a year of income tax${e.estateUsd > 0 ? ` and ${formatUsd(e.estateUsd)} of estate tax at the final death` : ""} on the household's figures.`,
        ],
      };
    }
    if (from === to) return { fits: false, reasons: [`The client already lives in ${from}.`] };
    const income = annualSaving(ctx, from, to, 1);
    const estate = estateSaving(ctx, to);
    const words = `${stateTaxWords(from)}; ${stateTaxWords(to)}`;
    if (planned) {
      if (income + estate <= 0)
        return {
          fits: false,
          reasons: [
            `The planned move from ${from} to ${to} saves no state income or estate tax on the household's figures (${words}).`,
          ],
        };
      return {
        fits: true,
        reasons: [
          `A move from ${from} to ${to} is planned.`,
          `It saves about ${formatUsd(income)} of state income tax a year on today's income (${words})${estate > 0 ? ` and ${formatUsd(estate)} of ${from} estate tax at the final death` : ""}.`,
        ],
      };
    }
    const taxing = topRateOf(from) >= 0.05 || ctx.household.baseline.stateTaxUsd > 0;
    const worth =
      (f.annualIncomeUsd ?? 0) >= 300_000 ||
      f.expectsBusinessSale ||
      f.expectsLiquidityEvent ||
      ctx.household.baseline.stateTaxUsd > 0;
    if (!taxing)
      return {
        fits: false,
        reasons: [
          `${from} taxes income lightly or not at all and levies no estate tax the household would owe, so moving would save little.`,
        ],
      };
    if (!worth)
      return {
        fits: false,
        reasons: [
          "The move pays off with income of $300,000 or more, a coming sale or a state estate tax, none of which the notes show.",
        ],
      };
    return {
      fits: true,
      reasons: [
        `${from} taxes income at up to ${(topRateOf(from) * 100).toFixed(2)}%${ctx.household.baseline.stateTaxUsd > 0 ? " and would tax the estate" : ""}.`,
        income > 0
          ? `No move is planned; the figures assume Florida (no income or estate tax), saving about ${formatUsd(income)} a year of state income tax.`
          : "No move is planned; the figures assume Florida (no income or estate tax); the notes give no income on which to compare the states' income taxes.",
      ],
    };
  },
  answers(ctx) {
    const f = ctx.facts;
    const planned =
      f.plannedMoveState !== null && f.state !== null && f.plannedMoveState !== f.state && f.plannedMoveState !== "PR";
    // A sale of the business or another liquidity event while living in a state that taxes the gain
    // heavily: domicile must change before the sale closes, so the window is the sale's.
    const sale = f.expectsBusinessSale === true || f.expectsLiquidityEvent === true;
    if (sale && f.state && topRateOf(f.state) >= HIGH_TOP_RATE) {
      const rate = `${(topRateOf(f.state) * 100).toFixed(2)}%`;
      return {
        urgency: planned ? "time-critical" : "client-specific",
        reason: planned
          ? `A sale is coming and a move from ${f.state} to ${f.plannedMoveState} is planned: ${f.state} taxes the gain at up to ${rate} unless the change of domicile is complete and documented before the sale closes.`
          : `A sale is coming while the household lives in ${f.state}, which taxes the gain at up to ${rate}: a change of domicile only counts if it is complete before the sale closes.`,
      };
    }
    const moved = recentMoveFrom(ctx);
    if (moved)
      return {
        urgency: "client-specific",
        reason: `The household moved from ${moved} to ${f.state}: ${moved} audits such moves, and the change of domicile must be complete and documented for it to stop taxing the household.`,
      };
    if (!planned) return null;
    return {
      urgency: "client-specific",
      reason: `A move from ${f.state} to ${f.plannedMoveState} is planned: the change of domicile has to be real and documented for ${f.state} to stop taxing the household.`,
    };
  },
  timeline: "6–18 months (a full tax year of changed ties is best)",
  keyBenefits: [
    "Eliminates state income tax on wages, investments and future gains",
    "Retirement income protected from the former state",
    "Often also avoids a state estate tax",
  ],
  memoBucket: "worryFreeLifestyle",
  goalKeywords: ["move", "relocate", "retire", "florida", "texas", "state tax", "sale"],
  explanation: {
    overview:
      "State income tax at 9–13% is often the largest tax a high earner can legally eliminate. Changing domicile requires moving the centre of life, not just an address: high-tax states audit departures and apply both a domicile test and a 183-day statutory-residency test.",
    keyComponents: [
      "New permanent home and declaration of domicile",
      "Fewer than 183 days and no permanent place of abode in the old state (or a clean break)",
      "Moving 'near and dear' items, doctors, memberships, voting and licences",
      "Timing the move before a planned sale",
    ],
    steps: [
      step(
        "Residency plan",
        "Map the old state's domicile and statutory-residency tests and the client's ties.",
        "Months 1–2",
        ["Calendar of days", "List of homes and ties"],
      ),
      step(
        "Establish the new domicile",
        "Buy or lease the new home, file the declaration of domicile, move licences, voting and key advisers.",
        "Months 2–6",
        ["Deed or lease", "Declaration of domicile", "Driver's licence and voter registration"],
      ),
      step("Cut old ties", "Sell or rent out the old home or limit its use; track every day.", "Months 3–12", [
        "Day-count app or log",
        "Credit-card and phone records",
      ]),
      step(
        "File part-year returns",
        "File a part-year resident return in the old state and keep evidence for an audit.",
        "Following April",
        ["Part-year returns", "Residency file"],
      ),
    ],
    prerequisites: ["Willingness to relocate the centre of family and business life"],
    professionals: ["State tax attorney", "CPA", "Real estate agent"],
    secondaryBenefits: ["May avoid a state estate tax", "Homestead protection in Florida or Texas"],
    taxAdvantages: [
      "No state tax on investment income or gains after the move",
      "4 U.S.C. §114 bars the old state from taxing pensions and IRA distributions",
    ],
    risks: [
      risk(
        "Residency audit",
        "The old state may argue the client never left (domicile) or spent 183 days there.",
        "Contemporaneous day records and a genuine shift of ties.",
      ),
      risk(
        "Source income",
        "Income from work, real estate or businesses in the old state stays taxable there.",
        "Plan deferred compensation, options and pass-through income sourcing before moving.",
      ),
    ],
    marketRisks: ["Housing costs in the new state"],
    regulatoryConsiderations: ["California and New York pursue former residents on sales shortly after a move"],
    liquidityConsiderations: "A second home may be needed before the old one is sold.",
    alternatives: [
      {
        strategy: "incomplete-gift-non-grantor-trust",
        whyNotChosen: "Avoids state tax on trust assets without moving, but not on wages.",
      },
      {
        strategy: "pass-through-entity-tax-election",
        whyNotChosen: "Recovers the federal deduction for state tax but does not remove it.",
      },
    ],
    uniqueAdvantages: ["Removes state tax on all income, not just one asset"],
    successMetrics: [
      metric("Days in the old state", "Under 183 with margin", "Monthly"),
      metric("State tax paid", "None to the old state on non-source income", "Annually"),
    ],
    qualitativeIndicators: ["Family life, doctors and community are in the new state"],
    warningSignals: ["Keeping the old home available all year", "Children still in school in the old state"],
    reviewSchedule: "Monthly day-count check in the first 3 years; annual residency review.",
    exitStrategy: "Moving back restores residency prospectively; no unwinding of taxes already saved.",
  },
});
