import { formatUsd } from "@fsa/shared";
import type { CashFlow } from "../../model/strategy.ts";
import { defineStrategy } from "../../model/strategy.ts";
import { allOf, at, check, fixed, metric, risk, round, step, yearly } from "../kit.ts";
import {
  costSegregatedDepreciation,
  depreciationHorizon,
  LAND_SHARE,
  propertyBasisOf,
  propertyValueOf,
  rentalIncomeOf,
  rentalTaxByYear,
} from "./lib/real-estate.ts";

/**
 * Real estate professional status (IRC §469(c)(7)). Minimum net worth 2,000,000 (earlier entry).
 * For a qualifying taxpayer who materially participates, rentals are not passive: their losses
 * offset wages and business income at once instead of being carried forward, and their income is
 * not net investment income (Treas. Reg. §1.1411-4(g)(7)). Flows are the difference, year by year,
 * between the tax the rentals cause as a passive activity and as a non-passive one while the status
 * is kept (`rentalTaxByYear`), with the depreciation of a cost segregation study, the usual pairing
 * that creates the losses (set reclassifiedBasisUsd to 0 without one: then only the NIIT on rental
 * income is saved). Its value is largely timing: losses used now instead of later against rent.
 * Contemporaneous hour logs and CPA support are a yearly cost. The §461(l) excess business loss
 * limit is not modelled (a loss above it becomes a carryforward).
 */
export const realEstateProfessionalStatus = defineStrategy({
  id: "real-estate-professional-status",
  name: "Real Estate Professional Status (§469(c)(7))",
  category: "Real Estate",
  description:
    "A client (or spouse) who spends more than 750 hours and more than half of working time in real property trades, and materially participates in the rentals, is not subject to the passive-loss rules for them. Rental losses, often created by cost segregation, then offset wages and business income now rather than rental income later, and rental income can escape NIIT.",
  benefitCalculation: {
    type: "percentage",
    formula:
      "Σ by year [tax on the rentals as a passive activity (losses carried forward) − tax as a non-passive activity for statusYears (losses against other income, income outside NIIT)], rental income netOperatingIncomeUsd, depreciation of buildingBasisUsd over recoveryYears with reclassifiedBasisUsd × bonusDepreciationRate in year 0",
    variables: [
      "netOperatingIncomeUsd",
      "buildingBasisUsd",
      "reclassifiedBasisUsd",
      "bonusDepreciationRate",
      "recoveryYears",
      "statusYears",
    ],
  },
  costCalculation: {
    type: "annual",
    formula: "annualRecordkeepingUsd × statusYears",
    variables: ["annualRecordkeepingUsd", "statusYears"],
  },
  lifeInsuranceComponent: "N/A",
  annuityComponent: "N/A",
  applicableNetWorth: 2_000_000,
  regulatoryDisclosures: ["hours_documentation_required", "high_audit_risk", "excess_business_loss_limit"],
  sources: [
    "IRC §469(c)(7) (750 hours and more than half of personal services; on a joint return one spouse must qualify alone)",
    "Treas. Reg. §1.469-9(g) (election to aggregate rental interests)",
    "Treas. Reg. §1.469-5T (material participation tests)",
    "Treas. Reg. §1.1411-4(g)(7) (NIIT safe harbour for real estate professionals)",
    "IRC §461(l) (excess business loss limit)",
  ],
  domain: "business",
  variables: {
    netOperatingIncomeUsd: { unit: "USD", description: "Rental income before depreciation a year." },
    buildingBasisUsd: { unit: "USD", description: "Depreciable basis of the rental buildings." },
    reclassifiedBasisUsd: {
      unit: "USD",
      description: "Basis a cost segregation study reclassifies to short-lived property (0 without a study).",
    },
    bonusDepreciationRate: { unit: "ratio", description: "Bonus depreciation rate for the reclassified property." },
    recoveryYears: { unit: "years", description: "Recovery period of the buildings." },
    statusYears: { unit: "years", description: "Years the status is kept." },
    annualRecordkeepingUsd: { unit: "USD", description: "Time logs and CPA support each year." },
  },
  defaults(ctx) {
    const tax = ctx.household.tax;
    const value = propertyValueOf(ctx);
    const basis = propertyBasisOf(ctx, value.value);
    const building = round(basis.value * (1 - LAND_SHARE.value));
    const reclassified = round(building * 0.25);
    const income = rentalIncomeOf(ctx, value.value);
    const years = Math.max(1, Math.min(10, ctx.household.yearsToFinalDeath));
    return {
      netOperatingIncomeUsd: fixed(income.value, `${income.assumption}; value ${value.assumption}`),
      buildingBasisUsd: fixed(
        building,
        `${formatUsd(building)}: ${Math.round((1 - LAND_SHARE.value) * 100)}% of the basis (${LAND_SHARE.why}); basis ${basis.assumption}`,
      ),
      reclassifiedBasisUsd: fixed(
        reclassified,
        `${formatUsd(reclassified)}: a cost segregation study reclassifying 25% of the building basis, the usual pairing (0 without a study)`,
      ),
      bonusDepreciationRate: fixed(
        tax.bonusDepreciationRate,
        `${Math.round(tax.bonusDepreciationRate * 100)}% bonus depreciation for property acquired after 19 January 2025`,
      ),
      recoveryYears: fixed(
        tax.residentialRentalPropertyRecoveryYears,
        `${tax.residentialRentalPropertyRecoveryYears}-year residential rental recovery`,
      ),
      statusYears: fixed(years, `${years} years of qualifying work, tested and documented each year`),
      annualRecordkeepingUsd: fixed(2_500, "contemporaneous hour logs and CPA review, about $2,500 a year"),
    };
  },
  effects(v, ctx) {
    const years = depreciationHorizon(ctx);
    const statusYears = Math.max(1, Math.round(v.statusYears));
    const depreciation = costSegregatedDepreciation(
      v.buildingBasisUsd,
      v.reclassifiedBasisUsd,
      v.bonusDepreciationRate,
      v.recoveryYears,
      years,
    );
    const passive = rentalTaxByYear(ctx, {
      netOperatingIncomeUsd: v.netOperatingIncomeUsd,
      depreciationUsd: depreciation,
      passive: () => true,
    });
    const professional = rentalTaxByYear(ctx, {
      netOperatingIncomeUsd: v.netOperatingIncomeUsd,
      depreciationUsd: depreciation,
      passive: (year) => year >= statusYears,
    });
    const flows: CashFlow[] = [
      ...yearly(-v.annualRecordkeepingUsd, 0, statusYears - 1, "cost", "hour logs and CPA support"),
    ];
    passive.forEach((tax, year) => {
      const saved = tax - (professional[year] ?? 0);
      if (Math.abs(saved) >= 0.5)
        flows.push(
          at(
            year,
            saved,
            "incomeTax",
            saved > 0
              ? "tax saved: rental losses used against other income, rent outside the NIIT"
              : "tax paid later: losses no longer carried forward against rent",
          ),
        );
    });
    return { flows };
  },
  sensitivity: {
    variable: "reclassifiedBasisUsd",
    mode: "multiply",
    spread: 1,
    description: "Without a cost segregation study / with the study / with twice the reclassified basis",
  },
  eligibility: allOf(
    check(
      (ctx) => ctx.facts.hasInvestmentRealEstate && propertyValueOf(ctx).value > 0,
      (ctx) => `The client owns rental real estate worth about ${formatUsd(propertyValueOf(ctx).value)}.`,
      "The status needs rental real estate of known value; the notes show none.",
    ),
    check(
      (ctx) =>
        ctx.household.legallyMarried ||
        ctx.facts.isRetired === true ||
        (!ctx.facts.hasEmployerPlan && !ctx.facts.ownsBusiness),
      (ctx) =>
        ctx.household.legallyMarried
          ? "The client is married: either spouse may qualify, if that spouse alone spends more than 750 hours and more than half of working time in real estate."
          : "The client does not appear to work elsewhere, so most working hours can be in real estate.",
      "The client appears to work in another job or business and has no spouse whose hours could qualify; more than half of working time in real estate is then rarely met (an unmarried partner's hours do not count).",
    ),
    check(
      (ctx) => (ctx.facts.annualIncomeUsd ?? 0) > 0,
      "The household has other income for rental losses to offset.",
      "The notes give no income for rental losses to offset.",
    ),
  ),
  answers: () => null,
  timeline: "Status tested each tax year; logs kept from 1 January",
  keyBenefits: [
    "Rental losses offset wages and business income",
    "Unlocks the value of cost segregation deductions",
    "Rental income may escape the 3.8% NIIT",
  ],
  memoBucket: "worryFreeLifestyle",
  goalKeywords: ["real estate", "rental", "income tax", "property", "depreciation"],
  explanation: {
    overview:
      "Rental losses are normally passive and cannot shelter wages or business income; they wait for rental income or a sale. A real estate professional who materially participates escapes that limit, so depreciation from the properties, especially after a cost segregation study, reduces tax on the family's other income now rather than later.",
    keyComponents: [
      "More than 750 hours a year in real property trades or businesses",
      "More than half of all personal-service hours in those trades",
      "Material participation in the rentals, usually with the aggregation election",
      "Contemporaneous time records",
    ],
    steps: [
      step("Test feasibility", "Estimate hours of each spouse in real estate against other work.", "Weeks 1–2", [
        "Calendar review",
      ]),
      step(
        "Elect to aggregate",
        "Attach the §1.469-9(g) election to treat all rentals as one activity.",
        "With the first year's return",
        ["Election statement"],
      ),
      step("Log hours", "Keep a daily log of real estate work with dates, tasks and time.", "Every day of the year", [
        "Time-tracking app or calendar",
      ]),
      step("Claim losses", "Report rentals as non-passive; check the excess business loss limit.", "Each return", [
        "Schedule E",
        "Form 461",
      ]),
    ],
    prerequisites: ["Rental properties", "A spouse or client able to devote most working time to real estate"],
    professionals: [
      "CPA experienced in §469",
      "Cost segregation engineer",
      "Property manager (whose hours do not count)",
    ],
    secondaryBenefits: ["Professional management of the family's property portfolio", "NIIT relief on rental income"],
    taxAdvantages: ["Losses offset ordinary income", "Suspended passive losses released"],
    risks: [
      risk(
        "Audit",
        "The IRS frequently challenges hours claimed.",
        "Contemporaneous, detailed logs; avoid estimates made after the fact.",
      ),
      risk(
        "Full-time employment",
        "A full-time job usually makes the half-of-time test impossible.",
        "Let the non-employed spouse qualify.",
      ),
      risk(
        "Excess business loss limit",
        "Large losses above the §461(l) limit become carryforwards.",
        "Project losses against the limit each year.",
      ),
    ],
    marketRisks: ["Property values and rents can fall"],
    regulatoryConsiderations: ["Status must be met every year", "Hours of employees and managers do not count"],
    liquidityConsiderations: "No capital needed; the cost is time and records.",
    alternatives: [
      {
        strategy: "cost-segregation",
        whyNotChosen: "Creates the losses; without this status they only shelter rental income.",
      },
      {
        strategy: "section-1031-exchange",
        whyNotChosen: "Defers gain on sale rather than sheltering current income.",
      },
    ],
    uniqueAdvantages: ["Turns real estate depreciation into a shelter for any income"],
    successMetrics: [
      metric("Hours logged", "Over 750 and over half of working time", "Monthly"),
      metric("Losses used against non-passive income", "All, within §461(l)", "Annually"),
    ],
    qualitativeIndicators: ["The qualifying spouse is genuinely running the portfolio"],
    warningSignals: ["Gaps in the hour log", "New full-time employment"],
    reviewSchedule: "Quarterly hour review; annual return review.",
    exitStrategy: "Status simply lapses in a year the tests are not met; losses then become passive again.",
  },
});
