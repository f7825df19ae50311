import type { Strategy } from "../../model/strategy.ts";
import { claytonQtipTrust } from "./clayton-qtip-trust.ts";
import { creditShelterTrust } from "./credit-shelter-trust.ts";
import { disclaimerTrust } from "./disclaimer-trust.ts";
import { portabilityDsueElection } from "./portability-dsue-election.ts";
import { qtipTrust } from "./qtip-trust.ts";
import { reverseQtipElection } from "./reverse-qtip-election.ts";

/** The estate strategies written as household-model files, one per strategy (file name = id). */
export const ESTATE: readonly Strategy[] = [
  creditShelterTrust,
  qtipTrust,
  claytonQtipTrust,
  portabilityDsueElection,
  disclaimerTrust,
  reverseQtipElection,
];
