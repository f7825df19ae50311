import { formatUsd } from "@fsa/shared";
import { defineStrategy, type StrategyContext } from "../../model/strategy.ts";
import { allOf, check, clamp, fixed, metric, risk, round, step, yearly } from "../kit.ts";
import { termPremiumPer1000, termPremiumSource } from "./lib/shared.ts";

/**
 * Key person life insurance owned by the client's business. Minimum net worth 2,000,000.
 *
 * The value is protection: the death benefit the business receives to replace lost profits,
 * reassure lenders or fund a successor (income-tax-free with §101(j) notice and consent before
 * issue). The cost is the level term premium, paid by the business and not deductible (§264(a)),
 * borne by the client in proportion to the ownership share, to about age 70. Premium: the
 * published 20-year level term averages at the owner's age (see ./shared.ts).
 */

/**
 * Business value from which key person cover answers a stated fact rather than being a generic
 * fit, USD: an assumption of practice (below it the business is mostly the owner's own work).
 */
const KEY_PERSON_MATERIAL_VALUE_USD = 1_000_000;

/** Age to which key person cover is usually kept (the owner's transition out), years. */
const COVER_TO_AGE = 70;

const working = (ctx: StrategyContext) =>
  ctx.facts.ownsBusiness && ctx.facts.isRetired !== true && ctx.household.primary.age < COVER_TO_AGE;

export const keyPersonInsurance = defineStrategy({
  id: "key-person-insurance",
  name: "Key Person Life Insurance",
  category: "Risk Management",
  description:
    "The business owns and is beneficiary of a policy on the owner or a key employee, so the company receives cash to replace lost profits, reassure lenders, recruit a successor or buy out the family if that person dies. §101(j) notice and consent must be obtained before issue for the proceeds to be tax-free.",
  benefitCalculation: {
    type: "asset_protection",
    formula: "protection = coverageUsd, payable to the business; reported apart, never as a saving",
    variables: ["coverageUsd"],
  },
  costCalculation: {
    type: "annual",
    formula: "coverageUsd ÷ 1,000 × premiumPer1000Usd × ownershipShare each year of termYears",
    variables: ["coverageUsd", "premiumPer1000Usd", "ownershipShare", "termYears"],
  },
  lifeInsuranceComponent: "Term or permanent life insurance owned by and payable to the business.",
  annuityComponent: "N/A",
  applicableNetWorth: 2_000_000,
  regulatoryDisclosures: ["employer_owned_life_insurance", "notice_and_consent_required", "form_8925"],
  sources: [
    "IRC §101(j) (employer-owned life insurance: notice, consent and exceptions)",
    "IRC §6039I and Form 8925 (annual reporting)",
    "IRC §264(a)(1) (premiums not deductible)",
    "IRC §101(a)(1)",
    "Connelly v. United States, 602 U.S. 257 (2024) (company-owned proceeds raise the share value)",
  ],
  domain: "protection",
  variables: {
    coverageUsd: { unit: "USD", description: "Death benefit payable to the business." },
    premiumPer1000Usd: { unit: "USD", description: "Annual level term premium per $1,000 at the owner's age." },
    ownershipShare: { unit: "ratio", description: "The client's share of the business, which bears the premium." },
    termYears: { unit: "years", description: "Years of cover (to about age 70)." },
  },
  defaults(ctx) {
    const f = ctx.facts;
    const age = ctx.household.primary.age;
    const value = ctx.household.balance.businessUsd;
    const base = value > 0 ? value * 0.5 : (f.annualIncomeUsd ?? 0) * 5;
    const coverage = round(clamp(base, 500_000, 20_000_000));
    const years = clamp(COVER_TO_AGE - age, 5, 20);
    return {
      coverageUsd: fixed(
        coverage,
        value > 0
          ? `half the ${formatUsd(value)} business value (${formatUsd(coverage)}), a common sizing for profits at risk and a successor`
          : `five times the owner's income (${formatUsd(coverage)}); business value not stated`,
      ),
      premiumPer1000Usd: fixed(
        termPremiumPer1000(age),
        `${termPremiumSource(age)}${ctx.household.primary.ageAssumed ? "; age not stated, the model's default" : ""}`,
      ),
      ownershipShare: fixed(
        f.businessOwnershipShare ?? 1,
        f.businessOwnershipShare !== null
          ? `${Math.round(f.businessOwnershipShare * 100)}% of the business, as stated`
          : "100% (ownership share not stated)",
      ),
      termYears: fixed(years, `${years}-year term, to about age ${COVER_TO_AGE}`),
    };
  },
  effects(v) {
    const premium = (v.coverageUsd / 1_000) * v.premiumPer1000Usd;
    return {
      flows: yearly(
        -premium * v.ownershipShare,
        0,
        Math.max(1, Math.round(v.termYears)) - 1,
        "premium",
        "key person premium paid by the business (the client's share; not deductible, §264)",
      ),
      protection: {
        amountUsd: v.coverageUsd,
        description: `${formatUsd(v.coverageUsd)} paid to the business at the owner's death to replace profits, repay debt or fund a successor (tax-free with §101(j) notice and consent)`,
      },
    };
  },
  sensitivity: {
    variable: "coverageUsd",
    mode: "multiply",
    spread: 0.4,
    description: "Coverage 40% lower / base / 40% higher",
  },
  eligibility: allOf(
    check(
      (ctx) => ctx.facts.ownsBusiness,
      "The client owns an operating business.",
      "Key person cover is owned by a business, and the notes show none the client owns.",
    ),
    check(
      (ctx) => ctx.facts.isRetired !== true && ctx.household.primary.age < COVER_TO_AGE,
      (ctx) =>
        ctx.household.primary.ageAssumed
          ? "The notes give no age; at the model's default the owner is still central to the business."
          : `At ${ctx.household.primary.age} the owner is of working age and central to the business.`,
      "At 70 or older, or retired, the owner is usually transitioning out, and coverage is expensive.",
    ),
  ),
  // A business with a stated value of its own or with co-owners has something besides the owner's
  // pay to lose at the owner's death; a freelancer's or a consultant's practice is the owner, and
  // term life on the owner answers that (an assumption of practice).
  answers: (ctx) =>
    working(ctx) &&
    (ctx.household.balance.businessUsd >= KEY_PERSON_MATERIAL_VALUE_USD ||
      (ctx.facts.businessOwnershipShare !== null && ctx.facts.businessOwnershipShare < 1))
      ? {
          urgency: "client-specific",
          reason: `The client runs a business${ctx.household.balance.businessUsd > 0 ? ` worth ${formatUsd(ctx.household.balance.businessUsd)}` : ""} that depends on the client; the company would need cash if the client died.`,
        }
      : null,
  timeline: "1–3 months",
  keyBenefits: [
    "Cash to the business exactly when its key person is lost",
    "Supports loans and succession",
    "Tax-free proceeds with proper notice and consent",
  ],
  memoBucket: "protectionBucket",
  goalKeywords: ["business", "succession", "partner", "protect", "employees"],
  explanation: {
    overview:
      "A closely held business often depends on one person. Key person coverage gives the company cash to survive the loss: replacing profits while a successor is found, repaying debt, or funding a buyout of the family's shares.",
    keyComponents: [
      "Business as owner and beneficiary",
      "Written notice and consent signed before issue (§101(j)(4))",
      "Coverage sized to lost profits or replacement cost",
      "Annual Form 8925 filing",
    ],
    steps: [
      step(
        "Quantify the loss",
        "Estimate profits at risk, replacement cost and debt covenants tied to the person.",
        "Weeks 1–2",
        ["Financial statements", "Loan agreements"],
      ),
      step(
        "Notice and consent",
        "The insured signs the §101(j) notice and consent before the policy is issued.",
        "Before application",
        ["Signed consent form"],
      ),
      step(
        "Underwrite and issue",
        "Apply with the business as owner and beneficiary; choose term or permanent coverage.",
        "Weeks 2–10",
        ["Application", "Medical underwriting"],
      ),
      step("Report and coordinate", "File Form 8925 each year and align with the buy-sell agreement.", "Annually", [
        "Form 8925",
        "Buy-sell agreement review",
      ]),
    ],
    prerequisites: ["An operating business", "Insurable key person"],
    professionals: ["Insurance adviser", "CPA", "Business attorney"],
    secondaryBenefits: [
      "Improves lender and investor confidence",
      "Permanent policies build cash value on the balance sheet",
    ],
    taxAdvantages: ["Proceeds tax-free when §101(j) is met"],
    risks: [
      risk(
        "Missing notice and consent",
        "Proceeds above premiums paid become taxable income.",
        "Signed consent before issue; annual Form 8925.",
      ),
      risk(
        "Estate value increase",
        "After Connelly, company-owned proceeds raise the value of the deceased owner's shares.",
        "Use cross-purchase or trusteed buy-sell structures for buyout funding.",
      ),
    ],
    marketRisks: ["Level term premiums are fixed; permanent designs depend on crediting rates"],
    regulatoryConsiderations: [
      "Premiums are not deductible (§264)",
      "Corporate AMT on financial statement income for large C corporations",
    ],
    liquidityConsiderations: "Premiums are a business expense paid from cash flow.",
    alternatives: [
      {
        strategy: "buy-sell-agreement-funding",
        whyNotChosen: "Funds a share purchase rather than the company's own loss.",
      },
      {
        strategy: "disability-income-insurance",
        whyNotChosen: "Covers the owner's disability, not the business's loss.",
      },
    ],
    uniqueAdvantages: ["Protects the business itself, not just the family"],
    successMetrics: [
      metric("Coverage versus profits at risk", "At least 2 years of profits", "Every 2 years"),
      metric("Form 8925 filed", "Every year", "Annually"),
    ],
    qualitativeIndicators: ["A successor plan exists alongside the coverage"],
    warningSignals: ["Business growth without coverage review", "Key person leaves without policy transfer"],
    reviewSchedule: "Every 2 years or on a change in the business.",
    exitStrategy:
      "Let term lapse, transfer the policy to the insured on retirement (watch transfer-for-value), or convert to permanent.",
  },
});
