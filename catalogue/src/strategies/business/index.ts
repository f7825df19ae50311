import type { Strategy } from "../../model/strategy.ts";
import { buySellAgreementFunding } from "./buy-sell-agreement-funding.ts";
import { buySellDisabilityBuyout } from "./buy-sell-disability-buyout.ts";
import { cCorpConversionForQsbs } from "./c-corp-conversion-for-qsbs.ts";
import { employingFamilyMembers } from "./employing-family-members.ts";
import { esopSection1042Rollover } from "./esop-section-1042-rollover.ts";
import { familyManagementCompany } from "./family-management-company.ts";
import { holdingCompanyRestructuring } from "./holding-company-restructuring.ts";
import { incentiveStockOptionPlanning } from "./incentive-stock-option-planning.ts";
import { managementBuyout } from "./management-buyout.ts";
import { managementIncentiveEquity } from "./management-incentive-equity.ts";
import { nonqualifiedDeferredComp } from "./nonqualified-deferred-comp.ts";
import { phantomStockSarPlan } from "./phantom-stock-sar-plan.ts";
import { qsbs12021045Rollover } from "./qsbs-1202-1045-rollover.ts";
import { qsbsStackingNonGrantorTrusts } from "./qsbs-stacking-non-grantor-trusts.ts";
import { qualifiedBusinessIncomeDeduction } from "./qualified-business-income-deduction.ts";
import { researchAndDevelopmentCredit } from "./research-and-development-credit.ts";
import { sCorpReasonableCompensation } from "./s-corp-reasonable-compensation.ts";
import { section83bElection } from "./section-83b-election.ts";
import { votingNonvotingRecapitalization } from "./voting-nonvoting-recapitalization.ts";

/** The business strategies written as household-model files, one per strategy (file name = id). */
export const BUSINESS: readonly Strategy[] = [
  buySellAgreementFunding,
  buySellDisabilityBuyout,
  cCorpConversionForQsbs,
  employingFamilyMembers,
  esopSection1042Rollover,
  familyManagementCompany,
  holdingCompanyRestructuring,
  incentiveStockOptionPlanning,
  managementBuyout,
  managementIncentiveEquity,
  nonqualifiedDeferredComp,
  phantomStockSarPlan,
  qsbs12021045Rollover,
  qsbsStackingNonGrantorTrusts,
  qualifiedBusinessIncomeDeduction,
  researchAndDevelopmentCredit,
  sCorpReasonableCompensation,
  section83bElection,
  votingNonvotingRecapitalization,
];
