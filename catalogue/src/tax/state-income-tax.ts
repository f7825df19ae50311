import type { IncomeTaxInput } from "./federal-income-tax.ts";
import type { ByFilingStatus, FilingStatus } from "./federal-parameters.ts";

/**
 * State income tax for the states with the most high-net-worth households. Each state's rules and
 * amounts cite the state statute or the revenue department's rate schedule for the year. Where a
 * 2026 schedule was not published when this was written, the 2025 schedule is used and the result
 * says so in `assumptions`. Units: USD, decimal rates.
 */

/** States this module computes (others: `stateIncomeTax` throws, never a made-up rate). */
export const STATE_INCOME_TAX_STATES = [
  "CA",
  "NY",
  "TX",
  "FL",
  "IL",
  "NJ",
  "MA",
  "WA",
  "PA",
  "CT",
  "NV",
  "SD",
  "WY",
  "TN",
  "NH",
  "AK",
] as const;
export type StateIncomeTaxState = (typeof STATE_INCOME_TAX_STATES)[number];

/** States with no tax on wages and investment income for the years covered (NH taxed interest and dividends through 2024 only). */
export const NO_INCOME_TAX_STATES: readonly StateIncomeTaxState[] = ["TX", "FL", "NV", "SD", "WY", "TN", "NH", "AK"];

/** Extra facts some states need, on top of the federal input. */
export interface StateIncomeTaxInput extends IncomeTaxInput {
  /** Gain excluded federally under §1202 (QSBS); California taxes it (no conformity, Cal. Rev. & Tax. Code §18152.5 as limited). USD. */
  section1202ExcludedGainUsd?: number;
  /** Part of `otherOrdinaryIncomeUsd` that is pension/IRA/401(k) distributions (exempt in IL and PA). USD. */
  retirementDistributionsUsd?: number;
  /** Number of dependents (exemptions/credits in CA, NY, MA, IL, NJ). */
  dependents?: number;
  /** New York City resident: adds the NYC personal income tax (NYC Admin. Code §11-1701). */
  newYorkCityResident?: boolean;
  /** State itemized deductions to use instead of the state standard deduction (CA, NY), USD. */
  stateItemizedDeductionsUsd?: number;
}

/** A state's income tax for one year, USD. */
export interface StateIncomeTaxResult {
  state: StateIncomeTaxState;
  year: number;
  /** The state's taxable income (for WA: taxable long-term capital gains). */
  taxableIncomeUsd: number;
  /** Tax before credits other than those named in the state's rules below. */
  taxUsd: number;
  /** NYC resident tax when requested (included in `taxUsd`). */
  localTaxUsd: number;
  /** Statute or schedule the figures come from. */
  source: string;
  /** Assumptions the figure rests on (e.g. 2025 schedule used for 2026). */
  assumptions: string[];
}

type Brackets = readonly (readonly [threshold: number, rate: number])[];

const nz = (x: number | undefined): number => (x !== undefined && Number.isFinite(x) ? x : 0);
const pos = (x: number): number => Math.max(0, x);
const by = <T>(single: T, joint: T, separate: T, head: T): ByFilingStatus<T> => ({
  single,
  married_joint: joint,
  married_separate: separate,
  head_of_household: head,
});

/** Tax on `income` under a bracket schedule ([start, rate] pairs, ascending, first start 0). */
export function bracketTax(income: number, brackets: Brackets): number {
  let tax = 0;
  for (let i = 0; i < brackets.length; i++) {
    const [start, rate] = brackets[i] ?? [0, 0];
    const next = brackets[i + 1]?.[0] ?? Number.POSITIVE_INFINITY;
    if (income <= start) break;
    tax += (Math.min(income, next) - start) * rate;
  }
  return tax;
}

function bracketIndex(income: number, brackets: Brackets): number {
  let k = 0;
  for (let i = 0; i < brackets.length; i++) if (income > (brackets[i]?.[0] ?? 0)) k = i;
  return k;
}

/** Components of income the states start from. */
function incomeParts(input: StateIncomeTaxInput) {
  const st = nz(input.shortTermCapitalGainUsd);
  const lt = nz(input.longTermCapitalGainUsd);
  const wages = nz(input.wagesUsd);
  const interest = nz(input.taxableInterestUsd);
  const dividends = nz(input.qualifiedDividendsUsd) + nz(input.nonQualifiedDividendsUsd);
  const other = nz(input.otherInvestmentIncomeUsd) + nz(input.otherOrdinaryIncomeUsd);
  const netGain = st + lt;
  const limit = input.filingStatus === "married_separate" ? 1_500 : 3_000;
  const gainInAgi = netGain >= 0 ? netGain : Math.max(netGain, -limit);
  const federalAgi = wages + interest + dividends + gainInAgi + other - nz(input.adjustmentsUsd);
  return { st, lt, wages, interest, dividends, other, netGain, gainInAgi, federalAgi };
}

// ─── California ──────────────────────────────────────────────────────────────

const CA_SOURCE =
  "Cal. Rev. & Tax. Code §§17041, 17043 (Mental Health Services Tax), 17054, 17073.5; FTB 2025 California Tax Rate Schedules and Form 540 instructions";
const CA_2025 = {
  brackets: by<Brackets>(
    [
      [0, 0.01],
      [11_079, 0.02],
      [26_264, 0.04],
      [41_452, 0.06],
      [57_542, 0.08],
      [72_724, 0.093],
      [371_479, 0.103],
      [445_771, 0.113],
      [742_953, 0.123],
    ],
    [
      [0, 0.01],
      [22_158, 0.02],
      [52_528, 0.04],
      [82_904, 0.06],
      [115_084, 0.08],
      [145_448, 0.093],
      [742_958, 0.103],
      [891_542, 0.113],
      [1_485_906, 0.123],
    ],
    [
      [0, 0.01],
      [11_079, 0.02],
      [26_264, 0.04],
      [41_452, 0.06],
      [57_542, 0.08],
      [72_724, 0.093],
      [371_479, 0.103],
      [445_771, 0.113],
      [742_953, 0.123],
    ],
    [
      [0, 0.01],
      [22_173, 0.02],
      [52_530, 0.04],
      [67_716, 0.06],
      [83_805, 0.08],
      [98_990, 0.093],
      [505_208, 0.103],
      [606_251, 0.113],
      [1_010_417, 0.123],
    ],
  ),
  standardDeduction: by(5_706, 11_412, 5_706, 11_412),
  personalCredit: 153,
  dependentCredit: 475,
  /** §17054.1 phase-out start (federal AGI), also the §17077 itemized-limit threshold. */
  phaseOutStart: by(252_203, 504_411, 252_203, 378_310),
  mentalHealthServicesThreshold: 1_000_000,
  mentalHealthServicesRate: 0.01,
};

function california(input: StateIncomeTaxInput): StateIncomeTaxResult {
  const assumptions: string[] = [];
  if (input.year !== 2025)
    assumptions.push(
      "California 2025 brackets, deduction and credits used (the FTB had not published the year's indexed schedule)",
    );
  const s = input.filingStatus;
  const parts = incomeParts(input);
  // California taxes capital gains as ordinary income and adds back federally excluded QSBS gain.
  const agi = parts.federalAgi + pos(nz(input.section1202ExcludedGainUsd));
  const p = CA_2025;
  let itemized = nz(input.stateItemizedDeductionsUsd);
  if (itemized > 0) {
    const limit = Math.min(0.06 * pos(agi - p.phaseOutStart[s]), 0.8 * itemized);
    itemized -= limit;
  }
  const deduction = Math.max(p.standardDeduction[s], itemized);
  const taxable = pos(agi - deduction);
  const rateTax = bracketTax(taxable, p.brackets[s]);
  const people = s === "married_joint" ? 2 : 1;
  const step = s === "married_separate" ? 1_250 : 2_500;
  const reductionSteps = Math.ceil(pos(agi - p.phaseOutStart[s]) / step);
  const credits =
    people * pos(p.personalCredit - 6 * reductionSteps) +
    nz(input.dependents) * pos(p.dependentCredit - 6 * reductionSteps);
  const mhst = p.mentalHealthServicesRate * pos(taxable - p.mentalHealthServicesThreshold);
  return {
    state: "CA",
    year: input.year,
    taxableIncomeUsd: taxable,
    taxUsd: pos(rateTax - credits) + mhst,
    localTaxUsd: 0,
    source: CA_SOURCE,
    assumptions,
  };
}

// ─── New York ────────────────────────────────────────────────────────────────

const NY_THRESHOLDS = by(
  [0, 8_500, 11_700, 13_900, 80_650, 215_400, 1_077_550, 5_000_000, 25_000_000],
  [0, 17_150, 23_600, 27_900, 161_550, 323_200, 2_155_350, 5_000_000, 25_000_000],
  [0, 8_500, 11_700, 13_900, 80_650, 215_400, 1_077_550, 5_000_000, 25_000_000],
  [0, 12_800, 17_650, 20_900, 107_650, 269_300, 1_616_450, 5_000_000, 25_000_000],
);
const NY_RATES_2025 = [0.04, 0.045, 0.0525, 0.055, 0.06, 0.0685, 0.0965, 0.103, 0.109] as const;
const NY_RATES_2026 = [0.039, 0.044, 0.0515, 0.054, 0.059, 0.0685, 0.0965, 0.103, 0.109] as const;
const NY_STANDARD_DEDUCTION = by(8_000, 16_050, 8_000, 11_200);
const NY_DEPENDENT_EXEMPTION = 1_000;
/** Tax Law §601(d-1): the recapture starts above this NY AGI and phases in over $50,000. */
const NY_SUPPLEMENTAL_AGI_FLOOR = 107_650;
const NY_SUPPLEMENTAL_PHASE_IN = 50_000;
const NY_FLAT_TOP_RATE_AGI = 25_000_000;
const NYC_BRACKETS = by<Brackets>(
  [
    [0, 0.03078],
    [12_000, 0.03762],
    [25_000, 0.03819],
    [50_000, 0.03876],
  ],
  [
    [0, 0.03078],
    [21_600, 0.03762],
    [45_000, 0.03819],
    [90_000, 0.03876],
  ],
  [
    [0, 0.03078],
    [12_000, 0.03762],
    [25_000, 0.03819],
    [50_000, 0.03876],
  ],
  [
    [0, 0.03078],
    [14_400, 0.03762],
    [30_000, 0.03819],
    [60_000, 0.03876],
  ],
);

/**
 * New York's supplemental tax (Tax Law §601(d-1), the "recapture"): above $107,650 of NY AGI the
 * benefit of the lower brackets is taken back, phased in over $50,000 of AGI for each bracket; above
 * $25,000,000 of AGI all taxable income is taxed at the top rate. The recapture base of each bracket
 * is the whole-dollar benefit of the brackets below it, r_k × T_k − tax(T_k), as the IT-201
 * Tax Computation Worksheets print it. USD.
 */
export function newYorkSupplementalTax(
  nyAgiUsd: number,
  taxableIncomeUsd: number,
  status: FilingStatus,
  year: number,
): number {
  const rates = year >= 2026 ? NY_RATES_2026 : NY_RATES_2025;
  const thresholds = NY_THRESHOLDS[status];
  const brackets: Brackets = thresholds.map((t, i) => [t, rates[i] ?? 0] as const);
  const ti = pos(taxableIncomeUsd);
  const main = bracketTax(ti, brackets);
  if (nyAgiUsd <= NY_SUPPLEMENTAL_AGI_FLOOR) return 0;
  const topRate = rates[rates.length - 1] ?? 0;
  if (nyAgiUsd > NY_FLAT_TOP_RATE_AGI) return pos(ti * topRate - main);
  const benefit = (k: number) => {
    const t = thresholds[k] ?? 0;
    return (rates[k] ?? 0) * t - bracketTax(t, brackets);
  };
  const kStar = bracketIndex(NY_SUPPLEMENTAL_AGI_FLOOR + 1, brackets);
  const k = Math.max(bracketIndex(ti, brackets), kStar);
  const start = Math.max(thresholds[k] ?? 0, NY_SUPPLEMENTAL_AGI_FLOOR);
  const fraction = Math.min(1, pos(nyAgiUsd - start) / NY_SUPPLEMENTAL_PHASE_IN);
  if (k === kStar) return fraction * pos((rates[k] ?? 0) * ti - main);
  const base = Math.round(benefit(k - 1));
  const increment = Math.round(benefit(k)) - base;
  return base + fraction * increment;
}

function newYork(input: StateIncomeTaxInput): StateIncomeTaxResult {
  const assumptions: string[] = [
    "NY AGI taken as federal AGI (no NY additions or subtractions such as the $20,000 pension exclusion)",
  ];
  const s = input.filingStatus;
  const agi = incomeParts(input).federalAgi;
  const deduction = Math.max(NY_STANDARD_DEDUCTION[s], nz(input.stateItemizedDeductionsUsd));
  const taxable = pos(agi - deduction - NY_DEPENDENT_EXEMPTION * nz(input.dependents));
  const rates = input.year >= 2026 ? NY_RATES_2026 : NY_RATES_2025;
  const brackets: Brackets = NY_THRESHOLDS[s].map((t, i) => [t, rates[i] ?? 0] as const);
  const main = bracketTax(taxable, brackets);
  const supplemental = newYorkSupplementalTax(agi, taxable, s, input.year);
  const nyc = input.newYorkCityResident ? bracketTax(taxable, NYC_BRACKETS[s]) : 0;
  return {
    state: "NY",
    year: input.year,
    taxableIncomeUsd: taxable,
    taxUsd: main + supplemental + nyc,
    localTaxUsd: nyc,
    source:
      "N.Y. Tax Law §601(a)–(c), (d-1) (2026 rates as amended by L. 2025, ch. 59); §614 standard deduction; NYC Admin. Code §11-1701; 2025 Form IT-201 instructions, tax rate schedules and Tax Computation Worksheets",
    assumptions,
  };
}

// ─── Massachusetts ───────────────────────────────────────────────────────────

/** M.G.L. c. 62 §4(d), §5A: 4% surtax threshold, indexed; 2026 not published when written. */
const MA_SURTAX_THRESHOLD: Readonly<Record<number, number>> = { 2023: 1_000_000, 2024: 1_053_750, 2025: 1_083_150 };
const MA_EXEMPTION = by(4_400, 8_800, 4_400, 6_800);

function massachusetts(input: StateIncomeTaxInput): StateIncomeTaxResult {
  const assumptions: string[] = [];
  const s = input.filingStatus;
  const parts = incomeParts(input);
  const threshold = MA_SURTAX_THRESHOLD[input.year] ?? MA_SURTAX_THRESHOLD[2025] ?? 1_083_150;
  if (MA_SURTAX_THRESHOLD[input.year] === undefined)
    assumptions.push(
      "Massachusetts 2025 surtax threshold ($1,083,150) used (the year's indexed threshold was not published)",
    );
  const seniors =
    ((input.primaryAge ?? 0) >= 65 ? 1 : 0) + (s === "married_joint" && (input.spouseAge ?? 0) >= 65 ? 1 : 0);
  const exemption = MA_EXEMPTION[s] + 1_000 * nz(input.dependents) + 700 * seniors;
  // Part A: interest and dividends (5%) and short-term gains (8.5%); Part C: long-term gains (5%).
  const partA5 = pos(parts.interest + parts.dividends);
  const partAShort = pos(parts.st);
  const partC = pos(parts.lt + Math.min(0, parts.st));
  const partB = pos(parts.wages + parts.other - nz(input.adjustmentsUsd) - exemption);
  const taxable = partA5 + partAShort + partB + partC;
  const tax = 0.05 * (partA5 + partB + partC) + 0.085 * partAShort + 0.04 * pos(taxable - threshold);
  return {
    state: "MA",
    year: input.year,
    taxableIncomeUsd: taxable,
    taxUsd: tax,
    localTaxUsd: 0,
    source:
      "M.G.L. c. 62 §4 (5% Parts A, B, C; 8.5% short-term gains from 2023), §4(d) and Mass. Const. art. 44 (4% surtax), §3(B)(b) exemptions; DOR surtax threshold notices",
    assumptions: [
      ...assumptions,
      "Massachusetts deductions other than exemptions (rent, Social Security, 401(k) contributions) not modelled",
    ],
  };
}

// ─── Washington ──────────────────────────────────────────────────────────────

/** RCW 82.87.060 standard deduction (indexed); 2026 not published when written. */
const WA_STANDARD_DEDUCTION: Readonly<Record<number, number>> = { 2024: 262_000, 2025: 278_000 };

/**
 * Washington capital gains excise tax (RCW 82.87.040 as amended by ESSB 5813 (2025) §101): 7% of
 * long-term capital gains above the standard deduction, plus 2.9% on the part of that above
 * $1,000,000 from 2025. One deduction per household. USD.
 */
export function washingtonCapitalGainsTax(longTermCapitalGainUsd: number, year: number): number {
  const deduction = WA_STANDARD_DEDUCTION[year] ?? WA_STANDARD_DEDUCTION[2025] ?? 278_000;
  const taxable = pos(longTermCapitalGainUsd - deduction);
  return 0.07 * taxable + (year >= 2025 ? 0.029 * pos(taxable - 1_000_000) : 0);
}

function washington(input: StateIncomeTaxInput): StateIncomeTaxResult {
  const lt = pos(nz(input.longTermCapitalGainUsd));
  const deduction = WA_STANDARD_DEDUCTION[input.year];
  return {
    state: "WA",
    year: input.year,
    taxableIncomeUsd: pos(lt - (deduction ?? WA_STANDARD_DEDUCTION[2025] ?? 278_000)),
    taxUsd: washingtonCapitalGainsTax(lt, input.year),
    localTaxUsd: 0,
    source: "RCW 82.87.040, .060 (capital gains excise tax) as amended by ESSB 5813 (2025) §101; no tax on wages",
    assumptions: [
      "All long-term gain is from assets the WA tax reaches (real estate, retirement accounts and qualified family businesses are exempt under RCW 82.87.050)",
      ...(deduction === undefined
        ? ["Washington 2025 standard deduction ($278,000) used (the year's indexed amount was not published)"]
        : []),
    ],
  };
}

// ─── Flat-rate and bracket states ───────────────────────────────────────────

function illinois(input: StateIncomeTaxInput): StateIncomeTaxResult {
  const parts = incomeParts(input);
  const s = input.filingStatus;
  const base = parts.federalAgi - pos(nz(input.retirementDistributionsUsd));
  // 35 ILCS 5/204: exemption $2,850 a person in 2025, none above $250,000 ($500,000 joint) of AGI.
  const people = (s === "married_joint" ? 2 : 1) + nz(input.dependents);
  const exemptionAllowed = parts.federalAgi <= (s === "married_joint" ? 500_000 : 250_000);
  const taxable = pos(base - (exemptionAllowed ? 2_850 * people : 0));
  return {
    state: "IL",
    year: input.year,
    taxableIncomeUsd: taxable,
    taxUsd: 0.0495 * taxable,
    localTaxUsd: 0,
    source:
      "35 ILCS 5/201(b)(5.4) (4.95%), 5/203(a)(2)(F) (retirement income subtraction), 5/204 (exemption; $2,850 for 2025 per IL-1040 instructions)",
    assumptions: input.year === 2025 ? [] : ["Illinois 2025 exemption amount used"],
  };
}

function pennsylvania(input: StateIncomeTaxInput): StateIncomeTaxResult {
  const parts = incomeParts(input);
  // 72 P.S. §7302: 3.07% on each class of income; no standard deduction; a net loss in one class does
  // not offset another; retirement distributions after retirement are not taxable (§7301(d)).
  const classes = [
    parts.wages,
    parts.interest,
    parts.dividends,
    parts.netGain,
    parts.other - pos(nz(input.retirementDistributionsUsd)),
  ];
  const taxable = classes.reduce((a, c) => a + pos(c), 0);
  return {
    state: "PA",
    year: input.year,
    taxableIncomeUsd: taxable,
    taxUsd: 0.0307 * taxable,
    localTaxUsd: 0,
    source: "72 P.S. §7302 (3.07%), §7303 (classes of income), §7301(d) (retirement distributions)",
    assumptions: ["Pennsylvania local earned income taxes not included"],
  };
}

const NJ_BRACKETS = by<Brackets>(
  [
    [0, 0.014],
    [20_000, 0.0175],
    [35_000, 0.035],
    [40_000, 0.05525],
    [75_000, 0.0637],
    [500_000, 0.0897],
    [1_000_000, 0.1075],
  ],
  [
    [0, 0.014],
    [20_000, 0.0175],
    [50_000, 0.0245],
    [70_000, 0.035],
    [80_000, 0.05525],
    [150_000, 0.0637],
    [500_000, 0.0897],
    [1_000_000, 0.1075],
  ],
  [
    [0, 0.014],
    [20_000, 0.0175],
    [35_000, 0.035],
    [40_000, 0.05525],
    [75_000, 0.0637],
    [500_000, 0.0897],
    [1_000_000, 0.1075],
  ],
  [
    [0, 0.014],
    [20_000, 0.0175],
    [50_000, 0.0245],
    [70_000, 0.035],
    [80_000, 0.05525],
    [150_000, 0.0637],
    [500_000, 0.0897],
    [1_000_000, 0.1075],
  ],
);

function newJersey(input: StateIncomeTaxInput): StateIncomeTaxResult {
  const parts = incomeParts(input);
  const s = input.filingStatus;
  // N.J.S.A. 54A:5-1: gross income by category; a net gain from property (losses do not offset other categories).
  const gross = pos(parts.wages) + pos(parts.interest) + pos(parts.dividends) + pos(parts.netGain) + pos(parts.other);
  const exemptions = 1_000 * (s === "married_joint" ? 2 : 1) + 1_500 * nz(input.dependents);
  const taxable = pos(gross - exemptions);
  return {
    state: "NJ",
    year: input.year,
    taxableIncomeUsd: taxable,
    taxUsd: bracketTax(taxable, NJ_BRACKETS[s]),
    localTaxUsd: 0,
    source:
      "N.J.S.A. 54A:2-1 (rate schedules A and B), 54A:3-1 (exemptions), 54A:5-1 (gross income); NJ-1040 tax rate schedules",
    assumptions: ["New Jersey pension exclusion and property tax deduction not modelled"],
  };
}

const CT_BRACKETS = by<Brackets>(
  [
    [0, 0.02],
    [10_000, 0.045],
    [50_000, 0.055],
    [100_000, 0.06],
    [200_000, 0.065],
    [250_000, 0.069],
    [500_000, 0.0699],
  ],
  [
    [0, 0.02],
    [20_000, 0.045],
    [100_000, 0.055],
    [200_000, 0.06],
    [400_000, 0.065],
    [500_000, 0.069],
    [1_000_000, 0.0699],
  ],
  [
    [0, 0.02],
    [10_000, 0.045],
    [50_000, 0.055],
    [100_000, 0.06],
    [200_000, 0.065],
    [250_000, 0.069],
    [500_000, 0.0699],
  ],
  [
    [0, 0.02],
    [16_000, 0.045],
    [80_000, 0.055],
    [160_000, 0.06],
    [320_000, 0.065],
    [400_000, 0.069],
    [800_000, 0.0699],
  ],
);

function connecticut(input: StateIncomeTaxInput): StateIncomeTaxResult {
  const taxable = pos(incomeParts(input).federalAgi);
  return {
    state: "CT",
    year: input.year,
    taxableIncomeUsd: taxable,
    taxUsd: bracketTax(taxable, CT_BRACKETS[input.filingStatus]),
    localTaxUsd: 0,
    source: "Conn. Gen. Stat. §12-700(a) as amended by 2023 Conn. Pub. Acts 23-204 (2% and 4.5% rates from 2024)",
    assumptions: [
      "Connecticut personal exemption and personal tax credit, the phase-out of the 2% bracket and the benefit recapture (§12-700(a)(9)–(10)) are not modelled: the figure understates CT tax for high-AGI households by the recapture amounts of CT Tables C and D",
    ],
  };
}

/**
 * State income tax of one household for one year (resident, full year). States with no income
 * tax return 0; Washington returns its capital gains excise tax; California, New York (with NYC
 * as an option), Massachusetts, Illinois, New Jersey, Pennsylvania and Connecticut compute their
 * schedules. No state credits other than those named (CA exemption credits).
 * @throws RangeError for a state this module does not compute (never a made-up rate).
 */
export function stateIncomeTax(state: string, input: StateIncomeTaxInput): StateIncomeTaxResult {
  const code = state.toUpperCase() as StateIncomeTaxState;
  if (!(STATE_INCOME_TAX_STATES as readonly string[]).includes(code)) {
    throw new RangeError(`State income tax for ${state} is not modelled`);
  }
  if (NO_INCOME_TAX_STATES.includes(code)) {
    return {
      state: code,
      year: input.year,
      taxableIncomeUsd: 0,
      taxUsd: 0,
      localTaxUsd: 0,
      source: "No individual income tax on wages or investment income (state constitution or statute)",
      assumptions:
        code === "NH" && input.year < 2025
          ? ["New Hampshire interest and dividends tax (repealed from 2025) not modelled"]
          : [],
    };
  }
  switch (code) {
    case "CA":
      return california(input);
    case "NY":
      return newYork(input);
    case "MA":
      return massachusetts(input);
    case "WA":
      return washington(input);
    case "IL":
      return illinois(input);
    case "PA":
      return pennsylvania(input);
    case "NJ":
      return newJersey(input);
    default:
      return connecticut(input);
  }
}
