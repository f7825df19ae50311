import type { Strategy } from "../../model/strategy.ts";
import { captiveInsurance831b } from "./captive-insurance-831b.ts";
import { disabilityIncomeInsurance } from "./disability-income-insurance.ts";
import { domesticAssetProtectionTrust } from "./domestic-asset-protection-trust.ts";
import { keyPersonInsurance } from "./key-person-insurance.ts";
import { lifeSettlementValuation } from "./life-settlement-valuation.ts";
import { longTermCareInsurance } from "./long-term-care-insurance.ts";
import { offshoreAssetProtectionTrust } from "./offshore-asset-protection-trust.ts";
import { premiumFinancing } from "./premium-financing.ts";
import { privatePlacementLifeInsurance } from "./private-placement-life-insurance.ts";
import { privatePlacementVariableAnnuity } from "./private-placement-variable-annuity.ts";
import { professionalLiabilityStructuring } from "./professional-liability-structuring.ts";
import { section1035Exchanges } from "./section-1035-exchanges.ts";
import { seriesLlcRentalRealEstate } from "./series-llc-rental-real-estate.ts";
import { splitDollarLifeInsurance } from "./split-dollar-life-insurance.ts";
import { survivorshipLifeInsurance } from "./survivorship-life-insurance.ts";
import { tenancyByEntirety } from "./tenancy-by-entirety.ts";
import { termLifeIncomeReplacement } from "./term-life-income-replacement.ts";
import { umbrellaLiabilityOptimization } from "./umbrella-liability-optimization.ts";

/** The protection strategies written as household-model files, one per strategy (file name = id). */
export const PROTECTION: readonly Strategy[] = [
  termLifeIncomeReplacement,
  disabilityIncomeInsurance,
  umbrellaLiabilityOptimization,
  longTermCareInsurance,
  keyPersonInsurance,
  survivorshipLifeInsurance,
  premiumFinancing,
  splitDollarLifeInsurance,
  section1035Exchanges,
  lifeSettlementValuation,
  privatePlacementLifeInsurance,
  privatePlacementVariableAnnuity,
  captiveInsurance831b,
  tenancyByEntirety,
  domesticAssetProtectionTrust,
  offshoreAssetProtectionTrust,
  seriesLlcRentalRealEstate,
  professionalLiabilityStructuring,
];
