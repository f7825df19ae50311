import { formatUsd, type TClientFacts } from "@fsa/shared";
import type { Condition } from "../../eligibility.ts";
import { clamp } from "../../formulas/finance.ts";
import { isMarried, oldestAge } from "../../formulas/tax.ts";
import type { TaxParameters } from "../../tax/types.ts";
import type { CostComponents, Variables, VariableUnit, VariableValue } from "../../types.ts";

/**
 * Helpers shared by the estate, gift, GST and wealth-transfer strategies. Non-tax assumptions
 * (growth, fees, life expectancy) are defaults stated in words; tax figures come from `tax`.
 */

/** A fixed default with its assumption in words. */
export const fixed = (value: number, assumption: string): VariableValue => ({ value, assumption });

/** A variable spec in one call. */
export const spec = (name: string, unit: VariableUnit, description: string) => ({ name, unit, description });

/** An explanation step in one call. */
export const step = (title: string, description: string, timeline: string, requirements: string[]) => ({
  title,
  description,
  timeline,
  requirements,
});

/** An explanation risk with its mitigation in one call. */
export const risk = (name: string, description: string, mitigation: string) => ({
  risk: name,
  description,
  mitigation,
});

/** A success metric in one call. */
export const metric = (name: string, target: string, measurementFrequency: string) => ({
  metric: name,
  target,
  measurementFrequency,
});

/** Net worth, or 0 when unknown, USD. */
export const netWorthOf = (f: TClientFacts): number => f.netWorthUsd ?? 0;

/** A variable value read as a number, 0 when absent (formulas are total over missing inputs). */
export const n = (vars: Variables, name: string): number => vars[name] ?? 0;

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

/** Years from the client's age to `toAge`, within [min, max]; 60 assumed when the age is unknown. */
export function yearsToAge(f: TClientFacts, toAge: number, min: number, max: number, what: string): VariableValue {
  const age = f.primaryAge ?? 60;
  const years = clamp(Math.round(toAge - age), min, max);
  return {
    value: years,
    assumption: `${years} years, to about age ${toAge} (${what})${f.primaryAge === null ? "; age not stated, 60 assumed" : ""}`,
  };
}

/** Years until the estate is taxed: to about age 88 (a planning life expectancy), 5–40. */
export const yearsToEstate = (f: TClientFacts): VariableValue => yearsToAge(f, 88, 5, 40, "planning life expectancy");

/** Growth default by risk tolerance: 5% conservative, 6% moderate or unknown, 7% aggressive. */
export function growthFor(f: TClientFacts): VariableValue {
  const rate = f.riskTolerance === "conservative" ? 0.05 : f.riskTolerance === "aggressive" ? 0.07 : 0.06;
  return fixed(rate, `growth ${Math.round(rate * 100)}% a year (${f.riskTolerance ?? "moderate"} portfolio)`);
}

/**
 * Federal mid-term applicable federal rate implied by the year's §7520 rate, decimal. The §7520
 * rate is 120% of the mid-term AFR rounded to the nearest 0.2% (IRC §7520(a)(2)), so the AFR is
 * about §7520 rate ÷ 1.2. Use the month's published AFR (IRC §1274(d)) when documenting a note.
 */
export const midTermAfr = (tax: TaxParameters): number => tax.section7520Rate / 1.2;

/** The implied mid-term AFR as a default, with its derivation in words. */
export const afrDefault = (tax: TaxParameters, what: string): VariableValue =>
  fixed(
    Math.round(midTermAfr(tax) * 10_000) / 10_000,
    `${what}: the mid-term AFR, about ${(midTermAfr(tax) * 100).toFixed(2)}% (the ${(tax.section7520Rate * 100).toFixed(1)}% §7520 rate of ${tax.section7520RateMonth} ÷ 1.2; use the month's published AFR)`,
  );

/** Number of donors: two when married (gift splitting, IRC §2513), else one. */
export const donorsOf = (f: TClientFacts): VariableValue =>
  isMarried(f)
    ? fixed(2, "two donors: the spouses split gifts (IRC §2513)")
    : fixed(1, "one donor (not married, or marital status not stated)");

/** Children plus grandchildren, as stated; 0 when none are stated. */
export const descendantsOf = (f: TClientFacts): number => (f.childrenCount ?? 0) + (f.grandchildrenCount ?? 0);

/** Exclusions available to the household: two when married (portability or a credit-shelter plan), USD. */
export const householdExclusion = (f: TClientFacts, tax: TaxParameters): number =>
  tax.basicExclusionAmount * (isMarried(f) ? 2 : 1);

/**
 * States and DC with their own estate tax, whose exemptions (about $1–7 million, Massachusetts
 * $2,000,000, Oregon $1,000,000) are far below the federal exclusion (e.g. Mass. Gen. Laws ch.
 * 65C §2A, Or. Rev. Stat. §118.010, N.Y. Tax Law §952, Wash. Rev. Code §83.100.020).
 */
export const STATE_ESTATE_TAX_STATES = [
  "CT",
  "DC",
  "HI",
  "IL",
  "ME",
  "MD",
  "MA",
  "MN",
  "NY",
  "OR",
  "RI",
  "VT",
  "WA",
] as const;

/** True when the client lives in a state or DC with its own estate tax. */
export const inEstateTaxState = (f: TClientFacts): boolean =>
  f.state !== null && (STATE_ESTATE_TAX_STATES as readonly string[]).includes(f.state);

/**
 * Share of a marginal dollar removed from the estate that would otherwise face federal estate tax,
 * 0–1: 1 when net worth is above the household's exclusions, 0.5 when above half of them (growth
 * to life expectancy is likely to cross them), 0 otherwise. A ratio default, stated in words.
 */
export function estateTaxExposureRatio(f: TClientFacts, tax: TaxParameters): VariableValue {
  const nw = netWorthOf(f);
  const exclusion = householdExclusion(f, tax);
  if (nw > exclusion) {
    return fixed(1, `net worth ${formatUsd(nw)} is above the household's ${formatUsd(exclusion)} of exclusions`);
  }
  if (nw > exclusion / 2) {
    return fixed(
      0.5,
      `net worth ${formatUsd(nw)} is above half of the household's ${formatUsd(exclusion)} of exclusions, so growth may reach estate tax (counted at half)`,
    );
  }
  return fixed(
    0,
    `net worth ${formatUsd(nw)} is well below the ${formatUsd(exclusion)} of exclusions; no federal estate tax counted`,
  );
}

/** A share of a value as a default, capped, with the assumption in words. */
export function shareOf(valueUsd: number, share: number, capUsd: number, what: string): VariableValue {
  const value = Math.round(clamp(valueUsd * share, 0, capUsd));
  return fixed(
    value,
    `${what}: ${Math.round(share * 100)}% of ${formatUsd(valueUsd)}, at most ${formatUsd(capUsd)} (${formatUsd(value)})`,
  );
}

/**
 * Chance of dying within `years` from `age`, 0–1, from a Gompertz curve fitted to the US life
 * tables behind the §7520 actuarial factors (Table 2010CM, Treas. Reg. §20.2031-7(d)(7)): force of
 * mortality 0.00002 × e^(0.095 × age), about 1.6% a year at 70, 4% at 80 and 10% at 90.
 */
export function mortalityWithin(age: number, years: number): number {
  const a = 0.000_02;
  const b = 0.095;
  const cumulativeHazard = (a / b) * (Math.exp(b * (age + years)) - Math.exp(b * age));
  return clamp(1 - Math.exp(-cumulativeHazard), 0, 1);
}

/** setupCostUsd + annualAdministrationUsd × years, the common cost shape. */
export const setupAndAnnual = (vars: Variables, yearsName = "years"): CostComponents => ({
  setup: n(vars, "setupCostUsd"),
  annual: n(vars, "annualAdministrationUsd"),
  years: n(vars, yearsName),
});

/** Conditions shared by this folder's strategies. */
export const is = {
  /** Federal or state estate tax is a realistic prospect. */
  estateTaxExposure: {
    test: (f, t) => netWorthOf(f) > householdExclusion(f, t) / 2 || (inEstateTaxState(f) && netWorthOf(f) > 1_000_000),
    fits: (f, t) =>
      netWorthOf(f) > householdExclusion(f, t) / 2
        ? `At ${formatUsd(netWorthOf(f))} the estate is large relative to the household's ${formatUsd(householdExclusion(f, t))} of federal exclusions, so growth is likely to face estate tax.`
        : `${f.state} levies its own estate tax with an exemption far below the federal one, so the estate faces state estate tax.`,
    fails: (f, t) =>
      `At ${formatUsd(netWorthOf(f))} the estate is well below the household's ${formatUsd(householdExclusion(f, t))} of federal exclusions${f.state ? ` and ${f.state} has no estate tax of its own` : ""}, so there is little estate tax to save.`,
  } satisfies Condition,
  appreciatingAssets: {
    test: (f) => f.ownsBusiness || f.hasConcentratedStock || f.hasLowBasisStock || f.hasInvestmentRealEstate,
    fits: (f) =>
      f.ownsBusiness
        ? "The client owns a business interest that is expected to grow and can be valued at a discount."
        : f.hasConcentratedStock || f.hasLowBasisStock
          ? "The client holds appreciating securities suited to a transfer of future growth."
          : "The client owns investment real estate expected to appreciate.",
    fails:
      "The notes mention no high-growth asset (business interest, concentrated stock or investment real estate) to transfer.",
  } satisfies Condition,
  hasChildren: {
    test: (f) => (f.childrenCount ?? 0) > 0,
    fits: (f) => `The client has ${f.childrenCount} child${f.childrenCount === 1 ? "" : "ren"}.`,
    fails: "The notes mention no children.",
  } satisfies Condition,
  marriedOrWidowed: {
    test: (f) => isMarried(f) || f.maritalStatus === "widowed",
    fits: (f) =>
      f.maritalStatus === "widowed"
        ? "The client is widowed, so the late spouse's estate may still make or rely on the election."
        : "The client is married, so the first death can pass unused exclusion to the survivor.",
    fails: "The client is neither married nor widowed, and the strategy works between spouses.",
  } satisfies Condition,
  ageUnknownOrBelow: (maxAge: number, why: string): Condition => ({
    test: (f) => (oldestAge(f) ?? 0) < maxAge,
    fits: (f) =>
      oldestAge(f) === null
        ? `The notes give no age; the design assumes a client under ${maxAge} (${why}).`
        : `At age ${oldestAge(f)} the client is under ${maxAge} (${why}).`,
    fails: (f) => `At age ${oldestAge(f)} the client is ${maxAge} or older, and ${why}.`,
  }),
};

/** Lower-cased goals joined, for keyword tests in eligibility. */
export const goalsText = (f: TClientFacts): string => f.goals.join(" ").toLowerCase();
