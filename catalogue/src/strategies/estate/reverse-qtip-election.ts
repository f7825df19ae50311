import { formatUsd } from "@fsa/shared";
import { PORTFOLIO_YIELD } from "../../model/assumptions.ts";
import { defineStrategy } from "../../model/strategy.ts";
import { basicExclusionAmountFor } from "../../tax/estate-tax.ts";
import {
  allOf,
  at,
  check,
  childYearsAfterEstate,
  firstDeathOf,
  fixed,
  grow,
  metric,
  requires,
  risk,
  round,
  setup,
  step,
} from "../kit.ts";

/**
 * Reverse QTIP election, IRC §2652(a)(3). Minimum net worth 20,000,000.
 *
 * The GST exemption is not portable (§2010(c)(4) carries only the estate exclusion). When the
 * first spouse's share goes to a QTIP trust, the survivor becomes its transferor for GST purposes
 * (§2652(a)(1)) unless the executor elects to keep the first spouse as transferor, so that the
 * first spouse's GST exemption (equal to the basic exclusion amount, §2631(c)) can be allocated to
 * it. No estate-tax change (the QTIP is in the survivor's estate either way, §2044). Effect: a
 * GST tax avoided when the exempt share passes to grandchildren at the end of the children's
 * generation, after the household's projection ends, so it is reported as protection (the
 * exempt value kept) and never added to the tax savings:
 *   incremental exempt share at the final death =
 *     min(passing, survivor's exemption + exempt QTIP grown) − min(passing, survivor's exemption),
 *   where passing = the household's projected estate after estate tax, all assumed to pass in
 *   trust for descendants (the premise of a GST plan), and the exempt QTIP grows net of the
 *   income paid to the survivor;
 *   GST tax avoided = that share grown over the children's generation × the GST rate (the top
 *   §2001(c) rate, `tax.estateTaxRate`, times an inclusion ratio of 1 without the election:
 *   §2641, §2642).
 * Costs: drafting now, dividing the QTIP and Schedule R at the first death. A credit-shelter
 * trust would use the first spouse's GST exemption itself; this election matters where the first
 * spouse's share goes to a QTIP (a portability-based plan).
 */
export const reverseQtipElection = defineStrategy({
  id: "reverse-qtip-election",
  name: "Reverse QTIP Election for GST Exemption",
  category: "Advanced Wealth Transfer",
  description:
    "GST exemption is not portable. When the first spouse's estate goes to a QTIP trust, the executor can elect under §2652(a)(3) to treat the first spouse as the transferor of that trust for GST purposes, so the first spouse's GST exemption can be allocated to it instead of being wasted.",
  benefitCalculation: {
    type: "percentage",
    formula:
      "protection reported apart = min(passing, survivorGstExemptionUsd + exemptQtipUsd × (1 + qtipGrowthRate)^survivorYears) − min(passing, survivorGstExemptionUsd) (GST-exempt value kept); GST tax avoided a generation later, shown in its description = 0.40 (§2641) × that value × (1 + trustGrowthRate)^generationYears; passing = the household's estate after estate tax",
    variables: [
      "exemptQtipUsd",
      "qtipGrowthRate",
      "survivorYears",
      "survivorGstExemptionUsd",
      "trustGrowthRate",
      "generationYears",
    ],
  },
  costCalculation: {
    type: "one_time",
    formula: "setupCostUsd now + electionCostUsd at the first death",
    variables: ["setupCostUsd", "electionCostUsd"],
  },
  lifeInsuranceComponent: "N/A",
  annuityComponent: "The surviving spouse still receives all income of the QTIP trust for life.",
  applicableNetWorth: 20_000_000,
  regulatoryDisclosures: ["form_706_schedule_r", "gst_exemption_allocation", "separate_trust_division"],
  sources: [
    "IRC §2652(a)(3) (reverse QTIP election)",
    "Treas. Reg. §26.2652-2 (all-or-nothing election; division into separate trusts)",
    "IRC §2631(c) (GST exemption equals the basic exclusion amount; not portable)",
    "IRC §2641, §2642 (applicable rate: the maximum estate tax rate times the inclusion ratio)",
    "IRC §2044 (QTIP property in the survivor's estate)",
    "IRC §2001(c)",
  ],
  domain: "estate",
  variables: {
    exemptQtipUsd: { unit: "USD", description: "QTIP share made GST-exempt at the first death (nominal)." },
    qtipGrowthRate: { unit: "rate", description: "Growth of the exempt QTIP after the income paid to the survivor." },
    survivorYears: { unit: "years", description: "Years the survivor lives after the first death." },
    yearsToFirstDeath: { unit: "years", description: "Years from now until the first death." },
    survivorGstExemptionUsd: { unit: "USD", description: "The survivor's own GST exemption at the final death." },
    trustGrowthRate: { unit: "rate", description: "Growth of the trust for descendants after the final death." },
    generationYears: {
      unit: "years",
      description: "Years from the final death until the trust passes to grandchildren.",
    },
    setupCostUsd: { unit: "USD", description: "Drafting for separate exempt and non-exempt QTIPs." },
    electionCostUsd: { unit: "USD", description: "Dividing the QTIP and Form 706 Schedule R at the first death." },
  },
  defaults(ctx) {
    const h = ctx.household;
    const fd = firstDeathOf(ctx);
    const exempt = fd ? round(Math.min(fd.shareUsd, fd.exclusionUsd)) : 0;
    const finalExemption = basicExclusionAmountFor(h.baseline.year);
    const qtipGrowth = Math.max(0, h.growth.portfolio - PORTFOLIO_YIELD.value);
    return {
      exemptQtipUsd: fd
        ? fixed(
            exempt,
            `${formatUsd(exempt)}: the first spouse's GST exemption in ${fd.year} (equal to that year's basic exclusion, §2631(c)), at most the first spouse's share (half the projected estate), all left to the QTIP`,
          )
        : fixed(0, "no legal spouse: no QTIP"),
      qtipGrowthRate: fixed(
        qtipGrowth,
        `${(qtipGrowth * 100).toFixed(1)}% a year: the portfolio's growth less the ${(PORTFOLIO_YIELD.value * 100).toFixed(0)}% income paid to the survivor`,
      ),
      survivorYears: fd
        ? fixed(fd.survivorYears, `${fd.survivorYears} years from the first death (${fd.year}) to the final death`)
        : fixed(0, "no first death"),
      yearsToFirstDeath: fd
        ? fixed(fd.yearsFromNow, `${fd.yearsFromNow} years, to ${fd.year}`)
        : fixed(0, "no first death"),
      survivorGstExemptionUsd: fixed(
        finalExemption,
        `${formatUsd(finalExemption)}: the survivor's GST exemption in ${h.baseline.year} (the basic exclusion, indexed), used first on the survivor's own estate`,
      ),
      trustGrowthRate: fixed(
        h.growth.portfolio,
        `${(h.growth.portfolio * 100).toFixed(1)}% a year: the trust for descendants invested as the household's portfolio`,
      ),
      generationYears: childYearsAfterEstate(ctx, "oldest"),
      setupCostUsd: fixed(
        10_000,
        "drafting to split exempt and non-exempt QTIPs and waive §2207A recovery from the exempt one, about $10,000",
      ),
      electionCostUsd: fixed(5_000, "dividing the QTIP and Schedule R of Form 706 at the first death, about $5,000"),
    };
  },
  effects(v, ctx) {
    const h = ctx.household;
    const passing = Math.max(0, h.baseline.grossEstateUsd - h.baseline.totalTaxUsd);
    const exemptAtFinal = grow(Math.max(0, v.exemptQtipUsd), v.qtipGrowthRate, v.survivorYears);
    const own = Math.max(0, v.survivorGstExemptionUsd);
    const incremental = Math.min(passing, own + exemptAtFinal) - Math.min(passing, own);
    const gstAvoided = h.tax.estateTaxRate * grow(incremental, v.trustGrowthRate, v.generationYears);
    const flows = [
      ...setup(v.setupCostUsd, "drafting for exempt and non-exempt QTIPs"),
      at(Math.round(v.yearsToFirstDeath), -v.electionCostUsd, "cost", "dividing the QTIP and Schedule R"),
    ];
    // The GST tax falls a generation after the household's projection ends and only if the family
    // keeps the assets in trust for grandchildren: reported as protection, never added to savings.
    return {
      flows,
      protection:
        incremental > 0
          ? {
              amountUsd: round(incremental),
              description: `${formatUsd(incremental)} of the first spouse's GST exemption kept for the exempt QTIP at the final death instead of being wasted: about ${formatUsd(gstAvoided)} of GST tax (§2641) avoided when that share reaches grandchildren ${Math.round(v.generationYears)} years later, if it stays in trust for them`,
            }
          : undefined,
    };
  },
  sensitivity: {
    variable: "electionCostUsd",
    mode: "multiply",
    spread: 0.5,
    description:
      "Cost of dividing the QTIP and Schedule R half / base / 1.5× (the GST value kept is protection, not a saving)",
  },
  eligibility: allOf(
    requires.legalMarriage,
    requires.citizenSpouse,
    requires.descendants,
    check(
      (ctx) => ctx.household.balance.netWorthUsd > ctx.household.tax.basicExclusionAmount,
      (ctx) =>
        `At ${formatUsd(ctx.household.balance.netWorthUsd)} the couple is above one ${formatUsd(ctx.household.tax.basicExclusionAmount)} exclusion, so the survivor's own GST exemption cannot cover everything left to descendants.`,
      (ctx) =>
        `The estate is within one ${formatUsd(ctx.household.tax.basicExclusionAmount)} exclusion, so the survivor's own GST exemption covers it.`,
    ),
  ),
  answers(ctx) {
    const f = ctx.facts;
    const h = ctx.household;
    if (!h.legallyMarried || (f.grandchildrenCount ?? 0) <= 0) return null;
    const passing = h.baseline.grossEstateUsd - h.baseline.totalTaxUsd;
    const own = basicExclusionAmountFor(h.baseline.year);
    return passing > own
      ? {
          urgency: "client-specific",
          reason: `The couple has grandchildren and an estate projected at ${formatUsd(passing)} after tax in ${h.baseline.year}, more than the survivor's own ${formatUsd(own)} GST exemption.`,
        }
      : null;
  },
  timeline: "Drafted with the estate plan; elected on Form 706 at the first death",
  keyBenefits: [
    "Saves the first spouse's GST exemption",
    "Keeps the QTIP's marital deduction and income to the survivor",
    "Enables a multi-generational trust after the second death",
  ],
  memoBucket: "legacyBucket",
  goalKeywords: ["grandchildren", "dynasty", "generation", "gst", "spouse", "legacy"],
  explanation: {
    overview:
      "Portability carries over the estate exclusion but not the GST exemption. If everything goes to a QTIP trust at the first death, the first spouse's GST exemption would be wasted. The reverse QTIP election keeps the first spouse as the GST transferor of the QTIP, so that exemption can be allocated and the trust can later continue for grandchildren free of GST tax.",
    keyComponents: [
      "QTIP trust split into a GST-exempt and a non-exempt share",
      "QTIP election (Schedule M) and reverse QTIP election (Schedule R)",
      "Allocation of the first spouse's GST exemption",
      "Continuing trusts for descendants after the survivor's death",
    ],
    steps: [
      step("Draft", "Authorise the executor to divide the QTIP into exempt and non-exempt trusts.", "Weeks 1–4", [
        "Estate plan documents",
      ]),
      step(
        "Divide at the first death",
        "Split the QTIP so the exempt share equals the available GST exemption.",
        "Within 9 months of the first death",
        ["Valuations", "Division document"],
      ),
      step(
        "Elect",
        "Make the QTIP and reverse QTIP elections and allocate GST exemption on Form 706.",
        "With the Form 706",
        ["Form 706 Schedules M and R"],
      ),
      step("Administer", "Keep the exempt trust separate; distribute from the non-exempt trust first.", "Annually", [
        "Separate accounts",
        "Form 1041",
      ]),
    ],
    prerequisites: [
      "A married couple with a large estate",
      "An estate plan leaving the first spouse's assets in a QTIP",
    ],
    professionals: ["Estate planning attorney", "CPA experienced with Form 706 and GST", "Trustee"],
    secondaryBenefits: [
      "Works with a portability-based plan",
      "The survivor's own GST exemption stays available for other trusts",
    ],
    taxAdvantages: [
      "First spouse's GST exemption used",
      "Inclusion ratio of zero for the exempt QTIP",
      "Marital deduction preserved",
    ],
    risks: [
      risk(
        "All-or-nothing election",
        "The election applies to a whole trust.",
        "Divide the QTIP into separate exempt and non-exempt trusts first.",
      ),
      risk(
        "§2207A tax recovery",
        "Recovering estate tax from an exempt trust wastes exemption.",
        "Waive recovery against the exempt trust in the survivor's will.",
      ),
    ],
    marketRisks: ["Lower growth reduces the future value sheltered"],
    regulatoryConsiderations: [
      "Rev. Proc. 2004-47 relief for missed reverse QTIP elections in limited cases",
      "State law must permit the division",
    ],
    liquidityConsiderations: "The survivor still receives all income of both QTIP shares.",
    alternatives: [
      {
        strategy: "credit-shelter-trust",
        whyNotChosen: "Uses GST exemption directly at the first death but gives up the marital deduction on its share.",
      },
      {
        strategy: "gst-exemption-allocation",
        whyNotChosen: "Lifetime allocation to trusts already funded; the reverse QTIP handles the first death.",
      },
    ],
    uniqueAdvantages: ["Only way to use a first spouse's GST exemption in a QTIP"],
    successMetrics: [
      metric("GST exemption used", "First spouse's full exemption allocated", "At the first death"),
      metric("Inclusion ratio", "Zero for the exempt trust", "At the first death"),
    ],
    qualitativeIndicators: ["Family has a long-term trust plan for grandchildren"],
    warningSignals: ["QTIP not divided before the election", "Distributions taken from the exempt share first"],
    reviewSchedule: "Estate plan review every 3 years; GST review at the first death.",
    exitStrategy: "The election is made once on Form 706 and is irrevocable; the trusts then run under their terms.",
  },
});
