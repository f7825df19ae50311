import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { TClientFacts } from "@fsa/shared";

/**
 * The five sample client notes, kept in the repository (`api/src/analysis/samples/*.txt`) so a
 * fresh clone can run the tests. Each states exactly the facts in SAMPLE_EXPECTED_FACTS.
 */
export const SAMPLE_NOTES_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "samples");

/** Every sample note as [file name, text]. @throws when the folder is missing. */
export function loadSampleNotes(): [string, string][] {
  if (!existsSync(SAMPLE_NOTES_DIR)) throw new Error(`Sample notes not found at ${SAMPLE_NOTES_DIR}`);
  return readdirSync(SAMPLE_NOTES_DIR)
    .filter((f) => f.endsWith(".txt"))
    .sort()
    .map((f) => [f, readFileSync(path.join(SAMPLE_NOTES_DIR, f), "utf8")]);
}

/** What each sample note says, checked against the rule-based facts. */
export const SAMPLE_EXPECTED_FACTS: Record<string, Partial<TClientFacts>> = {
  "estate-couple.txt": {
    netWorthUsd: 9_400_000,
    primaryAge: 68,
    spouseAge: 66,
    maritalStatus: "married",
    childrenCount: 4,
    grandchildrenCount: 7,
    state: "VA",
    annualIncomeUsd: 210_000,
    retirementAccountsUsd: 2_600_000,
    realEstateUsd: 2_700_000,
    taxableInvestmentsUsd: 3_100_000,
    cashUsd: 1_000_000,
    riskTolerance: "moderate",
    hasCharitableIntent: true,
    annualCharitableGivingUsd: 15_000,
    hasNoEstatePlan: true,
  },
  "founder-pre-ipo.txt": {
    netWorthUsd: 25_000_000,
    liquidNetWorthUsd: 1_500_000,
    primaryAge: 38,
    maritalStatus: "married",
    childrenCount: 2,
    state: "NY",
    ownsBusiness: true,
    businessEntityType: "c_corp",
    businessStockIssuedYear: 2019,
    businessGrossAssetsAtIssuanceUsd: 10_000_000,
    expectsLiquidityEvent: true,
    hasConcentratedStock: true,
  },
  "dentist-practice.txt": {
    netWorthUsd: 6_200_000,
    primaryAge: 51,
    maritalStatus: "married",
    childrenCount: 3,
    annualIncomeUsd: 780_000,
    retirementAccountsUsd: 1_100_000,
    businessEntityType: "s_corp",
    businessValueUsd: 2_500_000,
    realEstateUsd: 1_800_000,
    hasInvestmentRealEstate: true,
    hasProfessionalLiability: true,
    plannedRetirementAge: 62,
    riskTolerance: "moderate",
  },
  "farm-family.txt": {
    netWorthUsd: 19_000_000,
    primaryAge: 72,
    spouseAge: 70,
    maritalStatus: "married",
    childrenCount: 3,
    state: "IA",
    hasFarmOrRanch: true,
    realEstateUsd: 16_000_000,
    annualIncomeUsd: 350_000,
    isIlliquid: true,
    riskTolerance: "conservative",
  },
  "inherited-wealth.txt": {
    netWorthUsd: 7_000_000,
    primaryAge: 42,
    maritalStatus: "single",
    childrenCount: 0,
    state: "IL",
    annualIncomeUsd: 140_000,
    retirementAccountsUsd: 600_000,
    hasInheritedIra: true,
    hasCharitableIntent: true,
    riskTolerance: "conservative",
  },
};
