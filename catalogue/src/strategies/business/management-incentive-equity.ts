import { formatUsd } from "@fsa/shared";
import { defineStrategy, type StrategyContext } from "../../model/strategy.ts";
import {
  allOf,
  at,
  businessGrowth,
  businessStake,
  check,
  entityLabel,
  fixed,
  metric,
  risk,
  setup,
  step,
  yearly,
  yearsToExit,
} from "../kit.ts";

/**
 * Management incentive equity: profits interests (Rev. Proc. 93-27, 2001-43) or restricted stock
 * with an 83(b) election. Minimum net worth 500,000 (spec §3 table).
 *
 * The owner already means to reward key managers with a share of the growth; the question is the
 * form. Compared with cash transaction bonuses giving the managers the same after-tax reward
 * (owner and managers assumed to face the same income-tax rates), the growth paid as capital gain
 * instead of wages saves the Medicare taxes on it, both halves and the 0.9% additional tax
 * (IRC §§3101(b), 3111(b); the payout assumed above the Social Security wage base), which the
 * owner keeps by granting a correspondingly smaller pool. The rest of the value is retention, which
 * the model does not price. Flows: set-up now, administration each year, the payroll taxes
 * avoided at the exit.
 */

const ENTITIES = ["llc", "partnership", "c_corp", "s_corp"] as const;
const canGrant = (ctx: StrategyContext) =>
  ctx.facts.ownsBusiness && (ENTITIES as readonly (string | null)[]).includes(ctx.facts.businessEntityType);

export const managementIncentiveEquity = defineStrategy({
  id: "management-incentive-equity",
  name: "Management Incentive Equity (Profits Interests)",
  category: "Executive Benefits",
  description:
    "Key managers (and owner-operators) receive profits interests in an LLC or partnership, or restricted stock with an 83(b) election in a corporation, instead of cash bonuses. A profits interest has no value at grant and is not taxed (Rev. Proc. 93-27 and 2001-43), so growth is later taxed as capital gain rather than wages.",
  benefitCalculation: {
    type: "percentage",
    formula:
      "businessValueUsd × poolShare × ((1 + growthRate)^yearsToExit − 1) × (2 × Medicare rate + additional Medicare rate), at the exit: the payroll taxes a cash bonus of the same value would bear",
    variables: ["businessValueUsd", "poolShare", "growthRate", "yearsToExit"],
  },
  costCalculation: {
    type: "setup_and_annual",
    formula: "setupCostUsd + annualAdministrationUsd each year to the exit",
    variables: ["setupCostUsd", "annualAdministrationUsd", "yearsToExit"],
  },
  lifeInsuranceComponent: "N/A",
  annuityComponent: "N/A",
  applicableNetWorth: 500_000,
  regulatoryDisclosures: ["dilution_of_ownership", "valuation_required", "partnership_tax_reporting"],
  sources: [
    "Rev. Proc. 93-27 (receipt of a profits interest not taxable)",
    "Rev. Proc. 2001-43 (unvested profits interests)",
    "IRC §83(b); Treas. Reg. §1.83-2",
    "IRC §704(b) (capital account and liquidation-value hurdle)",
    "IRC §1061 (3-year rule applies only to investment-fund carried interests)",
    "IRC §§3101(b), 3111(b), 3121(a) (Medicare taxes on wages, none on partnership gain allocations)",
  ],
  domain: "business",
  family: "key-employee-incentive",
  variables: {
    businessValueUsd: {
      unit: "USD",
      description: "Business value at grant (the hurdle the profits interest sits above).",
    },
    poolShare: { unit: "ratio", description: "Share of future growth granted to the management pool." },
    growthRate: { unit: "rate", description: "Annual growth of the business's value." },
    yearsToExit: { unit: "years", description: "Years from grant to the exit that pays the pool." },
    setupCostUsd: { unit: "USD", description: "Operating agreement amendment, grant documents and valuation." },
    annualAdministrationUsd: { unit: "USD", description: "Extra K-1s, capital accounts and valuations each year." },
  },
  defaults(ctx) {
    return {
      businessValueUsd: businessStake(ctx),
      poolShare: fixed(0.1, "10% of future growth granted to the management pool, an assumption"),
      growthRate: businessGrowth(ctx),
      yearsToExit: yearsToExit(ctx),
      setupCostUsd: fixed(25_000, "plan design, agreement amendment and valuation, about $25,000"),
      annualAdministrationUsd: fixed(5_000, "extra partnership reporting and valuation, about $5,000 a year"),
    };
  },
  effects(v, ctx) {
    const t = ctx.household.tax;
    const years = Math.max(1, Math.round(v.yearsToExit));
    const pool = v.businessValueUsd * v.poolShare * ((1 + v.growthRate) ** years - 1);
    const medicare = 2 * t.medicareTaxRate + t.additionalMedicareTaxRate;
    return {
      flows: [
        ...setup(v.setupCostUsd, "plan design, agreements and valuation"),
        ...yearly(-v.annualAdministrationUsd, 1, years, "cost", "partnership reporting and valuations"),
        at(
          years,
          Math.max(0, pool) * medicare,
          "incomeTax",
          `Medicare taxes a cash bonus of ${formatUsd(Math.max(0, pool))} would bear, avoided`,
        ),
      ],
    };
  },
  sensitivity: {
    variable: "growthRate",
    mode: "add",
    spread: 0.04,
    description: "Growth 4 points lower / base / 4 points higher",
  },
  eligibility: allOf(
    check(
      canGrant,
      (ctx) =>
        `The client's business is a${/^[aeiou]/i.test(entityLabel(ctx.facts.businessEntityType)) ? "n" : ""} ${entityLabel(ctx.facts.businessEntityType)}; it can grant profits interests (LLC or partnership) or restricted stock with an 83(b) election (corporation).`,
      "Incentive equity needs an LLC, partnership or corporation that can issue units or shares; the notes show none.",
    ),
    check(
      (ctx) => businessStake(ctx).value >= 1_000_000,
      (ctx) =>
        `A business worth about ${formatUsd(businessStake(ctx).value)} is large enough for equity incentives to matter to managers.`,
      "The business is worth under $1,000,000, too little for an equity pool to justify its costs.",
    ),
  ),
  answers: () => null,
  timeline: "2–3 months",
  keyBenefits: [
    "No tax to managers at grant",
    "Growth taxed as long-term capital gain, not wages",
    "Aligns key people with the owner's exit",
  ],
  memoBucket: "worryFreeLifestyle",
  goalKeywords: ["retain", "key employee", "key manager", "incentive", "management team"],
  explanation: {
    overview:
      "Instead of paying managers cash bonuses taxed as wages, the business grants them a share of future growth. In an LLC this is a profits interest: worth nothing at grant because a liquidation that day would pay the holder nothing, so it is not taxed, and the eventual gain is capital gain.",
    keyComponents: [
      "Profits interest with a hurdle equal to today's value",
      "Vesting tied to service or performance",
      "Protective 83(b) election",
      "Repurchase rights on departure",
    ],
    steps: [
      step(
        "Value the business",
        "Set the hurdle with an independent valuation so the interest has zero liquidation value at grant.",
        "Weeks 1–4",
        ["Valuation report"],
      ),
      step(
        "Amend the agreement",
        "Add a class of profits units with distribution waterfall, vesting and repurchase terms.",
        "Weeks 3–8",
        ["Amended operating agreement", "Grant agreements"],
      ),
      step(
        "Grant and elect",
        "Grant units; each holder files a protective 83(b) election within 30 days.",
        "Weeks 8–10",
        ["83(b) elections"],
      ),
      step("Administer", "Track capital accounts and issue K-1s; stop W-2 treatment of partner-managers.", "Annually", [
        "Form 1065 and K-1s",
      ]),
    ],
    prerequisites: ["A growing business with key managers", "Owner willing to share future growth"],
    professionals: ["Business attorney", "CPA", "Valuation firm", "Compensation consultant"],
    secondaryBenefits: ["Retains key people through an exit", "Conserves the cash a bonus plan would need"],
    taxAdvantages: ["No tax at grant", "Capital-gains rate on exit", "No payroll tax on the gain"],
    risks: [
      risk(
        "Partner status of managers",
        "Holders of profits interests become partners and cannot be W-2 employees of the same partnership.",
        "Use a holding LLC above the operating company, or accept guaranteed-payment treatment.",
      ),
      risk(
        "Valuation challenge",
        "A hurdle set too low makes the grant a taxable capital interest.",
        "Use an independent valuation at each grant.",
      ),
      risk(
        "Dilution",
        "Owners share growth with managers.",
        "Set the pool size and vesting to the value managers add.",
      ),
    ],
    marketRisks: ["Equity is worth little to managers if the business does not grow"],
    regulatoryConsiderations: [
      "Proposed regulations on profits interests (2005) were never finalised; the revenue procedures still govern",
      "§1061 three-year rule applies only to investment-fund interests",
    ],
    liquidityConsiderations:
      "Managers are paid at an exit or a repurchase, so the business needs a liquidity plan for departures.",
    alternatives: [
      {
        strategy: "phantom-stock-sar-plan",
        whyNotChosen: "Keeps ownership undiluted but pays wages taxed at ordinary rates.",
      },
      { strategy: "nonqualified-deferred-comp", whyNotChosen: "Defers cash pay rather than sharing equity growth." },
    ],
    uniqueAdvantages: ["Capital-gain treatment for pay that would otherwise be wages"],
    successMetrics: [
      metric("Key-manager retention", "All grantees stay through vesting", "Annually"),
      metric("Growth above the hurdle", "8% a year or better", "Annually"),
    ],
    qualitativeIndicators: ["Managers talk about the business like owners"],
    warningSignals: ["Grants without a fresh valuation", "Managers still on W-2 from the same partnership"],
    reviewSchedule: "Annual valuation and pool review; full review before any sale.",
    exitStrategy:
      "Units are paid out at a sale or repurchased under the agreement; unvested units are forfeited on departure.",
  },
});
