import { formatUsd } from "@fsa/shared";
import { allOf, anyOf, when } from "../../eligibility.ts";
import { clamp } from "../../formulas/finance.ts";
import { capitalGainsRate, marginalOrdinaryRate } from "../../formulas/tax.ts";
import type { StrategyDefinition } from "../../types.ts";
import { fixed, goalsText, investableAssets, is, netWorthOf } from "./shared.ts";

/** Cross-border strategies: foreign trusts, pre-immigration, expatriation, reporting, credits and QDOTs. */

/**
 * Largest civil penalty for a non-willful FBAR violation, per annual report (Bittner v. United
 * States, 598 U.S. 85 (2023)): $10,000 under 31 U.S.C. §5321(a)(5)(B)(i) as adjusted for
 * inflation by 31 C.F.R. §1010.821 (January 2025 adjustment), USD.
 */
const FBAR_NON_WILLFUL_PENALTY_USD = 16_536;
/** IRC §6038D(d)(1) penalty for failing to file Form 8938, USD a year (not indexed). */
const FORM_8938_PENALTY_USD = 10_000;
/** 31 U.S.C. §5321(a)(5)(C)(i)(II): willful FBAR penalty up to 50% of the account balance, decimal. */
const FBAR_WILLFUL_PENALTY_RATE = 0.5;
/** Miscellaneous offshore penalty under the IRS Streamlined Domestic Offshore Procedures, decimal of the highest balance. */
const STREAMLINED_DOMESTIC_PENALTY_RATE = 0.05;

/** Goals that mention leaving the United States or giving up citizenship or a green card. */
const EXPATRIATION_GOALS =
  /renounc|expatriat|give up (us |u\.s\. )?citizenship|green card|leav\w* the (us|u\.s\.|united states)|move abroad|relocat\w* abroad|live abroad/;

/**
 * Foreign grantor trust for US beneficiaries. Minimum net worth 10,000,000 (spec §3 table).
 * Benefit: US tax avoided on the trust's foreign income while the non-US grantor lives.
 */
export const foreignGrantorTrust: StrategyDefinition = {
  id: "foreign-grantor-trust",
  name: "Foreign Grantor Trust for US Beneficiaries",
  category: "International",
  description:
    "A non-US parent (or the client before moving to the US) settles a trust that is a grantor trust of a foreign person under §672(f): revocable, or paying only to the grantor and spouse during life. Its non-US income is not taxed in the US while the grantor lives, distributions to US family members are reported as gifts, and the trust's conversion at the grantor's death is planned to avoid the throwback tax.",
  benefitCalculation: {
    type: "percentage",
    formula: "trustIncomeUsd × usTaxRate × years",
    variables: ["trustIncomeUsd", "usTaxRate", "years"],
  },
  costCalculation: {
    type: "setup_and_annual",
    formula: "setupCostUsd + annualComplianceUsd × years",
    variables: ["setupCostUsd", "annualComplianceUsd", "years"],
  },
  lifeInsuranceComponent:
    "Private placement life insurance is often used after the trust becomes a foreign non-grantor trust, to stop undistributed income accumulating.",
  annuityComponent: "N/A",
  applicableNetWorth: 10_000_000,
  regulatoryDisclosures: ["international_reporting", "form_3520", "throwback_tax_risk", "cross_border_advice_required"],
  sources: [
    "IRC §672(f) and Treas. Reg. §1.672(f)-3 (foreign grantor trusts)",
    "IRC §679(a)(4) (pre-immigration trusts become US-owned within five years of residency)",
    "IRC §§665–668 (throwback tax on accumulation distributions)",
    "IRC §6048(c), §6039F (Form 3520 reporting of distributions and foreign gifts)",
    "IRC §1014(b)(2), (3); CCA 201245006 (basis at the grantor's death)",
  ],
  variables: [
    { name: "trustIncomeUsd", unit: "USD", description: "Trust income a year." },
    { name: "usTaxRate", unit: "rate", description: "US rate that income would bear in a US taxpayer's hands." },
    { name: "years", unit: "years", description: "Years of the grantor's remaining life." },
    { name: "setupCostUsd", unit: "USD", description: "US and foreign counsel, trustee acceptance." },
    { name: "annualComplianceUsd", unit: "USD", description: "Trustee, Forms 3520/3520-A and advice a year." },
  ],
  defaults(facts, tax) {
    const assets = netWorthOf(facts) * 0.3;
    const rate = tax.topOrdinaryRate + tax.netInvestmentIncomeTaxRate;
    return {
      trustIncomeUsd: {
        value: Math.round(assets * 0.05),
        assumption: `5% yield on trust assets equal to 30% of the client's net worth (${formatUsd(assets)})`,
      },
      usTaxRate: { value: rate, assumption: `top ordinary rate plus NIIT (${(rate * 100).toFixed(1)}%)` },
      years: fixed(10, "10 more years of the grantor's life"),
      setupCostUsd: fixed(75_000, "US and foreign counsel and trustee acceptance, about $75,000"),
      annualComplianceUsd: fixed(25_000, "trustee fees and US reporting, about $25,000 a year"),
    };
  },
  benefit: (v) => ({ taxSavings: (v.trustIncomeUsd ?? 0) * (v.usTaxRate ?? 0) * (v.years ?? 0) }),
  cost: (v) => ({ setup: v.setupCostUsd ?? 0, annual: v.annualComplianceUsd ?? 0, years: v.years ?? 0 }),
  sensitivity: {
    variable: "trustIncomeUsd",
    mode: "multiply",
    spread: 0.3,
    description: "Trust income 30% lower / base / 30% higher",
  },
  eligibility: allOf(is.nonUs),
  timeline: "3–6 months",
  keyBenefits: [
    "No US tax on the trust's foreign income while the non-US grantor lives",
    "Distributions to US family are non-taxable gifts (reported on Form 3520)",
    "Plans the post-death conversion to avoid the throwback tax",
  ],
  memoBucket: "legacyBucket",
  goalKeywords: ["international", "foreign", "parents", "inheritance", "abroad", "children"],
  explanation: {
    overview:
      "When wealth sits with a non-US parent, a foreign grantor trust lets it grow and benefit US children without US income tax during the parent's life. The planning challenge is the parent's death, when the trust becomes a foreign non-grantor trust and accumulated income can trigger the throwback tax unless the trust is domesticated or distributes currently.",
    keyComponents: [
      "Non-US grantor with a §672(f)(2) power (revocation or grantor-only distributions)",
      "Non-US situs assets (avoiding US estate tax for a non-resident grantor)",
      "Protector and trustee chosen for both jurisdictions",
      "A written plan for conversion at the grantor's death",
    ],
    steps: [
      {
        title: "Family residency map",
        description: "Establish each family member's tax residence and the assets' situs.",
        timeline: "Month 1",
        requirements: ["Residency facts", "Asset list"],
      },
      {
        title: "Structure and draft",
        description:
          "US and foreign counsel draft a trust that qualifies under §672(f) and suits the grantor's home law.",
        timeline: "Months 1–3",
        requirements: ["Trust deed", "Home-country tax advice"],
      },
      {
        title: "Fund",
        description:
          "Settle non-US assets into the trust; if the settlor is immigrating, watch the five-year rule of §679(a)(4).",
        timeline: "Months 3–4",
        requirements: ["Transfer documents"],
      },
      {
        title: "Report and plan conversion",
        description:
          "US beneficiaries file Form 3520 for distributions; prepare the domestication plan for the grantor's death.",
        timeline: "Annually",
        requirements: ["Form 3520", "Foreign grantor trust beneficiary statements"],
      },
    ],
    prerequisites: ["A non-US grantor", "US beneficiaries", "Non-US situs assets"],
    professionals: ["International tax attorney", "Foreign counsel", "CPA", "Professional trustee"],
    secondaryBenefits: ["Succession planning across jurisdictions", "Asset protection"],
    taxAdvantages: [
      "No US tax on foreign income while grantor status lasts",
      "Gifts from a non-US person are not subject to US gift tax",
    ],
    risks: [
      {
        risk: "Throwback tax",
        description:
          "After the grantor's death, accumulated income later distributed is taxed at ordinary rates plus an interest charge.",
        mitigation: "Distribute income currently or domesticate the trust promptly after death.",
      },
      {
        risk: "Reporting penalties",
        description: "Missed Forms 3520 carry penalties of 5% of the distribution a month, up to 25%.",
        mitigation: "Annual compliance calendar for every US beneficiary.",
      },
      {
        risk: "Loss of grantor status",
        description: "Amendments or the settlor's US residency can end foreign grantor treatment.",
        mitigation: "Review before any change in the settlor's residence.",
      },
    ],
    marketRisks: ["Currency movements against the dollar"],
    regulatoryConsiderations: ["§679 applies if a US person funds the trust", "CRS and FATCA reporting by the trustee"],
    liquidityConsiderations: "Distributions are at the trustee's discretion or the grantor's direction.",
    alternatives: [
      {
        strategy: "pre-immigration-pfic-cleansing",
        whyNotChosen: "Addresses an immigrant's own holdings rather than a parent's.",
      },
      {
        strategy: "nevada-dynasty-trust",
        whyNotChosen: "A domestic trust whose income is taxed in the US from the start.",
      },
    ],
    uniqueAdvantages: ["Uses the non-US grantor's status to defer US tax for a generation"],
    successMetrics: [
      { metric: "US reporting filed", target: "100% on time", measurementFrequency: "Annually" },
      { metric: "Undistributed net income at conversion", target: "Minimal", measurementFrequency: "Annually" },
    ],
    qualitativeIndicators: ["Grantor and children understand the conversion plan"],
    warningSignals: ["Grantor considering a move to the US", "Income accumulating after the grantor's death"],
    reviewSchedule: "Annual cross-border review.",
    exitStrategy:
      "At the grantor's death, domesticate the trust as a US non-grantor trust or keep it foreign with current distributions.",
  },
};

/**
 * Pre-immigration planning and PFIC cleansing. Minimum net worth 2,000,000 (spec §3 table).
 * Benefit: PFIC excess-distribution tax avoided on future gain plus gain stepped up before residency.
 */
export const preImmigrationPficCleansing: StrategyDefinition = {
  id: "pre-immigration-pfic-cleansing",
  name: "Pre-Immigration Planning and PFIC Cleansing",
  category: "Global Advanced Planning",
  description:
    "Foreign mutual funds, ETFs and many foreign holding companies are passive foreign investment companies, taxed punitively once the holder is a US person. Before US residency starts, the client sells or restructures them and resets the basis of other appreciated assets; already-resident holders use the §1291(d)(2) purging elections with a QEF or mark-to-market election.",
  benefitCalculation: {
    type: "percentage",
    formula:
      "pficHoldingsUsd × gainShare × max(0, 0.37 + interestChargeRate − capitalGainsRate) + appreciatedForeignAssetsUsd × builtInGainShare × capitalGainsRate",
    variables: [
      "pficHoldingsUsd",
      "gainShare",
      "interestChargeRate",
      "capitalGainsRate",
      "appreciatedForeignAssetsUsd",
      "builtInGainShare",
    ],
  },
  costCalculation: { type: "one_time", formula: "adviceCostUsd", variables: ["adviceCostUsd"] },
  lifeInsuranceComponent: "N/A",
  annuityComponent: "N/A",
  applicableNetWorth: 2_000_000,
  regulatoryDisclosures: ["cross_border_advice_required", "residency_start_date", "pfic_reporting", "home_country_tax"],
  sources: [
    "IRC §§1291–1298 (PFIC regime; §1291 excess distributions and interest charge)",
    "IRC §1291(d)(2) and Treas. Reg. §1.1291-9, -10 (purging elections)",
    "IRC §1295 (QEF election), §1296 (mark-to-market election)",
    "IRC §1298(f) and Form 8621",
    "IRC §7701(b)(2)(A) (residency starting date)",
  ],
  variables: [
    { name: "pficHoldingsUsd", unit: "USD", description: "Foreign funds and other PFICs held." },
    { name: "gainShare", unit: "ratio", description: "Share of value that is gain accruing in US years." },
    { name: "interestChargeRate", unit: "rate", description: "PFIC interest charge, as a rate on the gain." },
    { name: "capitalGainsRate", unit: "rate", description: "Rate if held in US-friendly form." },
    {
      name: "appreciatedForeignAssetsUsd",
      unit: "USD",
      description: "Other appreciated assets to step up before residency.",
    },
    {
      name: "builtInGainShare",
      unit: "ratio",
      description: "Share of those assets' value that is pre-residency gain.",
    },
    { name: "adviceCostUsd", unit: "USD", description: "Cross-border advice and transactions." },
  ],
  defaults(facts, tax) {
    const pfic = Math.round(netWorthOf(facts) * 0.25);
    const appreciated = facts.isImmigrating ? Math.round(netWorthOf(facts) * 0.3) : 0;
    const rate = capitalGainsRate(facts, tax);
    return {
      pficHoldingsUsd: {
        value: pfic,
        assumption: `foreign funds and ETFs assumed a quarter of net worth (${formatUsd(pfic)})`,
      },
      gainShare: fixed(0.4, "40% of the value is future gain"),
      interestChargeRate: fixed(
        0.08,
        "interest charge about 8 points of the gain (several years at the §6621 underpayment rate)",
      ),
      capitalGainsRate: { value: rate, assumption: `capital gains with NIIT at ${(rate * 100).toFixed(1)}%` },
      appreciatedForeignAssetsUsd: {
        value: appreciated,
        assumption: facts.isImmigrating
          ? `other appreciated assets assumed 30% of net worth (${formatUsd(appreciated)}), sold and bought back before residency`
          : "already a US resident: no pre-residency step-up available",
      },
      builtInGainShare: fixed(0.3, "30% of their value is gain built up before residency"),
      adviceCostUsd: fixed(40_000, "cross-border advice and transactions, about $40,000"),
    };
  },
  benefit: (v, tax) => ({
    taxSavings:
      (v.pficHoldingsUsd ?? 0) *
        (v.gainShare ?? 0) *
        Math.max(0, tax.topOrdinaryRate + (v.interestChargeRate ?? 0) - (v.capitalGainsRate ?? 0)) +
      (v.appreciatedForeignAssetsUsd ?? 0) * (v.builtInGainShare ?? 0) * (v.capitalGainsRate ?? 0),
  }),
  cost: (v) => ({ setup: v.adviceCostUsd ?? 0, annual: 0, years: 1 }),
  sensitivity: { variable: "gainShare", mode: "add", spread: 0.2, description: "Future gain 20% / 40% / 60% of value" },
  eligibility: allOf(
    anyOf(
      "Pre-immigration and PFIC planning needs a move to the United States or non-US investments, and the notes show neither.",
      {
        test: (f) => f.isImmigrating,
        fits: "The client is moving to the United States, so the window before residency starts is open.",
        fails: "",
      },
      {
        test: (f) => f.hasNonUsAssets,
        fits: "The client holds non-US investments that may be PFICs.",
        fails: "",
      },
    ),
  ),
  timeline: "Before the residency start date (purging elections: with the next return)",
  keyBenefits: [
    "Avoids the punitive PFIC excess-distribution regime",
    "Steps up basis on gains that accrued before US residency",
    "Cleans up Form 8621 reporting from day one",
  ],
  memoBucket: "protectionBucket",
  goalKeywords: ["move", "relocate", "foreign", "immigrat", "non-us", "funds"],
  explanation: {
    overview:
      "A US person holding a foreign fund pays tax on gains at the top ordinary rate plus an interest charge, and files Form 8621 for every fund. Selling or restructuring before residency (or purging with elections afterwards) swaps that for ordinary US treatment of US-compliant investments.",
    keyComponents: [
      "Residency start date under §7701(b)",
      "PFIC inventory of every foreign fund, ETF and holding company",
      "Sales, step-ups or QEF/mark-to-market elections",
      "Home-country tax coordination",
    ],
    steps: [
      {
        title: "Inventory",
        description: "List foreign holdings and classify PFICs; find the residency start date.",
        timeline: "Months 1–2",
        requirements: ["Statements", "Travel calendar"],
      },
      {
        title: "Act before residency",
        description: "Sell PFICs and re-buy US-compliant funds; sell and repurchase appreciated assets to reset basis.",
        timeline: "Before arrival",
        requirements: ["Trade confirmations", "Home-country tax check"],
      },
      {
        title: "Purge after residency",
        description:
          "For PFICs still held, make a deemed-sale purging election with a QEF election, or elect mark-to-market.",
        timeline: "With the first US return",
        requirements: ["Form 8621", "PFIC annual information statements"],
      },
      {
        title: "Set up reporting",
        description: "Calendar FBAR, Form 8938 and Form 8621 filings.",
        timeline: "First US year",
        requirements: ["FinCEN 114", "Form 8938", "Form 8621"],
      },
    ],
    prerequisites: ["A known residency start date or existing PFIC holdings"],
    professionals: ["International tax attorney", "CPA", "Home-country adviser"],
    secondaryBenefits: ["Simpler US compliance", "Portfolio rebuilt with US-reporting funds"],
    taxAdvantages: [
      "Gains before residency escape US tax",
      "Capital gains rates instead of excess-distribution treatment",
    ],
    risks: [
      {
        risk: "Home-country tax",
        description: "Pre-departure sales may be taxed abroad.",
        mitigation: "Coordinate timing and treaty relief with the home-country adviser.",
      },
      {
        risk: "Early residency",
        description: "Residency can start earlier than expected under the substantial-presence test.",
        mitigation: "Track days; complete transactions well ahead of arrival.",
      },
    ],
    marketRisks: ["Selling and re-buying exposes the portfolio to market moves in between"],
    regulatoryConsiderations: [
      "Form 8621 is required for each PFIC each year",
      "Purging elections have strict timing rules",
    ],
    liquidityConsiderations: "Sales convert funds to cash or US-compliant investments.",
    alternatives: [
      {
        strategy: "foreign-grantor-trust",
        whyNotChosen: "Suits non-US family members' assets rather than the immigrant's own.",
      },
      { strategy: "fbar-fatca-streamlined-compliance", whyNotChosen: "Reporting alone does not fix PFIC taxation." },
    ],
    uniqueAdvantages: ["A one-time window that closes when residency starts"],
    successMetrics: [
      {
        metric: "PFICs held at residency",
        target: "None, or all with QEF/MTM elections",
        measurementFrequency: "At arrival",
      },
      { metric: "Form 8621 filings", target: "Complete", measurementFrequency: "Annually" },
    ],
    qualitativeIndicators: ["The client understands which foreign investments to avoid as a US person"],
    warningSignals: ["New foreign fund purchases after arrival", "Unreported foreign accounts"],
    reviewSchedule: "Before the move; then annually.",
    exitStrategy: "Not applicable once residency starts; later PFICs are handled with elections or sales.",
  },
};

/**
 * Expatriation planning for a US citizen or long-term resident. Minimum net worth 2,000,000.
 * Benefit: future US tax saved on investment income; the §877A exit tax is counted as a cost.
 */
export const expatriationPlanning: StrategyDefinition = {
  id: "expatriation-planning-877a",
  name: "Expatriation Planning (§877A Covered Expatriate)",
  category: "Global Advanced Planning",
  description:
    "For a client leaving the United States for good, planning before renouncing citizenship or surrendering a long-term green card: testing covered-expatriate status, certifying five years of compliance, timing gains and gifts, and computing the mark-to-market exit tax above the §877A(a)(3) exclusion, so future investment income is taxed only by the new country.",
  benefitCalculation: {
    type: "percentage",
    formula: "max(0, investmentIncomeUsd × (usTaxRate − foreignTaxRate)) × years",
    variables: ["investmentIncomeUsd", "usTaxRate", "foreignTaxRate", "years"],
  },
  costCalculation: {
    type: "one_time",
    formula: "adviceCostUsd + max(0, unrealizedGainUsd − §877A(a)(3) exclusion amount) × capitalGainsRate",
    variables: ["adviceCostUsd", "unrealizedGainUsd", "capitalGainsRate"],
  },
  lifeInsuranceComponent: "N/A",
  annuityComponent: "N/A",
  applicableNetWorth: 2_000_000,
  regulatoryDisclosures: ["exit_tax", "form_8854", "section_2801_transfer_tax", "irrevocable_decision"],
  sources: [
    "IRC §877A (mark-to-market exit tax; §877A(a)(3) exclusion)",
    "IRC §877(a)(2) (covered expatriate tests)",
    "IRC §2801 and Treas. Reg. §28.2801 (tax on US recipients of gifts and bequests from covered expatriates)",
    "Notice 2009-85 (guidance under §877A)",
    "IRC §7701(a)(50), §877(e)(2) (expatriation date; long-term resident)",
  ],
  variables: [
    { name: "investmentIncomeUsd", unit: "USD", description: "Investment income a year after leaving." },
    { name: "usTaxRate", unit: "rate", description: "US rate on that income if the client stayed a US person." },
    { name: "foreignTaxRate", unit: "rate", description: "Rate in the new country of residence." },
    { name: "years", unit: "years", description: "Years of life abroad." },
    { name: "adviceCostUsd", unit: "USD", description: "Legal, tax and filing costs." },
    { name: "unrealizedGainUsd", unit: "USD", description: "Built-in gain on worldwide assets at expatriation." },
    { name: "capitalGainsRate", unit: "rate", description: "Rate on the deemed-sale gain." },
  ],
  defaults(facts, tax) {
    const income = Math.round(investableAssets(facts) * 0.05);
    const gains = capitalGainsRate(facts, tax);
    // Covered status (§877(a)(2)): net worth test, or average income tax estimated at 30% of income.
    const byNetWorth = netWorthOf(facts) >= tax.coveredExpatriateNetWorthThreshold;
    const byTax = (facts.annualIncomeUsd ?? 0) * 0.3 > tax.coveredExpatriateTaxLiabilityThreshold;
    const gain = byNetWorth || byTax ? Math.round(netWorthOf(facts) * 0.35) : 0;
    const coveredWhy = byNetWorth
      ? `covered expatriate: net worth at or above ${formatUsd(tax.coveredExpatriateNetWorthThreshold)}`
      : `covered expatriate: average income tax above ${formatUsd(tax.coveredExpatriateTaxLiabilityThreshold)}`;
    return {
      investmentIncomeUsd: {
        value: income,
        assumption: `5% return on ${formatUsd(investableAssets(facts))} of investments`,
      },
      usTaxRate: {
        value: gains,
        assumption: `US rate on gains and qualified dividends with NIIT (${(gains * 100).toFixed(1)}%)`,
      },
      foreignTaxRate: fixed(0.1, "new country taxes investment income at about 10% (a low-tax or remittance regime)"),
      years: fixed(20, "20 years of life abroad"),
      adviceCostUsd: fixed(75_000, "legal, tax and filing work, about $75,000"),
      unrealizedGainUsd: {
        value: gain,
        assumption:
          gain > 0
            ? `${coveredWhy}; built-in gain about 35% of net worth (${formatUsd(gain)})`
            : "not a covered expatriate, so no mark-to-market exit tax",
      },
      capitalGainsRate: { value: gains, assumption: `deemed-sale gain taxed at ${(gains * 100).toFixed(1)}%` },
    };
  },
  benefit: (v) => ({
    taxSavings:
      Math.max(0, (v.investmentIncomeUsd ?? 0) * ((v.usTaxRate ?? 0) - (v.foreignTaxRate ?? 0))) * (v.years ?? 0),
  }),
  cost: (v, tax) => ({
    setup:
      (v.adviceCostUsd ?? 0) +
      Math.max(0, (v.unrealizedGainUsd ?? 0) - tax.expatriationExclusionAmount) * (v.capitalGainsRate ?? 0),
    annual: 0,
    years: v.years ?? 0,
  }),
  sensitivity: {
    variable: "foreignTaxRate",
    mode: "add",
    spread: 0.1,
    description: "New country's rate 0% / 10% / 20%",
  },
  eligibility: allOf(is.hasNonUsAssets, {
    test: (f) => EXPATRIATION_GOALS.test(goalsText(f)),
    fits: "The client's goals mention leaving the United States or giving up citizenship or a green card.",
    fails: "The notes do not mention a plan to leave the United States or give up citizenship or a green card.",
  }),
  timeline: "6–12 months before the expatriation date",
  keyBenefits: [
    "Ends US worldwide taxation after the exit",
    "Exit tax computed and minimised before the irrevocable step",
    "Avoids becoming covered through a compliance failure",
  ],
  memoBucket: "worryFreeLifestyle",
  goalKeywords: ["renounce", "expatriate", "abroad", "citizenship", "green card", "leave"],
  explanation: {
    overview:
      "US citizens are taxed on worldwide income wherever they live. Giving up citizenship (or a long-held green card) ends that, but a covered expatriate (net worth of $2 million or more, high average tax, or failure to certify compliance) pays an exit tax on unrealised gains above the exclusion, and later gifts to US family are taxed under §2801.",
    keyComponents: [
      "Covered-expatriate tests: net worth, average tax liability, five-year compliance certification",
      "Mark-to-market deemed sale with the §877A(a)(3) exclusion",
      "Special rules for deferred compensation, IRAs and trust interests",
      "Form 8854 with the final return",
    ],
    steps: [
      {
        title: "Status test",
        description: "Test net worth, five-year average tax and compliance; fix any missed filings.",
        timeline: "Months 1–3",
        requirements: ["Five years of returns", "Balance sheet", "FBAR history"],
      },
      {
        title: "Pre-exit planning",
        description:
          "Harvest losses, time gains, make gifts to US family before becoming covered, and plan retirement accounts.",
        timeline: "Months 2–9",
        requirements: ["Exit tax projection", "Gift plan"],
      },
      {
        title: "Establish the new residence",
        description: "Secure the new citizenship or residence and its tax treatment.",
        timeline: "Months 3–12",
        requirements: ["Foreign residence or passport", "Foreign tax advice"],
      },
      {
        title: "Expatriate and file",
        description: "Renounce at a consulate or file Form I-407; file the dual-status return and Form 8854.",
        timeline: "Expatriation date and following year",
        requirements: ["Certificate of Loss of Nationality or I-407", "Form 8854"],
      },
    ],
    prerequisites: ["Another citizenship or secure residence", "Five years of US tax compliance"],
    professionals: ["International tax attorney", "Immigration attorney", "CPA", "Foreign tax adviser"],
    secondaryBenefits: ["Ends FBAR and Form 8938 reporting", "Simplifies banking abroad"],
    taxAdvantages: ["No US tax on foreign income after expatriation", "No US estate tax on non-US assets"],
    risks: [
      {
        risk: "Covered status by mistake",
        description: "Failing to certify five years of compliance makes anyone covered.",
        mitigation: "Catch up filings (streamlined procedures) before the expatriation date.",
      },
      {
        risk: "§2801 tax on heirs",
        description: "US children receiving gifts or bequests from a covered expatriate pay 40%.",
        mitigation: "Make gifts before expatriating or keep heirs' inheritances outside the US.",
      },
      {
        risk: "Irreversibility",
        description: "Renunciation cannot be undone and limits future US visits and work.",
        mitigation: "Decide with full family and immigration advice.",
      },
    ],
    marketRisks: ["Asset values on the expatriation date set the exit tax"],
    regulatoryConsiderations: ["US-source income (US dividends, real estate) stays taxable as a non-resident"],
    liquidityConsiderations: "The exit tax is due with the final return unless deferral with security is elected.",
    alternatives: [
      { strategy: "foreign-tax-credit-optimization", whyNotChosen: "Reduces double tax while keeping citizenship." },
      { strategy: "state-residency-change", whyNotChosen: "Cuts state tax only; federal worldwide tax remains." },
    ],
    uniqueAdvantages: ["The only way to end US worldwide taxation"],
    successMetrics: [
      { metric: "Exit tax versus projection", target: "Within 10%", measurementFrequency: "At expatriation" },
      { metric: "Form 8854 and final returns", target: "Filed on time", measurementFrequency: "Year after exit" },
    ],
    qualitativeIndicators: ["The family accepts the consequences for US heirs"],
    warningSignals: ["Missing prior-year filings", "US heirs expected to inherit large sums"],
    reviewSchedule: "Monthly during the planning year.",
    exitStrategy: "Renunciation is permanent; before it, the plan can be abandoned at any point.",
  },
};

/**
 * FBAR and FATCA compliance, with streamlined filing for missed years. Minimum net worth 500,000.
 * Benefit: penalties avoided; cost: the streamlined offshore penalty and professional fees.
 */
export const fbarFatcaCompliance: StrategyDefinition = {
  id: "fbar-fatca-streamlined-compliance",
  name: "FBAR / FATCA Compliance and Streamlined Filing",
  category: "International",
  description:
    "A review of every foreign account and asset so FinCEN Form 114 (FBAR) and Form 8938 are filed each year, and any missed years are corrected through the IRS Streamlined Filing Compliance Procedures or the Delinquent FBAR Submission Procedures before the IRS makes contact, replacing open-ended penalties with a fixed, lower cost.",
  benefitCalculation: {
    type: "asset_protection",
    formula:
      "(fbarPenaltyPerYearUsd + form8938PenaltyPerYearUsd) × unfiledYears + foreignBalanceUsd × willfulPenaltyRate × willfulnessRisk",
    variables: [
      "fbarPenaltyPerYearUsd",
      "form8938PenaltyPerYearUsd",
      "unfiledYears",
      "foreignBalanceUsd",
      "willfulPenaltyRate",
      "willfulnessRisk",
    ],
  },
  costCalculation: {
    type: "one_time",
    formula: "foreignBalanceUsd × offshorePenaltyRate + professionalFeesUsd",
    variables: ["foreignBalanceUsd", "offshorePenaltyRate", "professionalFeesUsd"],
  },
  lifeInsuranceComponent: "N/A",
  annuityComponent: "N/A",
  applicableNetWorth: 500_000,
  regulatoryDisclosures: ["fbar_required", "form_8938", "voluntary_disclosure", "penalty_exposure"],
  sources: [
    "31 U.S.C. §5314; 31 C.F.R. §§1010.350, 1010.306(c) (FBAR filing, $10,000 threshold)",
    "31 U.S.C. §5321(a)(5); 31 C.F.R. §1010.821 (penalties, inflation-adjusted)",
    "Bittner v. United States, 598 U.S. 85 (2023) (non-willful penalty per report)",
    "IRC §6038D (Form 8938; §6038D(d) penalty)",
    "IRS Streamlined Filing Compliance Procedures and Delinquent FBAR Submission Procedures",
  ],
  variables: [
    { name: "fbarPenaltyPerYearUsd", unit: "USD", description: "Non-willful FBAR penalty per missed report." },
    { name: "form8938PenaltyPerYearUsd", unit: "USD", description: "Form 8938 penalty per missed year." },
    { name: "unfiledYears", unit: "years", description: "Years with missed filings." },
    { name: "foreignBalanceUsd", unit: "USD", description: "Highest aggregate balance of foreign accounts." },
    { name: "willfulPenaltyRate", unit: "rate", description: "Willful FBAR penalty as a share of the balance." },
    { name: "willfulnessRisk", unit: "ratio", description: "Chance the IRS asserts willfulness if found first." },
    { name: "offshorePenaltyRate", unit: "rate", description: "Streamlined miscellaneous offshore penalty rate." },
    { name: "professionalFeesUsd", unit: "USD", description: "Amended returns, FBARs and certification." },
  ],
  defaults(facts) {
    const balance = Math.round(netWorthOf(facts) * 0.15);
    const years = facts.isImmigrating && !facts.hasNonUsAssets ? 1 : 3;
    return {
      fbarPenaltyPerYearUsd: fixed(
        FBAR_NON_WILLFUL_PENALTY_USD,
        "non-willful FBAR penalty cap of $16,536 per report (31 C.F.R. §1010.821, 2025 adjustment)",
      ),
      form8938PenaltyPerYearUsd: fixed(FORM_8938_PENALTY_USD, "Form 8938 penalty of $10,000 a year (§6038D(d))"),
      unfiledYears: fixed(
        years,
        years === 1
          ? "the first US year, when new residents most often miss the filings"
          : "three years of missed filings assumed (confirm the actual filing history)",
      ),
      foreignBalanceUsd: {
        value: balance,
        assumption: `foreign accounts assumed 15% of net worth (${formatUsd(balance)})`,
      },
      willfulPenaltyRate: fixed(
        FBAR_WILLFUL_PENALTY_RATE,
        "willful FBAR penalty up to 50% of the balance (31 U.S.C. §5321(a)(5)(C))",
      ),
      willfulnessRisk: fixed(0.05, "5% chance the IRS would assert willfulness if it found the accounts first"),
      offshorePenaltyRate: fixed(
        STREAMLINED_DOMESTIC_PENALTY_RATE,
        "streamlined domestic 5% penalty on the highest balance (0% if only FBARs were missed and all income was reported)",
      ),
      professionalFeesUsd: fixed(15_000, "amended returns, FBARs and certification, about $15,000"),
    };
  },
  benefit: (v) => ({
    protection:
      ((v.fbarPenaltyPerYearUsd ?? 0) + (v.form8938PenaltyPerYearUsd ?? 0)) * (v.unfiledYears ?? 0) +
      (v.foreignBalanceUsd ?? 0) * (v.willfulPenaltyRate ?? 0) * (v.willfulnessRisk ?? 0),
  }),
  cost: (v) => ({
    setup: (v.foreignBalanceUsd ?? 0) * (v.offshorePenaltyRate ?? 0) + (v.professionalFeesUsd ?? 0),
    annual: 0,
    years: 1,
  }),
  sensitivity: { variable: "unfiledYears", mode: "add", spread: 2, description: "1 / 3 / 5 years of missed filings" },
  eligibility: allOf(is.hasNonUsAssets),
  timeline: "2–4 months",
  keyBenefits: [
    "Replaces open-ended penalties with a fixed, lower cost",
    "Protects against willful-penalty exposure",
    "Required before any expatriation or sale of foreign assets",
  ],
  memoBucket: "protectionBucket",
  goalKeywords: ["foreign", "account", "compliance", "international", "abroad", "bank"],
  explanation: {
    overview:
      "US persons must report foreign accounts above $10,000 in aggregate on an FBAR and, above higher thresholds, foreign assets on Form 8938. Penalties for missed filings are severe, so a compliance review, and where needed a streamlined or delinquent filing before the IRS makes contact, is the first step of any cross-border plan.",
    keyComponents: [
      "Inventory of foreign accounts, pensions, insurance and entities",
      "FBAR (FinCEN 114) and Form 8938 every year",
      "Streamlined procedures for non-willful past failures",
      "Ongoing compliance calendar",
    ],
    steps: [
      {
        title: "Inventory",
        description: "List every foreign account, signature authority, pension and entity with year-end balances.",
        timeline: "Weeks 1–3",
        requirements: ["Foreign statements for six years"],
      },
      {
        title: "Choose the path",
        description: "Current filings only, delinquent FBAR procedures, or streamlined domestic/foreign procedures.",
        timeline: "Weeks 3–4",
        requirements: ["Review of past returns and income reporting"],
      },
      {
        title: "File",
        description: "File amended returns (three years), FBARs (six years) and the non-willfulness certification.",
        timeline: "Weeks 4–12",
        requirements: ["Form 14654 or 14653", "Amended returns", "FinCEN 114"],
      },
      {
        title: "Stay compliant",
        description:
          "Calendar the April 15 FBAR deadline (automatic extension to October 15) and Form 8938 with the return.",
        timeline: "Annually",
        requirements: ["Compliance calendar"],
      },
    ],
    prerequisites: ["Foreign financial accounts or assets", "Non-willful conduct for the streamlined path"],
    professionals: ["International tax CPA", "Tax attorney (if willfulness is possible)"],
    secondaryBenefits: ["Clean record needed to certify compliance for expatriation", "Simpler future audits"],
    taxAdvantages: [
      "Fixed streamlined penalty instead of per-year penalties",
      "Foreign tax credits recovered on amended returns",
    ],
    risks: [
      {
        risk: "Willfulness",
        description: "The streamlined path requires a truthful non-willfulness certification.",
        mitigation:
          "Use a tax attorney and the IRS Criminal Investigation voluntary disclosure practice if conduct may be willful.",
      },
      {
        risk: "IRS contact first",
        description: "Streamlined procedures are unavailable once the IRS has opened an examination.",
        mitigation: "Act promptly.",
      },
    ],
    marketRisks: ["Currency conversion of balances at Treasury rates"],
    regulatoryConsiderations: ["Foreign banks report US account holders under FATCA agreements"],
    liquidityConsiderations: "The streamlined penalty and any tax are due with the submission.",
    alternatives: [
      {
        strategy: "foreign-tax-credit-optimization",
        whyNotChosen: "Reduces tax on foreign income but does not cure reporting failures.",
      },
      {
        strategy: "pre-immigration-pfic-cleansing",
        whyNotChosen: "Addresses how foreign funds are taxed, not whether they were reported.",
      },
    ],
    uniqueAdvantages: ["Turns an open-ended exposure into a fixed, known cost"],
    successMetrics: [
      { metric: "Foreign accounts reported", target: "100%", measurementFrequency: "Annually" },
      { metric: "Penalty notices", target: "None", measurementFrequency: "Annually" },
    ],
    qualitativeIndicators: ["The client reports new foreign accounts to the adviser promptly"],
    warningSignals: ["Foreign bank letters about US status", "Inherited foreign accounts"],
    reviewSchedule: "Annually with the tax return.",
    exitStrategy: "Compliance is ongoing while the client is a US person with foreign assets.",
  },
};

/**
 * Foreign tax credit optimisation. Minimum net worth 2,000,000.
 * Benefit: foreign tax otherwise lost, up to the §904 limitation (the US rate on the income).
 */
export const foreignTaxCreditOptimization: StrategyDefinition = {
  id: "foreign-tax-credit-optimization",
  name: "Foreign Tax Credit Optimisation",
  category: "Global Tax Strategy",
  description:
    "Clients with foreign income claim the foreign tax credit rather than a deduction, manage the §904 limitation by basket and by sourcing, use the one-year carryback and ten-year carryforward, coordinate with (or forgo) the foreign earned income exclusion and apply treaty relief, so foreign taxes paid actually reduce US tax.",
  benefitCalculation: {
    type: "percentage",
    formula: "foreignIncomeUsd × min(foreignTaxRate, usTaxRate) × unusedCreditShare × years",
    variables: ["foreignIncomeUsd", "foreignTaxRate", "usTaxRate", "unusedCreditShare", "years"],
  },
  costCalculation: { type: "annual", formula: "annualAdviceUsd × years", variables: ["annualAdviceUsd", "years"] },
  lifeInsuranceComponent: "N/A",
  annuityComponent: "N/A",
  applicableNetWorth: 2_000_000,
  regulatoryDisclosures: ["form_1116", "treaty_positions", "cross_border_advice_required"],
  sources: [
    "IRC §901 (foreign tax credit)",
    "IRC §904(a), (c), (d) (limitation, carryback and carryforward, baskets)",
    "IRC §911 and §911(d)(6) (foreign earned income exclusion; no credit on excluded income)",
    "IRC §905(a) (accrual election)",
    "Treas. Reg. §1.904-4 (separate categories)",
  ],
  variables: [
    { name: "foreignIncomeUsd", unit: "USD", description: "Foreign-source income a year." },
    { name: "foreignTaxRate", unit: "rate", description: "Foreign tax rate on that income." },
    { name: "usTaxRate", unit: "rate", description: "US rate on that income (the §904 limit)." },
    { name: "unusedCreditShare", unit: "ratio", description: "Share of creditable tax lost without planning." },
    { name: "years", unit: "years", description: "Years of planning." },
    { name: "annualAdviceUsd", unit: "USD", description: "Extra preparation and advice a year." },
  ],
  defaults(facts, tax) {
    const income = Math.round(netWorthOf(facts) * 0.3 * 0.06);
    const rate = marginalOrdinaryRate(facts, tax);
    return {
      foreignIncomeUsd: {
        value: income,
        assumption: `6% income on foreign assets assumed 30% of net worth (${formatUsd(income)})`,
      },
      foreignTaxRate: fixed(0.25, "foreign income and withholding taxes about 25%"),
      usTaxRate: { value: rate, assumption: `US marginal rate ${Math.round(rate * 100)}%, the credit limit` },
      unusedCreditShare: fixed(
        0.3,
        "30% of creditable tax lost without planning (wrong basket, deduction instead of credit, expired carryovers)",
      ),
      years: fixed(10, "10 years"),
      annualAdviceUsd: fixed(2_000, "extra Form 1116 work and advice, about $2,000 a year"),
    };
  },
  benefit: (v) => ({
    taxSavings:
      (v.foreignIncomeUsd ?? 0) *
      Math.min(v.foreignTaxRate ?? 0, v.usTaxRate ?? 0) *
      (v.unusedCreditShare ?? 0) *
      (v.years ?? 0),
  }),
  cost: (v) => ({ setup: 0, annual: v.annualAdviceUsd ?? 0, years: v.years ?? 0 }),
  sensitivity: {
    variable: "unusedCreditShare",
    mode: "add",
    spread: 0.15,
    description: "Credit lost without planning 15% / 30% / 45%",
  },
  eligibility: allOf(is.hasNonUsAssets, {
    test: (f) => (f.annualIncomeUsd ?? 0) >= 200_000 || netWorthOf(f) >= 5_000_000,
    fits: "The client's income or foreign holdings are large enough for lost credits to matter.",
    fails:
      "Foreign tax credit planning pays off with income of $200,000 or $5,000,000 of assets, which the notes do not show.",
  }),
  timeline: "With the next tax return, then annually",
  keyBenefits: [
    "Foreign taxes offset US tax instead of being lost",
    "Carryovers used before they expire",
    "Avoids the exclusion-versus-credit trap",
  ],
  memoBucket: "worryFreeLifestyle",
  goalKeywords: ["foreign", "double tax", "international", "abroad", "credit"],
  explanation: {
    overview:
      "Foreign income is taxed twice unless the foreign tax credit works. Credits are limited basket by basket to the US tax on the foreign income; planning the character, source and timing of income, and choosing credit over deduction and exclusion, recovers taxes that are otherwise lost.",
    keyComponents: [
      "Form 1116 by separate category (passive, general, treaty re-sourced)",
      "§904 limitation management",
      "Carryback one year, carryforward ten years",
      "Coordination with §911 and treaties",
    ],
    steps: [
      {
        title: "Map foreign income and taxes",
        description: "List foreign income by basket, the taxes paid and any carryovers.",
        timeline: "Weeks 1–3",
        requirements: ["Foreign tax returns", "Prior Forms 1116"],
      },
      {
        title: "Model alternatives",
        description: "Compare credit, deduction and exclusion; test accrual election and treaty positions.",
        timeline: "Weeks 3–5",
        requirements: ["Tax projection"],
      },
      {
        title: "Reposition income",
        description: "Adjust sourcing and timing so baskets with excess limitation absorb credits.",
        timeline: "During the year",
        requirements: ["Investment and compensation plans"],
      },
      {
        title: "Amend where useful",
        description: "Claim missed credits within the ten-year refund window for foreign taxes.",
        timeline: "As identified",
        requirements: ["Amended returns"],
      },
    ],
    prerequisites: ["Foreign-source income with foreign tax"],
    professionals: ["International tax CPA"],
    secondaryBenefits: ["Clean carryover records", "Lower audit risk from consistent treatment"],
    taxAdvantages: [
      "Dollar-for-dollar credit up to the limitation",
      "Ten-year window to claim refunds of foreign-tax credits",
    ],
    risks: [
      {
        risk: "Foreign tax refunds",
        description: "Refunded or refundable foreign taxes are not creditable and require redeterminations.",
        mitigation: "Claim treaty reductions at source and track refunds.",
      },
      {
        risk: "Complex basket rules",
        description: "Misclassified income wastes credits.",
        mitigation: "Specialist preparation and annual review.",
      },
    ],
    marketRisks: ["Currency rates change the dollar value of credits"],
    regulatoryConsiderations: ["Treasury regulations on creditability change periodically"],
    liquidityConsiderations: "No liquidity impact.",
    alternatives: [
      {
        strategy: "fbar-fatca-streamlined-compliance",
        whyNotChosen: "Reporting compliance is required either way but saves no tax.",
      },
      { strategy: "expatriation-planning-877a", whyNotChosen: "Ends US tax entirely, a far larger step." },
    ],
    uniqueAdvantages: ["Recovers taxes already paid abroad"],
    successMetrics: [
      { metric: "Foreign tax credited", target: "At least 90% of creditable tax", measurementFrequency: "Annually" },
      { metric: "Expiring carryovers", target: "None", measurementFrequency: "Annually" },
    ],
    qualitativeIndicators: ["Foreign and US advisers coordinate filings"],
    warningSignals: ["Growing carryovers", "Foreign tax refunds not reported"],
    reviewSchedule: "Annually before filing.",
    exitStrategy: "Ends when the foreign income ends; carryovers remain usable for ten years.",
  },
};

/**
 * Qualified domestic trust for a non-citizen spouse, plus equalising annual gifts. Minimum net worth 5,000,000.
 * Benefit: value of deferring estate tax at 0.40 to the surviving spouse's death, plus estate tax
 * avoided on §2523(i) gifts that use the spouse's own exclusion.
 */
export const qualifiedDomesticTrust: StrategyDefinition = {
  id: "qualified-domestic-trust",
  name: "Qualified Domestic Trust (QDOT) for a Non-Citizen Spouse",
  category: "Global Tax Strategy",
  description:
    "The unlimited marital deduction is denied when the surviving spouse is not a US citizen. Leaving assets to a QDOT with a US trustee restores it, deferring the estate tax until principal is distributed or the spouse dies; lifetime gifts within the enhanced §2523(i) annual exclusion move assets to the spouse so the spouse's own exclusion is used.",
  benefitCalculation: {
    type: "asset_protection",
    formula:
      "(estateAboveExclusionUsd − equalisingGifts) × 0.40 × (1 − (1 + discountRate)^−deferralYears) + equalisingGifts × 0.40, where equalisingGifts = min(non-citizen spouse annual exclusion × giftYears, estateAboveExclusionUsd)",
    variables: ["estateAboveExclusionUsd", "discountRate", "deferralYears", "giftYears"],
  },
  costCalculation: {
    type: "setup_and_annual",
    formula: "setupCostUsd + annualTrusteeCostUsd × deferralYears",
    variables: ["setupCostUsd", "annualTrusteeCostUsd", "deferralYears"],
  },
  lifeInsuranceComponent: "Optional: an ILIT-owned policy can fund the QDOT tax due at the surviving spouse's death.",
  annuityComponent: "N/A",
  applicableNetWorth: 5_000_000,
  regulatoryDisclosures: [
    "us_trustee_required",
    "qdot_security_requirements",
    "form_706_qdt",
    "gift_tax_return_required",
  ],
  sources: [
    "IRC §2056(d)(1), (2) (marital deduction for non-citizen spouses only through a QDOT)",
    "IRC §2056A (QDOT requirements; tax on principal distributions)",
    "Treas. Reg. §20.2056A-2(d) (security for QDOTs above $2 million)",
    "IRC §2056(d)(4) (spouse becoming a citizen before the return is filed)",
    "IRC §2523(i) (annual exclusion for gifts to a non-citizen spouse)",
  ],
  variables: [
    { name: "estateAboveExclusionUsd", unit: "USD", description: "Estate above the citizen spouse's exclusion." },
    { name: "discountRate", unit: "rate", description: "Rate used to value the deferral." },
    { name: "deferralYears", unit: "years", description: "Years the surviving spouse outlives the first." },
    { name: "giftYears", unit: "years", description: "Years of equalising annual gifts to the spouse." },
    { name: "setupCostUsd", unit: "USD", description: "QDOT provisions in the estate plan." },
    { name: "annualTrusteeCostUsd", unit: "USD", description: "US trustee, bond or letter of credit a year." },
  ],
  defaults(facts, tax) {
    const above = Math.round(Math.max(0, netWorthOf(facts) - tax.basicExclusionAmount));
    const spouseGap = facts.primaryAge !== null && facts.spouseAge !== null ? facts.primaryAge - facts.spouseAge : 0;
    const deferral = clamp(10 + spouseGap, 3, 30);
    return {
      estateAboveExclusionUsd: {
        value: above,
        assumption: `net worth above one ${formatUsd(tax.basicExclusionAmount)} exclusion (${formatUsd(above)})`,
      },
      discountRate: {
        value: tax.section7520Rate,
        assumption: `the §7520 rate of ${(tax.section7520Rate * 100).toFixed(1)}% as the value of deferring tax`,
      },
      deferralYears: fixed(deferral, `surviving spouse outlives the first by about ${deferral} years`),
      giftYears: fixed(10, "10 years of annual gifts to the spouse"),
      setupCostUsd: fixed(10_000, "QDOT provisions in the will or revocable trust, about $10,000"),
      annualTrusteeCostUsd: fixed(5_000, "US trustee and security arrangements, about $5,000 a year"),
    };
  },
  benefit: (v, tax) => {
    const above = v.estateAboveExclusionUsd ?? 0;
    const gifts = Math.min(tax.nonCitizenSpouseAnnualExclusion * (v.giftYears ?? 0), above);
    const deferralValue = 1 - (1 + (v.discountRate ?? 0)) ** -(v.deferralYears ?? 0);
    return {
      estateTaxSavings: (above - gifts) * tax.estateTaxRate * deferralValue + gifts * tax.estateTaxRate,
    };
  },
  cost: (v) => ({ setup: v.setupCostUsd ?? 0, annual: v.annualTrusteeCostUsd ?? 0, years: v.deferralYears ?? 0 }),
  sensitivity: {
    variable: "deferralYears",
    mode: "add",
    spread: 5,
    description: "Spouse survives 5 years less / base / 5 years more",
  },
  eligibility: allOf(
    when.married,
    {
      test: (f) => f.hasNonUsAssets || f.isImmigrating,
      fits: "The family's cross-border ties suggest a spouse who may not be a US citizen (confirm citizenship: a QDOT is needed only then).",
      fails: "The notes show no cross-border ties suggesting a non-citizen spouse.",
    },
    {
      test: (f, t) => netWorthOf(f) > t.basicExclusionAmount,
      fits: (f, t) =>
        `At ${formatUsd(netWorthOf(f))} the estate exceeds one ${formatUsd(t.basicExclusionAmount)} exclusion.`,
      fails: (_f, t) =>
        `The estate is within one ${formatUsd(t.basicExclusionAmount)} exclusion, so no marital deduction is needed.`,
    },
  ),
  timeline: "1–2 months (estate documents); gifts annually",
  keyBenefits: [
    "Restores the marital deduction for a non-citizen spouse",
    "Income to the spouse free of the QDOT estate tax",
    "Annual gifts up to the enhanced exclusion use the spouse's own exclusion",
  ],
  memoBucket: "legacyBucket",
  goalKeywords: ["spouse", "estate", "citizen", "international", "survivor"],
  explanation: {
    overview:
      "Without planning, assets left to a non-citizen spouse above the exclusion are taxed at the first death. A QDOT defers that tax; income can be paid to the spouse freely, while principal distributions (except for hardship) and the spouse's death trigger the deferred tax. If the spouse naturalises, the QDOT regime can end.",
    keyComponents: [
      "QDOT provisions in the will or revocable trust (or a post-mortem QDOT election)",
      "At least one US citizen or US bank trustee",
      "Security (bank trustee, bond or letter of credit) above $2 million",
      "Annual gifts to the spouse within the §2523(i) exclusion",
    ],
    steps: [
      {
        title: "Confirm citizenship and domicile",
        description: "Confirm each spouse's citizenship, domicile and any treaty that applies.",
        timeline: "Week 1",
        requirements: ["Passports or naturalisation records"],
      },
      {
        title: "Draft QDOT provisions",
        description: "Add QDOT-compliant marital trust provisions to the estate plan.",
        timeline: "Weeks 1–4",
        requirements: ["Will or revocable trust amendment"],
      },
      {
        title: "Start equalising gifts",
        description: "Make annual gifts to the spouse up to the enhanced exclusion; file Form 709 if needed.",
        timeline: "Annually",
        requirements: ["Gift records", "Form 709"],
      },
      {
        title: "At the first death",
        description: "Fund the QDOT, make the election on Form 706 and file Form 706-QDT for taxable distributions.",
        timeline: "Within 15 months of death (with extension)",
        requirements: ["Form 706", "Form 706-QDT"],
      },
    ],
    prerequisites: ["Married to a non-citizen", "Estate above one exclusion"],
    professionals: ["Estate planning attorney", "US bank trustee", "CPA"],
    secondaryBenefits: [
      "Flexibility if the spouse becomes a citizen",
      "Hardship distributions free of the deferred tax",
    ],
    taxAdvantages: [
      "Defers estate tax to the surviving spouse's death",
      "Enhanced annual exclusion for gifts to the spouse",
    ],
    risks: [
      {
        risk: "Principal needs",
        description: "Principal distributions (other than hardship) trigger estate tax at the first spouse's rates.",
        mitigation: "Leave other assets outside the QDOT for the spouse's needs; pay income.",
      },
      {
        risk: "Spouse leaves the US",
        description: "Security requirements and a US trustee must remain.",
        mitigation: "Corporate US trustee; consider naturalisation before the return is due.",
      },
    ],
    marketRisks: ["Growth in the QDOT is taxed at the second death"],
    regulatoryConsiderations: ["Treaties can affect the marital deduction for some countries"],
    liquidityConsiderations: "QDOT principal is restricted; plan other liquidity for the surviving spouse.",
    alternatives: [
      { strategy: "irrevocable-life-insurance-trust", whyNotChosen: "Pays the tax rather than deferring it." },
      {
        strategy: "foreign-grantor-trust",
        whyNotChosen: "Applies to a non-US grantor's own assets, not a US spouse's estate.",
      },
    ],
    uniqueAdvantages: ["The only way to defer estate tax on assets left to a non-citizen spouse"],
    successMetrics: [
      { metric: "Annual equalising gifts made", target: "Full exclusion each year", measurementFrequency: "Annually" },
      { metric: "Estate documents QDOT-ready", target: "Yes", measurementFrequency: "Every 3 years" },
    ],
    qualitativeIndicators: ["The spouse understands income versus principal rules"],
    warningSignals: ["Spouse relocating abroad", "Documents not updated after a move"],
    reviewSchedule: "Estate plan review every 3 years; gifts annually.",
    exitStrategy: "If the spouse becomes a US citizen (and meets the residency condition), the QDOT tax regime ends.",
  },
};

/** Cross-border entries of this folder. */
export const INTERNATIONAL_STRATEGIES: readonly StrategyDefinition[] = [
  foreignGrantorTrust,
  preImmigrationPficCleansing,
  expatriationPlanning,
  fbarFatcaCompliance,
  foreignTaxCreditOptimization,
  qualifiedDomesticTrust,
];
