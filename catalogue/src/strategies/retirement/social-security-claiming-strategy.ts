import { formatUsd } from "@fsa/shared";
import { defineStrategy } from "../../model/strategy.ts";
import { allOf, at, check, fixed, metric, risk, round, step } from "../kit.ts";
import { isWorking, retirementIncome, taxOnTop, wagesOf, yearBase, yearsToRetirement } from "./lib/shared.ts";
import { fullRetirementAge, primaryInsuranceAmount, TAXABLE_SHARE } from "./lib/social-security.ts";

/**
 * Delayed retirement credit for each year of delay past full retirement age up to 70: 2/3 of 1% a
 * month, 8% a year, for those born after 1942 (42 U.S.C. §402(w)(1)(A)(ii)(VI)).
 */
const DELAYED_CREDIT_PER_YEAR = 0.08;

/** Age after which delay earns no more credit: 70 (42 U.S.C. §402(w)(2)(A)). */
const LAST_CREDIT_AGE = 70;

export { fullRetirementAge, primaryInsuranceAmount };

/**
 * Social Security claiming: the higher earner delays to 70. Minimum net worth 500,000.
 *
 * Compared with claiming at full retirement age (or now, if past it), the client forgoes the
 * benefit until 70 and then receives it raised by 8% for each year of delay, for life and, for a
 * legally married couple, for the surviving spouse's life (the survivor benefit is the deceased's
 * benefit with delayed credits, 42 U.S.C. §402(e)(2)(D); the survivor's own benefit assumed
 * smaller). In today's dollars (no COLAs, which favour delay further); 85% of each difference is
 * taxed on the year's return with the real calculator (§86(a)(2)). Flows:
 *   years from FRA to 70: − benefit forgone, + tax on it saved;
 *   years from 70 to the client's (then the spouse's) assumed death: + the raise, − tax on it.
 */
/**
 * Long-range yearly CPI-W increase, decimal: 2.4%, the intermediate assumption of the 2025 Annual
 * Report of the OASDI Board of Trustees (an assumption standing in for future COLAs).
 */
export const SOCIAL_SECURITY_COLA = 0.024;

export const socialSecurityClaimingStrategy = defineStrategy({
  id: "social-security-claiming-strategy",
  name: "Social Security Claiming Strategy (Delay to 70)",
  category: "Retirement Planning",
  description:
    "The higher earner delays Social Security to 70, earning 8% a year in delayed retirement credits and a larger survivor benefit for the spouse, while the portfolio bridges the gap.",
  benefitCalculation: {
    type: "flat",
    formula:
      "Σ years t from 70 to the last death [annualBenefitUsd × delayedCreditRate × delayYears × (1 + costOfLivingAdjustment)^t, after tax on 85%] − Σ years t from claimAgeWithoutDelay to 70 [annualBenefitUsd × (1 + costOfLivingAdjustment)^t, after tax on 85%]",
    variables: [
      "annualBenefitUsd",
      "delayedCreditRate",
      "delayYears",
      "claimAgeWithoutDelay",
      "costOfLivingAdjustment",
    ],
  },
  costCalculation: { type: "minimal", formula: "planningCostUsd", variables: ["planningCostUsd"] },
  lifeInsuranceComponent: "N/A",
  annuityComponent: "Social Security is an inflation-indexed lifetime annuity; delay buys more of it.",
  applicableNetWorth: 500_000,
  regulatoryDisclosures: ["longevity_dependent", "benefit_estimates"],
  sources: [
    "42 U.S.C. §402(w) (delayed retirement credits, 8% a year to 70)",
    "42 U.S.C. §416(l) (full retirement age by birth year)",
    "42 U.S.C. §415(a)(1) (PIA formula); SSA 2025 Social Security Changes fact sheet (bend points)",
    "42 U.S.C. §402(e), (f) (survivor benefits)",
    "IRC §86 (taxation of benefits)",
  ],
  domain: "retirement",
  variables: {
    annualBenefitUsd: { unit: "USD", description: "Benefit a year at full retirement age (today's dollars)." },
    delayedCreditRate: { unit: "rate", description: "Credit per year of delay past full retirement age." },
    delayYears: { unit: "years", description: "Years of delay earning credits (to 70)." },
    claimAgeWithoutDelay: { unit: "years", description: "Age the benefit starts without the strategy." },
    costOfLivingAdjustment: {
      unit: "rate",
      description: "Yearly cost-of-living increase of the benefit (42 U.S.C. §415(i)), decimal.",
    },
    retirementIncomeUsd: { unit: "USD", description: "Other ordinary income a year in retirement." },
    retireInYears: { unit: "years", description: "Years until the client retires." },
    planningCostUsd: { unit: "USD", description: "Claiming analysis." },
  },
  defaults(ctx) {
    const h = ctx.household;
    const t = h.tax;
    const fra = fullRetirementAge(h.primary.birthYear);
    const claimAt = Math.max(fra, h.primary.age);
    const delay = Math.max(0, LAST_CREDIT_AGE - claimAt);
    const earnings = isWorking(ctx) ? wagesOf(ctx) : (ctx.facts.annualIncomeUsd ?? null);
    const covered =
      earnings === null || earnings <= 0 ? t.socialSecurityWageBase : Math.min(earnings, t.socialSecurityWageBase);
    const annual = round(12 * primaryInsuranceAmount(covered / 12));
    return {
      annualBenefitUsd: fixed(
        annual,
        `${formatUsd(annual)} a year: the PIA formula on career earnings assumed at ${earnings === null || earnings <= 0 ? "the wage base (income not stated; a maximum earner)" : `today's ${formatUsd(covered)} (capped at the wage base)`}, an assumption; use the SSA statement`,
      ),
      delayedCreditRate: fixed(DELAYED_CREDIT_PER_YEAR, "8% a year of delay (42 U.S.C. §402(w))"),
      delayYears: fixed(
        Math.round(delay * 100) / 100,
        `${delay.toFixed(2).replace(/\.00$/, "")} years, from ${claimAt === fra ? `full retirement age ${fra.toFixed(2).replace(/\.00$/, "")}` : `today's age ${claimAt}`} to 70`,
      ),
      claimAgeWithoutDelay: fixed(
        Math.round(claimAt * 100) / 100,
        claimAt === fra
          ? "claiming at full retirement age otherwise"
          : "claiming now otherwise (past full retirement age)",
      ),
      costOfLivingAdjustment: fixed(
        SOCIAL_SECURITY_COLA,
        "2.4% a year: the CPI-W increase of the 2025 OASDI Trustees Report's intermediate assumptions (an assumption; benefits rise with CPI-W under 42 U.S.C. §415(i))",
      ),
      retirementIncomeUsd: retirementIncome(ctx),
      retireInYears: yearsToRetirement(ctx),
      planningCostUsd: fixed(300, "claiming analysis about $300"),
    };
  },
  effects(v, ctx) {
    const h = ctx.household;
    const from = Math.max(0, Math.ceil(v.claimAgeWithoutDelay - h.primary.age));
    const seventy = Math.max(from, Math.ceil(LAST_CREDIT_AGE - h.primary.age));
    const clientDeath = h.primary.deathYear - h.year;
    const survivorEnd = h.legallyMarried && h.spouse ? Math.max(clientDeath, h.spouse.deathYear - h.year) : clientDeath;
    const raise = v.annualBenefitUsd * v.delayedCreditRate * v.delayYears;
    const flows = [at(0, -v.planningCostUsd, "cost", "claiming analysis")];
    const taxOn = (t: number, amount: number) =>
      taxOnTop(ctx, yearBase(ctx, t, v.retireInYears, v.retirementIncomeUsd), { ordinaryUsd: TAXABLE_SHARE * amount });
    // Benefits are indexed to CPI-W: nominal amounts in year t grow with the cost-of-living adjustment.
    const indexed = (t: number, amount: number) => amount * (1 + v.costOfLivingAdjustment) ** t;
    for (let t = from; t < Math.min(seventy, clientDeath); t++) {
      const forgone = indexed(t, v.annualBenefitUsd);
      flows.push(at(t, -forgone, "income", "benefit forgone while delaying"));
      flows.push(at(t, taxOn(t, forgone), "incomeTax", "tax saved on the benefit forgone"));
    }
    for (let t = seventy; t < survivorEnd; t++) {
      const label = t < clientDeath ? "larger benefit from 70" : "larger survivor benefit for the spouse";
      const more = indexed(t, raise);
      flows.push(at(t, more, "income", label));
      flows.push(at(t, -taxOn(t, more), "incomeTax", "tax on the larger benefit"));
    }
    return { flows };
  },
  sensitivity: {
    variable: "annualBenefitUsd",
    mode: "multiply",
    spread: 0.25,
    description: "Benefit 25% lower / base / higher",
  },
  eligibility: allOf(
    check(
      (ctx) => !ctx.household.primary.ageAssumed,
      (ctx) => `The client is ${ctx.household.primary.age}.`,
      "The notes give no age, and the claiming decision depends on it.",
    ),
    check(
      (ctx) => ctx.household.primary.age >= 60 && ctx.household.primary.age < LAST_CREDIT_AGE,
      "Between 60 and 70 the claiming age is still to be chosen, and delay can raise the benefit.",
      "Delay earns credits only until 70; the claiming decision matters from about 60 to 70.",
    ),
  ),
  answers: (ctx) =>
    !ctx.household.primary.ageAssumed && ctx.household.primary.age >= 60 && ctx.household.primary.age < LAST_CREDIT_AGE
      ? {
          urgency: "client-specific",
          reason: `The client is ${ctx.household.primary.age} and has the Social Security claiming age to choose; each year of delay to 70 raises the benefit 8% for life${ctx.household.legallyMarried ? " and for the surviving spouse" : ""}.`,
        }
      : null,
  timeline: "Before claiming; the decision is revisited at 62 and at full retirement age",
  keyBenefits: ["Larger inflation-protected income for life", "Larger survivor benefit", "Longevity insurance"],
  memoBucket: "worryFreeLifestyle",
  goalKeywords: ["retire", "income", "surviving", "spouse", "comfortable", "social security"],
  explanation: {
    overview:
      "Delaying the higher earner's benefit from full retirement age to 70 raises it 8% for each year, for life, and the surviving spouse keeps the larger benefit. It is the cheapest inflation-indexed lifetime annuity available; the cost is the benefits forgone in the meantime, which pay back after about 12 years of the larger benefit.",
    keyComponents: ["Delayed retirement credits", "Survivor benefit", "Portfolio bridge to 70"],
    steps: [
      step("Estimate", "Get each spouse's benefit estimate and earnings record from my Social Security.", "Week 1", [
        "SSA statements",
      ]),
      step(
        "Plan the bridge",
        "Fund spending until 70 from the portfolio, ideally from pre-tax accounts in low brackets.",
        "Before claiming",
        ["Withdrawal plan"],
      ),
      step("File", "Apply about three months before the benefit should start.", "At 69¾", ["SSA application"]),
    ],
    prerequisites: ["Assets to bridge the delay", "Reasonable health and family longevity"],
    professionals: ["Financial adviser", "CPA"],
    secondaryBenefits: [
      "Less sequence-of-returns risk on the portfolio",
      "Bridge years are low-income years for Roth conversions",
    ],
    taxAdvantages: ["At most 85% of benefits is taxable; delay shifts income into later years"],
    risks: [
      risk("Early death", "Fewer years collected.", "For a couple the survivor benefit offsets much of it."),
      risk(
        "Policy change",
        "Benefit formulas may change for future retirees.",
        "Review the trust fund outlook each year.",
      ),
    ],
    marketRisks: ["The bridge draws on the portfolio in the first years of retirement"],
    regulatoryConsiderations: ["Social Security trust fund outlook", "Earnings test before full retirement age"],
    liquidityConsiderations: "The portfolio funds spending until 70.",
    alternatives: [
      {
        strategy: "qualified-longevity-annuity-contract",
        whyNotChosen: "Buys longevity cover from an insurer, at a price.",
      },
      {
        strategy: "tax-efficient-withdrawal-sequencing",
        whyNotChosen: "Works alongside: it plans the bridge withdrawals.",
      },
    ],
    uniqueAdvantages: ["Inflation-indexed and backed by the federal government"],
    successMetrics: [metric("Claiming age", "70 for the higher earner", "At claiming")],
    qualitativeIndicators: ["The couple understands the survivor benefit"],
    warningSignals: ["Claiming before full retirement age while still working (earnings test)", "A change in health"],
    reviewSchedule: "At 62, at full retirement age and on any change in health.",
    exitStrategy: "Claim earlier at any time if health or needs change; credits earned so far are kept.",
  },
});
