import { formatUsd } from "@fsa/shared";
import { defineStrategy, type StrategyContext } from "../../model/strategy.ts";
import {
  allOf,
  at,
  businessBasis,
  check,
  clamp,
  fixed,
  grow,
  metric,
  portfolioGrowth,
  qsbsChecks,
  qsbsExclusionPercent,
  qsbsTerms,
  requires,
  risk,
  saleProceeds,
  section1202SaleTax,
  setup,
  step,
  yearly,
} from "../kit.ts";

/**
 * QSBS stacking with non-grantor trusts (IRC §1202(b)(1), (h)(2)). Minimum net worth 10,000,000.
 *
 * Before the sale the founder gives shares to separate non-grantor trusts, one per beneficiary
 * line. A donee by gift keeps QSBS status and the holding period (§1202(h)(2)) and each trust is
 * its own taxpayer with its own per-issuer cap, so gain above the founder's cap is also excluded.
 * Priced on the household: the tax on the founder's sale without the gifts, less the tax on the
 * founder's smaller sale and the trusts' sales (each with its exclusion), all from the real
 * calculator on the household's return (a proxy for the trusts' returns, which reach the top
 * federal rates above about $16,000 of income: an assumption). The gifts use exclusion at their
 * value now (taxable gifts) and move the proceeds, grown at the portfolio rate, out of the estate by
 * the final death; the trusts sell the shares, so no basis step-up is lost. Costs: drafting,
 * appraisal and Form 709 per trust now, and trustee and fiduciary returns per trust each year to
 * the final death.
 */

const saleExpected = (ctx: StrategyContext) => ctx.facts.expectsBusinessSale || ctx.facts.expectsLiquidityEvent;

/** Whether the client's shares exceed one per-issuer cap (§1202(b)(1)), where each trust's own cap adds. */
const aboveOneCap = (ctx: StrategyContext) => saleProceeds(ctx).value > qsbsTerms(ctx).dollarCapUsd;

/** Trusts with different primary beneficiaries: one per child (or grandchild line), 1 to 4. */
const trustsFor = (ctx: StrategyContext) => clamp(ctx.facts.childrenCount ?? ctx.facts.grandchildrenCount ?? 1, 1, 4);

export const qsbsStackingNonGrantorTrusts = defineStrategy({
  id: "qsbs-stacking-non-grantor-trusts",
  name: "QSBS Stacking with Non-Grantor Trusts",
  category: "Advanced Tax Planning",
  description:
    "Before a sale, the founder gives QSBS to separate non-grantor trusts for different beneficiaries. A donee by gift keeps the stock's QSBS status and holding period (§1202(h)(2)), and each trust is its own taxpayer with its own per-issuer cap, so gain above the founder's cap can also be excluded.",
  benefitCalculation: {
    type: "percentage",
    formula:
      "tax(founder sells all: exclusionPercent × min(gain, exclusionCapUsd) excluded) − tax(founder sells gain − giftedGain) − tax(trusts sell giftedGain, each excluding up to exclusionCapUsd), federal and state, in year yearsToSale; giftedGain = min(gain − exclusionCapUsd, trustCount × exclusionCapUsd), within the lifetime exclusion; the proceeds grown at portfolioGrowthRate leave the estate",
    variables: [
      "saleProceedsUsd",
      "basisUsd",
      "yearsToSale",
      "exclusionPercent",
      "exclusionCapUsd",
      "trustCount",
      "exclusionAvailableUsd",
      "portfolioGrowthRate",
    ],
  },
  costCalculation: {
    type: "setup_and_annual",
    formula: "trustCount × setupPerTrustUsd now + trustCount × annualPerTrustUsd a year to the final death",
    variables: ["trustCount", "setupPerTrustUsd", "annualPerTrustUsd"],
  },
  lifeInsuranceComponent: "N/A",
  annuityComponent: "N/A",
  applicableNetWorth: 10_000_000,
  regulatoryDisclosures: [
    "irrevocable_trust",
    "gift_tax_return_required",
    "multiple_trust_aggregation_risk",
    "qsbs_qualification_not_guaranteed",
  ],
  sources: [
    "IRC §1202(b)(1), (h)(2) (transfer by gift keeps QSBS status and holding period)",
    "IRC §643(f) and Treas. Reg. §1.643(f)-1 (multiple trusts treated as one)",
    "IRC §§671–679 (a trust must not be a grantor trust to be a separate taxpayer)",
    "Pub. L. 119-21 §70431 ($15M cap for stock acquired after 4 July 2025)",
    "IRC §2501, §2010(c), §2513 (gifts use the applicable exclusion; gift splitting by spouses)",
    "IRC §1(e) (trust rate schedule)",
  ],
  domain: "business",
  transfers: () => ["business"],
  variables: {
    saleProceedsUsd: { unit: "USD", description: "The client's proceeds for all the shares at the sale." },
    basisUsd: { unit: "USD", description: "Basis of the shares (carried over to the trusts)." },
    yearsToSale: { unit: "years", description: "Years from now to the sale." },
    exclusionPercent: { unit: "ratio", description: "Share of each taxpayer's eligible gain §1202(a) excludes." },
    exclusionCapUsd: { unit: "USD", description: "Per-issuer cap of each taxpayer." },
    trustCount: { unit: "count", description: "Non-grantor trusts with different primary beneficiaries." },
    exclusionAvailableUsd: {
      unit: "USD",
      description: "Lifetime exclusion available for the gifts (both spouses' with gift splitting).",
    },
    portfolioGrowthRate: { unit: "rate", description: "Growth of the trusts' proceeds after the sale." },
    setupPerTrustUsd: { unit: "USD", description: "Drafting, appraisal and gift tax return per trust." },
    annualPerTrustUsd: { unit: "USD", description: "Trustee fees and fiduciary return per trust per year." },
  },
  defaults(ctx) {
    const h = ctx.household;
    const terms = qsbsTerms(ctx);
    const full = h.tax.qsbsFullExclusionHoldingYears;
    const issued = terms.issuedYear;
    const yearsToSale = saleExpected(ctx) ? 1 : Math.max(1, issued === null ? 1 : full - (h.year - issued));
    const held = issued === null ? null : h.year + yearsToSale - issued;
    const percent = qsbsExclusionPercent(ctx, issued, held ?? full);
    const trusts = trustsFor(ctx);
    const spouses = h.legallyMarried ? 2 : 1;
    const exclusion = h.tax.basicExclusionAmount * spouses;
    return {
      saleProceedsUsd: saleProceeds(ctx),
      basisUsd: businessBasis(),
      yearsToSale: saleExpected(ctx)
        ? fixed(1, "a sale or IPO is expected; taken as next year")
        : fixed(yearsToSale, `no sale stated; a sale once the ${full}-year holding period has run assumed`),
      exclusionPercent: fixed(
        percent,
        held === null
          ? "issue date not stated; the holding period (which the trusts take over) assumed met at the sale"
          : `${Math.round(percent * 100)}% for shares held about ${held} years at the sale (the trusts take over the holding period)`,
      ),
      exclusionCapUsd: fixed(terms.dollarCapUsd, `${formatUsd(terms.dollarCapUsd)} per-issuer cap for each taxpayer`),
      trustCount: fixed(
        trusts,
        ctx.facts.childrenCount
          ? `one trust per child (${trusts}), each with a different primary beneficiary`
          : `${trusts} trust${trusts === 1 ? "" : "s"} for the descendants`,
      ),
      exclusionAvailableUsd: fixed(
        exclusion,
        h.legallyMarried
          ? `${formatUsd(exclusion)}: both spouses' basic exclusion with gift splitting (§2513), none assumed used yet`
          : `${formatUsd(exclusion)}: the basic exclusion, none assumed used yet`,
      ),
      portfolioGrowthRate: portfolioGrowth(ctx),
      setupPerTrustUsd: fixed(20_000, "drafting, share appraisal and Form 709, about $20,000 per trust"),
      annualPerTrustUsd: fixed(3_500, "trustee and fiduciary return, about $3,500 per trust a year"),
    };
  },
  effects(v, ctx) {
    const h = ctx.household;
    const years = Math.max(0, Math.round(v.yearsToSale));
    const trusts = Math.max(0, Math.round(v.trustCount));
    const gain = Math.max(0, v.saleProceedsUsd - v.basisUsd);
    const issuedYear = ctx.facts.businessStockIssuedYear;
    const sale = (g: number, cap: number) =>
      section1202SaleTax(ctx, {
        gainUsd: g,
        eligibleGainUsd: Math.min(g, cap),
        exclusionPercent: v.exclusionPercent,
        issuedYear,
      }).withUsd;
    // Gifted shares: the gain above the founder's cap, up to one cap per trust, and no more than
    // the exclusion available (valued at the proceeds: no discount assumed for a gift before a sale).
    const byCaps = Math.min(Math.max(0, gain - v.exclusionCapUsd), trusts * v.exclusionCapUsd);
    const share = gain > 0 ? Math.min(byCaps / gain, v.exclusionAvailableUsd / Math.max(1, v.saleProceedsUsd)) : 0;
    const giftedGain = gain * share;
    const giftUsd = v.saleProceedsUsd * share;
    const alone = sale(gain, v.exclusionCapUsd);
    const founder = sale(gain - giftedGain, v.exclusionCapUsd);
    const inTrusts = sale(giftedGain, trusts * v.exclusionCapUsd);
    const toDeath = h.yearsToFinalDeath;
    return {
      flows: [
        ...setup(trusts * v.setupPerTrustUsd, "trust drafting, appraisal and gift tax returns"),
        at(
          years,
          alone - founder - inTrusts,
          "incomeTax",
          `tax saved: ${trusts} trust${trusts === 1 ? "" : "s"} exclude gain on ${formatUsd(giftUsd)} of gifted shares under their own caps`,
        ),
        ...yearly(-trusts * v.annualPerTrustUsd, 1, toDeath, "cost", "trustee fees and fiduciary returns"),
      ],
      estate: {
        removedUsd: grow(giftUsd - inTrusts, v.portfolioGrowthRate, toDeath - years),
        adjustedTaxableGiftsUsd: giftUsd,
      },
    };
  },
  sensitivity: {
    variable: "saleProceedsUsd",
    mode: "multiply",
    spread: 0.4,
    description: "Proceeds 40% lower / base / 40% higher",
  },
  eligibility: allOf(
    qsbsChecks.cCorporation,
    qsbsChecks.qualifiedBusiness,
    qsbsChecks.grossAssets,
    qsbsChecks.issuedAfter1993,
    check(
      aboveOneCap,
      (ctx) =>
        `The client's shares (${formatUsd(saleProceeds(ctx).value)}) exceed one ${formatUsd(qsbsTerms(ctx).dollarCapUsd)} per-issuer cap, so each trust's own cap excludes more gain.`,
      (ctx) =>
        `Stacking only helps when the gain exceeds one ${formatUsd(qsbsTerms(ctx).dollarCapUsd)} per-issuer cap, and the notes do not show shares worth that much.`,
    ),
    requires.descendants,
  ),
  /**
   * Time-critical with a sale or IPO expected (the gifts must precede a binding deal); otherwise,
   * for a founder whose stake already exceeds one per-issuer cap, client-specific: gifts made while
   * the shares are worth less use less exclusion and still carry §1202 status (§1202(h)(2)).
   */
  answers: (ctx) => {
    if (!qsbsChecks.cCorporation.test(ctx)) return null;
    if (saleExpected(ctx))
      return {
        // The gifts must be complete before the sale is agreed (a gift after a binding deal is the
        // donor's gain under the assignment-of-income doctrine): a deadline, as for §1202 itself.
        urgency: "time-critical",
        reason:
          "A sale of the client's C-corporation shares is expected; gifts to non-grantor trusts before a letter of intent add one §1202 cap per trust.",
      };
    if (!aboveOneCap(ctx)) return null;
    return {
      urgency: "client-specific",
      reason: `The client's C-corporation shares (${formatUsd(saleProceeds(ctx).value)}) already exceed one ${formatUsd(qsbsTerms(ctx).dollarCapUsd)} §1202 per-issuer cap: gifts to non-grantor trusts now, before the value rises further, give each trust its own cap.`,
    };
  },
  timeline: "2–3 months, completed well before a letter of intent",
  keyBenefits: [
    "Each non-grantor trust excludes up to its own per-issuer cap",
    "Moves future growth of the shares out of the estate",
    "Donee trusts keep the founder's holding period",
  ],
  memoBucket: "legacyBucket",
  goalKeywords: ["qsbs", "stack", "non-grantor", "ipo", "exit", "sell", "taxable estate"],
  explanation: {
    overview:
      "A founder whose gain will exceed the per-issuer cap can give shares to irrevocable non-grantor trusts for children or other beneficiaries. Each trust is a separate taxpayer with its own cap, so on the sale each can exclude gain, while the gift also moves the shares' growth out of the founder's estate.",
    keyComponents: [
      "Separate non-grantor trusts with different primary beneficiaries",
      "Gift of QSBS (not a sale) so §1202(h)(2) carries over status and holding period",
      "Independent trustee; no grantor-trust powers",
      "Qualified appraisal of the gifted shares",
    ],
    steps: [
      step(
        "Confirm QSBS and headroom",
        "Confirm the shares qualify and that the expected gain exceeds the founder's own cap.",
        "Weeks 1–3",
        ["QSBS diligence file", "Exit valuation range"],
      ),
      step(
        "Design distinct trusts",
        "Draft one trust per beneficiary line with different terms, trustees and beneficiaries to withstand §643(f) aggregation.",
        "Weeks 2–6",
        ["Trust agreements", "EIN for each trust"],
      ),
      step(
        "Gift and appraise",
        "Transfer shares by gift, obtain a qualified appraisal and file Form 709 allocating exclusion and GST exemption.",
        "Weeks 6–10; Form 709 by 15 April",
        ["Stock powers", "Qualified appraisal", "Form 709"],
      ),
      step(
        "Sell and report",
        "Each trust reports its own exclusion on its Form 1041 in the year of sale.",
        "Year of sale",
        ["Form 1041 for each trust", "Company QSBS statement"],
      ),
    ],
    prerequisites: [
      "Qualified small business stock",
      "Expected gain above one per-issuer cap",
      "Exclusion or appetite for gift tax",
    ],
    professionals: [
      "Estate planning attorney",
      "Tax attorney for QSBS",
      "Qualified appraiser",
      "Independent trustee",
      "CPA",
    ],
    secondaryBenefits: [
      "Growth of the gifted shares leaves the taxable estate",
      "Creditor protection for beneficiaries",
    ],
    taxAdvantages: [
      "Multiplies the §1202 exclusion",
      "Gift value often discounted before a deal is signed",
      "Trust assets can be GST exempt",
    ],
    risks: [
      risk(
        "Aggregation under §643(f)",
        "Trusts with the same grantor and substantially the same beneficiaries and a tax-avoidance purpose can be treated as one.",
        "Give each trust a different primary beneficiary and real non-tax differences in terms.",
      ),
      risk(
        "Grantor-trust status",
        "A grantor trust is not a separate taxpayer, so it would share the founder's cap.",
        "Avoid §§673–677 powers; use an independent trustee and no spousal benefit.",
      ),
      risk(
        "Gift too close to the sale",
        "After a signed deal the gift is valued at the deal price and anticipatory-assignment arguments grow.",
        "Complete gifts before a letter of intent.",
      ),
    ],
    marketRisks: ["If the exit value falls below one cap the extra trusts add nothing"],
    regulatoryConsiderations: [
      "The IRS has not ruled on stacking; it relies on the statute's per-taxpayer cap",
      "Married couples filing jointly share one cap (§1202(b)(3)), so a gift to a spouse does not add a cap",
    ],
    liquidityConsiderations:
      "Sale proceeds belong to the trusts, not the founder; keep enough shares outside for personal needs.",
    alternatives: [
      {
        strategy: "qsbs-1202-1045-rollover",
        whyNotChosen: "Uses only the founder's own cap; chosen alone when the gain is below it.",
      },
      {
        strategy: "intentionally-defective-grantor-trust-sale",
        whyNotChosen: "Freezes the estate but a grantor trust shares the founder's cap.",
      },
    ],
    uniqueAdvantages: ["Combines estate-tax removal with income-tax exclusion of the same gain"],
    successMetrics: [
      metric("Gain excluded across all trusts", "Each trust uses its full cap", "At sale"),
      metric("Trust returns filed", "All on time, each reporting its exclusion", "Annually"),
    ],
    qualitativeIndicators: ["Trustees act independently", "Beneficiaries understand the trusts' purpose"],
    warningSignals: ["Identical trust terms across trusts", "Founder directing trust decisions"],
    reviewSchedule: "Before every financing round and again when a sale process starts; annual trust review.",
    exitStrategy:
      "After the sale each trust holds diversified proceeds under its own terms; the trusts continue for their beneficiaries.",
  },
});
