import type { FilingStatus } from "./federal-parameters.ts";

/**
 * Required minimum distributions and Medicare IRMAA. Units: USD, years, calendar years.
 */

/**
 * Required beginning age for RMDs by year of birth (IRC §401(a)(9)(C)(v) as amended by SECURE 2.0
 * Act §107): 70½ for those born before 1 July 1949, 72 for those born 1 July 1949 – 1950, 73 for
 * 1951–1959, 75 for 1960 or later. The statute's overlap for 1959 is read as 73 (Prop. Treas. Reg.
 * §1.401(a)(9)-2(b)(2)(v), July 2024). Returns years (70.5 for the oldest group).
 */
export function rmdStartAge(birthYear: number, birthMonth = 1): number {
  if (birthYear < 1949 || (birthYear === 1949 && birthMonth < 7)) return 70.5;
  if (birthYear <= 1950) return 72;
  if (birthYear <= 1959) return 73;
  return 75;
}

/**
 * Uniform Lifetime Table (Treas. Reg. §1.401(a)(9)-9(c), for distribution calendar years from 2022):
 * distribution period for ages 72 to 120 (120 and older use the last entry). IRS Publication 590-B,
 * Appendix B, Table III reprints it.
 */
export const UNIFORM_LIFETIME_TABLE: Readonly<Record<number, number>> = Object.fromEntries(
  [
    27.4, 26.5, 25.5, 24.6, 23.7, 22.9, 22.0, 21.1, 20.2, 19.4, 18.5, 17.7, 16.8, 16.0, 15.2, 14.4, 13.7, 12.9, 12.2,
    11.5, 10.8, 10.1, 9.5, 8.9, 8.4, 7.8, 7.3, 6.8, 6.4, 6.0, 5.6, 5.2, 4.9, 4.6, 4.3, 4.1, 3.9, 3.7, 3.5, 3.4, 3.3,
    3.1, 3.0, 2.9, 2.8, 2.7, 2.5, 2.3, 2.0,
  ].map((d, i) => [72 + i, d]),
);

/**
 * Uniform Lifetime Table divisor for the age the owner attains in the distribution year.
 * @throws RangeError below age 72 (the table's first age).
 */
export function uniformLifetimeDivisor(age: number): number {
  const a = Math.floor(age);
  if (a < 72) throw new RangeError("The Uniform Lifetime Table starts at age 72");
  return UNIFORM_LIFETIME_TABLE[Math.min(a, 120)] ?? 2.0;
}

/**
 * RMD of an IRA owner (or plan participant) for a distribution year: prior 31 December balance
 * divided by the Uniform Lifetime divisor for the age attained that year; 0 before the year of the
 * required beginning age. Not for a sole-beneficiary spouse more than 10 years younger (Joint and
 * Last Survivor Table) or beneficiaries. USD. Source: Treas. Reg. §1.401(a)(9)-5(c), -9(c).
 */
export function requiredMinimumDistribution(
  priorYearEndBalanceUsd: number,
  birthYear: number,
  distributionYear: number,
): number {
  const age = distributionYear - birthYear;
  if (age < rmdStartAge(birthYear)) return 0;
  return Math.max(0, priorYearEndBalanceUsd) / uniformLifetimeDivisor(age);
}

// ─── IRMAA ───────────────────────────────────────────────────────────────────

/** One IRMAA tier: MAGI at or below which it applies, and the monthly amounts per person. */
export interface IrmaaTier {
  /** Upper MAGI bound of the tier (inclusive for the first tier, "less than" above), USD; Infinity for the top. */
  magiUpToUsd: number;
  /** Total monthly Part B premium per person, USD. */
  partBMonthlyUsd: number;
  /** Part D income-related monthly adjustment amount per person, USD (added to the plan premium). */
  partDMonthlyAdjustmentUsd: number;
}

/** IRMAA schedules by premium year: unmarried/joint tiers and the married-filing-separately tiers. */
export interface IrmaaSchedule {
  year: number;
  standardPartBUsd: number;
  individual: readonly IrmaaTier[];
  joint: readonly IrmaaTier[];
  marriedSeparate: readonly IrmaaTier[];
  source: string;
}

const tiers = (bounds: readonly number[], partB: readonly number[], partD: readonly number[]): IrmaaTier[] =>
  partB.map((b, i) => ({
    magiUpToUsd: bounds[i] ?? Number.POSITIVE_INFINITY,
    partBMonthlyUsd: b,
    partDMonthlyAdjustmentUsd: partD[i] ?? 0,
  }));

/** 2025 premiums (CMS fact sheet "2025 Medicare Parts A & B Premiums and Deductibles", Nov 2024; 42 CFR §418.1115, §418.2115). */
export const IRMAA_2025: IrmaaSchedule = {
  year: 2025,
  standardPartBUsd: 185.0,
  individual: tiers(
    [106_000, 133_000, 167_000, 200_000, 500_000],
    [185.0, 259.0, 370.0, 480.9, 591.9, 628.9],
    [0, 13.7, 35.3, 57.0, 78.6, 85.8],
  ),
  joint: tiers(
    [212_000, 266_000, 334_000, 400_000, 750_000],
    [185.0, 259.0, 370.0, 480.9, 591.9, 628.9],
    [0, 13.7, 35.3, 57.0, 78.6, 85.8],
  ),
  marriedSeparate: tiers([106_000, 394_000], [185.0, 591.9, 628.9], [0, 78.6, 85.8]),
  source:
    "Social Security Act §1839(i), §1860D-13(a)(7); CMS 2025 Medicare Parts A & B premiums fact sheet and 2025 Part D IRMAA announcement",
};

/** 2026 premiums (CMS fact sheet "2026 Medicare Parts A & B Premiums and Deductibles", Nov 2025). */
export const IRMAA_2026: IrmaaSchedule = {
  year: 2026,
  standardPartBUsd: 202.9,
  individual: tiers(
    [109_000, 137_000, 171_000, 205_000, 500_000],
    [202.9, 284.1, 405.8, 527.5, 649.2, 689.9],
    [0, 14.5, 37.5, 60.4, 83.3, 91.0],
  ),
  joint: tiers(
    [218_000, 274_000, 342_000, 410_000, 750_000],
    [202.9, 284.1, 405.8, 527.5, 649.2, 689.9],
    [0, 14.5, 37.5, 60.4, 83.3, 91.0],
  ),
  marriedSeparate: tiers([109_000, 391_000], [202.9, 649.2, 689.9], [0, 83.3, 91.0]),
  source:
    "Social Security Act §1839(i), §1860D-13(a)(7); CMS 2026 Medicare Parts A & B premiums fact sheet and 2026 Part D IRMAA announcement",
};

const IRMAA_BY_YEAR: Readonly<Record<number, IrmaaSchedule>> = { 2025: IRMAA_2025, 2026: IRMAA_2026 };

/** The IRMAA tier of a beneficiary, with the look-back year used. */
export interface IrmaaResult {
  premiumYear: number;
  /** The tax year whose MAGI decides the tier: two years before the premium year (42 CFR §418.1135). */
  lookBackTaxYear: number;
  tier: number;
  partBMonthlyUsd: number;
  partDMonthlyAdjustmentUsd: number;
  /** Yearly surcharge above the standard Part B premium plus the Part D adjustment, per person, USD. */
  annualSurchargePerPersonUsd: number;
}

/**
 * IRMAA for a premium year from the MAGI (AGI plus tax-exempt interest) of the tax year two years
 * earlier. Married filing separately uses its own tiers (spouses who lived together in the year).
 * @throws RangeError for a premium year without a published schedule.
 */
export function irmaaFor(premiumYear: number, magiUsd: number, status: FilingStatus): IrmaaResult {
  const s = IRMAA_BY_YEAR[premiumYear];
  if (!s) throw new RangeError(`No IRMAA schedule for ${premiumYear} (have 2025–2026)`);
  const list = status === "married_joint" ? s.joint : status === "married_separate" ? s.marriedSeparate : s.individual;
  let index = list.length - 1;
  for (let i = 0; i < list.length; i++) {
    const t = list[i];
    if (!t) continue;
    const fits = i === 0 ? magiUsd <= t.magiUpToUsd : magiUsd < t.magiUpToUsd;
    if (fits) {
      index = i;
      break;
    }
  }
  const tier = list[index] ?? list[0];
  const partB = tier?.partBMonthlyUsd ?? s.standardPartBUsd;
  const partD = tier?.partDMonthlyAdjustmentUsd ?? 0;
  return {
    premiumYear,
    lookBackTaxYear: premiumYear - 2,
    tier: index,
    partBMonthlyUsd: partB,
    partDMonthlyAdjustmentUsd: partD,
    annualSurchargePerPersonUsd: 12 * (partB - s.standardPartBUsd + partD),
  };
}
