import type { Strategy } from "../../model/strategy.ts";
import { assetLocation } from "./asset-location.ts";
import { buySellAgreementFunding } from "./buy-sell-agreement-funding.ts";
import { buySellDisabilityBuyout } from "./buy-sell-disability-buyout.ts";
import { cCorpConversionForQsbs } from "./c-corp-conversion-for-qsbs.ts";
import { costSegregation } from "./cost-segregation.ts";
import { delawareStatutoryTrust } from "./delaware-statutory-trust.ts";
import { directIndexingTaxLossHarvesting } from "./direct-indexing-tax-loss-harvesting.ts";
import { employingFamilyMembers } from "./employing-family-members.ts";
import { esopSection1042Rollover } from "./esop-section-1042-rollover.ts";
import { exchangeFund } from "./exchange-fund.ts";
import { familyManagementCompany } from "./family-management-company.ts";
import { holdingCompanyRestructuring } from "./holding-company-restructuring.ts";
import { incentiveStockOptionPlanning } from "./incentive-stock-option-planning.ts";
import { installmentSaleSection453 } from "./installment-sale-section-453.ts";
import { managementBuyout } from "./management-buyout.ts";
import { managementIncentiveEquity } from "./management-incentive-equity.ts";
import { municipalBondAllocation } from "./municipal-bond-allocation.ts";
import { nonqualifiedDeferredComp } from "./nonqualified-deferred-comp.ts";
import { opportunityZoneFund } from "./opportunity-zone-fund.ts";
import { phantomStockSarPlan } from "./phantom-stock-sar-plan.ts";
import { prepaidVariableForward } from "./prepaid-variable-forward.ts";
import { protectiveCollar } from "./protective-collar.ts";
import { qsbs12021045Rollover } from "./qsbs-1202-1045-rollover.ts";
import { qsbsStackingNonGrantorTrusts } from "./qsbs-stacking-non-grantor-trusts.ts";
import { qualifiedBusinessIncomeDeduction } from "./qualified-business-income-deduction.ts";
import { realEstateProfessionalStatus } from "./real-estate-professional-status.ts";
import { researchAndDevelopmentCredit } from "./research-and-development-credit.ts";
import { rule10b51TradingPlan } from "./rule-10b5-1-trading-plan.ts";
import { sCorpReasonableCompensation } from "./s-corp-reasonable-compensation.ts";
import { section83bElection } from "./section-83b-election.ts";
import { section280AAugustaRule } from "./section-280a-augusta-rule.ts";
import { section1031Exchange } from "./section-1031-exchange.ts";
import { taxGainHarvesting } from "./tax-gain-harvesting.ts";
import { votingNonvotingRecapitalization } from "./voting-nonvoting-recapitalization.ts";
import { workingInterestIntangibleDrillingCosts } from "./working-interest-intangible-drilling-costs.ts";

/** The business strategies written as household-model files, one per strategy (file name = id). */
export const BUSINESS: readonly Strategy[] = [
  assetLocation,
  buySellAgreementFunding,
  buySellDisabilityBuyout,
  cCorpConversionForQsbs,
  costSegregation,
  delawareStatutoryTrust,
  directIndexingTaxLossHarvesting,
  employingFamilyMembers,
  esopSection1042Rollover,
  exchangeFund,
  familyManagementCompany,
  holdingCompanyRestructuring,
  incentiveStockOptionPlanning,
  installmentSaleSection453,
  managementBuyout,
  managementIncentiveEquity,
  municipalBondAllocation,
  nonqualifiedDeferredComp,
  opportunityZoneFund,
  phantomStockSarPlan,
  prepaidVariableForward,
  protectiveCollar,
  qsbs12021045Rollover,
  qsbsStackingNonGrantorTrusts,
  qualifiedBusinessIncomeDeduction,
  realEstateProfessionalStatus,
  researchAndDevelopmentCredit,
  rule10b51TradingPlan,
  sCorpReasonableCompensation,
  section1031Exchange,
  section280AAugustaRule,
  section83bElection,
  taxGainHarvesting,
  votingNonvotingRecapitalization,
  workingInterestIntangibleDrillingCosts,
];
