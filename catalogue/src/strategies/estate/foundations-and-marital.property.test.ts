import { emptyClientFacts, type TClientFacts } from "@fsa/shared";
import { describe, expect, it } from "vitest";
import { evaluateOnHousehold } from "../../model/evaluate.ts";
import { buildHousehold } from "../../model/household.ts";
import { TAX_YEAR_2026 } from "../../tax/index.ts";
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

/**
 * Properties of the foundation, marital and basic estate strategies on a spread of households
 * (issue #13 item 6): figures are finite, an estate-tax saving never exceeds the tax the household
 * would owe without planning, and the present-value net benefit never exceeds net worth.
 */
const STRATEGIES = [
  willsAndGuardianNomination,
  powersOfAttorneyAndHealthCareDirective,
  beneficiaryDesignationReview,
  revocableLivingTrust,
  irrevocableLifeInsuranceTrust,
  specialNeedsTrust,
  ableAccount,
  medicaidPlanningLookBack,
  section6166Deferral,
  specialUseValuation2032a,
  creditShelterTrust,
  qtipTrust,
  claytonQtipTrust,
  portabilityDsueElection,
  disclaimerTrust,
  reverseQtipElection,
];

const f = (x: Partial<TClientFacts>): TClientFacts => ({ ...emptyClientFacts(), ...x });
const HOUSEHOLDS: Record<string, TClientFacts> = {
  "nothing stated": f({}),
  "young family, modest": f({
    netWorthUsd: 300_000,
    primaryAge: 32,
    spouseAge: 30,
    maritalStatus: "married",
    childrenAges: [1, 3],
    annualIncomeUsd: 150_000,
    hasDisabledDependent: true,
  }),
  "widow, recent death, large": f({
    netWorthUsd: 40_000_000,
    primaryAge: 78,
    maritalStatus: "widowed",
    spouseDeathYear: 2024,
    hasLifeInsurance: true,
    state: "NY",
  }),
  "married, 200M, business": f({
    netWorthUsd: 200_000_000,
    primaryAge: 58,
    spouseAge: 55,
    maritalStatus: "married",
    ownsBusiness: true,
    businessValueUsd: 120_000_000,
    childrenCount: 3,
    grandchildrenCount: 4,
    hasLifeInsurance: true,
    lifeInsuranceDeathBenefitUsd: 20_000_000,
    state: "WA",
    annualIncomeUsd: 3_000_000,
  }),
  "married, equal ages, non-citizen spouse": f({
    netWorthUsd: 30_000_000,
    primaryAge: 60,
    spouseAge: 60,
    maritalStatus: "married",
    spouseIsUsCitizen: false,
    childrenCount: 2,
  }),
  "partnered, 20M": f({
    netWorthUsd: 20_000_000,
    primaryAge: 55,
    spouseAge: 50,
    maritalStatus: "partnered",
    retirementAccountsUsd: 2_000_000,
  }),
  "farm couple": f({
    netWorthUsd: 15_000_000,
    primaryAge: 70,
    spouseAge: 68,
    maritalStatus: "married",
    hasFarmOrRanch: true,
    investmentRealEstateUsd: 9_000_000,
    realEstateUsd: 9_500_000,
    primaryResidenceUsd: 500_000,
    ownsBusiness: true,
    businessValueUsd: 3_000_000,
    state: "NE",
  }),
  "elder, modest": f({
    netWorthUsd: 700_000,
    primaryAge: 84,
    maritalStatus: "widowed",
    taxableInvestmentsUsd: 300_000,
    cashUsd: 50_000,
    isRetired: true,
  }),
  "very old, insured": f({
    netWorthUsd: 50_000_000,
    primaryAge: 95,
    hasLifeInsurance: true,
    lifeInsuranceDeathBenefitUsd: 10_000_000,
  }),
};

describe.each(Object.entries(HOUSEHOLDS))("estate strategies on %s", (_name, facts) => {
  const household = buildHousehold(facts, TAX_YEAR_2026.values);
  const ctx = { facts, household };
  it.each(STRATEGIES.map((s) => [s.id, s] as const))(
    "%s: finite, saving within the baseline, net within net worth",
    (_id, s) => {
      const fig = evaluateOnHousehold(s, ctx);
      for (const flow of fig.flows) expect(Number.isFinite(flow.amountUsd), flow.label).toBe(true);
      expect(Number.isFinite(fig.presentValue.netUsd)).toBe(true);
      expect(fig.estate?.savingUsd ?? 0).toBeLessThanOrEqual(Math.round(household.baseline.totalTaxUsd) + 1);
      expect(fig.presentValue.netUsd).toBeLessThanOrEqual(Math.max(0, household.balance.netWorthUsd));
      for (const r of [fig.sensitivity.low, fig.sensitivity.high]) expect(Number.isFinite(r.netBenefit)).toBe(true);
      const eligibility = s.eligibility(facts, ctx);
      expect(eligibility.reasons.length).toBeGreaterThan(0);
      for (const reason of eligibility.reasons) expect(reason.length).toBeGreaterThan(0);
    },
  );
});
