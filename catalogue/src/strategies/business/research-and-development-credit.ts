import { formatUsd, type TClientFacts } from "@fsa/shared";
import { defineStrategy, type StrategyContext } from "../../model/strategy.ts";
import {
  allOf,
  at,
  businessStake,
  check,
  fixed,
  metric,
  risk,
  round,
  setup,
  step,
  yearly,
  yearsToRetirement,
} from "../kit.ts";

/**
 * Research credit (IRC §41) by the alternative simplified method. Minimum net worth 1,000,000.
 *
 * 14% of qualified research expenses above half the prior three years' average (§41(c)(4)), as the
 * reduced credit of §280C(c)(2) (the credit times 1 − the 21% corporate rate, IRC §11(b)), which
 * leaves the §174A deduction whole (Pub. L. 119-21 §70302). The credit belongs to the company:
 * a pass-through passes the client's share to the client's return (an income-tax flow, the §38(c)
 * limit assumed not to bind); in a C corporation it is the company's tax saved, of which the client
 * owns a share (an "other" flow: value in the shares, not cash). Each year the client owns the
 * business (to an expected sale, else retirement), less the study now and the yearly documentation,
 * the client's share of both. Assumes the company does not claim the credit today.
 */

const SSTB = (f: TClientFacts) => f.hasProfessionalLiability || f.businessEntityType === "professional_corporation";
const RESEARCH_WORDS =
  /software|technolog|\btech\b|product develop|engineer|manufactur|research|develop(ing|ment)? (new )?products?|patent|prototype/i;
const researchGoal = (f: TClientFacts): string | null => f.goals.find((g) => RESEARCH_WORDS.test(g)) ?? null;

const shareOf = (ctx: StrategyContext) => ctx.facts.businessOwnershipShare ?? 1;

export const researchAndDevelopmentCredit = defineStrategy({
  id: "research-and-development-credit",
  name: "Research and Development Tax Credit (§41)",
  category: "Business Tax Planning",
  description:
    "A business that develops or improves products, processes or software claims the §41 credit on qualified wages, supplies and contract research, usually by the alternative simplified method: 14% of qualified research expenses above half the prior three-year average. Since Pub. L. 119-21 §70302 domestic research costs are again deductible at once under §174A, with the deduction reduced by the credit or a reduced credit elected.",
  benefitCalculation: {
    type: "percentage",
    formula:
      "each year: ownershipShare × qualifiedResearchUsd × (1 − 0.5 × priorAverageRatio) × 0.14 × (1 − 0.21), for the years the client owns the business",
    variables: ["qualifiedResearchUsd", "priorAverageRatio", "ownershipShare", "years"],
  },
  costCalculation: {
    type: "setup_and_annual",
    formula: "ownershipShare × (studyCostUsd + annualDocumentationUsd each year)",
    variables: ["ownershipShare", "studyCostUsd", "annualDocumentationUsd", "years"],
  },
  lifeInsuranceComponent: "N/A",
  annuityComponent: "N/A",
  applicableNetWorth: 1_000_000,
  regulatoryDisclosures: ["four_part_test_documentation", "refund_claim_requirements", "audit_risk"],
  sources: [
    "IRC §41(a), (b), (c)(4), (d) (credit, qualified research, alternative simplified credit, four-part test)",
    "IRC §41(h) (payroll tax offset for qualified small businesses)",
    "IRC §280C(c) as amended by Pub. L. 119-21 §70302 (reduced credit election)",
    "IRC §174A as added by Pub. L. 119-21 §70302 (domestic research expensing)",
    "IRC §38(c) (general business credit limited by the tentative minimum tax)",
    "Treas. Reg. §1.41-4",
  ],
  domain: "business",
  variables: {
    qualifiedResearchUsd: { unit: "USD", description: "Qualified research expenses a year." },
    priorAverageRatio: {
      unit: "ratio",
      description: "Prior three-year average of research expenses as a share of this year's.",
    },
    ownershipShare: { unit: "ratio", description: "The client's share of the business." },
    years: { unit: "years", description: "Years the client owns the business and claims the credit." },
    studyCostUsd: { unit: "USD", description: "Initial research credit study." },
    annualDocumentationUsd: { unit: "USD", description: "Yearly documentation and calculation." },
  },
  defaults(ctx) {
    const f = ctx.facts;
    const stake = businessStake(ctx);
    const share = shareOf(ctx);
    const companyValue = share > 0 ? stake.value / share : stake.value;
    const qre = round(companyValue * 0.04);
    const retire = yearsToRetirement(ctx);
    return {
      qualifiedResearchUsd: fixed(
        qre,
        `qualifying wages, supplies and contract research about 4% of the company's value a year (${formatUsd(qre)}), an assumption`,
      ),
      priorAverageRatio: fixed(1, "research spending steady, so the prior average equals this year's"),
      ownershipShare: fixed(
        share,
        f.businessOwnershipShare !== null
          ? `${Math.round(share * 100)}%, as stated`
          : "the whole business (no share stated)",
      ),
      years: f.expectsBusinessSale
        ? fixed(1, "a sale is expected; the credit counted for the year before it")
        : fixed(retire.value, `while the client owns the business: ${retire.assumption}`),
      studyCostUsd: fixed(15_000, "initial credit study, about $15,000"),
      annualDocumentationUsd: fixed(7_500, "annual documentation and calculation, about $7,500"),
    };
  },
  effects(v, ctx) {
    const t = ctx.household.tax;
    const n = Math.max(1, Math.round(v.years));
    const credit =
      v.ownershipShare *
      v.qualifiedResearchUsd *
      Math.max(0, 1 - t.researchCreditSimplifiedBaseRatio * v.priorAverageRatio) *
      t.researchCreditSimplifiedRate *
      (1 - t.corporateTaxRate);
    const corporate = ctx.facts.businessEntityType === "c_corp";
    const flows = [
      ...setup(v.ownershipShare * v.studyCostUsd, "study of the qualifying research (the client's share)"),
      ...yearly(
        -v.ownershipShare * v.annualDocumentationUsd,
        1,
        n,
        "cost",
        "credit documentation (the client's share)",
      ),
    ];
    for (let y = 1; y <= n; y++)
      flows.push(
        at(
          y,
          credit,
          corporate ? "other" : "incomeTax",
          corporate ? "research credit to the company (the client's share)" : "research credit on the client's return",
        ),
      );
    return { flows };
  },
  sensitivity: {
    variable: "qualifiedResearchUsd",
    mode: "multiply",
    spread: 0.5,
    description: "Research spending 50% lower / base / 50% higher",
  },
  eligibility: allOf(
    check(
      (ctx) => ctx.facts.ownsBusiness && ctx.facts.isEmployedByStockIssuer !== true,
      "The client owns an operating business.",
      "The notes show no operating business the client owns.",
    ),
    check(
      (ctx) => !SSTB(ctx.facts),
      "The business is not a professional practice, where research activity is rare.",
      "Professional-service practices rarely perform qualified research (§41(d) excludes routine services).",
    ),
    check(
      (ctx) => researchGoal(ctx.facts) !== null,
      (ctx) => `The notes mention development work that may be qualified research ("${researchGoal(ctx.facts)}").`,
      "The notes do not mention product, software or process development that could be qualified research.",
    ),
  ),
  answers: () => null,
  timeline: "4–8 weeks for a study; claimed on the return or an amended return",
  keyBenefits: [
    "Dollar-for-dollar credit against income tax",
    "Start-ups can apply up to $500,000 a year against payroll tax",
    "Domestic research expensing restored from 2025",
  ],
  memoBucket: "worryFreeLifestyle",
  goalKeywords: ["software", "technolog", "product develop", "research", "manufactur", "engineering"],
  explanation: {
    overview:
      "Many businesses do qualifying research without claiming the credit: developing software, improving manufacturing processes, designing products. The credit returns a share of the wages and supplies spent on that work, and small start-ups can use it against payroll tax even without income tax.",
    keyComponents: [
      "Four-part test: permitted purpose, technological in nature, elimination of uncertainty, process of experimentation",
      "Qualified wages, supplies and 65% of contract research",
      "Alternative simplified credit calculation",
      "Contemporaneous project documentation",
    ],
    steps: [
      step(
        "Identify projects",
        "Interview engineering and operations staff to find qualifying projects.",
        "Weeks 1–3",
        ["Project list", "Staff interviews"],
      ),
      step("Quantify", "Allocate wages, supplies and contractor costs to qualified activities.", "Weeks 3–6", [
        "Payroll records",
        "General ledger",
      ]),
      step("Document", "Write up each project's uncertainty and experimentation.", "Weeks 4–8", [
        "Technical narratives",
      ]),
      step(
        "Claim",
        "File Form 6765 with the return (or an amended return within the limitation period).",
        "Tax return",
        ["Form 6765", "Required project details"],
      ),
    ],
    prerequisites: ["Development or process-improvement work", "Payroll and cost records by project"],
    professionals: ["R&D credit specialist", "CPA", "Engineering leads"],
    secondaryBenefits: ["Better project cost tracking", "Credits carry forward 20 years"],
    taxAdvantages: ["Credit reduces tax directly", "Payroll tax offset for qualified small businesses"],
    risks: [
      risk(
        "Documentation",
        "Claims without project-level support are disallowed.",
        "Contemporaneous records and detailed Form 6765 disclosures.",
      ),
      risk(
        "Pass-through limits",
        "Owners of S corporations and partnerships may be limited by AMT or passive rules.",
        "Model the owner-level use.",
      ),
      risk(
        "Aggressive providers",
        "Contingency-fee studies can overstate claims.",
        "Use reputable specialists and review the work.",
      ),
    ],
    marketRisks: ["Credit falls with research spending"],
    regulatoryConsiderations: [
      "Refund claims must identify each business component",
      "§174A and §280C(c) interaction after Pub. L. 119-21",
    ],
    liquidityConsiderations: "Credits reduce tax payments; refunds on amended returns take months.",
    alternatives: [
      {
        strategy: "qualified-business-income-deduction",
        whyNotChosen: "Reduces tax on pass-through income generally, not tied to research.",
      },
      { strategy: "cost-segregation", whyNotChosen: "Accelerates deductions on property rather than research." },
    ],
    uniqueAdvantages: ["A credit, not a deduction, worth several percent of research spending"],
    successMetrics: [
      metric("Credit as share of research spending", "About 5–7%", "Annually"),
      metric("Claims sustained on review", "100%", "On examination"),
    ],
    qualitativeIndicators: ["Engineers keep project notes as a habit"],
    warningSignals: ["Claims based only on estimates", "Funded research for customers included"],
    reviewSchedule: "Annual credit study with the return.",
    exitStrategy: "Stop claiming; carryforwards remain usable for 20 years.",
  },
});
