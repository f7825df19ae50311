import { formatUsd } from "@fsa/shared";
import { defineStrategy, type StrategyContext } from "../../model/strategy.ts";
import {
  allOf,
  at,
  businessBasis,
  businessGrowth,
  check,
  fixed,
  metric,
  qsbsChecks,
  qsbsExclusionPercent,
  qsbsTerms,
  risk,
  saleProceeds,
  section1202SaleTax,
  setup,
  step,
  yearsToRetirement,
} from "../kit.ts";

/**
 * Qualified small business stock (IRC §1202) with the §1045 rollover. Minimum net worth 1,000,000
 * (spec §3 table).
 *
 * The founder of a C corporation sells shares acquired at original issue. §1202(a) excludes a
 * share of the eligible gain (the gain up to the per-issuer cap: the greater of the dollar cap or
 * 10× basis, §1202(b)); the benefit is the tax on the excluded gain, priced with the real
 * calculator on the household's return: tax(gain as long-term gain) − tax(the gain less the
 * exclusion, the rest of the eligible gain at the 28% rate when the exclusion is partial),
 * federal and state, so California's non-conformity (the state module adds the excluded gain back)
 * and the NIIT are included. One flow in the sale year (or, when the shares are sold before the
 * holding period ends, in the year the replacement QSBS of a §1045 rollover completes it), less the
 * qualification review now. Today's brackets and income stand in for the sale year (an assumption).
 */

/** True when the notes expect a sale of the business or an IPO. */
const saleExpected = (ctx: StrategyContext) => ctx.facts.expectsBusinessSale || ctx.facts.expectsLiquidityEvent;

/** Years the shares will have been held at a sale `yearsToSale` from now, or null when the issue year is unknown. */
const heldAt = (ctx: StrategyContext, yearsToSale: number) => {
  const issued = ctx.facts.businessStockIssuedYear;
  return issued === null ? null : Math.max(0, ctx.household.year + yearsToSale - issued);
};

export const qsbs12021045Rollover = defineStrategy({
  id: "qsbs-1202-1045-rollover",
  name: "Qualified Small Business Stock Exclusion and Rollover (§1202 / §1045)",
  category: "Business & Equity",
  description:
    "Gain on original-issue stock of a domestic C corporation whose gross assets were within the §1202(d) limit at issuance is excluded from federal tax, up to the greater of the per-issuer cap or 10× basis, once the holding period is met. Stock acquired after 4 July 2025 earns 50% after 3 years, 75% after 4 and 100% after 5 (Pub. L. 119-21 §70431); an earlier sale can be rolled into new QSBS within 60 days under §1045.",
  benefitCalculation: {
    type: "percentage",
    formula:
      "tax(gainAtSale as long-term gain) − tax(gainAtSale − exclusionPercent × min(gainAtSale, exclusionCapUsd), the non-excluded eligible part at 28%), federal and state on the household's return, in year yearsToSale + rolloverYears; gainAtSale = saleProceedsUsd × (1 + businessGrowthRate)^yearsToSale − basisUsd; exclusionCapUsd = max(per-issuer dollar cap, 10 × basisUsd); only stock of a C corporation, whose own income bears the 0.21 corporate rate, qualifies",
    variables: [
      "saleProceedsUsd",
      "basisUsd",
      "businessGrowthRate",
      "yearsToSale",
      "exclusionPercent",
      "exclusionCapUsd",
      "rolloverYears",
    ],
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
    "IRC §1202(a)(3), (a)(4) (75% for stock acquired after 17 February 2009, 100% after 27 September 2010)",
    "IRC §1045 (60-day rollover of QSBS held more than 6 months)",
    "IRC §1(h)(4), (h)(7) (non-excluded section 1202 gain taxed at up to 28%)",
    "IRC §57(a)(7) (AMT preference for stock acquired before 28 September 2010)",
    "Cal. Rev. & Tax. Code §18152.5 (California does not follow the exclusion)",
    "IRC §11(b) (21% corporate rate)",
  ],
  domain: "business",
  variables: {
    saleProceedsUsd: {
      unit: "USD",
      description: "The client's proceeds for the shares at today's value or the expected price.",
    },
    basisUsd: { unit: "USD", description: "Adjusted basis of the shares." },
    businessGrowthRate: {
      unit: "rate",
      description: "Growth of the shares' value until the sale (0 when a price is expected now).",
    },
    yearsToSale: { unit: "years", description: "Years from now to the sale." },
    exclusionPercent: { unit: "ratio", description: "Share of the eligible gain §1202(a) excludes." },
    exclusionCapUsd: { unit: "USD", description: "Per-issuer cap: the greater of the dollar cap or 10× basis." },
    rolloverYears: {
      unit: "years",
      description: "Years replacement QSBS is held after a §1045 rollover until the holding period is met (0: none).",
    },
    qualificationReviewUsd: { unit: "USD", description: "Legal and accounting review of QSBS status and the sale." },
  },
  defaults(ctx) {
    const t = ctx.household.tax;
    const terms = qsbsTerms(ctx);
    const basis = businessBasis();
    const expected = saleExpected(ctx);
    const retire = yearsToRetirement(ctx);
    const full = t.qsbsFullExclusionHoldingYears;
    const heldNow = heldAt(ctx, 0);
    const yearsToSale = expected ? 1 : Math.max(retire.value, heldNow === null ? 1 : full - heldNow);
    const held = heldAt(ctx, yearsToSale);
    let percent: number;
    let rollover = 0;
    let percentWhy: string;
    if (held === null) {
      percent = qsbsExclusionPercent(ctx, null, full);
      percentWhy = `issue date not stated; the shares are assumed held more than ${full} years at the sale (100%), which the stock ledger must confirm`;
    } else {
      percent = qsbsExclusionPercent(ctx, terms.issuedYear, held);
      if (percent < 1 && held >= 0.5 && expected) {
        rollover = full - held;
        percent = qsbsExclusionPercent(ctx, terms.issuedYear, full);
        percentWhy = `${Math.round(percent * 100)}%: held about ${held} years at the sale, so the proceeds are rolled into replacement QSBS within 60 days (§1045) and the exclusion is taken when the combined holding period reaches ${full} years`;
      } else {
        percentWhy = `${Math.round(percent * 100)}% for shares issued in ${terms.issuedYear} and held about ${held} years at the sale`;
      }
    }
    const g = businessGrowth(ctx);
    return {
      saleProceedsUsd: saleProceeds(ctx),
      basisUsd: basis,
      businessGrowthRate: expected
        ? fixed(0, "no growth: the sale or IPO is expected at about the stated value")
        : fixed(g.value, `${g.assumption} until the sale`),
      yearsToSale: expected
        ? fixed(1, "a sale or IPO is expected; taken as next year")
        : fixed(yearsToSale, `no sale stated; a sale in ${yearsToSale} years assumed (${retire.assumption})`),
      exclusionPercent: fixed(percent, percentWhy),
      exclusionCapUsd: fixed(
        Math.max(terms.dollarCapUsd, t.qsbsBasisMultiple * basis.value),
        `${formatUsd(terms.dollarCapUsd)} per-issuer cap for stock ${terms.postJuly2025 ? "acquired after 4 July 2025" : "acquired before 5 July 2025"} (greater than ${t.qsbsBasisMultiple}× the basis)`,
      ),
      rolloverYears: fixed(
        rollover,
        rollover > 0 ? `${rollover} years held in replacement QSBS` : "no rollover needed",
      ),
      qualificationReviewUsd: fixed(15_000, "QSBS qualification review and opinion, about $15,000"),
    };
  },
  effects(v, ctx) {
    const years = Math.max(0, Math.round(v.yearsToSale));
    const value = v.saleProceedsUsd * (1 + v.businessGrowthRate) ** years;
    const gain = Math.max(0, value - v.basisUsd);
    const tax = section1202SaleTax(ctx, {
      gainUsd: gain,
      eligibleGainUsd: Math.min(gain, v.exclusionCapUsd),
      exclusionPercent: v.exclusionPercent,
      issuedYear: ctx.facts.businessStockIssuedYear,
    });
    return {
      flows: [
        ...setup(v.qualificationReviewUsd, "QSBS qualification review"),
        at(
          years + Math.max(0, Math.round(v.rolloverYears)),
          tax.withoutUsd - tax.withUsd,
          "incomeTax",
          `tax saved on the sale: §1202 excludes ${formatUsd(tax.excludedUsd)} of the ${formatUsd(gain)} gain`,
        ),
      ],
    };
  },
  sensitivity: {
    variable: "saleProceedsUsd",
    mode: "multiply",
    spread: 0.5,
    description: "Proceeds 50% lower / base / 50% higher (the cap limits the upside)",
  },
  eligibility: allOf(
    qsbsChecks.cCorporation,
    qsbsChecks.grossAssets,
    qsbsChecks.qualifiedBusiness,
    check(
      (ctx) => ctx.facts.businessStockIssuedYear === null || ctx.facts.businessStockIssuedYear >= 1993,
      (ctx) => {
        const issued = ctx.facts.businessStockIssuedYear;
        const full = ctx.household.tax.qsbsFullExclusionHoldingYears;
        if (issued === null)
          return "The issue date is not stated; the holding period must be confirmed from the stock ledger.";
        const held = ctx.household.year - issued;
        return held >= full
          ? `The shares were issued in ${issued}, so the ${full}-year holding period for the full exclusion has run.`
          : `The shares were issued in ${issued}; about ${full - held} more years are needed for the full exclusion, and a §1045 rollover protects an earlier sale.`;
      },
      "Stock issued before 11 August 1993 cannot be qualified small business stock (§1202(c)(1)).",
    ),
    check(
      (ctx) => saleProceeds(ctx).value > 0,
      (ctx) =>
        `The client's shares are worth about ${formatUsd(saleProceeds(ctx).value)} (${saleProceeds(ctx).assumption}).`,
      "The notes give no value for the shares and no net worth beyond the assets listed, so there is no gain to exclude.",
    ),
    check(
      // Shares held until death take a stepped-up basis (IRC §1014(a)), which removes the gain as
      // well: with no sale planned and the household's horizon within ten years (an assumption),
      // the exclusion adds nothing.
      (ctx) => saleExpected(ctx) || ctx.household.yearsToFinalDeath > 10,
      (ctx) =>
        saleExpected(ctx)
          ? "A sale is expected, so the exclusion applies to a real gain."
          : "No sale is planned yet, and the client has years ahead in which a sale could come.",
      "No sale is planned and the shares are likely held until death, when the basis steps up (§1014) and the gain disappears anyway.",
    ),
  ),
  answers(ctx) {
    const f = ctx.facts;
    if (!f.ownsBusiness || f.businessEntityType !== "c_corp") return null;
    const when = f.businessStockIssuedYear ? ` issued in ${f.businessStockIssuedYear}` : "";
    if (saleExpected(ctx))
      return {
        urgency: "time-critical",
        reason: `A ${f.expectsBusinessSale ? "sale" : "sale or IPO"} of the client's C-corporation shares${when} is expected; §1202 can exclude the gain only if qualification is confirmed and the shares are held at the sale (or rolled over under §1045 within 60 days).`,
      };
    return {
      urgency: "client-specific",
      reason: `The client holds C-corporation shares${when}, which may qualify for the §1202 exclusion on a future sale.`,
    };
  },
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
      {
        strategy: "qsbs-stacking-non-grantor-trusts",
        whyNotChosen: "Adds caps for gain above the client's own cap; only worth it when the gain exceeds that cap.",
      },
      {
        strategy: "exchange-fund",
        whyNotChosen: "Diversifies a concentrated position without a sale, but defers rather than excludes the gain.",
      },
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
});
