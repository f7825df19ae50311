import { formatUsd } from "@fsa/shared";
import { defineStrategy } from "../../model/strategy.ts";
import { allOf, check, fixed, metric, portfolioGrowth, risk, step } from "../kit.ts";
import {
  appreciatedFunding,
  charitableCheck,
  isCharitable,
  splitInterestEffects,
  unitrustRemainderFactor,
  yearsToRetirementOf,
} from "./lib/giving.ts";

/**
 * Net-income makeup charitable remainder unitrust (IRC §664(d)(3)) invested for growth while the
 * donor works and paid out in retirement. Minimum net worth 2,000,000.
 *
 * The unitrust's effects (charitable/giving.ts `splitInterestEffects`) with the payout sequence of
 * a NIMCRUT: during the accumulation years the trust holds growth assets (or a deferred annuity)
 * with no accounting income (an assumption), pays nothing and records the unitrust amount in its
 * makeup account; from retirement it pays the unitrust amount plus the makeup account spread
 * evenly over the remaining term, as far as the trust's value allows. The remainder is valued at
 * the fixed percentage (Treas. Reg. §1.664-4(a)), as for a standard unitrust. Today's return stands
 * in for the retirement years' tax on the gain carried out (conservative: retirement brackets are
 * usually lower).
 */
export const netIncomeMakeupCrut = defineStrategy({
  id: "net-income-makeup-crut",
  name: "Net-Income Makeup Charitable Remainder Unitrust (NIMCRUT) for Retirement Income",
  category: "Advanced Charitable Planning",
  description:
    "A unitrust that pays the lesser of its net accounting income or the fixed percentage, with a makeup account for shortfalls. Invested for growth (or in a deferred annuity) while the donor works, it pays little; at retirement the trustee shifts to income-producing assets and the makeup account is paid out, moving income into lower-bracket years.",
  benefitCalculation: {
    type: "percentage",
    formula:
      "calculator value of the deduction for fundingUsd × remainderFactor + tax a direct sale would pay now on (fundingUsd − basisUsd), deferred and repaid as the retirement payouts carry the gain out + Σ retirement payouts (payoutRate × trust value + makeup account ÷ remaining years, after accumulationYears of growth at trustGrowthRate) − fundingUsd × (1 − remainderFactor), where remainderFactor = (1 − payoutRate ÷ (1 + section7520Rate))^termYears must be at least 0.10",
    variables: ["fundingUsd", "basisUsd", "payoutRate", "termYears", "accumulationYears", "trustGrowthRate"],
  },
  costCalculation: {
    type: "setup_and_annual",
    formula: "setupCostUsd + annualAdministrationUsd × termYears",
    variables: ["setupCostUsd", "annualAdministrationUsd", "termYears"],
  },
  lifeInsuranceComponent: "N/A",
  annuityComponent:
    "Optional: the trust can hold a deferred annuity whose build-up is not accounting income until withdrawn, letting the trustee control when income arises.",
  applicableNetWorth: 2_000_000,
  regulatoryDisclosures: [
    "irrevocable_trust",
    "ten_percent_remainder_test",
    "trustee_independence_for_annuity_control",
    "form_5227_required",
  ],
  sources: [
    "IRC §664(d)(3) (income exception; makeup)",
    "Treas. Reg. §1.664-3(a)(1)(i)(b) (net income with makeup), (c) (flip provisions)",
    "Treas. Reg. §1.664-4(a) (remainder valued at the fixed percentage)",
    "Treas. Reg. §1.643(b)-1 (trust accounting income)",
    "IRC §170(b)(1)(I), §68 as amended by Pub. L. 119-21 (2026 floor and cap)",
    "42 U.S.C. §416(l) (full retirement age, the retirement age assumed when none is stated)",
  ],
  domain: "charitable",
  family: "charitable-remainder",
  transfers: (ctx) => {
    const asset = appreciatedFunding(ctx).asset;
    return asset ? [asset] : [];
  },
  variables: {
    fundingUsd: { unit: "USD", description: "Value of the appreciated property given." },
    basisUsd: { unit: "USD", description: "The donor's basis in the property." },
    payoutRate: { unit: "rate", description: "Fixed unitrust percentage (paid only to the extent of income)." },
    termYears: { unit: "years", description: "Term of the trust (at most 20 years)." },
    accumulationYears: {
      unit: "years",
      description: "Working years in which income is deferred into the makeup account.",
    },
    trustGrowthRate: { unit: "rate", description: "Total return of the trust's assets." },
    setupCostUsd: { unit: "USD", description: "Drafting, appraisal and transfer." },
    annualAdministrationUsd: { unit: "USD", description: "Trustee, accounting-income tracking and Form 5227." },
  },
  defaults(ctx) {
    const funding = appreciatedFunding(ctx, 0.2, 5_000_000);
    const t = ctx.household.tax;
    const term = t.charitableRemainderMaximumTermYears;
    const toRetirement = yearsToRetirementOf(ctx);
    const accumulation = Math.min(term - 1, toRetirement.value);
    return {
      fundingUsd: funding.valueUsd,
      basisUsd: funding.basisUsd,
      payoutRate: fixed(
        t.charitableRemainderMinimumPayoutRate,
        `${Math.round(t.charitableRemainderMinimumPayoutRate * 100)}%, the §664 minimum`,
      ),
      termYears: fixed(term, `${term} years, the longest term of years`),
      accumulationYears: fixed(accumulation, `${accumulation} years of accumulation: ${toRetirement.assumption}`),
      trustGrowthRate: portfolioGrowth(ctx),
      setupCostUsd: fixed(15_000, "drafting, appraisal and transfer about $15,000"),
      annualAdministrationUsd: fixed(6_000, "trustee, income accounting and Form 5227 about $6,000 a year"),
    };
  },
  effects(v, ctx) {
    const t = ctx.household.tax;
    const n = Math.max(1, Math.round(v.termYears));
    const k = Math.min(n - 1, Math.max(0, Math.round(v.accumulationYears)));
    const rf = unitrustRemainderFactor(v.payoutRate, t.section7520Rate, n);
    let makeup = 0;
    let makeupPayment = 0;
    const { remainderUsd: _, ...effects } = splitInterestEffects(ctx, {
      fundingUsd: v.fundingUsd,
      basisUsd: v.basisUsd,
      termYears: n,
      growthRate: v.trustGrowthRate,
      payout: (year, start) => {
        if (year <= k) {
          makeup += v.payoutRate * start;
          return 0;
        }
        if (year === k + 1) makeupPayment = makeup / (n - k);
        return v.payoutRate * start + makeupPayment;
      },
      charityShare: rf,
      qualifies:
        v.payoutRate >= t.charitableRemainderMinimumPayoutRate && rf >= t.charitableRemainderMinimumRemainderRatio,
      gain: "deferred",
      deduction: "capitalGainProperty",
      setupUsd: v.setupCostUsd,
      annualUsd: v.annualAdministrationUsd,
      vehicle: "the NIMCRUT",
    });
    return effects;
  },
  sensitivity: {
    variable: "trustGrowthRate",
    mode: "add",
    spread: 0.02,
    description: "Trust return 2 points lower / base / higher",
  },
  eligibility: allOf(
    charitableCheck,
    check(
      (ctx) =>
        ctx.facts.hasLowBasisStock ||
        ctx.facts.hasConcentratedStock ||
        (ctx.facts.plansPropertySale && ctx.facts.hasInvestmentRealEstate),
      "The client holds appreciated property the trust can sell without immediate gain.",
      "The notes mention no low-basis or concentrated stock and no planned sale of investment real estate to fund the trust with.",
    ),
    check(
      (ctx) => ctx.facts.isRetired !== true && !ctx.household.primary.ageAssumed && yearsToRetirementOf(ctx).value >= 5,
      (ctx) =>
        `The client is ${ctx.household.primary.age} and still working, with ${yearsToRetirementOf(ctx).value} years to accumulate before retirement.`,
      (ctx) =>
        ctx.facts.isRetired === true
          ? "The client is retired, and a NIMCRUT needs working years to accumulate before the payouts start."
          : ctx.household.primary.ageAssumed
            ? "The notes give no age, and a NIMCRUT needs at least five working years before retirement."
            : "Retirement is less than five years away, too short for the makeup account to build.",
    ),
    check(
      (ctx) => (ctx.facts.annualIncomeUsd ?? 0) >= 300_000,
      (ctx) =>
        `Income of ${formatUsd(ctx.facts.annualIncomeUsd ?? 0)} makes deferring trust income to retirement worthwhile.`,
      "Deferring trust income to retirement pays off with high working-year income ($300,000 or more), which the notes do not show.",
    ),
  ),
  answers(ctx) {
    const f = ctx.facts;
    if (!isCharitable(f) || f.isRetired === true || (f.annualIncomeUsd ?? 0) < 300_000) return null;
    if (!(f.hasLowBasisStock || f.hasConcentratedStock)) return null;
    if (!f.goals.some((g) => /retire/i.test(g))) return null;
    return {
      urgency: "client-specific",
      reason: "The client is a charitable high earner with appreciated stock who is planning for retirement income.",
    };
  },
  timeline: "3–4 months",
  keyBenefits: [
    "Defers income from high-bracket working years to retirement",
    "Tax-free sale of appreciated property",
    "Upfront deduction and a charitable legacy",
  ],
  memoBucket: "worryFreeLifestyle",
  goalKeywords: ["retire", "charit", "income", "defer", "capital gain"],
  explanation: {
    overview:
      "A NIMCRUT is a CRUT that pays only its net accounting income if that is less than the unitrust amount, recording the shortfall in a makeup account. Invested for growth while the donor earns, it pays little and builds a large makeup account; at retirement it shifts to income and pays out the makeup, so the income is taxed in lower-bracket years.",
    keyComponents: [
      "Net-income limit with makeup account",
      "Growth or deferred-annuity investments during accumulation",
      "Independent trustee controlling realisation of income",
    ],
    steps: [
      step(
        "Design",
        "Choose payout, term, definition of income (capital gains allocated to income if state law permits) and an independent trustee.",
        "Weeks 1–4",
        ["Trust design memo"],
      ),
      step("Draft and fund", "Draft, appraise and transfer the property before any sale agreement.", "Weeks 4–10", [
        "Trust agreement",
        "Appraisal",
      ]),
      step(
        "Accumulate",
        "Trustee invests for growth with little accounting income while the donor works.",
        "Working years",
        ["Investment policy"],
      ),
      step("Distribute", "At retirement, shift to income and pay the unitrust amount plus makeup.", "At retirement", [
        "Trustee resolution",
      ]),
    ],
    prerequisites: ["Appreciated property", "Working years remaining", "Charitable intent for the remainder"],
    professionals: ["Estate planning attorney", "CPA", "Independent trustee", "Investment manager"],
    secondaryBenefits: [
      "Removes the property from the estate",
      "Acts as a supplemental retirement plan without contribution limits",
    ],
    taxAdvantages: [
      "Deduction for the remainder",
      "Income taxed in retirement rather than working years",
      "Tax-free sale inside the trust",
    ],
    risks: [
      risk(
        "Self-dealing or control",
        "A donor-controlled trustee timing income can raise grantor-control issues.",
        "Use an independent trustee for annuity and investment decisions.",
      ),
      risk(
        "Makeup never paid",
        "If the trust never generates enough income, the makeup is lost to charity.",
        "Plan the shift to income-producing assets early.",
      ),
    ],
    marketRisks: ["Growth assets may underperform during accumulation"],
    regulatoryConsiderations: [
      "State principal-and-income law defines accounting income",
      "10% remainder test at funding",
    ],
    liquidityConsiderations:
      "Little or no income during accumulation; the donor must not need the trust's cash while working.",
    alternatives: [
      {
        strategy: "charitable-remainder-unitrust",
        whyNotChosen: "Pays a fixed percentage from day one, taxed at working-year rates.",
      },
      { strategy: "cash-balance-plan", whyNotChosen: "Deductible, but needs a business and has contribution limits." },
    ],
    uniqueAdvantages: ["A charitable trust that doubles as a deferral vehicle with no contribution limit"],
    successMetrics: [
      metric("Makeup account", "Growing each accumulation year", "Annually"),
      metric("Retirement distributions", "Taxed below working-year rate", "Annually from retirement"),
    ],
    qualitativeIndicators: ["Donor comfortable with no income until retirement"],
    warningSignals: ["Trustee acting at the donor's direction", "Accounting income arising unplanned"],
    reviewSchedule: "Annual trust and investment review; retirement-date review 2 years ahead.",
    exitStrategy: "Release the income interest to charity for a further deduction; the trust is irrevocable.",
  },
});
