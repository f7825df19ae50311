import { formatUsd } from "@fsa/shared";
import type { StrategyContext } from "../../model/strategy.ts";
import { defineStrategy } from "../../model/strategy.ts";
import { allOf, check, clamp, fixed, metric, risk, setup, step, taxOnReturn, yearly } from "../kit.ts";

const SEPARATE_ENTITIES = ["s_corp", "c_corp", "partnership", "llc", "professional_corporation"] as const;

/** Readable name of the client's business entity. */
const entityName = (ctx: StrategyContext): string =>
  ({
    s_corp: "an S corporation",
    c_corp: "a C corporation",
    partnership: "a partnership",
    llc: "an LLC",
    professional_corporation: "a professional corporation",
    sole_proprietorship: "a sole proprietorship",
  })[ctx.facts.businessEntityType ?? "sole_proprietorship"];

/**
 * Tax saved each year by the business's deduction of `rentUsd`, USD. A C corporation deducts it at
 * the §11(b) rate; a pass-through entity's deduction lowers the owner's share of its income on the
 * household's return (the real calculator; the §199A deduction on that income and self-employment
 * tax are not modelled, an assumption). The owner excludes the rent (§280A(g)).
 */
function taxSavedOn(ctx: StrategyContext, rentUsd: number): number {
  if (rentUsd <= 0) return 0;
  if (ctx.facts.businessEntityType === "c_corp") return rentUsd * ctx.household.tax.corporateTaxRate;
  return -taxOnReturn(ctx, (input) => ({ ...input, adjustmentsUsd: (input.adjustmentsUsd ?? 0) + rentUsd })).totalUsd;
}

/**
 * §280A(g) home rental to the client's own business for fewer than 15 days a year. Minimum net worth
 * 250,000 (earlier entry). The business deducts a documented market rent for genuine business use
 * and the owner excludes it from income. Flows: each year the tax the deduction saves (C
 * corporation at the corporate rate; pass-through on the household's return) and the yearly
 * documentation; the rental agreement and venue quotes now. Counted while the client runs the
 * business, at most 10 years (reviewed each year).
 */
export const section280AAugustaRule = defineStrategy({
  id: "section-280a-augusta-rule",
  name: "Section 280A(g) 14-Day Home Rental to the Client's Business",
  category: "Tax Planning",
  description:
    "The client's business rents the client's home at a documented market rate for genuine business use, such as board meetings or company events, for no more than 14 days a year. The rent is excluded from the client's income under §280A(g) and deducted by the business.",
  benefitCalculation: {
    type: "flat",
    formula:
      "each year for years: tax saved by the business deducting dailyRentUsd × min(rentalDays, 14) (C corporation: × the §11(b) rate; pass-through: the household's return without that income)",
    variables: ["dailyRentUsd", "rentalDays", "years"],
  },
  costCalculation: {
    type: "setup_and_annual",
    formula: "setupCostUsd + annualDocumentationUsd × years",
    variables: ["setupCostUsd", "annualDocumentationUsd", "years"],
  },
  lifeInsuranceComponent: "N/A",
  annuityComponent: "N/A",
  applicableNetWorth: 250_000,
  regulatoryDisclosures: ["fair_market_rent_required", "business_purpose_documentation"],
  sources: [
    "IRC §280A(g) (dwelling rented fewer than 15 days)",
    "IRC §162(a)(3) (rent as a business expense)",
    "IRC §11(b) (corporate rate)",
    "Sinopoli v. Commissioner, T.C. Memo. 2023-105 (deduction denied for unsupported rent)",
  ],
  domain: "business",
  variables: {
    dailyRentUsd: { unit: "USD", description: "Market rent for a comparable venue per day." },
    rentalDays: { unit: "count", description: "Days the business uses the home." },
    years: { unit: "years", description: "Years the arrangement continues." },
    setupCostUsd: { unit: "USD", description: "Comparable-rent evidence and rental agreement." },
    annualDocumentationUsd: { unit: "USD", description: "Minutes, invoices and bookkeeping each year." },
  },
  defaults(ctx) {
    const maxDays = ctx.household.tax.section280AgMaxRentalDays;
    const days = Math.min(12, maxDays);
    const p = ctx.household.primary;
    const retire = ctx.facts.plannedRetirementAge;
    const toRetire = retire !== null && retire > p.age ? retire - p.age : null;
    const years = Math.max(1, Math.min(10, toRetire ?? 10));
    return {
      dailyRentUsd: fixed(1_500, "$1,500 a day, a typical quote for a comparable meeting venue (get local quotes)"),
      rentalDays: fixed(days, `${days} days (monthly meetings), within the ${maxDays}-day limit`),
      years: fixed(
        years,
        toRetire !== null && toRetire < 10
          ? `${years} years, to the planned retirement at ${retire}`
          : `${years} years while the client runs the business (reviewed each year)`,
      ),
      setupCostUsd: fixed(1_000, "venue quotes and a rental agreement, about $1,000"),
      annualDocumentationUsd: fixed(300, "minutes and invoices, about $300 a year"),
    };
  },
  effects(v, ctx) {
    const days = clamp(Math.round(v.rentalDays), 0, ctx.household.tax.section280AgMaxRentalDays);
    const rent = v.dailyRentUsd * days;
    const years = Math.max(1, Math.round(v.years));
    return {
      flows: [
        ...setup(v.setupCostUsd, "venue quotes and rental agreement"),
        ...yearly(
          taxSavedOn(ctx, rent),
          0,
          years - 1,
          "incomeTax",
          "tax saved: rent deducted by the business, excluded by the owner",
        ),
        ...yearly(-v.annualDocumentationUsd, 0, years - 1, "cost", "minutes, invoices and bookkeeping"),
      ],
    };
  },
  sensitivity: {
    variable: "dailyRentUsd",
    mode: "multiply",
    spread: 0.33,
    description: "Daily rent a third lower / base / a third higher",
  },
  eligibility: allOf(
    check(
      (ctx) =>
        ctx.facts.ownsBusiness &&
        ctx.facts.businessEntityType !== null &&
        (SEPARATE_ENTITIES as readonly string[]).includes(ctx.facts.businessEntityType),
      (ctx) =>
        `The client owns ${entityName(ctx)}, an entity separate from the client that can pay the rent and deduct it.`,
      "The rent must be paid by a business entity the client owns that is separate from the client; the notes show none (a sole proprietor cannot rent to himself, and stock in an employer is not a business the client owns).",
    ),
    check(
      (ctx) =>
        (ctx.facts.primaryResidenceUsd ?? 0) > 0 || (ctx.facts.realEstateUsd ?? 0) > 0 || ctx.facts.hasVacationHome,
      (ctx) =>
        ctx.facts.primaryResidenceUsd
          ? `The client owns a home (about ${formatUsd(ctx.facts.primaryResidenceUsd)}) that can host business meetings.`
          : "The client owns a home that can host business meetings.",
      "The notes show no home the client owns.",
    ),
  ),
  answers: () => null,
  timeline: "2–4 weeks to document; used throughout the year",
  keyBenefits: [
    "Rent deductible to the business",
    "Rent received tax-free by the client",
    "Simple to run with good records",
  ],
  memoBucket: "worryFreeLifestyle",
  goalKeywords: ["business", "income tax", "deduction", "home"],
  explanation: {
    overview:
      "§280A(g) ignores a home rented for fewer than 15 days a year: the owner reports no rent. When the owner's company rents the home for real meetings at a market rate, the company deducts the rent and the owner receives it tax-free.",
    keyComponents: [
      "Genuine business use (board meetings, planning retreats, client events)",
      "Market rent supported by comparable venue quotes",
      "Written rental agreement and invoices",
      "No more than 14 days in the year",
    ],
    steps: [
      step("Document the rate", "Collect quotes from local venues for comparable space and services.", "Week 1", [
        "Two or three written quotes",
      ]),
      step("Sign an agreement", "The business and the owner sign a rental agreement for the planned dates.", "Week 2", [
        "Rental agreement",
      ]),
      step(
        "Hold and record meetings",
        "Hold each meeting at the home with an agenda, attendees and minutes.",
        "Each use",
        ["Agenda", "Minutes", "Attendee list"],
      ),
      step(
        "Pay and deduct",
        "The business pays by invoice; it deducts the rent and the owner excludes it.",
        "Each use; year end",
        ["Invoice", "Payment record"],
      ),
    ],
    prerequisites: ["A business entity separate from the owner", "A home suitable for the business use"],
    professionals: ["CPA", "Business attorney for the agreement"],
    secondaryBenefits: ["Meetings in a private setting", "Moves cash from the business to the owner tax-free"],
    taxAdvantages: ["Deduction to the business with no income to the owner"],
    risks: [
      risk(
        "Unsupported rent",
        "The Tax Court has denied deductions where the rate or use was not documented.",
        "Keep venue quotes, agreements and minutes.",
      ),
      risk("More than 14 days", "Exceeding the limit makes all rent taxable.", "Track days; stay at 12 or fewer."),
      risk(
        "Personal use disguised as business",
        "Family events are not business meetings.",
        "Use only for genuine business purposes.",
      ),
    ],
    marketRisks: ["None significant"],
    regulatoryConsiderations: [
      "Sole proprietors cannot pay rent to themselves",
      "Rent for a partnership or S corporation reduces the owners' pass-through income",
    ],
    liquidityConsiderations: "Uses business cash; no lock-up.",
    alternatives: [
      {
        strategy: "employing-family-members",
        whyNotChosen: "Another way to move business income to the family at lower tax.",
      },
      {
        strategy: "qualified-business-income-deduction",
        whyNotChosen: "Reduces tax on the business's income rather than shifting it.",
      },
    ],
    uniqueAdvantages: ["One of the few fully tax-free transfers from a business to its owner"],
    successMetrics: [
      metric("Days used", "12–14 documented days", "Annually"),
      metric("Rent supported by quotes", "Within the comparable range", "Annually"),
    ],
    qualitativeIndicators: ["Meetings have real agendas and attendees"],
    warningSignals: ["Rent far above local venues", "No minutes"],
    reviewSchedule: "Annual review of rates and documentation.",
    exitStrategy: "Stop renting; nothing to unwind.",
  },
});
