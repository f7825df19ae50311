import { z } from "zod";

/** Benefit calculation types seen in the catalogue (spec §3 "Strategy catalogue entry"). */
export const ZBenefitType = z.enum(["asset_protection", "percentage", "flat"]);
/** Cost calculation types seen in the catalogue (spec §3). */
export const ZCostType = z.enum(["annual", "setup_and_annual", "one_time", "minimal"]);

/**
 * Every category the spec names, in its three naming sets (spec §3, "Categories seen in the
 * catalogue"). The catalogue uses all of them.
 */
export const STRATEGY_CATEGORIES = [
  "Estate Planning",
  "Tax Planning",
  "Wealth Transfer",
  "Multi-Generational Planning",
  "Executive Benefits",
  "Investment Planning",
  "Business Planning",
  "Retirement Planning",
  "Risk Management",
  "Business Succession",
  "Real Estate",
  "Capital Gains Management",
  "Business Tax Planning",
  "Investment Tax Planning",
  "Asset Protection",
  "Charitable Planning",
  "Global Tax Strategy",
  "State Tax Strategy",
  "State-Specific Planning",
  "Advanced Wealth Transfer",
  "Advanced Tax Planning",
  "Advanced Charitable Planning",
  "Advanced Business Planning",
  "Advanced Retirement Planning",
  "Global Advanced Planning",
  "Estate & Wealth Transfer",
  "Business & Equity",
  "Retirement & Compensation",
  "Charitable",
  "Insurance",
  "Asset Protection / State Law",
  "International",
] as const;
export const ZStrategyCategory = z.enum(STRATEGY_CATEGORIES);
export type TStrategyCategory = z.infer<typeof ZStrategyCategory>;

export const ZCalculation = z.object({
  type: z.string(),
  /** Descriptive formula text built from the named variables. */
  formula: z.string().min(1),
  variables: z.array(z.string().min(1)),
});

/**
 * A strategy catalogue entry as served by `GET /api/strategies` (spec §3 "Strategy catalogue
 * entry"): data only, the executable parts stay in `@fsa/catalogue`.
 */
export const ZStrategyCatalogueEntry = z.object({
  id: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "id must be a kebab-case slug"),
  name: z.string().min(1),
  category: ZStrategyCategory,
  description: z.string().min(1),
  benefitCalculation: ZCalculation.extend({ type: ZBenefitType }),
  costCalculation: ZCalculation.extend({ type: ZCostType }),
  /** Text, or the literal `N/A`. */
  lifeInsuranceComponent: z.string().min(1),
  /** Text, or the literal `N/A`. */
  annuityComponent: z.string().min(1),
  /** Minimum net worth for the strategy, USD. */
  applicableNetWorth: z.number().int().nonnegative(),
  /** snake_case tags. */
  regulatoryDisclosures: z.array(z.string().regex(/^[a-z0-9]+(?:_[a-z0-9]+)*$/)),
  videoTrainingUrl: z.string().startsWith("/training/"),
  textTrainingUrl: z.string().startsWith("/training/"),
  /** Statutes, revenue procedures and regulations the entry's rules and figures rest on. */
  sources: z.array(z.string().min(1)).min(1),
});
export type TStrategyCatalogueEntry = z.infer<typeof ZStrategyCatalogueEntry>;

export const ZListStrategiesResponse = z.object({ strategies: z.array(ZStrategyCatalogueEntry) });
export type TListStrategiesResponse = z.infer<typeof ZListStrategiesResponse>;
