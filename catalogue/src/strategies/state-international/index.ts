import type { Strategy } from "../../model/strategy.ts";
import { communityPropertyTrust } from "./community-property-trust.ts";
import { expatriationPlanning877a } from "./expatriation-planning-877a.ts";
import { fbarFatcaStreamlinedCompliance } from "./fbar-fatca-streamlined-compliance.ts";
import { foreignGrantorTrust } from "./foreign-grantor-trust.ts";
import { foreignTaxCreditOptimization } from "./foreign-tax-credit-optimization.ts";
import { homesteadExemptionPlanning } from "./homestead-exemption-planning.ts";
import { incompleteGiftNonGrantorTrust } from "./incomplete-gift-non-grantor-trust.ts";
import { passThroughEntityTaxElection } from "./pass-through-entity-tax-election.ts";
import { preImmigrationPficCleansing } from "./pre-immigration-pfic-cleansing.ts";
import { puertoRicoAct60 } from "./puerto-rico-act-60.ts";
import { qualifiedDomesticTrust } from "./qualified-domestic-trust.ts";
import { stateEstateTaxPlanning } from "./state-estate-tax-planning.ts";
import { stateResidencyChange } from "./state-residency-change.ts";
import { trustSitusRelocation } from "./trust-situs-relocation.ts";

/** The state-international strategies written as household-model files, one per strategy (file name = id). */
export const STATE_INTERNATIONAL: readonly Strategy[] = [
  qualifiedDomesticTrust,
  preImmigrationPficCleansing,
  fbarFatcaStreamlinedCompliance,
  foreignTaxCreditOptimization,
  expatriationPlanning877a,
  foreignGrantorTrust,
  stateResidencyChange,
  incompleteGiftNonGrantorTrust,
  passThroughEntityTaxElection,
  homesteadExemptionPlanning,
  communityPropertyTrust,
  stateEstateTaxPlanning,
  puertoRicoAct60,
  trustSitusRelocation,
];
