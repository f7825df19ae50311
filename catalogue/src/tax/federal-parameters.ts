/**
 * Federal individual income tax parameters by tax year, every amount with the document it comes
 * from. Units: USD for amounts, decimal rates (0.37 = 37%).
 *
 * Sources: IRC §1(j) rate tables as indexed by Rev. Proc. 2022-38 (2023), Rev. Proc. 2023-34
 * (2024), Rev. Proc. 2024-40 (2025) and Rev. Proc. 2025-32 (2026); Pub. L. 119-21 (OBBBA) where it
 * replaced a 2025 amount (standard deduction, SALT cap, senior deduction). 2023 and 2024 are kept
 * so that published test cases of those years can be run with their own year's law; the model
 * itself projects from 2025.
 */

/** Filing status of an individual return (IRC §1(a)–(d), §2). A qualifying surviving spouse uses `married_joint`. */
export type FilingStatus = "single" | "married_joint" | "married_separate" | "head_of_household";

/** The four filing statuses, in a fixed order. */
export const FILING_STATUSES: readonly FilingStatus[] = [
  "single",
  "married_joint",
  "married_separate",
  "head_of_household",
];

/** An amount for each filing status. */
export type ByFilingStatus<T> = Readonly<Record<FilingStatus, T>>;

/** Taxable income where the 12%, 22%, 24%, 32%, 35% and 37% brackets start (the 10% bracket starts at 0), USD. */
export type BracketStarts = readonly [number, number, number, number, number, number];

/** §1(j)(2) rates of the seven brackets, decimal. */
export const ORDINARY_RATES = [0.1, 0.12, 0.22, 0.24, 0.32, 0.35, 0.37] as const;

/** One year's federal individual income tax parameters. */
export interface FederalIncomeTaxParameters {
  year: number;
  /** §1(j)(2) bracket starts by filing status, USD. */
  bracketStarts: ByFilingStatus<BracketStarts>;
  /** §63(c)(2), (c)(7) basic standard deduction, USD. */
  standardDeduction: ByFilingStatus<number>;
  /** §63(f) additional standard deduction per condition (65 or older, blind): married (joint or separate) and unmarried, USD. */
  additionalStandardDeduction: { married: number; unmarried: number };
  /**
   * §151(f) as added by Pub. L. 119-21 §70103: deduction per individual aged 65 or older, 2025–2028,
   * reduced by `phaseOutRate` of modified AGI above the threshold; not allowed when married filing
   * separately. Null in years without it.
   */
  seniorDeduction: {
    amountPerPerson: number;
    phaseOutStartJoint: number;
    phaseOutStartOther: number;
    phaseOutRate: number;
  } | null;
  /** §1(h)(1)(B), (j)(5): taxable income up to which adjusted net capital gain is taxed at 0%, USD. */
  capitalGainZeroRateTop: ByFilingStatus<number>;
  /** §1(h)(1)(C), (j)(5): taxable income up to which it is taxed at 15% (20% above), USD. */
  capitalGainFifteenRateTop: ByFilingStatus<number>;
  /** §164(b)(6)–(7): cap on state and local taxes, USD. */
  saltCap: ByFilingStatus<number>;
  /** §164(b)(7)(B): modified AGI above which the cap falls by `saltPhaseDownRate` of the excess (null: no phase-down), USD. */
  saltPhaseDownThreshold: ByFilingStatus<number> | null;
  /** §164(b)(7)(B) phase-down rate, decimal. */
  saltPhaseDownRate: number;
  /** §164(b)(7)(B) lowest the phased-down cap goes, USD. */
  saltFloor: ByFilingStatus<number>;
  /** §170(b)(1)(I) floor on itemized charitable contributions, decimal of the contribution base (0 before 2026). */
  charitableFloorRate: number;
  /** §170(p) charitable deduction for non-itemizers (cash to public charities), USD; 0 before 2026. */
  nonItemizerCharitableDeduction: ByFilingStatus<number>;
  /** §68 as amended by Pub. L. 119-21 §70111 (from 2026): itemized deductions reduced by 2/37 of the lesser of themselves or taxable income above the 37% bracket start. */
  itemizedDeductionTwoThirtySeventhsRule: boolean;
  /** §199A(e)(2) threshold amount, USD. */
  qbiThreshold: ByFilingStatus<number>;
  /** §199A(b)(3)(B), (d)(3)(A) phase-in range above the threshold, USD. */
  qbiPhaseInRange: ByFilingStatus<number>;
  /** §199A(i) as added by Pub. L. 119-21 §70105 (from 2026): minimum deduction and the active QBI needed for it, USD; null before. */
  qbiMinimumDeduction: { deduction: number; minimumQualifiedBusinessIncome: number } | null;
  /** §55(d)(1) AMT exemption amount, USD. */
  amtExemption: ByFilingStatus<number>;
  /** §55(d)(2) AMTI above which the exemption phases out, USD. */
  amtPhaseOutStart: ByFilingStatus<number>;
  /** §55(d)(2) phase-out rate: 25% through 2025, 50% from 2026 (Pub. L. 119-21 §70107), decimal. */
  amtPhaseOutRate: number;
  /** §55(b)(1)(A) taxable excess above which the 28% rate applies, USD (half for married filing separately). */
  amtRate28Threshold: ByFilingStatus<number>;
  /** §55(d)(3) married-filing-separately add-back: AMTI above which 25% of the excess (up to the exemption) is added, USD. */
  amtSeparateAddBackStart: number;
  /** §1211(b) capital loss deductible against ordinary income, USD. */
  capitalLossLimit: ByFilingStatus<number>;
  /** Source of each group of values above. */
  sources: Readonly<Record<string, string>>;
}

const byStatus = <T>(single: T, joint: T, separate: T, head: T): ByFilingStatus<T> => ({
  single,
  married_joint: joint,
  married_separate: separate,
  head_of_household: head,
});

/** §1411(a)(1) net investment income tax rate, decimal. */
export const NET_INVESTMENT_INCOME_TAX_RATE = 0.038;
/** §1411(b) threshold amounts (not indexed: §1411 has no inflation adjustment), USD. */
export const NET_INVESTMENT_INCOME_TAX_THRESHOLD = byStatus(200_000, 250_000, 125_000, 200_000);
/** §3101(b)(2), §1401(b)(2) additional Medicare tax rate, decimal. */
export const ADDITIONAL_MEDICARE_TAX_RATE = 0.009;
/** §3101(b)(2)(A)–(C) thresholds (not indexed), USD. */
export const ADDITIONAL_MEDICARE_TAX_THRESHOLD = byStatus(200_000, 250_000, 125_000, 200_000);
/** §1(h)(1)(D) top rate on adjusted net capital gain, decimal. */
export const CAPITAL_GAIN_TOP_RATE = 0.2;
/** §1(h)(1)(C) middle rate, decimal. */
export const CAPITAL_GAIN_MIDDLE_RATE = 0.15;
/** §1(h)(1)(E) rate on unrecaptured §1250 gain, decimal. */
export const UNRECAPTURED_SECTION_1250_RATE = 0.25;
/** §1(h)(1)(F), (h)(4)–(5), (h)(7) rate on 28-percent rate gain (collectibles gain and §1202 gain), decimal. */
export const TWENTY_EIGHT_PERCENT_RATE_GAIN_RATE = 0.28;
/** §55(b)(1)(A)(i) AMT rates, decimal. */
export const AMT_RATES = { lower: 0.26, upper: 0.28 } as const;
/** §199A(a), (b)(2) deduction rate, decimal. */
export const QBI_DEDUCTION_RATE = 0.2;
/** §199A(b)(2)(B) W-2 wage limit: 50% of W-2 wages, or 25% of W-2 wages plus 2.5% of UBIA of qualified property, decimals. */
export const QBI_WAGE_LIMIT = { wagesOnly: 0.5, wagesWithProperty: 0.25, property: 0.025 } as const;
/** §170(b)(1)(G), (C) AGI limits: cash to public charities 60%, capital-gain property 30%, the 50% class ceiling, decimals. */
export const CHARITABLE_AGI_LIMITS = { cash: 0.6, capitalGainProperty: 0.3, fiftyPercentClass: 0.5 } as const;

const RP22_38 = "Rev. Proc. 2022-38 §3";
const RP23_34 = "Rev. Proc. 2023-34 §3";
const RP24_40 = "Rev. Proc. 2024-40 §2";
const RP25_32 = "Rev. Proc. 2025-32 §4";
const OBBBA = "Pub. L. 119-21 (2025)";

const PRE_2026 = {
  charitableFloorRate: 0,
  nonItemizerCharitableDeduction: byStatus(0, 0, 0, 0),
  itemizedDeductionTwoThirtySeventhsRule: false,
  qbiMinimumDeduction: null,
  amtPhaseOutRate: 0.25,
  capitalLossLimit: byStatus(3_000, 3_000, 1_500, 3_000),
};

const PRE_OBBBA_SALT = {
  saltCap: byStatus(10_000, 10_000, 5_000, 10_000),
  saltPhaseDownThreshold: null,
  saltPhaseDownRate: 0,
  saltFloor: byStatus(10_000, 10_000, 5_000, 10_000),
};

/** 2023 (for running published 2023 test cases only). */
export const FEDERAL_2023: FederalIncomeTaxParameters = {
  year: 2023,
  bracketStarts: byStatus<BracketStarts>(
    [11_000, 44_725, 95_375, 182_100, 231_250, 578_125],
    [22_000, 89_450, 190_750, 364_200, 462_500, 693_750],
    [11_000, 44_725, 95_375, 182_100, 231_250, 346_875],
    [15_700, 59_850, 95_350, 182_100, 231_250, 578_100],
  ),
  standardDeduction: byStatus(13_850, 27_700, 13_850, 20_800),
  additionalStandardDeduction: { married: 1_500, unmarried: 1_850 },
  seniorDeduction: null,
  capitalGainZeroRateTop: byStatus(44_625, 89_250, 44_625, 59_750),
  capitalGainFifteenRateTop: byStatus(492_300, 553_850, 276_900, 523_050),
  ...PRE_OBBBA_SALT,
  ...PRE_2026,
  qbiThreshold: byStatus(182_100, 364_200, 182_100, 182_100),
  qbiPhaseInRange: byStatus(50_000, 100_000, 50_000, 50_000),
  amtExemption: byStatus(81_300, 126_500, 63_250, 81_300),
  amtPhaseOutStart: byStatus(578_150, 1_156_300, 578_150, 578_150),
  amtRate28Threshold: byStatus(220_700, 220_700, 110_350, 220_700),
  amtSeparateAddBackStart: 831_150,
  sources: {
    brackets: `IRC §1(j)(2); ${RP22_38}.01 Tables 1–4`,
    standardDeduction: `IRC §63(c); ${RP22_38}`,
    capitalGains: `IRC §1(h), (j)(5); ${RP22_38}`,
    salt: "IRC §164(b)(6) (TCJA cap)",
    qbi: `IRC §199A(e)(2); ${RP22_38}`,
    amt: `IRC §55(b), (d); ${RP22_38}`,
  },
};

/** 2024 (for running published 2024 test cases only). */
export const FEDERAL_2024: FederalIncomeTaxParameters = {
  year: 2024,
  bracketStarts: byStatus<BracketStarts>(
    [11_600, 47_150, 100_525, 191_950, 243_725, 609_350],
    [23_200, 94_300, 201_050, 383_900, 487_450, 731_200],
    [11_600, 47_150, 100_525, 191_950, 243_725, 365_600],
    [16_550, 63_100, 100_500, 191_950, 243_700, 609_350],
  ),
  standardDeduction: byStatus(14_600, 29_200, 14_600, 21_900),
  additionalStandardDeduction: { married: 1_550, unmarried: 1_950 },
  seniorDeduction: null,
  capitalGainZeroRateTop: byStatus(47_025, 94_050, 47_025, 63_000),
  capitalGainFifteenRateTop: byStatus(518_900, 583_750, 291_850, 551_350),
  ...PRE_OBBBA_SALT,
  ...PRE_2026,
  qbiThreshold: byStatus(191_950, 383_900, 191_950, 191_950),
  qbiPhaseInRange: byStatus(50_000, 100_000, 50_000, 50_000),
  amtExemption: byStatus(85_700, 133_300, 66_650, 85_700),
  amtPhaseOutStart: byStatus(609_350, 1_218_700, 609_350, 609_350),
  amtRate28Threshold: byStatus(232_600, 232_600, 116_300, 232_600),
  amtSeparateAddBackStart: 875_950,
  sources: {
    brackets: `IRC §1(j)(2); ${RP23_34}.01 Tables 1–4`,
    standardDeduction: `IRC §63(c); ${RP23_34}`,
    capitalGains: `IRC §1(h), (j)(5); ${RP23_34}`,
    salt: "IRC §164(b)(6) (TCJA cap)",
    qbi: `IRC §199A(e)(2); ${RP23_34}`,
    amt: `IRC §55(b), (d); ${RP23_34}`,
  },
};

/** 2025: Rev. Proc. 2024-40 as amended by Pub. L. 119-21 (standard deduction, SALT, senior deduction). */
export const FEDERAL_2025: FederalIncomeTaxParameters = {
  year: 2025,
  bracketStarts: byStatus<BracketStarts>(
    [11_925, 48_475, 103_350, 197_300, 250_525, 626_350],
    [23_850, 96_950, 206_700, 394_600, 501_050, 751_600],
    [11_925, 48_475, 103_350, 197_300, 250_525, 375_800],
    [17_000, 64_850, 103_350, 197_300, 250_500, 626_350],
  ),
  standardDeduction: byStatus(15_750, 31_500, 15_750, 23_625),
  additionalStandardDeduction: { married: 1_600, unmarried: 2_000 },
  seniorDeduction: {
    amountPerPerson: 6_000,
    phaseOutStartJoint: 150_000,
    phaseOutStartOther: 75_000,
    phaseOutRate: 0.06,
  },
  capitalGainZeroRateTop: byStatus(48_350, 96_700, 48_350, 64_750),
  capitalGainFifteenRateTop: byStatus(533_400, 600_050, 300_000, 566_700),
  saltCap: byStatus(40_000, 40_000, 20_000, 40_000),
  saltPhaseDownThreshold: byStatus(500_000, 500_000, 250_000, 500_000),
  saltPhaseDownRate: 0.3,
  saltFloor: byStatus(10_000, 10_000, 5_000, 10_000),
  ...PRE_2026,
  qbiThreshold: byStatus(197_300, 394_600, 197_300, 197_300),
  qbiPhaseInRange: byStatus(50_000, 100_000, 50_000, 50_000),
  amtExemption: byStatus(88_100, 137_000, 68_500, 88_100),
  amtPhaseOutStart: byStatus(626_350, 1_252_700, 626_350, 626_350),
  amtRate28Threshold: byStatus(239_100, 239_100, 119_550, 239_100),
  amtSeparateAddBackStart: 900_350,
  sources: {
    brackets: `IRC §1(j)(2) (made permanent by ${OBBBA} §70101); ${RP24_40}.01 Tables 1–4; 2025 Form 1040 instructions, Tax Computation Worksheet`,
    standardDeduction: `IRC §63(c)(7) as amended by ${OBBBA} §70102 (replacing ${RP24_40}'s $15,000/$30,000/$22,500)`,
    additionalStandardDeduction: `IRC §63(f); ${RP24_40}`,
    seniorDeduction: `IRC §151(f) as added by ${OBBBA} §70103 (2025–2028); 2025 Schedule 1-A`,
    capitalGains: `IRC §1(h), (j)(5); ${RP24_40}`,
    salt: `IRC §164(b)(7) as added by ${OBBBA} §70120`,
    qbi: `IRC §199A(e)(2); ${RP24_40}`,
    amt: `IRC §55(b), (d); ${RP24_40}`,
  },
};

/** 2026: Rev. Proc. 2025-32, which carries Pub. L. 119-21's changes. */
export const FEDERAL_2026: FederalIncomeTaxParameters = {
  year: 2026,
  bracketStarts: byStatus<BracketStarts>(
    [12_400, 50_400, 105_700, 201_775, 256_225, 640_600],
    [24_800, 100_800, 211_400, 403_550, 512_450, 768_700],
    [12_400, 50_400, 105_700, 201_775, 256_225, 384_350],
    [17_700, 67_450, 105_700, 201_750, 256_200, 640_600],
  ),
  standardDeduction: byStatus(16_100, 32_200, 16_100, 24_150),
  additionalStandardDeduction: { married: 1_650, unmarried: 2_050 },
  seniorDeduction: {
    amountPerPerson: 6_000,
    phaseOutStartJoint: 150_000,
    phaseOutStartOther: 75_000,
    phaseOutRate: 0.06,
  },
  capitalGainZeroRateTop: byStatus(49_450, 98_900, 49_450, 66_200),
  capitalGainFifteenRateTop: byStatus(545_500, 613_700, 306_850, 579_600),
  saltCap: byStatus(40_400, 40_400, 20_200, 40_400),
  saltPhaseDownThreshold: byStatus(505_000, 505_000, 252_500, 505_000),
  saltPhaseDownRate: 0.3,
  saltFloor: byStatus(10_000, 10_000, 5_000, 10_000),
  charitableFloorRate: 0.005,
  nonItemizerCharitableDeduction: byStatus(1_000, 2_000, 1_000, 1_000),
  itemizedDeductionTwoThirtySeventhsRule: true,
  qbiThreshold: byStatus(201_750, 403_500, 201_775, 201_750),
  qbiPhaseInRange: byStatus(75_000, 150_000, 75_000, 75_000),
  qbiMinimumDeduction: { deduction: 400, minimumQualifiedBusinessIncome: 1_000 },
  amtExemption: byStatus(90_100, 140_200, 70_100, 90_100),
  amtPhaseOutStart: byStatus(500_000, 1_000_000, 500_000, 500_000),
  amtPhaseOutRate: 0.5,
  amtRate28Threshold: byStatus(244_500, 244_500, 122_250, 244_500),
  amtSeparateAddBackStart: 640_200,
  capitalLossLimit: byStatus(3_000, 3_000, 1_500, 3_000),
  sources: {
    brackets: `IRC §1(j)(2); ${RP25_32}.01 Tables 1–4`,
    standardDeduction: `IRC §63(c)(7); ${RP25_32}`,
    additionalStandardDeduction: `IRC §63(f); ${RP25_32}`,
    seniorDeduction: `IRC §151(f) as added by ${OBBBA} §70103 (not indexed)`,
    capitalGains: `IRC §1(h), (j)(5); ${RP25_32}`,
    salt: `IRC §164(b)(7) as added by ${OBBBA} §70120 (cap and threshold rise 1% a year through 2029)`,
    charitable: `IRC §170(b)(1)(I), §170(p) as added by ${OBBBA} §§70424–70425`,
    itemizedLimit: `IRC §68 as amended by ${OBBBA} §70111`,
    qbi: `IRC §199A(b)(3), (d)(3), (e)(2), (i) as amended by ${OBBBA} §70105; ${RP25_32}`,
    amt: `IRC §55(b), (d) as amended by ${OBBBA} §70107; ${RP25_32}`,
  },
};

const BY_YEAR: Readonly<Record<number, FederalIncomeTaxParameters>> = {
  2023: FEDERAL_2023,
  2024: FEDERAL_2024,
  2025: FEDERAL_2025,
  2026: FEDERAL_2026,
};

/** Years with sourced federal income tax parameters. */
export const FEDERAL_INCOME_TAX_YEARS = [2023, 2024, 2025, 2026] as const;

/**
 * The federal income tax parameters of `year`.
 * @throws RangeError for a year without sourced parameters (no projection is made here: a caller
 * projecting beyond 2026 chooses 2026 law explicitly and states it as an assumption).
 */
export function federalParametersFor(year: number): FederalIncomeTaxParameters {
  const p = BY_YEAR[year];
  if (!p) throw new RangeError(`No federal income tax parameters for ${year} (have 2023–2026)`);
  return p;
}
