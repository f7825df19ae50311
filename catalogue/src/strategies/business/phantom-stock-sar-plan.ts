import { formatUsd } from "@fsa/shared";
import { defineStrategy } from "../../model/strategy.ts";
import { allOf, businessStake, check, fixed, metric, risk, setup, step, yearly, yearsToExit } from "../kit.ts";

/**
 * Phantom stock and stock appreciation rights for key employees (IRC §409A; Treas. Reg.
 * §1.409A-1(b)(5)). Minimum net worth 2,000,000.
 *
 * The owner promises key employees cash tied to the company's value, vesting over years and paid
 * on a sale or fixed dates. The payout is compensation the business deducts when paid (§404(a)(5)),
 * taxed to the employees as wages: the same tax result as a cash bonus of the same value, so the
 * model shows no tax saving. Its value is retention of the people a buyer or successor needs,
 * which the model does not price; the flows are the plan's costs (design now, valuation and
 * administration each year to the exit), and the adviser weighs them against that retention.
 */

export const phantomStockSarPlan = defineStrategy({
  id: "phantom-stock-sar-plan",
  name: "Phantom Stock and SAR Plan for Key-Employee Retention",
  category: "Executive Benefits",
  description:
    "The owner keeps all the equity but promises key employees cash equal to the growth in share value (stock appreciation rights) or the value of notional shares (phantom stock), vesting over several years and paid on fixed §409A events, so the people who drive value stay through a sale or succession.",
  benefitCalculation: {
    type: "asset_protection",
    formula:
      "no tax saving against a cash bonus of the same value (the payout is deductible wages either way); the benefit is keeping key employees, not priced",
    variables: ["businessValueUsd"],
  },
  costCalculation: {
    type: "setup_and_annual",
    formula: "setupCostUsd + annualAdministrationUsd each year to the exit",
    variables: ["setupCostUsd", "annualAdministrationUsd", "yearsToExit"],
  },
  lifeInsuranceComponent:
    "Optional: the company can own life insurance on participants to fund death benefits under the plan.",
  annuityComponent: "N/A",
  applicableNetWorth: 2_000_000,
  regulatoryDisclosures: ["section_409a_compliance", "unfunded_plan", "valuation_required"],
  sources: [
    "IRC §409A; Treas. Reg. §1.409A-1(b)(5)(i)(B) (SARs at or above fair market value exempt)",
    "Treas. Reg. §1.409A-1(b)(4) (short-term deferral)",
    "IRC §83, §451 (taxed to the employee when paid)",
    "IRC §404(a)(5) (employer deduction when paid)",
    "ERISA §3(2) (bonus plans versus pension plans)",
  ],
  domain: "business",
  family: "key-employee-incentive",
  variables: {
    businessValueUsd: { unit: "USD", description: "Value of the business the awards track." },
    yearsToExit: { unit: "years", description: "Years the plan runs until the sale or succession that pays it." },
    setupCostUsd: { unit: "USD", description: "Plan design, documents and initial valuation." },
    annualAdministrationUsd: { unit: "USD", description: "Yearly valuation and administration." },
  },
  defaults(ctx) {
    return {
      businessValueUsd: businessStake(ctx),
      yearsToExit: yearsToExit(ctx),
      setupCostUsd: fixed(15_000, "plan design and documents, about $15,000"),
      annualAdministrationUsd: fixed(5_000, "annual valuation and administration, about $5,000"),
    };
  },
  effects(v) {
    return {
      flows: [
        ...setup(v.setupCostUsd, "plan design and documents"),
        ...yearly(
          -v.annualAdministrationUsd,
          1,
          Math.max(1, Math.round(v.yearsToExit)),
          "cost",
          "annual valuation and administration",
        ),
      ],
    };
  },
  sensitivity: {
    variable: "annualAdministrationUsd",
    mode: "multiply",
    spread: 0.5,
    description: "Administration 50% lower / base / 50% higher",
  },
  eligibility: allOf(
    check(
      (ctx) => ctx.facts.ownsBusiness && ctx.facts.businessEntityType !== "sole_proprietorship",
      "The client owns a business entity that can adopt a bonus plan tied to its value.",
      "A phantom stock plan needs a business entity the client owns (a sole proprietorship has no shares to track); the notes show none.",
    ),
    check(
      (ctx) => businessStake(ctx).value >= 2_000_000,
      (ctx) =>
        `A business worth about ${formatUsd(businessStake(ctx).value)} has key people whose departure would cost real value.`,
      "The notes do not show a business worth at least $2,000,000, where a formal retention plan pays for itself.",
    ),
  ),
  answers: () => null,
  timeline: "1–3 months",
  keyBenefits: [
    "Retains key employees without giving up ownership or votes",
    "Payouts deductible to the business when paid",
    "Flexible vesting tied to a sale or succession",
  ],
  memoBucket: "protectionBucket",
  goalKeywords: ["retain", "key employee", "key manager", "incentive", "phantom"],
  explanation: {
    overview:
      "Many owners want managers to feel like owners without making them shareholders. Phantom stock and SARs pay cash tied to the company's value, vesting over years and payable on a sale or fixed dates, which keeps key people in place when a buyer or successor needs them most.",
    keyComponents: [
      "Notional units tied to an annual valuation",
      "Vesting schedule and forfeiture on leaving",
      "§409A-compliant payment events (or SARs priced at fair market value)",
      "Change-in-control payout",
    ],
    steps: [
      step("Design", "Choose phantom stock or SARs, pool size, vesting and payment events.", "Weeks 1–4", [
        "Compensation review",
        "Valuation",
      ]),
      step("Document", "Draft the plan and award agreements to comply with or be exempt from §409A.", "Weeks 3–8", [
        "Plan document",
        "Award agreements",
      ]),
      step("Communicate", "Explain awards to participants so the retention value is understood.", "Week 8", [
        "Participant statements",
      ]),
      step("Administer", "Update the valuation yearly and accrue the liability.", "Annually", [
        "Annual valuation",
        "Financial statement accrual",
      ]),
    ],
    prerequisites: ["A business with identifiable key employees", "An annual valuation process"],
    professionals: ["Employee-benefits attorney", "CPA", "Business valuation firm"],
    secondaryBenefits: ["Raises value to buyers who want management to stay", "No dilution of voting control"],
    taxAdvantages: ["Business deducts payouts when paid", "No tax to employees until payment"],
    risks: [
      risk(
        "§409A failure",
        "A non-compliant phantom plan triggers a 20% additional tax for participants.",
        "Fixed payment events, or SARs with a strike at fair market value.",
      ),
      risk("Cash drain", "Large payouts on a sale or retirement.", "Fund through the sale proceeds or a sinking fund."),
      risk(
        "Valuation disputes",
        "Participants may challenge the valuation.",
        "Independent valuation with a stated method.",
      ),
    ],
    marketRisks: ["If value falls the plan retains no one"],
    regulatoryConsiderations: [
      "Broad-based deferred plans can become ERISA pension plans; keep it a bonus plan or top-hat group",
    ],
    liquidityConsiderations: "Payouts are a business cash obligation; plan the funding source.",
    alternatives: [
      {
        strategy: "management-incentive-equity",
        whyNotChosen: "Real equity with capital-gain treatment, but dilutes ownership.",
      },
      {
        strategy: "key-person-insurance",
        whyNotChosen: "Insures against the loss of a key person rather than preventing departure.",
      },
    ],
    uniqueAdvantages: ["Retention economics of equity with none of the governance of shareholders"],
    successMetrics: [
      metric("Key-employee turnover", "Zero departures of participants", "Annually"),
      metric("Plan cost versus value growth", "Under the pool share of growth", "Annually"),
    ],
    qualitativeIndicators: ["Participants value their awards"],
    warningSignals: ["Stale valuations", "Awards not tied to any payment event"],
    reviewSchedule: "Annual valuation and award review; plan review before any sale.",
    exitStrategy:
      "The plan pays out on a sale or the scheduled dates and can be frozen or terminated under §409A's termination rules.",
  },
});
