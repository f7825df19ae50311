import { formatUsd } from "@fsa/shared";
import { defineStrategy, type StrategyContext } from "../../model/strategy.ts";
import { allOf, at, check, fixed, metric, risk, round, step } from "../kit.ts";
import { isWorking, wagesOf, yearsToRetirement } from "./lib/shared.ts";

/**
 * §417(e)(3)(D) minimum present value segment rates: the first for payments due within 5 years,
 * the second for 5 to 20 years, the third after 20. They are not in the year's tax parameters, so
 * the model assumes 4.5%, 5.25% and 5.75% (an assumption of the order of the monthly rates the IRS
 * published in 2025; use the rates of the plan's look-back month from its election package).
 */
const ASSUMED_SEGMENT_RATES = [0.045, 0.0525, 0.0575] as const;

/** Age to which the plan's lump sum is assumed to pay the annuity: 85, standing in for the §417(e)(3)(B) mortality table (an assumption). */
const PLAN_TABLE_END_AGE = 85;

/** Pension assumed when the notes give none: 30% of today's income (an assumption; use the plan's election package). */
const ASSUMED_PENSION_SHARE_OF_INCOME = 0.3;

/** Share of the pension a qualified joint and survivor annuity pays the surviving spouse: 50%, the least §417(b) allows. */
const QJSA_SURVIVOR_SHARE = 0.5;

/** Present value at the segment rates of `amountUsd` a year paid at the start of years 0..n−1 (k years after the valuation date at the rate of k's segment). */
function segmentValue(amountUsd: number, fromYear: number, toYear: number, rates: readonly number[]): number {
  let pv = 0;
  for (let k = Math.max(0, fromYear); k < toYear; k++) {
    const rate = k < 5 ? (rates[0] ?? 0) : k < 20 ? (rates[1] ?? 0) : (rates[2] ?? 0);
    pv += amountUsd * (1 + rate) ** -k;
  }
  return pv;
}

/**
 * Pension lump sum versus annuity (IRC §417(e)). Minimum net worth 100,000.
 *
 * At retirement a defined benefit plan offers its annuity (for a married participant, a qualified
 * joint and survivor annuity unless the spouse consents otherwise, §417(a)(2)) or a lump sum the
 * plan computes at the §417(e)(3) segment rates and mortality table. The model values the annuity
 * at the same segment rates over the household's own horizon (each person to the model's planning
 * age; the survivor's 50% to the final death) and compares it with the lump sum:
 *   at the start of payments: + |annuity value − lump sum|, the value of choosing the larger.
 * Both are taxed as ordinary income when received (a lump sum rolled to an IRA defers its tax
 * alike), so tax is left out of the comparison. The choice is irrevocable.
 */
/** True when a goal of the client names the pension's lump sum ("take the lump sum?", "buyout offer"). */
const lumpSumNamed = (ctx: StrategyContext): boolean =>
  ctx.facts.goals.some((g) => /\blump[-\s]?sum\b|\bbuy-?out\b|\bpension (?:option|election|choice)\b/i.test(g));

export const pensionLumpSumVsAnnuity = defineStrategy({
  id: "pension-lump-sum-vs-annuity",
  name: "Pension Lump Sum Versus Annuity Decision",
  category: "Retirement Planning",
  description:
    "At retirement a defined benefit pension offers a lifetime annuity or a one-time lump sum. The lump sum is priced with the IRS segment rates and an average-life mortality table; valuing the annuity at the same rates over the household's own expected lifetime shows which is worth more, before the irrevocable election.",
  benefitCalculation: {
    type: "flat",
    formula:
      "|Σ k [annualPensionUsd × (1 + segment rate of k)^−k over paymentYears, + 50% for the survivor] − lumpSumUsd|, segment rates firstSegmentRate (0–5 years), secondSegmentRate (5–20), thirdSegmentRate (20+), from startYears",
    variables: [
      "annualPensionUsd",
      "lumpSumUsd",
      "paymentYears",
      "firstSegmentRate",
      "secondSegmentRate",
      "thirdSegmentRate",
      "startYears",
    ],
  },
  costCalculation: { type: "one_time", formula: "analysisCostUsd", variables: ["analysisCostUsd"] },
  lifeInsuranceComponent:
    "Where the annuity is chosen with a smaller survivor share, life insurance on the retiree can replace the survivor income (pension maximisation), at a premium.",
  annuityComponent: "Central: the plan's lifetime annuity or joint and survivor annuity against its lump sum.",
  applicableNetWorth: 100_000,
  regulatoryDisclosures: ["irrevocable_election", "spousal_consent_required", "segment_rate_sensitivity"],
  sources: [
    "IRC §417(e)(3) (minimum present value: segment rates and applicable mortality table)",
    "IRC §417(a)(2), (b) (qualified joint and survivor annuity; spousal consent to waive it)",
    "IRC §402(c) (rollover of a lump sum to an IRA)",
    "IRC §411(a)(8) (normal retirement age)",
    "29 U.S.C. §1322 (PBGC guarantee of the annuity)",
  ],
  domain: "retirement",
  variables: {
    annualPensionUsd: { unit: "USD", description: "Annuity a year at the start of payments (single life)." },
    lumpSumUsd: { unit: "USD", description: "Lump sum the plan offers instead." },
    startYears: { unit: "years", description: "Years from now to the start of payments." },
    paymentYears: { unit: "years", description: "Years of payments to the client's assumed death." },
    survivorYears: { unit: "years", description: "Years the surviving spouse receives the survivor share." },
    firstSegmentRate: { unit: "rate", description: "§417(e) first segment rate (payments within 5 years)." },
    secondSegmentRate: { unit: "rate", description: "§417(e) second segment rate (5 to 20 years)." },
    thirdSegmentRate: { unit: "rate", description: "§417(e) third segment rate (after 20 years)." },
    analysisCostUsd: { unit: "USD", description: "Actuarial comparison of the options." },
  },
  defaults(ctx) {
    const h = ctx.household;
    const income = isWorking(ctx) ? wagesOf(ctx) : (ctx.facts.annualIncomeUsd ?? 0);
    const pension = round(Math.min(income * ASSUMED_PENSION_SHARE_OF_INCOME, h.tax.definedBenefitLimit));
    const start = yearsToRetirement(ctx).value;
    const startAge = h.primary.age + start;
    const clientYears = Math.max(1, h.primary.deathYear - h.year - start);
    const survivor = h.legallyMarried && h.spouse ? Math.max(0, h.spouse.deathYear - h.primary.deathYear) : 0;
    const tableYears = Math.max(1, PLAN_TABLE_END_AGE - startAge);
    const lump = round(segmentValue(pension, 0, tableYears, ASSUMED_SEGMENT_RATES));
    const [r1, r2, r3] = ASSUMED_SEGMENT_RATES;
    const why = "an assumption of the order of the IRS's 2025 monthly rates; use the plan's look-back month";
    return {
      annualPensionUsd: fixed(
        pension,
        `${formatUsd(pension)} a year: 30% of today's income of ${formatUsd(income)}, at most the §415(b) limit of ${formatUsd(h.tax.definedBenefitLimit)} (pension not stated; use the plan's election package)`,
      ),
      lumpSumUsd: fixed(
        lump,
        `${formatUsd(lump)}: the annuity valued at the segment rates to age 85 (standing in for the plan's §417(e) mortality table; use the plan's quoted lump sum)`,
      ),
      startYears: fixed(start, start === 0 ? "0: payments start now" : `${start} years, at retirement`),
      paymentYears: fixed(
        clientYears,
        `${clientYears} years, to the client's assumed death at the model's planning age${h.primary.ageAssumed ? " (age not stated; the model's default)" : ""}`,
      ),
      survivorYears: fixed(
        survivor,
        survivor > 0
          ? `${survivor} years of a 50% survivor annuity for the spouse (the qualified joint and survivor annuity, §417(b))`
          : h.legallyMarried
            ? "0: the spouse is not assumed to outlive the client"
            : "0: no legal spouse to receive a survivor annuity",
      ),
      firstSegmentRate: fixed(r1, `${(r1 * 100).toFixed(2)}% (${why})`),
      secondSegmentRate: fixed(r2, `${(r2 * 100).toFixed(2)}% (${why})`),
      thirdSegmentRate: fixed(r3, `${(r3 * 100).toFixed(2)}% (${why})`),
      analysisCostUsd: fixed(1_000, "actuarial comparison about $1,000"),
    };
  },
  effects(v) {
    const rates = [v.firstSegmentRate, v.secondSegmentRate, v.thirdSegmentRate];
    const years = Math.max(0, Math.round(v.paymentYears));
    const survivor = Math.max(0, Math.round(v.survivorYears));
    const annuity =
      segmentValue(v.annualPensionUsd, 0, years, rates) +
      segmentValue(v.annualPensionUsd * QJSA_SURVIVOR_SHARE, years, years + survivor, rates);
    const difference = annuity - v.lumpSumUsd;
    const start = Math.max(0, Math.round(v.startYears));
    const flows = [at(0, -v.analysisCostUsd, "cost", "actuarial comparison of the options")];
    if (Math.abs(difference) >= 1) {
      flows.push(
        at(
          start,
          Math.abs(difference),
          "income",
          difference > 0
            ? "value of the annuity over the lump sum, at the segment rates over the household's lifetime"
            : "value of the lump sum over the annuity, at the segment rates over the household's lifetime",
        ),
      );
    }
    return { flows };
  },
  sensitivity: {
    variable: "paymentYears",
    mode: "add",
    spread: 7,
    description: "Life 7 years shorter (about the table's average) / base / longer",
  },
  eligibility: allOf(
    check(
      (ctx) => ctx.facts.hasPension && (ctx.facts.isRetired !== true || lumpSumNamed(ctx)),
      (ctx) =>
        `The client has a defined benefit pension with a lump-sum or annuity choice${ctx.household.legallyMarried ? "; a lump sum needs the spouse's written consent (§417(a)(2))" : ""}.`,
      (ctx) =>
        ctx.facts.hasPension
          ? "The client is retired and the pension is in payment: the lump-sum or annuity election has been made."
          : "The notes mention no defined benefit pension.",
    ),
  ),
  // A retiree whose pension is already paid has made the election; the question is open while the
  // client still works or is just leaving (the notes say retired but name a lump-sum offer).
  answers: (ctx) =>
    ctx.facts.hasPension && (ctx.facts.isRetired !== true || lumpSumNamed(ctx))
      ? {
          urgency: "time-critical",
          reason:
            "The client must choose between the pension's lump sum and its annuity before payments start; the election is irrevocable.",
        }
      : null,
  timeline: "The election window before the annuity starting date (usually 30–180 days)",
  keyBenefits: [
    "Chooses the option worth more for the household's own life expectancy",
    "Protects the spouse through the survivor annuity or a rollover",
    "Avoids an irrevocable mistake",
  ],
  memoBucket: "worryFreeLifestyle",
  goalKeywords: ["pension", "retire", "income", "lump sum", "annuity"],
  explanation: {
    overview:
      "A pension's lump sum is the annuity discounted at the IRS segment rates with an average mortality table, so it favours a retiree who expects a shorter life and penalises one who expects a longer one. Valuing the annuity at the same rates over the household's own horizon, with the survivor annuity for a spouse, shows which option is worth more; health, other income, the plan's funding and the wish to leave money to heirs decide the rest.",
    keyComponents: [
      "The plan's election package: annuity forms and the lump sum",
      "Segment rates of the plan's look-back month",
      "The household's life expectancy and survivor needs",
    ],
    steps: [
      step(
        "Get the package",
        "Request the benefit election package with every form of payment.",
        "3–6 months before retirement",
        ["Election package"],
      ),
      step(
        "Compare",
        "Value each annuity form at the plan's segment rates over the household's expected lifetime and compare with the lump sum.",
        "Weeks 1–2",
        ["Actuarial comparison"],
      ),
      step(
        "Elect",
        "Sign the election with spousal consent if the joint and survivor annuity is waived; roll a lump sum directly to an IRA.",
        "Within the election window",
        ["Election form", "Notarised spousal consent", "IRA rollover"],
      ),
    ],
    prerequisites: ["A vested defined benefit pension offering a lump sum", "The election package"],
    professionals: ["Financial adviser", "Actuary or pension consultant", "CPA"],
    secondaryBenefits: ["A lump sum can be left to heirs; an annuity cannot outlive its holder"],
    taxAdvantages: ["A lump sum rolled directly to an IRA defers its tax (§402(c))"],
    risks: [
      risk(
        "Longevity",
        "A lump sum can run out in a long life.",
        "Keep enough guaranteed income for essential spending.",
      ),
      risk(
        "Interest rates",
        "Higher segment rates shrink the lump sum quoted.",
        "Time retirement to the plan's look-back month where possible.",
      ),
      risk(
        "Plan or employer failure",
        "An annuity depends on the plan and the PBGC guarantee.",
        "Check the plan's funding and the PBGC maximum.",
      ),
    ],
    marketRisks: ["A rolled-over lump sum bears market risk the annuity does not"],
    regulatoryConsiderations: ["Spousal consent is required to waive the joint and survivor annuity"],
    liquidityConsiderations: "A lump sum is liquid; an annuity is not and cannot be changed after the election.",
    alternatives: [
      {
        strategy: "qualified-longevity-annuity-contract",
        whyNotChosen: "Buys late-life income with IRA money, after a lump sum.",
      },
      {
        strategy: "social-security-claiming-strategy",
        whyNotChosen: "Another lifetime income decision, made alongside.",
      },
    ],
    uniqueAdvantages: ["Prices an irrevocable choice against the household's own lifetime"],
    successMetrics: [metric("Election made", "Before the annuity starting date, with consent where needed", "Once")],
    qualitativeIndicators: ["The household understands what each option leaves the survivor"],
    warningSignals: ["Election deadline approaching without an analysis", "A health change before the election"],
    reviewSchedule: "Once, before the election; again if retirement is delayed past the look-back month.",
    exitStrategy: "None after the election: it is irrevocable.",
  },
});
