import { emptyClientFacts, type TClientFacts } from "@fsa/shared";
import { evaluateOnHousehold, type ModelFigures } from "../../../model/evaluate.ts";
import { buildHousehold } from "../../../model/household.ts";
import type { Strategy, StrategyContext } from "../../../model/strategy.ts";
import { TAX_YEAR_2026 } from "../../../tax/index.ts";

/**
 * Fixtures of this folder's tests (not a strategy, not shipped in the catalogue): facts from
 * `emptyClientFacts()`, the household on 2026 law, and reference households whose marginal rates
 * are the statute's, so golden figures can be checked against rates nobody here computed.
 */

/** Facts with `f` over the empty facts. */
export const factsOf = (f: Partial<TClientFacts>): TClientFacts => ({ ...emptyClientFacts(), ...f });

/** The strategy context of `f` on 2026 law. */
export const ctxOf = (f: Partial<TClientFacts>): StrategyContext => {
  const facts = factsOf(f);
  return { facts, household: buildHousehold(facts, TAX_YEAR_2026.values) };
};

/**
 * A married couple of 62 in Texas (no state income tax) with $1,500,000 of wages and no portfolio
 * yield on the return: every extra dollar is in the 37% bracket (Rev. Proc. 2025-32: the 37% bracket
 * starts at $768,700 of taxable income, married filing jointly), long-term gain in the 20% bracket
 * (starts at $613,700), and above the $250,000 NIIT threshold (IRC §1411(b)). So: long-term gain
 * 20% + 3.8% = 23.8%; unrecaptured §1250 gain 25% + 3.8% = 28.8%; interest and rents 37% + 3.8% =
 * 40.8%; qualified dividends 23.8%; non-investment ordinary income 37%.
 */
export const TOP_BRACKET_TEXAS: Partial<TClientFacts> = {
  netWorthUsd: 8_000_000,
  primaryAge: 62,
  spouseAge: 62,
  maritalStatus: "married",
  state: "TX",
  annualIncomeUsd: 1_500_000,
  isRetired: false,
};

/** The strategy's figures on the household of `f`. */
export const figuresOf = (s: Strategy, f: Partial<TClientFacts>): ModelFigures => evaluateOnHousehold(s, ctxOf(f));

/** Flows of `figures` with a label containing `text`. */
export const flowsLabelled = (figures: ModelFigures, text: string) =>
  figures.flows.filter((flow) => flow.label.includes(text));
