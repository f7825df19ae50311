import type { TClientFacts, TFormulaVariable, TSensitivityAnalysis, TStrategyCatalogueEntry } from "@fsa/shared";
import { annuityFactor, presentValue } from "./formulas/finance.ts";
import type { TaxParameters } from "./tax/types.ts";
import type { BenefitComponents, CostComponents, StrategyDefinition, Variables } from "./types.ts";

/** A strategy's figures for one client: every number in USD, rounded to whole dollars. */
export interface StrategyFigures {
  variables: TFormulaVariable[];
  benefit: Required<BenefitComponents>;
  /** Sum of the benefit components, USD. */
  grossBenefit: number;
  cost: CostComponents;
  /** setup + annual × years, USD. */
  totalCost: number;
  /** grossBenefit − totalCost, USD. */
  netBenefit: number;
  /**
   * Net benefit in today's dollars: the gross benefit discounted from the end of the horizon and
   * the annual costs as an annuity, both at the §7520 rate, less the setup cost. USD.
   */
  netPresentValue: number;
  /** Years the figures cover (the cost horizon, at least 1). */
  horizonYears: number;
  sensitivity: TSensitivityAnalysis;
  /** The assumptions behind the figures, in words. */
  assumptions: string[];
}

const BENEFIT_KEYS = ["taxSavings", "estateTaxSavings", "incomeStream", "annualPayout", "protection"] as const;

function finite(n: number | undefined, what: string, id: string): number {
  const v = n ?? 0;
  if (!Number.isFinite(v)) throw new RangeError(`${id}: ${what} is not a finite number`);
  return v;
}

function benefitOf(def: StrategyDefinition, v: Variables, tax: TaxParameters): Required<BenefitComponents> {
  const raw = def.benefit(v, tax);
  const out = {} as Required<BenefitComponents>;
  for (const k of BENEFIT_KEYS) out[k] = Math.round(Math.max(0, finite(raw[k], `benefit.${k}`, def.id)));
  return out;
}

function costOf(def: StrategyDefinition, v: Variables, tax: TaxParameters): CostComponents {
  const c = def.cost(v, tax);
  return {
    setup: Math.round(Math.max(0, finite(c.setup, "cost.setup", def.id))),
    annual: Math.round(Math.max(0, finite(c.annual, "cost.annual", def.id))),
    years: Math.max(0, Math.round(finite(c.years, "cost.years", def.id))),
  };
}

const sum = (b: Required<BenefitComponents>) => BENEFIT_KEYS.reduce((s, k) => s + b[k], 0);
const total = (c: CostComponents) => c.setup + c.annual * c.years;

function netFor(def: StrategyDefinition, v: Variables, tax: TaxParameters): number {
  return sum(benefitOf(def, v, tax)) - total(costOf(def, v, tax));
}

/**
 * Evaluates a strategy's formulas on a client's facts with a year's tax parameters.
 * @throws RangeError when a formula returns a non-finite number or a variable has no default
 * (a catalogue defect, caught by the catalogue tests).
 */
export function evaluateStrategy(def: StrategyDefinition, facts: TClientFacts, tax: TaxParameters): StrategyFigures {
  const defaults = def.defaults(facts, tax);
  const values: Variables = {};
  const variables: TFormulaVariable[] = [];
  for (const spec of def.variables) {
    const d = defaults[spec.name];
    if (!d) throw new RangeError(`${def.id}: no default for variable ${spec.name}`);
    values[spec.name] = finite(d.value, `variable ${spec.name}`, def.id);
    variables.push({ name: spec.name, value: d.value, unit: spec.unit, assumption: d.assumption });
  }
  const benefit = benefitOf(def, values, tax);
  const cost = costOf(def, values, tax);
  const grossBenefit = sum(benefit);
  const totalCost = total(cost);
  const horizonYears = Math.max(1, cost.years);
  const discount = tax.section7520Rate;
  const netPresentValue = Math.round(
    presentValue(grossBenefit, discount, horizonYears) - cost.setup - cost.annual * annuityFactor(discount, cost.years),
  );

  const s = def.sensitivity;
  const baseInput = values[s.variable];
  if (baseInput === undefined) throw new RangeError(`${def.id}: sensitivity variable ${s.variable} is not a variable`);
  const shift = (dir: -1 | 1) => (s.mode === "add" ? baseInput + dir * s.spread : baseInput * (1 + dir * s.spread));
  const at = (input: number) => ({ input, netBenefit: netFor(def, { ...values, [s.variable]: input }, tax) });
  const sensitivity: TSensitivityAnalysis = {
    variable: s.variable,
    description: s.description,
    low: at(shift(-1)),
    base: { input: baseInput, netBenefit: grossBenefit - totalCost },
    high: at(shift(1)),
  };

  const assumptions = [
    ...variables.map((x) => `${x.name}: ${x.assumption}`),
    `Tax law of ${tax.year}; §7520 rate ${(tax.section7520Rate * 100).toFixed(1)}% (${tax.section7520RateMonth}), also used as the discount rate for present values.`,
  ];
  return {
    variables,
    benefit,
    grossBenefit,
    cost,
    totalCost,
    netBenefit: grossBenefit - totalCost,
    netPresentValue,
    horizonYears,
    sensitivity,
    assumptions,
  };
}

/** The served form of a strategy (spec §3 fields only), with its training pages under /training/. */
export function toCatalogueEntry(
  def: Omit<TStrategyCatalogueEntry, "videoTrainingUrl" | "textTrainingUrl">,
): TStrategyCatalogueEntry {
  return {
    id: def.id,
    name: def.name,
    category: def.category,
    description: def.description,
    benefitCalculation: def.benefitCalculation,
    costCalculation: def.costCalculation,
    lifeInsuranceComponent: def.lifeInsuranceComponent,
    annuityComponent: def.annuityComponent,
    applicableNetWorth: def.applicableNetWorth,
    regulatoryDisclosures: def.regulatoryDisclosures,
    videoTrainingUrl: `/training/${def.id}/video`,
    textTrainingUrl: `/training/${def.id}`,
    sources: def.sources,
  };
}
