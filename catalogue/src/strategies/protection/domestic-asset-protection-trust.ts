import { formatUsd } from "@fsa/shared";
import { defineStrategy, type StrategyContext } from "../../model/strategy.ts";
import { allOf, check, clamp, fixed, investable, metric, risk, round, setup, step, yearly } from "../kit.ts";
import { claimChance, liabilityExposureReason } from "./lib/shared.ts";

/**
 * Self-settled domestic asset protection trust (Nevada or South Dakota). Minimum net worth 3,000,000.
 *
 * The value is protection: the assets placed in trust are beyond future creditors once the
 * state's limitation period runs (two years in Nevada, Nev. Rev. Stat. §166.170), with a
 * discount for the conflict-of-laws risk a non-resident of a DAPT state runs (In re Huber). The
 * costs are the drafting now and the in-state trustee each year for as long as the trust lasts
 * (the household model's final death). Usually an incomplete gift and a grantor trust: no income-
 * or estate-tax effect is modelled.
 */

/**
 * States with self-settled asset protection trust statutes (e.g. Nev. Rev. Stat. ch. 166, S.D.
 * Codified Laws ch. 55-16, Del. Code tit. 12 §§3570–3576, Alaska Stat. §34.40.110).
 */
export const DAPT_STATES: readonly string[] = [
  "AK",
  "CT",
  "DE",
  "HI",
  "IN",
  "MI",
  "MS",
  "MO",
  "NV",
  "NH",
  "OH",
  "OK",
  "RI",
  "SD",
  "TN",
  "UT",
  "VA",
  "WV",
  "WY",
];

/** Investable assets the trust needs beyond day-to-day needs, USD. */
const MINIMUM_INVESTABLE_USD = 1_000_000;

const exposed = (ctx: StrategyContext) => ctx.facts.hasProfessionalLiability || ctx.facts.ownsBusiness;

export const domesticAssetProtectionTrust = defineStrategy({
  id: "domestic-asset-protection-trust",
  name: "Domestic Asset Protection Trust (Nevada or South Dakota)",
  category: "Asset Protection / State Law",
  description:
    "An irrevocable, self-settled spendthrift trust under a state statute such as Nevada's (Nev. Rev. Stat. ch. 166) or South Dakota's (S.D. Codified Laws ch. 55-16). The client can remain a discretionary beneficiary while the trust assets, after a short limitations period, are beyond the reach of future creditors.",
  benefitCalculation: {
    type: "asset_protection",
    formula:
      "protection = protectedAssetsUsd × effectivenessRatio (assets a court is expected to leave in trust); expected loss avoided = protection × claimProbability, reported as protection, never as a saving",
    variables: ["protectedAssetsUsd", "effectivenessRatio", "claimProbability"],
  },
  costCalculation: {
    type: "setup_and_annual",
    formula: "setupCostUsd now + annualTrusteeFeeUsd each year to the final death",
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
  domain: "protection",
  family: "asset-protection-trust",
  variables: {
    protectedAssetsUsd: { unit: "USD", description: "Assets transferred to the trust." },
    effectivenessRatio: { unit: "ratio", description: "Likelihood the trust is upheld against the creditor." },
    claimProbability: { unit: "ratio", description: "Chance over ten years of a judgement above insurance." },
    setupCostUsd: { unit: "USD", description: "Drafting, funding and the solvency affidavit." },
    annualTrusteeFeeUsd: { unit: "USD", description: "In-state trustee and administration, a year." },
    years: { unit: "years", description: "Years the trust is kept: to the final death the household model assumes." },
  },
  defaults(ctx) {
    const f = ctx.facts;
    const liquid = investable(ctx.household);
    const assets = round(clamp(liquid * 0.4, 0, 20_000_000));
    const resident = f.state !== null && DAPT_STATES.includes(f.state);
    return {
      protectedAssetsUsd: fixed(
        assets,
        `40% of the ${formatUsd(liquid)} of investable assets, keeping the rest outside for lifestyle (${formatUsd(assets)})`,
      ),
      effectivenessRatio: resident
        ? fixed(0.85, `85%: ${f.state} has its own asset protection trust statute`)
        : fixed(0.6, "60%: a resident of a state without a DAPT statute faces conflict-of-laws challenges (Huber)"),
      claimProbability: claimChance(f),
      setupCostUsd: fixed(25_000, "drafting, solvency affidavit and funding, about $25,000"),
      annualTrusteeFeeUsd: fixed(7_500, "in-state trustee and trust return, about $7,500 a year"),
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
        ...setup(v.setupCostUsd, "drafting, solvency affidavit and funding"),
        ...yearly(-v.annualTrusteeFeeUsd, 1, v.years, "cost", "in-state trustee and trust return"),
      ],
      protection:
        shielded > 0
          ? {
              amountUsd: shielded,
              description: `${formatUsd(v.protectedAssetsUsd)} in trust, of which ${formatUsd(shielded)} is expected to hold against a future creditor (${Math.round(v.effectivenessRatio * 100)}%); at a ${Math.round(v.claimProbability * 100)}% chance over ten years of a judgement above insurance, an expected loss of ${formatUsd(shielded * v.claimProbability)} avoided`,
            }
          : undefined,
    };
  },
  sensitivity: {
    variable: "annualTrusteeFeeUsd",
    mode: "multiply",
    spread: 0.4,
    description: "Trustee fee 40% lower / base / 40% higher",
  },
  eligibility: allOf(
    check(
      exposed,
      (ctx) => liabilityExposureReason(ctx.facts),
      "A DAPT is justified by liability exposure (a profession with malpractice risk or a business), which the notes do not show.",
    ),
    check(
      (ctx) => investable(ctx.household) >= MINIMUM_INVESTABLE_USD,
      (ctx) =>
        `The client has ${formatUsd(investable(ctx.household))} of investable assets to place in the trust while keeping enough outside.`,
      `The trust needs at least ${formatUsd(MINIMUM_INVESTABLE_USD)} of investable assets beyond what the client needs day to day.`,
    ),
  ),
  answers: (ctx) =>
    exposed(ctx) && investable(ctx.household) >= MINIMUM_INVESTABLE_USD
      ? { urgency: "client-specific", reason: liabilityExposureReason(ctx.facts) }
      : null,
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
      step(
        "Solvency and exposure review",
        "Confirm no pending or threatened claims and that the client stays solvent after funding.",
        "Weeks 1–2",
        ["Balance sheet", "Litigation search"],
      ),
      step("Draft", "Draft the trust under Nevada or South Dakota law with an in-state trustee.", "Weeks 2–5", [
        "Trust agreement",
        "Solvency affidavit",
      ]),
      step(
        "Fund",
        "Transfer investment accounts (or LLC interests holding them) to the trustee's custody in the state.",
        "Weeks 5–8",
        ["In-state custody accounts", "Assignment documents"],
      ),
      step("Administer", "Keep distributions discretionary and records separate; file returns.", "Ongoing", [
        "Trust accounting",
        "Form 1041 or grantor letter",
      ]),
    ],
    prerequisites: ["No existing or reasonably foreseeable claims", "Solvency after the transfer"],
    professionals: ["Asset protection attorney", "In-state corporate trustee", "CPA"],
    secondaryBenefits: ["Estate tax savings if structured as a completed gift", "Privacy"],
    taxAdvantages: [
      "Usually a grantor trust: no change in income tax",
      "Can remove growth from the estate if a completed gift",
    ],
    risks: [
      risk(
        "Conflict of laws",
        "Courts in non-DAPT states have applied their own law to void the trust (Huber).",
        "Hold assets physically in the DAPT state; consider residency or an offshore trust for high risk.",
      ),
      risk(
        "Bankruptcy reach-back",
        "A bankruptcy trustee can undo transfers made within ten years with intent to hinder creditors.",
        "Fund early, document solvency and legitimate purposes.",
      ),
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
      metric("Time since funding", "Beyond the two-year limitation period", "Annually"),
      metric("Distributions to the client", "Rare and discretionary", "Annually"),
    ],
    qualitativeIndicators: ["Trustee exercises genuine independent discretion"],
    warningSignals: ["Client treats trust assets as personal", "Transfers after a threatened claim"],
    reviewSchedule: "Annual trust review; legal review every 3 years.",
    exitStrategy: "Trustee distributions or decanting; the trust is irrevocable and cannot simply be unwound.",
  },
});
