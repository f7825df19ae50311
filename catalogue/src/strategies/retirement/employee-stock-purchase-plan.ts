import { formatUsd } from "@fsa/shared";
import { defineStrategy } from "../../model/strategy.ts";
import { allOf, at, check, fixed, metric, risk, round, step, taxOn } from "../kit.ts";
import { isWorking, wagesOf, yearsToRetirement } from "./lib/shared.ts";

/** Stock value (at the offering date) an employee may buy a calendar year: $25,000 (IRC §423(b)(8)). */
const SECTION_423_LIMIT_USD = 25_000;

/** Largest discount from market value a §423 plan may give: 15% (IRC §423(b)(6)). */
const MAX_DISCOUNT = 0.15;

/** Share of pay plans commonly let an employee contribute: 15% (a plan term, an assumption). */
const PAY_SHARE = 0.15;

/**
 * Employee stock purchase plan (IRC §423) optimisation. Minimum net worth 250,000.
 *
 * The employee contributes from pay, buys at the plan's discount and sells at once (no added
 * concentration). Each purchase's gain, contributions × discount ÷ (1 − discount), is ordinary
 * income on a disqualifying disposition (§421(b), Treas. Reg. §1.423-2(k)), taxed with the real
 * calculator as wages; a qualifying disposition would tax some of it as long-term gain but keeps
 * the risk for a year or more. Each year of participation until retirement:
 *   + gain on the purchase (income), − income tax on it.
 */
export const employeeStockPurchasePlan = defineStrategy({
  id: "employee-stock-purchase-plan",
  name: "Employee Stock Purchase Plan (§423) Optimisation",
  category: "Executive Benefits",
  description:
    "The employee contributes to the qualified ESPP, buys at up to a 15% discount with a look-back, and sells on a schedule that balances the discount, qualifying-disposition treatment and concentration risk.",
  benefitCalculation: {
    type: "percentage",
    formula: "Σ participationYears [annualPurchaseUsd × discountRate ÷ (1 − discountRate) − income tax on it]",
    variables: ["annualPurchaseUsd", "discountRate", "participationYears"],
  },
  costCalculation: {
    type: "minimal",
    formula: "income tax on the discount (in the benefit); concentration risk is avoided by selling at once",
    variables: ["annualPurchaseUsd", "discountRate"],
  },
  lifeInsuranceComponent: "N/A",
  annuityComponent: "N/A",
  applicableNetWorth: 250_000,
  regulatoryDisclosures: ["section_423_limits", "concentration_risk"],
  sources: [
    "IRC §423(b)(6) (discount up to 15%), §423(b)(8) ($25,000 a year)",
    "IRC §421(a), (b) (qualifying and disqualifying dispositions)",
    "Treas. Reg. §1.423-2",
  ],
  domain: "retirement",
  variables: {
    annualPurchaseUsd: { unit: "USD", description: "Contributions from pay a year (the purchase price paid)." },
    discountRate: { unit: "rate", description: "Discount from market value at purchase." },
    participationYears: { unit: "years", description: "Years of participation." },
  },
  defaults(ctx) {
    const wages = wagesOf(ctx);
    const cap = SECTION_423_LIMIT_USD * (1 - MAX_DISCOUNT);
    const purchase = round(Math.min(cap, PAY_SHARE * wages));
    const years = Math.max(1, yearsToRetirement(ctx).value);
    return {
      annualPurchaseUsd: fixed(
        purchase,
        `${formatUsd(purchase)} a year: the lesser of $25,000 of stock at a 15% discount (${formatUsd(cap)}, §423(b)(8)) and 15% of pay (a common plan limit, an assumption)`,
      ),
      discountRate: fixed(MAX_DISCOUNT, "15% discount, the most §423(b)(6) allows (ignoring any look-back gain)"),
      participationYears: fixed(years, `${years} years, while employed until retirement`),
    };
  },
  effects(v, ctx) {
    const gain = (v.annualPurchaseUsd * v.discountRate) / Math.max(0.01, 1 - v.discountRate);
    const tax = taxOn(ctx, { wagesUsd: gain });
    const flows = [];
    for (let t = 0; t < Math.max(1, Math.round(v.participationYears)); t++) {
      flows.push(at(t, gain, "income", "discount on the year's ESPP purchase, sold at once"));
      flows.push(at(t, -tax, "incomeTax", "income tax on the discount (disqualifying disposition)"));
    }
    return { flows };
  },
  sensitivity: {
    variable: "discountRate",
    mode: "add",
    spread: 0.05,
    description: "Discount 10% / 15% / 20% (the look-back can add more)",
  },
  eligibility: allOf(
    check(
      (ctx) => isWorking(ctx) && ctx.facts.hasEmployerPlan && !ctx.facts.ownsBusiness,
      "The client is an employee in an employer's benefit plans; confirm the employer offers a §423 plan.",
      "An ESPP is offered to employees of (mostly public) companies; the notes show the client is not such an employee.",
    ),
  ),
  answers: (ctx) =>
    isWorking(ctx) && ctx.facts.isEmployedByStockIssuer === true
      ? {
          urgency: "client-specific",
          reason:
            "The client works for a company whose stock they hold; its ESPP discount is a near-certain return if shares are sold promptly.",
        }
      : null,
  timeline: "Next offering period",
  keyBenefits: [
    "Immediate return of about 17.6% on contributions at a 15% discount",
    "Look-back can add more",
    "Prompt sales avoid adding employer risk",
  ],
  memoBucket: "worryFreeLifestyle",
  goalKeywords: ["save", "employer", "stock", "income"],
  explanation: {
    overview:
      "A qualified ESPP lets an employee buy employer stock at up to a 15% discount, often on the lower of the prices at the start and end of the offering period. Selling the shares as soon as they are bought locks in the discount as a near-certain return without adding to the risk of already depending on the employer for pay.",
    keyComponents: ["Offering periods", "15% discount and look-back", "Qualifying vs. disqualifying dispositions"],
    steps: [
      step("Enrol", "Elect payroll contributions up to the plan limit.", "Offering period", ["Enrolment"]),
      step(
        "Sell",
        "Sell each purchase promptly unless a qualifying disposition is worth the wait.",
        "After each purchase",
        ["Trade plan"],
      ),
      step("Report", "Reconcile the W-2 ordinary income with the broker's basis on Form 8949.", "Each filing season", [
        "Form 3922",
        "Form 8949",
      ]),
    ],
    prerequisites: ["Employer §423 plan", "Cash flow to contribute from pay"],
    professionals: ["Financial adviser", "CPA"],
    secondaryBenefits: ["Forced savings"],
    taxAdvantages: ["Qualifying dispositions treat part of the gain as long-term capital gain"],
    risks: [
      risk("Concentration", "Holding shares adds employer risk to job risk.", "Sell promptly."),
      risk(
        "Basis reporting",
        "Brokers often report the discounted basis, doubling tax on the discount.",
        "Adjust the basis on Form 8949.",
      ),
    ],
    marketRisks: ["The share price can fall between purchase and sale"],
    regulatoryConsiderations: ["$25,000 annual limit on stock value at the offering date"],
    liquidityConsiderations: "Payroll deductions are held until the purchase date.",
    alternatives: [
      { strategy: "mega-backdoor-roth", whyNotChosen: "Tax-free long-term savings instead of a short-term discount." },
      { strategy: "rule-10b5-1-trading-plan", whyNotChosen: "For insiders' larger sales." },
    ],
    uniqueAdvantages: ["A near-guaranteed discount"],
    successMetrics: [metric("Shares sold", "Within a quarter of purchase", "Quarterly")],
    qualitativeIndicators: ["The client treats ESPP shares as cash, not an investment"],
    warningSignals: ["ESPP shares accumulating", "Double-taxed discount on the return"],
    reviewSchedule: "Each offering period.",
    exitStrategy: "Stop contributions at any time; unused contributions are refunded.",
  },
});
