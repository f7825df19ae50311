import { z } from "zod";

/** Risk tolerance as the spec's Overview tab colours it (§2 /results, Overview tab). */
export const ZRiskTolerance = z.enum(["aggressive", "moderate", "conservative"]);
export type TRiskTolerance = z.infer<typeof ZRiskTolerance>;

export const ZMaritalStatus = z.enum(["married", "single", "widowed", "divorced", "partnered"]);
export type TMaritalStatus = z.infer<typeof ZMaritalStatus>;

/** Legal form of an operating business the client owns. */
export const ZBusinessEntityType = z.enum([
  "c_corp",
  "s_corp",
  "llc",
  "partnership",
  "sole_proprietorship",
  "professional_corporation",
]);
export type TBusinessEntityType = z.infer<typeof ZBusinessEntityType>;

/**
 * Where a fact came from: the rule-based extractor or the language model, and the exact span of
 * the source text (character offsets into the masked notes + document text).
 */
export const ZFactEvidence = z.object({
  field: z.string(),
  text: z.string(),
  start: z.number().int().nonnegative(),
  end: z.number().int().nonnegative(),
  source: z.enum(["rules", "model"]),
});
export type TFactEvidence = z.infer<typeof ZFactEvidence>;

/**
 * Typed client facts read from the adviser's notes (ARCHITECTURE.md "The analysis pipeline",
 * step 2). Every money field is USD; every unknown is null (never 0), so eligibility rules can
 * tell "not stated" from "none".
 */
export const ZClientFacts = z.object({
  /** Total net worth, USD. An explicit "net worth" mention wins over other amounts. */
  netWorthUsd: z.number().nullable(),
  /** Liquid net worth when the notes give one separately, USD. */
  liquidNetWorthUsd: z.number().nullable(),
  /** Age of the primary client, years. */
  primaryAge: z.number().int().nullable(),
  /** Age of the spouse or partner, years. */
  spouseAge: z.number().int().nullable(),
  maritalStatus: ZMaritalStatus.nullable(),
  childrenCount: z.number().int().nullable(),
  grandchildrenCount: z.number().int().nullable(),
  /** Two-letter US state of residence (USPS code). */
  state: z.string().length(2).nullable(),
  /** Household annual income, USD a year. */
  annualIncomeUsd: z.number().nullable(),
  /** Balances in IRAs, 401(k)s, 403(b)s and similar qualified accounts, USD. */
  retirementAccountsUsd: z.number().nullable(),
  /** True when an IRA was inherited (the SECURE Act 10-year rule applies). */
  hasInheritedIra: z.boolean(),
  /** True when the client participates in an employer plan (401(k), 403(b), 457). */
  hasEmployerPlan: z.boolean(),
  /** True when the client holds employer stock inside a qualified plan (NUA candidates). */
  hasEmployerStockInPlan: z.boolean(),
  /** Real estate value, USD (residences, vacation homes, investment property, farmland). */
  realEstateUsd: z.number().nullable(),
  /** True when the client owns investment, rental, commercial or business-use real estate. */
  hasInvestmentRealEstate: z.boolean(),
  /** True when the client owns farmland or a ranch used in a farming business. */
  hasFarmOrRanch: z.boolean(),
  ownsBusiness: z.boolean(),
  businessEntityType: ZBusinessEntityType.nullable(),
  /** Value of the client's business interest, USD. */
  businessValueUsd: z.number().nullable(),
  /** Year the client's business shares were issued or acquired. */
  businessStockIssuedYear: z.number().int().nullable(),
  /** Gross assets of the issuing corporation when the shares were issued, USD. */
  businessGrossAssetsAtIssuanceUsd: z.number().nullable(),
  /** True when a sale, IPO or other liquidity event is expected. */
  expectsLiquidityEvent: z.boolean(),
  /** True for a concentrated single-stock position. */
  hasConcentratedStock: z.boolean(),
  /** True when appreciated, low-basis securities are held. */
  hasLowBasisStock: z.boolean(),
  /** Value of brokerage / taxable investment accounts, USD. */
  taxableInvestmentsUsd: z.number().nullable(),
  /** Cash, CDs and money-market balances, USD. */
  cashUsd: z.number().nullable(),
  hasCharitableIntent: z.boolean(),
  /** Current annual charitable giving, USD a year. */
  annualCharitableGivingUsd: z.number().nullable(),
  riskTolerance: ZRiskTolerance.nullable(),
  /** Planning goals in the adviser's words, shortest useful phrasing. */
  goals: z.array(z.string()),
  /** True when the client holds assets outside the United States or is moving to the US. */
  hasNonUsAssets: z.boolean(),
  isImmigrating: z.boolean(),
  /** True for physicians, dentists and other professionals with malpractice exposure. */
  hasProfessionalLiability: z.boolean(),
  /** True when existing permanent life insurance is mentioned. */
  hasLifeInsurance: z.boolean(),
  /** True when the notes say the client has done no trust or estate planning yet. */
  hasNoEstatePlan: z.boolean(),
  /** True when liquidity is described as low relative to net worth. */
  isIlliquid: z.boolean(),
  /** Planned retirement age, years. */
  plannedRetirementAge: z.number().int().nullable(),
  evidence: z.array(ZFactEvidence),
});
export type TClientFacts = z.infer<typeof ZClientFacts>;

/** Facts with nothing known: the starting point of every extractor. */
export function emptyClientFacts(): TClientFacts {
  return {
    netWorthUsd: null,
    liquidNetWorthUsd: null,
    primaryAge: null,
    spouseAge: null,
    maritalStatus: null,
    childrenCount: null,
    grandchildrenCount: null,
    state: null,
    annualIncomeUsd: null,
    retirementAccountsUsd: null,
    hasInheritedIra: false,
    hasEmployerPlan: false,
    hasEmployerStockInPlan: false,
    realEstateUsd: null,
    hasInvestmentRealEstate: false,
    hasFarmOrRanch: false,
    ownsBusiness: false,
    businessEntityType: null,
    businessValueUsd: null,
    businessStockIssuedYear: null,
    businessGrossAssetsAtIssuanceUsd: null,
    expectsLiquidityEvent: false,
    hasConcentratedStock: false,
    hasLowBasisStock: false,
    taxableInvestmentsUsd: null,
    cashUsd: null,
    hasCharitableIntent: false,
    annualCharitableGivingUsd: null,
    riskTolerance: null,
    goals: [],
    hasNonUsAssets: false,
    isImmigrating: false,
    hasProfessionalLiability: false,
    hasLifeInsurance: false,
    hasNoEstatePlan: false,
    isIlliquid: false,
    plannedRetirementAge: null,
    evidence: [],
  };
}
