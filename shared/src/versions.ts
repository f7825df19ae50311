import { z } from "zod";
import { type TFactCorrections, ZFactCorrections } from "./facts.ts";

/**
 * Versions of a project's analysis (issue #12 item 4): version 1 is the analysis of the notes as
 * read; each set of adviser corrections makes a new version, recalculated as a job. Earlier
 * versions stay readable and are never overwritten.
 */

/** Where a version's recalculation is: the values of a project's status (spec §4 "Project status"). */
export const ZAnalysisVersionStatus = z.enum(["pending", "processing", "completed", "failed"]);
export type TAnalysisVersionStatus = z.infer<typeof ZAnalysisVersionStatus>;

/** Ages a correction may carry, years. A sanity bound on input, not a tax rule. */
const MAX_AGE_YEARS = 120;
const AGE_FIELDS = ["primaryAge", "spouseAge", "plannedRetirementAge"] as const;
const COUNT_FIELDS = ["childrenCount", "grandchildrenCount"] as const;
const YEAR_FIELDS = ["businessStockIssuedYear", "spouseDeathYear"] as const;
/** Money a client can only hold as zero or more (balances, values, income, debts), USD. Net worth may be negative. */
const NON_NEGATIVE_USD_FIELDS = [
  "annualIncomeUsd",
  "retirementAccountsUsd",
  "realEstateUsd",
  "businessValueUsd",
  "businessGrossAssetsAtIssuanceUsd",
  "taxableInvestmentsUsd",
  "cashUsd",
  "annualCharitableGivingUsd",
  "employerStockInPlanUsd",
  "employerStockBasisUsd",
  "isoSpreadUsd",
  "liabilitiesUsd",
  "primaryResidenceUsd",
  "investmentRealEstateUsd",
  "investmentRealEstateBasisUsd",
  "expectedSalePriceUsd",
  "annualSpendingUsd",
  "lifeInsuranceDeathBenefitUsd",
] as const satisfies readonly (keyof TFactCorrections)[];

/**
 * `PUT /api/projects/:id/facts` body: the complete set of the adviser's corrections (it replaces
 * the previous set). Each field is a fact of `ZClientFacts` (unknown fields refused); on top of
 * the schema, ages are 0–120, counts are not negative, years are 1900–2100 and balances, values,
 * income and debts are not negative. A `null` says the fact is unknown or does not apply.
 */
export const ZCorrectFactsRequest = z.object({
  facts: ZFactCorrections.superRefine((facts, ctx) => {
    const f = facts as Record<string, unknown>;
    const bad = (field: string, message: string) => ctx.addIssue({ code: "custom", path: [field], message });
    for (const k of AGE_FIELDS) {
      const v = f[k];
      if (typeof v === "number" && (v < 0 || v > MAX_AGE_YEARS)) bad(k, `An age is between 0 and ${MAX_AGE_YEARS}`);
    }
    const ages = f.childrenAges;
    if (Array.isArray(ages) && ages.some((a) => typeof a === "number" && (a < 0 || a > MAX_AGE_YEARS)))
      bad("childrenAges", `An age is between 0 and ${MAX_AGE_YEARS}`);
    for (const k of COUNT_FIELDS) {
      const v = f[k];
      if (typeof v === "number" && v < 0) bad(k, "A count cannot be negative");
    }
    for (const k of YEAR_FIELDS) {
      const v = f[k];
      if (typeof v === "number" && (v < 1900 || v > 2100)) bad(k, "A year is between 1900 and 2100");
    }
    for (const k of NON_NEGATIVE_USD_FIELDS) {
      const v = f[k];
      if (typeof v === "number" && v < 0) bad(k, "An amount cannot be negative");
    }
  }),
});
export type TCorrectFactsRequest = z.infer<typeof ZCorrectFactsRequest>;

/** Who made a version: the adviser who owns the project (owner only). */
export const ZVersionAuthor = z.object({ id: z.string(), email: z.string() });

/**
 * One version of a project's analysis, without the analysis itself. `changedFields` are the facts
 * whose correction differs from the previous version's (set, changed or withdrawn); version 1 has
 * none. `corrections` is the complete set the version was calculated with.
 */
export const ZAnalysisVersion = z.object({
  version: z.number().int().positive(),
  createdAt: z.string(),
  createdBy: ZVersionAuthor,
  status: ZAnalysisVersionStatus,
  changedFields: z.array(z.string()),
  corrections: ZFactCorrections,
  /** The failure message when the recalculation failed (spec §8 "Analysis failed."). */
  error: z.string().nullable(),
  /** When the version's analysis was stored, or null while it runs or after it failed. */
  completedAt: z.string().nullable(),
});
export type TAnalysisVersion = z.infer<typeof ZAnalysisVersion>;

/** `GET /api/projects/:id/versions`: newest first. */
export const ZListVersionsResponse = z.object({ versions: z.array(ZAnalysisVersion) });
export type TListVersionsResponse = z.infer<typeof ZListVersionsResponse>;
