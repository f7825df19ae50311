import { formatUsd } from "@fsa/shared";
import type { CashFlow } from "../../model/strategy.ts";
import { defineStrategy } from "../../model/strategy.ts";
import { allOf, at, check, fixed, metric, portfolioGrowth, risk, round, setup, step, taxOn, yearly } from "../kit.ts";

/** Years of Puerto Rico residence assumed (pre-move gains stay US-taxable for 10 years, Treas. Reg. §1.937-2(f)(1)). */
const RESIDENCE_YEARS = 10;

const wantsPuertoRico = (f: { plannedMoveState: string | null; goals: string[] }) =>
  f.plannedMoveState === "PR" || f.goals.some((g) => /puerto rico/i.test(g));

/**
 * Puerto Rico Act 60 resident investor decree. Minimum net worth 5,000,000.
 *
 * A bona fide resident of Puerto Rico (IRC §937) excludes Puerto Rico-source income from federal tax
 * (§933); a gain on securities sold while resident is Puerto Rico-source for the appreciation after
 * the move (pre-move gains stay US-taxable when sold within 10 years), and the decree exempts it
 * from Puerto Rico tax. Effect: the federal and state tax a US resident would pay on the taxable
 * portfolio's growth over the years of residence, sold at the end (today's return stands in); other
 * income is taken as taxed the same (an assumption). Costs: the move and the decree application,
 * the required $10,000 annual donation and compliance each year.
 */
export const puertoRicoAct60 = defineStrategy({
  id: "puerto-rico-act-60",
  name: "Puerto Rico Act 60 Resident Investor Decree",
  category: "Global Advanced Planning",
  description:
    "A US citizen who becomes a bona fide resident of Puerto Rico can obtain a decree exempting Puerto Rico-source capital gains accrued after the move and interest and dividends from Puerto Rico tax, while §933 excludes Puerto Rico-source income from federal tax.",
  benefitCalculation: {
    type: "percentage",
    formula:
      "tax on postMoveGainUsd = portfolioUsd × ((1 + growthRate)^residenceYears − 1) of long-term gain on the household's return (federal and state), avoided at the end of residenceYears",
    variables: ["portfolioUsd", "growthRate", "residenceYears"],
  },
  costCalculation: {
    type: "setup_and_annual",
    formula: "setupCostUsd + (annualDonationUsd + annualComplianceUsd) × residenceYears",
    variables: ["setupCostUsd", "annualDonationUsd", "annualComplianceUsd", "residenceYears"],
  },
  lifeInsuranceComponent: "N/A",
  annuityComponent: "N/A",
  applicableNetWorth: 5_000_000,
  regulatoryDisclosures: ["bona_fide_residence_tests", "irs_compliance_campaign", "pre_move_gains_us_taxed"],
  sources: [
    "IRC §933",
    "IRC §937 (bona fide residence)",
    "IRC §865(a) (residence rule for gains)",
    "Puerto Rico Act 60-2019, as amended",
    "Treas. Reg. §1.937-2(f)",
  ],
  domain: "state-international",
  family: "residency",
  variables: {
    portfolioUsd: { unit: "USD", description: "Taxable portfolio whose post-move growth is sold while resident." },
    growthRate: { unit: "rate", description: "Growth of the portfolio." },
    residenceYears: { unit: "years", description: "Years of residence." },
    setupCostUsd: { unit: "USD", description: "Move and decree application." },
    annualDonationUsd: { unit: "USD", description: "Required annual donation." },
    annualComplianceUsd: { unit: "USD", description: "Annual report and advice." },
  },
  defaults(ctx) {
    const portfolio = round(ctx.household.balance.taxableUsd);
    return {
      portfolioUsd: fixed(portfolio, `${formatUsd(portfolio)}, the taxable portfolio`),
      growthRate: portfolioGrowth(ctx),
      residenceYears: fixed(
        RESIDENCE_YEARS,
        `${RESIDENCE_YEARS} years of residence (the period after which pre-move gains also become Puerto Rico-source)`,
      ),
      setupCostUsd: fixed(100_000, "move and application, about $100,000"),
      annualDonationUsd: fixed(10_000, "$10,000 annual donation to Puerto Rico nonprofits (Act 60 requirement)"),
      annualComplianceUsd: fixed(15_000, "compliance and annual report, about $15,000 a year"),
    };
  },
  effects(v, ctx) {
    const n = Math.max(1, Math.round(v.residenceYears));
    const gain = Math.max(0, v.portfolioUsd * ((1 + v.growthRate) ** n - 1));
    const flows: CashFlow[] = [
      ...setup(v.setupCostUsd, "move and decree application"),
      ...yearly(-(v.annualDonationUsd + v.annualComplianceUsd), 1, n, "cost", "required donation and compliance"),
    ];
    if (gain > 0)
      flows.push(
        at(
          n,
          taxOn(ctx, { longTermGainUsd: gain }),
          "incomeTax",
          "federal and state tax on the post-move gain, avoided",
        ),
      );
    return { flows };
  },
  sensitivity: {
    variable: "growthRate",
    mode: "add",
    spread: 0.02,
    description: "Growth 2 points lower / base / higher",
  },
  eligibility: allOf(
    check(
      (ctx) => wantsPuertoRico(ctx.facts),
      (ctx) =>
        ctx.facts.plannedMoveState === "PR"
          ? "A move to Puerto Rico is planned."
          : "The client's goals mention Puerto Rico.",
      "Act 60 requires a genuine move to Puerto Rico, which the notes do not contemplate.",
    ),
    check(
      (ctx) => ctx.household.balance.taxableUsd > 0,
      (ctx) =>
        `A taxable portfolio of ${formatUsd(ctx.household.balance.taxableUsd)} would grow while the client is resident.`,
      "The notes show no taxable portfolio whose gains the decree would exempt.",
    ),
  ),
  answers(ctx) {
    return wantsPuertoRico(ctx.facts)
      ? {
          urgency: "client-specific",
          reason:
            "The client is considering a move to Puerto Rico: only post-move gains qualify, so the move comes before any sale.",
        }
      : null;
  },
  timeline: "6–12 months",
  keyBenefits: [
    "No Puerto Rico tax on post-move gains (decree)",
    "No federal tax on Puerto Rico-source income",
    "Stays within the US",
  ],
  memoBucket: "worryFreeLifestyle",
  goalKeywords: ["move", "relocate", "taxes on a sale", "puerto rico"],
  explanation: {
    overview:
      "A real move to Puerto Rico can remove federal and state tax on Puerto Rico-source income and post-move gains; the IRS actively audits bona fide residence.",
    keyComponents: ["Bona fide residence", "Decree", "Sourcing of gains"],
    steps: [
      step("Move", "Establish residence and closer connection.", "Months 1–6", ["Home", "Form 8898"]),
      step("Apply", "Apply for the decree.", "Months 3–9", ["Application"]),
    ],
    prerequisites: ["Genuine relocation"],
    professionals: ["Puerto Rico tax counsel", "US tax counsel"],
    secondaryBenefits: ["US jurisdiction and passport"],
    taxAdvantages: ["Exemptions under the decree and §933"],
    risks: [risk("Residence challenge", "IRS campaign targets Act 60.", "Spend the time and sever mainland ties.")],
    marketRisks: ["Asset values can differ from the assumptions behind the figures"],
    qualitativeIndicators: ["The client understands the structure and is comfortable with its trade-offs"],
    warningSignals: [
      "Required filings or formalities missed",
      "The client's facts change (marriage, sale, move) without a review",
    ],
    regulatoryConsiderations: ["Pre-move gains remain US-taxable on sale within 10 years"],
    liquidityConsiderations: "Relocation costs.",
    alternatives: [
      { strategy: "state-residency-change", whyNotChosen: "Removes state tax only." },
      { strategy: "opportunity-zone-fund", whyNotChosen: "Federal gain deferral without moving." },
    ],
    uniqueAdvantages: ["Federal tax benefit without renouncing"],
    successMetrics: [metric("Days in Puerto Rico", "183 or more", "Annually")],
    reviewSchedule: "Annual compliance review.",
    exitStrategy: "Move back (post-exit gains taxed again).",
  },
});
