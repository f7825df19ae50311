import type { Strategy } from "../../model/strategy.ts";
import { communityPropertyTrust } from "./community-property-trust.ts";
import { homesteadExemptionPlanning } from "./homestead-exemption-planning.ts";
import { incompleteGiftNonGrantorTrust } from "./incomplete-gift-non-grantor-trust.ts";
import { passThroughEntityTaxElection } from "./pass-through-entity-tax-election.ts";
import { puertoRicoAct60 } from "./puerto-rico-act-60.ts";
import { stateEstateTaxPlanning } from "./state-estate-tax-planning.ts";
import { stateResidencyChange } from "./state-residency-change.ts";
import { trustSitusRelocation } from "./trust-situs-relocation.ts";

/** The state-international strategies written as household-model files, one per strategy (file name = id). */
export const STATE_INTERNATIONAL: readonly Strategy[] = [
  stateResidencyChange,
  incompleteGiftNonGrantorTrust,
  passThroughEntityTaxElection,
  homesteadExemptionPlanning,
  communityPropertyTrust,
  stateEstateTaxPlanning,
  puertoRicoAct60,
  trustSitusRelocation,
];
