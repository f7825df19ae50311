import type { Strategy } from "../../model/strategy.ts";
import { assetLocation } from "./asset-location.ts";
import { costSegregation } from "./cost-segregation.ts";
import { delawareStatutoryTrust } from "./delaware-statutory-trust.ts";
import { directIndexingTaxLossHarvesting } from "./direct-indexing-tax-loss-harvesting.ts";
import { exchangeFund } from "./exchange-fund.ts";
import { installmentSaleSection453 } from "./installment-sale-section-453.ts";
import { municipalBondAllocation } from "./municipal-bond-allocation.ts";
import { opportunityZoneFund } from "./opportunity-zone-fund.ts";
import { prepaidVariableForward } from "./prepaid-variable-forward.ts";
import { protectiveCollar } from "./protective-collar.ts";
import { realEstateProfessionalStatus } from "./real-estate-professional-status.ts";
import { rule10b51TradingPlan } from "./rule-10b5-1-trading-plan.ts";
import { section280AAugustaRule } from "./section-280a-augusta-rule.ts";
import { section1031Exchange } from "./section-1031-exchange.ts";
import { taxGainHarvesting } from "./tax-gain-harvesting.ts";
import { workingInterestIntangibleDrillingCosts } from "./working-interest-intangible-drilling-costs.ts";

/** The business strategies written as household-model files, one per strategy (file name = id). */
export const BUSINESS: readonly Strategy[] = [
  costSegregation,
  section1031Exchange,
  delawareStatutoryTrust,
  realEstateProfessionalStatus,
  section280AAugustaRule,
  opportunityZoneFund,
  exchangeFund,
  directIndexingTaxLossHarvesting,
  installmentSaleSection453,
  rule10b51TradingPlan,
  prepaidVariableForward,
  protectiveCollar,
  taxGainHarvesting,
  assetLocation,
  municipalBondAllocation,
  workingInterestIntangibleDrillingCosts,
];
