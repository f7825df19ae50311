import { formatUsd } from "@fsa/shared";
import { defineStrategy, type StrategyContext } from "../../model/strategy.ts";
import { allOf, at, check, clamp, fixed, metric, risk, round, setup, step, taxOn, yearly, yearsToAge } from "../kit.ts";
import { deductionSaving } from "./lib/shared.ts";

/**
 * Captive insurance company electing §831(b). Minimum net worth 10,000,000.
 *
 * The operating business deducts arm's-length premiums for real, commercially uninsured risks;
 * claims the captive pays replace losses the business would have deducted anyway, so the added
 * deduction each year is the underwriting profit, premium × (1 − expected loss ratio). The
 * captive, electing §831(b), is taxed only on its investment income; its profit comes back to the
 * owners at liquidation as a long-term capital gain (§331). A deferral and a change of character:
 * each year the tax the deduction saves (on the owner's return for a pass-through, at the
 * corporate rate for a C corporation), flagged as deferred, and at the liquidation the tax on the
 * accumulated profit as long-term gain (the real calculator, today's brackets and income standing
 * in). Costs: the feasibility study and formation now, the captive's management each year.
 * Micro-captives with loss ratios under 30% are listed transactions (Treas. Reg. §1.6011-10).
 */

const bigEnough = (ctx: StrategyContext) =>
  ctx.household.balance.businessUsd >= 10_000_000 || (ctx.facts.annualIncomeUsd ?? 0) >= 2_000_000;

export const captiveInsurance831b = defineStrategy({
  id: "captive-insurance-831b",
  name: "Captive Insurance Company (§831(b) Micro-Captive)",
  category: "Risk Management",
  description:
    "The owner forms a licensed insurance company that insures the operating business's real but commercially uninsured risks (deductibles, cyber, regulatory, supply chain). The business deducts arm's-length premiums; the captive, electing §831(b), is taxed only on investment income, and profits from favourable claims experience later return to the owners at capital gains rates.",
  benefitCalculation: {
    type: "percentage",
    formula:
      "each year: tax saved on the deduction of min(annualPremiumUsd, §831(b) premium limit) × (1 − expectedLossRatio) × ownershipShare (deferred); at liquidation: − tax on the accumulated profit as long-term gain",
    variables: ["annualPremiumUsd", "expectedLossRatio", "ownershipShare", "years"],
  },
  costCalculation: {
    type: "setup_and_annual",
    formula: "setupCostUsd now + annualOperatingCostUsd each year of operation",
    variables: ["setupCostUsd", "annualOperatingCostUsd", "years"],
  },
  lifeInsuranceComponent: "N/A",
  annuityComponent: "N/A",
  applicableNetWorth: 10_000_000,
  regulatoryDisclosures: [
    "listed_transaction_risk",
    "form_8886_disclosure",
    "insurance_regulatory_licensing",
    "irs_enforcement_priority",
    "risk_distribution_required",
  ],
  sources: [
    "IRC §831(b) (alternative tax for small insurance companies; diversification under §831(b)(2)(B))",
    "IRC §162(a) (premiums deductible when they are insurance)",
    "IRC §331 (liquidation proceeds as amounts received in exchange for stock)",
    "Treas. Reg. §1.6011-10 and §1.6011-11 (T.D. 10029, 2025: micro-captive listed transactions and transactions of interest)",
    "Avrahami v. Commissioner, 149 T.C. 144 (2017)",
    "Reserve Mechanical Corp. v. Commissioner, 34 F.4th 881 (10th Cir. 2022)",
  ],
  domain: "protection",
  variables: {
    annualPremiumUsd: { unit: "USD", description: "Premium paid by the business to the captive, a year." },
    expectedLossRatio: { unit: "ratio", description: "Share of premium expected to be paid out in claims." },
    ownershipShare: { unit: "ratio", description: "The client's share of the business and the captive." },
    years: { unit: "years", description: "Years the captive operates before liquidation." },
    setupCostUsd: { unit: "USD", description: "Feasibility study, actuarial work, licensing and capital costs." },
    annualOperatingCostUsd: { unit: "USD", description: "Management, actuary, audit and regulatory fees, a year." },
  },
  defaults(ctx) {
    const f = ctx.facts;
    const tax = ctx.household.tax;
    const value = ctx.household.balance.businessUsd;
    const base = value > 0 ? value * 0.05 : (f.annualIncomeUsd ?? 0) * 0.3;
    const premium = round(clamp(base, 250_000, tax.smallInsuranceCompanyPremiumLimit));
    const years = yearsToAge(ctx, f.plannedRetirementAge ?? 65, 5);
    return {
      annualPremiumUsd: fixed(
        premium,
        `actuarially priced premium for uninsured risks, about ${value > 0 ? "5% of business value" : "30% of income"} (${formatUsd(premium)}), within the ${formatUsd(tax.smallInsuranceCompanyPremiumLimit)} §831(b) limit`,
      ),
      expectedLossRatio: fixed(
        0.4,
        "40% of premium paid in claims (a genuine captive pays real claims; under 30% is a listed transaction)",
      ),
      ownershipShare: fixed(
        f.businessOwnershipShare ?? 1,
        f.businessOwnershipShare !== null
          ? `${Math.round(f.businessOwnershipShare * 100)}%, as stated`
          : "100% (not stated)",
      ),
      years: fixed(years.value, `${years.value} years of operation, to the owner's retirement (${years.assumption})`),
      setupCostUsd: fixed(60_000, "feasibility study, actuarial, licensing and formation, about $60,000"),
      annualOperatingCostUsd: fixed(
        50_000,
        "captive manager, actuary, audit and regulatory fees, about $50,000 a year",
      ),
    };
  },
  effects(v, ctx) {
    const tax = ctx.household.tax;
    const years = Math.max(1, Math.round(v.years));
    const profit =
      Math.min(v.annualPremiumUsd, tax.smallInsuranceCompanyPremiumLimit) * Math.max(0, 1 - v.expectedLossRatio);
    const share = profit * v.ownershipShare;
    const cCorp = ctx.facts.businessEntityType === "c_corp";
    const saved = cCorp ? share * tax.corporateTaxRate : deductionSaving(ctx, share);
    const flows = [...setup(v.setupCostUsd, "feasibility study, licensing and formation")];
    for (let y = 1; y <= years; y++)
      flows.push(
        at(
          y,
          saved,
          "incomeTax",
          cCorp
            ? "corporate tax deferred on the underwriting profit deducted as premium"
            : "tax deferred on the underwriting profit deducted as premium (owner's return)",
          true,
        ),
      );
    flows.push(
      ...yearly(
        -v.annualOperatingCostUsd * v.ownershipShare,
        1,
        years,
        "cost",
        "captive management, actuary and audit",
      ),
    );
    flows.push(
      at(
        years + 1,
        -taxOn(ctx, { longTermGainUsd: share * years }),
        "incomeTax",
        "tax on the captive's accumulated profit at liquidation, as long-term gain (§331)",
        true,
      ),
    );
    return { flows };
  },
  sensitivity: {
    variable: "expectedLossRatio",
    mode: "add",
    spread: 0.2,
    description: "Claims 20% / 40% / 60% of premium",
  },
  eligibility: allOf(
    check(
      (ctx) => ctx.facts.ownsBusiness,
      "The client owns an operating business with risks to insure.",
      "A captive insures an operating business's risks, and the notes show no business the client owns.",
    ),
    check(
      // The owner decides to form a captive and to buy its cover: a minority holder of a
      // venture-backed or public company does not (an assumption: control at 50% or more).
      (ctx) =>
        (ctx.facts.businessOwnershipShare === null || ctx.facts.businessOwnershipShare >= 0.5) &&
        !/\b(?:ipo|initial public offering|venture|vc-backed|series [a-f])\b/i.test(ctx.facts.goals.join(" ")) &&
        !(
          ctx.facts.expectsLiquidityEvent &&
          ctx.facts.businessEntityType === "c_corp" &&
          ctx.facts.businessStockIssuedYear !== null
        ),
      "The client controls the business, so it can form and insure through its own captive.",
      "A captive is formed by a business its owner controls; the notes show a minority stake or a venture-backed company.",
    ),
    check(
      bigEnough,
      "The business is large enough to have significant uninsured risks and to carry a captive's fixed costs.",
      "A captive needs a business worth about $10,000,000 or more (or $2,000,000 of income) to carry real risks and a captive's fixed costs; the notes do not show that.",
    ),
  ),
  answers: () => null,
  timeline: "4–6 months",
  keyBenefits: [
    "Insures risks the commercial market will not cover or prices badly",
    "Underwriting profit accumulates under §831(b)",
    "Builds a risk-management reserve outside the operating company",
  ],
  memoBucket: "protectionBucket",
  goalKeywords: ["business", "risk", "insurance", "tax", "protect"],
  explanation: {
    overview:
      "A captive lets a profitable business self-insure formally: it pays arm's-length premiums for real risks to its own insurer. Done properly it improves risk management and, under §831(b), defers and re-characterises underwriting profit; done as a tax shelter it is an IRS listed transaction.",
    keyComponents: [
      "Licensed insurer in a captive domicile (e.g. Delaware, Utah, Tennessee)",
      "Actuarially priced policies for real, uninsured risks",
      "Risk distribution through a pool or many insureds",
      "§831(b) election and the diversification test",
    ],
    steps: [
      step("Feasibility study", "Independent actuary identifies uninsured risks and prices them.", "Months 1–2", [
        "Loss history",
        "Current insurance program",
      ]),
      step("Form and license", "Capitalise and license the captive; elect §831(b).", "Months 2–4", [
        "Business plan",
        "Regulatory filing",
        "Minimum capital",
      ]),
      step(
        "Write policies",
        "Issue policies to the operating business and join a risk pool for distribution.",
        "Months 4–6",
        ["Policy forms", "Reinsurance or pooling agreement"],
      ),
      step(
        "Operate and disclose",
        "Pay real claims, invest reserves conservatively, file Form 8886 if within the regulations.",
        "Annually",
        ["Audited statements", "Form 8886 where required"],
      ),
    ],
    prerequisites: ["A profitable operating business", "Genuine uninsured risks", "Tolerance for IRS scrutiny"],
    professionals: ["Independent captive manager", "Actuary", "Tax attorney", "CPA", "Auditor"],
    secondaryBenefits: ["Access to reinsurance markets", "Reserves protected from the operating company's creditors"],
    taxAdvantages: [
      "Premiums deductible to the business if the arrangement is insurance",
      "Captive taxed only on investment income under §831(b)",
    ],
    risks: [
      risk(
        "Recharacterisation",
        "Courts have disallowed deductions where premiums were not arm's-length or risk was not distributed.",
        "Independent actuarial pricing, real claims, genuine risk distribution.",
      ),
      risk(
        "Listed transaction",
        "Low loss ratios with related-party financing trigger disclosure and penalties.",
        "Avoid loans or financing back to the owners, keep the loss ratio above 30% (60% avoids transaction-of-interest reporting), and file Form 8886 where required.",
      ),
    ],
    marketRisks: ["Claims can exceed reserves", "Investment returns on reserves"],
    regulatoryConsiderations: [
      "Micro-captives are an IRS enforcement priority",
      "Domicile capital and solvency requirements",
    ],
    liquidityConsiderations: "Reserves must stay in the captive to pay claims; distributions come only from surplus.",
    alternatives: [
      {
        strategy: "umbrella-liability-optimization",
        whyNotChosen: "Commercial coverage transfers insurable risks more simply.",
      },
      { strategy: "key-person-insurance", whyNotChosen: "Covers one specific risk rather than a program." },
    ],
    uniqueAdvantages: ["Coverage for risks with no commercial market, on the owner's terms"],
    successMetrics: [
      metric("Loss ratio", "Consistent with actuarial pricing (above 30%)", "Annually"),
      metric("Regulatory and tax filings", "All filed on time", "Annually"),
    ],
    qualitativeIndicators: ["The business files claims with the captive like any insurer"],
    warningSignals: [
      "No claims for several years",
      "Premiums set by tax savings rather than risk",
      "Loans back to owners",
    ],
    reviewSchedule: "Annual actuarial review and audit.",
    exitStrategy:
      "Stop writing policies, run off existing claims, and liquidate the captive, distributing surplus as capital gain.",
  },
});
