import { formatUsd } from "@fsa/shared";
import type { CashFlow } from "../../model/strategy.ts";
import { defineStrategy } from "../../model/strategy.ts";
import { allOf, at, check, fixed, metric, risk, setup, step, taxOn, yearly, yearsToEstate } from "../kit.ts";
import {
  extraTaxOnInterest,
  type FreezeKind,
  freezeAssetOf,
  freezeRemoval,
  frozenBasis,
  frozenPart,
  INTEREST_TAX_ASSUMPTION,
  lostStepUp,
  midTermAfr,
  STEP_UP_ASSUMPTION,
  unrealisedShareAt,
} from "./lib/transfer-math.ts";

const KINDS: readonly FreezeKind[] = ["business"];

/**
 * Installment sale of business interests to family. Minimum net worth 3,000,000.
 *
 * The owner sells half of the business interest to the children for a note at the mid-term AFR,
 * paid in equal principal instalments over the note's term. Unlike a sale to a grantor trust, the
 * sale is taxable: the owner's long-term gain is taxed as the instalments arrive (IRC §453), and
 * the interest received is ordinary income in place of the yield the interest sold would have paid,
 * both on the household's return (the real calculator, today's brackets); the interest and principal themselves are transfers within the family, not
 * benefits. What leaves the estate is the business's growth above the note's interest. The
 * children's basis is the price they paid, so they lose the step-up only on the growth after the
 * sale. Its main purpose is succession; its tax figures show the price of selling in life rather
 * than holding for the step-up. Family `estate-freeze`; it moves the business.
 */
export const familyInstallmentSale = defineStrategy({
  id: "family-installment-sale",
  name: "Installment Sale of Business Interests to Family",
  category: "Wealth Transfer",
  description:
    "The owner sells part of the business to children active in it for an installment note at the AFR. Gain is reported as payments arrive (§453), the estate holds a fixed note instead of a growing business, and the children own the growth. Unlike a grantor-trust sale, the gain is taxed, so the estate saving must outweigh the tax now and the lost basis step-up.",
  benefitCalculation: {
    type: "percentage",
    formula:
      "estate tax at the final death without − with [removed = saleValueUsd × ((1 + growthRate)^years − (1 + noteRate)^years)] on the household's projection − Σ tax(gain ÷ noteYears as long-term gain) − Σ [tax(interest as ordinary income) − tax(the yield forgone)] − heirs' capital-gains tax on the growth after the sale",
    variables: ["saleValueUsd", "basisUsd", "growthRate", "noteRate", "noteYears", "years"],
  },
  costCalculation: {
    type: "setup_and_annual",
    formula: "setupCostUsd + annualAdministrationUsd × noteYears",
    variables: ["setupCostUsd", "annualAdministrationUsd", "noteYears"],
  },
  lifeInsuranceComponent:
    "Optional: insurance on the seller held by the buyers can fund the balance if the seller dies early.",
  annuityComponent: "N/A",
  applicableNetWorth: 3_000_000,
  regulatoryDisclosures: ["installment_sale_reporting", "related_party_resale_rule", "valuation_challenge_risk"],
  sources: [
    "IRC §453 (installment method)",
    "IRC §453(e) (resale by a related buyer within 2 years)",
    "IRC §453A (interest charge on notes above $5,000,000)",
    "IRC §1274(d), §483 (adequate stated interest)",
    "IRC §1012 (the buyers' cost basis); IRC §1014(a)",
    "IRC §2001(c)",
  ],
  domain: "estate",
  family: "estate-freeze",
  transfers: () => ["business"],
  variables: {
    saleValueUsd: { unit: "USD", description: "Value of the business interest sold." },
    basisUsd: { unit: "USD", description: "The owner's basis in the part sold." },
    growthRate: { unit: "rate", description: "Annual growth of the business." },
    noteRate: { unit: "rate", description: "Interest rate on the note (the AFR)." },
    noteYears: { unit: "years", description: "Term of the installment note." },
    years: { unit: "years", description: "Years until the final death." },
    setupCostUsd: { unit: "USD", description: "Appraisal and sale documents." },
    annualAdministrationUsd: { unit: "USD", description: "Note administration and Form 6252 each year." },
  },
  defaults(ctx) {
    const a = freezeAssetOf(ctx, KINDS);
    const part = a ? frozenPart(a) : fixed(0, "no business interest in the notes");
    return {
      saleValueUsd: part,
      basisUsd: a ? frozenBasis(a, part.value) : fixed(0, "no business interest"),
      growthRate: a?.growth ?? fixed(ctx.household.growth.business, "the household model's business growth"),
      noteRate: midTermAfr(ctx, "note rate"),
      noteYears: fixed(
        Math.max(1, Math.min(9, ctx.household.yearsToFinalDeath)),
        "9-year note, within the mid-term AFR's range",
      ),
      years: yearsToEstate(ctx),
      setupCostUsd: fixed(20_000, "business appraisal and purchase documents, about $20,000"),
      annualAdministrationUsd: fixed(1_500, "note administration and installment reporting, about $1,500 a year"),
    };
  },
  effects(v, ctx) {
    const h = ctx.household;
    const n = h.yearsToFinalDeath;
    const term = Math.max(1, Math.round(v.noteYears));
    const gainOnSale = Math.max(0, v.saleValueUsd - v.basisUsd);
    const flows: CashFlow[] = [
      ...setup(v.setupCostUsd, "appraisal and sale documents"),
      ...yearly(-v.annualAdministrationUsd, 1, term, "cost", "note administration and Form 6252"),
    ];
    const gainTax = taxOn(ctx, { longTermGainUsd: gainOnSale / term });
    for (let y = 1; y <= term; y++) {
      const outstanding = v.saleValueUsd * (1 - (y - 1) / term);
      flows.push(at(y, -gainTax, "incomeTax", "seller's capital-gains tax on the instalment"));
      flows.push(
        at(
          y,
          -extraTaxOnInterest(ctx, outstanding, outstanding * v.noteRate),
          "incomeTax",
          `seller's extra income tax: ${INTEREST_TAX_ASSUMPTION}`,
        ),
      );
    }
    const removed = freezeRemoval(h, v.saleValueUsd, v.growthRate, v.noteRate);
    const gain = removed * unrealisedShareAt(v.saleValueUsd, v.saleValueUsd, v.growthRate, n);
    flows.push(...lostStepUp(ctx, gain, `growth after the sale: ${STEP_UP_ASSUMPTION}`));
    return { flows, estate: { removedUsd: removed } };
  },
  sensitivity: {
    variable: "growthRate",
    mode: "add",
    spread: 0.02,
    description: "Business growth 2 points lower / base / higher",
  },
  eligibility: allOf(
    check(
      (ctx) => freezeAssetOf(ctx, KINDS) !== null,
      (ctx) =>
        `The client owns a business interest of about ${formatUsd(freezeAssetOf(ctx, KINDS)?.value.value ?? 0)}.`,
      "The notes show no business interest with a value to sell to the family.",
    ),
    check(
      (ctx) => (ctx.facts.childrenCount ?? 0) > 0,
      (ctx) =>
        `The client has ${ctx.facts.childrenCount} child${ctx.facts.childrenCount === 1 ? "" : "ren"} who could buy into the business.`,
      "The notes mention no children to buy the business.",
    ),
  ),
  answers: () => null,
  timeline: "2–4 months",
  keyBenefits: [
    "Passes ownership and growth to the next generation during the owner's life",
    "Gain spread over the note's payments",
    "Owner keeps cash flow from the note",
  ],
  memoBucket: "legacyBucket",
  goalKeywords: ["succession", "business", "children", "son", "daughter", "transition"],
  explanation: {
    overview:
      "Selling part of the business to the children on an installment note lets the owner step back gradually, receive cash flow and fix the value in the estate at the note's balance. The children's growth is theirs. The cost is the capital-gains tax on the sale, paid as the note is collected, and the tax on the interest, where holding the shares until death would have stepped their basis up; the estate-tax saving must outweigh both.",
    keyComponents: [
      "Sale of non-controlling or controlling interests at appraised value",
      "Installment note at the AFR, secured by the interests sold",
      "Installment reporting of the seller's gain",
      "Buy-sell and governance documents for the new owners",
    ],
    steps: [
      step(
        "Valuation",
        "Appraise the business and the interest to be sold, with any minority discounts.",
        "Weeks 1–6",
        ["Financial statements", "Qualified appraisal"],
      ),
      step("Negotiate terms", "Set price, note term, security and the children's roles.", "Weeks 4–8", [
        "Term sheet",
        "Cash-flow projection",
      ]),
      step("Close", "Sign the purchase agreement, note and pledge; update the operating agreement.", "Weeks 8–12", [
        "Purchase agreement",
        "Promissory note",
        "Pledge agreement",
      ]),
      step("Report and collect", "Report gain on Form 6252 each year and receive payments.", "Annually", [
        "Form 6252",
        "Payment records",
      ]),
    ],
    prerequisites: [
      "Children active in or committed to the business",
      "Business cash flow sufficient to service the note",
    ],
    professionals: ["Business and estate attorney", "Business appraiser", "CPA", "Financial adviser"],
    secondaryBenefits: ["Orderly succession", "Retirement income for the owner"],
    taxAdvantages: [
      "Gain deferred to the years of payment",
      "Growth after the sale outside the estate",
      "Interest at the AFR avoids a gift",
    ],
    risks: [
      risk(
        "Related-party resale",
        "If the children resell within two years the seller's gain is accelerated (§453(e)).",
        "Agree to hold the interest at least two years.",
      ),
      risk(
        "Lost basis step-up",
        "Selling during life gives up the step-up at death and taxes the gain now.",
        "Sell the interests with the highest expected growth and the highest basis first; consider a sale to a grantor trust instead.",
      ),
      risk(
        "Buyer default",
        "The children may not be able to pay.",
        "Secure the note with the interests and plan for cash flow.",
      ),
    ],
    marketRisks: ["A downturn in the business makes payments harder and shrinks the growth transferred"],
    regulatoryConsiderations: [
      "§453A interest charge when installment obligations exceed $5,000,000",
      "Adequate interest under §483 / §1274",
    ],
    liquidityConsiderations:
      "The owner receives principal and interest over the note's term; the business must generate the cash.",
    alternatives: [
      {
        strategy: "intentionally-defective-grantor-trust-sale",
        whyNotChosen: "Avoids the capital-gains tax but the children do not own the shares directly.",
      },
      {
        strategy: "voting-nonvoting-recapitalization",
        whyNotChosen: "Gifts cost no income tax but use exclusion and give the owner no cash flow.",
      },
    ],
    uniqueAdvantages: ["Transfers real ownership to the successors while paying the founder"],
    successMetrics: [
      metric("Note payments received", "On schedule", "Annually"),
      metric("Business value after the sale", "Growing faster than the AFR", "Every 2 years"),
    ],
    qualitativeIndicators: ["Successors taking on management", "Clear governance between generations"],
    warningSignals: ["Payments deferred without documentation", "Resale discussions inside two years"],
    reviewSchedule: "Annual review of payments and business performance; estate plan update after closing.",
    exitStrategy:
      "The note is paid off or refinanced; unpaid balances at death can be forgiven by will or left to the buyers as part of their inheritance.",
  },
});
