import { formatUsd } from "@fsa/shared";
import { defineStrategy, type StrategyContext } from "../../model/strategy.ts";
import { allOf, at, check, fixed, metric, risk, round, step, yearly } from "../kit.ts";

/**
 * FBAR and FATCA compliance, with streamlined filing for missed years. Minimum net worth 500,000.
 * A basic for a US person with foreign accounts: the FBAR is due every year once they exceed
 * $10,000 in aggregate (31 C.F.R. §1010.306(c)).
 *
 * The value is protection: the penalty exposure a compliant filing removes (the non-willful FBAR
 * penalty per missed report, Bittner, and the Form 8938 penalty per year, plus the willful
 * penalty on the balance weighted by the chance the IRS would assert willfulness if it found the
 * accounts first). The costs are flows: the streamlined 5% penalty on the highest balance and
 * the professional fees now (only when years were missed), and the annual filings afterwards.
 */

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

const hasForeign = (ctx: StrategyContext) => ctx.facts.hasNonUsAssets;
/** A client still moving here is not yet a US person: no past years to correct. */
const arriving = (ctx: StrategyContext) => ctx.facts.isImmigrating;

export const fbarFatcaStreamlinedCompliance = defineStrategy({
  id: "fbar-fatca-streamlined-compliance",
  name: "FBAR / FATCA Compliance and Streamlined Filing",
  category: "International",
  description:
    "A review of every foreign account and asset so FinCEN Form 114 (FBAR) and Form 8938 are filed each year, and any missed years are corrected through the IRS Streamlined Filing Compliance Procedures or the Delinquent FBAR Submission Procedures before the IRS makes contact, replacing open-ended penalties with a fixed, lower cost.",
  benefitCalculation: {
    type: "asset_protection",
    formula:
      "protection = (fbarPenaltyPerYearUsd + form8938PenaltyPerYearUsd) × max(1, unfiledYears) + foreignBalanceUsd × willfulPenaltyRate × willfulnessRisk",
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
    type: "setup_and_annual",
    formula:
      "foreignBalanceUsd × offshorePenaltyRate + professionalFeesUsd now (when years were missed) + annualComplianceUsd each year to the final death",
    variables: [
      "foreignBalanceUsd",
      "offshorePenaltyRate",
      "professionalFeesUsd",
      "annualComplianceUsd",
      "unfiledYears",
    ],
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
  domain: "state-international",
  variables: {
    fbarPenaltyPerYearUsd: { unit: "USD", description: "Non-willful FBAR penalty per missed report." },
    form8938PenaltyPerYearUsd: { unit: "USD", description: "Form 8938 penalty per missed year." },
    unfiledYears: { unit: "years", description: "Years with missed filings." },
    foreignBalanceUsd: { unit: "USD", description: "Highest aggregate balance of foreign accounts." },
    willfulPenaltyRate: { unit: "rate", description: "Willful FBAR penalty as a share of the balance." },
    willfulnessRisk: {
      unit: "ratio",
      description: "Chance the IRS asserts willfulness if it finds the accounts first.",
    },
    offshorePenaltyRate: { unit: "rate", description: "Streamlined miscellaneous offshore penalty rate." },
    professionalFeesUsd: { unit: "USD", description: "Amended returns, FBARs and certification." },
    annualComplianceUsd: { unit: "USD", description: "FBAR and Form 8938 preparation each year." },
  },
  defaults(ctx) {
    const balance = round(ctx.household.balance.netWorthUsd * 0.15);
    const years = 0;
    return {
      fbarPenaltyPerYearUsd: fixed(
        FBAR_NON_WILLFUL_PENALTY_USD,
        "non-willful FBAR penalty cap of $16,536 per report (31 C.F.R. §1010.821, 2025 adjustment)",
      ),
      form8938PenaltyPerYearUsd: fixed(FORM_8938_PENALTY_USD, "Form 8938 penalty of $10,000 a year (§6038D(d))"),
      unfiledYears: fixed(
        years,
        arriving(ctx)
          ? "none: the client is not yet a US person; filings start with the first US year"
          : "filing history not stated; none assumed missed (if years were missed, enter them: the streamlined procedure then costs 5% of the highest balance)",
      ),
      foreignBalanceUsd: fixed(
        balance,
        `foreign accounts assumed 15% of net worth (${formatUsd(balance)}; not stated)`,
      ),
      willfulPenaltyRate: fixed(
        FBAR_WILLFUL_PENALTY_RATE,
        "willful FBAR penalty up to 50% of the balance (31 U.S.C. §5321(a)(5)(C))",
      ),
      willfulnessRisk: fixed(
        0.05,
        "5% chance the IRS would assert willfulness if it found the accounts first (an assumption)",
      ),
      offshorePenaltyRate: fixed(
        STREAMLINED_DOMESTIC_PENALTY_RATE,
        "streamlined domestic 5% penalty on the highest balance (0% if only FBARs were missed and all income was reported)",
      ),
      professionalFeesUsd: fixed(15_000, "amended returns, FBARs and certification, about $15,000"),
      annualComplianceUsd: fixed(1_500, "FBAR and Form 8938 preparation, about $1,500 a year"),
    };
  },
  effects(v, ctx) {
    const missed = Math.max(0, Math.round(v.unfiledYears));
    // With no missed year, the exposure is that of a single year the filings would otherwise miss.
    const exposure =
      (v.fbarPenaltyPerYearUsd + v.form8938PenaltyPerYearUsd) * Math.max(1, missed) +
      v.foreignBalanceUsd * v.willfulPenaltyRate * v.willfulnessRisk;
    const flows =
      missed > 0
        ? [
            at(0, -v.foreignBalanceUsd * v.offshorePenaltyRate, "cost", "streamlined miscellaneous offshore penalty"),
            at(0, -v.professionalFeesUsd, "cost", "amended returns, FBARs and certification"),
          ]
        : [];
    flows.push(
      ...yearly(
        -v.annualComplianceUsd,
        0,
        ctx.household.yearsToFinalDeath,
        "cost",
        "annual FBAR and Form 8938 filings",
      ),
    );
    return {
      flows,
      protection:
        exposure > 0
          ? {
              amountUsd: exposure,
              description: `${formatUsd(exposure)} of penalty exposure removed: ${missed > 0 ? `${missed} missed` : "each"} FBAR and Form 8938 year${missed > 1 ? "s" : ""} at up to ${formatUsd(v.fbarPenaltyPerYearUsd + v.form8938PenaltyPerYearUsd)}${missed > 1 ? " each" : ""}, and the willful penalty on ${formatUsd(v.foreignBalanceUsd)} weighted by a ${Math.round(v.willfulnessRisk * 100)}% chance`,
            }
          : undefined,
    };
  },
  sensitivity: {
    variable: "annualComplianceUsd",
    mode: "multiply",
    spread: 0.5,
    description: "Annual filing cost half / base / 1.5×",
  },
  eligibility: allOf(
    check(
      hasForeign,
      "The client holds assets or accounts outside the United States.",
      "The notes mention no assets or accounts outside the United States.",
    ),
  ),
  answers: (ctx) =>
    hasForeign(ctx)
      ? {
          urgency: "basic",
          reason: arriving(ctx)
            ? "The client is moving to the United States with foreign accounts: FBAR and Form 8938 filings start with the first US year."
            : "The client holds foreign accounts: an FBAR and Form 8938 are due every year, and missed years carry per-year penalties.",
        }
      : null,
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
      step(
        "Inventory",
        "List every foreign account, signature authority, pension and entity with year-end balances.",
        "Weeks 1–3",
        ["Foreign statements for six years"],
      ),
      step(
        "Choose the path",
        "Current filings only, delinquent FBAR procedures, or streamlined domestic/foreign procedures.",
        "Weeks 3–4",
        ["Review of past returns and income reporting"],
      ),
      step(
        "File",
        "File amended returns (three years), FBARs (six years) and the non-willfulness certification.",
        "Weeks 4–12",
        ["Form 14654 or 14653", "Amended returns", "FinCEN 114"],
      ),
      step(
        "Stay compliant",
        "Calendar the April 15 FBAR deadline (automatic extension to October 15) and Form 8938 with the return.",
        "Annually",
        ["Compliance calendar"],
      ),
    ],
    prerequisites: ["Foreign financial accounts or assets", "Non-willful conduct for the streamlined path"],
    professionals: ["International tax CPA", "Tax attorney (if willfulness is possible)"],
    secondaryBenefits: ["Clean record needed to certify compliance for expatriation", "Simpler future audits"],
    taxAdvantages: [
      "Fixed streamlined penalty instead of per-year penalties",
      "Foreign tax credits recovered on amended returns",
    ],
    risks: [
      risk(
        "Willfulness",
        "The streamlined path requires a truthful non-willfulness certification.",
        "Use a tax attorney and the IRS Criminal Investigation voluntary disclosure practice if conduct may be willful.",
      ),
      risk(
        "IRS contact first",
        "Streamlined procedures are unavailable once the IRS has opened an examination.",
        "Act promptly.",
      ),
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
      metric("Foreign accounts reported", "100%", "Annually"),
      metric("Penalty notices", "None", "Annually"),
    ],
    qualitativeIndicators: ["The client reports new foreign accounts to the adviser promptly"],
    warningSignals: ["Foreign bank letters about US status", "Inherited foreign accounts"],
    reviewSchedule: "Annually with the tax return.",
    exitStrategy: "Compliance is ongoing while the client is a US person with foreign assets.",
  },
});
