import type { TFormulaVariable, TSensitivityAnalysis } from "@fsa/shared";
import { combineEstateChanges, type EstateChange, type Household } from "./household.ts";
import type { CashFlow, Protection, Strategy, StrategyContext, StrategyEffects } from "./strategy.ts";

/**
 * Prices a strategy's effects on the household (issue #13 item 2): every benefit and cost is a
 * dated cash flow; the estate change becomes the estate-tax saving at the final death, tax(without)
 * − tax(with) on the same projection; the headline is the present value of all flows today at the
 * household's discount rate, with the nominal figure and the horizon beside it. Protection is
 * reported apart and never added.
 */

/** Present value of a flow at `rate`: amount ÷ (1 + rate)^year. */
export function presentValueOf(flow: CashFlow, rate: number): number {
  return flow.amountUsd / (1 + rate) ** Math.max(0, flow.year);
}

/** A strategy's figures on one household. All USD, rounded to whole dollars. */
export interface ModelFigures {
  variables: TFormulaVariable[];
  effects: StrategyEffects;
  /** The strategy's flows plus the estate-tax flow the household priced. */
  flows: CashFlow[];
  /** Estate tax at the final death: without and with the strategy (and any earlier plan changes), nominal. */
  estate: { year: number; withoutUsd: number; withUsd: number; savingUsd: number } | null;
  /** Present values today. */
  presentValue: {
    benefitUsd: number;
    costUsd: number;
    netUsd: number;
    incomeTaxSavingsUsd: number;
    estateTaxSavingsUsd: number;
    incomeUsd: number;
  };
  /** Nominal sums over the horizon (undiscounted), for comparison. */
  nominal: { benefitUsd: number; costUsd: number; netUsd: number };
  /** Nominal net of the flows dated in the first ten years (spec §3 "totalTenYear"). */
  tenYearNetUsd: number;
  /** Years from now of the last flow. */
  horizonYears: number;
  protection: Protection | null;
  payoutUsd: number;
  sensitivity: TSensitivityAnalysis;
  /** Assumptions in words: each variable's, then the household's. */
  assumptions: string[];
}

const round = (x: number) => Math.round(x);

function finite(x: number, what: string, id: string): number {
  if (!Number.isFinite(x)) throw new RangeError(`${id}: ${what} is not a finite number`);
  return x;
}

/** The flows and present values of a set of effects, with the estate priced against `prior`. */
function price(
  s: Strategy,
  effects: StrategyEffects,
  h: Household,
  prior: EstateChange,
): { flows: CashFlow[]; estate: ModelFigures["estate"]; pvNet: number } {
  const flows = effects.flows.map((f) => ({
    ...f,
    amountUsd: finite(f.amountUsd, `flow ${f.label}`, s.id),
    year: Math.max(0, Math.round(f.year)),
  }));
  let estate: ModelFigures["estate"] = null;
  if (effects.estate) {
    const without = h.estateWith(prior);
    const withIt = h.estateWith(combineEstateChanges([prior, effects.estate]));
    const saving = without.totalTaxUsd - withIt.totalTaxUsd;
    estate = {
      year: without.year,
      withoutUsd: round(without.totalTaxUsd),
      withUsd: round(withIt.totalTaxUsd),
      savingUsd: round(saving),
    };
    if (saving !== 0) {
      flows.push({
        year: without.yearsFromNow,
        amountUsd: saving,
        kind: "estateTax",
        label: saving > 0 ? "estate tax saved at the final death" : "estate tax added at the final death",
      });
    }
  }
  const pvNet = flows.reduce((sum, f) => sum + presentValueOf(f, h.discountRate), 0);
  return { flows, estate, pvNet };
}

/**
 * Evaluates `s` on the household. `prior` is the plan's estate changes made before this strategy
 * (the saving is then marginal to them, so a plan's savings add up to its joint saving).
 * @throws RangeError when a variable has no default or a flow is not finite (a catalogue defect).
 */
export function evaluateOnHousehold(s: Strategy, alone: StrategyContext, prior: EstateChange = {}): ModelFigures {
  const ctx: StrategyContext = { ...alone, prior };
  const h = ctx.household;
  const defaults = s.defaults(ctx);
  const values: Record<string, number> = {};
  const variables: TFormulaVariable[] = [];
  for (const [name, spec] of Object.entries(s.variables)) {
    const d = defaults[name];
    if (!d) throw new RangeError(`${s.id}: no default for variable ${name}`);
    values[name] = finite(d.value, `variable ${name}`, s.id);
    variables.push({ name, value: d.value, unit: spec.unit, assumption: d.assumption });
  }
  const effects = s.effects(values, ctx);
  const { flows, estate, pvNet } = price(s, effects, h, prior);
  const pv = (pred: (f: CashFlow) => boolean) =>
    flows.filter(pred).reduce((sum, f) => sum + presentValueOf(f, h.discountRate), 0);
  const nominal = (pred: (f: CashFlow) => boolean) => flows.filter(pred).reduce((sum, f) => sum + f.amountUsd, 0);

  const sv = s.sensitivity;
  const base = values[sv.variable];
  if (base === undefined) throw new RangeError(`${s.id}: sensitivity variable ${sv.variable} is not a variable`);
  const shifted = (dir: -1 | 1) => (sv.mode === "add" ? base + dir * sv.spread : base * (1 + dir * sv.spread));
  const netAt = (input: number) => round(price(s, s.effects({ ...values, [sv.variable]: input }, ctx), h, prior).pvNet);
  const sensitivity: TSensitivityAnalysis = {
    variable: sv.variable,
    description: sv.description,
    low: { input: shifted(-1), netBenefit: netAt(shifted(-1)) },
    base: { input: base, netBenefit: round(pvNet) },
    high: { input: shifted(1), netBenefit: netAt(shifted(1)) },
  };
  const horizonYears = Math.max(1, ...flows.map((f) => f.year));
  return {
    variables,
    effects,
    flows,
    estate,
    presentValue: {
      benefitUsd: round(pv((f) => f.amountUsd > 0)),
      // 0 − pv, not −pv: with no cost flows the cost is 0, never −0.
      costUsd: round(0 - pv((f) => f.amountUsd < 0)),
      // Net is benefit − cost as shown, so the three figures add up to the dollar.
      netUsd: round(pv((f) => f.amountUsd > 0)) - round(0 - pv((f) => f.amountUsd < 0)),
      incomeTaxSavingsUsd: round(pv((f) => f.kind === "incomeTax" || f.kind === "heirsTax")),
      estateTaxSavingsUsd: round(pv((f) => f.kind === "estateTax")),
      incomeUsd: round(pv((f) => f.kind === "income")),
    },
    nominal: {
      benefitUsd: round(nominal((f) => f.amountUsd > 0)),
      costUsd: round(-nominal((f) => f.amountUsd < 0)),
      netUsd: round(nominal(() => true)),
    },
    tenYearNetUsd: round(nominal((f) => f.year <= 10)),
    horizonYears,
    protection: effects.protection
      ? { amountUsd: round(effects.protection.amountUsd), description: effects.protection.description }
      : null,
    payoutUsd: round(effects.payoutUsd ?? 0),
    sensitivity,
    assumptions: [...variables.map((x) => `${x.name}: ${x.assumption}`), ...h.assumptions],
  };
}
