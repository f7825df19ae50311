import type { TClientFacts } from "@fsa/shared";
import { formatUsd } from "@fsa/shared";
import { allOf, anyOf, type Condition, when } from "../../eligibility.ts";
import { appreciation, clamp } from "../../formulas/finance.ts";
import { marginalOrdinaryRate } from "../../formulas/tax.ts";
import type { TaxParameters } from "../../tax/types.ts";
import type { StrategyDefinition } from "../../types.ts";
import {
  alt,
  businessValueOf,
  capitalGainsRateOf,
  entityIn,
  fixed,
  goalsMention,
  is,
  metric,
  netWorthOf,
  ordinaryRateOf,
  risk,
  step,
  v,
  yearsUntil,
} from "./shared.ts";

/** Equity and executive-compensation strategies: QSBS, restricted stock, options, incentive and deferred pay. */

/**
 * QSBS terms for the client's shares. Year granularity: shares issued in 2026 or later are under
 * the Pub. L. 119-21 §70431 rules; 2025 issues are treated as acquired before 5 July 2025 (the
 * lower cap and the all-or-nothing 5-year rule), which understates rather than overstates.
 */
function qsbsTerms(f: TClientFacts, tax: TaxParameters) {
  const issued = f.businessStockIssuedYear;
  const postJuly2025 = issued !== null && issued >= 2026;
  const cap = postJuly2025 ? tax.qsbsExclusionCapPostJuly2025 : tax.qsbsExclusionCapPreJuly2025;
  const grossAssetsLimit = postJuly2025 ? tax.qsbsGrossAssetsLimitPostJuly2025 : tax.qsbsGrossAssetsLimitPreJuly2025;
  return { issued, postJuly2025, cap, grossAssetsLimit };
}

/**
 * §1202(a) exclusion for shares held `heldYears` at sale: 100% from the full holding period;
 * for stock acquired after 4 July 2025, 50% from 3 years and 75% from 4 years (Pub. L. 119-21
 * §70431); otherwise nothing.
 */
export function qsbsExclusionPercent(postJuly2025: boolean, heldYears: number, tax: TaxParameters): number {
  if (heldYears >= tax.qsbsFullExclusionHoldingYears) return 1;
  if (!postJuly2025) return 0;
  if (heldYears >= 4) return tax.qsbsExclusionRateAfter4Years;
  if (heldYears >= 3) return tax.qsbsExclusionRateAfter3Years;
  return 0;
}

const grossAssetsTest: Condition = {
  test: (f, t) =>
    f.businessGrossAssetsAtIssuanceUsd === null ||
    f.businessGrossAssetsAtIssuanceUsd <= qsbsTerms(f, t).grossAssetsLimit,
  fits: (f, t) =>
    f.businessGrossAssetsAtIssuanceUsd !== null
      ? `The company's gross assets at issuance (${formatUsd(f.businessGrossAssetsAtIssuanceUsd)}) were within the ${formatUsd(qsbsTerms(f, t).grossAssetsLimit)} limit of §1202(d)(1).`
      : "The notes do not give the company's gross assets at issuance; the §1202(d)(1) test must be confirmed from its balance sheets.",
  fails: (f, t) =>
    `The company's gross assets at issuance (${formatUsd(f.businessGrossAssetsAtIssuanceUsd ?? 0)}) exceeded the ${formatUsd(qsbsTerms(f, t).grossAssetsLimit)} limit of §1202(d)(1), so the shares are not qualified small business stock.`,
};

export const qsbs12021045Rollover: StrategyDefinition = {
  id: "qsbs-1202-1045-rollover",
  name: "Qualified Small Business Stock Exclusion and Rollover (§1202 / §1045)",
  category: "Business & Equity",
  description:
    "Gain on original-issue stock of a domestic C corporation whose gross assets were within the §1202(d) limit at issuance is excluded from federal tax, up to the greater of the per-issuer cap or 10× basis, once the holding period is met. Stock acquired after 4 July 2025 earns 50% after 3 years, 75% after 4 and 100% after 5 (Pub. L. 119-21 §70431); an earlier sale can be rolled into new QSBS within 60 days under §1045.",
  benefitCalculation: {
    type: "percentage",
    formula:
      "min(expectedGainUsd, exclusionCapUsd) × [exclusionPercent × capitalGainsRate − (1 − exclusionPercent) × max(0, 0.28 + 0.038 − capitalGainsRate)], against the tax otherwise due of expectedGainUsd × capitalGainsRate; only stock of a C corporation, whose own income bears the 0.21 corporate rate, qualifies",
    variables: ["expectedGainUsd", "exclusionCapUsd", "exclusionPercent", "capitalGainsRate"],
  },
  costCalculation: { type: "one_time", formula: "qualificationReviewUsd", variables: ["qualificationReviewUsd"] },
  lifeInsuranceComponent: "N/A",
  annuityComponent: "N/A",
  applicableNetWorth: 1_000_000,
  regulatoryDisclosures: [
    "qsbs_qualification_not_guaranteed",
    "holding_period_requirement",
    "gross_assets_test",
    "state_conformity_varies",
  ],
  sources: [
    "IRC §1202(a), (b), (c), (d), (e), (h), (i)",
    "Pub. L. 119-21 §70431 (tiered 50/75/100% exclusion, $15M cap and $75M gross assets for stock acquired after 4 July 2025)",
    "IRC §1045 (60-day rollover of QSBS held more than 6 months)",
    "IRC §1(h)(4), (h)(7) (non-excluded section 1202 gain taxed at up to 28%)",
    "IRC §11(b) (21% corporate rate)",
  ],
  variables: [
    v("expectedGainUsd", "USD", "Expected gain on the client's shares at sale."),
    v("exclusionCapUsd", "USD", "Per-issuer cap: the greater of the dollar cap or 10× adjusted basis."),
    v("exclusionPercent", "ratio", "Share of the gain §1202(a) excludes for the holding period at sale."),
    v("capitalGainsRate", "rate", "Federal rate the gain would otherwise bear (long-term capital gains + NIIT)."),
    v("qualificationReviewUsd", "USD", "Legal and accounting review of QSBS status and the sale structure."),
  ],
  defaults(f, tax) {
    const { issued, postJuly2025, cap } = qsbsTerms(f, tax);
    const gain = businessValueOf(f, 0.5);
    let percent: number;
    let percentWhy: string;
    if (issued === null) {
      percent = 1;
      percentWhy = "issue date not stated; assumes the shares will have been held at least 5 years at sale (100%)";
    } else {
      const held = Math.max(0, tax.year - issued);
      const heldAtSale = f.expectsLiquidityEvent ? held + 1 : Math.max(held + 1, tax.qsbsFullExclusionHoldingYears);
      percent = qsbsExclusionPercent(postJuly2025, heldAtSale, tax);
      percentWhy = `${Math.round(percent * 100)}% for about ${heldAtSale} years held at sale (issued ${issued}${f.expectsLiquidityEvent ? ", sale expected within a year" : ", held to the full exclusion"})${percent === 0 ? "; a §1045 rollover would defer, not exclude, the gain" : ""}`;
    }
    return {
      expectedGainUsd: { value: gain.value, assumption: `${gain.assumption}; basis assumed near zero` },
      exclusionCapUsd: fixed(
        cap,
        `${formatUsd(cap)} per-issuer cap for stock ${postJuly2025 ? "acquired after 4 July 2025" : "acquired before 5 July 2025"} (10× basis assumed smaller)`,
      ),
      exclusionPercent: fixed(percent, percentWhy),
      capitalGainsRate: capitalGainsRateOf(f, tax),
      qualificationReviewUsd: fixed(15_000, "QSBS qualification review and opinion, about $15,000"),
    };
  },
  benefit: (x, tax) => {
    const eligible = Math.min(x.expectedGainUsd ?? 0, x.exclusionCapUsd ?? 0);
    const percent = clamp(x.exclusionPercent ?? 0, 0, 1);
    const rate = x.capitalGainsRate ?? 0;
    const extraOnTaxedPart = Math.max(0, tax.section1202GainRate + tax.netInvestmentIncomeTaxRate - rate);
    return { taxSavings: Math.max(0, eligible * (percent * rate - (1 - percent) * extraOnTaxedPart)) };
  },
  cost: (x) => ({ setup: x.qualificationReviewUsd ?? 0, annual: 0, years: 1 }),
  sensitivity: {
    variable: "expectedGainUsd",
    mode: "multiply",
    spread: 0.5,
    description: "Gain 50% lower / base / 50% higher (the cap limits the upside)",
  },
  eligibility: allOf(
    is.cCorp,
    {
      test: (f) => f.ownsBusiness,
      fits: "The client owns the company, so the shares were most likely acquired at original issue for money, property or services, as §1202(c)(1)(B) requires.",
      fails:
        "The notes do not show shares acquired from the company at original issue; stock bought from another shareholder never qualifies (§1202(c)(1)(B)).",
    },
    grossAssetsTest,
    is.notExcludedProfession,
    {
      test: (f) => f.businessStockIssuedYear === null || f.businessStockIssuedYear >= 1993,
      fits: (f, t) => {
        const issued = f.businessStockIssuedYear;
        if (issued === null)
          return "The issue date is not stated; the holding period must be confirmed from the stock ledger.";
        const held = Math.max(0, t.year - issued);
        return held >= t.qsbsFullExclusionHoldingYears
          ? `The shares were issued in ${issued}, so the ${t.qsbsFullExclusionHoldingYears}-year holding period for the full exclusion has run.`
          : `The shares were issued in ${issued}; about ${t.qsbsFullExclusionHoldingYears - held} more years are needed for the full exclusion, and a §1045 rollover protects an earlier sale.`;
      },
      fails: "Stock issued before 11 August 1993 cannot be qualified small business stock (§1202(c)(1)).",
    },
  ),
  timeline: "Review 1–2 months before any sale; the exclusion applies on the sale",
  keyBenefits: [
    "Up to 100% of the gain excluded from federal income tax and NIIT",
    "Per-issuer cap of $10M (pre-July 2025 stock) or $15M, or 10× basis if greater",
    "§1045 rollover preserves the benefit on a sale before the holding period ends",
  ],
  memoBucket: "worryFreeLifestyle",
  goalKeywords: ["sale", "sell", "exit", "ipo", "liquidity", "startup", "founder", "gain"],
  explanation: {
    overview:
      "Founders and early investors in qualifying C corporations can exclude most or all of their gain on a sale. Confirming that the shares qualify—original issue, the gross-assets test, an active qualified business and the holding period—before a liquidity event is one of the highest-value reviews an adviser can order.",
    keyComponents: [
      "Original issuance from a domestic C corporation (§1202(c))",
      "Gross assets within $50M (pre-July 2025) or $75M at and before issuance (§1202(d))",
      "At least 80% of assets used in an active qualified business, outside the §1202(e)(3) fields",
      "Holding period: more than 5 years, or 3/4/5 years for 50/75/100% on stock acquired after 4 July 2025",
      "Per-issuer cap: greater of the dollar cap or 10× adjusted basis",
    ],
    steps: [
      step(
        "Confirm qualification",
        "Obtain the company's QSBS representations, stock ledger, balance sheets at each issuance and a history of redemptions.",
        "Weeks 1–4",
        ["Cap table and stock ledger", "Balance sheets at issuance", "Redemption history (§1202(c)(3))"],
      ),
      step(
        "Model the exit",
        "Compute the excluded gain per holder and per year of issue, the 28% tax on any non-excluded part and state tax.",
        "Weeks 3–6",
        ["Deal terms", "Basis records"],
      ),
      step(
        "Multiply or preserve",
        "Consider gifts of shares to non-grantor trusts for more caps, or plan a §1045 rollover if the sale comes early.",
        "Before signing a letter of intent",
        ["Trust agreements if stacking", "Replacement QSBS identified for a rollover"],
      ),
      step(
        "Report the sale",
        "Report the exclusion on Form 8949 and Schedule D, or elect §1045 within 60 days by reinvesting in QSBS.",
        "Tax return for the year of sale",
        ["Form 8949", "QSBS statement from the company"],
      ),
    ],
    prerequisites: [
      "Shares received from the company for money, property or services",
      "A C corporation from issuance through the holding period",
    ],
    professionals: ["Tax attorney", "CPA", "Company counsel", "M&A adviser"],
    secondaryBenefits: [
      "Frees capital for diversification after the exit",
      "Excluded gain is not net investment income",
    ],
    taxAdvantages: [
      "Excluded gain is outside both income tax and the 3.8% NIIT",
      "Cap is per issuer and per taxpayer, so gifts to trusts can multiply it",
      "§1045 defers gain when proceeds are reinvested in new QSBS within 60 days",
    ],
    risks: [
      risk(
        "Failing a qualification test",
        "A significant redemption, excess cash or investment assets, or a business in an excluded field can disqualify the stock.",
        "Diligence before relying on it; ask the company to covenant to maintain QSBS status.",
      ),
      risk(
        "State tax",
        "Some states, such as California, do not follow §1202 and tax the whole gain.",
        "Model state tax separately; consider residency and trust situs well before the sale.",
      ),
      risk(
        "Deal structure",
        "An asset sale or a merger paid in the buyer's stock changes what qualifies.",
        "Negotiate a stock sale or a reorganisation that carries QSBS status into the new shares (§1202(h)(4)).",
      ),
    ],
    marketRisks: ["The exclusion is worth nothing if the company fails; valuation at exit drives the benefit"],
    regulatoryConsiderations: [
      "Pub. L. 119-21 §70431 changed caps, asset limits and holding periods for stock acquired after 4 July 2025",
      "Non-excluded section 1202 gain is taxed at up to 28% plus NIIT",
    ],
    liquidityConsiderations:
      "The benefit arrives only when the shares are sold; until then the position stays concentrated.",
    alternatives: [
      alt(
        "qsbs-stacking-non-grantor-trusts",
        "Adds caps for gain above the client's own cap; only worth it when the gain exceeds that cap.",
      ),
      alt(
        "exchange-fund",
        "Diversifies a concentrated position without a sale, but defers rather than excludes the gain.",
      ),
    ],
    uniqueAdvantages: ["A permanent exclusion of gain, not a deferral", "No cost beyond professional fees"],
    successMetrics: [
      metric("Gain excluded at sale", "Up to the per-issuer cap", "At the liquidity event"),
      metric("Qualification file complete", "All issuances documented", "Before any financing round or sale"),
    ],
    qualitativeIndicators: [
      "Company counsel confirms QSBS status in writing",
      "The client understands the holding-period dates",
    ],
    warningSignals: [
      "A redemption of shares within 2 years of an issuance",
      "Cash or investments above 10% of assets for long periods",
    ],
    reviewSchedule:
      "Before every financing round, redemption, reorganisation or sale, and annually while the shares are held.",
    exitStrategy:
      "Sell after the holding period; if selling earlier, reinvest within 60 days in new QSBS under §1045, whose holding period then includes the old shares'.",
  },
};

export const qsbsStackingNonGrantorTrusts: StrategyDefinition = {
  id: "qsbs-stacking-non-grantor-trusts",
  name: "QSBS Stacking with Non-Grantor Trusts",
  category: "Advanced Tax Planning",
  description:
    "Before a sale, the founder gives QSBS to separate non-grantor trusts for different beneficiaries. A donee by gift keeps the stock's QSBS status and holding period (§1202(h)(2)), and each trust is its own taxpayer with its own per-issuer cap, so gain above the founder's cap can also be excluded.",
  benefitCalculation: {
    type: "percentage",
    formula: "min(max(0, expectedGainUsd − exclusionCapUsd), trustCount × exclusionCapUsd) × capitalGainsRate",
    variables: ["expectedGainUsd", "exclusionCapUsd", "trustCount", "capitalGainsRate"],
  },
  costCalculation: {
    type: "setup_and_annual",
    formula: "trustCount × (setupPerTrustUsd + annualPerTrustUsd × years)",
    variables: ["trustCount", "setupPerTrustUsd", "annualPerTrustUsd", "years"],
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
    "IRC §2501, §2010(c) (gift uses applicable exclusion)",
  ],
  variables: [
    v("expectedGainUsd", "USD", "Expected gain on all the client's shares."),
    v("exclusionCapUsd", "USD", "Per-issuer cap available to each taxpayer."),
    v("trustCount", "count", "Non-grantor trusts with different primary beneficiaries."),
    v("capitalGainsRate", "rate", "Federal rate the excess gain would otherwise bear."),
    v("setupPerTrustUsd", "USD", "Drafting, appraisal and gift tax return per trust."),
    v("annualPerTrustUsd", "USD", "Trustee fees and fiduciary return per trust per year."),
    v("years", "years", "Years the trusts are administered before the sale."),
  ],
  defaults(f, tax) {
    const { cap } = qsbsTerms(f, tax);
    const gain = businessValueOf(f, 0.5);
    const children = f.childrenCount ?? 0;
    const trusts = clamp(children > 0 ? children : 1, 1, 4);
    return {
      expectedGainUsd: { value: gain.value, assumption: `${gain.assumption}; basis assumed near zero` },
      exclusionCapUsd: fixed(cap, `${formatUsd(cap)} per-issuer cap for each trust`),
      trustCount: fixed(
        trusts,
        children > 0
          ? `one trust per child (${trusts}), each with a different primary beneficiary`
          : "one trust (no children stated)",
      ),
      capitalGainsRate: capitalGainsRateOf(f, tax),
      setupPerTrustUsd: fixed(20_000, "drafting, share appraisal and Form 709, about $20,000 per trust"),
      annualPerTrustUsd: fixed(3_500, "trustee and fiduciary return, about $3,500 per trust a year"),
      years: fixed(3, "3 years of administration before the sale"),
    };
  },
  benefit: (x) => {
    const excess = Math.max(0, (x.expectedGainUsd ?? 0) - (x.exclusionCapUsd ?? 0));
    const added = Math.max(0, x.trustCount ?? 0) * (x.exclusionCapUsd ?? 0);
    return { taxSavings: Math.min(excess, added) * (x.capitalGainsRate ?? 0) };
  },
  cost: (x) => {
    const n = Math.max(0, x.trustCount ?? 0);
    return { setup: n * (x.setupPerTrustUsd ?? 0), annual: n * (x.annualPerTrustUsd ?? 0), years: x.years ?? 0 };
  },
  sensitivity: {
    variable: "expectedGainUsd",
    mode: "multiply",
    spread: 0.4,
    description: "Exit value 40% lower / base / 40% higher",
  },
  eligibility: allOf(
    is.cCorp,
    is.notExcludedProfession,
    grossAssetsTest,
    {
      test: (f, t) => (f.businessValueUsd ?? 0) > qsbsTerms(f, t).cap,
      fits: (f, t) =>
        `The stake (${formatUsd(f.businessValueUsd ?? 0)}) exceeds one ${formatUsd(qsbsTerms(f, t).cap)} cap, so extra caps exclude more gain.`,
      fails: (f, t) =>
        `Stacking only helps when the gain exceeds one ${formatUsd(qsbsTerms(f, t).cap)} per-issuer cap, and the notes do not show a stake that large.`,
    },
    when.hasDescendants,
  ),
  timeline: "2–3 months, completed well before a letter of intent",
  keyBenefits: [
    "Each non-grantor trust excludes up to its own per-issuer cap",
    "Moves future growth of the shares out of the estate",
    "Donee trusts keep the founder's holding period",
  ],
  memoBucket: "legacyBucket",
  goalKeywords: ["sale", "exit", "ipo", "children", "trust", "gain", "legacy"],
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
      alt("qsbs-1202-1045-rollover", "Uses only the founder's own cap; chosen alone when the gain is below it."),
      alt(
        "intentionally-defective-grantor-trust-sale",
        "Freezes the estate but a grantor trust shares the founder's cap.",
      ),
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
};

export const cCorpConversionForQsbs: StrategyDefinition = {
  id: "c-corp-conversion-for-qsbs",
  name: "C-Corporation Conversion to Start the QSBS Clock",
  category: "Advanced Business Planning",
  description:
    "A growing LLC, partnership, S corporation or sole proprietorship converts or contributes its business to a new C corporation (§351). The stock received is original-issue QSBS whose basis for §1202 is the business's value at conversion (§1202(i)), so future growth can be excluded after the holding period, at the price of corporate-level tax on profits.",
  benefitCalculation: {
    type: "percentage",
    formula: "min(businessValueUsd × ((1 + growthRate)^years − 1), exclusionCapUsd) × capitalGainsRate",
    variables: ["businessValueUsd", "growthRate", "years", "exclusionCapUsd", "capitalGainsRate"],
  },
  costCalculation: {
    type: "setup_and_annual",
    formula:
      "conversionCostUsd + annualDistributedProfitUsd × max(0, 0.21 + (1 − 0.21) × capitalGainsRate − passThroughRate) × years",
    variables: ["conversionCostUsd", "annualDistributedProfitUsd", "capitalGainsRate", "passThroughRate", "years"],
  },
  lifeInsuranceComponent: "N/A",
  annuityComponent: "N/A",
  applicableNetWorth: 3_000_000,
  regulatoryDisclosures: ["entity_conversion", "double_taxation_of_distributions", "qsbs_qualification_not_guaranteed"],
  sources: [
    "IRC §1202(c), (d)(2), (e), (i) (basis at contribution; only post-conversion gain qualifies)",
    "Pub. L. 119-21 §70431 ($15M cap, $75M gross assets, tiered exclusion for stock issued after 4 July 2025)",
    "IRC §351 (tax-free incorporation)",
    "Rev. Rul. 2004-59 (state-law conversion of a partnership to a corporation)",
    "IRC §11(b) (21% corporate rate), §1(h)(11) (qualified dividends)",
    "IRC §199A (pass-through deduction given up)",
  ],
  variables: [
    v("businessValueUsd", "USD", "Fair market value of the business at conversion (the §1202(i) basis)."),
    v("growthRate", "rate", "Annual growth of the business's value after conversion."),
    v("years", "years", "Years from conversion to exit (at least the holding period)."),
    v("exclusionCapUsd", "USD", "Per-issuer cap for stock issued after 4 July 2025."),
    v("capitalGainsRate", "rate", "Rate on the gain and on qualified dividends (with NIIT)."),
    v("conversionCostUsd", "USD", "Legal, valuation and accounting cost of the conversion."),
    v("annualDistributedProfitUsd", "USD", "Profits paid out each year, taxed twice in a C corporation."),
    v("passThroughRate", "rate", "Rate on the same profit as a pass-through (ordinary rate less the §199A deduction)."),
  ],
  defaults(f, tax) {
    const value = businessValueOf(f, 0.5);
    const ordinary = marginalOrdinaryRate(f, tax);
    const passThrough = ordinary * (1 - tax.qualifiedBusinessIncomeDeductionRate);
    const distributed = Math.round(value.value * 0.05);
    return {
      businessValueUsd: value,
      growthRate: fixed(0.1, "value growth 10% a year (a business planning an exit)"),
      years: fixed(
        tax.qsbsFullExclusionHoldingYears,
        `${tax.qsbsFullExclusionHoldingYears} years, the full-exclusion holding period`,
      ),
      exclusionCapUsd: fixed(tax.qsbsExclusionCapPostJuly2025, "per-issuer cap for newly issued stock"),
      capitalGainsRate: capitalGainsRateOf(f, tax),
      conversionCostUsd: fixed(40_000, "conversion, valuation and new agreements, about $40,000"),
      annualDistributedProfitUsd: fixed(
        distributed,
        `profits distributed each year about 5% of value (${formatUsd(distributed)})`,
      ),
      passThroughRate: fixed(
        passThrough,
        `${Math.round(ordinary * 100)}% ordinary rate less the ${Math.round(tax.qualifiedBusinessIncomeDeductionRate * 100)}% §199A deduction (${(passThrough * 100).toFixed(1)}%)`,
      ),
    };
  },
  benefit: (x) => ({
    taxSavings:
      Math.min(appreciation(x.businessValueUsd ?? 0, x.growthRate ?? 0, x.years ?? 0), x.exclusionCapUsd ?? 0) *
      (x.capitalGainsRate ?? 0),
  }),
  cost: (x, tax) => {
    const doubleTax = tax.corporateTaxRate + (1 - tax.corporateTaxRate) * (x.capitalGainsRate ?? 0);
    const extra = Math.max(0, doubleTax - (x.passThroughRate ?? 0));
    return {
      setup: x.conversionCostUsd ?? 0,
      annual: (x.annualDistributedProfitUsd ?? 0) * extra,
      years: x.years ?? 0,
    };
  },
  sensitivity: { variable: "growthRate", mode: "add", spread: 0.05, description: "Growth 5% / 10% / 15% a year" },
  eligibility: allOf(
    entityIn(
      ["llc", "partnership", "s_corp", "sole_proprietorship"],
      "its current shares or units cannot be QSBS, but stock of a new C corporation can.",
      "The strategy converts a pass-through business into a C corporation; the notes show no such business (or it is already a C corporation).",
    ),
    is.notExcludedProfession,
    {
      test: (f, t) => f.businessValueUsd === null || f.businessValueUsd <= t.qsbsGrossAssetsLimitPostJuly2025,
      fits: (_f, t) =>
        `The business's value appears within the ${formatUsd(t.qsbsGrossAssetsLimitPostJuly2025)} gross-assets limit, measured at fair market value on contribution (§1202(d)(2)(B)).`,
      fails: (_f, t) =>
        `The business is worth more than the ${formatUsd(t.qsbsGrossAssetsLimitPostJuly2025)} gross-assets limit, so stock issued on conversion could not qualify.`,
    },
    {
      test: (f) => f.primaryAge === null || f.primaryAge < 65,
      fits: "There is time to hold the new stock for the full holding period before an exit.",
      fails:
        "At the client's age an exit is likely before the 5-year holding period ends, and the conversion's costs would come without the exclusion.",
    },
  ),
  timeline: "2–4 months to convert; 5 years to the full exclusion",
  keyBenefits: [
    "Future growth can be excluded up to $15M (or 10× basis)",
    "Tiered 50%/75% exclusion after 3 and 4 years for stock issued after 4 July 2025",
    "Retained profits taxed at 21% while reinvested",
  ],
  memoBucket: "worryFreeLifestyle",
  goalKeywords: ["exit", "sale", "grow", "investor", "venture", "business", "gain"],
  explanation: {
    overview:
      "Pass-through businesses cannot issue qualified small business stock. Converting to a C corporation restarts the QSBS clock: value built up to the conversion stays taxable, but growth afterwards can be excluded once the holding period is met. The trade-off is corporate tax on profits and a second tax on dividends.",
    keyComponents: [
      "Tax-free conversion or contribution of the business to a new C corporation under §351 (an S corporation usually drops its business into a new C-corporation subsidiary, whose QSBS it holds for its shareholders under §1202(g))",
      "§1202(i) basis equal to value at conversion, documented by an appraisal",
      "Active qualified business outside the excluded fields",
      "Dividend policy that limits double tax",
    ],
    steps: [
      step(
        "Model the trade-off",
        "Compare projected exclusion with the extra tax on distributed profits and the loss of §199A.",
        "Weeks 1–3",
        ["Five-year projections", "Distribution plan"],
      ),
      step(
        "Appraise",
        "Obtain a valuation at conversion; it sets the §1202(i) basis and the gross-assets test.",
        "Weeks 2–6",
        ["Qualified business valuation"],
      ),
      step(
        "Convert",
        "Convert under state law or contribute the business to a new corporation for stock; update agreements.",
        "Weeks 6–12",
        ["Conversion documents", "New stockholder agreement", "Form 8832 or 2553 revocation as needed"],
      ),
      step(
        "Maintain qualification",
        "Keep records of assets, activities and redemptions each year until the exit.",
        "Annually",
        ["QSBS compliance checklist"],
      ),
    ],
    prerequisites: [
      "A growing pass-through business expecting an exit after 5 years",
      "Owners comfortable with C-corporation governance",
    ],
    professionals: ["Tax attorney", "CPA", "Business appraiser", "Corporate counsel"],
    secondaryBenefits: [
      "Easier to raise venture capital as a C corporation",
      "Stock options and ISOs become available",
    ],
    taxAdvantages: ["Exclusion of post-conversion gain", "21% rate on retained earnings"],
    risks: [
      risk(
        "Double tax on distributions",
        "Dividends bear corporate tax and then capital-gains-rate tax on the owner.",
        "Retain earnings for growth; pay reasonable salaries, which are deductible.",
      ),
      risk(
        "Asset sale at exit",
        "A buyer wanting an asset purchase triggers corporate tax and no QSBS.",
        "Plan for a stock sale; price the buyer's lost step-up.",
      ),
      risk(
        "Excluded business",
        "Professional-service or financial businesses do not qualify.",
        "Confirm the activity is outside §1202(e)(3) before converting.",
      ),
    ],
    marketRisks: ["The benefit depends entirely on growth after conversion"],
    regulatoryConsiderations: [
      "S-corporation stock issued before the conversion never becomes QSBS",
      "State conformity to §1202 varies",
    ],
    liquidityConsiderations: "Profits retained in the corporation are less accessible without a dividend.",
    alternatives: [
      alt(
        "qualified-business-income-deduction",
        "Keeps pass-through status and the 20% deduction but no exclusion on exit.",
      ),
      alt("installment-sale-section-453", "Spreads, but does not exclude, the gain on a pass-through sale."),
    ],
    uniqueAdvantages: ["Turns future growth into potentially tax-free gain"],
    successMetrics: [
      metric("Value growth since conversion", "Above the modelled 10% a year", "Annually"),
      metric("Extra entity tax versus projection", "Within budget", "Annually"),
    ],
    qualitativeIndicators: ["Owners follow corporate formalities", "Exit horizon stays beyond 5 years"],
    warningSignals: ["Large cash balances building up", "Talk of an early exit before 3 years"],
    reviewSchedule: "Annual review of projections and qualification; full review before any sale.",
    exitStrategy: "Sell stock after the holding period; if sold earlier, use §1045 or accept the tiered exclusion.",
  },
};

export const section83bElection: StrategyDefinition = {
  id: "section-83b-election",
  name: "Section 83(b) Election on Restricted Equity",
  category: "Business & Equity",
  description:
    "When stock or LLC units are granted subject to vesting, an election filed with the IRS within 30 days includes the value at grant (often small) in income now, so all later growth is capital gain and the holding period starts at grant instead of at vesting.",
  benefitCalculation: {
    type: "percentage",
    formula: "valueAtGrantUsd × ((1 + growthRate)^vestingYears − 1) × (ordinaryRate − capitalGainsRate)",
    variables: ["valueAtGrantUsd", "growthRate", "vestingYears", "ordinaryRate", "capitalGainsRate"],
  },
  costCalculation: {
    type: "one_time",
    formula: "filingCostUsd + valueAtGrantUsd × ordinaryRate × forfeitureProbability",
    variables: ["filingCostUsd", "valueAtGrantUsd", "ordinaryRate", "forfeitureProbability"],
  },
  lifeInsuranceComponent: "N/A",
  annuityComponent: "N/A",
  applicableNetWorth: 250_000,
  regulatoryDisclosures: ["thirty_day_deadline", "no_refund_on_forfeiture", "valuation_risk"],
  sources: [
    "IRC §83(a), (b)",
    "Treas. Reg. §1.83-2 (manner and time of the election)",
    "Rev. Proc. 2012-29 (sample election)",
    "IRC §1223 (holding period from the transfer when the election is made)",
  ],
  variables: [
    v("valueAtGrantUsd", "USD", "Value of the restricted shares at grant, less anything paid."),
    v("growthRate", "rate", "Annual growth of the shares until vesting."),
    v("vestingYears", "years", "Years until the shares vest."),
    v("ordinaryRate", "rate", "Rate on compensation income (ordinary + employee Medicare)."),
    v("capitalGainsRate", "rate", "Rate on long-term capital gain with NIIT."),
    v("filingCostUsd", "USD", "Preparing and filing the election with a valuation."),
    v("forfeitureProbability", "ratio", "Chance the shares are forfeited before vesting."),
  ],
  defaults(f, tax) {
    const base = f.businessValueUsd !== null ? f.businessValueUsd * 0.05 : netWorthOf(f) * 0.05;
    const grant = Math.round(clamp(base, 10_000, 2_000_000));
    const ordinary = marginalOrdinaryRate(f, tax) + tax.medicareTaxRate + tax.additionalMedicareTaxRate;
    return {
      valueAtGrantUsd: fixed(
        grant,
        `grant worth about 5% of the ${f.businessValueUsd !== null ? "business value" : "net worth"} (${formatUsd(grant)})`,
      ),
      growthRate: fixed(0.2, "growth 20% a year (early-stage equity)"),
      vestingYears: fixed(4, "standard 4-year vesting"),
      ordinaryRate: fixed(ordinary, `marginal ordinary rate plus Medicare (${(ordinary * 100).toFixed(1)}%)`),
      capitalGainsRate: capitalGainsRateOf(f, tax),
      filingCostUsd: fixed(2_500, "valuation and filing, about $2,500"),
      forfeitureProbability: fixed(0.2, "20% chance of leaving before vesting"),
    };
  },
  benefit: (x) => ({
    taxSavings:
      appreciation(x.valueAtGrantUsd ?? 0, x.growthRate ?? 0, x.vestingYears ?? 0) *
      Math.max(0, (x.ordinaryRate ?? 0) - (x.capitalGainsRate ?? 0)),
  }),
  cost: (x) => ({
    setup: (x.filingCostUsd ?? 0) + (x.valueAtGrantUsd ?? 0) * (x.ordinaryRate ?? 0) * (x.forfeitureProbability ?? 0),
    annual: 0,
    years: 1,
  }),
  sensitivity: { variable: "growthRate", mode: "add", spread: 0.1, description: "Growth 10% / 20% / 30% a year" },
  eligibility: allOf(
    {
      test: (f) => f.businessEntityType !== null && f.businessEntityType !== "sole_proprietorship",
      fits: (f) =>
        `The client holds or is receiving equity in a ${f.businessEntityType === "c_corp" || f.businessEntityType === "s_corp" || f.businessEntityType === "professional_corporation" ? "corporation" : "company taxed as a partnership"}.`,
      fails: "An 83(b) election needs restricted stock or units in a corporation or LLC; the notes show none.",
    },
    anyOf(
      "The notes show no unvested grant or growth event that would make an election worthwhile.",
      {
        test: (f) => f.expectsLiquidityEvent,
        fits: "A sale or IPO is expected, so value at vesting should be well above value at grant.",
        fails: "",
      },
      {
        test: (f) => goalsMention(f, ["vest", "restricted", "founder", "startup", "equity grant", "83(b)"]),
        fits: "The client's goals mention restricted or founder equity.",
        fails: "",
      },
    ),
  ),
  timeline: "Must be filed within 30 days of the grant",
  keyBenefits: [
    "All growth after grant taxed as long-term capital gain",
    "Holding period starts at grant (also for QSBS)",
    "No tax event at vesting",
  ],
  memoBucket: "worryFreeLifestyle",
  goalKeywords: ["equity", "startup", "vest", "founder", "restricted", "stock"],
  explanation: {
    overview:
      "Without an election, restricted shares are taxed as wages on their full value when they vest. Electing under §83(b) taxes only the value at grant, so the growth during vesting becomes capital gain and the clock for long-term and QSBS holding periods starts immediately.",
    keyComponents: [
      "Restricted stock or units subject to a substantial risk of forfeiture",
      "Written election to the IRS within 30 days of transfer",
      "Supportable value at grant",
      "Copy to the employer",
    ],
    steps: [
      step(
        "Value the grant",
        "Obtain the fair market value of the shares at grant (a 409A or board valuation).",
        "Days 1–10",
        ["Grant agreement", "Valuation"],
      ),
      step("Prepare the election", "Complete the election naming the property, value and amount paid.", "Days 5–15", [
        "Rev. Proc. 2012-29 sample form",
      ]),
      step(
        "File",
        "Send the election (Form 15620 or a statement meeting Treas. Reg. §1.83-2(e)) to the IRS by certified mail and give the employer a copy.",
        "By day 30",
        ["Certified-mail receipt"],
      ),
      step(
        "Report",
        "Include the value at grant less any price paid in income for the year.",
        "Tax return for the grant year",
        ["W-2 or Form 1040 entry"],
      ),
    ],
    prerequisites: ["Unvested equity granted in connection with services", "Cash to pay tax on the value at grant"],
    professionals: ["CPA", "Employment or corporate attorney", "Valuation firm for the company"],
    secondaryBenefits: ["Simplifies tax at vesting", "Starts the QSBS holding period for founder stock"],
    taxAdvantages: [
      "Growth taxed at capital-gains rates instead of up to 37% plus Medicare",
      "No payroll tax on growth",
    ],
    risks: [
      risk(
        "Forfeiture",
        "Tax paid on shares later forfeited is not refunded; only the amount paid is a capital loss.",
        "Elect when the value at grant, and so the tax, is small.",
      ),
      risk(
        "Missed deadline",
        "The 30-day deadline cannot be extended.",
        "Calendar the date at signing; file the same week.",
      ),
      risk(
        "Value falls",
        "Tax paid on a value that later falls is not recovered.",
        "Elect at a low early-stage valuation.",
      ),
    ],
    marketRisks: ["The benefit depends on the equity growing during vesting"],
    regulatoryConsiderations: ["Treas. Reg. §1.83-2 governs the content and filing of the election"],
    liquidityConsiderations: "Tax on the value at grant is due with the year's return, before the shares can be sold.",
    alternatives: [
      alt(
        "incentive-stock-option-planning",
        "Options defer all tax until exercise; suited when equity comes as options.",
      ),
      alt("management-incentive-equity", "Profits interests avoid tax at grant altogether in an LLC."),
    ],
    uniqueAdvantages: ["Converts future wage income into capital gain at almost no cost"],
    successMetrics: [
      metric("Election filed", "Within 30 days", "At grant"),
      metric("Growth taxed as capital gain", "All appreciation after grant", "At sale"),
    ],
    qualitativeIndicators: ["The client keeps the filing proof with the grant papers"],
    warningSignals: ["Grant papers received without a filing date noted", "High valuation at grant"],
    reviewSchedule: "At every new grant of restricted equity.",
    exitStrategy: "Nothing to unwind; the shares are sold under normal capital-gains rules.",
  },
};

export const incentiveStockOptionPlanning: StrategyDefinition = {
  id: "incentive-stock-option-planning",
  name: "Incentive Stock Option Exercise and AMT Planning",
  category: "Business & Equity",
  description:
    "Exercising incentive stock options early enough to meet the §422 holding periods (2 years from grant, 1 year from exercise) turns the spread into long-term capital gain instead of wages, with exercises sized each year to the AMT the client can absorb and later recover as a credit.",
  benefitCalculation: {
    type: "percentage",
    formula: "bargainElementUsd × (ordinaryRate − capitalGainsRate)",
    variables: ["bargainElementUsd", "ordinaryRate", "capitalGainsRate"],
  },
  costCalculation: {
    type: "one_time",
    formula: "planningFeeUsd + bargainElementUsd × amtRate × carryCostRate × amtRecoveryYears",
    variables: ["planningFeeUsd", "bargainElementUsd", "amtRate", "carryCostRate", "amtRecoveryYears"],
  },
  lifeInsuranceComponent: "N/A",
  annuityComponent: "N/A",
  applicableNetWorth: 500_000,
  regulatoryDisclosures: ["alternative_minimum_tax", "concentration_risk", "holding_period_requirement"],
  sources: [
    "IRC §421, §422 (holding periods; $100,000 first-exercisable limit)",
    "IRC §56(b)(3) (ISO spread is an AMT adjustment)",
    "IRC §53 (minimum tax credit)",
    "IRC §55(b), (d) as amended by Pub. L. 119-21 (exemption phase-out from 2026)",
    "IRC §3121(a)(22) (no FICA on ISO exercise or disposition)",
  ],
  variables: [
    v("bargainElementUsd", "USD", "Spread between value and exercise price on the options exercised."),
    v("ordinaryRate", "rate", "Rate on a disqualifying disposition (ordinary income)."),
    v("capitalGainsRate", "rate", "Rate on a qualifying disposition (long-term gain with NIIT)."),
    v("planningFeeUsd", "USD", "AMT projections and exercise plan."),
    v("amtRate", "rate", "AMT rate on the spread."),
    v("carryCostRate", "rate", "Yearly return forgone on AMT paid before it is recovered."),
    v("amtRecoveryYears", "years", "Years to recover the AMT through the credit."),
  ],
  defaults(f, tax) {
    const spread = Math.round(clamp(netWorthOf(f) * 0.1, 50_000, 5_000_000));
    return {
      bargainElementUsd: fixed(spread, `ISO spread about 10% of net worth (${formatUsd(spread)})`),
      ordinaryRate: ordinaryRateOf(f, tax),
      capitalGainsRate: capitalGainsRateOf(f, tax),
      planningFeeUsd: fixed(5_000, "multi-year AMT projection and exercise plan, about $5,000"),
      amtRate: fixed(
        tax.alternativeMinimumTaxTopRate,
        `top AMT rate ${Math.round(tax.alternativeMinimumTaxTopRate * 100)}%`,
      ),
      carryCostRate: fixed(0.05, "5% a year return forgone on AMT prepaid"),
      amtRecoveryYears: fixed(3, "AMT recovered through the credit over about 3 years"),
    };
  },
  benefit: (x) => ({
    taxSavings: (x.bargainElementUsd ?? 0) * Math.max(0, (x.ordinaryRate ?? 0) - (x.capitalGainsRate ?? 0)),
  }),
  cost: (x) => ({
    setup:
      (x.planningFeeUsd ?? 0) +
      (x.bargainElementUsd ?? 0) * (x.amtRate ?? 0) * (x.carryCostRate ?? 0) * (x.amtRecoveryYears ?? 0),
    annual: 0,
    years: 1,
  }),
  sensitivity: {
    variable: "bargainElementUsd",
    mode: "multiply",
    spread: 0.5,
    description: "Spread 50% lower / base / 50% higher",
  },
  eligibility: allOf(
    anyOf(
      "The notes mention no incentive stock options or employer equity that would be exercised.",
      {
        test: (f) => goalsMention(f, ["option", "iso", "equity comp", "exercise"]),
        fits: "The client's goals mention stock options.",
        fails: "",
      },
      {
        test: (f) => f.expectsLiquidityEvent && (f.hasConcentratedStock || f.businessEntityType === "c_corp"),
        fits: "The client holds corporate equity with a liquidity event ahead, the usual setting for ISOs.",
        fails: "",
      },
    ),
    {
      test: (f) => (f.annualIncomeUsd ?? 0) > 0,
      fits: "Income is stated, so each year's AMT headroom can be projected.",
      fails: "The notes give no income, which is needed to size exercises against the AMT.",
    },
  ),
  timeline: "Plan before year end; holding periods run 1–2 years",
  keyBenefits: [
    "Spread taxed as long-term capital gain instead of ordinary income",
    "No payroll tax on the spread",
    "AMT paid is largely recovered through the minimum tax credit",
  ],
  memoBucket: "worryFreeLifestyle",
  goalKeywords: ["option", "iso", "equity", "ipo", "exercise", "startup"],
  explanation: {
    overview:
      "ISOs are taxed only when the shares are sold. If the shares are held 2 years from grant and 1 year from exercise, the whole gain is long-term capital gain; otherwise the spread is ordinary income. The catch is the AMT on the spread in the exercise year, so exercises are staged each year up to the AMT the client can absorb.",
    keyComponents: [
      "Annual AMT crossover projection",
      "Early exercises while the spread is small",
      "Tracking of grant and exercise dates per lot",
      "Minimum tax credit recovery in later years",
    ],
    steps: [
      step(
        "Inventory grants",
        "List every grant, strike, vesting and expiry date and the $100,000 ISO limit.",
        "Weeks 1–2",
        ["Option statements", "Plan documents"],
      ),
      step(
        "Project AMT",
        "Model regular tax and AMT to find the spread that can be exercised without AMT, and the cost beyond it.",
        "Weeks 2–4",
        ["Prior returns", "Income projection"],
      ),
      step(
        "Exercise",
        "Exercise the planned tranche, ideally early in the year to start the 1-year clock.",
        "Each year",
        ["Cash for the strike and any AMT"],
      ),
      step(
        "Hold and sell",
        "Hold past both holding periods and sell in planned lots; claim the AMT credit.",
        "12–24 months after exercise",
        ["Form 6251", "Form 8801"],
      ),
    ],
    prerequisites: ["Vested or early-exercisable ISOs", "Cash for the exercise price and AMT"],
    professionals: ["CPA with equity-compensation experience", "Financial adviser", "Company stock plan administrator"],
    secondaryBenefits: ["Staged exercises reduce concentration over time", "Early exercise may start a QSBS clock"],
    taxAdvantages: ["No regular tax at exercise", "No FICA on the spread", "AMT credit carries forward indefinitely"],
    risks: [
      risk(
        "Share price falls after exercise",
        "AMT is due on the spread even if the shares later fall.",
        "Exercise in tranches; consider a same-year disqualifying sale if the price falls sharply.",
      ),
      risk(
        "AMT thresholds tightened",
        "From 2026 the AMT exemption phases out from a lower income and faster.",
        "Re-run the projection each year with the year's parameters.",
      ),
      risk(
        "Liquidity",
        "Private-company shares may not be saleable to pay the tax.",
        "Size exercises to cash on hand; consider tender offers.",
      ),
    ],
    marketRisks: ["Single-company concentration while holding for the long-term period"],
    regulatoryConsiderations: [
      "Disqualifying dispositions are reported as wages on Form W-2",
      "Company Form 3921 reports each exercise",
    ],
    liquidityConsiderations: "Exercise cost and AMT are paid in cash before any shares can be sold.",
    alternatives: [
      alt("section-83b-election", "For early-exercised or restricted shares, starts the clock at grant."),
      alt("rule-10b5-1-trading-plan", "Systematic sales once the shares are public and the holding periods have run."),
    ],
    uniqueAdvantages: ["The only employee option whose spread can become capital gain"],
    successMetrics: [
      metric("Spread converted to long-term gain", "100% of exercised lots", "At each sale"),
      metric("AMT credit recovered", "Fully within 3–5 years", "Annually"),
    ],
    qualitativeIndicators: ["The client knows each lot's qualifying date"],
    warningSignals: ["Options nearing expiry unexercised", "Exercises without an AMT projection"],
    reviewSchedule: "Each autumn before year end, and at every new grant, vesting or liquidity event.",
    exitStrategy: "Sell qualifying lots over time; unexercised options can simply be left to expire if under water.",
  },
};

export const managementIncentiveEquity: StrategyDefinition = {
  id: "management-incentive-equity",
  name: "Management Incentive Equity (Profits Interests)",
  category: "Executive Benefits",
  description:
    "Key managers (and owner-operators) receive profits interests in an LLC or partnership, or restricted stock with an 83(b) election in a corporation, instead of cash bonuses. A profits interest has no value at grant and is not taxed (Rev. Proc. 93-27 and 2001-43), so growth is later taxed as capital gain rather than wages.",
  benefitCalculation: {
    type: "percentage",
    formula: "businessValueUsd × poolShare × ((1 + growthRate)^years − 1) × (ordinaryRate − capitalGainsRate)",
    variables: ["businessValueUsd", "poolShare", "growthRate", "years", "ordinaryRate", "capitalGainsRate"],
  },
  costCalculation: {
    type: "setup_and_annual",
    formula: "setupCostUsd + annualAdministrationUsd × years",
    variables: ["setupCostUsd", "annualAdministrationUsd", "years"],
  },
  lifeInsuranceComponent: "N/A",
  annuityComponent: "N/A",
  applicableNetWorth: 500_000,
  regulatoryDisclosures: ["dilution_of_ownership", "valuation_required", "partnership_tax_reporting"],
  sources: [
    "Rev. Proc. 93-27 (receipt of a profits interest not taxable)",
    "Rev. Proc. 2001-43 (unvested profits interests)",
    "IRC §83(b); Treas. Reg. §1.83-2",
    "IRC §704(b) (capital account and liquidation-value hurdle)",
    "IRC §1061 (3-year rule applies only to investment-fund carried interests)",
  ],
  variables: [
    v("businessValueUsd", "USD", "Business value at grant (the hurdle the profits interest sits above)."),
    v("poolShare", "ratio", "Share of future growth granted to the management pool."),
    v("growthRate", "rate", "Annual growth of the business's value."),
    v("years", "years", "Years from grant to exit."),
    v("ordinaryRate", "rate", "Rate on an equivalent cash bonus (ordinary + Medicare)."),
    v("capitalGainsRate", "rate", "Rate on the profits interest's gain at exit."),
    v("setupCostUsd", "USD", "Operating agreement amendment, grant documents and valuation."),
    v("annualAdministrationUsd", "USD", "Extra K-1s, capital accounts and valuations each year."),
  ],
  defaults(f, tax) {
    const ordinary = marginalOrdinaryRate(f, tax) + tax.medicareTaxRate + tax.additionalMedicareTaxRate;
    return {
      businessValueUsd: businessValueOf(f, 0.4),
      poolShare: fixed(0.1, "10% of future growth granted to the management pool"),
      growthRate: fixed(0.08, "value growth 8% a year"),
      years: fixed(7, "7 years to an exit or recapitalisation"),
      ordinaryRate: fixed(
        ordinary,
        `ordinary rate plus employee Medicare on a bonus (${(ordinary * 100).toFixed(1)}%)`,
      ),
      capitalGainsRate: capitalGainsRateOf(f, tax),
      setupCostUsd: fixed(25_000, "plan design, agreement amendment and valuation, about $25,000"),
      annualAdministrationUsd: fixed(5_000, "extra partnership reporting and valuation, about $5,000 a year"),
    };
  },
  benefit: (x) => ({
    taxSavings:
      (x.businessValueUsd ?? 0) *
      (x.poolShare ?? 0) *
      ((1 + (x.growthRate ?? 0)) ** (x.years ?? 0) - 1) *
      Math.max(0, (x.ordinaryRate ?? 0) - (x.capitalGainsRate ?? 0)),
  }),
  cost: (x) => ({ setup: x.setupCostUsd ?? 0, annual: x.annualAdministrationUsd ?? 0, years: x.years ?? 0 }),
  sensitivity: { variable: "growthRate", mode: "add", spread: 0.04, description: "Growth 4% / 8% / 12% a year" },
  eligibility: allOf(
    entityIn(
      ["llc", "partnership", "c_corp", "s_corp"],
      "it can grant profits interests (LLC or partnership) or restricted stock with an 83(b) election (corporation).",
      "Incentive equity needs an LLC, partnership or corporation that can issue units or shares; the notes show none.",
    ),
    {
      test: (f) => f.businessValueUsd === null || f.businessValueUsd >= 1_000_000,
      fits: "The business is large enough for equity-based incentives to matter to managers.",
      fails: "The business is worth under $1,000,000, too little for an equity pool to justify its costs.",
    },
  ),
  timeline: "2–3 months",
  keyBenefits: [
    "No tax to managers at grant",
    "Growth taxed as long-term capital gain, not wages",
    "Aligns key people with the owner's exit",
  ],
  memoBucket: "worryFreeLifestyle",
  goalKeywords: ["retain", "key employee", "manager", "incentive", "equity", "growth", "succession"],
  explanation: {
    overview:
      "Instead of paying managers cash bonuses taxed as wages, the business grants them a share of future growth. In an LLC this is a profits interest: worth nothing at grant because a liquidation that day would pay the holder nothing, so it is not taxed, and the eventual gain is capital gain.",
    keyComponents: [
      "Profits interest with a hurdle equal to today's value",
      "Vesting tied to service or performance",
      "Protective 83(b) election",
      "Repurchase rights on departure",
    ],
    steps: [
      step(
        "Value the business",
        "Set the hurdle with an independent valuation so the interest has zero liquidation value at grant.",
        "Weeks 1–4",
        ["Valuation report"],
      ),
      step(
        "Amend the agreement",
        "Add a class of profits units with distribution waterfall, vesting and repurchase terms.",
        "Weeks 3–8",
        ["Amended operating agreement", "Grant agreements"],
      ),
      step(
        "Grant and elect",
        "Grant units; each holder files a protective 83(b) election within 30 days.",
        "Weeks 8–10",
        ["83(b) elections"],
      ),
      step("Administer", "Track capital accounts and issue K-1s; stop W-2 treatment of partner-managers.", "Annually", [
        "Form 1065 and K-1s",
      ]),
    ],
    prerequisites: ["A growing business with key managers", "Owner willing to share future growth"],
    professionals: ["Business attorney", "CPA", "Valuation firm", "Compensation consultant"],
    secondaryBenefits: ["Retains key people through an exit", "Conserves the cash a bonus plan would need"],
    taxAdvantages: ["No tax at grant", "Capital-gains rate on exit", "No payroll tax on the gain"],
    risks: [
      risk(
        "Partner status of managers",
        "Holders of profits interests become partners and cannot be W-2 employees of the same partnership.",
        "Use a holding LLC above the operating company, or accept guaranteed-payment treatment.",
      ),
      risk(
        "Valuation challenge",
        "A hurdle set too low makes the grant a taxable capital interest.",
        "Use an independent valuation at each grant.",
      ),
      risk(
        "Dilution",
        "Owners share growth with managers.",
        "Set the pool size and vesting to the value managers add.",
      ),
    ],
    marketRisks: ["Equity is worth little to managers if the business does not grow"],
    regulatoryConsiderations: [
      "Proposed regulations on profits interests (2005) were never finalised; the revenue procedures still govern",
      "§1061 three-year rule applies only to investment-fund interests",
    ],
    liquidityConsiderations:
      "Managers are paid at an exit or a repurchase, so the business needs a liquidity plan for departures.",
    alternatives: [
      alt("phantom-stock-sar-plan", "Keeps ownership undiluted but pays wages taxed at ordinary rates."),
      alt("nonqualified-deferred-comp", "Defers cash pay rather than sharing equity growth."),
    ],
    uniqueAdvantages: ["Capital-gain treatment for pay that would otherwise be wages"],
    successMetrics: [
      metric("Key-manager retention", "All grantees stay through vesting", "Annually"),
      metric("Growth above the hurdle", "8% a year or better", "Annually"),
    ],
    qualitativeIndicators: ["Managers talk about the business like owners"],
    warningSignals: ["Grants without a fresh valuation", "Managers still on W-2 from the same partnership"],
    reviewSchedule: "Annual valuation and pool review; full review before any sale.",
    exitStrategy:
      "Units are paid out at a sale or repurchased under the agreement; unvested units are forfeited on departure.",
  },
};

export const nonqualifiedDeferredComp: StrategyDefinition = {
  id: "nonqualified-deferred-comp",
  name: "Nonqualified Deferred Compensation (§409A)",
  category: "Executive Benefits",
  description:
    "A high-earning executive elects, before the year the pay is earned, to defer salary or bonus under an employer's §409A plan until retirement or another fixed date. The deferral is taxed when paid, ideally at a lower rate (and, if paid over 10+ years, free of the old work state's income tax under 4 U.S.C. §114).",
  benefitCalculation: {
    type: "percentage",
    formula: "annualDeferralUsd × deferralYears × (currentMarginalRate − retirementMarginalRate)",
    variables: ["annualDeferralUsd", "deferralYears", "currentMarginalRate", "retirementMarginalRate"],
  },
  costCalculation: {
    type: "minimal",
    formula: "adviserReviewUsd × deferralYears",
    variables: ["adviserReviewUsd", "deferralYears"],
  },
  lifeInsuranceComponent:
    "Employers often fund the liability informally with corporate-owned life insurance on participants; the policy remains a general asset of the employer.",
  annuityComponent: "N/A",
  applicableNetWorth: 2_000_000,
  regulatoryDisclosures: ["unsecured_general_creditor", "section_409a_compliance", "irrevocable_deferral_election"],
  sources: [
    "IRC §409A; Treas. Reg. §1.409A-1 to -6",
    "IRC §3121(v)(2) (FICA at vesting, not payment)",
    "4 U.S.C. §114 (no state tax on retirement income of nonresidents paid over 10+ years)",
    "Rev. Proc. 92-64 (model rabbi trust)",
    "ERISA §201(2), §301(a)(3) (top-hat plan exemptions)",
  ],
  variables: [
    v("annualDeferralUsd", "USD", "Pay deferred each year."),
    v("deferralYears", "years", "Years of deferrals before retirement."),
    v("currentMarginalRate", "rate", "Federal marginal rate while working."),
    v("retirementMarginalRate", "rate", "Federal marginal rate when the deferrals are paid."),
    v("adviserReviewUsd", "USD", "Yearly review of elections and the employer's credit."),
  ],
  defaults(f, tax) {
    const income = f.annualIncomeUsd ?? 0;
    const deferral = Math.round(clamp(income * 0.2, 0, 500_000));
    const retirementRate = marginalOrdinaryRate({ ...f, annualIncomeUsd: income * 0.4 }, tax);
    const retire = f.plannedRetirementAge ?? 65;
    const years = yearsUntil(f, retire, 1, 15, "planned retirement");
    return {
      annualDeferralUsd: fixed(
        deferral,
        f.annualIncomeUsd === null
          ? "income not stated, so no deferral assumed"
          : `20% of income deferred, at most $500,000 (${formatUsd(deferral)})`,
      ),
      deferralYears: years,
      currentMarginalRate: ordinaryRateOf(f, tax),
      retirementMarginalRate: fixed(
        retirementRate,
        `retirement income about 40% of today's, federal marginal rate ${Math.round(retirementRate * 100)}%`,
      ),
      adviserReviewUsd: fixed(1_500, "annual review of elections and employer credit, about $1,500"),
    };
  },
  benefit: (x) => ({
    taxSavings:
      (x.annualDeferralUsd ?? 0) *
      (x.deferralYears ?? 0) *
      Math.max(0, (x.currentMarginalRate ?? 0) - (x.retirementMarginalRate ?? 0)),
  }),
  cost: (x) => ({ setup: 0, annual: x.adviserReviewUsd ?? 0, years: x.deferralYears ?? 0 }),
  sensitivity: {
    variable: "retirementMarginalRate",
    mode: "add",
    spread: 0.08,
    description: "Retirement rate 8 points lower / base / 8 points higher",
  },
  eligibility: allOf(
    {
      test: (f, t) => (f.annualIncomeUsd ?? 0) >= t.compensationLimit,
      fits: (f, t) =>
        `Income of ${formatUsd(f.annualIncomeUsd ?? 0)} exceeds the ${formatUsd(t.compensationLimit)} qualified-plan compensation limit, so qualified plans cannot shelter it all.`,
      fails: (_f, t) =>
        `Deferred compensation suits pay above the ${formatUsd(t.compensationLimit)} §401(a)(17) limit, and the notes show lower or unstated income.`,
    },
    anyOf(
      "The notes show no employer plan; a §409A plan needs an employer (or the client's own C corporation) to sponsor it.",
      {
        test: (f) => f.hasEmployerPlan,
        fits: "The client works for an employer with benefit plans, where a §409A plan is typically offered to executives.",
        fails: "",
      },
      {
        test: (f) => f.businessEntityType === "c_corp",
        fits: "The client's C corporation can sponsor a plan and deduct the pay when it is paid.",
        fails: "",
      },
    ),
  ),
  timeline: "Election before 31 December for the next year's pay",
  keyBenefits: [
    "Shifts income from peak-earning years to lower-rate retirement years",
    "Pre-tax growth on the deferred amounts",
    "Can escape the working state's income tax when paid over 10+ years",
  ],
  memoBucket: "worryFreeLifestyle",
  goalKeywords: ["retire", "defer", "bonus", "income tax", "compensation", "executive"],
  explanation: {
    overview:
      "Executives who already max out qualified plans can defer part of their salary or bonus under the employer's nonqualified plan. Income tax is postponed until payment in retirement, when the rate is often lower, in exchange for being an unsecured creditor of the employer.",
    keyComponents: [
      "Deferral election before the service year (§409A(a)(4))",
      "Fixed payment schedule or permitted events (separation, death, disability, change in control)",
      "Employer credit risk; optional rabbi trust",
      "FICA due at vesting under the special timing rule",
    ],
    steps: [
      step(
        "Assess the employer",
        "Review plan terms, investment options and the employer's financial strength.",
        "Weeks 1–2",
        ["Plan document", "Employer financials"],
      ),
      step(
        "Size the deferral",
        "Project cash needs and choose an amount and a payout schedule (lump sum or 5–15 instalments).",
        "Before the enrolment deadline",
        ["Cash-flow plan"],
      ),
      step(
        "Elect",
        "File the irrevocable election before 31 December for next year's salary (or 6 months before period end for performance bonuses).",
        "By the plan deadline",
        ["Deferral election form"],
      ),
      step("Monitor", "Track balances, the employer's credit and any change in control.", "Annually", [
        "Plan statements",
      ]),
    ],
    prerequisites: [
      "Income above qualified-plan limits",
      "An employer offering a §409A plan",
      "Enough other liquidity",
    ],
    professionals: ["CPA", "Financial adviser", "Employment attorney for executive agreements"],
    secondaryBenefits: ["Disciplined saving", "Potential state-tax saving after a move"],
    taxAdvantages: ["Tax deferred on pay and growth", "Payout years chosen for low brackets"],
    risks: [
      risk(
        "Employer insolvency",
        "Deferred amounts are unsecured; in bankruptcy the executive is a general creditor.",
        "Limit deferrals to a share of net worth and monitor the employer's credit.",
      ),
      risk(
        "§409A failure",
        "A non-compliant plan makes all vested deferrals taxable with a 20% additional tax and interest.",
        "Use the employer's compliant plan; never change payment timing outside the rules.",
      ),
      risk(
        "Higher future rates",
        "Tax rates in retirement may be higher than expected.",
        "Diversify with Roth and taxable savings.",
      ),
    ],
    marketRisks: ["Deferred balances track the notional investments chosen"],
    regulatoryConsiderations: [
      "§409A timing rules for elections and distributions",
      "Top-hat plans limited to a select group of management",
    ],
    liquidityConsiderations: "Deferred pay cannot be accelerated; keep an emergency reserve outside the plan.",
    alternatives: [
      alt("mega-backdoor-roth", "Uses qualified-plan room first, which is safer but limited in size."),
      alt("cash-balance-plan", "For business owners, a qualified plan with larger secured contributions."),
    ],
    uniqueAdvantages: ["Unlimited deferral amounts compared with qualified plans"],
    successMetrics: [
      metric("Rate arbitrage", "Paid out at least 8 points below the deferral-year rate", "At payout"),
      metric("Deferred balance as share of net worth", "Under 20%", "Annually"),
    ],
    qualitativeIndicators: ["The client understands the credit risk and the fixed payout"],
    warningSignals: ["Employer credit downgrade", "Merger or change-in-control news"],
    reviewSchedule: "Every autumn before the election deadline, and on any change at the employer.",
    exitStrategy:
      "Payments follow the elected schedule; subsequent elections can delay payment by at least 5 years if made 12 months ahead.",
  },
};

export const phantomStockSarPlan: StrategyDefinition = {
  id: "phantom-stock-sar-plan",
  name: "Phantom Stock and SAR Plan for Key-Employee Retention",
  category: "Executive Benefits",
  description:
    "The owner keeps all the equity but promises key employees cash equal to the growth in share value (stock appreciation rights) or the value of notional shares (phantom stock), vesting over several years and paid on fixed §409A events, so the people who drive value stay through a sale or succession.",
  benefitCalculation: {
    type: "asset_protection",
    formula: "businessValueUsd × retentionValueRate",
    variables: ["businessValueUsd", "retentionValueRate"],
  },
  costCalculation: {
    type: "setup_and_annual",
    formula:
      "setupCostUsd + (annualAdministrationUsd + businessValueUsd × growthRate × poolShare × (1 − ownerTaxRate)) × years",
    variables: [
      "setupCostUsd",
      "annualAdministrationUsd",
      "businessValueUsd",
      "growthRate",
      "poolShare",
      "ownerTaxRate",
      "years",
    ],
  },
  lifeInsuranceComponent:
    "Optional: the company can own life insurance on participants to fund death benefits under the plan.",
  annuityComponent: "N/A",
  applicableNetWorth: 2_000_000,
  regulatoryDisclosures: ["section_409a_compliance", "unfunded_plan", "valuation_required"],
  sources: [
    "IRC §409A; Treas. Reg. §1.409A-1(b)(5)(i)(B) (SARs at or above fair market value exempt)",
    "Treas. Reg. §1.409A-1(b)(4) (short-term deferral)",
    "IRC §83, §451 (taxed to the employee when paid)",
    "IRC §404(a)(5) (employer deduction when paid)",
    "ERISA §3(2) (bonus plans versus pension plans)",
  ],
  variables: [
    v("businessValueUsd", "USD", "Value of the business."),
    v("retentionValueRate", "ratio", "Share of value preserved by keeping key managers through a sale or succession."),
    v("setupCostUsd", "USD", "Plan design, documents and initial valuation."),
    v("annualAdministrationUsd", "USD", "Yearly valuation and administration."),
    v("growthRate", "rate", "Annual growth of the business's value."),
    v("poolShare", "ratio", "Share of growth promised to participants."),
    v("ownerTaxRate", "rate", "Rate at which the business deducts the payouts."),
    v("years", "years", "Plan cycle in years."),
  ],
  defaults(f, tax) {
    return {
      businessValueUsd: businessValueOf(f, 0.4),
      retentionValueRate: fixed(
        0.05,
        "5% of value preserved by keeping the key managers (a buyer's discount or lost clients avoided)",
      ),
      setupCostUsd: fixed(15_000, "plan design and documents, about $15,000"),
      annualAdministrationUsd: fixed(5_000, "annual valuation and administration, about $5,000"),
      growthRate: fixed(0.06, "value growth 6% a year"),
      poolShare: fixed(0.1, "10% of growth promised to participants"),
      ownerTaxRate: ordinaryRateOf(f, tax),
      years: fixed(5, "5-year vesting and payout cycle"),
    };
  },
  benefit: (x) => ({ protection: (x.businessValueUsd ?? 0) * (x.retentionValueRate ?? 0) }),
  cost: (x) => ({
    setup: x.setupCostUsd ?? 0,
    annual:
      (x.annualAdministrationUsd ?? 0) +
      (x.businessValueUsd ?? 0) * (x.growthRate ?? 0) * (x.poolShare ?? 0) * (1 - (x.ownerTaxRate ?? 0)),
    years: x.years ?? 0,
  }),
  sensitivity: {
    variable: "retentionValueRate",
    mode: "multiply",
    spread: 0.5,
    description: "Value preserved 2.5% / 5% / 7.5%",
  },
  eligibility: allOf(when.ownsBusiness, is.notSoleProprietor, {
    test: (f) => (f.businessValueUsd ?? 0) >= 2_000_000,
    fits: (f) =>
      `A business worth ${formatUsd(f.businessValueUsd ?? 0)} has key people whose departure would cost real value.`,
    fails: "The notes do not show a business worth at least $2,000,000, where a formal retention plan pays for itself.",
  }),
  timeline: "1–3 months",
  keyBenefits: [
    "Retains key employees without giving up ownership or votes",
    "Payouts deductible to the business when paid",
    "Flexible vesting tied to a sale or succession",
  ],
  memoBucket: "protectionBucket",
  goalKeywords: ["retain", "key employee", "succession", "sale", "manager", "incentive"],
  explanation: {
    overview:
      "Many owners want managers to feel like owners without making them shareholders. Phantom stock and SARs pay cash tied to the company's value, vesting over years and payable on a sale or fixed dates, which keeps key people in place when a buyer or successor needs them most.",
    keyComponents: [
      "Notional units tied to an annual valuation",
      "Vesting schedule and forfeiture on leaving",
      "§409A-compliant payment events (or SARs priced at fair market value)",
      "Change-in-control payout",
    ],
    steps: [
      step("Design", "Choose phantom stock or SARs, pool size, vesting and payment events.", "Weeks 1–4", [
        "Compensation review",
        "Valuation",
      ]),
      step("Document", "Draft the plan and award agreements to comply with or be exempt from §409A.", "Weeks 3–8", [
        "Plan document",
        "Award agreements",
      ]),
      step("Communicate", "Explain awards to participants so the retention value is understood.", "Week 8", [
        "Participant statements",
      ]),
      step("Administer", "Update the valuation yearly and accrue the liability.", "Annually", [
        "Annual valuation",
        "Financial statement accrual",
      ]),
    ],
    prerequisites: ["A business with identifiable key employees", "An annual valuation process"],
    professionals: ["Employee-benefits attorney", "CPA", "Business valuation firm"],
    secondaryBenefits: ["Raises value to buyers who want management to stay", "No dilution of voting control"],
    taxAdvantages: ["Business deducts payouts when paid", "No tax to employees until payment"],
    risks: [
      risk(
        "§409A failure",
        "A non-compliant phantom plan triggers a 20% additional tax for participants.",
        "Fixed payment events, or SARs with a strike at fair market value.",
      ),
      risk("Cash drain", "Large payouts on a sale or retirement.", "Fund through the sale proceeds or a sinking fund."),
      risk(
        "Valuation disputes",
        "Participants may challenge the valuation.",
        "Independent valuation with a stated method.",
      ),
    ],
    marketRisks: ["If value falls the plan retains no one"],
    regulatoryConsiderations: [
      "Broad-based deferred plans can become ERISA pension plans; keep it a bonus plan or top-hat group",
    ],
    liquidityConsiderations: "Payouts are a business cash obligation; plan the funding source.",
    alternatives: [
      alt("management-incentive-equity", "Real equity with capital-gain treatment, but dilutes ownership."),
      alt("key-person-insurance", "Insures against the loss of a key person rather than preventing departure."),
    ],
    uniqueAdvantages: ["Retention economics of equity with none of the governance of shareholders"],
    successMetrics: [
      metric("Key-employee turnover", "Zero departures of participants", "Annually"),
      metric("Plan cost versus value growth", "Under the pool share of growth", "Annually"),
    ],
    qualitativeIndicators: ["Participants value their awards"],
    warningSignals: ["Stale valuations", "Awards not tied to any payment event"],
    reviewSchedule: "Annual valuation and award review; plan review before any sale.",
    exitStrategy:
      "The plan pays out on a sale or the scheduled dates and can be frozen or terminated under §409A's termination rules.",
  },
};

/** Equity and executive-compensation strategies (8). */
export const EQUITY_STRATEGIES: readonly StrategyDefinition[] = [
  qsbs12021045Rollover,
  qsbsStackingNonGrantorTrusts,
  cCorpConversionForQsbs,
  section83bElection,
  incentiveStockOptionPlanning,
  managementIncentiveEquity,
  nonqualifiedDeferredComp,
  phantomStockSarPlan,
];
