import { formatUsd } from "@fsa/shared";
import { defineStrategy, type StrategyContext } from "../../model/strategy.ts";
import { allOf, check, fixed, metric, requires, risk, round, setup, step } from "../kit.ts";
import { claimChance, hasLiabilityExposure, liabilityExposureReason } from "./lib/shared.ts";

/**
 * Tenancy by the entirety titling for a married couple. Minimum net worth 500,000 (spec §3 table).
 *
 * Needs a legal marriage (an unmarried partner cannot hold by the entirety) and a state whose law
 * recognises the tenancy. The value is protection: the entireties property (the home, and in some
 * states brokerage and bank accounts) is out of reach of creditors of one spouse alone while both
 * live and stay married (11 U.S.C. §522(b)(3)(B) in bankruptcy). The cost is the retitling now.
 * No tax effect is modelled (§2040(b) puts half in each estate either way).
 */

/**
 * States whose law recognises tenancy by the entirety for real property (e.g. Fla. Stat. §689.15,
 * Va. Code §55.1-135, Md. Code Real Prop. §4-108, N.Y. EPTL §6-2.2; Illinois only for the
 * homestead, 765 ILCS 1005/1c). Ohio recognises only tenancies created before 1985 and is left out.
 */
export const TENANCY_BY_ENTIRETY_STATES: readonly string[] = [
  "AK",
  "AR",
  "DE",
  "DC",
  "FL",
  "HI",
  "IL",
  "IN",
  "KY",
  "MD",
  "MA",
  "MI",
  "MS",
  "MO",
  "NJ",
  "NY",
  "NC",
  "OK",
  "OR",
  "PA",
  "RI",
  "TN",
  "VT",
  "VA",
  "WY",
];

/**
 * States where entireties protection also reaches brokerage and bank accounts (e.g. Beal Bank,
 * SSB v. Almand & Assocs., 780 So. 2d 45 (Fla. 2001); Va. Code §55.1-136).
 */
export const ENTIRETY_PERSONAL_PROPERTY_STATES: readonly string[] = [
  "DE",
  "DC",
  "FL",
  "HI",
  "MD",
  "MO",
  "PA",
  "VT",
  "VA",
  "WY",
];

const inState = (ctx: StrategyContext) =>
  ctx.facts.state !== null && TENANCY_BY_ENTIRETY_STATES.includes(ctx.facts.state);
const accountsToo = (ctx: StrategyContext) =>
  ctx.facts.state !== null && ENTIRETY_PERSONAL_PROPERTY_STATES.includes(ctx.facts.state);

export const tenancyByEntirety = defineStrategy({
  id: "tenancy-by-entirety",
  name: "Tenancy by the Entirety Titling",
  category: "Asset Protection / State Law",
  description:
    "In about 25 states a married couple can own the home (and in some states brokerage and bank accounts) as tenants by the entirety. Creditors of only one spouse cannot reach the property while both are alive and married, and it passes to the survivor outside probate.",
  benefitCalculation: {
    type: "asset_protection",
    formula:
      "protection = residenceUsd + accountsUsd (accounts only where state law extends the tenancy to them); expected loss avoided = protection × claimProbability, reported as protection, never as a saving",
    variables: ["residenceUsd", "accountsUsd", "claimProbability"],
  },
  costCalculation: { type: "minimal", formula: "retitlingCostUsd now", variables: ["retitlingCostUsd"] },
  lifeInsuranceComponent: "N/A",
  annuityComponent: "N/A",
  applicableNetWorth: 500_000,
  regulatoryDisclosures: ["state_law_dependent", "joint_creditors_not_protected", "federal_tax_lien_exception"],
  sources: [
    "11 U.S.C. §522(b)(3)(B) (entireties property exempt in bankruptcy from one spouse's creditors)",
    "Beal Bank, SSB v. Almand & Assocs., 780 So. 2d 45 (Fla. 2001)",
    "Va. Code §§55.1-135, 55.1-136",
    "Md. Code, Real Prop. §4-108",
    "United States v. Craft, 535 U.S. 274 (2002) (federal tax liens attach)",
  ],
  domain: "protection",
  variables: {
    residenceUsd: { unit: "USD", description: "The home the couple can hold by the entirety." },
    accountsUsd: {
      unit: "USD",
      description: "Brokerage and bank accounts the state lets a couple hold by the entirety.",
    },
    claimProbability: {
      unit: "ratio",
      description: "Chance over ten years of a judgement against one spouse alone above insurance.",
    },
    retitlingCostUsd: { unit: "USD", description: "Deeds, recording and account re-registration." },
  },
  defaults(ctx) {
    const f = ctx.facts;
    const b = ctx.household.balance;
    const residence =
      b.residenceUsd > 0
        ? b.residenceUsd
        : f.realEstateUsd !== null && !f.hasInvestmentRealEstate
          ? f.realEstateUsd
          : 0;
    const accounts = accountsToo(ctx) ? b.taxableUsd + b.cashUsd : 0;
    return {
      residenceUsd: fixed(
        round(residence),
        residence > 0
          ? `${formatUsd(residence)}, the home${b.residenceUsd > 0 ? " as stated" : " (the real estate stated, no rental property)"}`
          : "no home value stated",
      ),
      accountsUsd: fixed(
        round(accounts),
        accountsToo(ctx)
          ? `${formatUsd(accounts)} of brokerage and bank accounts, which ${f.state} also lets a couple hold by the entirety`
          : `${f.state ?? "The client's state"} extends the tenancy to real property only`,
      ),
      claimProbability: claimChance(f),
      retitlingCostUsd: fixed(2_500, "new deeds, recording fees and account paperwork, about $2,500"),
    };
  },
  effects(v) {
    const shielded = v.residenceUsd + v.accountsUsd;
    return {
      flows: setup(v.retitlingCostUsd, "deeds, recording and account re-registration"),
      protection:
        shielded > 0
          ? {
              amountUsd: shielded,
              description: `${formatUsd(shielded)} held by the entirety, out of reach of one spouse's creditors; at a ${Math.round(v.claimProbability * 100)}% chance over ten years of such a judgement, an expected loss of ${formatUsd(shielded * v.claimProbability)} avoided`,
            }
          : undefined,
    };
  },
  sensitivity: {
    variable: "retitlingCostUsd",
    mode: "multiply",
    spread: 0.5,
    description: "Retitling cost half / base / 1.5×",
  },
  eligibility: allOf(
    requires.legalMarriage,
    check(
      inState,
      (ctx) => `${ctx.facts.state} recognises tenancy by the entirety.`,
      (ctx) =>
        ctx.facts.state === null
          ? "The notes do not state the client's state, and tenancy by the entirety exists only in about 25 states."
          : `${ctx.facts.state} does not recognise tenancy by the entirety.`,
    ),
  ),
  answers: (ctx) =>
    ctx.household.legallyMarried && inState(ctx) && hasLiabilityExposure(ctx.facts)
      ? {
          urgency: "client-specific",
          reason: `${liabilityExposureReason(ctx.facts)} In ${ctx.facts.state} the couple can hold the home${accountsToo(ctx) ? " and accounts" : ""} by the entirety, out of reach of one spouse's creditors.`,
        }
      : null,
  timeline: "2–6 weeks",
  keyBenefits: [
    "Shields the home (and in some states accounts) from one spouse's creditors",
    "Almost no cost",
    "Passes to the survivor without probate",
  ],
  memoBucket: "protectionBucket",
  goalKeywords: ["protect", "lawsuit", "home", "creditor", "malpractice"],
  explanation: {
    overview:
      "When one spouse carries the liability risk (a physician, a business owner, a guarantor), titling the home and eligible accounts as tenants by the entirety keeps those assets out of reach of that spouse's individual creditors.",
    keyComponents: [
      "Deed to both spouses as tenants by the entirety",
      "Re-registered brokerage and bank accounts where state law allows",
      "Coordination with the estate plan and revocable trusts",
    ],
    steps: [
      step("Confirm state law", "Check which assets the state lets a couple hold by the entirety.", "Week 1", [
        "State of domicile",
        "List of assets and current titles",
      ]),
      step(
        "Retitle real estate",
        "Record new deeds conveying the residence to both spouses as tenants by the entirety.",
        "Weeks 1–4",
        ["Deed", "Recording"],
      ),
      step(
        "Re-register accounts",
        "Change eligible accounts to entireties registration with the custodian.",
        "Weeks 2–6",
        ["Custodian forms"],
      ),
      step(
        "Align the estate plan",
        "Where trusts hold assets, use state-specific entireties trust provisions if available.",
        "Weeks 4–6",
        ["Estate plan review"],
      ),
    ],
    prerequisites: ["A legal marriage (not a domestic partnership)", "Domicile in an entireties state"],
    professionals: ["Estate planning attorney", "Real estate attorney"],
    secondaryBenefits: ["Avoids probate on the first death"],
    taxAdvantages: ["None directly; §2040(b) includes half in the first estate"],
    risks: [
      risk(
        "Joint debts",
        "Creditors of both spouses (joint guarantees, joint tax debts) can reach the property.",
        "Avoid joint guarantees; only one spouse signs business obligations.",
      ),
      risk(
        "Divorce or first death",
        "Protection ends when the tenancy ends.",
        "Layer with a domestic asset protection trust or umbrella coverage.",
      ),
      risk(
        "Federal tax liens",
        "The IRS can attach one spouse's interest (Craft).",
        "Stay current on taxes; protection is against private creditors.",
      ),
    ],
    marketRisks: ["Home and account values change the amount protected, not the protection itself"],
    regulatoryConsiderations: ["Fraudulent-transfer law applies to retitling after a claim arises"],
    liquidityConsiderations: "No liquidity impact; both spouses must sign to sell or pledge.",
    alternatives: [
      {
        strategy: "homestead-exemption-planning",
        whyNotChosen: "Protects the home regardless of marriage in unlimited-homestead states.",
      },
      {
        strategy: "domestic-asset-protection-trust",
        whyNotChosen: "Protects against joint creditors too, at higher cost.",
      },
    ],
    uniqueAdvantages: ["Strong protection for the price of a deed"],
    successMetrics: [
      metric("Eligible assets titled by the entirety", "100%", "Annually"),
      metric("Joint personal guarantees", "None", "Annually"),
    ],
    qualitativeIndicators: ["Only the at-risk spouse signs business obligations"],
    warningSignals: ["New accounts opened in one name", "Marital strain"],
    reviewSchedule: "Annual title review and after any move.",
    exitStrategy: "Both spouses can retitle at any time; the tenancy ends on divorce or death.",
  },
});
