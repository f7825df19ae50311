import { formatUsd } from "@fsa/shared";
import type { StrategyContext } from "../../model/strategy.ts";
import { defineStrategy } from "../../model/strategy.ts";
import type { VariableValue } from "../../types.ts";
import { allOf, at, basisOf, check, clamp, fixed, metric, risk, round, setup, step } from "../kit.ts";
import {
  depreciationTakenOf,
  plansInvestmentPropertySale,
  propertyBasisOf,
  propertyValueOf,
  saleTax,
} from "./lib/real-estate.ts";

/** What is sold on instalments: the investment property, the client's business, or nothing in the notes. */
type SaleKind = "property" | "business" | null;

/** The planned sale: an investment property first (the family's asset), else an owner's business sale. */
function saleKindOf(ctx: StrategyContext): SaleKind {
  const f = ctx.facts;
  if (plansInvestmentPropertySale(f)) return "property";
  if (f.ownsBusiness && f.expectsBusinessSale) return "business";
  return null;
}

/** Price of the sale, USD, with its assumption. */
function salePriceOf(ctx: StrategyContext, kind: SaleKind): VariableValue {
  const f = ctx.facts;
  if (kind === "property") return propertyValueOf(ctx);
  if (kind === "business") {
    if (f.expectedSalePriceUsd !== null && !f.plansPropertySale)
      return fixed(
        round(f.expectedSalePriceUsd),
        `${formatUsd(f.expectedSalePriceUsd)}, the stated expected sale price`,
      );
    const value = ctx.household.balance.businessUsd;
    return fixed(round(value), `${formatUsd(value)}, the business interest's stated value`);
  }
  return fixed(0, "the notes show no planned sale of a business or investment property");
}

/**
 * Installment sale (IRC §453). Minimum net worth 2,000,000 (earlier entry). Compared with an
 * all-cash sale: each payment carries gain in the gross profit ratio (gain ÷ contract price, Form
 * 6252 line 19), with the unrecaptured §1250 gain of real estate reported first (Treas. Reg.
 * §1.453-12(a)); each year's tax is the real calculator's on that year's gain, on today's return
 * (an assumption). Flows: year 0 + (tax on the whole gain − tax on the down payment's gain); years
 * 1..n − tax on each payment's gain (both deferral). Spreading the gain over lower brackets and
 * below the NIIT threshold can also lower the total, which the calculator shows. Above $5,000,000 of
 * notes, §453A charges interest on the deferred tax each year (a cost). Interest the buyer pays on
 * the note is a market return on the unpaid price and is not counted; the buyer's credit risk is
 * named, not priced. A business sold as shares has no depreciation recapture; an asset sale's
 * §1245 recapture is taxed in the sale year (§453(i)) and is not modelled.
 */
export const installmentSaleSection453 = defineStrategy({
  id: "installment-sale-section-453",
  name: "Installment Sale (§453)",
  category: "Capital Gains Management",
  description:
    "A business interest or investment real estate is sold for a note paid over several years. Gain is reported as principal is received, so tax is paid over the note's term while the seller earns interest on the unpaid price. Interest is charged on the deferred tax for notes above $5,000,000 (§453A). Publicly traded stock cannot be sold on the installment method.",
  benefitCalculation: {
    type: "percentage",
    formula:
      "tax(gain = salePriceUsd − basisUsd, unrecapturedGainUsd first) now − Σ tax(payment × gain ÷ salePriceUsd) in the year each payment arrives: a down payment of salePriceUsd × (1 − noteShare) now, then salePriceUsd × noteShare ÷ paymentYears a year",
    variables: ["salePriceUsd", "basisUsd", "unrecapturedGainUsd", "noteShare", "paymentYears"],
  },
  costCalculation: {
    type: "setup_and_annual",
    formula:
      "setupCostUsd + each year deferredTax × (note − 5,000,000) ÷ note × underpaymentRate while the note exceeds $5,000,000 (§453A)",
    variables: ["setupCostUsd", "underpaymentRate", "noteShare", "salePriceUsd"],
  },
  lifeInsuranceComponent: "Optional: term insurance on the buyer's key person protects the seller's note.",
  annuityComponent: "N/A",
  applicableNetWorth: 2_000_000,
  regulatoryDisclosures: ["buyer_credit_risk", "interest_on_deferred_tax_above_5m", "recapture_taxed_in_year_of_sale"],
  sources: [
    "IRC §453 (installment method; (i) recapture in year of sale; (k)(2) publicly traded property excluded)",
    "IRC §453A (interest on deferred tax above $5,000,000; pledge rule)",
    "Treas. Reg. §1.453-12(a) (unrecaptured §1250 gain taken into account first)",
    "IRC §453(e) (related-party resales within 2 years)",
    "IRC §483, §1274 (minimum interest at the AFR); IRC §6621(a)(2) (underpayment rate)",
    "Form 6252 and its instructions (gross profit percentage)",
  ],
  domain: "business",
  family: "real-estate-sale",
  transfers: (ctx) => {
    const kind = saleKindOf(ctx);
    return kind === "property" ? ["investmentRealEstate"] : kind === "business" ? ["business"] : [];
  },
  variables: {
    salePriceUsd: { unit: "USD", description: "Price of the business interest or property sold." },
    basisUsd: { unit: "USD", description: "Adjusted basis of what is sold." },
    unrecapturedGainUsd: {
      unit: "USD",
      description: "Unrecaptured §1250 gain in the sale (real estate), taxed at up to 25% and reported first.",
    },
    noteShare: { unit: "ratio", description: "Share of the price paid by the buyer's note." },
    paymentYears: { unit: "years", description: "Years over which the note is paid, level principal." },
    underpaymentRate: { unit: "rate", description: "Rate of the §453A interest charge (the §6621 underpayment rate)." },
    setupCostUsd: { unit: "USD", description: "Note, security agreement and tax advice." },
  },
  defaults(ctx) {
    const kind = saleKindOf(ctx);
    const price = salePriceOf(ctx, kind);
    const basis = kind === "property" ? propertyBasisOf(ctx, price.value) : basisOf(price.value, null);
    const gain = Math.max(0, price.value - basis.value);
    return {
      salePriceUsd: price,
      basisUsd: basis,
      unrecapturedGainUsd:
        kind === "property"
          ? depreciationTakenOf(gain)
          : fixed(0, "shares of a business sold: no depreciation recapture"),
      noteShare: fixed(0.6, "60% of the price paid by the buyer's note, 40% down"),
      paymentYears: fixed(10, "note paid in equal principal over 10 years"),
      underpaymentRate: fixed(
        0.07,
        "about 7% a year (IRC §6621(a)(2): federal short-term rate + 3 points; the rate of each quarter applies)",
      ),
      setupCostUsd: fixed(15_000, "note, security documents and tax advice, about $15,000"),
    };
  },
  effects(v, ctx) {
    const price = Math.max(0, v.salePriceUsd);
    const gain = Math.max(0, price - v.basisUsd);
    const ratio = price > 0 ? gain / price : 0;
    const years = Math.max(1, Math.round(v.paymentYears));
    const note = price * clamp(v.noteShare, 0, 1);
    const payments = [price - note, ...Array.from({ length: years }, () => note / years)];
    let section1250Left = Math.min(gain, Math.max(0, v.unrecapturedGainUsd));
    const taxes = payments.map((payment) => {
      const recognised = payment * ratio;
      const section1250 = Math.min(section1250Left, recognised);
      section1250Left -= section1250;
      return saleTax(ctx, recognised, section1250).totalUsd;
    });
    const allNow = saleTax(ctx, gain, Math.min(gain, Math.max(0, v.unrecapturedGainUsd))).totalUsd;
    const flows = [
      ...setup(v.setupCostUsd, "note, security documents and tax advice"),
      at(
        0,
        allNow - (taxes[0] ?? 0),
        "incomeTax",
        "tax not due in the sale year: the gain in the note is taxed as payments arrive",
        true,
      ),
    ];
    for (let year = 1; year <= years; year++) {
      flows.push(at(year, -(taxes[year] ?? 0), "incomeTax", "tax on the gain in the year's note payment", true));
    }
    const threshold = ctx.household.tax.installmentObligationInterestChargeThreshold;
    if (note > threshold) {
      const applicable = (note - threshold) / note;
      for (let year = 0; year < years; year++) {
        const deferredTax = taxes.slice(year + 1).reduce((sum, t) => sum + t, 0);
        flows.push(
          at(
            year,
            -deferredTax * applicable * v.underpaymentRate,
            "interest",
            "§453A interest on the deferred tax (notes above $5,000,000)",
          ),
        );
      }
    }
    return { flows };
  },
  sensitivity: { variable: "paymentYears", mode: "add", spread: 5, description: "Note over 5 / 10 / 15 years" },
  eligibility: allOf(
    check(
      (ctx) => saleKindOf(ctx) !== null,
      (ctx) =>
        saleKindOf(ctx) === "property"
          ? "A sale of the client's investment real estate is planned, and the terms can include a seller-financed note."
          : "The client owns the business and a sale of it is expected, so the terms can include a seller-financed note.",
      "The notes show no planned sale of a business the client owns or of investment real estate; publicly traded stock cannot be sold on the installment method (§453(k)(2)).",
    ),
    check(
      (ctx) => {
        const kind = saleKindOf(ctx);
        const price = salePriceOf(ctx, kind).value;
        const basis = kind === "property" ? propertyBasisOf(ctx, price).value : basisOf(price, null).value;
        return price > 0 && price > basis;
      },
      "The price is above the basis, so the sale realises a gain to spread.",
      "The notes give no price or value for what is sold, or no gain over its basis, so there is nothing to spread.",
    ),
  ),
  answers(ctx) {
    const kind = saleKindOf(ctx);
    if (kind === null) return null;
    const price = salePriceOf(ctx, kind).value;
    return {
      urgency: "client-specific",
      reason: `A sale of the client's ${kind === "property" ? "investment real estate" : "business"}${price > 0 ? ` (about ${formatUsd(price)})` : ""} is planned; payments over time spread the gain and its tax over the years they arrive.`,
    };
  },
  timeline: "Negotiated with the sale; 1–2 months",
  keyBenefits: [
    "Tax paid as the price is received",
    "Interest earned on money that would have gone to tax",
    "Gain spread across years can fall into lower brackets",
  ],
  memoBucket: "worryFreeLifestyle",
  goalKeywords: ["sale", "sell", "retire", "succession", "income", "real estate"],
  explanation: {
    overview:
      "When a buyer pays over time, the seller reports gain only as principal arrives. The tax is deferred, not forgiven: it is paid year by year with the payments, while the seller earns interest on the unpaid price, which includes money an all-cash sale would have sent to the IRS in the first year.",
    keyComponents: [
      "Promissory note at or above the applicable federal rate",
      "Security interest in the business or property",
      "Gross profit ratio applied to each principal payment",
      "Recapture income taxed in the year of sale",
    ],
    steps: [
      step("Structure the deal", "Agree the down payment, note term, rate and security.", "During negotiation", [
        "Term sheet",
      ]),
      step("Document", "Draft the note, security agreement and guarantees.", "Weeks 2–6", [
        "Promissory note",
        "Security agreement",
        "UCC filing or mortgage",
      ]),
      step("Report", "Report the sale on Form 6252 and recapture on Form 4797.", "Tax return for the sale year", [
        "Form 6252",
        "Form 4797",
      ]),
      step(
        "Collect and report",
        "Receive payments and report the gain and interest each year.",
        "Each year of the note",
        ["Payment records", "Form 6252"],
      ),
    ],
    prerequisites: ["A buyer willing to pay over time", "Property that is not publicly traded stock or inventory"],
    professionals: ["M&A or real estate attorney", "CPA", "Business broker"],
    secondaryBenefits: ["Steady income in retirement", "A higher price may be negotiated for seller financing"],
    taxAdvantages: ["Gain spread over the note term", "Possible lower brackets in later years"],
    risks: [
      risk(
        "Buyer default",
        "The seller may recover a business worth less than the unpaid note.",
        "Security, guarantees, covenants and a meaningful down payment.",
      ),
      risk(
        "Interest charge above $5M",
        "§453A interest on deferred tax erodes the benefit for large notes.",
        "Keep notes near $5M or accept the charge.",
      ),
      risk(
        "Pledging the note",
        "Borrowing against the note is treated as a payment.",
        "Do not pledge the note as collateral.",
      ),
    ],
    marketRisks: ["Tax rates could rise while payments are outstanding"],
    regulatoryConsiderations: [
      "Related-party resales within 2 years accelerate the gain",
      "Depreciation recapture is not deferred",
    ],
    liquidityConsiderations: "Most of the price arrives over years; plan cash needs around the payment schedule.",
    alternatives: [
      {
        strategy: "section-1031-exchange",
        whyNotChosen: "Defers all the gain while staying in real estate, instead of spreading it.",
      },
      {
        strategy: "esop-section-1042-rollover",
        whyNotChosen: "For C corporations, defers the gain on a sale to employees without seller credit risk.",
      },
    ],
    uniqueAdvantages: ["Deferral without reinvestment restrictions"],
    successMetrics: [
      metric("Payments received on time", "100%", "Monthly or quarterly"),
      metric("Tax deferred", "All gain except recapture", "At sale"),
    ],
    qualitativeIndicators: ["The buyer's business is performing"],
    warningSignals: ["Late payments", "Covenant breaches"],
    reviewSchedule: "Quarterly review of the buyer's financials; annual tax review.",
    exitStrategy:
      "The note is paid off; it can be sold or given to family (which accelerates the gain for the seller).",
  },
});
