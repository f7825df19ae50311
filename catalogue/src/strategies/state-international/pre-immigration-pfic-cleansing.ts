import { formatUsd } from "@fsa/shared";
import { defineStrategy, type StrategyContext } from "../../model/strategy.ts";
import { allOf, at, check, fixed, metric, risk, round, setup, step, taxOn } from "../kit.ts";

/**
 * Pre-immigration planning and PFIC cleansing. Minimum net worth 2,000,000 (spec §3 table).
 * Time-critical for a client moving to the United States: the window closes when US residency
 * starts (§7701(b)(2)(A)).
 *
 * Foreign funds held by a US person are PFICs: a gain on sale is an excess distribution (IRC
 * §1291), spread ratably over the holding period, each earlier year's share taxed at that year's
 * top ordinary rate (§1291(a)(1)(B), the year's parameter, not a literal) plus an interest charge
 * at the underpayment rate (§6621) from that year to the sale. Sold before residency (or purged
 * with a QEF or mark-to-market election after it) and replaced with US-reporting funds, the same
 * gain is long-term capital gain. One flow at the sale: §1291 tax and interest − tax as long-term
 * gain (the real calculator). For a client moving here, other appreciated assets sold and bought
 * back before residency get a fresh basis: the built-in gain escapes US tax at the later sale (a
 * second flow). The advice is the cost.
 */

const moving = (ctx: StrategyContext) => ctx.facts.isImmigrating;
const foreign = (ctx: StrategyContext) => ctx.facts.hasNonUsAssets;

/**
 * §1291 tax and interest on a gain realised after `years` of US holding, allocated ratably: each
 * prior year's share taxed at `topRate` and charged interest at `interestRate` compounded to the
 * sale year, the sale year's share at `topRate` too (a simplification), USD.
 */
export function excessDistributionTax(gainUsd: number, years: number, topRate: number, interestRate: number): number {
  const n = Math.max(1, Math.round(years));
  const share = gainUsd / n;
  let total = 0;
  for (let k = 1; k <= n; k++) total += share * topRate * (1 + interestRate) ** (n - k);
  return total;
}

export const preImmigrationPficCleansing = defineStrategy({
  id: "pre-immigration-pfic-cleansing",
  name: "Pre-Immigration Planning and PFIC Cleansing",
  category: "Global Advanced Planning",
  description:
    "Foreign mutual funds, ETFs and many foreign holding companies are passive foreign investment companies, taxed punitively once the holder is a US person. Before US residency starts, the client sells or restructures them and resets the basis of other appreciated assets; already-resident holders use the §1291(d)(2) purging elections with a QEF or mark-to-market election.",
  benefitCalculation: {
    type: "percentage",
    formula:
      "at the sale after holdingYears: Σ_k (gain ÷ holdingYears) × top ordinary rate (0.37 in 2026) × (1 + underpaymentRate)^(holdingYears − k) − tax(gain as long-term gain), gain = pficHoldingsUsd × gainShare; plus tax(appreciatedForeignAssetsUsd × builtInGainShare as long-term gain) avoided by the pre-residency step-up",
    variables: [
      "pficHoldingsUsd",
      "gainShare",
      "holdingYears",
      "underpaymentRate",
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
    "IRC §6621(a)(2) (underpayment rate for the interest charge)",
    "IRC §7701(b)(2)(A) (residency starting date)",
  ],
  domain: "state-international",
  variables: {
    pficHoldingsUsd: { unit: "USD", description: "Foreign funds and other PFICs held." },
    gainShare: { unit: "ratio", description: "Gain accruing while a US person, as a share of today's value." },
    holdingYears: { unit: "years", description: "Years held as a US person before the sale." },
    underpaymentRate: { unit: "rate", description: "§6621 underpayment rate of the interest charge." },
    appreciatedForeignAssetsUsd: {
      unit: "USD",
      description: "Other appreciated assets to sell and buy back before residency.",
    },
    builtInGainShare: { unit: "ratio", description: "Share of those assets' value that is pre-residency gain." },
    adviceCostUsd: { unit: "USD", description: "Cross-border advice and transactions." },
  },
  defaults(ctx) {
    const nw = ctx.household.balance.netWorthUsd;
    const pfic = round(nw * 0.25);
    const appreciated = moving(ctx) ? round(nw * 0.3) : 0;
    return {
      pficHoldingsUsd: fixed(
        pfic,
        `foreign funds and ETFs assumed a quarter of net worth (${formatUsd(pfic)}; not stated)`,
      ),
      gainShare: fixed(0.4, "gain accruing while a US person assumed 40% of today's value"),
      holdingYears: fixed(10, "funds held 10 years as a US person before the sale (an assumption)"),
      underpaymentRate: fixed(
        0.07,
        "7% a year, the §6621(a)(2) underpayment rate for individuals in 2025 (an assumption for later years)",
      ),
      appreciatedForeignAssetsUsd: fixed(
        appreciated,
        moving(ctx)
          ? `other appreciated assets assumed 30% of net worth (${formatUsd(appreciated)}), sold and bought back before residency`
          : "already a US person: no pre-residency step-up",
      ),
      builtInGainShare: fixed(0.3, "30% of their value is gain built up before residency (an assumption)"),
      adviceCostUsd: fixed(40_000, "cross-border advice and transactions, about $40,000"),
    };
  },
  effects(v, ctx) {
    const years = Math.max(1, Math.round(v.holdingYears));
    const gain = v.pficHoldingsUsd * v.gainShare;
    const pficTax = excessDistributionTax(gain, years, ctx.household.tax.topOrdinaryRate, v.underpaymentRate);
    const flows = [
      ...setup(v.adviceCostUsd, "cross-border advice and transactions"),
      at(
        years,
        pficTax - taxOn(ctx, { longTermGainUsd: gain }),
        "incomeTax",
        "§1291 tax and interest avoided: the funds' gain taxed as long-term gain instead",
      ),
    ];
    const builtIn = v.appreciatedForeignAssetsUsd * v.builtInGainShare;
    if (builtIn > 0)
      flows.push(
        at(
          years,
          taxOn(ctx, { longTermGainUsd: builtIn }),
          "incomeTax",
          "US tax avoided on gain built up before residency (basis reset)",
        ),
      );
    return { flows };
  },
  sensitivity: { variable: "gainShare", mode: "add", spread: 0.2, description: "Future gain 20% / 40% / 60% of value" },
  eligibility: allOf(
    check(
      (ctx) => moving(ctx) || foreign(ctx),
      (ctx) =>
        moving(ctx)
          ? "The client is moving to the United States, so the window before residency starts is open."
          : "The client holds non-US investments that may be PFICs.",
      "Pre-immigration and PFIC planning needs a move to the United States or non-US investments, and the notes show neither.",
    ),
  ),
  answers: (ctx) =>
    moving(ctx)
      ? {
          urgency: "time-critical",
          reason:
            "The client is moving to the United States: foreign funds become PFICs and built-in gains become taxable once residency starts, so they must be dealt with before arrival.",
        }
      : foreign(ctx)
        ? {
            urgency: "client-specific",
            reason: "The client holds non-US investments, which may be PFICs taxed under §1291.",
          }
        : null,
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
      step("Inventory", "List foreign holdings and classify PFICs; find the residency start date.", "Months 1–2", [
        "Statements",
        "Travel calendar",
      ]),
      step(
        "Act before residency",
        "Sell PFICs and re-buy US-compliant funds; sell and repurchase appreciated assets to reset basis.",
        "Before arrival",
        ["Trade confirmations", "Home-country tax check"],
      ),
      step(
        "Purge after residency",
        "For PFICs still held, make a deemed-sale purging election with a QEF election, or elect mark-to-market.",
        "With the first US return",
        ["Form 8621", "PFIC annual information statements"],
      ),
      step("Set up reporting", "Calendar FBAR, Form 8938 and Form 8621 filings.", "First US year", [
        "FinCEN 114",
        "Form 8938",
        "Form 8621",
      ]),
    ],
    prerequisites: ["A known residency start date or existing PFIC holdings"],
    professionals: ["International tax attorney", "CPA", "Home-country adviser"],
    secondaryBenefits: ["Simpler US compliance", "Portfolio rebuilt with US-reporting funds"],
    taxAdvantages: [
      "Gains before residency escape US tax",
      "Capital gains rates instead of excess-distribution treatment",
    ],
    risks: [
      risk(
        "Home-country tax",
        "Pre-departure sales may be taxed abroad.",
        "Coordinate timing and treaty relief with the home-country adviser.",
      ),
      risk(
        "Early residency",
        "Residency can start earlier than expected under the substantial-presence test.",
        "Track days; complete transactions well ahead of arrival.",
      ),
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
      metric("PFICs held at residency", "None, or all with QEF/MTM elections", "At arrival"),
      metric("Form 8621 filings", "Complete", "Annually"),
    ],
    qualitativeIndicators: ["The client understands which foreign investments to avoid as a US person"],
    warningSignals: ["New foreign fund purchases after arrival", "Unreported foreign accounts"],
    reviewSchedule: "Before the move; then annually.",
    exitStrategy: "Not applicable once residency starts; later PFICs are handled with elections or sales.",
  },
});
