import { formatUsd } from "@fsa/shared";
import { defineStrategy, type StrategyContext } from "../../model/strategy.ts";
import { allOf, check, clamp, fixed, investable, metric, risk, round, setup, step, yearly } from "../kit.ts";
import { claimChance } from "./lib/shared.ts";

/**
 * Offshore (Cook Islands) asset protection trust. Minimum net worth 10,000,000.
 *
 * The value is protection: liquid assets placed in the trust (through a US LLC it owns) are
 * beyond US judgements once funded well before a claim, discounted by the chance the structure
 * fails (contempt of court, fraudulent transfer). The costs are US and Cook Islands counsel now
 * and the trustee and US information returns (Forms 3520, 3520-A, FBAR) each year while the trust
 * lasts (to the household's final death). Tax-neutral: a grantor trust under IRC §679.
 */

/** Liquid assets that justify the cost of an offshore structure, USD. */
const MINIMUM_LIQUID_USD = 3_000_000;

const exposed = (ctx: StrategyContext) => ctx.facts.hasProfessionalLiability || ctx.facts.ownsBusiness;
const exposureText = (ctx: StrategyContext) =>
  ctx.facts.hasProfessionalLiability
    ? "The client's profession carries malpractice exposure that can exceed insurance."
    : "The client's business creates personal-guarantee and liability exposure.";

export const offshoreAssetProtectionTrust = defineStrategy({
  id: "offshore-asset-protection-trust",
  name: "Offshore Asset Protection Trust (Cook Islands)",
  category: "Asset Protection",
  description:
    "A Cook Islands international trust, often holding a US LLC managed by the client until a threat appears, protects liquid assets from future creditors. Cook Islands law does not enforce foreign judgements, requires a creditor to prove fraudulent intent beyond reasonable doubt and has short limitation periods; the trust is a grantor trust for US tax with full reporting.",
  benefitCalculation: {
    type: "asset_protection",
    formula:
      "protection = protectedAssetsUsd × effectivenessRatio; expected loss avoided = protection × claimProbability, reported as protection, never as a saving",
    variables: ["protectedAssetsUsd", "effectivenessRatio", "claimProbability"],
  },
  costCalculation: {
    type: "setup_and_annual",
    formula: "setupCostUsd now + annualComplianceUsd each year to the final death",
    variables: ["setupCostUsd", "annualComplianceUsd", "years"],
  },
  lifeInsuranceComponent: "N/A",
  annuityComponent: "N/A",
  applicableNetWorth: 10_000_000,
  regulatoryDisclosures: [
    "international_reporting",
    "form_3520",
    "fbar_required",
    "contempt_of_court_risk",
    "fraudulent_transfer_risk",
  ],
  sources: [
    "Cook Islands International Trusts Act 1984, ss 13B, 13D",
    "IRC §679 (US-settled foreign trusts are grantor trusts)",
    "IRC §6048 and §6677 (Forms 3520 and 3520-A; penalties)",
    "31 U.S.C. §5314 (FBAR)",
    "FTC v. Affordable Media, LLC, 179 F.3d 1228 (9th Cir. 1999)",
    "In re Lawrence, 279 F.3d 1294 (11th Cir. 2002)",
  ],
  domain: "protection",
  family: "asset-protection-trust",
  variables: {
    protectedAssetsUsd: { unit: "USD", description: "Assets transferred to the trust structure." },
    effectivenessRatio: { unit: "ratio", description: "Likelihood the structure holds against the creditor." },
    claimProbability: { unit: "ratio", description: "Chance over ten years of a judgement above insurance." },
    setupCostUsd: { unit: "USD", description: "US and Cook Islands counsel, trustee acceptance." },
    annualComplianceUsd: { unit: "USD", description: "Trustee, Forms 3520/3520-A and FBAR, a year." },
    years: { unit: "years", description: "Years the trust is kept: to the final death the household model assumes." },
  },
  defaults(ctx) {
    const liquid = investable(ctx.household);
    const assets = round(clamp(liquid * 0.3, 0, 50_000_000));
    return {
      protectedAssetsUsd: fixed(assets, `30% of the ${formatUsd(liquid)} of investable assets (${formatUsd(assets)})`),
      effectivenessRatio: fixed(0.9, "90%: Cook Islands trusts have rarely been broken when funded before a claim"),
      claimProbability: claimChance(ctx.facts),
      setupCostUsd: fixed(60_000, "US and Cook Islands counsel and trustee acceptance, about $60,000"),
      annualComplianceUsd: fixed(20_000, "trustee fee and US information returns, about $20,000 a year"),
      years: fixed(
        ctx.household.yearsToFinalDeath,
        `${ctx.household.yearsToFinalDeath} years, to the final death the household model assumes`,
      ),
    };
  },
  effects(v) {
    const shielded = v.protectedAssetsUsd * v.effectivenessRatio;
    return {
      flows: [
        ...setup(v.setupCostUsd, "US and Cook Islands counsel, trustee acceptance"),
        ...yearly(-v.annualComplianceUsd, 1, v.years, "cost", "trustee fee and Forms 3520, 3520-A and FBAR"),
      ],
      protection:
        shielded > 0
          ? {
              amountUsd: shielded,
              description: `${formatUsd(v.protectedAssetsUsd)} in the Cook Islands structure, ${formatUsd(shielded)} expected to hold against a US judgement (${Math.round(v.effectivenessRatio * 100)}%); at a ${Math.round(v.claimProbability * 100)}% chance over ten years of a judgement above insurance, an expected loss of ${formatUsd(shielded * v.claimProbability)} avoided`,
            }
          : undefined,
    };
  },
  sensitivity: {
    variable: "annualComplianceUsd",
    mode: "multiply",
    spread: 0.4,
    description: "Trustee and compliance cost 40% lower / base / 40% higher",
  },
  eligibility: allOf(
    check(
      exposed,
      exposureText,
      "An offshore trust is justified only by serious liability exposure (a profession or business), which the notes do not show.",
    ),
    check(
      (ctx) => investable(ctx.household) >= MINIMUM_LIQUID_USD,
      (ctx) =>
        `The client has ${formatUsd(investable(ctx.household))} of liquid assets, enough to justify the cost and still keep ample assets at home.`,
      `An offshore trust needs at least ${formatUsd(MINIMUM_LIQUID_USD)} of liquid assets to justify its cost.`,
    ),
  ),
  answers: (ctx) =>
    ctx.facts.hasProfessionalLiability && investable(ctx.household) >= MINIMUM_LIQUID_USD
      ? { urgency: "client-specific", reason: exposureText(ctx) }
      : null,
  timeline: "2–3 months",
  keyBenefits: [
    "Strongest widely used creditor protection",
    "Foreign judgements not enforced in the Cook Islands",
    "Client manages the assets through a US LLC until a threat arises",
  ],
  memoBucket: "protectionBucket",
  goalKeywords: ["protect", "lawsuit", "creditor", "offshore", "malpractice"],
  explanation: {
    overview:
      "For clients with serious liability exposure, a Cook Islands trust adds a jurisdictional barrier: a creditor must re-litigate there under a beyond-reasonable-doubt standard within a short window. It is tax-neutral but reporting-heavy, and it must be funded well before any claim.",
    keyComponents: [
      "Cook Islands trustee and trust protector",
      "US LLC owned by the trust, managed by the client in normal times",
      "Duress and flight clauses",
      "Full US reporting as a grantor trust",
    ],
    steps: [
      step(
        "Solvency and claims review",
        "Document solvency and the absence of known claims before any transfer.",
        "Weeks 1–2",
        ["Balance sheet", "Solvency affidavit"],
      ),
      step("Form the structure", "Settle the Cook Islands trust and form the US LLC it owns.", "Weeks 2–6", [
        "Trust deed",
        "LLC operating agreement",
        "Trustee due diligence",
      ]),
      step("Fund", "Assign liquid assets to the LLC; move them offshore only if a threat arises.", "Weeks 6–10", [
        "Assignments",
        "Custodian accounts",
      ]),
      step("Report annually", "File Forms 3520, 3520-A and FBAR; report income on the client's return.", "Annually", [
        "Forms 3520 and 3520-A",
        "FinCEN 114",
      ]),
    ],
    prerequisites: [
      "No pending or foreseeable claims",
      "Large liquid estate",
      "Willingness to cede control under duress",
    ],
    professionals: ["Asset protection attorney", "Cook Islands trustee", "International tax CPA"],
    secondaryBenefits: ["Diversification of custody", "Privacy"],
    taxAdvantages: ["None: a tax-neutral grantor trust under §679"],
    risks: [
      risk(
        "Contempt of court",
        "US courts can jail a settlor who is found able to repatriate assets (Affordable Media).",
        "Fund early; genuine loss of control under duress; no retained powers.",
      ),
      risk(
        "Reporting penalties",
        "Missed Forms 3520/3520-A carry penalties of 35% and 5% of the amounts involved.",
        "Experienced international CPA and calendar controls.",
      ),
    ],
    marketRisks: ["Currency and custody risk when assets move offshore"],
    regulatoryConsiderations: ["Fraudulent-transfer law", "Bankruptcy ten-year reach-back for self-settled trusts"],
    liquidityConsiderations:
      "Normally accessible through the LLC; access ends once the trustee takes control under duress.",
    alternatives: [
      {
        strategy: "domestic-asset-protection-trust",
        whyNotChosen: "Cheaper and US-based but more exposed to conflict-of-laws rulings.",
      },
      {
        strategy: "umbrella-liability-optimization",
        whyNotChosen: "Insurance pays covered claims but not all exposures.",
      },
    ],
    uniqueAdvantages: ["Jurisdictional barrier that US judgements cannot cross directly"],
    successMetrics: [
      metric("US reporting filed", "100% on time", "Annually"),
      metric("Time since funding", "Beyond the Cook Islands limitation period", "Annually"),
    ],
    qualitativeIndicators: ["Client accepts that control passes to the trustee under duress"],
    warningSignals: ["Transfers after a dispute begins", "Missed Form 3520-A"],
    reviewSchedule: "Annual compliance review; legal review every 3 years.",
    exitStrategy:
      "Trustee distributes or the trust is domesticated when the exposure ends, subject to the trustee's discretion.",
  },
});
