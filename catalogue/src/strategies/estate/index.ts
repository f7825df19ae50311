import type { Strategy } from "../../model/strategy.ts";
import { annualExclusionGifting } from "./annual-exclusion-gifting.ts";
import { beneficiaryDefectiveInheritorTrust } from "./beneficiary-defective-inheritor-trust.ts";
import { crummeyTrust } from "./crummey-trust.ts";
import { familyBankIncentiveTrust } from "./family-bank-incentive-trust.ts";
import { familyInstallmentSale } from "./family-installment-sale.ts";
import { familyLimitedPartnership } from "./family-limited-partnership.ts";
import { grantorRetainedAnnuityTrust } from "./grantor-retained-annuity-trust.ts";
import { grantorTrustSwapPower } from "./grantor-trust-swap-power.ts";
import { gstExemptionAllocation } from "./gst-exemption-allocation.ts";
import { healthEducationExclusionTrust } from "./health-education-exclusion-trust.ts";
import { intentionallyDefectiveGrantorTrustSale } from "./intentionally-defective-grantor-trust-sale.ts";
import { intraFamilyLoan } from "./intra-family-loan.ts";
import { lifetimeExemptionGift } from "./lifetime-exemption-gift.ts";
import { nevadaDynastyTrust } from "./nevada-dynasty-trust.ts";
import { preferredPartnershipFreeze } from "./preferred-partnership-freeze.ts";
import { privateTrustCompany } from "./private-trust-company.ts";
import { qualifiedPersonalResidenceTrust } from "./qualified-personal-residence-trust.ts";
import { scinPrivateAnnuity } from "./scin-private-annuity.ts";
import { section529CollegeSavings } from "./section-529-college-savings.ts";
import { section529Superfunding } from "./section-529-superfunding.ts";
import { spousalLifetimeAccessTrust } from "./spousal-lifetime-access-trust.ts";
import { upstreamBasisPlanning } from "./upstream-basis-planning.ts";
import { vacationHomeLlc } from "./vacation-home-llc.ts";

/** The estate strategies written as household-model files, one per strategy (file name = id). */
export const ESTATE: readonly Strategy[] = [
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
