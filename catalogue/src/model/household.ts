import { formatUsd, type TClientFacts } from "@fsa/shared";
import { basicExclusionAmountFor, federalEstateTax, STATE_GIFT_TAX_STATES, stateEstateTax } from "../tax/estate-tax.ts";
import { federalIncomeTax, type IncomeTaxInput } from "../tax/federal-income-tax.ts";
import type { FilingStatus } from "../tax/federal-parameters.ts";
import { rmdStartAge } from "../tax/retirement.ts";
import { NO_INCOME_TAX_STATES, STATE_INCOME_TAX_STATES, stateIncomeTax } from "../tax/state-income-tax.ts";
import type { TaxParameters } from "../tax/types.ts";
import {
  BUSINESS_GROWTH,
  CASH_GROWTH,
  DEFAULT_AGE,
  PLANNING_AGE_AT_DEATH,
  PORTFOLIO_GROWTH,
  PORTFOLIO_YIELD,
  REAL_ESTATE_GROWTH,
  SPENDING_RATE,
} from "./assumptions.ts";

/**
 * One household model (issue #13 item 1; ARCHITECTURE.md "The analysis pipeline" step 4): the
 * client's balance sheet by asset kind, its projection (growth net of spending), each person's
 * assumed death, the estate at the final death with the federal exclusion indexed after 2026,
 * DSUE and state estate tax, and the household's income taxes from the real calculator. Every
 * strategy's effect is priced on this one model: an estate-tax saving is tax(without) −
 * tax(with) on the same projection, never a rate times a guess.
 */

/** A person of the household: age now and the assumed year of death. */
export interface Person {
  /** Age now, years. */
  age: number;
  /** True when the notes did not give the age and DEFAULT_AGE is used. */
  ageAssumed: boolean;
  birthYear: number;
  /** Calendar year of the assumed death (PLANNING_AGE_AT_DEATH). */
  deathYear: number;
}

/** The balance sheet by kind, USD today. */
export interface BalanceSheet {
  retirementUsd: number;
  taxableUsd: number;
  cashUsd: number;
  residenceUsd: number;
  /** Vacation homes and investment real estate. */
  otherRealEstateUsd: number;
  businessUsd: number;
  /** Assets the notes do not break down: net worth less the listed assets, when positive. */
  otherUsd: number;
  liabilitiesUsd: number;
  totalAssetsUsd: number;
  netWorthUsd: number;
  /** Where the net worth comes from. */
  netWorthSource: "stated" | "sum of the assets listed" | "unknown";
}

/** Growth assumptions of the projection, decimals a year. */
export interface Growth {
  portfolio: number;
  realEstate: number;
  business: number;
  cash: number;
  /** Weighted by the balance sheet. */
  blended: number;
  /** Spending drawn from the balance sheet, decimal of net worth a year. */
  spendingRate: number;
  /** blended − spendingRate: the rate at which net worth is projected to grow. */
  netOfSpending: number;
}

/**
 * A change to the final estate that a strategy makes, in nominal USD at the final death (the
 * strategy projects its own numbers; the household prices them).
 */
export interface EstateChange {
  /** Value moved out of the taxable estate by the final death (gift plus its growth, a freeze's growth), USD. */
  removedUsd?: number;
  /** Taxable gifts made (at their value when given): they use exclusion and are added back as adjusted taxable gifts, USD. */
  adjustedTaxableGiftsUsd?: number;
  /** DSUE the survivor gains at the first death (portability, IRC §2010(c)(4)), USD. */
  dsueUsd?: number;
  /** Deduction from the taxable estate at death: charitable bequest (§2055), special-use reduction (§2032A), USD. */
  deductionUsd?: number;
  /** Value added to the estate (a policy's death benefit owned personally), USD. */
  addedUsd?: number;
  /** State of residence at death, when the strategy changes it (a change of domicile). */
  state?: string;
}

/** Estate taxes at the final death for one version of the plan. */
export interface EstateOutcome {
  year: number;
  yearsFromNow: number;
  grossEstateUsd: number;
  taxableEstateUsd: number;
  applicableExclusionUsd: number;
  federalTaxUsd: number;
  stateTaxUsd: number;
  totalTaxUsd: number;
}

/** A change to this year's income taxes (federal + state), USD. */
export interface IncomeTaxDelta {
  /** Ordinary income added, e.g. a Roth conversion; a negative amount is an above-the-line deduction (a plan contribution). */
  ordinaryUsd?: number;
  /** Long-term capital gain added (negative: gain avoided). */
  longTermGainUsd?: number;
  /** Wages added or removed (payroll taxes are not modelled here). */
  wagesUsd?: number;
  /** Cash gifts to public charity added (itemized, with the AGI limits and the 2026 floor). */
  charitableCashUsd?: number;
  /** Appreciated property given to public charity at fair market value (30% class). */
  charitableCapitalGainPropertyUsd?: number;
  /** Other itemized deductions added. */
  itemizedUsd?: number;
}

/** The household: who, what they own, how it grows, when the estate is taxed and how much. */
export interface Household {
  facts: TClientFacts;
  tax: TaxParameters;
  /** The analysis year. */
  year: number;
  primary: Person;
  spouse: Person | null;
  /** Only a legal marriage: IRC §2056, §2010(c)(4), §6013. */
  legallyMarried: boolean;
  filingStatus: FilingStatus;
  state: string | null;
  balance: BalanceSheet;
  growth: Growth;
  /** Discount rate of present values, decimal: the expected portfolio return, never below the §7520 rate of the analysis month (IRC §7520). */
  discountRate: number;
  /** The final death (the survivor's, or the client's), years from now. */
  yearsToFinalDeath: number;
  /** The first death of a couple, years from now; null for one person. */
  yearsToFirstDeath: number | null;
  /** Net worth projected `years` from now, USD nominal. */
  netWorthAt(years: number): number;
  /** Estate taxes at the final death without planning. */
  baseline: EstateOutcome;
  /** Estate taxes at the final death with a change (or several, summed). */
  estateWith(change: EstateChange): EstateOutcome;
  /** This year's income taxes as modelled (federal + state), USD. */
  incomeTaxUsd: number;
  /** The income-tax input the calculator sees for this year. */
  incomeTaxInput: IncomeTaxInput;
  /** Federal + state income tax change this year from a delta, USD (positive: more tax). */
  incomeTaxChange(delta: IncomeTaxDelta): number;
  /** Year the client's RMDs start (IRC §401(a)(9)(C)(v) as amended by SECURE 2.0 §107). */
  rmdStartYear: number;
  /** The assumptions the model used, as sentences. */
  assumptions: string[];
}

const STATES_WITH_INCOME_TAX_MODEL = new Set<string>(STATE_INCOME_TAX_STATES);
const NO_INCOME_TAX = new Set<string>(NO_INCOME_TAX_STATES);

function person(age: number | null, year: number, planningAge: number): Person {
  const a = age ?? DEFAULT_AGE.value;
  return { age: a, ageAssumed: age === null, birthYear: year - a, deathYear: year + Math.max(1, planningAge - a) };
}

/** The balance sheet from the facts: stated parts, net worth stated or summed, the rest as "other". */
export function balanceSheetOf(f: TClientFacts): BalanceSheet {
  const retirement = f.retirementAccountsUsd ?? 0;
  const taxable = f.taxableInvestmentsUsd ?? 0;
  const cash = f.cashUsd ?? 0;
  const residence = f.primaryResidenceUsd ?? 0;
  const realEstate = f.realEstateUsd ?? 0;
  const otherRealEstate = Math.max(0, realEstate - residence);
  const business = f.ownsBusiness ? (f.businessValueUsd ?? 0) : 0;
  const liabilities = f.liabilitiesUsd ?? 0;
  const listed = retirement + taxable + cash + Math.max(residence, 0) + otherRealEstate + business;
  let netWorth: number;
  let source: BalanceSheet["netWorthSource"];
  if (f.netWorthUsd !== null) {
    // "NW outside the company ~$4.2M": the business interest stated apart is added back.
    netWorth = f.netWorthUsd + (f.netWorthExcludesBusiness ? business : 0);
    source = "stated";
  } else if (listed > 0) {
    netWorth = Math.max(0, listed - liabilities);
    source = "sum of the assets listed";
  } else {
    netWorth = 0;
    source = "unknown";
  }
  const other = Math.max(0, netWorth + liabilities - listed);
  return {
    retirementUsd: retirement,
    taxableUsd: taxable,
    cashUsd: cash,
    residenceUsd: residence,
    otherRealEstateUsd: otherRealEstate,
    businessUsd: business,
    otherUsd: other,
    liabilitiesUsd: liabilities,
    totalAssetsUsd: listed + other,
    netWorthUsd: netWorth,
    netWorthSource: source,
  };
}

/** True when the notes say (or imply) the household no longer works. */
function isRetiredHousehold(f: TClientFacts, primaryAge: number): boolean {
  if (f.isRetired !== null) return f.isRetired;
  return primaryAge >= 67;
}

function incomeInput(
  f: TClientFacts,
  b: BalanceSheet,
  h: { year: number; status: FilingStatus; retired: boolean; primary: Person; spouse: Person | null },
): IncomeTaxInput {
  const income = f.annualIncomeUsd ?? 0;
  const yieldUsd = b.taxableUsd * PORTFOLIO_YIELD.value;
  return {
    year: Math.min(h.year, 2026),
    filingStatus: h.status,
    primaryAge: h.primary.age,
    spouseAge: h.spouse?.age,
    wagesUsd: h.retired ? 0 : income,
    otherOrdinaryIncomeUsd: h.retired ? income : 0,
    qualifiedDividendsUsd: yieldUsd * 0.7,
    taxableInterestUsd: yieldUsd * 0.3,
    itemizedDeductions: {
      charitableCashUsd: f.annualCharitableGivingUsd ?? 0,
      // State income tax paid, itemized under the SALT cap (an estimate: 5% of income where the state taxes income).
      stateAndLocalTaxesUsd:
        f.state && STATES_WITH_INCOME_TAX_MODEL.has(f.state) && !NO_INCOME_TAX.has(f.state) ? income * 0.05 : 0,
    },
    taxComputation: "exact",
  };
}

function applyDelta(input: IncomeTaxInput, d: IncomeTaxDelta): IncomeTaxInput {
  const item = input.itemizedDeductions ?? {};
  return {
    ...input,
    otherOrdinaryIncomeUsd: (input.otherOrdinaryIncomeUsd ?? 0) + Math.max(0, d.ordinaryUsd ?? 0),
    // Less ordinary income is an adjustment to income, so it lowers wages' tax as well.
    adjustmentsUsd: (input.adjustmentsUsd ?? 0) + Math.max(0, -(d.ordinaryUsd ?? 0)),
    longTermCapitalGainUsd: (input.longTermCapitalGainUsd ?? 0) + (d.longTermGainUsd ?? 0),
    wagesUsd: Math.max(0, (input.wagesUsd ?? 0) + (d.wagesUsd ?? 0)),
    itemizedDeductions: {
      ...item,
      charitableCashUsd: (item.charitableCashUsd ?? 0) + (d.charitableCashUsd ?? 0),
      charitableCapitalGainPropertyUsd:
        (item.charitableCapitalGainPropertyUsd ?? 0) + (d.charitableCapitalGainPropertyUsd ?? 0),
      otherUsd: (item.otherUsd ?? 0) + (d.itemizedUsd ?? 0),
    },
  };
}

/** Federal + state income tax on an input, USD; a state without a modelled schedule adds 0. */
function totalIncomeTax(input: IncomeTaxInput, state: string | null): number {
  const federal = federalIncomeTax(input).totalTaxUsd;
  if (!state || !STATES_WITH_INCOME_TAX_MODEL.has(state)) return federal;
  return federal + stateIncomeTax(state, input).taxUsd;
}

/** Options of the model: the analysis year and overrides (tests, sensitivity). */
export interface HouseholdOptions {
  year?: number;
  /** Replace the portfolio growth assumption (sensitivity). */
  portfolioGrowth?: number;
  /** Replace the discount rate. */
  discountRate?: number;
}

/**
 * The discount rate in words, for figures shown to the adviser: "the 6.5% expected portfolio
 * return (the §7520 rate of November 2026 is 4.6%)" or "the 4.6% §7520 rate of November 2026".
 */
export function discountRateWords(h: Pick<Household, "discountRate" | "tax">): string {
  const pct = (r: number) => `${(r * 100).toFixed(1)}%`;
  return h.discountRate > h.tax.section7520Rate
    ? `the ${pct(h.discountRate)} expected portfolio return (the §7520 rate of ${h.tax.section7520RateMonth} is ${pct(h.tax.section7520Rate)})`
    : `the ${pct(h.discountRate)} §7520 rate of ${h.tax.section7520RateMonth}`;
}

/**
 * Builds the household model from the facts and the year's tax parameters. Pure.
 * Baseline (no planning): a married couple leaves everything to the survivor (marital deduction,
 * IRC §2056; for a non-citizen spouse the deduction needs a QDOT, §2056(d), so half the estate is
 * taxed at the first death) and no portability election is made; the survivor's estate is taxed
 * at the final death with the basic exclusion of that year (indexed after 2026 under §2010(c)(3)
 * as amended by Pub. L. 119-21) and the state's estate tax (state exemptions held at their latest
 * published amounts, an assumption).
 */
export function buildHousehold(facts: TClientFacts, tax: TaxParameters, options: HouseholdOptions = {}): Household {
  const year = options.year ?? tax.year;
  const assumptions: string[] = [];
  const planningAge = PLANNING_AGE_AT_DEATH.value;
  const primary = person(facts.primaryAge, year, planningAge);
  if (primary.ageAssumed) assumptions.push(`Client's ${DEFAULT_AGE.why}.`);
  const legallyMarried = facts.maritalStatus === "married" || facts.maritalStatus === "separated";
  const hasPartner = legallyMarried || facts.maritalStatus === "partnered";
  const spouse = hasPartner ? person(facts.spouseAge ?? facts.primaryAge, year, planningAge) : null;
  if (spouse && facts.spouseAge === null)
    assumptions.push("Spouse's or partner's age not stated; the client's age assumed.");
  const status: FilingStatus = legallyMarried
    ? "married_joint"
    : facts.childrenAges.some((a) => a < 19)
      ? "head_of_household"
      : "single";

  const balance = balanceSheetOf(facts);
  if (balance.netWorthSource === "sum of the assets listed") {
    assumptions.push("Net worth not stated; the sum of the assets listed, less any debts stated, is used.");
  }
  if (balance.netWorthSource === "stated" && facts.netWorthExcludesBusiness && balance.businessUsd > 0) {
    assumptions.push(
      `Net worth stated without the business (${formatUsd(facts.netWorthUsd ?? 0)}); the ${formatUsd(balance.businessUsd)} business interest is added: ${formatUsd(balance.netWorthUsd)}.`,
    );
  }
  const risk = facts.riskTolerance ?? "moderate";
  const portfolio = options.portfolioGrowth ?? PORTFOLIO_GROWTH[risk].value;
  assumptions.push(
    `${PORTFOLIO_GROWTH[risk].why}; ${REAL_ESTATE_GROWTH.why}; ${BUSINESS_GROWTH.why}; ${CASH_GROWTH.why}.`,
  );
  const weights =
    balance.retirementUsd +
    balance.taxableUsd +
    balance.otherUsd +
    balance.cashUsd +
    balance.residenceUsd +
    balance.otherRealEstateUsd +
    balance.businessUsd;
  const blended =
    weights > 0
      ? ((balance.retirementUsd + balance.taxableUsd + balance.otherUsd) * portfolio +
          balance.cashUsd * CASH_GROWTH.value +
          (balance.residenceUsd + balance.otherRealEstateUsd) * REAL_ESTATE_GROWTH.value +
          balance.businessUsd * BUSINESS_GROWTH.value) /
        weights
      : portfolio;
  const retired = isRetiredHousehold(facts, primary.age);
  let spendingRate: number;
  if (facts.annualSpendingUsd !== null && balance.netWorthUsd > 0) {
    const earned = retired ? 0 : (facts.annualIncomeUsd ?? 0) * 0.65;
    spendingRate = Math.max(0, Math.min(0.15, (facts.annualSpendingUsd - earned) / balance.netWorthUsd));
    assumptions.push("Spending stated; after-tax earnings (65% of income) assumed to cover part of it while working.");
  } else {
    // The default rate is a draw on what can be spent: investable assets (retirement, taxable,
    // cash). A ranch, a business or real estate listed apart is not sold to pay for groceries, so
    // the household's draw is the rate times its investable share (all of it when the notes give
    // no breakdown).
    const rule = retired ? SPENDING_RATE.retired : SPENDING_RATE.working;
    const investableUsd = balance.retirementUsd + balance.taxableUsd + balance.cashUsd + balance.otherUsd;
    const illiquidUsd = balance.residenceUsd + balance.otherRealEstateUsd + balance.businessUsd;
    const share = investableUsd + illiquidUsd > 0 ? investableUsd / (investableUsd + illiquidUsd) : 1;
    spendingRate = rule.value * Math.min(1, Math.max(0, share));
    assumptions.push(
      share < 1
        ? `A ${retired ? "retired" : "working"} household assumed to draw ${(rule.value * 100).toFixed(1)}% a year of its investable assets (${Math.round(share * 100)}% of what it owns), ${(spendingRate * 100).toFixed(1)}% of net worth; real estate and business interests are not drawn on.`
        : `${rule.why}.`,
    );
  }
  const growth: Growth = {
    portfolio,
    realEstate: REAL_ESTATE_GROWTH.value,
    business: BUSINESS_GROWTH.value,
    cash: CASH_GROWTH.value,
    blended,
    spendingRate,
    netOfSpending: blended - spendingRate,
  };
  // Present values discount at the client's own opportunity cost, the expected portfolio return,
  // never below the §7520 rate (IRC §7520; the rate of the analysis month): a saving years away is
  // worth what would have to be invested today to produce it.
  const discountRate = options.discountRate ?? Math.max(tax.section7520Rate, portfolio);
  assumptions.push(
    discountRate > tax.section7520Rate
      ? `Present values discount at ${(discountRate * 100).toFixed(1)}%, the expected portfolio return (above the ${(tax.section7520Rate * 100).toFixed(1)}% §7520 rate of ${tax.section7520RateMonth}).`
      : `Present values discount at the §7520 rate of ${tax.section7520RateMonth} (${(discountRate * 100).toFixed(1)}%).`,
  );
  // The estate grows, net of spending, at most at the discount rate: wealth compounding faster
  // than the rate its future is discounted at would make the estate worth more today than the
  // client owns, and every estate-tax figure with it (an assumption of the model, issue #13).
  if (growth.netOfSpending > discountRate) {
    growth.netOfSpending = discountRate;
    assumptions.push(
      `The estate is projected to grow, net of spending, at the ${(discountRate * 100).toFixed(1)}% discount rate, below the ${(
        (blended - spendingRate) * 100
      ).toFixed(1)}% its assets would earn less spending, so its value today never exceeds the net worth.`,
    );
  }
  assumptions.push(`${PLANNING_AGE_AT_DEATH.why[0]?.toUpperCase()}${PLANNING_AGE_AT_DEATH.why.slice(1)}.`);

  const deaths = [primary.deathYear, spouse?.deathYear].filter((x): x is number => x !== undefined);
  const finalYear = Math.max(...deaths);
  const firstYear = spouse ? Math.min(...deaths) : null;
  const yearsToFinalDeath = finalYear - year;
  const yearsToFirstDeath = firstYear === null ? null : firstYear - year;
  const netWorthAt = (years: number) => balance.netWorthUsd * (1 + growth.netOfSpending) ** Math.max(0, years);

  const nonCitizenSpouse = legallyMarried && facts.spouseIsUsCitizen === false;
  const stateCode = facts.state;
  const outcome = (change: EstateChange): EstateOutcome => {
    // A permanent policy the client owns is in the estate at death (IRC §2042): its death benefit,
    // when stated, is added (an assumption that the insured owns it and it is still in force).
    const insurance = facts.hasLifeInsurance ? (facts.lifeInsuranceDeathBenefitUsd ?? 0) : 0;
    let gross = netWorthAt(yearsToFinalDeath) + insurance - (change.removedUsd ?? 0) + (change.addedUsd ?? 0);
    let firstDeathTax = 0;
    // A non-citizen spouse: without a QDOT the marital deduction is denied (IRC §2056(d)); half the
    // estate (an assumption about ownership) is taxed at the first death.
    if (nonCitizenSpouse && yearsToFirstDeath !== null && firstYear !== null) {
      const half = netWorthAt(yearsToFirstDeath) / 2;
      const fed = federalEstateTax({
        taxableEstateUsd: half,
        year: firstYear,
        applicableExclusionUsd: basicExclusionAmountFor(firstYear),
      });
      firstDeathTax = fed.estateTaxUsd;
      gross -= firstDeathTax * (1 + growth.netOfSpending) ** (yearsToFinalDeath - yearsToFirstDeath);
    }
    gross = Math.max(0, gross);
    const taxable = Math.max(0, gross - (change.deductionUsd ?? 0));
    const exclusion = basicExclusionAmountFor(finalYear) + (change.dsueUsd ?? 0);
    const tentative = federalEstateTax({
      taxableEstateUsd: taxable,
      adjustedTaxableGiftsUsd: change.adjustedTaxableGiftsUsd ?? 0,
      applicableExclusionUsd: exclusion,
      year: finalYear,
    }).estateTaxUsd;
    // The tax paid at the first death on property the survivor inherits is credited at the second
    // (IRC §2013; for a non-citizen spouse without a QDOT, §2056(d)(3) allows it without phase-down).
    const federal = Math.max(0, tentative - firstDeathTax);
    const residence = change.state ?? stateCode;
    // A state that taxes gifts (STATE_GIFT_TAX_STATES) adds them back to its estate tax base;
    // the other states tax only what is owned at death.
    const stateBase =
      residence && STATE_GIFT_TAX_STATES.includes(residence)
        ? taxable + (change.adjustedTaxableGiftsUsd ?? 0)
        : taxable;
    const state = residence ? stateEstateTax(residence, stateBase, Math.min(finalYear, 2026)).estateTaxUsd : 0;
    return {
      year: finalYear,
      yearsFromNow: yearsToFinalDeath,
      grossEstateUsd: gross,
      taxableEstateUsd: taxable,
      applicableExclusionUsd: exclusion,
      federalTaxUsd: federal + firstDeathTax,
      stateTaxUsd: state,
      totalTaxUsd: federal + firstDeathTax + state,
    };
  };

  const incomeTaxInput = incomeInput(facts, balance, { year, status, retired, primary, spouse });
  if (facts.state && !STATES_WITH_INCOME_TAX_MODEL.has(facts.state)) {
    assumptions.push(`State income tax of ${facts.state} is not modelled; federal income tax only.`);
  }
  const incomeTaxUsd = totalIncomeTax(incomeTaxInput, facts.state);
  const taxCache = new Map<string, number>();
  return {
    facts,
    tax,
    year,
    primary,
    spouse,
    legallyMarried,
    filingStatus: status,
    state: facts.state,
    balance,
    growth,
    discountRate,
    yearsToFinalDeath,
    yearsToFirstDeath,
    netWorthAt,
    baseline: outcome({}),
    estateWith: outcome,
    incomeTaxUsd,
    incomeTaxInput,
    incomeTaxChange: (d) => {
      // Strategies ask the same questions (the tax on the next $10,000): each is computed once.
      const key = `${d.ordinaryUsd ?? 0}|${d.longTermGainUsd ?? 0}|${d.wagesUsd ?? 0}|${d.charitableCashUsd ?? 0}|${d.charitableCapitalGainPropertyUsd ?? 0}|${d.itemizedUsd ?? 0}`;
      let v = taxCache.get(key);
      if (v === undefined) {
        v = totalIncomeTax(applyDelta(incomeTaxInput, d), facts.state) - incomeTaxUsd;
        taxCache.set(key, v);
      }
      return v;
    },
    rmdStartYear: primary.birthYear + rmdStartAge(primary.birthYear),
    assumptions: [...new Set(assumptions)],
  };
}

/** Sums several estate changes into one (the plan's combined effect). */
export function combineEstateChanges(changes: readonly EstateChange[]): EstateChange {
  const total: Required<Omit<EstateChange, "state">> & Pick<EstateChange, "state"> = {
    removedUsd: 0,
    adjustedTaxableGiftsUsd: 0,
    dsueUsd: 0,
    deductionUsd: 0,
    addedUsd: 0,
  };
  for (const c of changes) {
    total.removedUsd += c.removedUsd ?? 0;
    total.adjustedTaxableGiftsUsd += c.adjustedTaxableGiftsUsd ?? 0;
    total.dsueUsd += c.dsueUsd ?? 0;
    total.deductionUsd += c.deductionUsd ?? 0;
    total.addedUsd += c.addedUsd ?? 0;
    // The last change of domicile in the plan is the one in force at death.
    if (c.state) total.state = c.state;
  }
  return total;
}
