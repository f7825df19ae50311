import { formatUsd } from "@fsa/shared";
import { UNREALISED_GAIN_SHARE } from "../../model/assumptions.ts";
import type { CashFlow } from "../../model/strategy.ts";
import { defineStrategy } from "../../model/strategy.ts";
import { allOf, at, check, fixed, metric, risk, step, taxOn, yearly } from "../kit.ts";
import {
  annualGivingOf,
  charitableCheck,
  gainTaxOf,
  givingInBase,
  isCharitable,
  yearsToClientDeath,
} from "./lib/giving.ts";

/**
 * Giving long-term appreciated shares instead of cash (IRC §170(e)(1)). Minimum net worth 250,000.
 *
 * The giving is the client's (reported as the payout). Each year of giving, on the household's
 * return: + the capital-gains tax on the gain in the shares given (the shares are assumed otherwise
 * sold, e.g. to rebalance, and the cash kept rebuys them at a higher basis; held until death they
 * would be stepped up under §1014 and the saving would be smaller); − any deduction lost because
 * appreciated property is limited to 30% of AGI where cash is limited to 60% (the calculator). The
 * years of giving run to the client's assumed death, while the taxable portfolio can supply the
 * shares. With a donor-advised fund in the plan (its complement), the shares fund the DAF and the
 * gain avoided is counted there, so this entry adds no figure of its own.
 */
export const giftAppreciatedSecurities = defineStrategy({
  id: "gift-appreciated-securities",
  name: "Giving Appreciated Securities Instead of Cash",
  category: "Charitable",
  description:
    "The client gives long-term appreciated shares to charity (or a DAF) instead of writing cheques, deducts their full market value, and uses the cash that would have been given to buy back new shares at a higher basis. The capital gain on the donated shares is never taxed.",
  benefitCalculation: {
    type: "percentage",
    formula:
      "Σ over givingYears [tax on annualGiftUsd × gainShare of long-term gain avoided − (tax with annualGiftUsd deducted as property − tax with it deducted as cash)] on the household's return",
    variables: ["annualGiftUsd", "gainShare", "givingYears"],
  },
  costCalculation: {
    type: "minimal",
    formula: "transferCostUsd × givingYears",
    variables: ["transferCostUsd", "givingYears"],
  },
  lifeInsuranceComponent: "N/A",
  annuityComponent: "N/A",
  applicableNetWorth: 250_000,
  regulatoryDisclosures: ["one_year_holding_period", "thirty_percent_agi_limit", "form_8283_required"],
  sources: [
    "IRC §170(e)(1) (no reduction for long-term capital gain property given to a public charity)",
    "IRC §170(b)(1)(C) (30% AGI limit), §170(d)(1) (carryover)",
    "IRC §1091 (wash sale rule applies only to losses, so repurchase is allowed)",
    "IRC §1014 (step-up at death, which a gift forgoes)",
    "Treas. Reg. §1.170A-13, §1.170A-16 (substantiation)",
  ],
  domain: "charitable",
  family: "charitable-vehicle",
  // Shares are how a DAF is best funded: with a DAF in the plan, this is how it is funded.
  complements: ["donor-advised-fund", "deduction-bunching"],
  variables: {
    annualGiftUsd: { unit: "USD", description: "Gifts made in shares each year." },
    gainShare: { unit: "ratio", description: "Share of the shares' value that is gain." },
    givingYears: { unit: "years", description: "Years of giving in shares." },
    transferCostUsd: { unit: "USD", description: "Transfer cost each year." },
  },
  defaults(ctx) {
    const gift = annualGivingOf(ctx);
    const taxable = ctx.household.balance.taxableUsd;
    const years = Math.min(yearsToClientDeath(ctx), gift.value > 0 ? Math.max(1, Math.floor(taxable / gift.value)) : 1);
    return {
      annualGiftUsd: gift,
      gainShare: fixed(UNREALISED_GAIN_SHARE.value, UNREALISED_GAIN_SHARE.why),
      givingYears: fixed(
        years,
        `${years} years: to the client's assumed death, while the ${formatUsd(taxable)} taxable portfolio supplies the shares`,
      ),
      transferCostUsd: fixed(25, "transfer cost about $25 a year"),
    };
  },
  effects(v, ctx) {
    // With a DAF in the plan funded in these shares, the gain avoided and the giving are counted
    // there (its contributions are the same years of giving): this adds nothing more.
    if (ctx.planned?.has("donor-advised-fund") === true) return { flows: [], payoutUsd: 0 };
    const gift = Math.max(0, v.annualGiftUsd);
    const years = Math.max(1, Math.round(v.givingYears));
    const inBase = Math.min(gift, givingInBase(ctx));
    const avoided = gainTaxOf(ctx, gift * Math.min(1, Math.max(0, v.gainShare)));
    // Deduction as property instead of cash: the stated cash gift (if any) moves to the property class.
    const limitCost =
      taxOn(ctx, { charitableCashUsd: -inBase, charitableCapitalGainPropertyUsd: gift }) -
      taxOn(ctx, { charitableCashUsd: gift - inBase });
    const perYear = avoided - limitCost;
    const flows: CashFlow[] = [];
    for (let y = 0; y < years; y++)
      flows.push(
        at(
          y,
          perYear,
          "incomeTax",
          "capital-gains tax avoided on the shares given instead of cash (net of any AGI-limit effect)",
        ),
      );
    flows.push(...yearly(-v.transferCostUsd, 0, years - 1, "cost", "share transfer"));
    return { flows, payoutUsd: gift };
  },
  sensitivity: {
    variable: "gainShare",
    mode: "add",
    spread: 0.2,
    description: "Gain share 20 points lower / base / higher",
  },
  eligibility: allOf(
    charitableCheck,
    check(
      (ctx) => ctx.facts.hasLowBasisStock || ctx.facts.hasConcentratedStock,
      "The client holds appreciated shares that can be given instead of cash.",
      "The notes mention no appreciated securities to give.",
    ),
  ),
  answers(ctx) {
    const f = ctx.facts;
    return isCharitable(f) && (f.hasLowBasisStock || f.hasConcentratedStock)
      ? { urgency: "client-specific", reason: "The client gives to charity and holds appreciated stock." }
      : null;
  },
  timeline: "1–2 weeks per gift",
  keyBenefits: [
    "Gain on donated shares never taxed",
    "Same deduction as cash",
    "Resets basis when cash is used to rebuy",
  ],
  memoBucket: "legacyBucket",
  goalKeywords: ["charit", "give", "donat", "stock", "capital gain"],
  explanation: {
    overview:
      "Giving shares held more than a year instead of cash is the simplest charitable tax improvement: the deduction is the same full value, and the gain that would have been taxed on a sale disappears. Using the cash saved to rebuy the position raises the portfolio's basis.",
    keyComponents: [
      "Shares held more than one year",
      "In-kind transfer to the charity or DAF",
      "Repurchase with the cash not given",
    ],
    steps: [
      step("Pick lots", "Choose the highest-gain lots held over one year.", "Week 1", ["Tax-lot report"]),
      step("Transfer", "Send shares by DTC transfer to the charity's or DAF's account.", "Weeks 1–2", [
        "Charity's DTC instructions",
      ]),
      step("Rebuy", "Use the cash that would have been given to buy the same or similar shares.", "Same week", [
        "Trade order",
      ]),
      step("Substantiate", "Keep the acknowledgement; file Form 8283 for gifts over $500.", "With the return", [
        "Acknowledgement",
        "Form 8283",
      ]),
    ],
    prerequisites: ["Long-term appreciated securities", "Itemized deductions (or a DAF bunching plan)"],
    professionals: ["Financial adviser", "CPA"],
    secondaryBenefits: ["Reduces concentration in a large position", "Higher portfolio basis"],
    taxAdvantages: ["No capital gains tax or NIIT on donated shares", "Full fair market value deduction"],
    risks: [
      risk(
        "Short-term shares",
        "Shares held a year or less are deductible only at basis.",
        "Give only lots held more than one year.",
      ),
      risk(
        "30% AGI limit",
        "Stock gifts are limited to 30% of AGI.",
        "Carry the excess forward five years or mix in cash.",
      ),
    ],
    marketRisks: ["Share value can change between decision and transfer"],
    regulatoryConsiderations: ["2026 floor and cap reduce the deduction value but not the gain avoided"],
    liquidityConsiderations: "Preserves cash; the portfolio is rebalanced by the repurchase.",
    alternatives: [
      {
        strategy: "donor-advised-fund",
        whyNotChosen: "Often the receiving vehicle, useful when charities cannot take stock.",
      },
      {
        strategy: "qualified-charitable-distribution",
        whyNotChosen: "Better for IRA owners over 70½ who do not itemize.",
      },
    ],
    uniqueAdvantages: ["No set-up and the gain is permanently avoided"],
    successMetrics: [
      metric("Share of giving made in stock", "100% where charities accept it", "Annually"),
      metric("Capital gains tax avoided", "Tracked per gift", "Annually"),
    ],
    qualitativeIndicators: ["Client gives from the portfolio, not the bank account"],
    warningSignals: ["Cash gifts while low-basis stock is held", "Short-term lots given"],
    reviewSchedule: "Annually with year-end tax planning.",
    exitStrategy: "Return to cash gifts at any time.",
  },
});
