import { z } from "zod";

/** Risk tolerance as the spec's Overview tab colours it (§2 /results, Overview tab). */
export const ZRiskTolerance = z.enum(["aggressive", "moderate", "conservative"]);
export type TRiskTolerance = z.infer<typeof ZRiskTolerance>;

/**
 * Legal marital status. `married` is a legal marriage (the only status that qualifies for the
 * marital deduction, portability, gift splitting, joint filing and tenancy by the entirety:
 * IRC §2056, §2010(c)(4), §2513, §6013); `partnered` is an unmarried partner, including a
 * registered domestic partnership or civil union, which federal tax law does not treat as a
 * marriage (Rev. Rul. 2013-17). `separated` is still legally married.
 */
export const ZMaritalStatus = z.enum(["married", "single", "widowed", "divorced", "partnered", "separated"]);
export type TMaritalStatus = z.infer<typeof ZMaritalStatus>;

/** Estate-planning documents the notes say the client already has. */
export const ZEstateDocument = z.enum([
  "will",
  "revocable_trust",
  "power_of_attorney",
  "health_care_directive",
  "irrevocable_trust",
  "life_insurance_trust",
  "buy_sell_agreement",
]);
export type TEstateDocument = z.infer<typeof ZEstateDocument>;

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

/** Who supplied a fact: the rule-based reader, the language model, or the adviser's correction. */
export const ZFactSource = z.enum(["rules", "model", "adviser"]);
export type TFactSource = z.infer<typeof ZFactSource>;

/**
 * How a fact is known: `stated` in the notes (or by the adviser), `inferred` from what the notes
 * say (e.g. the state from a city), or `assumed` to fill a gap (never shown as a fact).
 */
export const ZFactStatus = z.enum(["stated", "inferred", "assumed"]);
export type TFactStatus = z.infer<typeof ZFactStatus>;

/**
 * Where a fact came from: its source, the exact quote it was read from (character offsets into
 * the masked notes + document text; an adviser's correction has no quote and start = end = 0),
 * whether it was stated, inferred or assumed, and a confidence in [0, 1].
 */
export const ZFactEvidence = z.object({
  field: z.string(),
  text: z.string(),
  start: z.number().int().nonnegative(),
  end: z.number().int().nonnegative(),
  source: ZFactSource,
  status: ZFactStatus.default("stated"),
  confidence: z.number().min(0).max(1).default(0.9),
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
  /**
   * True when the stated net worth leaves out the client's business interest ("NW outside the
   * company ~$4.2M"): the household model adds businessValueUsd to it.
   */
  netWorthExcludesBusiness: z.boolean().default(false),
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

  // Facts added by the client-facts issue (#12). Defaults keep analyses stored before it readable.
  /** False when the notes say the spouse is not a US citizen (QDOT, §2056(d)); null when unstated. */
  spouseIsUsCitizen: z.boolean().nullable().default(null),
  /**
   * False when the notes say the spouse or partner has no earned income (a homemaker, not working,
   * left the job): a spousal IRA under IRC §219(c) is then the spouse's only IRA route; true when
   * they say both earn; null when unstated.
   */
  spouseHasEarnedIncome: z.boolean().nullable().default(null),
  /** Ages of the children the notes give, years (may be fewer than childrenCount). */
  childrenAges: z.array(z.number().int()).default([]),
  /** True when the notes state a child or dependent with a disability or special needs. */
  hasDisabledDependent: z.boolean().default(false),
  /** The client's share of the business, decimal (0.6 = 60%); null when unstated. */
  businessOwnershipShare: z.number().min(0).max(1).nullable().default(null),
  /**
   * True when the notes say the client's business employs people besides its owners and their
   * spouses ("6 W-2 staff", "Employees: 140"); false when they say it has none ("no employees");
   * null when unstated. A one-participant ("solo") 401(k) covers only a business owner with no
   * employees, or the owner and spouse (IRS, "One-participant 401(k) plans").
   */
  businessHasEmployees: z.boolean().nullable().default(null),
  /**
   * True when the client works for the company whose stock is held (employee equity, not an
   * ownership stake in a closely held business); null when unstated.
   */
  isEmployedByStockIssuer: z.boolean().nullable().default(null),
  /**
   * True when the notes state the client holds incentive stock options (ISOs, IRC §422), false
   * when they say none; null when unstated (non-qualified options alone are not ISOs).
   */
  holdsIncentiveStockOptions: z.boolean().nullable().default(null),
  /**
   * True when the notes state a grant of restricted stock (shares subject to vesting, not RSUs or
   * options), the property an 83(b) election covers (IRC §83(b)); false when they say none; null
   * when unstated.
   */
  hasRestrictedStockGrant: z.boolean().nullable().default(null),
  /**
   * Spread (bargain element) of the client's unexercised incentive stock options: the options
   * that can be exercised (the vested ones when stated) × (share value − strike), USD; the AMT
   * adjustment of exercising them all (IRC §56(b)(3)). Null when the notes do not give it.
   */
  isoSpreadUsd: z.number().nullable().default(null),
  /** Market value of employer stock held inside a qualified plan, USD (NUA, IRC §402(e)(4)). */
  employerStockInPlanUsd: z.number().nullable().default(null),
  /** Cost basis of that employer stock, USD. */
  employerStockBasisUsd: z.number().nullable().default(null),
  /** True when the notes say the client is retired or has left (or is leaving) the employer. */
  isRetired: z.boolean().nullable().default(null),
  /** Total debts (mortgages, loans, lines of credit), USD; null when the notes state none. */
  liabilitiesUsd: z.number().nullable().default(null),
  /** Value of the primary residence, USD. */
  primaryResidenceUsd: z.number().nullable().default(null),
  /** Value of rental, commercial, farm or other investment real estate, USD. */
  investmentRealEstateUsd: z.number().nullable().default(null),
  /** Cost basis of that investment real estate, USD. */
  investmentRealEstateBasisUsd: z.number().nullable().default(null),
  /** True when the client owns a vacation or second home. */
  hasVacationHome: z.boolean().default(false),
  /** True for a blended family: a remarriage, or children from an earlier marriage or relationship. */
  hasBlendedFamily: z.boolean().default(false),
  /** True when a sale of the client's business is expected. */
  expectsBusinessSale: z.boolean().default(false),
  /** True when a sale of investment real estate is planned. */
  plansPropertySale: z.boolean().default(false),
  /** Expected price of the planned sale (business or property), USD. */
  expectedSalePriceUsd: z.number().nullable().default(null),
  /** Earlier state of residence when the notes say the client moved, USPS code. */
  formerState: z.string().length(2).nullable().default(null),
  /** State the client plans to move to, USPS code. */
  plannedMoveState: z.string().length(2).nullable().default(null),
  /** Year the spouse died (widowed clients), for a late portability election; null when unstated. */
  spouseDeathYear: z.number().int().nullable().default(null),
  /** Household spending a year, USD. */
  annualSpendingUsd: z.number().nullable().default(null),
  /** True when the client has a defined-benefit pension (lump sum or annuity choice). */
  hasPension: z.boolean().default(false),
  /** Death benefit of existing life insurance (term or permanent), USD. */
  lifeInsuranceDeathBenefitUsd: z.number().nullable().default(null),
  /** True when the notes say the client already has an estate plan; false when they say none; null when silent. */
  hasEstatePlan: z.boolean().nullable().default(null),
  /** Estate documents the notes mention the client already has. */
  estateDocuments: z.array(ZEstateDocument).default([]),
  /** True when the notes say those documents are old or out of date (never updated, from before a marriage or a move). */
  estatePlanOutdated: z.boolean().default(false),
  /** True when the notes flag a beneficiary designation problem (an ex-spouse named, none named, out of date). */
  hasBeneficiaryDesignationIssue: z.boolean().default(false),
  evidence: z.array(ZFactEvidence),
});
export type TClientFacts = z.infer<typeof ZClientFacts>;

/** Facts with nothing known: the starting point of every extractor. */
export function emptyClientFacts(): TClientFacts {
  return {
    netWorthUsd: null,
    netWorthExcludesBusiness: false,
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
    spouseIsUsCitizen: null,
    spouseHasEarnedIncome: null,
    childrenAges: [],
    hasDisabledDependent: false,
    businessOwnershipShare: null,
    businessHasEmployees: null,
    isEmployedByStockIssuer: null,
    holdsIncentiveStockOptions: null,
    hasRestrictedStockGrant: null,
    isoSpreadUsd: null,
    employerStockInPlanUsd: null,
    employerStockBasisUsd: null,
    isRetired: null,
    liabilitiesUsd: null,
    primaryResidenceUsd: null,
    investmentRealEstateUsd: null,
    investmentRealEstateBasisUsd: null,
    hasVacationHome: false,
    hasBlendedFamily: false,
    expectsBusinessSale: false,
    plansPropertySale: false,
    expectedSalePriceUsd: null,
    formerState: null,
    plannedMoveState: null,
    spouseDeathYear: null,
    annualSpendingUsd: null,
    hasPension: false,
    lifeInsuranceDeathBenefitUsd: null,
    hasEstatePlan: null,
    estateDocuments: [],
    estatePlanOutdated: false,
    hasBeneficiaryDesignationIssue: false,
    evidence: [],
  };
}

/** The adviser's corrections: any fact but the evidence, each replacing what was read. */
export type TFactCorrections = Partial<Omit<TClientFacts, "evidence">>;

/** Field names an adviser may correct (every fact but the evidence). */
export const CORRECTABLE_FACT_FIELDS = Object.keys(ZClientFacts.shape).filter(
  (k): k is keyof TFactCorrections => k !== "evidence",
);

const correctionShape = Object.fromEntries(
  CORRECTABLE_FACT_FIELDS.map((k) => {
    const field = ZClientFacts.shape[k];
    // A default would fill an absent correction with a value; corrections carry only what the
    // adviser set.
    const bare = field instanceof z.ZodDefault ? field.unwrap() : field;
    return [k, (bare as z.ZodType).optional()];
  }),
);

/**
 * `PUT /api/projects/:id/facts` body schema: the adviser's corrected facts (issue #12 item 4).
 * Unknown fields are refused, so a misspelt field name is an error, not a silent no-op.
 */
export const ZFactCorrections = z.strictObject(correctionShape) as unknown as z.ZodType<TFactCorrections>;
