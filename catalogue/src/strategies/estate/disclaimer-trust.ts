import { formatUsd } from "@fsa/shared";
import { defineStrategy } from "../../model/strategy.ts";
import {
  allOf,
  bypassShare,
  bypassSizedToNeed,
  check,
  firstDeathOf,
  fixed,
  metric,
  portfolioGrowth,
  requires,
  risk,
  round,
  setup,
  step,
  yearly,
} from "../kit.ts";

/**
 * Disclaimer trust plan. Minimum net worth 2,000,000.
 *
 * Everything passes outright to the spouse; within nine months of the first death the survivor
 * may disclaim part (IRC §2518), which then passes to a bypass trust the survivor can still
 * benefit from (Treas. Reg. §25.2518-2(e)(2)). Effect: the amount disclaimed — sized at the
 * first death to what the survivor's estate needs, at most the first spouse's exclusion and share
 * (`bypassSizedToNeed`) — grown to the final death is removed from the survivor's estate
 * (`estate.removedUsd`, priced by the household); costs: drafting now, trust administration from
 * the first death when a disclaimer is made, and the heirs' capital-gains tax on the trust's
 * growth (no second step-up). The outright bequest relies on the marital deduction, which for a
 * non-citizen spouse needs a QDOT (§2056(d)).
 */
export const disclaimerTrust = defineStrategy({
  id: "disclaimer-trust",
  name: "Disclaimer Trust Plan",
  category: "Estate & Wealth Transfer",
  description:
    "Everything passes outright to the surviving spouse, but anything the spouse disclaims within nine months (§2518) goes into a bypass trust for the spouse and children. The survivor decides after the first death how much to shelter, based on the estate's size and the law at that time.",
  benefitCalculation: {
    type: "percentage",
    formula:
      "estate tax at the final death without − with disclaimedAmountUsd × (1 + growthRate)^survivorYears removed from the survivor's estate, priced on the household's projection (§2001(c) rates, top 0.40), − heirs' capital-gains tax on the trust's growth",
    variables: ["disclaimedAmountUsd", "growthRate", "survivorYears"],
  },
  costCalculation: {
    type: "setup_and_annual",
    formula:
      "setupCostUsd now + annualAdministrationUsd each year from the first death to the final death if a disclaimer is made",
    variables: ["setupCostUsd", "annualAdministrationUsd", "survivorYears"],
  },
  lifeInsuranceComponent: "Life insurance proceeds payable to the spouse can also be disclaimed into the trust.",
  annuityComponent: "N/A",
  applicableNetWorth: 2_000_000,
  regulatoryDisclosures: ["nine_month_disclaimer_deadline", "no_acceptance_of_benefits", "qualified_disclaimer_rules"],
  sources: [
    "IRC §2518 (qualified disclaimers)",
    "Treas. Reg. §25.2518-2(c)(3), (e)(2) (deadline; spouse may benefit from the disclaimed property)",
    "IRC §2046",
    "IRC §1014 (basis step-up only for property in the decedent's estate)",
    "IRC §2056(d) (marital deduction for a non-citizen spouse only through a QDOT)",
    "IRC §2001(c)",
  ],
  domain: "estate",
  family: "first-death-exclusion",
  variables: {
    disclaimedAmountUsd: {
      unit: "USD",
      description: "Amount the survivor is expected to disclaim into the trust (nominal, at the first death).",
    },
    growthRate: { unit: "rate", description: "Annual growth of the trust." },
    survivorYears: { unit: "years", description: "Years the survivor lives after the first death." },
    yearsToFirstDeath: { unit: "years", description: "Years from now until the first death." },
    setupCostUsd: { unit: "USD", description: "Drafting of the disclaimer provisions." },
    annualAdministrationUsd: { unit: "USD", description: "Trustee and tax return after a disclaimer." },
  },
  defaults(ctx) {
    const fd = firstDeathOf(ctx);
    const growth = portfolioGrowth(ctx);
    const years = fd?.survivorYears ?? 0;
    const amount = round(bypassSizedToNeed(ctx, growth.value, years));
    return {
      disclaimedAmountUsd: fd
        ? fixed(
            amount,
            amount > 0
              ? `${formatUsd(amount)}: what the survivor would disclaim in ${fd.year} so that, grown to the final death, the survivor's estate falls to the exclusion (at most the first spouse's ${formatUsd(Math.min(fd.exclusionUsd, fd.shareUsd))} exclusion and share)`
              : "nothing: the household's projection leaves the survivor's estate within one exclusion, so the survivor would keep everything outright",
          )
        : fixed(0, "no legal spouse: nothing to disclaim"),
      growthRate: growth,
      survivorYears: fd
        ? fixed(years, `${years} years from the first death (${fd.year}) to the final death`)
        : fixed(0, "no first death"),
      yearsToFirstDeath: fd
        ? fixed(fd.yearsFromNow, `${fd.yearsFromNow} years, to ${fd.year}`)
        : fixed(0, "no first death"),
      setupCostUsd: fixed(3_000, "disclaimer provisions in the wills or revocable trusts, about $3,000"),
      annualAdministrationUsd: fixed(2_000, "trustee and Form 1041 if a disclaimer is made, about $2,000 a year"),
    };
  },
  effects(v, ctx) {
    const bypass = bypassShare(ctx, v.disclaimedAmountUsd, v.growthRate, v.survivorYears);
    const first = Math.round(v.yearsToFirstDeath);
    return {
      flows: [
        ...setup(v.setupCostUsd, "drafting the disclaimer provisions"),
        ...(v.disclaimedAmountUsd > 0
          ? yearly(
              -v.annualAdministrationUsd,
              first + 1,
              first + Math.round(v.survivorYears),
              "cost",
              "trustee and trust tax return",
            )
          : []),
        ...bypass.flows,
      ],
      estate: { removedUsd: bypass.removedUsd },
    };
  },
  sensitivity: {
    variable: "disclaimedAmountUsd",
    mode: "multiply",
    spread: 0.5,
    description: "Amount disclaimed half / base / 1.5×",
  },
  eligibility: allOf(
    requires.legalMarriage,
    requires.citizenSpouse,
    check(
      (ctx) => ctx.household.balance.netWorthUsd <= 2 * ctx.household.tax.basicExclusionAmount,
      (ctx) =>
        `At ${formatUsd(ctx.household.balance.netWorthUsd)} the couple is within two ${formatUsd(ctx.household.tax.basicExclusionAmount)} exclusions, so how much to shelter is best decided at the first death.`,
      (ctx) =>
        `At ${formatUsd(ctx.household.balance.netWorthUsd)} the estate is above two exclusions, so a mandatory credit shelter or Clayton trust is safer than relying on the survivor to disclaim.`,
    ),
  ),
  answers(ctx) {
    const goals = ctx.facts.goals.join(" ").toLowerCase();
    if (!ctx.household.legallyMarried) return null;
    return /flexib|simple|keep it simple/.test(goals)
      ? {
          urgency: "client-specific",
          reason:
            "The couple wants a simple plan that can still shelter the first spouse's exclusion if it turns out to matter.",
        }
      : null;
  },
  timeline: "2–4 weeks to draft; disclaimer within 9 months of the first death",
  keyBenefits: [
    "Simple outright plan with a built-in option to shelter",
    "Decision made with full knowledge at the first death",
    "Low cost",
  ],
  memoBucket: "legacyBucket",
  goalKeywords: ["spouse", "simple", "flexib", "estate", "exemption"],
  explanation: {
    overview:
      "A disclaimer plan keeps things simple: the survivor inherits outright. If, at the first death, sheltering assets from the survivor's estate makes sense (a large estate, a state estate tax, a change in law), the survivor disclaims part, and that part goes to a bypass trust that still benefits the survivor. Only what is disclaimed loses the second basis step-up.",
    keyComponents: [
      "Outright bequest to the spouse",
      "Disclaimer trust receiving disclaimed assets",
      "Spouse may stay a beneficiary of the trust (no power to direct it)",
      "Nine-month deadline",
    ],
    steps: [
      step("Draft", "Add the disclaimer trust to the wills or revocable trusts.", "Weeks 1–3", [
        "Estate plan documents",
      ]),
      step(
        "Review at the first death",
        "Project the survivor's estate and state tax; decide how much to disclaim.",
        "Months 1–6 after the death",
        ["Valuations", "Projection"],
      ),
      step("Disclaim", "Deliver a written, irrevocable disclaimer before accepting any benefit.", "Within 9 months", [
        "Written disclaimer",
        "Delivery to the executor",
      ]),
      step("Fund and administer", "Executor funds the trust; trustee administers it.", "After the disclaimer", [
        "Trust accounts",
        "Form 1041",
      ]),
    ],
    prerequisites: ["A married couple with a moderate estate", "A survivor willing to make the decision"],
    professionals: ["Estate planning attorney", "CPA", "Trustee"],
    secondaryBenefits: [
      "Works for life insurance and retirement accounts too",
      "Can be combined with portability for the rest",
    ],
    taxAdvantages: ["Disclaimed assets and growth outside the survivor's estate", "Uses state exemptions where needed"],
    risks: [
      risk(
        "Acceptance of benefits",
        "Using the assets before disclaiming bars the disclaimer.",
        "Advise the survivor immediately after the first death.",
      ),
      risk(
        "Survivor does not disclaim",
        "Grief or a wish for control can mean no disclaimer.",
        "Use a Clayton QTIP so an executor makes the choice.",
      ),
      risk(
        "Limited powers",
        "The survivor cannot keep a power to direct the disclaimed assets.",
        "Draft the trust without such powers for the spouse.",
      ),
    ],
    marketRisks: ["Values can change during the nine-month window"],
    regulatoryConsiderations: [
      "Disclaimers must meet §2518 and state law",
      "Partial disclaimers must be of a severable share",
    ],
    liquidityConsiderations: "The survivor keeps full access to assets not disclaimed and can benefit from the trust.",
    alternatives: [
      {
        strategy: "clayton-qtip-trust",
        whyNotChosen: "An executor decides instead of the survivor, with a QTIP income interest.",
      },
      {
        strategy: "portability-dsue-election",
        whyNotChosen: "Simpler still, but shelters no growth and no state exemption.",
      },
    ],
    uniqueAdvantages: ["Flexibility at almost no drafting cost"],
    successMetrics: [
      metric("Decision made in time", "Before the 9-month deadline", "At the first death"),
      metric("Survivor's estate tax", "Minimised", "At the second death"),
    ],
    qualitativeIndicators: ["Survivor understands the option"],
    warningSignals: ["Survivor uses inherited assets before deciding"],
    reviewSchedule: "Estate plan review every 3 years; immediate advice at the first death.",
    exitStrategy:
      "If no disclaimer is made the plan works as an outright bequest; the trust is only created when needed.",
  },
});
