import { formatUsd } from "@fsa/shared";
import type { CashFlow } from "../../model/strategy.ts";
import { defineStrategy } from "../../model/strategy.ts";
import { allOf, at, check, clamp, fixed, metric, risk, round, setup, step } from "../kit.ts";
import {
  costSegregatedDepreciation,
  depreciationHorizon,
  LAND_SHARE,
  plansInvestmentPropertySale,
  propertyBasisOf,
  propertyValueOf,
  rentalIncomeOf,
  rentalTaxByYear,
  straightLine,
} from "./lib/real-estate.ts";

/**
 * Cost segregation study with bonus depreciation (IRC §168(k) as amended by Pub. L. 119-21
 * §70301: 100% for property acquired after 19 January 2025). Minimum net worth 1,000,000 (spec §3
 * table). A timing benefit, not a new deduction: the same basis is deducted earlier. Flows are the
 * difference, year by year, between the tax the rental causes on the household's return with the
 * study and without it (`rentalTaxByYear`): early years save tax, later years pay more, and the
 * present value is what the timing is worth. The rental is passive (no real-estate professional
 * status stated, IRC §469): the extra deductions offset only the property's rental income, a loss
 * carried forward until that income absorbs it. Held until the final death, the heirs' basis steps
 * up (§1014) and the reclassified property's §1245 recapture never falls due; a taxable sale would
 * recapture it at ordinary rates, so a planned sale makes the study a poor fit. The study fee is a
 * cost. Both schedules start a fresh recovery period (a recent purchase or a look-back study).
 */
export const costSegregation = defineStrategy({
  id: "cost-segregation",
  name: "Cost Segregation Study with Bonus Depreciation",
  category: "Real Estate",
  description:
    "An engineering study splits a building's cost into 5-, 7- and 15-year property (fixtures, wiring for equipment, site improvements) that can be written off at once with bonus depreciation, instead of over 27.5 or 39 years. Pub. L. 119-21 §70301 restored 100% bonus depreciation for property acquired after 19 January 2025. The deductions come earlier, not in addition: the value is their timing.",
  benefitCalculation: {
    type: "percentage",
    formula:
      "Σ by year [tax on rental income with straight-line depreciation of buildingBasisUsd over recoveryYears − tax with buildingBasisUsd × reclassifiedShare × bonusDepreciationRate deducted in year 0 and the rest straight-line], rental income netOperatingIncomeUsd a year, losses passive and carried forward (§469)",
    variables: [
      "buildingBasisUsd",
      "reclassifiedShare",
      "bonusDepreciationRate",
      "recoveryYears",
      "netOperatingIncomeUsd",
    ],
  },
  costCalculation: { type: "one_time", formula: "studyCostUsd", variables: ["studyCostUsd"] },
  lifeInsuranceComponent: "N/A",
  annuityComponent: "N/A",
  applicableNetWorth: 1_000_000,
  // With real estate professional status in the plan (priced with a study's depreciation, non-passive),
  // the study joins that step: its own passive pricing is exactly what it adds (the pair's saving is
  // tax(passive, straight-line) − tax(non-passive, study) = this + the status), and it carries the fee.
  complements: ["real-estate-professional-status"],
  regulatoryDisclosures: ["depreciation_recapture", "passive_activity_limits", "engineering_study_required"],
  sources: [
    "IRC §168(k) as amended by Pub. L. 119-21 §70301 (100% bonus depreciation after 19 January 2025)",
    "IRC §168(c), (e) (recovery periods); IRS Publication 946 Table A-6",
    "Hospital Corp. of America v. Commissioner, 109 T.C. 21 (1997)",
    "IRS Cost Segregation Audit Techniques Guide",
    "Rev. Proc. 2015-13 and Form 3115 (look-back study for property already in service)",
    "IRC §469 (passive activity losses); §1245, §1250 (recapture on sale); §1014 (step-up at death)",
  ],
  domain: "business",
  variables: {
    buildingBasisUsd: { unit: "USD", description: "Depreciable basis of the buildings (excluding land)." },
    reclassifiedShare: {
      unit: "ratio",
      description: "Share of the basis the study moves to 5-, 7- and 15-year property.",
    },
    bonusDepreciationRate: { unit: "ratio", description: "Bonus depreciation rate for the reclassified property." },
    recoveryYears: { unit: "years", description: "Recovery period the building basis otherwise follows." },
    netOperatingIncomeUsd: {
      unit: "USD",
      description: "Rental income before depreciation a year: what passive losses can offset.",
    },
    studyCostUsd: { unit: "USD", description: "Engineering-based cost segregation study." },
  },
  defaults(ctx) {
    const tax = ctx.household.tax;
    const value = propertyValueOf(ctx);
    const basis = propertyBasisOf(ctx, value.value);
    const building = round(basis.value * (1 - LAND_SHARE.value));
    const income = rentalIncomeOf(ctx, value.value);
    return {
      buildingBasisUsd: fixed(
        building,
        `${formatUsd(building)}: ${Math.round((1 - LAND_SHARE.value) * 100)}% of the basis (${LAND_SHARE.why}); basis ${basis.assumption}; value ${value.assumption}`,
      ),
      reclassifiedShare: fixed(
        0.25,
        "25% of the building basis reclassified (typical for residential and office property)",
      ),
      bonusDepreciationRate: fixed(
        tax.bonusDepreciationRate,
        `${Math.round(tax.bonusDepreciationRate * 100)}% bonus depreciation for property acquired after 19 January 2025`,
      ),
      recoveryYears: fixed(
        tax.residentialRentalPropertyRecoveryYears,
        `${tax.residentialRentalPropertyRecoveryYears}-year residential rental recovery (39-year commercial property gains more)`,
      ),
      netOperatingIncomeUsd: income,
      studyCostUsd: fixed(
        round(clamp(building * 0.005, 8_000, 40_000)),
        "engineering study about 0.5% of the building basis, $8,000–$40,000",
      ),
    };
  },
  effects(v, ctx) {
    const years = depreciationHorizon(ctx);
    const passive = () => true;
    const without = rentalTaxByYear(ctx, {
      netOperatingIncomeUsd: v.netOperatingIncomeUsd,
      depreciationUsd: straightLine(v.buildingBasisUsd, v.recoveryYears, years),
      passive,
    });
    const withStudy = rentalTaxByYear(ctx, {
      netOperatingIncomeUsd: v.netOperatingIncomeUsd,
      depreciationUsd: costSegregatedDepreciation(
        v.buildingBasisUsd,
        v.buildingBasisUsd * v.reclassifiedShare,
        v.bonusDepreciationRate,
        v.recoveryYears,
        years,
      ),
      passive,
    });
    const flows: CashFlow[] = [...setup(v.studyCostUsd, "cost segregation study")];
    without.forEach((tax, year) => {
      const saved = tax - (withStudy[year] ?? 0);
      if (Math.abs(saved) >= 0.5)
        flows.push(
          at(
            year,
            saved,
            "incomeTax",
            saved > 0
              ? "tax deferred: rent sheltered by depreciation taken earlier"
              : "tax paid later: less depreciation left to shelter rent",
            true,
          ),
        );
    });
    return { flows };
  },
  sensitivity: {
    variable: "reclassifiedShare",
    mode: "add",
    spread: 0.1,
    description: "Reclassified share 10 points lower / base / higher",
  },
  eligibility: allOf(
    check(
      (ctx) => ctx.facts.hasInvestmentRealEstate,
      "The client owns investment or business real estate with buildings to depreciate.",
      "A cost segregation study needs investment or business buildings; the notes show none (a residence is not depreciable).",
    ),
    check(
      (ctx) => propertyValueOf(ctx).value > 0,
      (ctx) => `The investment property is worth about ${formatUsd(propertyValueOf(ctx).value)}.`,
      "The notes give no value for the investment real estate, so the study's value cannot be measured.",
    ),
    check(
      (ctx) => !plansInvestmentPropertySale(ctx.facts),
      "No sale of the property is planned, so the earlier deductions are not recaptured soon.",
      "A sale of the property is planned: deductions accelerated now would be recaptured at ordinary rates on the sale (§1245).",
    ),
  ),
  answers(ctx) {
    // A farm or ranch family's real estate is mostly land, which is not depreciable (an assumption;
    // farm buildings can still be studied, as a generic fit).
    if (!ctx.facts.hasInvestmentRealEstate || ctx.facts.hasFarmOrRanch || plansInvestmentPropertySale(ctx.facts))
      return null;
    const value = propertyValueOf(ctx).value;
    if (value <= 0) return null;
    return {
      urgency: "client-specific",
      reason: `The client owns about ${formatUsd(value)} of investment real estate whose building can be depreciated faster.`,
    };
  },
  timeline: "4–8 weeks for the study; claimed on the next return",
  keyBenefits: [
    "Large first-year deductions with 100% bonus depreciation",
    "Catch-up deductions for buildings already owned via Form 3115",
    "Cash flow for reinvestment or debt reduction",
  ],
  memoBucket: "worryFreeLifestyle",
  goalKeywords: ["real estate", "rental", "property", "depreciation", "income tax", "cash flow"],
  explanation: {
    overview:
      "Buildings are depreciated over 27.5 or 39 years, but much of their cost is really shorter-lived property. A cost segregation study identifies those components so they can be deducted immediately with bonus depreciation. The total deduction is the same; it comes decades earlier. Unless the client is a real estate professional, the deductions shelter only rental income, and a taxable sale recaptures them.",
    keyComponents: [
      "Engineering-based study meeting the IRS audit guide's standards",
      "Reclassification into 5-, 7- and 15-year property",
      "100% bonus depreciation for property acquired after 19 January 2025",
      "Form 3115 change of accounting method for property already in service",
    ],
    steps: [
      step("Screen properties", "Select buildings with basis over about $1M and a long expected hold.", "Week 1", [
        "Closing statements",
        "Depreciation schedules",
      ]),
      step(
        "Commission the study",
        "An engineering firm inspects, prices components and issues the report.",
        "Weeks 2–8",
        ["Plans", "Site visit"],
      ),
      step(
        "Claim",
        "Apply the new lives and bonus depreciation on the return, or file Form 3115 for a catch-up.",
        "Next tax return",
        ["Form 4562", "Form 3115 if needed"],
      ),
      step(
        "Track recapture",
        "Record reclassified assets for §1245 recapture on a later sale or exchange.",
        "Ongoing",
        ["Fixed-asset register"],
      ),
    ],
    prerequisites: ["Investment or business buildings owned or recently acquired", "Income the deductions can offset"],
    professionals: ["Cost segregation engineer", "CPA", "Real estate attorney for exchanges"],
    secondaryBenefits: ["Write-offs of removed components on renovations", "Better data for property-tax appeals"],
    taxAdvantages: [
      "Deductions accelerated by decades",
      "Losses can offset other income for real estate professionals",
    ],
    risks: [
      risk(
        "Passive activity limits",
        "Losses from rentals are passive and offset only passive income unless the client is a real estate professional.",
        "Pair with Real Estate Professional Status (§469(c)(7)) or use against other passive income.",
      ),
      risk(
        "Recapture on sale",
        "Reclassified property is §1245 property, recaptured at ordinary rates on a taxable sale.",
        "Plan to hold, exchange under §1031 or hold until death for a basis step-up.",
      ),
      risk(
        "Aggressive studies",
        "Unsupported allocations are adjusted on audit.",
        "Use an engineering firm following the IRS audit techniques guide.",
      ),
    ],
    marketRisks: ["Deductions matter less if rates fall or income drops"],
    regulatoryConsiderations: [
      "Bonus depreciation depends on acquisition date; pre-20 January 2025 acquisitions get the phased-down rate",
    ],
    liquidityConsiderations: "The study is paid up front; savings arrive with the next return.",
    alternatives: [
      {
        strategy: "section-1031-exchange",
        whyNotChosen: "Defers gain on a sale rather than accelerating deductions while holding.",
      },
      {
        strategy: "real-estate-professional-status",
        whyNotChosen: "Not an alternative but a complement: it lets the deductions offset other income.",
      },
    ],
    uniqueAdvantages: ["Creates deductions from property already owned"],
    successMetrics: [
      metric("First-year deduction", "At least 20% of building basis", "At filing"),
      metric("Study cost versus tax deferred", "At least 5× the study cost", "At filing"),
    ],
    qualitativeIndicators: ["The client plans to hold the property for years"],
    warningSignals: ["A sale planned within 2 years", "No passive income to absorb the losses"],
    reviewSchedule: "At every acquisition or major renovation; annual review of passive-loss carryforwards.",
    exitStrategy: "Hold, exchange or hold until death; recapture applies only on a taxable sale.",
  },
});
