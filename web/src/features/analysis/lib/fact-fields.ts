import { formatUsd, type TFactCorrections, type TFactEvidence, US_STATE_NAMES } from "@fsa/shared";

/**
 * The client facts as the adviser reads and corrects them (issue #12 item 4): a plain-English
 * label, a group and an input kind for every fact of `ZClientFacts` (shared/src/facts.ts), the
 * display of each value (USD without decimals, spec §9 "Currency format"; shares as %), and what
 * the evidence says about where it came from.
 */

/** A fact the adviser may correct: every fact but the evidence. */
export type FactField = keyof TFactCorrections;

export interface Choice {
  value: string;
  label: string;
}

/** How a fact is shown and edited. */
export type FactKind =
  | { type: "usd" }
  /** A decimal share (0.6) shown and typed as a percentage (60%). */
  | { type: "share" }
  /** Whole years of age, a count of people, or a calendar year. */
  | { type: "integer"; unit?: "years" }
  | { type: "year" }
  /** Always known: yes or no. */
  | { type: "boolean" }
  /** Yes, no, or not stated. */
  | { type: "optional-boolean" }
  | { type: "choice"; choices: readonly Choice[] }
  | { type: "state" }
  | { type: "text-list" }
  | { type: "integer-list" }
  | { type: "choice-list"; choices: readonly Choice[] };

export interface FactSpec {
  label: string;
  group: FactGroup;
  kind: FactKind;
}

export const FACT_GROUPS = [
  "Family",
  "Net worth and income",
  "Investments",
  "Retirement",
  "Real estate",
  "Business",
  "Giving",
  "Estate plan and insurance",
  "Goals and outlook",
] as const;
export type FactGroup = (typeof FACT_GROUPS)[number];

export const MARITAL_STATUS_CHOICES = [
  { value: "married", label: "Married" },
  { value: "single", label: "Single" },
  { value: "widowed", label: "Widowed" },
  { value: "divorced", label: "Divorced" },
  { value: "partnered", label: "Unmarried partner" },
  { value: "separated", label: "Separated" },
] as const satisfies readonly Choice[];

const RISK_CHOICES = [
  { value: "conservative", label: "Conservative" },
  { value: "moderate", label: "Moderate" },
  { value: "aggressive", label: "Aggressive" },
] as const satisfies readonly Choice[];

const ENTITY_CHOICES = [
  { value: "c_corp", label: "C corporation" },
  { value: "s_corp", label: "S corporation" },
  { value: "llc", label: "LLC" },
  { value: "partnership", label: "Partnership" },
  { value: "sole_proprietorship", label: "Sole proprietorship" },
  { value: "professional_corporation", label: "Professional corporation" },
] as const satisfies readonly Choice[];

const ESTATE_DOCUMENT_CHOICES = [
  { value: "will", label: "Will" },
  { value: "revocable_trust", label: "Revocable living trust" },
  { value: "power_of_attorney", label: "Power of attorney" },
  { value: "health_care_directive", label: "Health care directive" },
  { value: "irrevocable_trust", label: "Irrevocable trust" },
  { value: "life_insurance_trust", label: "Life insurance trust" },
  { value: "buy_sell_agreement", label: "Buy-sell agreement" },
] as const satisfies readonly Choice[];

/** The 50 states and DC, USPS codes. */
export const US_STATE_CHOICES: readonly Choice[] = Object.entries(US_STATE_NAMES).map(([value, label]) => ({
  value,
  label,
}));

const usd = { type: "usd" } as const;
const yesNo = { type: "boolean" } as const;
const yesNoUnknown = { type: "optional-boolean" } as const;
const age = { type: "integer", unit: "years" } as const;
const count = { type: "integer" } as const;
const year = { type: "year" } as const;

/** Every correctable fact, in the order the panel lists them within a group. */
export const FACT_SPECS = {
  maritalStatus: {
    label: "Marital status",
    group: "Family",
    kind: { type: "choice", choices: MARITAL_STATUS_CHOICES },
  },
  primaryAge: { label: "Client's age", group: "Family", kind: age },
  spouseAge: { label: "Spouse's or partner's age", group: "Family", kind: age },
  spouseIsUsCitizen: { label: "Spouse is a US citizen", group: "Family", kind: yesNoUnknown },
  spouseHasEarnedIncome: { label: "Spouse or partner has earned income", group: "Family", kind: yesNoUnknown },
  spouseDeathYear: { label: "Year the spouse died", group: "Family", kind: year },
  childrenCount: { label: "Number of children", group: "Family", kind: count },
  childrenAges: { label: "Children's ages", group: "Family", kind: { type: "integer-list" } },
  grandchildrenCount: { label: "Number of grandchildren", group: "Family", kind: count },
  hasDisabledDependent: { label: "Has a dependent with a disability", group: "Family", kind: yesNo },
  state: { label: "State of residence", group: "Family", kind: { type: "state" } },
  formerState: { label: "Former state of residence", group: "Family", kind: { type: "state" } },
  plannedMoveState: { label: "State the client plans to move to", group: "Family", kind: { type: "state" } },
  isImmigrating: { label: "Moving to the United States", group: "Family", kind: yesNo },

  netWorthUsd: { label: "Net worth", group: "Net worth and income", kind: usd },
  netWorthExcludesBusiness: {
    label: "Net worth stated without the business",
    group: "Net worth and income",
    kind: yesNo,
  },
  liquidNetWorthUsd: { label: "Liquid net worth", group: "Net worth and income", kind: usd },
  annualIncomeUsd: { label: "Household income a year", group: "Net worth and income", kind: usd },
  annualSpendingUsd: { label: "Household spending a year", group: "Net worth and income", kind: usd },
  cashUsd: { label: "Cash and CDs", group: "Net worth and income", kind: usd },
  liabilitiesUsd: { label: "Debts", group: "Net worth and income", kind: usd },
  isIlliquid: { label: "Little liquidity for the net worth", group: "Net worth and income", kind: yesNo },
  hasNonUsAssets: { label: "Holds assets outside the US", group: "Net worth and income", kind: yesNo },

  taxableInvestmentsUsd: { label: "Taxable investment accounts", group: "Investments", kind: usd },
  hasConcentratedStock: { label: "Concentrated stock position", group: "Investments", kind: yesNo },
  hasLowBasisStock: { label: "Appreciated, low-basis securities", group: "Investments", kind: yesNo },
  isEmployedByStockIssuer: {
    label: "Works for the company whose stock is held",
    group: "Investments",
    kind: yesNoUnknown,
  },
  holdsIncentiveStockOptions: {
    label: "Holds incentive stock options (ISOs)",
    group: "Investments",
    kind: yesNoUnknown,
  },
  hasRestrictedStockGrant: {
    label: "Holds a restricted stock grant (83(b) possible)",
    group: "Investments",
    kind: yesNoUnknown,
  },
  isoSpreadUsd: { label: "ISO spread (value − strike, exercisable options)", group: "Investments", kind: usd },
  expectsLiquidityEvent: { label: "Expects a sale, IPO or other liquidity event", group: "Investments", kind: yesNo },

  retirementAccountsUsd: { label: "Retirement accounts (IRA, 401(k))", group: "Retirement", kind: usd },
  hasEmployerPlan: { label: "In an employer plan (401(k), 403(b), 457)", group: "Retirement", kind: yesNo },
  hasEmployerStockInPlan: { label: "Employer stock inside the plan", group: "Retirement", kind: yesNo },
  employerStockInPlanUsd: { label: "Employer stock in the plan, market value", group: "Retirement", kind: usd },
  employerStockBasisUsd: { label: "Employer stock in the plan, cost basis", group: "Retirement", kind: usd },
  hasInheritedIra: { label: "Has an inherited IRA", group: "Retirement", kind: yesNo },
  hasPension: { label: "Has a defined-benefit pension", group: "Retirement", kind: yesNo },
  isRetired: { label: "Retired or leaving the employer", group: "Retirement", kind: yesNoUnknown },
  plannedRetirementAge: { label: "Planned retirement age", group: "Retirement", kind: age },

  realEstateUsd: { label: "Real estate, total", group: "Real estate", kind: usd },
  primaryResidenceUsd: { label: "Primary residence", group: "Real estate", kind: usd },
  hasVacationHome: { label: "Owns a vacation or second home", group: "Real estate", kind: yesNo },
  hasBlendedFamily: {
    label: "Blended family (remarriage, children of an earlier marriage)",
    group: "Family",
    kind: yesNo,
  },
  hasInvestmentRealEstate: { label: "Owns investment or rental property", group: "Real estate", kind: yesNo },
  investmentRealEstateUsd: { label: "Investment real estate, value", group: "Real estate", kind: usd },
  investmentRealEstateBasisUsd: { label: "Investment real estate, cost basis", group: "Real estate", kind: usd },
  hasFarmOrRanch: { label: "Owns a farm or ranch", group: "Real estate", kind: yesNo },
  plansPropertySale: { label: "Plans to sell investment property", group: "Real estate", kind: yesNo },

  ownsBusiness: { label: "Owns a business", group: "Business", kind: yesNo },
  businessEntityType: {
    label: "Business legal form",
    group: "Business",
    kind: { type: "choice", choices: ENTITY_CHOICES },
  },
  businessValueUsd: { label: "Value of the business interest", group: "Business", kind: usd },
  businessOwnershipShare: { label: "Client's share of the business", group: "Business", kind: { type: "share" } },
  businessHasEmployees: { label: "Business has employees besides the owners", group: "Business", kind: yesNo },
  businessStockIssuedYear: { label: "Year the business shares were acquired", group: "Business", kind: year },
  businessGrossAssetsAtIssuanceUsd: {
    label: "Company's gross assets when the shares were issued",
    group: "Business",
    kind: usd,
  },
  expectsBusinessSale: { label: "Expects to sell the business", group: "Business", kind: yesNo },
  expectedSalePriceUsd: { label: "Expected sale price", group: "Business", kind: usd },
  hasProfessionalLiability: { label: "Malpractice or professional liability exposure", group: "Business", kind: yesNo },

  hasCharitableIntent: { label: "Wants to give to charity", group: "Giving", kind: yesNo },
  annualCharitableGivingUsd: { label: "Charitable giving a year", group: "Giving", kind: usd },

  hasEstatePlan: { label: "Has an estate plan", group: "Estate plan and insurance", kind: yesNoUnknown },
  hasNoEstatePlan: { label: "No trust or estate planning yet", group: "Estate plan and insurance", kind: yesNo },
  estateDocuments: {
    label: "Estate documents in place",
    group: "Estate plan and insurance",
    kind: { type: "choice-list", choices: ESTATE_DOCUMENT_CHOICES },
  },
  estatePlanOutdated: {
    label: "Estate documents out of date",
    group: "Estate plan and insurance",
    kind: yesNo,
  },
  hasBeneficiaryDesignationIssue: {
    label: "Beneficiary designation problem",
    group: "Estate plan and insurance",
    kind: yesNo,
  },
  hasLifeInsurance: { label: "Has permanent life insurance", group: "Estate plan and insurance", kind: yesNo },
  lifeInsuranceDeathBenefitUsd: {
    label: "Life insurance death benefit",
    group: "Estate plan and insurance",
    kind: usd,
  },

  riskTolerance: {
    label: "Risk tolerance",
    group: "Goals and outlook",
    kind: { type: "choice", choices: RISK_CHOICES },
  },
  goals: { label: "Planning goals", group: "Goals and outlook", kind: { type: "text-list" } },
} as const satisfies Record<FactField, FactSpec>;

/** The facts in panel order. */
export const FACT_FIELDS = Object.keys(FACT_SPECS) as FactField[];

/** The plain-English label of a fact; an unknown field name is shown as it is. */
export function factLabel(field: string): string {
  return field in FACT_SPECS ? FACT_SPECS[field as FactField].label : field;
}

const choiceLabel = (choices: readonly Choice[], value: unknown) =>
  choices.find((c) => c.value === value)?.label ?? String(value);

/** "Not known" for a fact without a value. */
export const UNKNOWN_TEXT = "Not known";

/**
 * A fact's value for reading: `$2,500,000`, `60%`, `60`, `Yes`, `Married`, `Texas`, `12, 9`.
 * Null, and an empty list, read as "Not known".
 */
export function formatFactValue(field: FactField, value: unknown): string {
  if (value === null || value === undefined) return UNKNOWN_TEXT;
  const kind: FactKind = FACT_SPECS[field].kind;
  switch (kind.type) {
    case "usd":
      return typeof value === "number" ? formatUsd(value) : String(value);
    case "share":
      return typeof value === "number" ? `${Number((value * 100).toFixed(1))}%` : String(value);
    case "integer":
    case "year":
      return String(value);
    case "boolean":
    case "optional-boolean":
      return value === true ? "Yes" : value === false ? "No" : UNKNOWN_TEXT;
    case "choice":
      return choiceLabel(kind.choices, value);
    case "state":
      return choiceLabel(US_STATE_CHOICES, value);
    case "text-list":
    case "integer-list":
      return Array.isArray(value) && value.length ? value.join(kind.type === "text-list" ? "; " : ", ") : UNKNOWN_TEXT;
    case "choice-list":
      return Array.isArray(value) && value.length
        ? value.map((v) => choiceLabel(kind.choices, v)).join(", ")
        : UNKNOWN_TEXT;
  }
}

/** Where a fact's value comes from, as the panel marks it. */
export type FactOrigin = "notes" | "inferred" | "assumed" | "adviser" | "none";

/** A fact as the panel lists it: its value, the quotes it was read from, and its origin. */
export interface FactRow {
  field: FactField;
  label: string;
  group: FactGroup;
  value: unknown;
  display: string;
  /** Exact quotes from the notes and documents, in reading order, without repeats. */
  quotes: string[];
  origin: FactOrigin;
  /** True when the fact holds something: a value, a yes, a list with entries, or evidence. */
  known: boolean;
}

/**
 * The panel's rows from a version's facts: every correctable fact with its display, quotes and
 * origin. A fact the adviser corrected is `adviser`; else `assumed` or `inferred` when all its
 * evidence says so; else `notes` when quoted, `none` when nothing was read.
 */
export function factRows(facts: Record<string, unknown>, corrections: TFactCorrections): FactRow[] {
  const evidence = (Array.isArray(facts.evidence) ? facts.evidence : []) as TFactEvidence[];
  return FACT_FIELDS.map((field) => {
    const value = field in corrections ? (corrections as Record<string, unknown>)[field] : facts[field];
    const read = evidence.filter((e) => e.field === field && e.source !== "adviser");
    const quotes = [...new Set(read.map((e) => e.text.trim()).filter(Boolean))];
    const origin: FactOrigin =
      field in corrections || evidence.some((e) => e.field === field && e.source === "adviser")
        ? "adviser"
        : read.length && read.every((e) => e.status === "assumed")
          ? "assumed"
          : read.length && read.every((e) => e.status !== "stated")
            ? "inferred"
            : read.length
              ? "notes"
              : "none";
    const filled = Array.isArray(value) ? value.length > 0 : value !== null && value !== undefined && value !== false;
    const spec = FACT_SPECS[field];
    return {
      field,
      label: spec.label,
      group: spec.group,
      value: value ?? null,
      display: formatFactValue(field, value ?? null),
      quotes,
      origin,
      known: filled || read.length > 0 || origin === "adviser",
    };
  });
}
