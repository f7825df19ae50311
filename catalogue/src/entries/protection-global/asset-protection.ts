import { formatUsd, type TClientFacts } from "@fsa/shared";
import { allOf, when } from "../../eligibility.ts";
import { clamp } from "../../formulas/finance.ts";
import type { StrategyDefinition, VariableValue } from "../../types.ts";
import {
  DAPT_STATES,
  ENTIRETY_PERSONAL_PROPERTY_STATES,
  entityLabel,
  fixed,
  investableAssets,
  is,
  netWorthOf,
  stateIn,
  TENANCY_BY_ENTIRETY_STATES,
} from "./shared.ts";

/**
 * Asset-protection strategies. Their benefit is the assets shielded, weighted by the chance of a
 * claim that exceeds insurance over the horizon (and, for trusts, by how reliably courts uphold
 * the structure), so the figures are comparable with the umbrella and insurance entries.
 */

/** Chance over 10 years of a judgement above insurance: higher for professionals and business owners. */
const claimChance = (facts: TClientFacts): VariableValue =>
  facts.hasProfessionalLiability
    ? fixed(0.1, "10% chance over 10 years of a judgement above insurance (profession with malpractice exposure)")
    : facts.ownsBusiness
      ? fixed(0.08, "8% chance over 10 years of a judgement above insurance (business owner, guarantees and employees)")
      : fixed(0.05, "5% chance over 10 years of a judgement above insurance");

/**
 * Tenancy by the entirety for a married couple. Minimum net worth 500,000 (spec §3 table).
 * Benefit: entireties property × chance of a claim against one spouse alone.
 */
export const tenancyByEntirety: StrategyDefinition = {
  id: "tenancy-by-entirety",
  name: "Tenancy by the Entirety Titling",
  category: "Asset Protection / State Law",
  description:
    "In about 25 states a married couple can own the home (and in some states brokerage and bank accounts) as tenants by the entirety. Creditors of only one spouse cannot reach the property while both are alive and married, and it passes to the survivor outside probate.",
  benefitCalculation: {
    type: "asset_protection",
    formula: "protectedAssetsUsd × claimProbability",
    variables: ["protectedAssetsUsd", "claimProbability"],
  },
  costCalculation: { type: "minimal", formula: "retitlingCostUsd", variables: ["retitlingCostUsd"] },
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
  variables: [
    { name: "protectedAssetsUsd", unit: "USD", description: "Property that can be held by the entirety." },
    { name: "claimProbability", unit: "ratio", description: "Chance of a claim against one spouse alone." },
    { name: "retitlingCostUsd", unit: "USD", description: "Deeds, recording and account re-registration." },
    { name: "years", unit: "years", description: "Horizon of the claim probability." },
  ],
  defaults(facts) {
    const residence =
      facts.realEstateUsd !== null
        ? facts.realEstateUsd * (facts.hasInvestmentRealEstate ? 0.5 : 1)
        : netWorthOf(facts) * 0.25;
    const accounts = stateIn(facts.state, ENTIRETY_PERSONAL_PROPERTY_STATES) ? investableAssets(facts) : 0;
    const value = Math.round(residence + accounts);
    return {
      protectedAssetsUsd: {
        value,
        assumption:
          accounts > 0
            ? `the residence plus brokerage and bank accounts, which ${facts.state} also lets couples hold by the entirety (${formatUsd(value)})`
            : `the residence only${facts.realEstateUsd === null ? ", assumed 25% of net worth" : ""} (${formatUsd(value)})`,
      },
      claimProbability: claimChance(facts),
      retitlingCostUsd: fixed(2_500, "new deeds, recording fees and account paperwork, about $2,500"),
      years: fixed(10, "10-year horizon"),
    };
  },
  benefit: (v) => ({ protection: (v.protectedAssetsUsd ?? 0) * (v.claimProbability ?? 0) }),
  cost: (v) => ({ setup: v.retitlingCostUsd ?? 0, annual: 0, years: v.years ?? 0 }),
  sensitivity: {
    variable: "claimProbability",
    mode: "multiply",
    spread: 0.5,
    description: "Claim chance half / base / 1.5×",
  },
  eligibility: allOf(when.married, {
    test: (f) => stateIn(f.state, TENANCY_BY_ENTIRETY_STATES),
    fits: (f) => `${f.state} recognises tenancy by the entirety.`,
    fails: (f) =>
      f.state === null
        ? "The notes do not state the client's state, and tenancy by the entirety exists only in about 25 states."
        : `${f.state} does not recognise tenancy by the entirety.`,
  }),
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
      {
        title: "Confirm state law",
        description: "Check which assets the state lets a couple hold by the entirety.",
        timeline: "Week 1",
        requirements: ["State of domicile", "List of assets and current titles"],
      },
      {
        title: "Retitle real estate",
        description: "Record new deeds conveying the residence to both spouses as tenants by the entirety.",
        timeline: "Weeks 1–4",
        requirements: ["Deed", "Recording"],
      },
      {
        title: "Re-register accounts",
        description: "Change eligible accounts to entireties registration with the custodian.",
        timeline: "Weeks 2–6",
        requirements: ["Custodian forms"],
      },
      {
        title: "Align the estate plan",
        description: "Where trusts hold assets, use state-specific entireties trust provisions if available.",
        timeline: "Weeks 4–6",
        requirements: ["Estate plan review"],
      },
    ],
    prerequisites: ["Married couple", "Domicile in an entireties state"],
    professionals: ["Estate planning attorney", "Real estate attorney"],
    secondaryBenefits: ["Avoids probate on the first death"],
    taxAdvantages: ["None directly; §2040(b) includes half in the first estate"],
    risks: [
      {
        risk: "Joint debts",
        description: "Creditors of both spouses (joint guarantees, joint tax debts) can reach the property.",
        mitigation: "Avoid joint guarantees; only one spouse signs business obligations.",
      },
      {
        risk: "Divorce or first death",
        description: "Protection ends when the tenancy ends.",
        mitigation: "Layer with a domestic asset protection trust or umbrella coverage.",
      },
      {
        risk: "Federal tax liens",
        description: "The IRS can attach one spouse's interest (Craft).",
        mitigation: "Stay current on taxes; protection is against private creditors.",
      },
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
      { metric: "Eligible assets titled by the entirety", target: "100%", measurementFrequency: "Annually" },
      { metric: "Joint personal guarantees", target: "None", measurementFrequency: "Annually" },
    ],
    qualitativeIndicators: ["Only the at-risk spouse signs business obligations"],
    warningSignals: ["New accounts opened in one name", "Marital strain"],
    reviewSchedule: "Annual title review and after any move.",
    exitStrategy: "Both spouses can retitle at any time; the tenancy ends on divorce or death.",
  },
};

/**
 * Self-settled domestic asset protection trust (Nevada or South Dakota). Minimum net worth 3,000,000.
 * Benefit: assets in trust × claim chance × likelihood a court upholds the trust.
 */
export const domesticAssetProtectionTrust: StrategyDefinition = {
  id: "domestic-asset-protection-trust",
  name: "Domestic Asset Protection Trust (Nevada or South Dakota)",
  category: "Asset Protection / State Law",
  description:
    "An irrevocable, self-settled spendthrift trust under a state statute such as Nevada's (Nev. Rev. Stat. ch. 166) or South Dakota's (S.D. Codified Laws ch. 55-16). The client can remain a discretionary beneficiary while the trust assets, after a short limitations period, are beyond the reach of future creditors.",
  benefitCalculation: {
    type: "asset_protection",
    formula: "protectedAssetsUsd × claimProbability × effectivenessRatio",
    variables: ["protectedAssetsUsd", "claimProbability", "effectivenessRatio"],
  },
  costCalculation: {
    type: "setup_and_annual",
    formula: "setupCostUsd + annualTrusteeFeeUsd × years",
    variables: ["setupCostUsd", "annualTrusteeFeeUsd", "years"],
  },
  lifeInsuranceComponent: "Optional: the trust can own life insurance, protecting cash value as well.",
  annuityComponent: "N/A",
  applicableNetWorth: 3_000_000,
  regulatoryDisclosures: [
    "irrevocable_trust",
    "fraudulent_transfer_risk",
    "bankruptcy_ten_year_lookback",
    "conflict_of_laws_risk",
    "independent_trustee_required",
  ],
  sources: [
    "Nev. Rev. Stat. §§166.040, 166.170 (self-settled spendthrift trusts; two-year limitation)",
    "S.D. Codified Laws ch. 55-16 (Qualified Dispositions in Trust Act)",
    "11 U.S.C. §548(e) (ten-year reach-back for self-settled trusts in bankruptcy)",
    "Toni 1 Trust v. Wacker, 413 P.3d 1199 (Alaska 2018)",
    "In re Huber, 493 B.R. 798 (Bankr. W.D. Wash. 2013)",
  ],
  variables: [
    { name: "protectedAssetsUsd", unit: "USD", description: "Assets transferred to the trust." },
    { name: "claimProbability", unit: "ratio", description: "Chance of a judgement above insurance over the horizon." },
    { name: "effectivenessRatio", unit: "ratio", description: "Likelihood the trust is upheld against the creditor." },
    { name: "setupCostUsd", unit: "USD", description: "Drafting, funding and the solvency affidavit." },
    { name: "annualTrusteeFeeUsd", unit: "USD", description: "In-state trustee and administration a year." },
    { name: "years", unit: "years", description: "Horizon." },
  ],
  defaults(facts) {
    const assets = Math.round(clamp(investableAssets(facts) * 0.4, 0, 20_000_000));
    const resident = stateIn(facts.state, DAPT_STATES);
    return {
      protectedAssetsUsd: {
        value: assets,
        assumption: `40% of investable assets, keeping the rest for lifestyle (${formatUsd(assets)})`,
      },
      claimProbability: claimChance(facts),
      effectivenessRatio: {
        value: resident ? 0.85 : 0.6,
        assumption: resident
          ? `85%: ${facts.state} has its own asset protection trust statute`
          : "60%: a resident of a non-DAPT state faces conflict-of-laws challenges",
      },
      setupCostUsd: fixed(25_000, "drafting, solvency affidavit and funding, about $25,000"),
      annualTrusteeFeeUsd: fixed(7_500, "in-state trustee and trust return, about $7,500 a year"),
      years: fixed(10, "10-year horizon"),
    };
  },
  benefit: (v) => ({
    protection: (v.protectedAssetsUsd ?? 0) * (v.claimProbability ?? 0) * (v.effectivenessRatio ?? 0),
  }),
  cost: (v) => ({ setup: v.setupCostUsd ?? 0, annual: v.annualTrusteeFeeUsd ?? 0, years: v.years ?? 0 }),
  sensitivity: {
    variable: "effectivenessRatio",
    mode: "add",
    spread: 0.2,
    description: "Trust upheld 40% / 60% / 80% of the time (non-resident base)",
  },
  eligibility: allOf(is.liabilityExposure, {
    test: (f) => investableAssets(f) >= 1_000_000,
    fits: "There are at least $1,000,000 of investable assets to place in the trust while keeping enough outside.",
    fails: "The trust needs at least $1,000,000 of investable assets beyond what the client needs day to day.",
  }),
  timeline: "1–2 months",
  keyBenefits: [
    "Protection from future creditors while remaining a discretionary beneficiary",
    "Short two-year limitations period in Nevada and South Dakota",
    "Can double as a completed-gift estate planning trust",
  ],
  memoBucket: "protectionBucket",
  goalKeywords: ["protect", "lawsuit", "creditor", "malpractice", "liability"],
  explanation: {
    overview:
      "A DAPT moves liquid assets into an irrevocable trust with an independent in-state trustee. After the limitations period, future creditors cannot reach them, yet the trustee can still make distributions to the client if needed.",
    keyComponents: [
      "Independent trustee resident in the DAPT state",
      "Spendthrift clause and discretionary distributions",
      "Solvency affidavit at funding",
      "Trust protector and a choice of state law",
    ],
    steps: [
      {
        title: "Solvency and exposure review",
        description: "Confirm no pending or threatened claims and that the client stays solvent after funding.",
        timeline: "Weeks 1–2",
        requirements: ["Balance sheet", "Litigation search"],
      },
      {
        title: "Draft",
        description: "Draft the trust under Nevada or South Dakota law with an in-state trustee.",
        timeline: "Weeks 2–5",
        requirements: ["Trust agreement", "Solvency affidavit"],
      },
      {
        title: "Fund",
        description:
          "Transfer investment accounts (or LLC interests holding them) to the trustee's custody in the state.",
        timeline: "Weeks 5–8",
        requirements: ["In-state custody accounts", "Assignment documents"],
      },
      {
        title: "Administer",
        description: "Keep distributions discretionary and records separate; file returns.",
        timeline: "Ongoing",
        requirements: ["Trust accounting", "Form 1041 or grantor letter"],
      },
    ],
    prerequisites: ["No existing or reasonably foreseeable claims", "Solvency after the transfer"],
    professionals: ["Asset protection attorney", "In-state corporate trustee", "CPA"],
    secondaryBenefits: ["Estate tax savings if structured as a completed gift", "Privacy"],
    taxAdvantages: [
      "Usually a grantor trust: no change in income tax",
      "Can remove growth from the estate if a completed gift",
    ],
    risks: [
      {
        risk: "Conflict of laws",
        description: "Courts in non-DAPT states have applied their own law to void the trust (Huber).",
        mitigation: "Hold assets physically in the DAPT state; consider residency or an offshore trust for high risk.",
      },
      {
        risk: "Bankruptcy reach-back",
        description: "A bankruptcy trustee can undo transfers made within ten years with intent to hinder creditors.",
        mitigation: "Fund early, document solvency and legitimate purposes.",
      },
    ],
    marketRisks: ["Assets remain invested and can fall in value"],
    regulatoryConsiderations: [
      "Fraudulent-transfer statutes apply to transfers after a claim arises",
      "Exception creditors (e.g. child support) in some states",
    ],
    liquidityConsiderations: "Assets are accessible only at the trustee's discretion.",
    alternatives: [
      {
        strategy: "offshore-asset-protection-trust",
        whyNotChosen: "Stronger protection but higher cost and reporting burden.",
      },
      {
        strategy: "tenancy-by-entirety",
        whyNotChosen: "Free but limited to married couples, some assets and some states.",
      },
    ],
    uniqueAdvantages: ["US-based protection with the client still a beneficiary"],
    successMetrics: [
      {
        metric: "Time since funding",
        target: "Beyond the two-year limitation period",
        measurementFrequency: "Annually",
      },
      { metric: "Distributions to the client", target: "Rare and discretionary", measurementFrequency: "Annually" },
    ],
    qualitativeIndicators: ["Trustee exercises genuine independent discretion"],
    warningSignals: ["Client treats trust assets as personal", "Transfers after a threatened claim"],
    reviewSchedule: "Annual trust review; legal review every 3 years.",
    exitStrategy: "Trustee distributions or decanting; the trust is irrevocable and cannot simply be unwound.",
  },
};

/**
 * Offshore (Cook Islands) asset protection trust. Minimum net worth 10,000,000.
 * Benefit: assets in trust × claim chance × likelihood the trust holds.
 */
export const offshoreAssetProtectionTrust: StrategyDefinition = {
  id: "offshore-asset-protection-trust",
  name: "Offshore Asset Protection Trust (Cook Islands)",
  category: "Asset Protection",
  description:
    "A Cook Islands international trust, often holding a US LLC managed by the client until a threat appears, protects liquid assets from future creditors. Cook Islands law does not enforce foreign judgements, requires a creditor to prove fraudulent intent beyond reasonable doubt and has short limitation periods; the trust is a grantor trust for US tax with full reporting.",
  benefitCalculation: {
    type: "asset_protection",
    formula: "protectedAssetsUsd × claimProbability × effectivenessRatio",
    variables: ["protectedAssetsUsd", "claimProbability", "effectivenessRatio"],
  },
  costCalculation: {
    type: "setup_and_annual",
    formula: "setupCostUsd + annualComplianceUsd × years",
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
  variables: [
    { name: "protectedAssetsUsd", unit: "USD", description: "Assets transferred to the trust structure." },
    { name: "claimProbability", unit: "ratio", description: "Chance of a judgement above insurance over the horizon." },
    { name: "effectivenessRatio", unit: "ratio", description: "Likelihood the structure holds against the creditor." },
    { name: "setupCostUsd", unit: "USD", description: "US and Cook Islands counsel, trustee acceptance." },
    { name: "annualComplianceUsd", unit: "USD", description: "Trustee, Forms 3520/3520-A and FBAR a year." },
    { name: "years", unit: "years", description: "Horizon." },
  ],
  defaults(facts) {
    const assets = Math.round(clamp(investableAssets(facts) * 0.3, 1_000_000, 50_000_000));
    return {
      protectedAssetsUsd: { value: assets, assumption: `30% of investable assets (${formatUsd(assets)})` },
      claimProbability: claimChance(facts),
      effectivenessRatio: fixed(0.9, "90%: Cook Islands trusts have rarely been broken when funded before a claim"),
      setupCostUsd: fixed(60_000, "US and Cook Islands counsel and trustee acceptance, about $60,000"),
      annualComplianceUsd: fixed(20_000, "trustee fee and US information returns, about $20,000 a year"),
      years: fixed(10, "10-year horizon"),
    };
  },
  benefit: (v) => ({
    protection: (v.protectedAssetsUsd ?? 0) * (v.claimProbability ?? 0) * (v.effectivenessRatio ?? 0),
  }),
  cost: (v) => ({ setup: v.setupCostUsd ?? 0, annual: v.annualComplianceUsd ?? 0, years: v.years ?? 0 }),
  sensitivity: {
    variable: "claimProbability",
    mode: "multiply",
    spread: 0.5,
    description: "Claim chance half / base / 1.5×",
  },
  eligibility: allOf(
    {
      test: (f) => f.hasProfessionalLiability || f.ownsBusiness,
      fits: (f) =>
        f.hasProfessionalLiability
          ? "The client's profession carries malpractice exposure that can exceed insurance."
          : "The client's business creates personal-guarantee and liability exposure.",
      fails:
        "An offshore trust is justified only by serious liability exposure (a profession or business), which the notes do not show.",
    },
    {
      test: (f) => investableAssets(f) >= 3_000_000,
      fits: "There are enough liquid assets to justify the cost and still keep ample assets at home.",
      fails: "An offshore trust needs at least $3,000,000 of liquid assets to justify its cost.",
    },
  ),
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
      {
        title: "Solvency and claims review",
        description: "Document solvency and the absence of known claims before any transfer.",
        timeline: "Weeks 1–2",
        requirements: ["Balance sheet", "Solvency affidavit"],
      },
      {
        title: "Form the structure",
        description: "Settle the Cook Islands trust and form the US LLC it owns.",
        timeline: "Weeks 2–6",
        requirements: ["Trust deed", "LLC operating agreement", "Trustee due diligence"],
      },
      {
        title: "Fund",
        description: "Assign liquid assets to the LLC; move them offshore only if a threat arises.",
        timeline: "Weeks 6–10",
        requirements: ["Assignments", "Custodian accounts"],
      },
      {
        title: "Report annually",
        description: "File Forms 3520, 3520-A and FBAR; report income on the client's return.",
        timeline: "Annually",
        requirements: ["Forms 3520 and 3520-A", "FinCEN 114"],
      },
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
      {
        risk: "Contempt of court",
        description: "US courts can jail a settlor who is found able to repatriate assets (Affordable Media).",
        mitigation: "Fund early; genuine loss of control under duress; no retained powers.",
      },
      {
        risk: "Reporting penalties",
        description: "Missed Forms 3520/3520-A carry penalties of 35% and 5% of the amounts involved.",
        mitigation: "Experienced international CPA and calendar controls.",
      },
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
      { metric: "US reporting filed", target: "100% on time", measurementFrequency: "Annually" },
      {
        metric: "Time since funding",
        target: "Beyond the Cook Islands limitation period",
        measurementFrequency: "Annually",
      },
    ],
    qualitativeIndicators: ["Client accepts that control passes to the trustee under duress"],
    warningSignals: ["Transfers after a dispute begins", "Missed Form 3520-A"],
    reviewSchedule: "Annual compliance review; legal review every 3 years.",
    exitStrategy:
      "Trustee distributes or the trust is domesticated when the exposure ends, subject to the trustee's discretion.",
  },
};

/**
 * Series LLC (or separate LLCs) for rental real estate. Minimum net worth 1,000,000.
 * Benefit: other properties' equity and personal assets shielded from one property's claim.
 */
export const seriesLlcRentalRealEstate: StrategyDefinition = {
  id: "series-llc-rental-real-estate",
  name: "Series LLC for Rental Real Estate",
  category: "Asset Protection",
  description:
    "Each rental property is held in its own protected series of a series LLC (Delaware, Texas, Illinois and others), or in separate LLCs under a holding company, so a tenant's claim against one property can reach only that property and never the owner's personal assets or the other properties.",
  benefitCalculation: {
    type: "asset_protection",
    formula: "(rentalEquityUsd × (1 − 1 ÷ propertyCount) + personalAssetsUsd) × claimProbability",
    variables: ["rentalEquityUsd", "propertyCount", "personalAssetsUsd", "claimProbability"],
  },
  costCalculation: {
    type: "setup_and_annual",
    formula: "setupCostUsd + annualFeesUsd × years",
    variables: ["setupCostUsd", "annualFeesUsd", "years"],
  },
  lifeInsuranceComponent: "N/A",
  annuityComponent: "N/A",
  applicableNetWorth: 1_000_000,
  regulatoryDisclosures: ["state_law_dependent", "separate_records_required", "lender_consent_due_on_sale"],
  sources: [
    "Del. Code tit. 6 §18-215 (series LLC)",
    "Tex. Bus. Orgs. Code §§101.601–101.622",
    "805 ILCS 180/37-40",
    "Prop. Treas. Reg. §301.7701-1(a)(5) (series as separate entities for tax)",
    "Del. Code tit. 6 §18-703 (charging order as exclusive remedy)",
  ],
  variables: [
    { name: "rentalEquityUsd", unit: "USD", description: "Equity in the rental properties." },
    { name: "propertyCount", unit: "count", description: "Number of rental properties." },
    { name: "personalAssetsUsd", unit: "USD", description: "Other assets a tenant claim could reach without an LLC." },
    { name: "claimProbability", unit: "ratio", description: "Chance of a claim above insurance over the horizon." },
    { name: "setupCostUsd", unit: "USD", description: "Formation, deeds and operating agreements." },
    { name: "annualFeesUsd", unit: "USD", description: "State fees, registered agent and separate books a year." },
    { name: "years", unit: "years", description: "Horizon." },
  ],
  defaults(facts) {
    const equity = Math.round(facts.realEstateUsd !== null ? facts.realEstateUsd * 0.5 : netWorthOf(facts) * 0.25);
    const count = 3;
    const personal = Math.round(Math.max(0, netWorthOf(facts) - equity));
    return {
      rentalEquityUsd: {
        value: equity,
        assumption:
          facts.realEstateUsd !== null
            ? `half the stated real estate is rental equity (${formatUsd(equity)})`
            : `rental equity assumed 25% of net worth (${formatUsd(equity)})`,
      },
      propertyCount: fixed(count, "3 rental properties assumed"),
      personalAssetsUsd: { value: personal, assumption: `the rest of net worth (${formatUsd(personal)})` },
      claimProbability: fixed(0.05, "5% chance over 10 years of a tenant or premises claim above insurance"),
      setupCostUsd: fixed(3_000 + 750 * count, "formation, deeds and agreements, about $3,000 plus $750 a property"),
      annualFeesUsd: fixed(
        500 + 300 * count,
        "state fees, registered agent and bookkeeping, about $500 plus $300 a property",
      ),
      years: fixed(10, "10-year horizon"),
    };
  },
  benefit: (v) => {
    const count = Math.max(1, v.propertyCount ?? 1);
    return {
      protection: ((v.rentalEquityUsd ?? 0) * (1 - 1 / count) + (v.personalAssetsUsd ?? 0)) * (v.claimProbability ?? 0),
    };
  },
  cost: (v) => ({ setup: v.setupCostUsd ?? 0, annual: v.annualFeesUsd ?? 0, years: v.years ?? 0 }),
  sensitivity: {
    variable: "claimProbability",
    mode: "multiply",
    spread: 0.5,
    description: "Claim chance half / base / 1.5×",
  },
  eligibility: allOf(when.hasRealEstate),
  timeline: "1–2 months",
  keyBenefits: [
    "Contains each property's liability within that property",
    "Keeps personal assets out of tenant claims",
    "One filing for many series in most states",
  ],
  memoBucket: "protectionBucket",
  goalKeywords: ["rental", "real estate", "property", "protect", "liability"],
  explanation: {
    overview:
      "Owning rentals personally puts everything the client owns behind every tenant. A series LLC (or one LLC per property) ring-fences each property, and the charging-order rule limits what the owner's personal creditors can do to the LLC interests.",
    keyComponents: [
      "Master LLC with a protected series per property",
      "Separate bank accounts and books for every series",
      "Deeds into the series and updated insurance naming each",
      "Disregarded-entity tax treatment (no separate returns for single-member series)",
    ],
    steps: [
      {
        title: "Choose the structure",
        description: "Series LLC where the state recognises it; otherwise separate LLCs under a holding LLC.",
        timeline: "Week 1",
        requirements: ["List of properties", "Mortgage terms"],
      },
      {
        title: "Form and document",
        description: "File the certificate, draft the operating agreement with series provisions.",
        timeline: "Weeks 1–3",
        requirements: ["Certificate of formation", "Operating agreement"],
      },
      {
        title: "Transfer properties",
        description: "Deed each property into its series; obtain lender consent and title endorsements.",
        timeline: "Weeks 3–8",
        requirements: ["Deeds", "Lender consent", "Title endorsements"],
      },
      {
        title: "Operate separately",
        description: "Separate accounts, leases and insurance for each series every year.",
        timeline: "Ongoing",
        requirements: ["Bank accounts", "Leases in the series name"],
      },
    ],
    prerequisites: ["Investment real estate", "Discipline to keep separate books"],
    professionals: ["Real estate attorney", "CPA", "Insurance broker"],
    secondaryBenefits: ["Privacy of ownership", "Easier transfer of interests to family or trusts"],
    taxAdvantages: ["Single-member series are disregarded, so no change in income tax"],
    risks: [
      {
        risk: "Untested in some courts",
        description: "States without series statutes and bankruptcy courts may not respect the internal shields.",
        mitigation: "Use separate LLCs for high-value properties or in non-series states.",
      },
      {
        risk: "Commingling",
        description: "Mixing funds lets creditors pierce the series or the LLC.",
        mitigation: "Separate accounts and annual compliance review.",
      },
    ],
    marketRisks: ["Property values and rents; the structure itself adds no market risk"],
    regulatoryConsiderations: ["Due-on-sale clauses when deeding mortgaged property", "Transfer taxes in some states"],
    liquidityConsiderations: "No impact on liquidity; lenders may price LLC loans differently.",
    alternatives: [
      {
        strategy: "umbrella-liability-optimization",
        whyNotChosen: "Pays claims but cannot ring-fence properties from each other.",
      },
      {
        strategy: "delaware-statutory-trust",
        whyNotChosen: "Passive ownership removes management liability but also control.",
      },
    ],
    uniqueAdvantages: ["One entity, many liability compartments"],
    successMetrics: [
      { metric: "Properties held in their own series", target: "100%", measurementFrequency: "Annually" },
      { metric: "Separate accounts per series", target: "100%", measurementFrequency: "Annually" },
    ],
    qualitativeIndicators: ["Tenants, leases and insurance all name the series"],
    warningSignals: ["Rents deposited to a personal account", "New property bought in personal name"],
    reviewSchedule: "Annual compliance review.",
    exitStrategy: "Distribute properties back out by deed or dissolve a series after a sale.",
  },
};

/**
 * Professional practice liability structure for physicians, dentists and similar. Minimum net worth 2,000,000.
 * Benefit: practice assets and plan assets shielded × chance of a claim above malpractice limits.
 */
export const professionalPracticeProtection: StrategyDefinition = {
  id: "professional-liability-structuring",
  name: "Professional Practice Liability Protection Structure",
  category: "Asset Protection",
  description:
    "For physicians, dentists and other professionals: the practice operates as a professional corporation or PLLC; practice real estate and equipment sit in separate LLCs leased to it; receivables are pledged to a lender; malpractice limits and tail coverage are right-sized; and surplus income goes into ERISA plans (including a cash balance plan), which are shielded from creditors by federal law.",
  benefitCalculation: {
    type: "asset_protection",
    formula: "(practiceAssetsUsd + qualifiedPlanAssetsUsd) × claimProbability",
    variables: ["practiceAssetsUsd", "qualifiedPlanAssetsUsd", "claimProbability"],
  },
  costCalculation: {
    type: "setup_and_annual",
    formula: "setupCostUsd + annualCostUsd × years",
    variables: ["setupCostUsd", "annualCostUsd", "years"],
  },
  lifeInsuranceComponent: "N/A",
  annuityComponent: "N/A",
  applicableNetWorth: 2_000_000,
  regulatoryDisclosures: ["state_law_dependent", "fraudulent_transfer_risk", "erisa_plan_compliance"],
  sources: [
    "29 U.S.C. §1056(d)(1) and IRC §401(a)(13) (anti-alienation of ERISA plan benefits)",
    "Patterson v. Shumate, 504 U.S. 753 (1992)",
    "11 U.S.C. §522(n) (IRA exemption cap in bankruptcy)",
    "IRC §415(b) (defined benefit / cash balance limits)",
    "State professional corporation and PLLC acts (e.g. Tex. Bus. Orgs. Code ch. 301)",
  ],
  variables: [
    {
      name: "practiceAssetsUsd",
      unit: "USD",
      description: "Practice real estate, equipment and receivables moved out of reach of practice claims.",
    },
    { name: "qualifiedPlanAssetsUsd", unit: "USD", description: "Assets in ERISA-protected plans." },
    {
      name: "claimProbability",
      unit: "ratio",
      description: "Chance of a claim above malpractice and business insurance.",
    },
    { name: "setupCostUsd", unit: "USD", description: "Entity restructuring, leases and plan documents." },
    { name: "annualCostUsd", unit: "USD", description: "Entity upkeep, plan administration and actuary a year." },
    { name: "years", unit: "years", description: "Horizon." },
  ],
  defaults(facts) {
    const practice =
      (facts.businessValueUsd ?? netWorthOf(facts) * 0.2) * 0.4 +
      (facts.hasInvestmentRealEstate ? (facts.realEstateUsd ?? 0) * 0.5 : 0);
    const plans = facts.retirementAccountsUsd ?? netWorthOf(facts) * 0.15;
    return {
      practiceAssetsUsd: {
        value: Math.round(practice),
        assumption: `40% of the practice value (equipment and receivables)${facts.hasInvestmentRealEstate ? " plus half the real estate as the practice building" : ""} (${formatUsd(practice)})`,
      },
      qualifiedPlanAssetsUsd: {
        value: Math.round(plans),
        assumption:
          facts.retirementAccountsUsd !== null
            ? `stated retirement accounts (${formatUsd(plans)}), kept in ERISA plans`
            : `retirement plans assumed 15% of net worth (${formatUsd(plans)})`,
      },
      claimProbability: fixed(0.1, "10% chance over 10 years of a malpractice or business claim above insurance"),
      setupCostUsd: fixed(15_000, "entity restructuring, leases and plan documents, about $15,000"),
      annualCostUsd: fixed(5_000, "entity upkeep and plan administration, about $5,000 a year"),
      years: fixed(10, "10-year horizon"),
    };
  },
  benefit: (v) => ({
    protection: ((v.practiceAssetsUsd ?? 0) + (v.qualifiedPlanAssetsUsd ?? 0)) * (v.claimProbability ?? 0),
  }),
  cost: (v) => ({ setup: v.setupCostUsd ?? 0, annual: v.annualCostUsd ?? 0, years: v.years ?? 0 }),
  sensitivity: {
    variable: "claimProbability",
    mode: "multiply",
    spread: 0.5,
    description: "Claim chance half / base / 1.5×",
  },
  eligibility: allOf(
    {
      test: (f) => f.hasProfessionalLiability,
      fits: "The client is a licensed professional with malpractice exposure.",
      fails: "The notes do not describe a profession with malpractice exposure.",
    },
    {
      test: (f) => f.ownsBusiness || f.businessEntityType !== null,
      fits: (f) =>
        `The client owns the practice${f.businessEntityType ? ` (${entityLabel(f.businessEntityType)})` : ""}.`,
      fails: "The structure is for practice owners; the notes show no practice the client owns.",
    },
  ),
  timeline: "2–3 months",
  keyBenefits: [
    "Keeps the building, equipment and receivables away from practice claims",
    "ERISA plans shield retirement savings without limit",
    "Right-sized malpractice limits and tail coverage",
  ],
  memoBucket: "protectionBucket",
  goalKeywords: ["practice", "malpractice", "protect", "lawsuit", "retire"],
  explanation: {
    overview:
      "Malpractice insurance is the first layer, but a judgement above limits or a business claim against the practice can reach everything the practice owns. Splitting assets out of the operating entity and moving savings into ERISA plans leaves little for such a creditor to take.",
    keyComponents: [
      "Professional corporation or PLLC for the operating practice",
      "Separate LLCs owning real estate and equipment, leased at market rates",
      "Receivables pledged to a lender or a related finance company",
      "401(k) plus cash balance plan funded from practice income",
    ],
    steps: [
      {
        title: "Liability audit",
        description: "Review malpractice limits, tail coverage, leases, guarantees and entity structure.",
        timeline: "Weeks 1–2",
        requirements: ["Malpractice policy", "Entity documents", "Leases"],
      },
      {
        title: "Separate assets",
        description: "Move real estate and equipment into LLCs with written market-rate leases to the practice.",
        timeline: "Weeks 2–8",
        requirements: ["Deeds", "Equipment bill of sale", "Lease agreements"],
      },
      {
        title: "Protect receivables",
        description: "Arrange a receivables line of credit so accounts receivable are encumbered.",
        timeline: "Weeks 4–8",
        requirements: ["Lender agreement", "UCC filing"],
      },
      {
        title: "Fund ERISA plans",
        description: "Adopt a cash balance plan alongside the 401(k) and fund it each year.",
        timeline: "Before year end, then annually",
        requirements: ["Plan documents", "Actuarial valuation"],
      },
    ],
    prerequisites: ["Practice ownership", "No pending claims", "Stable income to fund plans"],
    professionals: ["Asset protection attorney", "CPA", "Pension actuary", "Malpractice insurance broker"],
    secondaryBenefits: ["Large tax-deductible retirement contributions", "Cleaner practice sale later"],
    taxAdvantages: [
      "Cash balance contributions deductible",
      "Rent from practice real estate can be structured efficiently",
    ],
    risks: [
      {
        risk: "Sham structures",
        description: "Above-market leases or commingling let creditors disregard the entities.",
        mitigation: "Market-rate leases, separate books, annual formalities.",
      },
      {
        risk: "Own negligence",
        description: "No entity shields a professional from liability for their own malpractice.",
        mitigation: "Adequate malpractice limits plus the asset separation and plans.",
      },
    ],
    marketRisks: ["Plan investments fluctuate; cash balance plans must meet funding targets"],
    regulatoryConsiderations: [
      "IRAs outside ERISA are protected only to the bankruptcy cap and state law",
      "Professional entity rules vary by state and licence",
    ],
    liquidityConsiderations: "Plan contributions are locked up until retirement.",
    alternatives: [
      {
        strategy: "domestic-asset-protection-trust",
        whyNotChosen: "Protects personal investments, not the practice's own assets.",
      },
      {
        strategy: "umbrella-liability-optimization",
        whyNotChosen: "Personal umbrellas exclude professional services.",
      },
    ],
    uniqueAdvantages: ["Combines asset protection with large tax-deductible savings"],
    successMetrics: [
      {
        metric: "Practice assets held outside the operating entity",
        target: "All real estate and equipment",
        measurementFrequency: "Annually",
      },
      {
        metric: "Retirement savings in ERISA plans",
        target: "Maximum allowable each year",
        measurementFrequency: "Annually",
      },
    ],
    qualitativeIndicators: ["The practice observes corporate formalities"],
    warningSignals: ["Personal guarantees on practice debts", "Malpractice limits unchanged for years"],
    reviewSchedule: "Annual review of insurance limits, leases and plan funding.",
    exitStrategy: "On retirement or sale, the LLCs sell or lease to the buyer and plans roll over to IRAs.",
  },
};

/** Asset-protection entries of this folder. */
export const ASSET_PROTECTION_STRATEGIES: readonly StrategyDefinition[] = [
  tenancyByEntirety,
  domesticAssetProtectionTrust,
  offshoreAssetProtectionTrust,
  seriesLlcRentalRealEstate,
  professionalPracticeProtection,
];
