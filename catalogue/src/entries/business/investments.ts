import { formatUsd } from "@fsa/shared";
import { allOf, anyOf, when } from "../../eligibility.ts";
import { clamp } from "../../formulas/finance.ts";
import { capitalGainsRate, isMarried, marginalOrdinaryRate } from "../../formulas/tax.ts";
import type { StrategyDefinition } from "../../types.ts";
import {
  alt,
  businessValueOf,
  capitalGainsRateOf,
  deferralValue,
  discountRateOf,
  fixed,
  goalsMention,
  investableAssets,
  is,
  metric,
  netWorthOf,
  ordinaryRateOf,
  risk,
  step,
  v,
} from "./shared.ts";

/** Capital-gains, investment and investment-tax strategies. */

/** A concentrated position's value: half the investable assets, at least 10% of net worth. */
function positionOf(f: Parameters<typeof investableAssets>[0]) {
  const value = Math.round(Math.max(investableAssets(f) * 0.5, netWorthOf(f) * 0.1));
  return fixed(value, `concentrated position about half of investable assets (${formatUsd(value)})`);
}

export const exchangeFund: StrategyDefinition = {
  id: "exchange-fund",
  name: "Exchange Fund for a Concentrated Stock Position",
  category: "Capital Gains Management",
  description:
    "Low-basis shares are contributed to a private partnership that pools many investors' stocks, in exchange for a diversified interest. Contribution is tax-free under §721 because the fund holds at least 20% in illiquid qualifying assets, and after 7 years the investor can redeem a diversified basket with the original basis carried over.",
  benefitCalculation: {
    type: "flat",
    formula:
      "embeddedGainUsd × capitalGainsRate (tax deferred on diversifying, eliminated by the §1014 step-up if held until death)",
    variables: ["embeddedGainUsd", "capitalGainsRate"],
  },
  costCalculation: {
    type: "annual",
    formula: "contributedValueUsd × annualFeeRate × years",
    variables: ["contributedValueUsd", "annualFeeRate", "years"],
  },
  lifeInsuranceComponent: "N/A",
  annuityComponent: "N/A",
  applicableNetWorth: 5_000_000,
  regulatoryDisclosures: [
    "qualified_purchaser_only",
    "seven_year_lockup",
    "illiquid_investment",
    "securities_offering",
  ],
  sources: [
    "IRC §721(a), (b) (contribution to an investment partnership)",
    "IRC §351(e)(1); Treas. Reg. §1.351-1(c) (investment-company and diversification tests)",
    "IRC §704(c)(1)(B), §737 (7-year period for distributions)",
    "Investment Company Act of 1940 §2(a)(51) (qualified purchaser)",
  ],
  variables: [
    v("contributedValueUsd", "USD", "Value of the shares contributed."),
    v("embeddedGainUsd", "USD", "Unrealised gain in the contributed shares."),
    v("capitalGainsRate", "rate", "Federal rate the gain would bear on a sale."),
    v("annualFeeRate", "rate", "Fund management fee a year."),
    v("years", "years", "Minimum holding period before a diversified redemption."),
  ],
  defaults(f, tax) {
    const position = positionOf(f);
    const contributed = Math.round(clamp(position.value, 0, 25_000_000));
    const gain = Math.round(contributed * 0.8);
    return {
      contributedValueUsd: fixed(contributed, `${position.assumption}, at most $25,000,000`),
      embeddedGainUsd: fixed(gain, `basis about 20% of value, so gain ${formatUsd(gain)}`),
      capitalGainsRate: capitalGainsRateOf(f, tax),
      annualFeeRate: fixed(0.009, "management fee about 0.9% a year"),
      years: fixed(7, "7-year holding period before a diversified redemption"),
    };
  },
  benefit: (x) => ({ taxSavings: (x.embeddedGainUsd ?? 0) * (x.capitalGainsRate ?? 0) }),
  cost: (x) => ({ setup: 0, annual: (x.contributedValueUsd ?? 0) * (x.annualFeeRate ?? 0), years: x.years ?? 0 }),
  sensitivity: { variable: "annualFeeRate", mode: "add", spread: 0.003, description: "Fee 0.6% / 0.9% / 1.2% a year" },
  eligibility: allOf(when.hasAppreciatedStock, {
    test: (f) => investableAssets(f) >= 5_000_000,
    fits: (f) =>
      `Investable assets of about ${formatUsd(investableAssets(f))} meet the $5,000,000 qualified-purchaser test most exchange funds require.`,
    fails:
      "Exchange funds are sold only to qualified purchasers with at least $5,000,000 of investments, which the notes do not show.",
  }),
  timeline: "1–3 months to the next fund closing; 7-year hold",
  keyBenefits: [
    "Diversifies a concentrated position without a taxable sale",
    "Full value stays invested",
    "Basis step-up at death can make the deferral permanent",
  ],
  memoBucket: "protectionBucket",
  goalKeywords: ["diversif", "concentrat", "stock", "gain", "risk"],
  explanation: {
    overview:
      "A concentrated, low-basis stock position carries single-company risk, but selling it triggers a large tax bill. An exchange fund swaps it tax-free for a share of a pooled, diversified portfolio, reducing risk while the gain stays deferred.",
    keyComponents: [
      "Private partnership pooling many investors' stocks",
      "At least 20% in qualifying illiquid assets (often real estate) to avoid §721(b)",
      "7-year lock-up before a diversified redemption",
      "Carryover basis in the fund interest",
    ],
    steps: [
      step(
        "Confirm eligibility",
        "Check qualified-purchaser status and that the stock is on the fund's acceptance list.",
        "Weeks 1–2",
        ["Account statements", "Investor questionnaire"],
      ),
      step(
        "Compare funds",
        "Compare sponsors, fees, portfolio tilt and leverage on the qualifying assets.",
        "Weeks 2–6",
        ["Offering memoranda"],
      ),
      step("Contribute", "Transfer shares at the fund closing; record carryover basis.", "Next closing", [
        "Subscription agreement",
        "Share transfer",
      ]),
      step("Hold and redeem", "Hold 7 years, then redeem a diversified basket or keep holding.", "Year 7 onward", [
        "Redemption notice",
      ]),
    ],
    prerequisites: ["Qualified purchaser ($5M of investments)", "Publicly traded low-basis stock accepted by the fund"],
    professionals: ["Wealth adviser with exchange-fund access", "CPA", "Estate attorney if gifting interests"],
    secondaryBenefits: ["Interests can be gifted at a discount", "Reduces single-stock volatility"],
    taxAdvantages: ["No tax on contribution", "Gain deferred until the basket is sold"],
    risks: [
      risk(
        "Lock-up",
        "Early redemption returns the original shares or incurs penalties.",
        "Contribute only what can be held 7 years.",
      ),
      risk(
        "Fund performance",
        "The pooled portfolio tracks an index loosely and can lag.",
        "Review the fund's tracking history.",
      ),
      risk("Fees", "Annual fees reduce returns over the 7 years.", "Compare fees against the tax deferred."),
    ],
    marketRisks: ["The diversified portfolio still carries broad market risk"],
    regulatoryConsiderations: [
      "Private placement for qualified purchasers",
      "§704(c) and §737 rules on early distributions",
    ],
    liquidityConsiderations: "Contributed value is illiquid for 7 years.",
    alternatives: [
      alt("protective-collar", "Hedges the position without diversifying or locking it up."),
      alt("prepaid-variable-forward", "Raises cash against the position while deferring the sale."),
    ],
    uniqueAdvantages: ["Diversification with no sale and no tax"],
    successMetrics: [
      metric("Single-stock share of net worth", "Below 20% after contribution", "Annually"),
      metric("Fund return versus benchmark", "Within 1% a year", "Annually"),
    ],
    qualitativeIndicators: ["The client sleeps better with less single-stock risk"],
    warningSignals: ["Need for liquidity within 7 years", "Fund underperformance"],
    reviewSchedule: "Annual fund review; redemption decision at year 7.",
    exitStrategy:
      "Redeem a diversified basket after 7 years, hold until death for a step-up, or gift interests to family.",
  },
};

export const directIndexingTaxLossHarvesting: StrategyDefinition = {
  id: "direct-indexing-tax-loss-harvesting",
  name: "Direct Indexing with Tax-Loss Harvesting",
  category: "Investment Tax Planning",
  description:
    "Instead of an index fund, the client owns the index's individual stocks in a separately managed account. Stocks that fall are sold to realise losses and replaced with similar ones (avoiding the §1091 wash-sale rule), and the losses offset gains elsewhere, such as from selling a concentrated position.",
  benefitCalculation: {
    type: "percentage",
    formula: "portfolioUsd × annualHarvestRate × capitalGainsRate × years",
    variables: ["portfolioUsd", "annualHarvestRate", "capitalGainsRate", "years"],
  },
  costCalculation: {
    type: "annual",
    formula: "portfolioUsd × extraFeeRate × years",
    variables: ["portfolioUsd", "extraFeeRate", "years"],
  },
  lifeInsuranceComponent: "N/A",
  annuityComponent: "N/A",
  applicableNetWorth: 1_000_000,
  regulatoryDisclosures: ["wash_sale_rules", "tracking_error", "tax_deferral_not_exclusion"],
  sources: [
    "IRC §1091 (wash sales)",
    "Rev. Rul. 2008-5 (repurchase in an IRA triggers a wash sale)",
    "IRC §1211(b), §1212(b) ($3,000 ordinary offset; indefinite carryforward)",
    "IRC §1014 (basis step-up at death)",
  ],
  variables: [
    v("portfolioUsd", "USD", "Amount invested in the direct-indexing account."),
    v("annualHarvestRate", "rate", "Losses harvested a year as a share of the portfolio (average)."),
    v("capitalGainsRate", "rate", "Rate on the gains the losses offset."),
    v("years", "years", "Years harvesting continues."),
    v("extraFeeRate", "rate", "Fee above an index fund a year."),
  ],
  defaults(f, tax) {
    const portfolio = Math.round(clamp(investableAssets(f) * 0.5, 0, 20_000_000));
    return {
      portfolioUsd: fixed(portfolio, `half of investable assets (${formatUsd(portfolio)})`),
      annualHarvestRate: fixed(
        0.02,
        "harvested losses about 2% of the portfolio a year on average (more early, less later)",
      ),
      capitalGainsRate: capitalGainsRateOf(f, tax),
      years: fixed(10, "10 years"),
      extraFeeRate: fixed(0.002, "fee about 0.2% a year above an index fund"),
    };
  },
  benefit: (x) => ({
    taxSavings: (x.portfolioUsd ?? 0) * (x.annualHarvestRate ?? 0) * (x.capitalGainsRate ?? 0) * (x.years ?? 0),
  }),
  cost: (x) => ({ setup: 0, annual: (x.portfolioUsd ?? 0) * (x.extraFeeRate ?? 0), years: x.years ?? 0 }),
  sensitivity: { variable: "annualHarvestRate", mode: "add", spread: 0.01, description: "Harvest 1% / 2% / 3% a year" },
  eligibility: allOf(
    {
      test: (f) => investableAssets(f) >= 1_000_000,
      fits: (f) =>
        `Taxable investable assets of about ${formatUsd(investableAssets(f))} are large enough to hold an index stock by stock.`,
      fails: "Direct indexing needs about $1,000,000 or more in taxable accounts, which the notes do not show.",
    },
    anyOf(
      "The notes show no gains to offset (no appreciated stock, business sale or high income).",
      {
        test: (f) => f.hasLowBasisStock || f.hasConcentratedStock,
        fits: "Harvested losses can offset gains from diversifying appreciated stock.",
        fails: "",
      },
      {
        test: (f) => f.expectsLiquidityEvent,
        fits: "Harvested losses can offset the gain on the expected liquidity event.",
        fails: "",
      },
      {
        test: (f, t) => (f.annualIncomeUsd ?? 0) >= t.netInvestmentIncomeTaxThresholdMarriedJoint,
        fits: "At this income the client's gains bear capital gains tax and NIIT.",
        fails: "",
      },
    ),
  ),
  timeline: "2–4 weeks to fund the account",
  keyBenefits: [
    "Losses harvested systematically from individual stocks",
    "Offsets gains from diversifying a concentrated position",
    "Customisable exclusions (employer stock, values screens)",
  ],
  memoBucket: "worryFreeLifestyle",
  goalKeywords: ["tax", "invest", "portfolio", "diversif", "gain", "index"],
  explanation: {
    overview:
      "Owning an index's stocks individually lets a manager sell the losers each time markets fall and buy similar replacements, banking capital losses while keeping market exposure. The losses shelter gains the client realises elsewhere.",
    keyComponents: [
      "Separately managed account holding 200–500 stocks",
      "Daily loss-harvesting with wash-sale controls across all household accounts",
      "Tracking-error budget against the index",
      "Exclusion of stocks the client already owns in size",
    ],
    steps: [
      step("Choose the index and manager", "Pick the benchmark, tracking-error limit and fee.", "Weeks 1–2", [
        "Investment policy statement",
      ]),
      step("Fund", "Fund with cash or transfer existing shares in kind.", "Weeks 2–4", ["Account transfer forms"]),
      step(
        "Coordinate wash sales",
        "Give the manager a list of other household accounts to avoid repurchases in them.",
        "Ongoing",
        ["Account list"],
      ),
      step(
        "Use the losses",
        "Realise planned gains (e.g. from a concentrated stock) against the harvested losses.",
        "Annually",
        ["Gain/loss report", "Form 8949"],
      ),
    ],
    prerequisites: ["Taxable account of about $1M or more", "Gains to offset now or later"],
    professionals: ["Investment adviser", "CPA"],
    secondaryBenefits: ["Personalised portfolios", "Appreciated lots can be given to charity"],
    taxAdvantages: [
      "Losses offset gains and $3,000 of ordinary income a year",
      "Unused losses carry forward indefinitely",
    ],
    risks: [
      risk(
        "Wash sales",
        "Repurchases within 30 days in any household account disallow the loss.",
        "Coordinate across accounts, including IRAs.",
      ),
      risk(
        "Diminishing harvest",
        "Older portfolios have fewer losses as prices rise.",
        "Add fresh cash or pair with concentrated-stock sales.",
      ),
      risk(
        "Deferral, not exclusion",
        "Harvesting lowers basis, so gains are larger later.",
        "Hold until death or give appreciated lots to charity.",
      ),
    ],
    marketRisks: ["The portfolio can lag the index"],
    regulatoryConsiderations: ["Wash-sale rules apply to substantially identical securities"],
    liquidityConsiderations: "Fully liquid; daily dealing.",
    alternatives: [
      alt("exchange-fund", "Diversifies a concentrated position without any sale."),
      alt("asset-location", "Reduces tax drag by placing assets in the right accounts."),
    ],
    uniqueAdvantages: ["Turns market volatility into tax assets"],
    successMetrics: [
      metric("Losses harvested", "About 2% of the portfolio a year", "Annually"),
      metric("Tracking error", "Under 1.5% a year", "Quarterly"),
    ],
    qualitativeIndicators: ["Harvested losses are used, not just banked"],
    warningSignals: ["Wash sales reported", "Large unused loss carryforwards"],
    reviewSchedule: "Quarterly manager review; annual tax-lot review.",
    exitStrategy:
      "Convert to an index fund in kind, give appreciated lots to charity, or hold until death for a step-up.",
  },
};

export const installmentSaleSection453: StrategyDefinition = {
  id: "installment-sale-section-453",
  name: "Installment Sale (§453)",
  category: "Capital Gains Management",
  description:
    "A business interest or real estate is sold for a note paid over several years. Gain is reported as principal is received, so tax is paid over the note's term while the seller earns interest on the unpaid price. Interest is charged on the deferred tax for obligations above $5,000,000 (§453A).",
  benefitCalculation: {
    type: "percentage",
    formula:
      "notePrincipalUsd × grossProfitRatio × capitalGainsRate × min(1, 5,000,000 ÷ notePrincipalUsd) × (1 − annuityFactor(discountRate, paymentYears) ÷ paymentYears)",
    variables: ["notePrincipalUsd", "grossProfitRatio", "capitalGainsRate", "discountRate", "paymentYears"],
  },
  costCalculation: { type: "one_time", formula: "setupCostUsd", variables: ["setupCostUsd"] },
  lifeInsuranceComponent: "Optional: term insurance on the buyer's key person protects the seller's note.",
  annuityComponent: "N/A",
  applicableNetWorth: 2_000_000,
  regulatoryDisclosures: ["buyer_credit_risk", "interest_on_deferred_tax_above_5m", "recapture_taxed_in_year_of_sale"],
  sources: [
    "IRC §453 (installment method; (i) recapture in year of sale; (k) publicly traded property excluded)",
    "IRC §453A (interest on deferred tax above $5,000,000; pledge rule)",
    "IRC §453(e) (related-party resales within 2 years)",
    "IRC §483, §1274 (minimum interest at the AFR)",
  ],
  variables: [
    v("notePrincipalUsd", "USD", "Part of the price paid by the buyer's note."),
    v("grossProfitRatio", "ratio", "Gain as a share of the price."),
    v("capitalGainsRate", "rate", "Federal rate on the gain with NIIT."),
    v("discountRate", "rate", "Rate used to value tax paid later."),
    v("paymentYears", "years", "Years over which the note is paid."),
    v("setupCostUsd", "USD", "Note, security agreement and tax advice."),
  ],
  defaults(f, tax) {
    const sold = f.ownsBusiness
      ? businessValueOf(f, 0.4)
      : fixed(Math.round(netWorthOf(f) * 0.2), "property sold about 20% of net worth");
    const note = Math.round(sold.value * 0.6);
    return {
      notePrincipalUsd: fixed(note, `60% of the price (${formatUsd(note)}) paid by note; ${sold.assumption}`),
      grossProfitRatio: fixed(0.8, "basis about 20% of the price, so 80% of each payment is gain"),
      capitalGainsRate: capitalGainsRateOf(f, tax),
      discountRate: discountRateOf(tax),
      paymentYears: fixed(10, "note paid over 10 years"),
      setupCostUsd: fixed(15_000, "note, security documents and tax advice, about $15,000"),
    };
  },
  benefit: (x, tax) => {
    const note = Math.max(0, x.notePrincipalUsd ?? 0);
    const shareWithoutInterestCharge =
      note > 0 ? Math.min(1, tax.installmentObligationInterestChargeThreshold / note) : 0;
    const deferredTax = note * (x.grossProfitRatio ?? 0) * (x.capitalGainsRate ?? 0) * shareWithoutInterestCharge;
    return { taxSavings: deferralValue(deferredTax, x.discountRate ?? 0, x.paymentYears ?? 0) };
  },
  cost: (x) => ({ setup: x.setupCostUsd ?? 0, annual: 0, years: 1 }),
  sensitivity: { variable: "paymentYears", mode: "add", spread: 5, description: "Note over 5 / 10 / 15 years" },
  eligibility: allOf(
    {
      test: (f) => f.expectsLiquidityEvent,
      fits: "A sale is expected, so the terms can include a seller-financed note.",
      fails: "The notes show no expected sale to structure as an installment sale.",
    },
    anyOf(
      "The installment method is not available for publicly traded stock (§453(k)(2)); the notes show no business or real estate to sell.",
      {
        test: (f) => f.ownsBusiness,
        fits: "The client owns a private business, which can be sold on instalments.",
        fails: "",
      },
      {
        test: (f) => f.hasInvestmentRealEstate,
        fits: "The client owns investment real estate, which can be sold on instalments.",
        fails: "",
      },
    ),
  ),
  timeline: "Negotiated with the sale; 1–2 months",
  keyBenefits: [
    "Tax paid as the price is received",
    "Interest earned on money that would have gone to tax",
    "Can widen the pool of buyers",
  ],
  memoBucket: "worryFreeLifestyle",
  goalKeywords: ["sale", "sell", "retire", "succession", "income", "real estate"],
  explanation: {
    overview:
      "When a buyer pays over time, the seller reports gain only as principal arrives. The seller keeps earning interest on the deferred part of the price, which includes money that an all-cash sale would have sent to the IRS in year one.",
    keyComponents: [
      "Promissory note at or above the applicable federal rate",
      "Security interest in the business or property",
      "Gross profit ratio applied to each principal payment",
      "Recapture income taxed in the year of sale",
    ],
    steps: [
      step("Structure the deal", "Agree the down payment, note term, rate and security.", "During negotiation", [
        "Term sheet",
      ]),
      step("Document", "Draft the note, security agreement and guarantees.", "Weeks 2–6", [
        "Promissory note",
        "Security agreement",
        "UCC filing or mortgage",
      ]),
      step("Report", "Report the sale on Form 6252 and recapture on Form 4797.", "Tax return for the sale year", [
        "Form 6252",
        "Form 4797",
      ]),
      step(
        "Collect and report",
        "Receive payments and report the gain and interest each year.",
        "Each year of the note",
        ["Payment records", "Form 6252"],
      ),
    ],
    prerequisites: ["A buyer willing to pay over time", "Property that is not publicly traded stock or inventory"],
    professionals: ["M&A or real estate attorney", "CPA", "Business broker"],
    secondaryBenefits: ["Steady income in retirement", "A higher price may be negotiated for seller financing"],
    taxAdvantages: ["Gain spread over the note term", "Possible lower brackets in later years"],
    risks: [
      risk(
        "Buyer default",
        "The seller may recover a business worth less than the unpaid note.",
        "Security, guarantees, covenants and a meaningful down payment.",
      ),
      risk(
        "Interest charge above $5M",
        "§453A interest on deferred tax erodes the benefit for large notes.",
        "Keep notes near $5M per spouse or accept the charge.",
      ),
      risk(
        "Pledging the note",
        "Borrowing against the note is treated as a payment.",
        "Do not pledge the note as collateral.",
      ),
    ],
    marketRisks: ["Tax rates could rise while payments are outstanding"],
    regulatoryConsiderations: [
      "Related-party resales within 2 years accelerate the gain",
      "Depreciation recapture is not deferred",
    ],
    liquidityConsiderations: "Most of the price arrives over years; plan cash needs around the payment schedule.",
    alternatives: [
      alt("management-buyout", "Often uses an installment note to sell to the management team."),
      alt(
        "esop-section-1042-rollover",
        "For C corporations, defers the gain on a sale to employees without seller credit risk.",
      ),
    ],
    uniqueAdvantages: ["Deferral without reinvestment restrictions"],
    successMetrics: [
      metric("Payments received on time", "100%", "Monthly or quarterly"),
      metric("Tax deferred", "All gain except recapture", "At sale"),
    ],
    qualitativeIndicators: ["The buyer's business is performing"],
    warningSignals: ["Late payments", "Covenant breaches"],
    reviewSchedule: "Quarterly review of the buyer's financials; annual tax review.",
    exitStrategy:
      "The note is paid off; it can be sold or given to family (which accelerates the gain for the seller).",
  },
};

export const rule10b51TradingPlan: StrategyDefinition = {
  id: "rule-10b5-1-trading-plan",
  name: "Rule 10b5-1 Trading Plan for Concentrated Employer Stock",
  category: "Investment Planning",
  description:
    "An officer, director or employee with a large position in a public company adopts a written plan, while not aware of material non-public information, that sells set amounts at set prices or dates. The plan is an affirmative defence to insider-trading claims and lets diversification continue through blackout periods.",
  benefitCalculation: {
    type: "asset_protection",
    formula: "positionUsd × shareToSell × drawdownRisk",
    variables: ["positionUsd", "shareToSell", "drawdownRisk"],
  },
  costCalculation: { type: "one_time", formula: "planCostUsd", variables: ["planCostUsd"] },
  lifeInsuranceComponent: "N/A",
  annuityComponent: "N/A",
  applicableNetWorth: 2_000_000,
  regulatoryDisclosures: [
    "insider_trading_rules",
    "cooling_off_period",
    "public_disclosure_of_plan",
    "section_16_reporting",
  ],
  sources: [
    "17 C.F.R. §240.10b5-1(c) as amended by SEC Release No. 33-11138 (2022)",
    "Securities Exchange Act of 1934 §10(b), §16",
    "Regulation S-K Item 408 (disclosure of plans)",
    "17 C.F.R. §230.144 (Rule 144 resales by affiliates)",
  ],
  variables: [
    v("positionUsd", "USD", "Value of the employer-stock position."),
    v("shareToSell", "ratio", "Share of the position the plan sells."),
    v("drawdownRisk", "ratio", "Expected loss on a single stock avoided by diversifying."),
    v("planCostUsd", "USD", "Legal review and broker set-up."),
  ],
  defaults(f) {
    return {
      positionUsd: positionOf(f),
      shareToSell: fixed(0.5, "half the position sold over 12–24 months"),
      drawdownRisk: fixed(
        0.25,
        "expected loss from single-stock risk about 25% (many single stocks suffer deep, lasting declines)",
      ),
      planCostUsd: fixed(5_000, "legal review and broker set-up, about $5,000"),
    };
  },
  benefit: (x) => ({ protection: (x.positionUsd ?? 0) * (x.shareToSell ?? 0) * (x.drawdownRisk ?? 0) }),
  cost: (x) => ({ setup: x.planCostUsd ?? 0, annual: 0, years: 1 }),
  sensitivity: { variable: "drawdownRisk", mode: "add", spread: 0.1, description: "Loss avoided 15% / 25% / 35%" },
  eligibility: allOf(
    is.concentratedStock,
    anyOf(
      "The notes do not suggest the client is a company insider subject to blackout periods, where a 10b5-1 plan is needed.",
      {
        test: (f) =>
          goalsMention(f, [
            "insider",
            "executive",
            "officer",
            "director",
            "employer stock",
            "company stock",
            "blackout",
          ]),
        fits: "The client's goals point to holding employer stock as an insider.",
        fails: "",
      },
      {
        test: (f) => f.expectsLiquidityEvent,
        fits: "An IPO or liquidity event is expected, after which insiders need a plan to sell.",
        fails: "",
      },
      {
        test: (f) => f.hasEmployerStockInPlan,
        fits: "The client holds employer stock, suggesting an insider position.",
        fails: "",
      },
    ),
  ),
  timeline:
    "2–4 weeks to adopt; sales start after a 90–120-day cooling-off for officers and directors (30 days for others)",
  keyBenefits: [
    "Affirmative defence against insider-trading claims",
    "Sales continue through blackout windows",
    "Systematic diversification without timing decisions",
  ],
  memoBucket: "protectionBucket",
  goalKeywords: ["diversif", "concentrat", "employer stock", "company stock", "sell", "insider"],
  explanation: {
    overview:
      "Insiders can only trade in narrow windows and risk liability whenever they know something the market does not. A 10b5-1 plan, set up in good faith while the client knows nothing material, pre-commits to sales so diversification happens on schedule.",
    keyComponents: [
      "Written plan with amounts, prices and dates or a formula",
      "Cooling-off period before the first trade",
      "Certification of no material non-public information (officers and directors)",
      "No overlapping plans; one single-trade plan per 12 months",
    ],
    steps: [
      step("Set goals", "Decide how much to sell, the price floors and the tax budget for gains.", "Week 1", [
        "Concentration analysis",
        "Tax projection",
      ]),
      step(
        "Draft and approve",
        "Broker drafts; company counsel approves under the insider-trading policy.",
        "Weeks 1–3",
        ["Plan document", "Company approval"],
      ),
      step(
        "Adopt in an open window",
        "Sign while not aware of material non-public information; certify if an officer or director.",
        "Open trading window",
        ["Certification"],
      ),
      step(
        "Let it run",
        "Trades execute after the cooling-off; Form 4 and Rule 144 filings as required.",
        "12–24 months",
        ["Form 4", "Form 144"],
      ),
    ],
    prerequisites: ["A public-company position", "An open trading window", "No material non-public information"],
    professionals: [
      "Securities attorney or company counsel",
      "Broker's executive services desk",
      "Wealth adviser",
      "CPA",
    ],
    secondaryBenefits: ["Removes emotion from selling", "Signals orderly selling to the market"],
    taxAdvantages: ["Sales can be timed across tax years and paired with harvested losses"],
    risks: [
      risk(
        "Plan changes",
        "Modifying or cancelling a plan restarts the cooling-off and may undermine the defence.",
        "Design the plan to run its course.",
      ),
      risk(
        "Good faith",
        "The defence needs the plan to be operated in good faith throughout.",
        "Do not influence trades or time disclosures.",
      ),
      risk("Tax on sales", "Sales realise gains.", "Coordinate with loss harvesting or charitable gifts of shares."),
    ],
    marketRisks: ["Prices may rise after sales"],
    regulatoryConsiderations: [
      "Plans of officers and directors are disclosed in the company's periodic reports",
      "Section 16 reporting within 2 business days",
    ],
    liquidityConsiderations: "Turns an illiquid-in-practice insider position into regular cash.",
    alternatives: [
      alt("exchange-fund", "Diversifies without selling if the stock is accepted and the client is not restricted."),
      alt("protective-collar", "Hedges the position without selling it (subject to the company's hedging policy)."),
    ],
    uniqueAdvantages: ["The only way insiders can sell on a fixed schedule regardless of windows"],
    successMetrics: [
      metric("Position as share of net worth", "Under 20% at the end of the plan", "Quarterly"),
      metric("Trades executed as planned", "100%", "Monthly"),
    ],
    qualitativeIndicators: ["The client stops timing the stock"],
    warningSignals: ["Pressure to suspend the plan after news", "Overlapping plans"],
    reviewSchedule: "Quarterly review of trades; new plan considered at expiry.",
    exitStrategy: "The plan ends on its last trade or date; a new one can be adopted in a later open window.",
  },
};

export const prepaidVariableForward: StrategyDefinition = {
  id: "prepaid-variable-forward",
  name: "Prepaid Variable Forward Contract",
  category: "Advanced Tax Planning",
  description:
    "The holder of a large, low-basis public position agrees to deliver a variable number of shares (or cash) in 2–5 years and receives 75–90% of the value up front. Under Rev. Rul. 2003-7 this is not a sale or constructive sale, so gain is deferred while the holder gets cash and downside protection and keeps some upside.",
  benefitCalculation: {
    type: "asset_protection",
    formula:
      "embeddedGainUsd × capitalGainsRate × ((1 + discountRate)^contractYears − 1) + positionUsd × lossBelowFloorRate",
    variables: [
      "embeddedGainUsd",
      "capitalGainsRate",
      "discountRate",
      "contractYears",
      "positionUsd",
      "lossBelowFloorRate",
    ],
  },
  costCalculation: {
    type: "annual",
    formula: "positionUsd × impliedCostRate × contractYears",
    variables: ["positionUsd", "impliedCostRate", "contractYears"],
  },
  lifeInsuranceComponent: "N/A",
  annuityComponent: "N/A",
  applicableNetWorth: 15_000_000,
  regulatoryDisclosures: [
    "derivative_counterparty_risk",
    "constructive_sale_rules",
    "straddle_rules",
    "company_hedging_policy",
  ],
  sources: [
    "Rev. Rul. 2003-7 (prepaid variable forward not a sale or constructive sale)",
    "IRC §1259 (constructive sales)",
    "IRC §1092, §263(g) (straddles)",
    "Anschutz Co. v. Commissioner, 135 T.C. 78 (2010), aff'd 664 F.3d 313 (10th Cir. 2011) (PVF with share lending was a sale)",
    "Estate of McKelvey v. Commissioner, 906 F.3d 26 (2d Cir. 2018)",
  ],
  variables: [
    v("positionUsd", "USD", "Value of the shares pledged under the contract."),
    v("embeddedGainUsd", "USD", "Unrealised gain in those shares."),
    v("capitalGainsRate", "rate", "Federal rate on the gain with NIIT."),
    v("discountRate", "rate", "Return earned on tax not yet paid."),
    v("contractYears", "years", "Term of the contract."),
    v("lossBelowFloorRate", "ratio", "Expected loss below the floor that the contract absorbs."),
    v("impliedCostRate", "rate", "Dealer's implied financing and hedging cost a year."),
  ],
  defaults(f, tax) {
    const position = positionOf(f);
    const gain = Math.round(position.value * 0.8);
    return {
      positionUsd: position,
      embeddedGainUsd: fixed(gain, `basis about 20% of value, so gain ${formatUsd(gain)}`),
      capitalGainsRate: capitalGainsRateOf(f, tax),
      discountRate: discountRateOf(tax),
      contractYears: fixed(3, "3-year contract"),
      lossBelowFloorRate: fixed(0.1, "expected loss below a 90% floor about 10% of value over the term"),
      impliedCostRate: fixed(0.025, "implied cost about 2.5% of value a year"),
    };
  },
  benefit: (x) => ({
    taxSavings:
      (x.embeddedGainUsd ?? 0) *
      (x.capitalGainsRate ?? 0) *
      ((1 + (x.discountRate ?? 0)) ** (x.contractYears ?? 0) - 1),
    protection: (x.positionUsd ?? 0) * (x.lossBelowFloorRate ?? 0),
  }),
  cost: (x) => ({ setup: 0, annual: (x.positionUsd ?? 0) * (x.impliedCostRate ?? 0), years: x.contractYears ?? 0 }),
  sensitivity: {
    variable: "impliedCostRate",
    mode: "add",
    spread: 0.01,
    description: "Implied cost 1.5% / 2.5% / 3.5% a year",
  },
  eligibility: allOf(is.concentratedStock, {
    test: (f) => investableAssets(f) >= 10_000_000,
    fits: (f) =>
      `Investable assets of about ${formatUsd(investableAssets(f))} support a position large enough for dealers to quote a forward.`,
    fails:
      "Dealers write prepaid variable forwards on positions of several million dollars; the notes do not show one that large.",
  }),
  timeline: "2–6 weeks to negotiate; 2–5-year term",
  keyBenefits: [
    "75–90% of the value in cash now without a sale",
    "Downside protected below the floor",
    "Gain deferred to settlement, or avoided by a step-up if the holder dies first",
  ],
  memoBucket: "protectionBucket",
  goalKeywords: ["liquidity", "concentrat", "diversif", "stock", "hedge", "cash"],
  explanation: {
    overview:
      "A prepaid variable forward monetises a concentrated stock position: a dealer pays most of its value now in exchange for shares delivered later, the number depending on the price at maturity. The holder diversifies the cash, is protected below a floor, keeps upside to a cap and defers the tax.",
    keyComponents: [
      "Up-front payment of 75–90% of current value",
      "Floor and cap defining how many shares are delivered",
      "Shares pledged as collateral (not lent)",
      "Settlement in shares or cash at maturity",
    ],
    steps: [
      step(
        "Check restrictions",
        "Confirm the company's hedging and pledging policy and any Rule 144 limits.",
        "Week 1",
        ["Insider-trading policy"],
      ),
      step("Bid the contract", "Obtain quotes from several dealers on floor, cap, advance and cost.", "Weeks 1–3", [
        "ISDA documentation",
      ]),
      step(
        "Execute",
        "Sign the contract and pledge shares; invest the advance in a diversified portfolio.",
        "Weeks 3–6",
        ["Confirmation", "Pledge agreement"],
      ),
      step("Settle", "At maturity deliver shares or cash; report the sale then.", "End of term", ["Form 8949"]),
    ],
    prerequisites: ["A large, liquid public position with low basis", "Company permission if an insider"],
    professionals: ["Derivatives desk at a major dealer", "Tax attorney", "Securities counsel", "Wealth adviser"],
    secondaryBenefits: ["Diversification funded by the advance", "Can be rolled into a new contract"],
    taxAdvantages: ["No sale until settlement", "Step-up at death can eliminate the gain on undelivered shares"],
    risks: [
      risk(
        "Constructive sale or sale",
        "Too narrow a band, fixed share delivery or lending the shares can trigger tax now.",
        "Keep a meaningful band and never lend the pledged shares (Anschutz).",
      ),
      risk("Counterparty", "The dealer may fail.", "Use highly rated dealers; collateral terms."),
      risk("Upside given up", "Gains above the cap belong to the dealer.", "Set the cap to the client's expectations."),
    ],
    marketRisks: ["Stock above the cap at maturity means delivering more value than received"],
    regulatoryConsiderations: [
      "Straddle rules can defer losses and capitalise interest",
      "Insiders must disclose hedges",
    ],
    liquidityConsiderations: "Provides immediate liquidity; the shares stay pledged for the term.",
    alternatives: [
      alt("protective-collar", "Hedges without the cash advance and at lower cost."),
      alt("exchange-fund", "Diversifies without a hedge but locks up for 7 years."),
    ],
    uniqueAdvantages: ["Cash, protection and deferral in one contract"],
    successMetrics: [
      metric("Advance received", "At least 80% of value", "At execution"),
      metric("Diversified portfolio funded", "100% of the advance invested", "Within 3 months"),
    ],
    qualitativeIndicators: ["The client understands the capped upside"],
    warningSignals: ["Requests to lend pledged shares", "Stock near the cap late in the term"],
    reviewSchedule: "Quarterly mark-to-market review; settlement planning 6 months before maturity.",
    exitStrategy:
      "Settle in shares or cash, roll into a new contract, or hold until death so heirs settle with stepped-up shares.",
  },
};

export const protectiveCollar: StrategyDefinition = {
  id: "protective-collar",
  name: "Protective Collar on a Concentrated Position",
  category: "Investment Planning",
  description:
    "The holder buys a put option (a floor) and sells a call option (a cap) on the concentrated stock, usually at zero net premium. Losses below the floor are hedged for the term; upside is kept to the cap. With a band wide enough to avoid the §1259 constructive-sale rule, no gain is recognised.",
  benefitCalculation: {
    type: "asset_protection",
    formula: "positionUsd × lossBelowFloorRate",
    variables: ["positionUsd", "lossBelowFloorRate"],
  },
  costCalculation: {
    type: "annual",
    formula: "positionUsd × tradingCostRate × years",
    variables: ["positionUsd", "tradingCostRate", "years"],
  },
  lifeInsuranceComponent: "N/A",
  annuityComponent: "N/A",
  applicableNetWorth: 5_000_000,
  regulatoryDisclosures: ["options_risk", "constructive_sale_rules", "straddle_rules", "company_hedging_policy"],
  sources: [
    "IRC §1259 (constructive sales) and H.R. Rep. No. 105-148 (1997) (collars with a meaningful band)",
    "IRC §1092; Treas. Reg. §1.1092(c)-1 to -4 (straddles, qualified covered calls)",
    "IRC §263(g) (capitalised carrying costs)",
    "FINRA Rule 2360 (options)",
  ],
  variables: [
    v("positionUsd", "USD", "Value of the hedged shares."),
    v("lossBelowFloorRate", "ratio", "Expected loss below the put strike over the term."),
    v("tradingCostRate", "rate", "Spreads and commissions a year."),
    v("years", "years", "Term of the collar."),
  ],
  defaults(f) {
    return {
      positionUsd: positionOf(f),
      lossBelowFloorRate: fixed(
        0.1,
        "expected loss below a 90% floor about 10% of value over 2 years (about the put's price)",
      ),
      tradingCostRate: fixed(0.005, "spreads and commissions about 0.5% a year"),
      years: fixed(2, "2-year collar"),
    };
  },
  benefit: (x) => ({ protection: (x.positionUsd ?? 0) * (x.lossBelowFloorRate ?? 0) }),
  cost: (x) => ({ setup: 0, annual: (x.positionUsd ?? 0) * (x.tradingCostRate ?? 0), years: x.years ?? 0 }),
  sensitivity: {
    variable: "lossBelowFloorRate",
    mode: "add",
    spread: 0.05,
    description: "Loss below floor 5% / 10% / 15%",
  },
  eligibility: allOf(is.concentratedStock, {
    test: (f) => investableAssets(f) >= 2_000_000,
    fits: "The position is large enough for listed or over-the-counter options.",
    fails:
      "The notes do not show at least about $2,000,000 of investable assets, where a collar on the position is worth its trading costs.",
  }),
  timeline: "1–2 weeks",
  keyBenefits: [
    "Caps the loss on the position",
    "Zero or low net premium",
    "No sale and no tax when the band is wide enough",
  ],
  memoBucket: "protectionBucket",
  goalKeywords: ["protect", "hedge", "concentrat", "stock", "downside", "risk"],
  explanation: {
    overview:
      "A collar puts a floor under a concentrated stock while the client decides how to diversify. Selling a call pays for the put, so the protection costs little in cash; the price is giving up gains above the cap.",
    keyComponents: [
      "Long put at about 85–90% of the price",
      "Short call at about 115–130%",
      "Same expiry, typically 1–3 years",
      "Shares held as cover",
    ],
    steps: [
      step("Check policy", "Confirm the employer's hedging policy and any blackout or Section 16 limits.", "Week 1", [
        "Insider-trading policy",
      ]),
      step("Set the band", "Choose strikes that protect enough while staying clear of a constructive sale.", "Week 1", [
        "Options pricing",
      ]),
      step("Execute", "Trade listed options or an OTC collar with a dealer.", "Week 2", ["Options agreement or ISDA"]),
      step("Manage", "Roll, close or let expire; coordinate with diversification plans.", "Through expiry", [
        "Position reports",
      ]),
    ],
    prerequisites: ["Options approval on the account", "A position large enough to hedge"],
    professionals: ["Wealth adviser or options desk", "CPA", "Securities counsel for insiders"],
    secondaryBenefits: [
      "Buys time for an exchange fund, gifts or a 10b5-1 plan",
      "Can support borrowing against the shares",
    ],
    taxAdvantages: ["No recognition of gain with a wide band", "Holding period preserved for long-term shares"],
    risks: [
      risk(
        "Constructive sale",
        "A band too narrow can be treated as a sale.",
        "Keep a meaningful spread between floor and cap.",
      ),
      risk(
        "Straddle rules",
        "Losses may be deferred and carrying costs capitalised.",
        "Model the straddle effects with a CPA.",
      ),
      risk(
        "Capped upside",
        "Gains above the call strike are lost or force an early close.",
        "Set the cap above the expected range.",
      ),
    ],
    marketRisks: ["Sharp rises force buying back the call at a loss"],
    regulatoryConsiderations: ["Insiders must disclose hedges; many companies prohibit them"],
    liquidityConsiderations: "No cash raised; the shares stay held as cover.",
    alternatives: [
      alt("prepaid-variable-forward", "Adds a cash advance to the hedge."),
      alt("rule-10b5-1-trading-plan", "Sells the position gradually instead of hedging it."),
    ],
    uniqueAdvantages: ["Near-zero-cost protection for the position"],
    successMetrics: [
      metric("Maximum loss on the position", "Limited to the floor", "At expiry"),
      metric("Net premium", "Near zero", "At execution"),
    ],
    qualitativeIndicators: ["The client is comfortable with the cap"],
    warningSignals: ["Stock near the call strike", "Band narrowed on rolls"],
    reviewSchedule: "Monthly while the collar is open; decision at each expiry.",
    exitStrategy:
      "Let it expire, roll it, or close it when the shares are sold, given or contributed to an exchange fund.",
  },
};

export const taxGainHarvesting: StrategyDefinition = {
  id: "tax-gain-harvesting",
  name: "Tax-Gain Harvesting in Low-Income Years",
  category: "Tax Planning",
  description:
    "In a year of unusually low taxable income (early retirement, a sabbatical, a business loss year), appreciated securities are sold to realise gains that fall within the 0% long-term capital gains bracket and are immediately repurchased, raising basis at no federal tax. There is no wash-sale rule for gains.",
  benefitCalculation: {
    type: "flat",
    formula: "harvestableGainUsd × futureCapitalGainsRate",
    variables: ["harvestableGainUsd", "futureCapitalGainsRate"],
  },
  costCalculation: { type: "minimal", formula: "reviewCostUsd", variables: ["reviewCostUsd"] },
  lifeInsuranceComponent: "N/A",
  annuityComponent: "N/A",
  applicableNetWorth: 250_000,
  regulatoryDisclosures: ["state_tax_may_apply", "affects_income_based_benefits"],
  sources: [
    "IRC §1(h)(1)(B), (j)(5) (0% rate on long-term gains within the bracket)",
    "IRC §1091 (wash sales apply only to losses)",
    "Rev. Proc. 2025-32 (2026 thresholds)",
  ],
  variables: [
    v("harvestableGainUsd", "USD", "Gain that fits in the 0% bracket this year."),
    v("futureCapitalGainsRate", "rate", "Rate the same gain would bear in a normal year."),
    v("reviewCostUsd", "USD", "CPA projection of the year's taxable income."),
  ],
  defaults(f, tax) {
    const married = isMarried(f);
    const ceiling = married
      ? tax.longTermCapitalGains0TopMarriedJoint + tax.standardDeductionMarriedJoint
      : tax.longTermCapitalGains0TopMarriedJoint / 2 + tax.standardDeductionSingle;
    const room = Math.round(Math.max(0, ceiling - (f.annualIncomeUsd ?? ceiling)));
    const future = capitalGainsRate({ ...f, annualIncomeUsd: tax.longTermCapitalGains0TopMarriedJoint * 2 }, tax);
    return {
      harvestableGainUsd: fixed(
        room,
        f.annualIncomeUsd === null
          ? "income not stated, so no 0% room assumed"
          : `0% bracket room: ${formatUsd(ceiling)} of gross income (0% ceiling plus the standard deduction${married ? "" : ", single filer approximated"}) less income of ${formatUsd(f.annualIncomeUsd)}`,
      ),
      futureCapitalGainsRate: fixed(
        future,
        `the gain would otherwise be taxed at ${(future * 100).toFixed(1)}% in a normal-income year`,
      ),
      reviewCostUsd: fixed(500, "CPA income projection, about $500"),
    };
  },
  benefit: (x) => ({ taxSavings: (x.harvestableGainUsd ?? 0) * (x.futureCapitalGainsRate ?? 0) }),
  cost: (x) => ({ setup: x.reviewCostUsd ?? 0, annual: 0, years: 1 }),
  sensitivity: {
    variable: "harvestableGainUsd",
    mode: "multiply",
    spread: 0.3,
    description: "Room 30% lower / base / 30% higher",
  },
  eligibility: allOf(
    {
      test: (f, t) => {
        const ceiling = isMarried(f)
          ? t.longTermCapitalGains0TopMarriedJoint + t.standardDeductionMarriedJoint
          : t.longTermCapitalGains0TopMarriedJoint / 2 + t.standardDeductionSingle;
        return f.annualIncomeUsd !== null && f.annualIncomeUsd < ceiling;
      },
      fits: (f) =>
        `Income of ${formatUsd(f.annualIncomeUsd ?? 0)} leaves room in the 0% capital gains bracket this year.`,
      fails:
        "Tax-gain harvesting needs a year with income low enough to leave room in the 0% capital gains bracket; the notes show higher or unstated income.",
    },
    {
      test: (f) => f.hasLowBasisStock || f.hasConcentratedStock || (f.taxableInvestmentsUsd ?? 0) > 0,
      fits: "The client holds taxable investments with gains to harvest.",
      fails: "The notes show no taxable investments with unrealised gains.",
    },
  ),
  timeline: "Before 31 December of the low-income year",
  keyBenefits: [
    "Raises basis at a 0% federal rate",
    "No wash-sale wait: repurchase immediately",
    "Reduces future tax on diversification",
  ],
  memoBucket: "worryFreeLifestyle",
  goalKeywords: ["retire", "gain", "basis", "tax", "low income", "sabbatical"],
  explanation: {
    overview:
      "Long-term gains are taxed at 0% up to a taxable-income ceiling. In a low-income year the client can sell appreciated holdings up to that ceiling, pay no federal tax and buy them straight back with a higher basis, cutting tax on a later sale.",
    keyComponents: [
      "Year-end projection of taxable income",
      "Gains sized to the 0% ceiling",
      "Immediate repurchase",
      "Check of state tax and income-tested benefits",
    ],
    steps: [
      step(
        "Project income",
        "Estimate the year's taxable income including dividends and other gains.",
        "October–November",
        ["Year-to-date income", "Prior return"],
      ),
      step("Pick lots", "Select long-term lots with the most gain per dollar to fill the room.", "November", [
        "Tax-lot report",
      ]),
      step(
        "Sell and repurchase",
        "Sell and buy back the same or similar holdings the same day.",
        "Before 31 December",
        ["Trade confirmations"],
      ),
      step("Report", "Report the gains on Form 8949; keep new basis records.", "Tax return", ["Form 8949"]),
    ],
    prerequisites: ["A low-income year", "Taxable holdings with long-term gains"],
    professionals: ["CPA", "Investment adviser"],
    secondaryBenefits: [
      "Makes later rebalancing cheaper",
      "Can pair with Roth conversions in the same low-income years",
    ],
    taxAdvantages: ["0% federal rate on harvested gains", "Higher basis for the rest of life"],
    risks: [
      risk(
        "Overshooting the bracket",
        "Gains above the ceiling are taxed at 15% and can reduce credits.",
        "Leave a margin; do it in December with final numbers.",
      ),
      risk("State tax", "Most states tax the gain.", "Include state tax in the decision."),
      risk(
        "Income-tested benefits",
        "Higher AGI can raise Medicare premiums two years later or reduce ACA credits.",
        "Check IRMAA and ACA thresholds first.",
      ),
    ],
    marketRisks: ["None from the trade itself; holdings are repurchased"],
    regulatoryConsiderations: ["Thresholds are indexed each year"],
    liquidityConsiderations: "No cash needed; proceeds are reinvested at once.",
    alternatives: [
      alt("direct-indexing-tax-loss-harvesting", "Harvests losses in high-income years instead."),
      alt("roth-conversion", "Uses the same low-income room for ordinary income instead of gains."),
    ],
    uniqueAdvantages: ["A permanent basis increase at no federal tax"],
    successMetrics: [
      metric("Gain harvested at 0%", "All available room used", "Each low-income year"),
      metric("Federal tax on harvested gains", "Zero", "At filing"),
    ],
    qualitativeIndicators: ["The client plans low-income years ahead"],
    warningSignals: ["Unexpected income late in the year"],
    reviewSchedule: "Every year-end while income is low.",
    exitStrategy: "Stop when income rises; nothing to unwind.",
  },
};

export const assetLocation: StrategyDefinition = {
  id: "asset-location",
  name: "Asset Location Across Taxable and Tax-Deferred Accounts",
  category: "Investment Tax Planning",
  description:
    "Keeping the same overall allocation, interest-paying bonds and other tax-inefficient assets are placed in IRAs and 401(k)s, and stocks (taxed at qualified-dividend and long-term gain rates, with a step-up at death) in taxable accounts. The tax drag on the portfolio falls with no change in risk.",
  benefitCalculation: {
    type: "percentage",
    formula: "relocatedAssetsUsd × (bondYield × ordinaryRate − dividendYield × capitalGainsRate) × years",
    variables: ["relocatedAssetsUsd", "bondYield", "ordinaryRate", "dividendYield", "capitalGainsRate", "years"],
  },
  costCalculation: {
    type: "minimal",
    formula: "rebalancingReviewUsd × years",
    variables: ["rebalancingReviewUsd", "years"],
  },
  lifeInsuranceComponent: "N/A",
  annuityComponent: "N/A",
  applicableNetWorth: 1_000_000,
  regulatoryDisclosures: ["allocation_unchanged", "tax_rates_may_change"],
  sources: [
    "IRC §1(h)(11) (qualified dividends)",
    "IRC §408(e), §501(a) (tax-exempt retirement trusts)",
    "IRC §1411 (NIIT on interest and dividends in taxable accounts)",
    "IRC §1014 (step-up for taxable holdings only)",
  ],
  variables: [
    v("relocatedAssetsUsd", "USD", "Bonds moved into tax-deferred accounts (and equal stocks moved out)."),
    v("bondYield", "rate", "Bond interest yield."),
    v("ordinaryRate", "rate", "Rate on interest in a taxable account (ordinary + NIIT)."),
    v("dividendYield", "rate", "Stock dividend yield."),
    v("capitalGainsRate", "rate", "Rate on qualified dividends (with NIIT)."),
    v("years", "years", "Years the location is kept."),
    v("rebalancingReviewUsd", "USD", "Extra review of cross-account rebalancing a year."),
  ],
  defaults(f, tax) {
    const relocated = Math.round(Math.min(f.retirementAccountsUsd ?? 0, investableAssets(f)) * 0.4);
    const ordinary = marginalOrdinaryRate(f, tax) + tax.netInvestmentIncomeTaxRate;
    return {
      relocatedAssetsUsd: fixed(
        relocated,
        `40% of the smaller of retirement and taxable balances (${formatUsd(relocated)})`,
      ),
      bondYield: fixed(0.045, "bond yield 4.5%"),
      ordinaryRate: fixed(ordinary, `ordinary rate plus NIIT on interest (${(ordinary * 100).toFixed(1)}%)`),
      dividendYield: fixed(0.015, "stock dividend yield 1.5%"),
      capitalGainsRate: capitalGainsRateOf(f, tax),
      years: fixed(10, "10 years"),
      rebalancingReviewUsd: fixed(500, "extra rebalancing review, about $500 a year"),
    };
  },
  benefit: (x) => ({
    taxSavings:
      (x.relocatedAssetsUsd ?? 0) *
      Math.max(0, (x.bondYield ?? 0) * (x.ordinaryRate ?? 0) - (x.dividendYield ?? 0) * (x.capitalGainsRate ?? 0)) *
      (x.years ?? 0),
  }),
  cost: (x) => ({ setup: 0, annual: x.rebalancingReviewUsd ?? 0, years: x.years ?? 0 }),
  sensitivity: { variable: "bondYield", mode: "add", spread: 0.015, description: "Bond yield 3% / 4.5% / 6%" },
  eligibility: allOf(
    {
      test: (f) => (f.retirementAccountsUsd ?? 0) >= 250_000,
      fits: (f) => `Retirement accounts of ${formatUsd(f.retirementAccountsUsd ?? 0)} can hold the bond allocation.`,
      fails:
        "Asset location needs meaningful tax-deferred balances (about $250,000 or more), which the notes do not show.",
    },
    {
      test: (f) => investableAssets(f) >= 250_000,
      fits: "There are taxable investments to hold the stock allocation.",
      fails: "Asset location needs taxable investments alongside retirement accounts, which the notes do not show.",
    },
  ),
  timeline: "1–2 months",
  keyBenefits: [
    "Lower tax drag with the same risk",
    "Stocks in taxable accounts get a step-up at death",
    "No new products needed",
  ],
  memoBucket: "worryFreeLifestyle",
  goalKeywords: ["invest", "portfolio", "tax", "retire", "efficien"],
  explanation: {
    overview:
      "Where each asset sits matters as much as what is owned. Interest is taxed at ordinary rates every year, while stock returns come mostly as lightly taxed dividends and deferred gains. Holding bonds in tax-deferred accounts and stocks in taxable ones cuts the annual tax bill without changing the overall mix.",
    keyComponents: [
      "Household-level allocation",
      "Location rules by asset tax efficiency",
      "Cross-account rebalancing",
      "Municipal bonds only in taxable accounts",
    ],
    steps: [
      step("Map accounts", "List every account, its tax treatment and holdings.", "Weeks 1–2", ["Statements"]),
      step(
        "Design",
        "Keep the target mix; assign bonds, REITs and high-turnover funds to deferred accounts first.",
        "Weeks 2–3",
        ["Allocation model"],
      ),
      step("Transition", "Swap inside IRAs freely; in taxable accounts change gradually to limit gains.", "Weeks 3–8", [
        "Trade plan",
        "Gain budget",
      ]),
      step("Maintain", "Rebalance at household level each year.", "Annually", ["Rebalancing report"]),
    ],
    prerequisites: ["Both taxable and tax-deferred accounts of meaningful size"],
    professionals: ["Investment adviser", "CPA"],
    secondaryBenefits: [
      "Foreign tax credits usable on international stocks in taxable accounts",
      "Heirs receive stepped-up taxable holdings",
    ],
    taxAdvantages: ["Interest sheltered from ordinary rates and NIIT", "Stocks taxed at preferential rates"],
    risks: [
      risk(
        "Transition gains",
        "Moving taxable holdings can realise gains.",
        "Relocate mainly within IRAs and through new cash.",
      ),
      risk("Different account growth", "Account balances drift apart over time.", "Rebalance at household level."),
      risk("Law changes", "Rate changes alter the best location.", "Review when tax law changes."),
    ],
    marketRisks: ["Unchanged; the allocation stays the same"],
    regulatoryConsiderations: ["RMDs are taken from accounts holding bonds, which is usually fine"],
    liquidityConsiderations: "No effect on overall liquidity.",
    alternatives: [
      alt("municipal-bond-allocation", "Holds fixed income tax-free in taxable accounts when deferred space is short."),
      alt("direct-indexing-tax-loss-harvesting", "Adds loss harvesting to the taxable stock allocation."),
    ],
    uniqueAdvantages: ["Tax savings with no change in risk or cost"],
    successMetrics: [
      metric("Tax drag on the portfolio", "Lower by 0.2% a year or more", "Annually"),
      metric("Allocation versus target", "Within 5%", "Quarterly"),
    ],
    qualitativeIndicators: ["The client sees accounts as one portfolio"],
    warningSignals: ["Bonds held in taxable accounts with deferred space unused"],
    reviewSchedule: "Annual household rebalancing review.",
    exitStrategy: "None needed; location can be changed at any rebalance.",
  },
};

export const municipalBondAllocation: StrategyDefinition = {
  id: "municipal-bond-allocation",
  name: "Municipal Bond Allocation for High-Bracket Investors",
  category: "Investment Planning",
  description:
    "The fixed-income part of a taxable portfolio is held in municipal bonds, whose interest is exempt from federal income tax and NIIT (and from state tax on in-state bonds). For top-bracket investors the after-tax yield usually beats taxable bonds of similar quality.",
  benefitCalculation: {
    type: "percentage",
    formula: "allocationUsd × max(0, municipalYield − taxableYield × (1 − federalRate)) × years",
    variables: ["allocationUsd", "municipalYield", "taxableYield", "federalRate", "years"],
  },
  costCalculation: {
    type: "annual",
    formula: "allocationUsd × managementFeeRate × years",
    variables: ["allocationUsd", "managementFeeRate", "years"],
  },
  lifeInsuranceComponent: "N/A",
  annuityComponent: "N/A",
  applicableNetWorth: 2_000_000,
  regulatoryDisclosures: ["credit_risk", "interest_rate_risk", "private_activity_bond_amt"],
  sources: [
    "IRC §103(a) (interest on state and local bonds excluded)",
    "IRC §1411(c) (tax-exempt interest is not net investment income)",
    "IRC §57(a)(5) (private activity bond interest is an AMT preference)",
    "IRC §86(b)(2) (counts in modified AGI for Social Security taxation)",
    "IRC §265(a)(2) (no deduction for interest to carry tax-exempts)",
  ],
  variables: [
    v("allocationUsd", "USD", "Fixed income held in municipal bonds."),
    v("municipalYield", "rate", "Tax-free municipal yield."),
    v("taxableYield", "rate", "Yield on comparable taxable bonds."),
    v("federalRate", "rate", "Federal rate on taxable interest (ordinary + NIIT)."),
    v("years", "years", "Years held."),
    v("managementFeeRate", "rate", "Separately managed account fee a year."),
  ],
  defaults(f, tax) {
    const allocation = Math.round(investableAssets(f) * 0.3);
    const federal = marginalOrdinaryRate(f, tax) + tax.netInvestmentIncomeTaxRate;
    return {
      allocationUsd: fixed(allocation, `30% of investable assets in fixed income (${formatUsd(allocation)})`),
      municipalYield: fixed(0.035, "municipal yield 3.5% (high-grade, intermediate)"),
      taxableYield: fixed(0.05, "comparable taxable yield 5%"),
      federalRate: fixed(federal, `ordinary rate plus NIIT (${(federal * 100).toFixed(1)}%)`),
      years: fixed(10, "10 years"),
      managementFeeRate: fixed(0.002, "separately managed account fee about 0.2% a year"),
    };
  },
  benefit: (x) => ({
    taxSavings:
      (x.allocationUsd ?? 0) *
      Math.max(0, (x.municipalYield ?? 0) - (x.taxableYield ?? 0) * (1 - (x.federalRate ?? 0))) *
      (x.years ?? 0),
  }),
  cost: (x) => ({ setup: 0, annual: (x.allocationUsd ?? 0) * (x.managementFeeRate ?? 0), years: x.years ?? 0 }),
  sensitivity: {
    variable: "municipalYield",
    mode: "add",
    spread: 0.005,
    description: "Municipal yield 3% / 3.5% / 4%",
  },
  eligibility: allOf(
    {
      test: (f, t) => (f.annualIncomeUsd ?? 0) >= t.bracket32StartMarriedJoint,
      fits: (f) => `Income of ${formatUsd(f.annualIncomeUsd ?? 0)} puts interest in a high federal bracket.`,
      fails: (_f, t) =>
        `Municipal bonds usually win only in the top brackets (income from about ${formatUsd(t.bracket32StartMarriedJoint)}); the notes show lower or unstated income.`,
    },
    {
      test: (f) => investableAssets(f) >= 500_000,
      fits: "There are enough taxable investments to hold a diversified municipal allocation.",
      fails: "The notes do not show at least $500,000 of taxable investments to hold municipal bonds.",
    },
  ),
  timeline: "2–4 weeks",
  keyBenefits: [
    "Interest free of federal tax and NIIT",
    "In-state bonds also free of state tax",
    "High credit quality",
  ],
  memoBucket: "worryFreeLifestyle",
  goalKeywords: ["income", "bond", "tax-free", "conservative", "preserve"],
  explanation: {
    overview:
      "For investors in the top brackets, a 3.5% tax-free yield equals about 5.9% taxable. Holding the taxable account's fixed income in municipal bonds raises after-tax income without adding risk.",
    keyComponents: [
      "Laddered high-grade municipal bonds",
      "In-state bonds where state tax is high",
      "Avoidance of private-activity bonds for AMT payers",
      "Taxable-equivalent yield comparison",
    ],
    steps: [
      step("Compare yields", "Compute taxable-equivalent yields with federal, NIIT and state rates.", "Week 1", [
        "Tax return",
      ]),
      step("Design the ladder", "Choose maturities, credit quality and in-state share.", "Weeks 1–2", [
        "Investment policy statement",
      ]),
      step("Buy", "Fund a separately managed account or buy individual bonds.", "Weeks 2–4", ["Account opening"]),
      step("Monitor", "Review credit and reinvest maturities.", "Annually", ["Portfolio review"]),
    ],
    prerequisites: ["High marginal rate", "Taxable account with fixed income"],
    professionals: ["Fixed-income manager", "CPA"],
    secondaryBenefits: ["Low default history", "Predictable income"],
    taxAdvantages: ["Federal exemption", "NIIT exemption", "State exemption for in-state bonds"],
    risks: [
      risk("Interest-rate risk", "Bond prices fall when rates rise.", "Ladder maturities."),
      risk(
        "Credit risk",
        "Some issuers face fiscal stress.",
        "Diversify; favour general obligation and essential-service bonds.",
      ),
      risk(
        "Social Security and AMT effects",
        "Muni interest counts toward Social Security taxation; some bonds are AMT preferences.",
        "Check both before buying.",
      ),
    ],
    marketRisks: ["Rate rises reduce market value"],
    regulatoryConsiderations: ["Tax exemption could be limited by future law"],
    liquidityConsiderations: "Individual bonds can be less liquid than Treasuries; hold to maturity where possible.",
    alternatives: [
      alt("asset-location", "Holds taxable bonds inside IRAs instead."),
      alt("direct-indexing-tax-loss-harvesting", "Reduces tax on the equity side of the portfolio."),
    ],
    uniqueAdvantages: ["Tax-free income with high credit quality"],
    successMetrics: [
      metric("After-tax yield versus taxable bonds", "Higher", "Annually"),
      metric("Credit quality", "Average AA or better", "Annually"),
    ],
    qualitativeIndicators: ["Income meets the client's spending needs"],
    warningSignals: ["Drop into lower brackets", "Downgrades"],
    reviewSchedule: "Annual review of yields, brackets and credit.",
    exitStrategy: "Hold to maturity or sell; switch to taxable bonds if the bracket falls.",
  },
};

export const workingInterestIntangibleDrillingCosts: StrategyDefinition = {
  id: "working-interest-intangible-drilling-costs",
  name: "Oil and Gas Working Interest (Intangible Drilling Costs)",
  category: "Investment Tax Planning",
  description:
    "An investment in a direct working interest in US oil and gas wells lets the investor deduct intangible drilling costs (typically 60–80% of the investment) in the year paid under §263(c). Because a working interest held without limited liability is not passive (§469(c)(3)), the deduction offsets wages and business income; production is then partly sheltered by percentage depletion.",
  benefitCalculation: {
    type: "percentage",
    formula:
      "investmentUsd × idcShare × marginalRate × (1 − annuityFactor(discountRate, recoveryYears) ÷ recoveryYears) + investmentUsd × annualIncomeYield × 0.15 × marginalRate × years",
    variables: [
      "investmentUsd",
      "idcShare",
      "marginalRate",
      "discountRate",
      "recoveryYears",
      "annualIncomeYield",
      "years",
    ],
  },
  costCalculation: {
    type: "one_time",
    formula: "investmentUsd × sponsorLoadRate",
    variables: ["investmentUsd", "sponsorLoadRate"],
  },
  lifeInsuranceComponent: "N/A",
  annuityComponent: "N/A",
  applicableNetWorth: 5_000_000,
  regulatoryDisclosures: [
    "speculative_investment",
    "unlimited_liability_of_working_interest",
    "recapture_on_sale",
    "accredited_investor_only",
  ],
  sources: [
    "IRC §263(c); Treas. Reg. §1.612-4 (election to expense intangible drilling costs)",
    "IRC §469(c)(3) (working interests not passive)",
    "IRC §613A(c) (15% percentage depletion for independent producers)",
    "IRC §1254 (recapture on disposition)",
    "IRC §461(l) (excess business loss limit)",
  ],
  variables: [
    v("investmentUsd", "USD", "Amount invested in the drilling program."),
    v("idcShare", "ratio", "Share of the investment that is intangible drilling cost."),
    v("marginalRate", "rate", "Rate on the income the deduction offsets."),
    v("discountRate", "rate", "Rate used to value the earlier deduction."),
    v("recoveryYears", "years", "Years over which the costs would otherwise be recovered."),
    v("annualIncomeYield", "rate", "Gross production income a year as a share of the investment."),
    v("years", "years", "Years of production counted."),
    v("sponsorLoadRate", "ratio", "Sponsor fees and load as a share of the investment."),
  ],
  defaults(f, tax) {
    const investment = Math.round(clamp(netWorthOf(f) * 0.03, 100_000, 1_000_000));
    return {
      investmentUsd: fixed(investment, `about 3% of net worth, $100,000–$1,000,000 (${formatUsd(investment)})`),
      idcShare: fixed(0.7, "70% of the investment is intangible drilling cost"),
      marginalRate: ordinaryRateOf(f, tax),
      discountRate: discountRateOf(tax),
      recoveryYears: fixed(10, "costs otherwise recovered over about 10 years of production"),
      annualIncomeYield: fixed(0.12, "gross production income about 12% of the investment a year"),
      years: fixed(10, "10 years of production"),
      sponsorLoadRate: fixed(0.1, "sponsor fees and load about 10%"),
    };
  },
  benefit: (x, tax) => {
    const investment = x.investmentUsd ?? 0;
    const rate = x.marginalRate ?? 0;
    return {
      taxSavings:
        deferralValue(investment * (x.idcShare ?? 0) * rate, x.discountRate ?? 0, x.recoveryYears ?? 0) +
        investment * (x.annualIncomeYield ?? 0) * tax.percentageDepletionRateOilGas * rate * (x.years ?? 0),
    };
  },
  cost: (x) => ({ setup: (x.investmentUsd ?? 0) * (x.sponsorLoadRate ?? 0), annual: 0, years: 1 }),
  sensitivity: {
    variable: "annualIncomeYield",
    mode: "add",
    spread: 0.06,
    description: "Production income 6% / 12% / 18% a year",
  },
  eligibility: allOf(when.highIncome(500_000), {
    test: (f) => f.riskTolerance !== "conservative",
    fits: "The client's risk tolerance allows a speculative energy investment.",
    fails: "Drilling programs are speculative and suit aggressive or moderate investors, not a conservative one.",
  }),
  timeline: "Commit by year end; deduction in the year paid (with wells spudded by 31 March under the prepayment rule)",
  keyBenefits: [
    "60–80% of the investment deductible in year one against active income",
    "15% percentage depletion shelters production income",
    "Diversifies into real assets",
  ],
  memoBucket: "worryFreeLifestyle",
  goalKeywords: ["income tax", "deduction", "energy", "oil", "invest"],
  explanation: {
    overview:
      "Congress has long let oil and gas investors deduct the intangible costs of drilling immediately. Held as a working interest rather than a limited partnership unit, the deduction is not passive, so a high earner can offset salary or business income in the year of investment while owning a share of the wells' production.",
    keyComponents: [
      "Direct working interest (general partner units converting to limited after drilling)",
      "Election to expense intangible drilling costs",
      "Percentage depletion on production income",
      "Recapture of IDC as ordinary income on a sale",
    ],
    steps: [
      step("Screen sponsors", "Review sponsor track record, well economics, fees and conversion terms.", "Weeks 1–4", [
        "Private placement memorandum",
      ]),
      step("Confirm tax fit", "Project the deduction against the §461(l) limit and AMT.", "Weeks 2–4", [
        "Tax projection",
      ]),
      step("Invest", "Subscribe as a general partner (working interest) before year end.", "By 31 December", [
        "Subscription documents",
        "Accredited investor verification",
      ]),
      step("Report", "Deduct IDC on the return; report production income and depletion yearly.", "Annually", [
        "Schedule K-1",
        "Schedule E",
      ]),
    ],
    prerequisites: ["High ordinary income", "Accredited investor status", "Tolerance for loss of the investment"],
    professionals: ["CPA with energy experience", "Investment adviser", "Attorney to review the offering"],
    secondaryBenefits: ["Inflation-linked income", "Diversification from financial assets"],
    taxAdvantages: ["Immediate deduction against active income", "Percentage depletion can exceed basis"],
    risks: [
      risk(
        "Dry holes and price swings",
        "Wells may produce little and energy prices are volatile.",
        "Invest only risk capital; diversify across many wells.",
      ),
      risk(
        "Liability as a general partner",
        "Working-interest owners bear liability until conversion.",
        "Sponsor insurance and conversion to limited partner after drilling.",
      ),
      risk(
        "Recapture and loss limits",
        "IDC is recaptured on sale; large deductions can exceed the excess business loss limit.",
        "Hold for production; size the investment to the limit.",
      ),
    ],
    marketRisks: ["Oil and gas prices", "Sponsor execution"],
    regulatoryConsiderations: ["Private placement under Regulation D", "Environmental liabilities of operators"],
    liquidityConsiderations: "Illiquid; sponsor buy-back offers, if any, are at a discount.",
    alternatives: [
      alt("cost-segregation", "Accelerates depreciation on real estate the client already owns."),
      alt("real-estate-professional-status", "Makes rental losses non-passive instead."),
    ],
    uniqueAdvantages: ["One of the few investments whose deduction offsets wages directly"],
    successMetrics: [
      metric("First-year deduction", "At least 60% of the investment", "At filing"),
      metric("Cumulative distributions", "Return of capital within 5–7 years", "Annually"),
    ],
    qualitativeIndicators: ["Sponsor reports are timely"],
    warningSignals: ["Production well below projections", "Capital calls"],
    reviewSchedule: "Annual review of production, distributions and tax reporting.",
    exitStrategy:
      "Hold for production income; sales trigger IDC recapture, while death gives heirs a stepped-up basis.",
  },
};

/** Capital-gains, investment and investment-tax strategies (10). */
export const INVESTMENT_STRATEGIES: readonly StrategyDefinition[] = [
  exchangeFund,
  directIndexingTaxLossHarvesting,
  installmentSaleSection453,
  rule10b51TradingPlan,
  prepaidVariableForward,
  protectiveCollar,
  taxGainHarvesting,
  assetLocation,
  municipalBondAllocation,
  workingInterestIntangibleDrillingCosts,
];
