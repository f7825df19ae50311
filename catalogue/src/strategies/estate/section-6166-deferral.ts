import { formatUsd } from "@fsa/shared";
import type { CashFlow, StrategyContext } from "../../model/strategy.ts";
import { defineStrategy } from "../../model/strategy.ts";
import { basicExclusionAmountFor, section2001Tax } from "../../tax/estate-tax.ts";
import { allOf, at, check, farmRealProperty, fixed, metric, risk, round, setup, step, yearly } from "../kit.ts";

/** Share of the adjusted gross estate a closely held business must exceed (IRC §6166(a)(1); not indexed). */
export const SECTION_6166_MINIMUM_SHARE = 0.35;

/** Years of interest-only payments before the first installment (IRC §6166(a)(3): first installment within 5 years of the due date). */
export const INTEREST_ONLY_YEARS = 4;

/** Most installments (IRC §6166(a)(1)). */
export const INSTALLMENTS = 10;

/** The §6601(j)(2) 2-percent interest rate. */
export const TWO_PERCENT_RATE = 0.02;

/** Share of the underpayment rate charged on the rest of the deferred tax (IRC §6601(j)(1)(B)). */
export const REST_RATE_SHARE = 0.45;

/**
 * ASSUMPTION: the §6621(a)(2) underpayment rate (federal short-term rate + 3 points) held at its
 * first-quarter 2026 level of 7% (Rev. Rul. 2025-22) for the deferral's 14 years.
 */
export const ASSUMED_UNDERPAYMENT_RATE = 0.07;

/**
 * The §6601(j)(2) "2-percent portion" of tax deferred under §6166, USD: the §2001(c) tentative tax
 * on (2-percent amount + applicable exclusion amount) less the tentative tax on the applicable
 * exclusion amount (the applicable credit), at most the deferred tax.
 */
export function twoPercentPortion(
  deferredUsd: number,
  applicableExclusionUsd: number,
  twoPercentAmountUsd: number,
): number {
  const portion = section2001Tax(twoPercentAmountUsd + applicableExclusionUsd) - section2001Tax(applicableExclusionUsd);
  return Math.max(0, Math.min(deferredUsd, portion));
}

/** One year of a §6166 schedule: years after the due date, principal and interest paid, USD. */
export interface InstallmentYear {
  yearAfterDeath: number;
  principalUsd: number;
  interestUsd: number;
}

/**
 * The §6166(a) schedule: interest only for `INTEREST_ONLY_YEARS`, then `INSTALLMENTS` equal
 * installments, interest paid yearly on the balance at the blended §6601(j) rate (simple annual
 * interest; the IRS compounds daily, §6622, about 1% more).
 */
export function section6166Schedule(
  deferredUsd: number,
  twoPercentPortionUsd: number,
  underpaymentRate: number,
): InstallmentYear[] {
  const d = Math.max(0, deferredUsd);
  if (d === 0) return [];
  const share2 = Math.min(1, Math.max(0, twoPercentPortionUsd) / d);
  const rate = share2 * TWO_PERCENT_RATE + (1 - share2) * REST_RATE_SHARE * Math.max(0, underpaymentRate);
  const out: InstallmentYear[] = [];
  let balance = d;
  for (let y = 1; y <= INTEREST_ONLY_YEARS + INSTALLMENTS; y++) {
    const interest = balance * rate;
    const principal = y > INTEREST_ONLY_YEARS ? d / INSTALLMENTS : 0;
    out.push({ yearAfterDeath: y, principalUsd: principal, interestUsd: interest });
    balance -= principal;
  }
  return out;
}

/** The closely held business (and the farm), USD today, and whether its value is stated. */
function closelyHeld(ctx: StrategyContext): { valueUsd: number; stated: boolean } {
  const f = ctx.facts;
  const farm = farmRealProperty(ctx).value;
  const business = ctx.household.balance.businessUsd;
  const farmStated =
    f.hasFarmOrRanch && ((f.investmentRealEstateUsd ?? 0) > 0 || ctx.household.balance.otherRealEstateUsd > 0);
  return {
    valueUsd: business + farm,
    stated: (f.ownsBusiness && f.businessValueUsd !== null) || farmStated,
  };
}

/** The business's share of the adjusted gross estate (approximated by net worth), decimal. */
function businessShare(ctx: StrategyContext): number {
  const nw = ctx.household.balance.netWorthUsd;
  return nw > 0 ? Math.min(1, closelyHeld(ctx).valueUsd / nw) : 0;
}

/**
 * §6166 deferral of the estate tax on a closely held business. Minimum net worth 5,000,000 (spec
 * §3 table).
 *
 * Not a tax saving but a deferral: the estate tax attributable to the business (the federal tax
 * the household projects at the final death × the business's share of the adjusted gross estate,
 * §6166(a)(1)–(2); today's share kept, an assumption) is paid in installments instead of at once:
 * interest only for the first 4 years, then 10 equal installments in years 5–14 after the due
 * date (§6166(a)(3)). Interest runs at 2% on the "2-percent portion" (§6601(j)(2): the tentative
 * tax on the indexed 2-percent amount plus the applicable exclusion, less the applicable credit,
 * at most the deferred tax) and at 45% of the §6621 underpayment rate on the rest (§6601(j)(1));
 * payments reduce both portions in proportion (§6601(j)(4)), so the blended rate is constant.
 * Flows, from the death year: + the deferred tax not paid at the due date, − each installment,
 * both marked `deferral`; − the interest each year; − the election, lien and compliance costs.
 * Their present value at the household's discount rate is the benefit of deferral. The interest
 * is not deductible (§2053(c)(1)(D)); the 2-percent amount and the underpayment rate are held at
 * their 2026 values (assumptions).
 */
export const section6166Deferral = defineStrategy({
  id: "section-6166-deferral",
  name: "Section 6166 Estate Tax Deferral for a Closely Held Business",
  category: "Estate Planning",
  description:
    "When a closely held business is more than 35% of the adjusted gross estate, the executor can elect to pay the estate tax on it over up to 14 years: interest only for 4 years, then 10 annual installments, at 2% on the first slice and 45% of the underpayment rate on the rest. Planning keeps the estate qualified so heirs are not forced to sell the business.",
  benefitCalculation: {
    type: "percentage",
    formula:
      "present value of [+ deferredEstateTaxUsd at the death year − installments of deferredEstateTaxUsd ÷ 10 in years 5–14 − interest at 2% on twoPercentPortionUsd and 45% × underpaymentRate on the rest]; deferredEstateTaxUsd = federal estate tax at the final death (household projection, top rate 0.40) × the business's share of the estate",
    variables: ["deferredEstateTaxUsd", "twoPercentPortionUsd", "underpaymentRate", "yearsToDeath"],
  },
  costCalculation: {
    type: "setup_and_annual",
    formula: "setupCostUsd now + electionCostUsd at death + annualAdministrationUsd for the 14 years of the deferral",
    variables: ["setupCostUsd", "electionCostUsd", "annualAdministrationUsd"],
  },
  lifeInsuranceComponent:
    "Optional: life insurance can pay the deferred installments or replace the deferral entirely.",
  annuityComponent: "N/A",
  applicableNetWorth: 5_000_000,
  regulatoryDisclosures: [
    "form_706_election",
    "acceleration_on_disposition",
    "special_lien_or_bond",
    "interest_not_deductible",
  ],
  sources: [
    "IRC §6166(a)(1)–(3), (b) (election, 35% test, closely held business, schedule)",
    "IRC §6166(g) (acceleration on disposition of 50% or more)",
    "IRC §6601(j)(1), (2), (4) (2-percent portion, 45% of the underpayment rate, allocation of payments)",
    "IRC §6621(a)(2); Rev. Rul. 2025-22 (underpayment rate, first quarter 2026)",
    "Rev. Proc. 2025-32 (2-percent amount for 2026)",
    "IRC §6324A (special lien in place of a bond)",
    "IRC §2053(c)(1)(D) (deferral interest not deductible)",
    "IRC §2001(c)",
  ],
  domain: "estate",
  variables: {
    deferredEstateTaxUsd: {
      unit: "USD",
      description: "Estate tax attributable to the business that is deferred (nominal).",
    },
    twoPercentPortionUsd: { unit: "USD", description: "Part of it charged 2% interest (§6601(j)(2))." },
    underpaymentRate: { unit: "rate", description: "§6621 underpayment rate; 45% of it is charged on the rest." },
    yearsToDeath: { unit: "years", description: "Years until the estate tax is due (the final death)." },
    setupCostUsd: { unit: "USD", description: "Planning now to keep the estate above the 35% test." },
    electionCostUsd: { unit: "USD", description: "The election on Form 706 and the §6324A lien or bond." },
    annualAdministrationUsd: { unit: "USD", description: "Installment computation and compliance each year." },
  },
  defaults(ctx) {
    const h = ctx.household;
    const share = businessShare(ctx);
    const deferred = round(h.baseline.federalTaxUsd * share);
    const exclusion = basicExclusionAmountFor(h.baseline.year);
    const portion = round(twoPercentPortion(deferred, exclusion, h.tax.section6166TwoPercentAmount));
    return {
      deferredEstateTaxUsd: fixed(
        deferred,
        `${formatUsd(deferred)}: the ${formatUsd(h.baseline.federalTaxUsd)} federal estate tax the household projects in ${h.baseline.year} × the business's ${(share * 100).toFixed(0)}% share of the estate (today's share kept)`,
      ),
      twoPercentPortionUsd: fixed(
        portion,
        `${formatUsd(portion)}: tentative tax on the ${formatUsd(h.tax.section6166TwoPercentAmount)} 2-percent amount of ${h.tax.year} (held, not indexed) above the ${formatUsd(exclusion)} exclusion of ${h.baseline.year}`,
      ),
      underpaymentRate: fixed(
        ASSUMED_UNDERPAYMENT_RATE,
        "7% a year: the §6621 underpayment rate of the first quarter of 2026 (Rev. Rul. 2025-22), held constant",
      ),
      yearsToDeath: fixed(
        h.yearsToFinalDeath,
        `${h.yearsToFinalDeath} years, to the final death the household model assumes`,
      ),
      setupCostUsd: fixed(2_500, "projection of the 35% test and advice to keep the estate qualified, about $2,500"),
      electionCostUsd: fixed(15_000, "the election, valuation support and a §6324A lien, about $15,000 at death"),
      annualAdministrationUsd: fixed(2_000, "annual installment computation and compliance, about $2,000 a year"),
    };
  },
  effects(v) {
    const t = Math.round(v.yearsToDeath);
    const schedule = section6166Schedule(v.deferredEstateTaxUsd, v.twoPercentPortionUsd, v.underpaymentRate);
    const flows: CashFlow[] = [...setup(v.setupCostUsd, "planning to keep the estate qualified")];
    if (schedule.length === 0) return { flows };
    flows.push(
      at(t, -v.electionCostUsd, "cost", "§6166 election and special lien"),
      at(t, v.deferredEstateTaxUsd, "estateTax", "estate tax on the business not paid at the due date", true),
    );
    for (const y of schedule) {
      if (y.principalUsd > 0)
        flows.push(
          at(t + y.yearAfterDeath, -y.principalUsd, "estateTax", "§6166 installment of the deferred tax", true),
        );
      flows.push(at(t + y.yearAfterDeath, -y.interestUsd, "interest", "interest on the deferred tax (§6601(j))"));
    }
    flows.push(...yearly(-v.annualAdministrationUsd, t + 1, t + schedule.length, "cost", "installment compliance"));
    return { flows };
  },
  sensitivity: {
    variable: "underpaymentRate",
    mode: "add",
    spread: 0.02,
    description: "Underpayment rate 2 points lower / base / higher",
  },
  eligibility: allOf(
    check(
      (ctx) => closelyHeld(ctx).valueUsd > 0 && closelyHeld(ctx).stated,
      (ctx) => `The client owns a closely held business or farm worth ${formatUsd(closelyHeld(ctx).valueUsd)}.`,
      (ctx) =>
        ctx.facts.ownsBusiness || ctx.facts.hasFarmOrRanch
          ? "The notes do not give the business's or farm's value, so the 35%-of-the-estate test of §6166 cannot be confirmed."
          : "The notes mention no closely held business or farm.",
    ),
    check(
      (ctx) => businessShare(ctx) > SECTION_6166_MINIMUM_SHARE,
      (ctx) =>
        `The business is ${(businessShare(ctx) * 100).toFixed(0)}% of the ${formatUsd(ctx.household.balance.netWorthUsd)} estate, more than the 35% §6166(a)(1) requires.`,
      (ctx) =>
        `The business is ${(businessShare(ctx) * 100).toFixed(0)}% of the estate, not more than 35%, so §6166 would not apply.`,
    ),
    check(
      (ctx) => ctx.household.baseline.federalTaxUsd > 0,
      (ctx) =>
        `The household model projects ${formatUsd(ctx.household.baseline.federalTaxUsd)} of federal estate tax in ${ctx.household.baseline.year}.`,
      "The household model projects no federal estate tax at the final death, so there is no tax to defer.",
    ),
  ),
  answers(ctx) {
    const h = ctx.household;
    const share = businessShare(ctx);
    if (!closelyHeld(ctx).stated || share <= SECTION_6166_MINIMUM_SHARE || h.baseline.federalTaxUsd <= 0) return null;
    return {
      urgency: "time-critical",
      reason: `The closely held business is ${(share * 100).toFixed(0)}% of the estate, which is projected to owe ${formatUsd(h.baseline.federalTaxUsd)} of federal estate tax: §6166 lets the estate pay the tax on it over up to 14 years, if the estate still qualifies at death and the executor elects on a timely return.`,
    };
  },
  timeline: "Planned now; elected on a timely Form 706 at death",
  keyBenefits: [
    "Keeps the business in the family instead of selling to pay tax",
    "Low statutory interest on the deferred tax",
    "Up to 14 years to pay",
  ],
  memoBucket: "protectionBucket",
  goalKeywords: ["business", "liquidity", "succession", "estate tax", "family business", "keep"],
  explanation: {
    overview:
      "Estate tax is due nine months after death, but a family business is rarely liquid. §6166 lets the estate pay the tax attributable to the business over as long as 14 years at low interest. It defers the tax, it does not reduce it. Planning during life makes sure the business stays above 35% of the estate and that the heirs understand what would accelerate the tax.",
    keyComponents: [
      "35% test on the adjusted gross estate",
      "Election on a timely Form 706",
      "Special lien (§6324A) or bond",
      "Annual installments with 2% / 45%-of-the-underpayment-rate interest",
    ],
    steps: [
      step(
        "Test qualification",
        "Project whether the business will exceed 35% of the adjusted gross estate; aggregate entities where 20%+ owned.",
        "Weeks 1–4",
        ["Valuation", "Entity ownership chart"],
      ),
      step(
        "Preserve qualification",
        "Avoid moving passive assets into the business; consider gifts of other assets to raise the business's share.",
        "Ongoing",
        ["Estate plan review"],
      ),
      step(
        "Elect at death",
        "Executor elects on a timely Form 706 and arranges a lien or bond.",
        "Within 9 months of death",
        ["Form 706", "Notice of election", "§6324A agreement"],
      ),
      step(
        "Pay installments",
        "Pay interest for 4 years, then up to 10 installments; monitor dispositions.",
        "Annually for up to 14 years",
        ["Payment schedule"],
      ),
    ],
    prerequisites: ["A closely held business above 35% of the estate", "A taxable estate"],
    professionals: ["Estate planning attorney", "Business valuation expert", "CPA"],
    secondaryBenefits: ["Time for the business to fund the tax from earnings", "Avoids fire-sale discounts"],
    taxAdvantages: [
      "2% interest on the first slice, 45% of the underpayment rate on the rest",
      "Can combine with §2032A and §303 redemptions",
    ],
    risks: [
      risk(
        "Acceleration",
        "Selling or withdrawing 50% or more of the business accelerates the unpaid tax.",
        "Plan any sale around §6166(g) and pay the tax from proceeds.",
      ),
      risk(
        "Failing the 35% test",
        "Growth in other assets can disqualify the estate.",
        "Monitor the ratio; shift non-business assets by gift if needed.",
      ),
      risk(
        "Non-deductible interest",
        "Interest on deferred tax is not deductible for estate tax.",
        "Compare with a Graegin loan whose interest can be deducted.",
      ),
      risk(
        "Rate changes",
        "The underpayment rate is reset each quarter.",
        "Prepay when the rate rises above the family's return on the money.",
      ),
    ],
    marketRisks: ["A business downturn makes installments harder to pay"],
    regulatoryConsiderations: [
      "Passive assets of the business are excluded from the 35% test (§6166(b)(9))",
      "The IRS may require a bond or lien",
    ],
    liquidityConsiderations: "The estate pays the tax over time from business cash flow rather than in one payment.",
    alternatives: [
      {
        strategy: "irrevocable-life-insurance-trust",
        whyNotChosen: "Prefunds the tax with tax-free insurance, at the cost of premiums.",
      },
      {
        strategy: "special-use-valuation-2032a",
        whyNotChosen: "Reduces the tax on farm or business real estate rather than deferring it; often combined.",
      },
    ],
    uniqueAdvantages: ["Statutory, low-rate financing of estate tax"],
    successMetrics: [
      metric("Business share of estate", "Above 35%", "Annually"),
      metric("Installments paid", "On time", "Annually after death"),
    ],
    qualitativeIndicators: ["Heirs understand the deferral and its limits"],
    warningSignals: ["Large passive assets inside the business", "Plans to sell soon after death"],
    reviewSchedule: "Annual check of the 35% test; full review with each estate plan update.",
    exitStrategy: "The estate can prepay the deferred tax at any time, for example after a sale.",
  },
});
