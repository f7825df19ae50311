import type { Strategy } from "../../model/strategy.ts";
import { expatriationPlanning877a } from "./expatriation-planning-877a.ts";
import { fbarFatcaStreamlinedCompliance } from "./fbar-fatca-streamlined-compliance.ts";
import { foreignGrantorTrust } from "./foreign-grantor-trust.ts";
import { foreignTaxCreditOptimization } from "./foreign-tax-credit-optimization.ts";
import { preImmigrationPficCleansing } from "./pre-immigration-pfic-cleansing.ts";
import { qualifiedDomesticTrust } from "./qualified-domestic-trust.ts";

/** The state-international strategies written as household-model files, one per strategy (file name = id). */
export const STATE_INTERNATIONAL: readonly Strategy[] = [
  qualifiedDomesticTrust,
  preImmigrationPficCleansing,
  fbarFatcaStreamlinedCompliance,
  foreignTaxCreditOptimization,
  expatriationPlanning877a,
  foreignGrantorTrust,
];
