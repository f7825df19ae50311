import {
  ADDITIONAL_MEDICARE_TAX_RATE,
  ADDITIONAL_MEDICARE_TAX_THRESHOLD,
  AMT_RATES,
  CAPITAL_GAIN_MIDDLE_RATE,
  CAPITAL_GAIN_TOP_RATE,
  CHARITABLE_AGI_LIMITS,
  type FederalIncomeTaxParameters,
  type FilingStatus,
  federalParametersFor,
  NET_INVESTMENT_INCOME_TAX_RATE,
  NET_INVESTMENT_INCOME_TAX_THRESHOLD,
  ORDINARY_RATES,
  QBI_DEDUCTION_RATE,
  QBI_WAGE_LIMIT,
  TWENTY_EIGHT_PERCENT_RATE_GAIN_RATE,
  UNRECAPTURED_SECTION_1250_RATE,
} from "./federal-parameters.ts";

/**
 * How tax on an amount of taxable income is looked up (2025 Form 1040 instructions, line 16):
 * `irs_table` uses the Tax Table below $100,000 (tax on the midpoint of the row, whole dollars)
 * and the Tax Computation Worksheet from $100,000 — what a filed return shows; `exact` applies the
 * §1(j) rate schedule to every dollar (no $50-row steps), the right choice for marginal analysis.
 */
export type TaxComputationMethod = "irs_table" | "exact";

/** A qualified trade or business for the §199A deduction. Its income must also be in the income fields. */
export interface QualifiedBusiness {
  /** §199A(c) qualified business income (may be negative), USD. */
  qualifiedBusinessIncomeUsd: number;
  /** §199A(b)(4) W-2 wages of the business allocable to the taxpayer, USD. */
  w2WagesUsd?: number;
  /** §199A(b)(6) unadjusted basis immediately after acquisition of qualified property, USD. */
  unadjustedBasisOfQualifiedPropertyUsd?: number;
  /** §199A(d)(2) specified service trade or business (law, health, consulting, financial services…). */
  specifiedServiceTradeOrBusiness?: boolean;
}

/** Itemized deductions before the limits this module applies (Schedule A). */
export interface ItemizedDeductionsInput {
  /** State and local income (or sales) and property taxes paid, before the §164(b)(6)–(7) cap, USD. */
  stateAndLocalTaxesUsd?: number;
  /** §163(h)(3) qualified residence interest already limited to the acquisition-debt cap, USD. */
  mortgageInterestUsd?: number;
  /** Cash gifts to public charities (60%-of-AGI class, §170(b)(1)(G)), USD. */
  charitableCashUsd?: number;
  /** Long-term capital-gain property given to public charities at fair market value (30% class, §170(b)(1)(C)), USD. */
  charitableCapitalGainPropertyUsd?: number;
  /** Other itemized deductions not subject to these limits (medical above its floor, investment interest…), USD. */
  otherUsd?: number;
}

/** A household's income for one tax year. All amounts USD for the year; absent means 0. */
export interface IncomeTaxInput {
  /** Tax year: 2025 or 2026 (2023–2024 are kept for validation only). */
  year: number;
  filingStatus: FilingStatus;
  /** Age at the end of the year of the taxpayer (and spouse on a joint return), years. */
  primaryAge?: number;
  spouseAge?: number;
  primaryBlind?: boolean;
  spouseBlind?: boolean;
  /** Wages (Form W-2 box 1; also Medicare wages for the additional Medicare tax), USD. */
  wagesUsd?: number;
  /** Net earnings from self-employment (Schedule SE line 6, after the 92.35% factor), counted for the additional Medicare tax only; put the profit itself in `otherOrdinaryIncomeUsd`. */
  selfEmploymentEarningsUsd?: number;
  /** Taxable interest, USD (net investment income). */
  taxableInterestUsd?: number;
  /** Ordinary dividends that are not qualified, USD (net investment income). */
  nonQualifiedDividendsUsd?: number;
  /** §1(h)(11) qualified dividends, USD (net investment income). */
  qualifiedDividendsUsd?: number;
  /** Net short-term capital gain or loss, USD. */
  shortTermCapitalGainUsd?: number;
  /** Net long-term capital gain or loss, including any 28%-rate and unrecaptured §1250 gain, USD. */
  longTermCapitalGainUsd?: number;
  /** Part of the long-term gain that is 28-percent rate gain (collectibles, includible §1202 gain; Schedule D line 18), USD. */
  twentyEightPercentRateGainUsd?: number;
  /** Part of the long-term gain that is unrecaptured §1250 gain (Schedule D line 19), USD. */
  unrecapturedSection1250GainUsd?: number;
  /** Rents, royalties, passive business income and other income that is net investment income (§1411(c)), USD. */
  otherInvestmentIncomeUsd?: number;
  /** Other ordinary income that is not net investment income (IRA/pension distributions, active business profit, taxable Social Security…), USD. */
  otherOrdinaryIncomeUsd?: number;
  /** Adjustments to income (Schedule 1 part II: deductible half of SE tax, IRA/HSA contributions…), USD. */
  adjustmentsUsd?: number;
  /** Itemized deductions; the larger of these (after limits) and the standard deduction is used. */
  itemizedDeductions?: ItemizedDeductionsInput;
  /** Trades or businesses for the §199A deduction. */
  qualifiedBusinesses?: readonly QualifiedBusiness[];
  /** §56(b)(3) bargain element of incentive stock options exercised and held at year end (AMT adjustment), USD. */
  isoBargainElementUsd?: number;
  /** Other AMT adjustments and preferences (§§56–58; e.g. private activity bond interest), USD. */
  otherAmtAdjustmentsUsd?: number;
  /** Table or exact rate schedule; default `irs_table`. */
  taxComputation?: TaxComputationMethod;
}

/** The breakdown of one year's federal income taxes, USD (cents kept, not rounded). */
export interface IncomeTaxResult {
  year: number;
  filingStatus: FilingStatus;
  adjustedGrossIncomeUsd: number;
  standardDeductionUsd: number;
  /** Itemized deductions after the SALT cap, charitable limits and (from 2026) the §68 reduction. */
  itemizedDeductionsUsd: number;
  itemizes: boolean;
  /** §151(f) senior deduction (2025–2028). */
  seniorDeductionUsd: number;
  qualifiedBusinessIncomeDeductionUsd: number;
  /** All deductions from AGI to taxable income. */
  totalDeductionsUsd: number;
  taxableIncomeUsd: number;
  /** Taxable income taxed at ordinary rates (Schedule D Tax Worksheet line 21 or QDCGT line 5). */
  ordinaryTaxableIncomeUsd: number;
  /** Tax on the ordinary part (worksheet line 44 / 22). */
  ordinaryIncomeTaxUsd: number;
  /** Tax on qualified dividends and capital gains at 0/15/20/25/28% (worksheet lines 31+34+40+43). */
  capitalGainsTaxUsd: number;
  /** Regular tax: the smaller of the worksheet total and tax on all taxable income at ordinary rates (Form 1040 line 16). */
  regularTaxUsd: number;
  alternativeMinimumTaxableIncomeUsd: number;
  tentativeMinimumTaxUsd: number;
  alternativeMinimumTaxUsd: number;
  netInvestmentIncomeUsd: number;
  netInvestmentIncomeTaxUsd: number;
  additionalMedicareTaxUsd: number;
  /** Regular tax + AMT + NIIT + additional Medicare tax (no credits). */
  totalTaxUsd: number;
  /** §1(j) rate of the bracket the top dollar of taxable income falls in, decimal. */
  marginalOrdinaryRate: number;
  /** §1(h) rate (0, 0.15, 0.2) the next dollar of long-term gain would meet, before NIIT, decimal. */
  marginalLongTermCapitalGainRate: number;
}

const nz = (x: number | undefined): number => (x !== undefined && Number.isFinite(x) ? x : 0);
const pos = (x: number): number => Math.max(0, x);
const clamp01 = (x: number): number => Math.min(1, Math.max(0, x));

/**
 * Tax on `taxableIncomeUsd` from the §1(j) rate schedule, cents kept (USD).
 * Sources: IRC §1(j)(2); bracket starts from the year's revenue procedure.
 */
export function taxFromRateSchedule(taxableIncomeUsd: number, status: FilingStatus, year: number): number {
  return scheduleTax(taxableIncomeUsd, federalParametersFor(year).bracketStarts[status]);
}

function scheduleTax(income: number, starts: readonly number[]): number {
  if (!(income > 0)) return 0;
  let tax = 0;
  let lower = 0;
  for (let i = 0; i < ORDINARY_RATES.length; i++) {
    const upper = i < starts.length ? (starts[i] ?? Number.POSITIVE_INFINITY) : Number.POSITIVE_INFINITY;
    const rate = ORDINARY_RATES[i] ?? 0;
    if (income <= upper) return tax + (income - lower) * rate;
    tax += (upper - lower) * rate;
    lower = upper;
  }
  return tax;
}

function bracketRate(income: number, starts: readonly number[]): number {
  let rate: number = ORDINARY_RATES[0];
  for (let i = 0; i < starts.length; i++)
    if (income > (starts[i] ?? Number.POSITIVE_INFINITY)) rate = ORDINARY_RATES[i + 1] ?? rate;
  return rate;
}

/**
 * The Tax Table row containing `taxableIncomeUsd` (2025 Form 1040 instructions, Tax Table):
 * $0–5, $5–15, $15–25, then $25 rows to $3,000 and $50 rows to $100,000. Returns [at least, less than).
 * @throws RangeError at or above $100,000 (the table stops there) or below 0.
 */
export function taxTableRow(taxableIncomeUsd: number): [number, number] {
  const x = taxableIncomeUsd;
  if (!(x >= 0) || x >= 100_000) throw new RangeError("The Tax Table covers taxable income from $0 to under $100,000");
  if (x < 5) return [0, 5];
  if (x < 15) return [5, 15];
  if (x < 25) return [15, 25];
  if (x < 3_000) {
    const lo = Math.floor(x / 25) * 25;
    return [lo, lo + 25];
  }
  const lo = Math.floor(x / 50) * 50;
  return [lo, lo + 50];
}

/**
 * Tax from the IRS Tax Table for taxable income under $100,000: the rate schedule applied to the
 * midpoint of the row, rounded to whole dollars; the first row ($0–5) is $0. Source: Form 1040
 * instructions, Tax Table (the table's figures are computed this way; IRS "Tax Table" notes).
 * @throws RangeError at or above $100,000.
 */
export function taxFromTable(taxableIncomeUsd: number, status: FilingStatus, year: number): number {
  const [lo, hi] = taxTableRow(taxableIncomeUsd);
  if (lo === 0) return 0;
  const exact = taxFromRateSchedule((lo + hi) / 2, status, year);
  return Math.round(Math.round(exact * 100) / 100);
}

/**
 * Tax on an amount of ordinary taxable income: Tax Table below $100,000 and Tax Computation
 * Worksheet (rate × income − subtraction amount, cents kept) from $100,000, or the exact schedule.
 */
export function taxOnOrdinaryIncome(
  taxableIncomeUsd: number,
  status: FilingStatus,
  year: number,
  method: TaxComputationMethod = "irs_table",
): number {
  if (!(taxableIncomeUsd > 0)) return 0;
  if (method === "irs_table" && taxableIncomeUsd < 100_000) return taxFromTable(taxableIncomeUsd, status, year);
  return taxFromRateSchedule(taxableIncomeUsd, status, year);
}

/** Amounts of preferential income entering the Schedule D Tax Worksheet, USD. */
export interface PreferentialIncome {
  qualifiedDividendsUsd: number;
  /** Smaller of net long-term gain and net capital gain (Schedule D lines 15 and 16), not below 0. */
  netCapitalGainUsd: number;
  /** 28-percent rate gain (Schedule D line 18). */
  twentyEightPercentRateGainUsd: number;
  /** Unrecaptured §1250 gain (Schedule D line 19). */
  unrecapturedSection1250GainUsd: number;
}

/** The lines of the Schedule D Tax Worksheet the engine reports. */
export interface CapitalGainWorksheetResult {
  /** Line 13: adjusted net capital gain taxed at 0/15/20%. */
  adjustedNetCapitalGainUsd: number;
  /** Line 10: qualified dividends plus net capital gain. */
  line10Usd: number;
  /** Line 14: taxable income less line 13. */
  line14Usd: number;
  /** Line 21: income taxed at ordinary rates. */
  ordinaryIncomeUsd: number;
  ordinaryTaxUsd: number;
  preferentialTaxUsd: number;
  /** Line 47: the smaller of the worksheet total and regular tax on all taxable income. */
  taxUsd: number;
}

/**
 * Regular tax with preferential rates: the Schedule D Tax Worksheet (2025 Schedule D
 * instructions), which reduces to the Qualified Dividends and Capital Gain Tax Worksheet when there
 * is no 28%-rate or unrecaptured §1250 gain. No Form 4952 election. Sources: IRC §1(h)(1)(A)–(F).
 */
export function scheduleDTaxWorksheet(
  taxableIncomeUsd: number,
  pref: PreferentialIncome,
  status: FilingStatus,
  p: FederalIncomeTaxParameters,
  method: TaxComputationMethod,
): CapitalGainWorksheetResult {
  const t = (x: number) => taxOnOrdinaryIncome(x, status, p.year, method);
  const l1 = pos(taxableIncomeUsd);
  const l6 = pos(pref.qualifiedDividendsUsd);
  const l9 = pos(pref.netCapitalGainUsd);
  const l10 = l6 + l9;
  const sch18 = pos(pref.twentyEightPercentRateGainUsd);
  const sch19 = pos(pref.unrecapturedSection1250GainUsd);
  const l11 = sch18 + sch19;
  const l12 = Math.min(l9, l11);
  const l13 = l10 - l12;
  const l14 = pos(l1 - l13);
  const l15 = p.capitalGainZeroRateTop[status];
  const l16 = Math.min(l1, l15);
  const l17 = Math.min(l14, l16);
  const l18 = pos(l1 - l10);
  const l19 = Math.min(l1, p.bracketStarts[status][3]);
  const l20 = Math.min(l14, l19);
  const l21 = Math.max(l18, l20);
  const l22 = l16 - l17;
  const l23 = Math.min(l1, l13);
  const l24 = l22;
  const l25 = pos(l23 - l24);
  const l26 = p.capitalGainFifteenRateTop[status];
  const l27 = Math.min(l1, l26);
  const l28 = l21 + l22;
  const l29 = pos(l27 - l28);
  const l30 = Math.min(l25, l29);
  const l31 = l30 * CAPITAL_GAIN_MIDDLE_RATE;
  const l32 = l24 + l30;
  const l33 = pos(l23 - l32);
  const l34 = l33 * CAPITAL_GAIN_TOP_RATE;
  let l39 = 0;
  let l40 = 0;
  if (sch19 > 0) {
    const l35 = Math.min(l9, sch19);
    const l38 = pos(l10 + l21 - l1);
    l39 = pos(l35 - l38);
    l40 = l39 * UNRECAPTURED_SECTION_1250_RATE;
  }
  let l43 = 0;
  if (sch18 > 0) {
    const l41 = l21 + l22 + l30 + l33 + l39;
    l43 = pos(l1 - l41) * TWENTY_EIGHT_PERCENT_RATE_GAIN_RATE;
  }
  const l44 = t(l21);
  const l45 = l31 + l34 + l40 + l43 + l44;
  const l46 = t(l1);
  const worksheetUsed = l45 < l46;
  return {
    adjustedNetCapitalGainUsd: l13,
    line10Usd: l10,
    line14Usd: l14,
    ordinaryIncomeUsd: worksheetUsed ? l21 : l1,
    ordinaryTaxUsd: worksheetUsed ? l44 : l46,
    preferentialTaxUsd: worksheetUsed ? l45 - l44 : 0,
    taxUsd: Math.min(l45, l46),
  };
}

/** Inputs of the §199A computation apart from the businesses. */
export interface QbiContext {
  /** Taxable income before the QBI deduction, USD. */
  taxableIncomeBeforeQbiDeductionUsd: number;
  /** Net capital gain for §199A(a)(1)(B): qualified dividends plus net capital gain, USD. */
  netCapitalGainUsd: number;
}

/**
 * §199A qualified business income deduction (Form 8995-A logic, no REIT/PTP component, no
 * patron reduction, no loss carryforward): 20% of each business's QBI; above the threshold limited
 * to the greater of 50% of W-2 wages or 25% of W-2 wages plus 2.5% of UBIA, phased in over the
 * range; a specified service business's QBI, wages and UBIA are reduced by the applicable
 * percentage and are nil above the range; the total is limited to 20% of taxable income less net
 * capital gain; from 2026 a $400 minimum when active QBI is at least $1,000 (§199A(i)).
 * Sources: IRC §199A(a), (b)(2)–(3), (d)(3), (e)(2), (i); thresholds from the year's revenue procedure.
 */
export function qualifiedBusinessIncomeDeduction(
  businesses: readonly QualifiedBusiness[],
  status: FilingStatus,
  ctx: QbiContext,
  p: FederalIncomeTaxParameters,
): number {
  if (businesses.length === 0) return 0;
  const threshold = p.qbiThreshold[status];
  const range = p.qbiPhaseInRange[status];
  const ti = ctx.taxableIncomeBeforeQbiDeductionUsd;
  const phase = clamp01((ti - threshold) / range);
  let combined = 0;
  let totalQbi = 0;
  for (const b of businesses) {
    const sstbShare = b.specifiedServiceTradeOrBusiness ? 1 - phase : 1;
    const qbi = b.qualifiedBusinessIncomeUsd * sstbShare;
    totalQbi += b.qualifiedBusinessIncomeUsd;
    const wages = nz(b.w2WagesUsd) * sstbShare;
    const ubia = nz(b.unadjustedBasisOfQualifiedPropertyUsd) * sstbShare;
    const tentative = QBI_DEDUCTION_RATE * qbi;
    if (ti <= threshold || tentative <= 0) {
      combined += tentative;
      continue;
    }
    const wageLimit = Math.max(
      QBI_WAGE_LIMIT.wagesOnly * wages,
      QBI_WAGE_LIMIT.wagesWithProperty * wages + QBI_WAGE_LIMIT.property * ubia,
    );
    if (wageLimit >= tentative) combined += tentative;
    else if (phase >= 1) combined += wageLimit;
    else combined += tentative - (tentative - wageLimit) * phase;
  }
  const incomeLimit = QBI_DEDUCTION_RATE * pos(ti - ctx.netCapitalGainUsd);
  let deduction = Math.min(pos(combined), incomeLimit);
  const min = p.qbiMinimumDeduction;
  if (min && totalQbi >= min.minimumQualifiedBusinessIncome) deduction = Math.max(deduction, min.deduction);
  return deduction;
}

/**
 * §151(f) senior deduction (Pub. L. 119-21 §70103, 2025–2028): $6,000 for each of the taxpayer and
 * spouse aged 65 or older, each reduced by 6% of modified AGI above $75,000 ($150,000 joint);
 * nothing when married filing separately. USD.
 */
export function seniorDeduction(
  status: FilingStatus,
  modifiedAgiUsd: number,
  qualifyingPeople: number,
  p: FederalIncomeTaxParameters,
): number {
  const s = p.seniorDeduction;
  if (!s || status === "married_separate" || qualifyingPeople <= 0) return 0;
  const start = status === "married_joint" ? s.phaseOutStartJoint : s.phaseOutStartOther;
  const each = pos(s.amountPerPerson - s.phaseOutRate * pos(modifiedAgiUsd - start));
  return each * qualifyingPeople;
}

/**
 * State and local tax deduction after §164(b)(6) and, from 2025, §164(b)(7): the cap falls by 30% of
 * modified AGI above the threshold, not below the floor. USD.
 */
export function saltDeduction(
  stateAndLocalTaxesUsd: number,
  status: FilingStatus,
  modifiedAgiUsd: number,
  p: FederalIncomeTaxParameters,
): number {
  let cap = p.saltCap[status];
  if (p.saltPhaseDownThreshold) {
    cap = Math.max(
      p.saltFloor[status],
      cap - p.saltPhaseDownRate * pos(modifiedAgiUsd - p.saltPhaseDownThreshold[status]),
    );
  }
  return Math.min(pos(stateAndLocalTaxesUsd), cap);
}

/**
 * Charitable deduction of an itemizer: cash up to 60% of AGI; capital-gain property up to the
 * lesser of 30% of AGI and 50% of AGI less cash gifts (§170(b)(1)(C), (G)); from 2026 only the part
 * above 0.5% of AGI (§170(b)(1)(I)). Carryovers are not modelled. USD.
 */
export function charitableDeduction(
  cashUsd: number,
  capitalGainPropertyUsd: number,
  agiUsd: number,
  p: FederalIncomeTaxParameters,
): number {
  const agi = pos(agiUsd);
  const cash = Math.min(pos(cashUsd), CHARITABLE_AGI_LIMITS.cash * agi);
  const property = Math.min(
    pos(capitalGainPropertyUsd),
    CHARITABLE_AGI_LIMITS.capitalGainProperty * agi,
    pos(CHARITABLE_AGI_LIMITS.fiftyPercentClass * agi - pos(cashUsd)),
  );
  return pos(cash + property - p.charitableFloorRate * agi);
}

/**
 * §68 as amended by Pub. L. 119-21 §70111 (tax years after 2025): the reduction of itemized
 * deductions, 2/37 of the lesser of the itemized deductions and the taxable income (before this
 * reduction, increased by those deductions) above the start of the 37% bracket. USD.
 */
export function itemizedDeductionReduction(
  itemizedUsd: number,
  taxableIncomeBeforeReductionUsd: number,
  status: FilingStatus,
  p: FederalIncomeTaxParameters,
): number {
  if (!p.itemizedDeductionTwoThirtySeventhsRule) return 0;
  const top = p.bracketStarts[status][5];
  const excess = pos(taxableIncomeBeforeReductionUsd + itemizedUsd - top);
  return (2 / 37) * Math.min(pos(itemizedUsd), excess);
}

/**
 * Tentative minimum tax on a taxable excess (Form 6251 Part III when there is preferential income):
 * 26% up to the threshold and 28% above, with adjusted net capital gain kept at 0/15/20% and
 * unrecaptured §1250 gain at 25%. Sources: IRC §55(b)(1), (b)(3).
 * @param taxableExcessUsd Form 6251 line 6 (AMTI less exemption).
 * @param worksheet The regular-tax Schedule D Tax Worksheet's lines 10, 13 and 14.
 */
export function tentativeMinimumTax(
  taxableExcessUsd: number,
  worksheet: { adjustedNetCapitalGainUsd: number; line10Usd: number; line14Usd: number },
  unrecapturedSection1250GainUsd: number,
  status: FilingStatus,
  p: FederalIncomeTaxParameters,
): number {
  const threshold = p.amtRate28Threshold[status];
  const flat = (x: number) =>
    x <= threshold ? AMT_RATES.lower * pos(x) : AMT_RATES.upper * x - (AMT_RATES.upper - AMT_RATES.lower) * threshold;
  const l12 = pos(taxableExcessUsd);
  const l13 = pos(worksheet.adjustedNetCapitalGainUsd);
  if (l13 <= 0 && unrecapturedSection1250GainUsd <= 0) return flat(l12);
  const l14 = pos(unrecapturedSection1250GainUsd);
  const l15 = l14 > 0 ? Math.min(l13 + l14, worksheet.line10Usd) : l13;
  const l16 = Math.min(l12, l15);
  const l17 = l12 - l16;
  const l18 = flat(l17);
  const l19 = p.capitalGainZeroRateTop[status];
  const l20 = pos(worksheet.line14Usd);
  const l21 = pos(l19 - l20);
  const l22 = Math.min(l12, l13);
  const l23 = Math.min(l21, l22);
  const l24 = l22 - l23;
  const l25 = p.capitalGainFifteenRateTop[status];
  const l28 = l21 + l20;
  const l29 = pos(l25 - l28);
  const l30 = Math.min(l24, l29);
  const l31 = CAPITAL_GAIN_MIDDLE_RATE * l30;
  const l32 = l23 + l30;
  const l33 = l22 - l32;
  const l34 = CAPITAL_GAIN_TOP_RATE * l33;
  let l37 = 0;
  if (l14 > 0) {
    const l35 = l17 + l32 + l33;
    l37 = UNRECAPTURED_SECTION_1250_RATE * pos(l12 - l35);
  }
  return Math.min(l18 + l31 + l34 + l37, flat(l12));
}

/** §55(d) exemption after the phase-out, and the married-filing-separately add-back to AMTI. USD. */
export function amtExemption(amtiUsd: number, status: FilingStatus, p: FederalIncomeTaxParameters): number {
  return pos(p.amtExemption[status] - p.amtPhaseOutRate * pos(amtiUsd - p.amtPhaseOutStart[status]));
}

/** 0.9% additional Medicare tax on wages and self-employment earnings above the §3101(b)(2) threshold. USD. */
export function additionalMedicareTax(
  wagesUsd: number,
  selfEmploymentEarningsUsd: number,
  status: FilingStatus,
): number {
  const threshold = ADDITIONAL_MEDICARE_TAX_THRESHOLD[status];
  const onWages = pos(wagesUsd - threshold);
  const onSe = pos(pos(selfEmploymentEarningsUsd) - pos(threshold - pos(wagesUsd)));
  return ADDITIONAL_MEDICARE_TAX_RATE * (onWages + onSe);
}

/** 3.8% NIIT on the lesser of net investment income and modified AGI above the §1411(b) threshold. USD. */
export function netInvestmentIncomeTax(
  netInvestmentIncomeUsd: number,
  modifiedAgiUsd: number,
  status: FilingStatus,
): number {
  return (
    NET_INVESTMENT_INCOME_TAX_RATE *
    Math.min(pos(netInvestmentIncomeUsd), pos(modifiedAgiUsd - NET_INVESTMENT_INCOME_TAX_THRESHOLD[status]))
  );
}

/**
 * One year's federal income taxes for a household: AGI, deductions (standard with 65+/blind
 * additions, or itemized with the SALT cap, charitable limits and the 2026 §68 reduction; the
 * 2025–2028 senior deduction), §199A deduction, regular tax with the Schedule D Tax Worksheet,
 * AMT, NIIT and the additional Medicare tax. No credits; no self-employment tax.
 *
 * Assumptions, each stated: the larger of standard and itemized deductions is taken; the §68
 * reduction is computed on taxable income before the QBI deduction's interaction is re-solved
 * (QBI is computed first); the senior deduction is not added back for AMT (it is not the standard
 * deduction of Form 6251 line 2a); modified AGI equals AGI (no foreign-income exclusion).
 * @throws RangeError when the year has no sourced parameters.
 */
export function federalIncomeTax(input: IncomeTaxInput): IncomeTaxResult {
  const p = federalParametersFor(input.year);
  const status = input.filingStatus;
  const method = input.taxComputation ?? "irs_table";

  const st = nz(input.shortTermCapitalGainUsd);
  const lt = nz(input.longTermCapitalGainUsd);
  const netCapital = st + lt;
  const capitalInAgi = netCapital >= 0 ? netCapital : Math.max(netCapital, -p.capitalLossLimit[status]);
  const netCapitalGainForRates = pos(Math.min(lt, netCapital));
  const interest = nz(input.taxableInterestUsd);
  const qd = pos(nz(input.qualifiedDividendsUsd));
  const nqd = nz(input.nonQualifiedDividendsUsd);
  const otherInvestment = nz(input.otherInvestmentIncomeUsd);
  const wages = nz(input.wagesUsd);

  const agi =
    wages +
    interest +
    nqd +
    qd +
    capitalInAgi +
    otherInvestment +
    nz(input.otherOrdinaryIncomeUsd) -
    nz(input.adjustmentsUsd);

  // Standard deduction (§63(c), (f)).
  const married = status === "married_joint" || status === "married_separate";
  const perCondition = married ? p.additionalStandardDeduction.married : p.additionalStandardDeduction.unmarried;
  const conditions =
    ((input.primaryAge ?? 0) >= 65 ? 1 : 0) +
    (input.primaryBlind ? 1 : 0) +
    (status === "married_joint" ? ((input.spouseAge ?? 0) >= 65 ? 1 : 0) + (input.spouseBlind ? 1 : 0) : 0);
  const standard = p.standardDeduction[status] + perCondition * conditions;

  const seniors =
    ((input.primaryAge ?? 0) >= 65 ? 1 : 0) + (status === "married_joint" && (input.spouseAge ?? 0) >= 65 ? 1 : 0);
  const senior = seniorDeduction(status, agi, seniors, p);

  // Itemized deductions before §68.
  const it = input.itemizedDeductions;
  const salt = it ? saltDeduction(nz(it.stateAndLocalTaxesUsd), status, agi, p) : 0;
  const charity = it
    ? charitableDeduction(nz(it.charitableCashUsd), nz(it.charitableCapitalGainPropertyUsd), agi, p)
    : 0;
  const itemizedGross = it ? salt + pos(nz(it.mortgageInterestUsd)) + charity + pos(nz(it.otherUsd)) : 0;
  const nonItemizerCharity = Math.min(pos(nz(it?.charitableCashUsd)), p.nonItemizerCharitableDeduction[status]);

  const preferential = qd + netCapitalGainForRates;
  const qbiFor = (deduction: number) =>
    qualifiedBusinessIncomeDeduction(
      input.qualifiedBusinesses ?? [],
      status,
      { taxableIncomeBeforeQbiDeductionUsd: pos(agi - deduction - senior), netCapitalGainUsd: preferential },
      p,
    );

  const standardTotal = standard + nonItemizerCharity;
  const reduction = itemizedDeductionReduction(
    itemizedGross,
    pos(agi - itemizedGross - senior - qbiFor(itemizedGross)),
    status,
    p,
  );
  const itemizedNet = itemizedGross - reduction;
  const itemizes = itemizedNet > standardTotal;
  const belowLine = itemizes ? itemizedNet : standardTotal;
  const qbid = qbiFor(belowLine);
  const totalDeductions = belowLine + senior + qbid;
  const taxableIncome = pos(agi - totalDeductions);

  const pref: PreferentialIncome = {
    qualifiedDividendsUsd: qd,
    netCapitalGainUsd: netCapitalGainForRates,
    twentyEightPercentRateGainUsd: Math.min(pos(nz(input.twentyEightPercentRateGainUsd)), netCapitalGainForRates),
    unrecapturedSection1250GainUsd: Math.min(pos(nz(input.unrecapturedSection1250GainUsd)), netCapitalGainForRates),
  };
  const ws = scheduleDTaxWorksheet(taxableIncome, pref, status, p, method);
  const regularTax = ws.taxUsd;

  // AMT (Form 6251).
  // Form 6251 line 1: taxable income, or AGI less deductions when that is negative.
  let amti = agi - totalDeductions + nz(input.isoBargainElementUsd) + nz(input.otherAmtAdjustmentsUsd);
  amti += itemizes ? salt : standard;
  if (status === "married_separate" && amti > p.amtSeparateAddBackStart) {
    amti += Math.min(0.25 * (amti - p.amtSeparateAddBackStart), p.amtExemption[status]);
  }
  const exemption = amtExemption(amti, status, p);
  const tmt = tentativeMinimumTax(amti - exemption, ws, pref.unrecapturedSection1250GainUsd, status, p);
  const amt = pos(tmt - regularTax);

  const nii = interest + nqd + qd + pos(capitalInAgi) + otherInvestment;
  const niit = netInvestmentIncomeTax(nii, agi, status);
  const addlMedicare = additionalMedicareTax(wages, nz(input.selfEmploymentEarningsUsd), status);

  const ltcgRate =
    taxableIncome < p.capitalGainZeroRateTop[status]
      ? 0
      : taxableIncome < p.capitalGainFifteenRateTop[status]
        ? 0.15
        : 0.2;

  return {
    year: p.year,
    filingStatus: status,
    adjustedGrossIncomeUsd: agi,
    standardDeductionUsd: standard,
    itemizedDeductionsUsd: itemizedNet,
    itemizes,
    seniorDeductionUsd: senior,
    qualifiedBusinessIncomeDeductionUsd: qbid,
    totalDeductionsUsd: totalDeductions,
    taxableIncomeUsd: taxableIncome,
    ordinaryTaxableIncomeUsd: ws.ordinaryIncomeUsd,
    ordinaryIncomeTaxUsd: ws.ordinaryTaxUsd,
    capitalGainsTaxUsd: ws.preferentialTaxUsd,
    regularTaxUsd: regularTax,
    alternativeMinimumTaxableIncomeUsd: amti,
    tentativeMinimumTaxUsd: tmt,
    alternativeMinimumTaxUsd: amt,
    netInvestmentIncomeUsd: nii,
    netInvestmentIncomeTaxUsd: niit,
    additionalMedicareTaxUsd: addlMedicare,
    totalTaxUsd: regularTax + amt + niit + addlMedicare,
    marginalOrdinaryRate: bracketRate(taxableIncome, p.bracketStarts[status]),
    marginalLongTermCapitalGainRate: ltcgRate,
  };
}

/** An increment of income for marginal analysis, USD (either or both). */
export interface IncomeDelta {
  /** Added to `otherOrdinaryIncomeUsd` (ordinary income that is not investment income). */
  ordinaryDeltaUsd?: number;
  /** Added to `longTermCapitalGainUsd`. */
  capitalGainDeltaUsd?: number;
}

function withDelta(input: IncomeTaxInput, delta: IncomeDelta): IncomeTaxInput {
  return {
    ...input,
    otherOrdinaryIncomeUsd: nz(input.otherOrdinaryIncomeUsd) + nz(delta.ordinaryDeltaUsd),
    longTermCapitalGainUsd: nz(input.longTermCapitalGainUsd) + nz(delta.capitalGainDeltaUsd),
  };
}

/**
 * Federal tax caused by additional income: total tax with the delta less total tax without, USD.
 * Uses the input's computation method (set `taxComputation: "exact"` to avoid $50-row steps).
 */
export function taxOnAdditionalIncome(input: IncomeTaxInput, delta: IncomeDelta): number {
  return federalIncomeTax(withDelta(input, delta)).totalTaxUsd - federalIncomeTax(input).totalTaxUsd;
}

/**
 * Effective federal marginal rate on an increment: (tax(input + delta) − tax(input)) / delta, decimal.
 * Computed on the exact rate schedule unless the input says otherwise, including NIIT, AMT and
 * phase-outs the increment crosses.
 * @throws RangeError when the delta is zero.
 */
export function marginalRate(input: IncomeTaxInput, delta: IncomeDelta): number {
  const size = nz(delta.ordinaryDeltaUsd) + nz(delta.capitalGainDeltaUsd);
  if (size === 0) throw new RangeError("marginalRate needs a non-zero delta");
  const exactInput: IncomeTaxInput = { ...input, taxComputation: input.taxComputation ?? "exact" };
  return taxOnAdditionalIncome(exactInput, delta) / size;
}
