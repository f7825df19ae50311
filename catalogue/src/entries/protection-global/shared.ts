import type { TClientFacts } from "@fsa/shared";
import type { Condition } from "../../eligibility.ts";
import { clamp } from "../../formulas/finance.ts";
import { oldestAge } from "../../formulas/tax.ts";
import type { TaxParameters } from "../../tax/types.ts";
import type { VariableValue } from "../../types.ts";

/**
 * Helpers and state-law data shared by the insurance, asset-protection, state-tax and
 * international strategies. State figures are planning assumptions stated in each default's
 * words, not federal tax parameters; confirm them for the client's year and state.
 */

/** A fixed default with its assumption in words. */
export const fixed = (value: number, assumption: string): VariableValue => ({ value, assumption });

/** Net worth or 0 when unknown, USD. */
export const netWorthOf = (f: TClientFacts): number => f.netWorthUsd ?? 0;

/**
 * Investable assets outside residences, retirement plans and the business, USD: the stated
 * brokerage and cash balances when given, otherwise net worth less the known real estate,
 * retirement and business values (never below 0).
 */
export function investableAssets(f: TClientFacts): number {
  if (f.taxableInvestmentsUsd !== null || f.cashUsd !== null) return (f.taxableInvestmentsUsd ?? 0) + (f.cashUsd ?? 0);
  return Math.max(
    0,
    netWorthOf(f) - (f.realEstateUsd ?? 0) - (f.retirementAccountsUsd ?? 0) - (f.businessValueUsd ?? 0),
  );
}

/** Years from the client's age to `toAge`, within [min, max]; 60 assumed when age is unknown. */
export function yearsUntil(f: TClientFacts, toAge: number, min: number, max: number, what: string): VariableValue {
  const age = f.primaryAge ?? 60;
  const years = clamp(Math.round(toAge - age), min, max);
  return {
    value: years,
    assumption: `${years} years, to about age ${toAge} (${what})${f.primaryAge === null ? "; age not stated, 60 assumed" : ""}`,
  };
}

/**
 * Top marginal state individual income tax rate by USPS code, decimal, from the states' 2025 rate
 * schedules (e.g. Cal. Rev. & Tax. Code §§17041, 17043 incl. the 1% mental health surcharge;
 * N.Y. Tax Law §601; N.J. Stat. §54A:2-1; Mass. Gen. Laws ch. 62 §4 incl. the 4% surtax).
 * Local income taxes (New York City, Philadelphia) are excluded. States absent from the table
 * have no broad individual income tax (Washington taxes only large capital gains).
 */
export const STATE_TOP_INCOME_TAX_RATE: Readonly<Record<string, number>> = {
  AL: 0.05,
  AZ: 0.025,
  AR: 0.039,
  CA: 0.133,
  CO: 0.044,
  CT: 0.0699,
  DE: 0.066,
  DC: 0.1075,
  GA: 0.0519,
  HI: 0.11,
  ID: 0.053,
  IL: 0.0495,
  IN: 0.03,
  IA: 0.038,
  KS: 0.0558,
  KY: 0.04,
  LA: 0.03,
  ME: 0.0715,
  MD: 0.065,
  MA: 0.09,
  MI: 0.0425,
  MN: 0.0985,
  MS: 0.044,
  MO: 0.047,
  MT: 0.059,
  NE: 0.052,
  NJ: 0.1075,
  NM: 0.059,
  NY: 0.109,
  NC: 0.0425,
  ND: 0.025,
  OH: 0.035,
  OK: 0.0475,
  OR: 0.099,
  PA: 0.0307,
  RI: 0.0599,
  SC: 0.062,
  UT: 0.045,
  VT: 0.0875,
  VA: 0.0575,
  WV: 0.0482,
  WI: 0.0765,
};

/** States with no broad individual income tax on wages and investment income. */
export const NO_INCOME_TAX_STATES = ["AK", "FL", "NV", "NH", "SD", "TN", "TX", "WA", "WY"] as const;

/** State rate assumed when the notes give no state: a mid-range 5%. */
const UNKNOWN_STATE_RATE = 0.05;

/** The client's top state income tax rate as a default, with its assumption in words. */
export function stateIncomeTaxRate(f: TClientFacts): VariableValue {
  if (f.state === null) {
    return fixed(UNKNOWN_STATE_RATE, "state not stated; a mid-range 5% state income tax rate assumed");
  }
  const rate = STATE_TOP_INCOME_TAX_RATE[f.state] ?? 0;
  return {
    value: rate,
    assumption:
      rate > 0
        ? `${f.state} top marginal income tax rate ${(rate * 100).toFixed(2)}% (2025 state rate schedule)`
        : `${f.state} has no broad individual income tax`,
  };
}

/** True when the client's stated state levies an individual income tax at or above `minRate`. */
export const taxingState = (f: TClientFacts, minRate = 0.000_1): boolean =>
  f.state !== null && (STATE_TOP_INCOME_TAX_RATE[f.state] ?? 0) >= minRate;

/** Community property states (Arizona, California, Idaho, Louisiana, Nevada, New Mexico, Texas, Washington, Wisconsin). */
export const COMMUNITY_PROPERTY_STATES = ["AZ", "CA", "ID", "LA", "NV", "NM", "TX", "WA", "WI"] as const;

/**
 * States whose law recognises tenancy by the entirety for real property (e.g. Fla. Stat. §689.15,
 * Va. Code §55.1-135, Md. Code Real Prop. §4-108, 68 Pa. Stat., N.Y. EPTL §6-2.2; Illinois only
 * for the homestead, 765 ILCS 1005/1c). Ohio recognises only tenancies created before 1985.
 */
export const TENANCY_BY_ENTIRETY_STATES = [
  "AK",
  "AR",
  "DE",
  "DC",
  "FL",
  "HI",
  "IL",
  "IN",
  "KY",
  "MD",
  "MA",
  "MI",
  "MS",
  "MO",
  "NJ",
  "NY",
  "NC",
  "OK",
  "OR",
  "PA",
  "RI",
  "TN",
  "VT",
  "VA",
  "WY",
] as const;

/**
 * States where entireties protection also reaches brokerage and bank accounts (e.g. Beal Bank,
 * SSB v. Almand & Assocs., 780 So. 2d 45 (Fla. 2001); Va. Code §55.1-136).
 */
export const ENTIRETY_PERSONAL_PROPERTY_STATES = ["DE", "DC", "FL", "HI", "MD", "MO", "PA", "VT", "VA", "WY"] as const;

/**
 * States with self-settled domestic asset protection trust statutes (e.g. Nev. Rev. Stat. ch. 166,
 * S.D. Codified Laws ch. 55-16, Del. Code tit. 12 §§3570–3576, Alaska Stat. §34.40.110).
 */
export const DAPT_STATES = [
  "AK",
  "CT",
  "DE",
  "HI",
  "IN",
  "MI",
  "MS",
  "MO",
  "NV",
  "NH",
  "OH",
  "OK",
  "RI",
  "SD",
  "TN",
  "UT",
  "VA",
  "WV",
  "WY",
] as const;

/**
 * States whose homestead exemption has no dollar cap (only an area limit): Fla. Const. art. X §4,
 * Tex. Const. art. XVI §§50–51 and Tex. Prop. Code §41.001, Iowa Code §561.16, Kan. Const. art. 15
 * §9, Okla. Stat. tit. 31 §2, Ark. Const. art. 9 §§3–5, S.D. Codified Laws §43-31-1.
 */
export const UNLIMITED_HOMESTEAD_STATES = ["FL", "TX", "IA", "KS", "OK", "AR", "SD"] as const;

/** True when `state` is in `list`. */
export const stateIn = (state: string | null, list: readonly string[]): boolean =>
  state !== null && list.includes(state);

/**
 * The SALT deduction cap for a household's modified AGI under §164(b)(7): the year's cap less
 * the phase-down share of income above the threshold, never below the floor, USD.
 */
export function effectiveSaltCap(incomeUsd: number, tax: TaxParameters): number {
  const reduction = Math.max(0, incomeUsd - tax.saltCapPhaseDownThresholdMarriedJoint) * tax.saltCapPhaseDownRate;
  return Math.max(tax.saltCapFloor, tax.saltCap - reduction);
}

/** §213(d)(10) eligible long-term care premium for one insured of `age`, USD. */
export function longTermCarePremiumLimit(age: number, tax: TaxParameters): number {
  if (age <= 40) return tax.longTermCarePremiumLimitAge40OrLess;
  if (age <= 50) return tax.longTermCarePremiumLimitAge41To50;
  if (age <= 60) return tax.longTermCarePremiumLimitAge51To60;
  if (age <= 70) return tax.longTermCarePremiumLimitAge61To70;
  return tax.longTermCarePremiumLimitOver70;
}

/** Readable name of a business entity type, e.g. "S corporation". */
export function entityLabel(type: TClientFacts["businessEntityType"]): string {
  const labels: Record<NonNullable<TClientFacts["businessEntityType"]>, string> = {
    c_corp: "C corporation",
    s_corp: "S corporation",
    llc: "LLC",
    partnership: "partnership",
    sole_proprietorship: "sole proprietorship",
    professional_corporation: "professional corporation",
  };
  return type === null ? "business" : labels[type];
}

/** Lower-cased goals joined, for keyword tests in eligibility. */
export const goalsText = (f: TClientFacts): string => f.goals.join(" ").toLowerCase();

/** Conditions shared by this folder's strategies. */
export const is = {
  nonUs: {
    test: (f) => f.hasNonUsAssets || f.isImmigrating,
    fits: (f) =>
      f.isImmigrating
        ? "The client is moving to the United States, so cross-border rules apply."
        : "The client holds assets outside the United States.",
    fails: "The notes mention no assets outside the United States and no move to the United States.",
  } satisfies Condition,
  hasNonUsAssets: {
    test: (f) => f.hasNonUsAssets,
    fits: "The client holds assets outside the United States.",
    fails: "The notes mention no assets or accounts outside the United States.",
  } satisfies Condition,
  liabilityExposure: {
    test: (f) => f.hasProfessionalLiability || f.ownsBusiness || f.hasInvestmentRealEstate,
    fits: (f) =>
      f.hasProfessionalLiability
        ? "The client works in a profession with malpractice exposure, so a judgement above insurance limits is a real risk."
        : f.ownsBusiness
          ? "The client owns a business, which creates liability exposure beyond personal insurance."
          : "The client owns investment real estate, which creates tenant and premises liability.",
    fails:
      "The notes show no particular liability exposure (no profession with malpractice risk, business or rental property).",
  } satisfies Condition,
  stateKnown: {
    test: (f) => f.state !== null,
    fits: (f) => `The client lives in ${f.state}.`,
    fails: "The notes do not state the client's state of residence, which decides whether this strategy is available.",
  } satisfies Condition,
  insurableAge: (maxAge: number): Condition => ({
    test: (f) => (oldestAge(f) ?? 0) <= maxAge,
    fits: (f) =>
      oldestAge(f) === null
        ? `The notes give no age; the design assumes an insurable client under ${maxAge}.`
        : `At age ${oldestAge(f)} the client can still be underwritten at a reasonable price.`,
    fails: (f) => `At age ${oldestAge(f)} new coverage is usually too costly or unavailable (limit about ${maxAge}).`,
  }),
};
