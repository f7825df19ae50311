import { formatUsd } from "@fsa/shared";
import { defineStrategy } from "../../model/strategy.ts";
import {
  allOf,
  at,
  check,
  fixed,
  investable,
  metric,
  requires,
  risk,
  round,
  setup,
  step,
  taxChange,
  yearly,
} from "../kit.ts";

/**
 * Family management company run as a trade or business (Lender Management, LLC v. Commissioner,
 * T.C. Memo. 2017-246). Minimum net worth 20,000,000.
 *
 * Individuals cannot deduct investment management costs (§67(g), permanent after Pub. L. 119-21).
 * A management company that serves several family members and trusts for a profits interest or
 * fee, with staff and a profit motive, deducts them under §162, reducing the family's income. Each
 * year to the final death (the household model's horizon; the company serves the next generations
 * too): + tax(household's return) − tax(the return with the family's investment income reduced by
 * the costs, as the investment partnerships pay them to the company: AGI and net investment income
 * both fall), on the real calculator (today's brackets and income stand in for later years, an assumption), less
 * the company's extra running costs and the set-up now.
 */

export const familyManagementCompany = defineStrategy({
  id: "family-management-company",
  name: "Family Management Company (Family Office as a Trade or Business)",
  category: "Business Planning",
  description:
    "A family office entity, owned mainly by the senior generation, manages investments for family members and trusts for a profits interest or fee, with employees and office like an independent adviser. Following Lender Management v. Commissioner (2017), its costs are §162 business expenses rather than investment expenses, which individuals can no longer deduct under §67(g).",
  benefitCalculation: {
    type: "percentage",
    formula:
      "each year: tax(household's return) − tax(household's return with managementCostsUsd deducted as a business expense)",
    variables: ["managementCostsUsd", "years"],
  },
  costCalculation: {
    type: "setup_and_annual",
    formula: "setupCostUsd + annualOperatingCostUsd each year",
    variables: ["setupCostUsd", "annualOperatingCostUsd", "years"],
  },
  lifeInsuranceComponent: "N/A",
  annuityComponent: "N/A",
  applicableNetWorth: 20_000_000,
  regulatoryDisclosures: [
    "trade_or_business_substance_required",
    "investment_adviser_registration_exemption",
    "related_party_arrangements",
  ],
  sources: [
    "Lender Management, LLC v. Commissioner, T.C. Memo. 2017-246",
    "Higgins v. Commissioner, 312 U.S. 212 (1941) (managing one's own investments is not a business)",
    "IRC §162, §212",
    "IRC §67(g) (miscellaneous itemised deductions disallowed; made permanent by Pub. L. 119-21)",
    "17 C.F.R. §275.202(a)(11)(G)-1 (family office exclusion from the Advisers Act)",
  ],
  domain: "business",
  variables: {
    managementCostsUsd: { unit: "USD", description: "Investment management and family office costs a year." },
    years: { unit: "years", description: "Years the company runs (to the final death)." },
    setupCostUsd: { unit: "USD", description: "Entity design, agreements and profits-interest documents." },
    annualOperatingCostUsd: { unit: "USD", description: "Extra entity, accounting and compliance cost a year." },
  },
  defaults(ctx) {
    const h = ctx.household;
    const costs = round(investable(h) * 0.0075);
    return {
      managementCostsUsd: fixed(
        costs,
        `management and office costs about 0.75% of the ${formatUsd(investable(h))} of investable assets (${formatUsd(costs)}), an assumption`,
      ),
      years: fixed(h.yearsToFinalDeath, `${h.yearsToFinalDeath} years, to the final death the household model assumes`),
      setupCostUsd: fixed(50_000, "entity, management agreements and profits-interest documents, about $50,000"),
      annualOperatingCostUsd: fixed(20_000, "extra accounting and compliance, about $20,000 a year"),
    };
  },
  effects(v, ctx) {
    const n = Math.max(1, Math.round(v.years));
    const saved = -taxChange(ctx, (i) => ({
      ...i,
      otherInvestmentIncomeUsd: (i.otherInvestmentIncomeUsd ?? 0) - v.managementCostsUsd,
    }));
    const flows = [
      ...setup(v.setupCostUsd, "entity, agreements and profits-interest documents"),
      ...yearly(-v.annualOperatingCostUsd, 1, n, "cost", "extra accounting and compliance"),
    ];
    for (let y = 1; y <= n; y++)
      flows.push(at(y, saved, "incomeTax", "tax saved: management costs deducted as business expenses"));
    return { flows };
  },
  sensitivity: {
    variable: "managementCostsUsd",
    mode: "multiply",
    spread: 0.3,
    description: "Costs 30% lower / base / 30% higher",
  },
  eligibility: allOf(
    check(
      (ctx) => investable(ctx.household) >= 10_000_000,
      (ctx) =>
        `Investable assets of about ${formatUsd(investable(ctx.household))} carry management costs large enough to justify a management company.`,
      "A family management company needs investable assets of about $10,000,000 or more, which the notes do not show.",
    ),
    requires.descendants,
  ),
  answers: () => null,
  timeline: "3–6 months",
  keyBenefits: [
    "Investment management costs become deductible business expenses",
    "Professional governance of family wealth",
    "Profits interest can shift growth to younger generations",
  ],
  memoBucket: "legacyBucket",
  goalKeywords: ["family office", "governance", "next generation"],
  explanation: {
    overview:
      "Since 2018 individuals cannot deduct investment management fees. A properly run family office that serves several family members and trusts as a business—with staff, a profit motive and clients who are not simply its owners—can deduct those costs, as the Tax Court allowed in Lender Management.",
    keyComponents: [
      "Management LLC owned mostly by family members who are not the main clients",
      "Agreements with family investment partnerships for a profits interest or fee",
      "Employees, office and services like an independent adviser",
      "Advisers Act family-office exclusion",
    ],
    steps: [
      step("Design ownership", "Structure ownership so the company serves clients beyond its owners.", "Months 1–2", [
        "Family balance sheet",
        "Entity plan",
      ]),
      step("Form and document", "Form the LLC, management agreements and profits-interest terms.", "Months 2–4", [
        "Operating agreement",
        "Management agreements",
      ]),
      step(
        "Staff and operate",
        "Hire professionals; run the office as a business with reporting and meetings.",
        "Months 3–6",
        ["Employment agreements", "Office lease"],
      ),
      step("Report", "File the company's return and deduct its expenses.", "Annually", [
        "Form 1065",
        "Expense records",
      ]),
    ],
    prerequisites: [
      "Substantial investable wealth across several family members or trusts",
      "Willingness to run a real business",
    ],
    professionals: ["Tax attorney", "CPA", "Family office consultant", "Investment professionals"],
    secondaryBenefits: ["Education and governance for heirs", "Centralised reporting"],
    taxAdvantages: ["§162 deductions for costs otherwise lost", "Retirement plans and benefits for employees"],
    risks: [
      risk(
        "Hobby-like operation",
        "Without a profit motive and real services the deductions fail.",
        "Run it like an independent firm with fees tied to performance.",
      ),
      risk(
        "Related-party attack",
        "Serving only its owners makes it look like §212 activity.",
        "Owners differ from clients; arm's-length terms.",
      ),
      risk(
        "Regulatory status",
        "Non-family clients end the Advisers Act exclusion.",
        "Serve only family clients as defined.",
      ),
    ],
    marketRisks: ["Profits interests pay less in weak markets"],
    regulatoryConsiderations: ["The Tax Court decision is fact-specific", "State adviser registration rules"],
    liquidityConsiderations: "Running costs are ongoing; assets stay in family partnerships.",
    alternatives: [
      {
        strategy: "family-limited-partnership",
        whyNotChosen: "Consolidates family assets for transfer planning without the business deduction.",
      },
      { strategy: "private-trust-company", whyNotChosen: "Adds a family-controlled trustee for dynasty trusts." },
    ],
    uniqueAdvantages: ["Restores deductions for investment costs in a business form"],
    successMetrics: [
      metric("Deductible costs", "All management costs in the company", "Annually"),
      metric("Client accounts served", "Several family units", "Annually"),
    ],
    qualitativeIndicators: ["Next generation engaged in governance"],
    warningSignals: ["Owners are the only clients", "No employees or formal services"],
    reviewSchedule: "Annual governance and tax review.",
    exitStrategy: "Wind down and return to direct management; profits interests are settled under the agreements.",
  },
});
