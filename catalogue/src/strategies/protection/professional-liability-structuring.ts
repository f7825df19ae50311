import { formatUsd } from "@fsa/shared";
import { defineStrategy, type StrategyContext } from "../../model/strategy.ts";
import { allOf, check, fixed, metric, risk, round, setup, step, yearly, yearsToAge } from "../kit.ts";
import { claimChance } from "./lib/shared.ts";

/**
 * Professional practice liability structure for physicians, dentists and similar. Minimum net
 * worth 2,000,000.
 *
 * The value is protection: practice real estate, equipment and receivables moved out of the
 * operating entity, and savings held in ERISA plans (anti-alienation, 29 U.S.C. §1056(d)(1);
 * Patterson v. Shumate), are out of reach of a claim above malpractice limits. The costs are the
 * restructuring now and entity upkeep each year while the client practises (to the planned
 * retirement, or 65). The tax effect of funding a cash balance plan is the cash-balance-plan
 * strategy's, not counted here.
 */

const practises = (ctx: StrategyContext) => ctx.facts.hasProfessionalLiability;
const ownsPractice = (ctx: StrategyContext) => ctx.facts.ownsBusiness || ctx.facts.businessEntityType !== null;

export const professionalLiabilityStructuring = defineStrategy({
  id: "professional-liability-structuring",
  name: "Professional Practice Liability Protection Structure",
  category: "Asset Protection",
  description:
    "For physicians, dentists and other professionals: the practice operates as a professional corporation or PLLC; practice real estate and equipment sit in separate LLCs leased to it; receivables are pledged to a lender; malpractice limits and tail coverage are right-sized; and surplus income goes into ERISA plans (including a cash balance plan), which are shielded from creditors by federal law.",
  benefitCalculation: {
    type: "asset_protection",
    formula:
      "protection = practiceAssetsUsd + qualifiedPlanAssetsUsd; expected loss avoided = protection × claimProbability, reported as protection, never as a saving",
    variables: ["practiceAssetsUsd", "qualifiedPlanAssetsUsd", "claimProbability"],
  },
  costCalculation: {
    type: "setup_and_annual",
    formula: "setupCostUsd now + annualCostUsd each year of practice",
    variables: ["setupCostUsd", "annualCostUsd", "years"],
  },
  lifeInsuranceComponent: "N/A",
  annuityComponent: "N/A",
  applicableNetWorth: 2_000_000,
  regulatoryDisclosures: ["state_law_dependent", "fraudulent_transfer_risk", "erisa_plan_compliance"],
  sources: [
    "29 U.S.C. §1056(d)(1) and IRC §401(a)(13) (anti-alienation of ERISA plan benefits)",
    "Patterson v. Shumate, 504 U.S. 753 (1992)",
    "11 U.S.C. §522(n) (IRA exemption cap in bankruptcy)",
    "IRC §415(b) (defined benefit / cash balance limits)",
    "State professional corporation and PLLC acts (e.g. Tex. Bus. Orgs. Code ch. 301)",
  ],
  domain: "protection",
  variables: {
    practiceAssetsUsd: {
      unit: "USD",
      description: "Practice real estate, equipment and receivables moved out of reach of practice claims.",
    },
    qualifiedPlanAssetsUsd: { unit: "USD", description: "Assets in ERISA-protected plans." },
    claimProbability: {
      unit: "ratio",
      description: "Chance over ten years of a claim above malpractice and business insurance.",
    },
    setupCostUsd: { unit: "USD", description: "Entity restructuring, leases and plan documents." },
    annualCostUsd: { unit: "USD", description: "Entity upkeep and plan administration, a year." },
    years: { unit: "years", description: "Years of practice left (to the planned retirement, or 65)." },
  },
  defaults(ctx) {
    const f = ctx.facts;
    const b = ctx.household.balance;
    const practiceValue = b.businessUsd > 0 ? b.businessUsd : null;
    const building = f.hasInvestmentRealEstate ? b.otherRealEstateUsd * 0.5 : 0;
    const practice = round((practiceValue ?? 0) * 0.4 + building);
    const plans = b.retirementUsd;
    const working = yearsToAge(ctx, f.plannedRetirementAge ?? 65);
    return {
      practiceAssetsUsd: fixed(
        practice,
        practiceValue !== null
          ? `40% of the ${formatUsd(practiceValue)} practice (equipment and receivables)${building > 0 ? " plus half the investment real estate as the practice building" : ""} (${formatUsd(practice)})`
          : building > 0
            ? `half the investment real estate as the practice building (${formatUsd(practice)}); practice value not stated`
            : "practice value not stated; none counted",
      ),
      qualifiedPlanAssetsUsd: fixed(
        round(plans),
        plans > 0 ? `${formatUsd(plans)} of retirement accounts, kept in ERISA plans` : "no retirement accounts stated",
      ),
      claimProbability: claimChance(f),
      setupCostUsd: fixed(15_000, "entity restructuring, leases and plan documents, about $15,000"),
      annualCostUsd: fixed(5_000, "entity upkeep and plan administration, about $5,000 a year"),
      years: working,
    };
  },
  effects(v) {
    const shielded = v.practiceAssetsUsd + v.qualifiedPlanAssetsUsd;
    return {
      flows: [
        ...setup(v.setupCostUsd, "entity restructuring, leases and plan documents"),
        ...yearly(-v.annualCostUsd, 1, v.years, "cost", "entity upkeep and plan administration"),
      ],
      protection:
        shielded > 0
          ? {
              amountUsd: shielded,
              description: `${formatUsd(shielded)} of practice assets and ERISA plan savings out of reach of a claim above malpractice limits; at a ${Math.round(v.claimProbability * 100)}% chance over ten years, an expected loss of ${formatUsd(shielded * v.claimProbability)} avoided`,
            }
          : undefined,
    };
  },
  sensitivity: {
    variable: "annualCostUsd",
    mode: "multiply",
    spread: 0.5,
    description: "Annual upkeep half / base / 1.5×",
  },
  eligibility: allOf(
    check(
      practises,
      "The client is a licensed professional with malpractice exposure.",
      "The notes do not describe a profession with malpractice exposure.",
    ),
    check(
      ownsPractice,
      (ctx) =>
        `The client owns the practice${ctx.facts.businessEntityType ? ` (${ctx.facts.businessEntityType.replace(/_/g, " ")})` : ""}.`,
      "The structure is for practice owners; the notes show no practice the client owns.",
    ),
    check(
      (ctx) => ctx.facts.isRetired !== true,
      "The client is still practising.",
      "The client has retired from practice.",
    ),
  ),
  answers: (ctx) =>
    practises(ctx) && ownsPractice(ctx) && ctx.facts.isRetired !== true
      ? {
          urgency: "client-specific",
          reason: "The client owns a professional practice whose malpractice exposure can exceed insurance.",
        }
      : null,
  timeline: "2–3 months",
  keyBenefits: [
    "Keeps the building, equipment and receivables away from practice claims",
    "ERISA plans shield retirement savings without limit",
    "Right-sized malpractice limits and tail coverage",
  ],
  memoBucket: "protectionBucket",
  goalKeywords: ["practice", "malpractice", "protect", "lawsuit", "retire"],
  explanation: {
    overview:
      "Malpractice insurance is the first layer, but a judgement above limits or a business claim against the practice can reach everything the practice owns. Splitting assets out of the operating entity and moving savings into ERISA plans leaves little for such a creditor to take.",
    keyComponents: [
      "Professional corporation or PLLC for the operating practice",
      "Separate LLCs owning real estate and equipment, leased at market rates",
      "Receivables pledged to a lender or a related finance company",
      "401(k) plus cash balance plan funded from practice income",
    ],
    steps: [
      step(
        "Liability audit",
        "Review malpractice limits, tail coverage, leases, guarantees and entity structure.",
        "Weeks 1–2",
        ["Malpractice policy", "Entity documents", "Leases"],
      ),
      step(
        "Separate assets",
        "Move real estate and equipment into LLCs with written market-rate leases to the practice.",
        "Weeks 2–8",
        ["Deeds", "Equipment bill of sale", "Lease agreements"],
      ),
      step(
        "Protect receivables",
        "Arrange a receivables line of credit so accounts receivable are encumbered.",
        "Weeks 4–8",
        ["Lender agreement", "UCC filing"],
      ),
      step(
        "Fund ERISA plans",
        "Adopt a cash balance plan alongside the 401(k) and fund it each year.",
        "Before year end, then annually",
        ["Plan documents", "Actuarial valuation"],
      ),
    ],
    prerequisites: ["Practice ownership", "No pending claims", "Stable income to fund plans"],
    professionals: ["Asset protection attorney", "CPA", "Pension actuary", "Malpractice insurance broker"],
    secondaryBenefits: ["Large tax-deductible retirement contributions", "Cleaner practice sale later"],
    taxAdvantages: [
      "Cash balance contributions deductible",
      "Rent from practice real estate can be structured efficiently",
    ],
    risks: [
      risk(
        "Sham structures",
        "Above-market leases or commingling let creditors disregard the entities.",
        "Market-rate leases, separate books, annual formalities.",
      ),
      risk(
        "Own negligence",
        "No entity shields a professional from liability for their own malpractice.",
        "Adequate malpractice limits plus the asset separation and plans.",
      ),
    ],
    marketRisks: ["Plan investments fluctuate; cash balance plans must meet funding targets"],
    regulatoryConsiderations: [
      "IRAs outside ERISA are protected only to the bankruptcy cap and state law",
      "Professional entity rules vary by state and licence",
    ],
    liquidityConsiderations: "Plan contributions are locked up until retirement.",
    alternatives: [
      {
        strategy: "domestic-asset-protection-trust",
        whyNotChosen: "Protects personal investments, not the practice's own assets.",
      },
      {
        strategy: "umbrella-liability-optimization",
        whyNotChosen: "Personal umbrellas exclude professional services.",
      },
    ],
    uniqueAdvantages: ["Combines asset protection with large tax-deductible savings"],
    successMetrics: [
      metric("Practice assets held outside the operating entity", "All real estate and equipment", "Annually"),
      metric("Retirement savings in ERISA plans", "Maximum allowable each year", "Annually"),
    ],
    qualitativeIndicators: ["The practice observes corporate formalities"],
    warningSignals: ["Personal guarantees on practice debts", "Malpractice limits unchanged for years"],
    reviewSchedule: "Annual review of insurance limits, leases and plan funding.",
    exitStrategy: "On retirement or sale, the LLCs sell or lease to the buyer and plans roll over to IRAs.",
  },
});
