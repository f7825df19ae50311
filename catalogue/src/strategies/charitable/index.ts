import type { Strategy } from "../../model/strategy.ts";
import { charitableGiftAnnuity } from "./charitable-gift-annuity.ts";
import { charitableLeadAnnuityTrust } from "./charitable-lead-annuity-trust.ts";
import { charitableLlc } from "./charitable-llc.ts";
import { charitableRemainderAnnuityTrust } from "./charitable-remainder-annuity-trust.ts";
import { charitableRemainderUnitrust } from "./charitable-remainder-unitrust.ts";
import { charitableWealthReplacementTrust } from "./charitable-wealth-replacement-trust.ts";
import { conservationEasement } from "./conservation-easement.ts";
import { deductionBunching } from "./deduction-bunching.ts";
import { donorAdvisedFund } from "./donor-advised-fund.ts";
import { giftAppreciatedSecurities } from "./gift-appreciated-securities.ts";
import { iraCharitableBeneficiary } from "./ira-charitable-beneficiary.ts";
import { netIncomeMakeupCrut } from "./net-income-makeup-crut.ts";
import { pooledIncomeFund } from "./pooled-income-fund.ts";
import { privateFoundation } from "./private-foundation.ts";
import { qualifiedCharitableDistribution } from "./qualified-charitable-distribution.ts";

/** The charitable strategies written as household-model files, one per strategy (file name = id). */
export const CHARITABLE: readonly Strategy[] = [
  qualifiedCharitableDistribution,
  donorAdvisedFund,
  privateFoundation,
  giftAppreciatedSecurities,
  deductionBunching,
  iraCharitableBeneficiary,
  charitableLlc,
  conservationEasement,
  charitableRemainderUnitrust,
  charitableRemainderAnnuityTrust,
  netIncomeMakeupCrut,
  charitableLeadAnnuityTrust,
  charitableWealthReplacementTrust,
  pooledIncomeFund,
  charitableGiftAnnuity,
];
