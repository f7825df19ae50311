import type { Strategy } from "../../model/strategy.ts";
import { ableAccount } from "./able-account.ts";
import { annualExclusionGifting } from "./annual-exclusion-gifting.ts";
import { beneficiaryDefectiveInheritorTrust } from "./beneficiary-defective-inheritor-trust.ts";
import { beneficiaryDesignationReview } from "./beneficiary-designation-review.ts";
import { claytonQtipTrust } from "./clayton-qtip-trust.ts";
import { creditShelterTrust } from "./credit-shelter-trust.ts";
import { crummeyTrust } from "./crummey-trust.ts";
import { disclaimerTrust } from "./disclaimer-trust.ts";
import { familyBankIncentiveTrust } from "./family-bank-incentive-trust.ts";
import { familyInstallmentSale } from "./family-installment-sale.ts";
import { familyLimitedPartnership } from "./family-limited-partnership.ts";
import { grantorRetainedAnnuityTrust } from "./grantor-retained-annuity-trust.ts";
import { grantorTrustSwapPower } from "./grantor-trust-swap-power.ts";
import { gstExemptionAllocation } from "./gst-exemption-allocation.ts";
import { healthEducationExclusionTrust } from "./health-education-exclusion-trust.ts";
import { intentionallyDefectiveGrantorTrustSale } from "./intentionally-defective-grantor-trust-sale.ts";
import { intraFamilyLoan } from "./intra-family-loan.ts";
import { irrevocableLifeInsuranceTrust } from "./irrevocable-life-insurance-trust.ts";
import { lifetimeExemptionGift } from "./lifetime-exemption-gift.ts";
import { medicaidPlanningLookBack } from "./medicaid-planning-look-back.ts";
import { nevadaDynastyTrust } from "./nevada-dynasty-trust.ts";
import { portabilityDsueElection } from "./portability-dsue-election.ts";
import { powersOfAttorneyAndHealthCareDirective } from "./powers-of-attorney-and-health-care-directive.ts";
import { preferredPartnershipFreeze } from "./preferred-partnership-freeze.ts";
import { privateTrustCompany } from "./private-trust-company.ts";
import { qtipTrust } from "./qtip-trust.ts";
import { qualifiedPersonalResidenceTrust } from "./qualified-personal-residence-trust.ts";
import { reverseQtipElection } from "./reverse-qtip-election.ts";
import { revocableLivingTrust } from "./revocable-living-trust.ts";
import { scinPrivateAnnuity } from "./scin-private-annuity.ts";
import { section529CollegeSavings } from "./section-529-college-savings.ts";
import { section529Superfunding } from "./section-529-superfunding.ts";
import { section6166Deferral } from "./section-6166-deferral.ts";
import { specialNeedsTrust } from "./special-needs-trust.ts";
import { specialUseValuation2032a } from "./special-use-valuation-2032a.ts";
import { spousalLifetimeAccessTrust } from "./spousal-lifetime-access-trust.ts";
import { upstreamBasisPlanning } from "./upstream-basis-planning.ts";
import { vacationHomeLlc } from "./vacation-home-llc.ts";
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
  annualExclusionGifting,
  section529CollegeSavings,
  section529Superfunding,
  crummeyTrust,
  lifetimeExemptionGift,
  spousalLifetimeAccessTrust,
  healthEducationExclusionTrust,
  familyLimitedPartnership,
  grantorTrustSwapPower,
  qualifiedPersonalResidenceTrust,
  upstreamBasisPlanning,
  vacationHomeLlc,
  grantorRetainedAnnuityTrust,
  intentionallyDefectiveGrantorTrustSale,
  scinPrivateAnnuity,
  preferredPartnershipFreeze,
  beneficiaryDefectiveInheritorTrust,
  familyInstallmentSale,
  intraFamilyLoan,
  nevadaDynastyTrust,
  gstExemptionAllocation,
  privateTrustCompany,
  familyBankIncentiveTrust,
];
