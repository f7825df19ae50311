import type { Strategy } from "../../model/strategy.ts";
import { backdoorRothIra } from "./backdoor-roth-ira.ts";
import { cashBalancePlan } from "./cash-balance-plan.ts";
import { emergencyReserve } from "./emergency-reserve.ts";
import { employeeStockPurchasePlan } from "./employee-stock-purchase-plan.ts";
import { fullyInsuredDefinedBenefitPlan } from "./fully-insured-defined-benefit-plan.ts";
import { hsaRetirementMaximization } from "./hsa-retirement-maximization.ts";
import { inheritedIraBracketManagement } from "./inherited-ira-bracket-management.ts";
import { medicareIrmaaPlanning } from "./medicare-irmaa-planning.ts";
import { megaBackdoorRoth } from "./mega-backdoor-roth.ts";
import { netInvestmentIncomeTaxPlanning } from "./net-investment-income-tax-planning.ts";
import { nuaStrategy } from "./nua-strategy.ts";
import { pensionLumpSumVsAnnuity } from "./pension-lump-sum-vs-annuity.ts";
import { qualifiedLongevityAnnuityContract } from "./qualified-longevity-annuity-contract.ts";
import { requiredMinimumDistributionPlanning } from "./required-minimum-distribution-planning.ts";
import { rothConversionLowBracketYears } from "./roth-conversion-low-bracket-years.ts";
import { rothIraContributions } from "./roth-ira-contributions.ts";
import { socialSecurityClaimingStrategy } from "./social-security-claiming-strategy.ts";
import { solo401k } from "./solo-401k.ts";
import { spousalIra } from "./spousal-ira.ts";
import { spouseOnPayrollRetirementPlan } from "./spouse-on-payroll-retirement-plan.ts";
import { superCatchUp6063 } from "./super-catch-up-60-63.ts";
import { taxEfficientWithdrawalSequencing } from "./tax-efficient-withdrawal-sequencing.ts";

/** The retirement strategies written as household-model files, one per strategy (file name = id). */
export const RETIREMENT: readonly Strategy[] = [
  nuaStrategy,
  rothConversionLowBracketYears,
  requiredMinimumDistributionPlanning,
  taxEfficientWithdrawalSequencing,
  qualifiedLongevityAnnuityContract,
  inheritedIraBracketManagement,
  socialSecurityClaimingStrategy,
  pensionLumpSumVsAnnuity,
  medicareIrmaaPlanning,
  netInvestmentIncomeTaxPlanning,
  rothIraContributions,
  backdoorRothIra,
  spousalIra,
  megaBackdoorRoth,
  hsaRetirementMaximization,
  superCatchUp6063,
  solo401k,
  spouseOnPayrollRetirementPlan,
  cashBalancePlan,
  fullyInsuredDefinedBenefitPlan,
  employeeStockPurchasePlan,
  emergencyReserve,
];
