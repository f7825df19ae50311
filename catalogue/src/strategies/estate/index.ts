import type { Strategy } from "../../model/strategy.ts";
import { ableAccount } from "./able-account.ts";
import { beneficiaryDesignationReview } from "./beneficiary-designation-review.ts";
import { claytonQtipTrust } from "./clayton-qtip-trust.ts";
import { creditShelterTrust } from "./credit-shelter-trust.ts";
import { disclaimerTrust } from "./disclaimer-trust.ts";
import { irrevocableLifeInsuranceTrust } from "./irrevocable-life-insurance-trust.ts";
import { medicaidPlanningLookBack } from "./medicaid-planning-look-back.ts";
import { portabilityDsueElection } from "./portability-dsue-election.ts";
import { powersOfAttorneyAndHealthCareDirective } from "./powers-of-attorney-and-health-care-directive.ts";
import { qtipTrust } from "./qtip-trust.ts";
import { reverseQtipElection } from "./reverse-qtip-election.ts";
import { revocableLivingTrust } from "./revocable-living-trust.ts";
import { section6166Deferral } from "./section-6166-deferral.ts";
import { specialNeedsTrust } from "./special-needs-trust.ts";
import { specialUseValuation2032a } from "./special-use-valuation-2032a.ts";
import { willsAndGuardianNomination } from "./wills-and-guardian-nomination.ts";

/** The estate strategies written as household-model files, one per strategy (file name = id). */
export const ESTATE: readonly Strategy[] = [
  revocableLivingTrust,
  irrevocableLifeInsuranceTrust,
  specialNeedsTrust,
  section6166Deferral,
  specialUseValuation2032a,
  creditShelterTrust,
  qtipTrust,
  claytonQtipTrust,
  portabilityDsueElection,
  disclaimerTrust,
  reverseQtipElection,
  willsAndGuardianNomination,
  powersOfAttorneyAndHealthCareDirective,
  beneficiaryDesignationReview,
  medicaidPlanningLookBack,
  ableAccount,
];
