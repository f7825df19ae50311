import { formatUsd } from "@fsa/shared";
import type { Assumption } from "../../../model/assumptions.ts";
import type { StrategyContext } from "../../../model/strategy.ts";
import type { VariableValue } from "../../../types.ts";
import { basisOf, check, fixed, investable, round } from "../../kit.ts";

/**
 * What the concentrated-position strategies of this folder share (exchange-fund,
 * protective-collar, prepaid-variable-forward, rule-10b5-1-trading-plan,
 * direct-indexing-tax-loss-harvesting): the position's value and basis, which the facts give only
 * as a flag (`hasConcentratedStock`), and the investor tests of the private products. Not a strategy.
 */

/** Share of the taxable investments a concentrated position is assumed to be when its value is not stated. */
export const POSITION_SHARE: Assumption = {
  value: 0.5,
  why: "a concentrated position assumed to be half of the taxable investments (its value is not stated)",
};

/**
 * The concentrated position's value, USD: POSITION_SHARE of the taxable investments (stated), or of
 * the investable assets the household model holds when the taxable investments are not stated.
 */
export function positionValueOf(ctx: StrategyContext): VariableValue {
  const stated = ctx.facts.taxableInvestmentsUsd;
  const base = stated ?? investable(ctx.household);
  const value = round(base * POSITION_SHARE.value);
  return fixed(
    value,
    `${formatUsd(value)}: ${POSITION_SHARE.why}${stated === null ? `; ${formatUsd(base)} of investable assets in the household model` : `, of ${formatUsd(stated)} stated`}`,
  );
}

/** The position's basis: the model's default unrealised-gain share (the facts hold no basis for it). */
export const positionBasisOf = (valueUsd: number): VariableValue => basisOf(valueUsd, null);

/** The notes show a concentrated single-stock position. */
export const holdsConcentratedStock = check(
  (ctx) => ctx.facts.hasConcentratedStock,
  "The client holds a concentrated single-stock position.",
  "The notes mention no concentrated single-stock position.",
);

/**
 * Qualified purchaser (Investment Company Act of 1940 §2(a)(51)(A)(i)): a natural person owning at
 * least $5,000,000 of investments. Exchange funds are private funds sold only to them (§3(c)(7)).
 */
export const QUALIFIED_PURCHASER_INVESTMENTS_USD = 5_000_000;
