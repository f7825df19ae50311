import { formatUsd } from "@fsa/shared";
import { defineStrategy } from "../../model/strategy.ts";
import { allOf, check, fixed, metric, risk, round, setup, step } from "../kit.ts";

/**
 * GST exemption allocation planning. Minimum net worth 5,000,000.
 *
 * An add-on, not a substitute: allocating GST exemption is an election on the Form 709 of a gift
 * (or the Form 706 of an estate) that another strategy or the will makes; it moves nothing by
 * itself, so it belongs to no family and declares no estate change. Its value, keeping trusts for
 * grandchildren free of the 40% GST tax (IRC §2641) and out of the children's estates, is tax of
 * later generations, not this household's estate tax: it is reported as protection (the exemption
 * allocated, never added to savings) and described, with the review's cost as the only flow.
 */
export const gstExemptionAllocation = defineStrategy({
  id: "gst-exemption-allocation",
  name: "GST Exemption Allocation Planning",
  category: "Multi-Generational Planning",
  description:
    "The client allocates GST exemption, deliberately and on time, to gifts and trusts that will benefit grandchildren, and elects out of automatic allocation where it would be wasted. A timely allocation on Form 709 fixes the exemption at the gift's value, so the trust and all its growth stay free of the generation-skipping tax.",
  benefitCalculation: {
    type: "asset_protection",
    formula:
      "protection reported apart = allocatedExemptionUsd (trust value sheltered from the GST tax at the grandchildren's generation); no estate-tax change on this household",
    variables: ["allocatedExemptionUsd"],
  },
  costCalculation: { type: "one_time", formula: "setupCostUsd", variables: ["setupCostUsd"] },
  lifeInsuranceComponent: "Optional: allocating exemption to premiums of a trust-owned policy leverages it most.",
  annuityComponent: "N/A",
  applicableNetWorth: 5_000_000,
  regulatoryDisclosures: ["form_709_allocation", "automatic_allocation_rules", "etip_limits"],
  sources: [
    "IRC §2631(a), (c) (GST exemption)",
    "IRC §2632(b)–(c) (automatic allocation to direct skips and GST trusts; elections out)",
    "IRC §2642(a), (b)(1) (inclusion ratio; value at a timely allocation)",
    "IRC §2642(f) (estate tax inclusion period)",
    "IRC §2652(a)(2) (split gifts: each spouse a transferor)",
    "IRC §2642(g); Treas. Reg. §301.9100-3 (relief for late elections)",
    "IRC §2641 (GST tax at the maximum federal estate tax rate)",
  ],
  domain: "estate",
  variables: {
    allocatedExemptionUsd: {
      unit: "USD",
      description:
        "GST exemption to allocate to trusts for grandchildren (the transferors' exemptions, at most the estate).",
    },
    setupCostUsd: { unit: "USD", description: "GST audit of past returns and Form 709 allocations." },
  },
  defaults(ctx) {
    const h = ctx.household;
    const exemption = h.tax.gstExemption * (h.legallyMarried ? 2 : 1);
    const amount = round(Math.min(exemption, h.balance.netWorthUsd));
    return {
      allocatedExemptionUsd: fixed(
        amount,
        amount < exemption
          ? `${formatUsd(amount)}: the net worth, below the ${formatUsd(exemption)} of GST exemption`
          : `${formatUsd(amount)}: ${h.legallyMarried ? "both spouses'" : "the client's"} GST exemption (IRC §2631(c))`,
      ),
      setupCostUsd: fixed(5_000, "review of past Forms 709 and new allocations, about $5,000"),
    };
  },
  effects(v) {
    return {
      flows: setup(v.setupCostUsd, "GST audit and Form 709 allocations"),
      protection: {
        amountUsd: v.allocatedExemptionUsd,
        description:
          "GST exemption allocated: trust value sheltered from the 40% GST tax and kept out of the children's estates (later generations' tax, not priced here)",
      },
    };
  },
  sensitivity: {
    variable: "setupCostUsd",
    mode: "multiply",
    spread: 0.5,
    description: "Review cost half / base / 1.5×",
  },
  eligibility: allOf(
    check(
      (ctx) => (ctx.facts.grandchildrenCount ?? 0) > 0,
      (ctx) =>
        `The client has ${ctx.facts.grandchildrenCount} grandchild${ctx.facts.grandchildrenCount === 1 ? "" : "ren"}, to whom trusts can pass free of GST tax.`,
      "GST planning needs grandchildren or later generations as beneficiaries; the notes mention none.",
    ),
    check(
      (ctx) => ctx.household.baseline.federalTaxUsd > 0,
      (ctx) =>
        `The household model projects ${formatUsd(ctx.household.baseline.federalTaxUsd)} of federal estate tax, so transfers to grandchildren beyond the exemption would also face GST tax.`,
      "The household model projects no federal estate tax; the automatic allocation rules cover transfers of this size.",
    ),
  ),
  answers: (ctx) =>
    (ctx.facts.grandchildrenCount ?? 0) > 0 && ctx.household.baseline.federalTaxUsd > 0
      ? {
          urgency: "basic",
          reason: `With ${ctx.facts.grandchildrenCount} grandchildren and a federal estate tax projected, every gift or bequest in trust for them needs a GST allocation decision on Form 709 or 706.`,
        }
      : null,
  timeline: "2–6 weeks, with each year's Form 709",
  keyBenefits: [
    "Shields trusts for grandchildren from the 40% GST tax",
    "Fixes the exemption at today's value",
    "Avoids wasting exemption on trusts for children only",
  ],
  memoBucket: "legacyBucket",
  goalKeywords: ["grandchildren", "generation", "gst", "legacy", "trust", "dynasty"],
  explanation: {
    overview:
      "Transfers that skip a generation bear a 40% GST tax on top of estate or gift tax unless GST exemption covers them. Allocating exemption on a timely gift tax return locks in the gift's value, so a trust's later growth is sheltered too. Poor allocation, by default rules or missed returns, wastes exemption. The allocation goes with a gift or a bequest, so it accompanies another strategy rather than replacing one; its saving falls on later generations and is shown as protection, not as this household's estate-tax saving.",
    keyComponents: [
      "Inventory of trusts and their GST status",
      "Timely allocations on Form 709 (or Form 706 at death)",
      "Elections in or out of automatic allocation",
      "Division of trusts into exempt and non-exempt shares",
    ],
    steps: [
      step("GST audit", "Review prior Forms 709 and trusts to find each trust's inclusion ratio.", "Weeks 1–3", [
        "Prior Forms 709",
        "Trust agreements",
      ]),
      step(
        "Plan allocations",
        "Decide which trusts get exemption; elect out where trusts are for children only.",
        "Weeks 3–4",
        ["Allocation plan"],
      ),
      step(
        "File",
        "Allocate on a timely Form 709 (or a late allocation at current values).",
        "By April 15 of the next year",
        ["Form 709 Schedule D"],
      ),
      step(
        "Administer",
        "Keep exempt and non-exempt trusts separate; distribute from non-exempt first to children.",
        "Annually",
        ["Trust accounts"],
      ),
    ],
    prerequisites: [
      "Grandchildren or later generations as beneficiaries",
      "Gifts or trusts that can last beyond the children",
    ],
    professionals: ["Estate planning attorney", "CPA experienced with GST", "Trustee"],
    secondaryBenefits: ["Clean records for executors", "Efficient use of both spouses' exemptions"],
    taxAdvantages: [
      "Zero inclusion ratio trusts",
      "Exemption valued at the gift date",
      "Growth sheltered for generations",
    ],
    risks: [
      risk(
        "Missed allocation",
        "Automatic rules may not cover a trust, or may waste exemption.",
        "Affirmative allocations and elections on every Form 709.",
      ),
      risk(
        "ETIP",
        "Exemption cannot be allocated to a GRAT or QPRT until its term ends.",
        "Allocate at the end of the term or use a sale to a GST trust.",
      ),
    ],
    marketRisks: ["Allocating to assets that later fall in value wastes exemption"],
    regulatoryConsiderations: [
      "GST exemption is not portable between spouses",
      "§2642(g) relief requires a private letter ruling",
    ],
    liquidityConsiderations: "No assets change hands; the allocation applies to gifts and trusts already planned.",
    alternatives: [
      {
        strategy: "nevada-dynasty-trust",
        whyNotChosen: "A new long-duration trust to receive the allocation, with Nevada advantages.",
      },
      {
        strategy: "health-education-exclusion-trust",
        whyNotChosen: "Covers tuition and medical payments without using exemption.",
      },
    ],
    uniqueAdvantages: ["Low-cost, high-leverage housekeeping that compounds for decades"],
    successMetrics: [
      metric("Trusts with a known inclusion ratio", "100%", "Annually"),
      metric("Exempt trusts at zero inclusion ratio", "All intended", "Each Form 709"),
    ],
    qualitativeIndicators: ["A single GST ledger kept with the estate plan"],
    warningSignals: ["Trusts with mixed inclusion ratios", "Gifts to trusts without a Form 709"],
    reviewSchedule: "With every Form 709; full GST audit every 3 years.",
    exitStrategy:
      "Allocations are irrevocable once the return is due; unused exemption remains for later gifts or at death.",
  },
});
