import { formatUsd } from "@fsa/shared";
import { defineStrategy, type StrategyContext } from "../../model/strategy.ts";
import {
  allOf,
  at,
  businessBasis,
  businessStake,
  check,
  fixed,
  metric,
  plannedExit,
  risk,
  saleProceeds,
  setup,
  step,
  taxOn,
  yearsToRetirement,
} from "../kit.ts";

/**
 * Sale to management with a seller note (IRC §453). Minimum net worth 3,000,000.
 *
 * Compared with an all-cash sale at the same price (the other costs of a sale arise either way),
 * the part of the price paid by a seller note is taxed as the principal is received. Flows on the
 * household's return (the real calculator; today's brackets and income stand in for later years,
 * an assumption):
 *   sale year: + tax(whole gain) − tax(gain on the cash part): the tax on the note's gain deferred;
 *   each note year: − tax on that year's share of the note's gain, on its own (often in lower
 *   brackets than the sale year: a real saving beyond the deferral);
 *   − the note, security and intercreditor documents.
 * Interest on the note is taken as fair pay for time and credit risk (no gain or loss); only the
 * first $5,000,000 of note principal is deferred, since above it §453A charges interest on the
 * deferred tax.
 */

/** §453A(b)(2): installment obligations above $5,000,000 outstanding at year end bear an interest charge on the deferred tax. */
const SECTION_453A_THRESHOLD_USD = 5_000_000;

const saleExpected = (ctx: StrategyContext) => ctx.facts.expectsBusinessSale;

export const managementBuyout = defineStrategy({
  id: "management-buyout",
  name: "Sale to Management (Management Buyout)",
  category: "Business Succession",
  description:
    "The owner sells the business to its management team, typically funded by senior bank debt, the managers' equity and a seller note. The seller earns interest on the note and reports the financed part of the gain as it is paid (§453), while the business stays with the people who run it.",
  benefitCalculation: {
    type: "flat",
    formula:
      "in year yearsToSale: tax(gain) − tax(gain × (1 − sellerNoteShare)); in each of noteYears after: − tax(gain × sellerNoteShare ÷ noteYears); gain = salePriceUsd − basisUsd; the deferral limited to the first 5,000,000 of note (§453A)",
    variables: ["salePriceUsd", "basisUsd", "sellerNoteShare", "noteYears", "yearsToSale"],
  },
  costCalculation: { type: "one_time", formula: "noteDocumentsUsd", variables: ["noteDocumentsUsd"] },
  lifeInsuranceComponent:
    "Recommended: the seller holds life and disability cover on the key managers while the note is outstanding.",
  annuityComponent: "N/A",
  applicableNetWorth: 3_000_000,
  regulatoryDisclosures: ["seller_note_credit_risk", "subordination_to_senior_lender", "interest_at_or_above_afr"],
  sources: [
    "IRC §453 (installment method for the seller note)",
    "IRC §453A(b)(2), (c) (interest on the deferred tax above $5,000,000 of obligations)",
    "IRC §1274, §483 (minimum interest at the applicable federal rate)",
    "IRC §1060 (allocation of price in an asset sale)",
    "IRC §197 (buyer's amortisation of goodwill)",
  ],
  domain: "business",
  family: "business-exit",
  transfers: () => ["business"],
  variables: {
    salePriceUsd: { unit: "USD", description: "Price of the client's interest." },
    basisUsd: { unit: "USD", description: "Basis of the interest sold." },
    sellerNoteShare: { unit: "ratio", description: "Share of the price paid by the seller note." },
    noteYears: { unit: "years", description: "Years to repay the note (level principal)." },
    yearsToSale: { unit: "years", description: "Years from now to the sale." },
    noteDocumentsUsd: { unit: "USD", description: "Seller note, security and intercreditor documents." },
  },
  defaults(ctx) {
    const retire = yearsToRetirement(ctx);
    return {
      salePriceUsd: saleProceeds(ctx),
      basisUsd: businessBasis(),
      sellerNoteShare: fixed(0.3, "30% of the price as a subordinated seller note, an assumption"),
      noteYears: fixed(7, "note repaid in level principal over 7 years, an assumption"),
      yearsToSale: saleExpected(ctx)
        ? fixed(1, "the expected sale taken as next year")
        : fixed(retire.value, `a sale at retirement: ${retire.assumption}`),
      noteDocumentsUsd: fixed(30_000, "seller note, security and intercreditor documents, about $30,000"),
    };
  },
  effects(v, ctx) {
    const sale = Math.max(0, Math.round(v.yearsToSale));
    const years = Math.max(1, Math.round(v.noteYears));
    const gain = Math.max(0, v.salePriceUsd - v.basisUsd);
    const note = Math.max(0, v.salePriceUsd * v.sellerNoteShare);
    const deferredShare = note > 0 ? Math.min(1, SECTION_453A_THRESHOLD_USD / note) : 0;
    const noteGain = gain * v.sellerNoteShare * deferredShare;
    const flows = [
      ...setup(v.noteDocumentsUsd, "seller note, security and intercreditor documents"),
      at(
        sale,
        taxOn(ctx, { longTermGainUsd: gain }) - taxOn(ctx, { longTermGainUsd: gain - noteGain }),
        "incomeTax",
        `tax on the ${formatUsd(noteGain)} of gain in the seller note deferred (§453)`,
        true,
      ),
    ];
    const yearly = taxOn(ctx, { longTermGainUsd: noteGain / years });
    for (let y = 1; y <= years; y++)
      flows.push(at(sale + y, -yearly, "incomeTax", "tax on the gain in each note payment", true));
    return { flows };
  },
  sensitivity: {
    variable: "sellerNoteShare",
    mode: "add",
    spread: 0.15,
    description: "Seller note 15 points lower / base / 15 points higher share of the price",
  },
  eligibility: allOf(
    check(
      (ctx) => ctx.facts.ownsBusiness && ctx.facts.isEmployedByStockIssuer !== true,
      "The client owns a business to sell.",
      "The notes show no business the client owns and could sell to its managers.",
    ),
    check(
      (ctx) => plannedExit(ctx) !== null && !ctx.facts.expectsLiquidityEvent,
      (ctx) => `${plannedExit(ctx)} The managers who run it are a natural buyer.`,
      (ctx) =>
        ctx.facts.expectsLiquidityEvent
          ? "An IPO or outside liquidity event is expected, not a sale to the managers."
          : "The notes show no plan to sell or step back from the business.",
    ),
    check(
      (ctx) => businessStake(ctx).value >= 1_000_000,
      (ctx) => `A business worth about ${formatUsd(businessStake(ctx).value)} can support acquisition financing.`,
      "The notes do not show a business worth at least $1,000,000, the usual floor for financing a buyout.",
    ),
  ),
  answers: (ctx) => {
    const exit = plannedExit(ctx);
    return exit !== null && !ctx.facts.expectsLiquidityEvent && ctx.facts.isEmployedByStockIssuer !== true
      ? {
          urgency: "client-specific",
          reason: `${exit} A sale to the managers keeps the business with those who run it.`,
        }
      : null;
  },
  timeline: "4–9 months",
  keyBenefits: [
    "A buyer who already knows the business",
    "Interest income on the seller note",
    "Tax on the financed part paid as the note is repaid",
  ],
  memoBucket: "worryFreeLifestyle",
  goalKeywords: ["succession", "successor", "key manager", "management", "buyout", "buy in", "exit"],
  explanation: {
    overview:
      "When the family will not take over and a strategic buyer would disrupt the business, its managers can buy it. Lenders fund most of the price, managers invest their own money, and the seller finances the rest, earning interest and spreading the tax on that part.",
    keyComponents: [
      "Independent valuation and quality-of-earnings review",
      "Senior bank or SBA financing",
      "Subordinated seller note with security and covenants",
      "Transition agreement for the seller",
    ],
    steps: [
      step("Assess the team", "Confirm the managers can run and finance the business.", "Months 1–2", [
        "Management assessment",
      ]),
      step(
        "Value and structure",
        "Set price, financing mix and note terms; decide stock or asset sale.",
        "Months 2–4",
        ["Valuation", "Term sheet"],
      ),
      step(
        "Finance and document",
        "Lender approval, purchase agreement, note, security and intercreditor agreement.",
        "Months 4–8",
        ["Purchase agreement", "Promissory note", "Intercreditor agreement"],
      ),
      step("Close and transition", "Close, report the sale on Form 6252 and hand over gradually.", "Months 8–9", [
        "Form 6252",
        "Consulting agreement",
      ]),
    ],
    prerequisites: ["A capable management team", "Steady cash flow to service debt"],
    professionals: ["M&A attorney", "CPA", "Valuation firm", "Lender", "Wealth adviser"],
    secondaryBenefits: ["Continuity for employees and customers", "Confidential process"],
    taxAdvantages: ["Installment reporting on the seller note", "Stock sale gives capital gain treatment"],
    risks: [
      risk(
        "Note default",
        "The seller note is subordinate to the bank.",
        "Security, personal guarantees, covenants and a shorter note.",
      ),
      risk(
        "Lower price",
        "Managers can rarely pay a strategic buyer's price.",
        "Compare with a market process; consider an earn-out.",
      ),
      risk(
        "Management readiness",
        "Operators may not succeed as owners.",
        "Transition period and board oversight while the note is outstanding.",
      ),
    ],
    marketRisks: ["Business downturn while debt is high"],
    regulatoryConsiderations: [
      "Interest at or above the applicable federal rate",
      "Lender restrictions on payments to the seller",
    ],
    liquidityConsiderations: "Most of the price is paid at closing; the seller note is paid over years.",
    alternatives: [
      { strategy: "esop-section-1042-rollover", whyNotChosen: "Sells to all employees with a possible gain deferral." },
      {
        strategy: "buy-sell-agreement-funding",
        whyNotChosen: "Fixes a buyer at death or disability instead of a planned lifetime sale.",
      },
    ],
    uniqueAdvantages: ["Keeps the business with those who built it with the owner"],
    successMetrics: [
      metric("Note payments on time", "100%", "Quarterly"),
      metric("Business debt coverage", "Above 1.25×", "Quarterly"),
    ],
    qualitativeIndicators: ["Customers and staff stay through the transition"],
    warningSignals: ["Covenant breaches", "Key-manager departures"],
    reviewSchedule: "Quarterly financial review while the note is outstanding.",
    exitStrategy: "The note is repaid; the seller may also keep a minority stake sold later.",
  },
});
