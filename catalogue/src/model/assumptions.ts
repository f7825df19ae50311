/**
 * The household model's economic assumptions and the one documented default for each fact the
 * notes may leave unstated (issue #13 items 1 and 6). Every strategy reads these, never its own
 * literal: today's catalogue used an unstated age of 45, 55, 60, 62, 65, 67 or 73 depending on the
 * file. Each value is an assumption, not a tax figure, and each says why it was chosen; every
 * figure built on one names it in its assumptions.
 */

/** A named assumption: the value and the sentence the analysis shows for it. */
export interface Assumption<T = number> {
  value: T;
  /** Why this value, in a sentence an adviser can check. */
  why: string;
}

/**
 * Age assumed for a client whose age the notes do not give, years. 60 is the middle of the age
 * range of clients who plan estates and retirements together (the catalogue's strategies span
 * working-age and retired clients); an adviser should correct it in the Client facts panel.
 */
export const DEFAULT_AGE: Assumption = {
  value: 60,
  why: "age not stated; 60 assumed (correct it in Client facts)",
};

/**
 * Age to which each person is planned to live, years: 92. A planning age beyond average life
 * expectancy, so that the estate projection and income horizons do not run out early; the SSA
 * 2021 period life table gives a 65-year-old about 18–20 more years on average, and planners
 * commonly plan to 90–95 for a survivor.
 */
export const PLANNING_AGE_AT_DEATH: Assumption = {
  value: 92,
  why: "each person planned to live to 92 (a planning age beyond average life expectancy)",
};

/** Nominal growth of a diversified portfolio by risk tolerance, decimal a year. */
export const PORTFOLIO_GROWTH: Record<"conservative" | "moderate" | "aggressive", Assumption> = {
  conservative: { value: 0.045, why: "conservative portfolio assumed to grow 4.5% a year before spending" },
  moderate: { value: 0.055, why: "balanced portfolio assumed to grow 5.5% a year before spending" },
  aggressive: { value: 0.065, why: "growth portfolio assumed to grow 6.5% a year before spending" },
};

/** Nominal appreciation of real estate, decimal a year (about inflation plus 1.5%). */
export const REAL_ESTATE_GROWTH: Assumption = {
  value: 0.04,
  why: "real estate assumed to appreciate 4% a year",
};

/** Nominal growth of a closely held business interest, decimal a year. */
export const BUSINESS_GROWTH: Assumption = {
  value: 0.05,
  why: "business interest assumed to grow 5% a year",
};

/**
 * Annual volatility of the value of the asset a GRAT holds, decimal (standard deviation of the
 * yearly log return). An assumption: a single listed stock's annual volatility is commonly 25–35%,
 * well above a diversified index's 15–20%; a closely held business, valued by appraisal rather
 * than by a market, is assumed steadier. It matters because a GRAT keeps a year's rise above the
 * §7520 rate and hands back a fall through its annuity.
 */
export const FREEZE_ASSET_VOLATILITY: Record<"business" | "concentratedStock", Assumption> = {
  business: { value: 0.2, why: "business value assumed to vary 20% a year (standard deviation)" },
  concentratedStock: { value: 0.3, why: "a single stock's price assumed to vary 30% a year (standard deviation)" },
};

/** Nominal return on cash and CDs, decimal a year. */
export const CASH_GROWTH: Assumption = {
  value: 0.03,
  why: "cash assumed to earn 3% a year",
};

/**
 * Spending drawn from the balance sheet when the notes give no spending, as a decimal of net
 * worth a year: 3.5% for a retired household (a sustainable withdrawal rate in the range of the
 * 4% rule, Bengen 1994, applied to the whole balance sheet), 1% for a working household (earnings
 * cover most spending; savings and spending roughly offset the rest).
 */
export const SPENDING_RATE: Record<"retired" | "working", Assumption> = {
  retired: { value: 0.035, why: "a retired household assumed to spend 3.5% of net worth a year" },
  working: { value: 0.01, why: "a working household assumed to draw 1% of net worth a year net of savings" },
};

/** Share of a taxable account's value assumed to be unrealised gain when no basis is given. */
export const UNREALISED_GAIN_SHARE: Assumption = {
  value: 0.4,
  why: "40% of a taxable account's value assumed to be unrealised gain (no basis stated)",
};

/**
 * Basis of a holding the notes call low ("basis tiny", "very low basis") without a figure, as a
 * share of its value: an assumption of the model, replaced by the stated basis when there is one.
 */
export const LOW_BASIS_SHARE: Assumption = {
  value: 0.1,
  why: "the notes call the basis low without a figure; 10% of the value assumed",
};

/** Dividend and interest yield of a taxable portfolio, decimal a year. */
export const PORTFOLIO_YIELD: Assumption = {
  value: 0.02,
  why: "taxable portfolio assumed to yield 2% a year in dividends and interest",
};

/** Age of a child whose age the notes do not give, years (for horizons such as college). */
export const DEFAULT_CHILD_AGE: Assumption = {
  value: 10,
  why: "child's age not stated; 10 assumed",
};

/**
 * Share of the portfolio a surviving spouse sells each year (rebalancing, spending, diversifying),
 * decimal: gain still held at the second death is stepped up then anyway (IRC §1014(a)), so only
 * the realised part of a first-death step-up is a saving. An assumption of practice.
 */
export const SURVIVOR_TURNOVER: Assumption = {
  value: 0.1,
  why: "a surviving spouse assumed to sell 10% of the portfolio a year",
};
