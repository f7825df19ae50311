/**
 * Social Security figures the retirement strategies share: the PIA formula and the full retirement
 * age (42 U.S.C. §415(a), §416(l)).
 */

/**
 * Primary insurance amount formula bend points for those first eligible in 2025: 90% of AIME up to
 * $1,226, 32% up to $7,391, 15% above (42 U.S.C. §415(a)(1)(A)–(B); SSA, "2025 Social Security
 * Changes" fact sheet), USD a month.
 */
const BEND_POINTS_2025 = [1_226, 7_391] as const;

/** Share of Social Security benefits taxable at higher incomes: 85% (IRC §86(a)(2)). */
export const TAXABLE_SHARE = 0.85;

/**
 * Full retirement age by year of birth: 66 for 1943–1954, rising by 2 months a year to 67 for
 * 1960 and later (42 U.S.C. §416(l)(1)). Years.
 */
export function fullRetirementAge(birthYear: number): number {
  if (birthYear <= 1954) return 66;
  if (birthYear >= 1960) return 67;
  return 66 + ((birthYear - 1954) * 2) / 12;
}

/** Monthly benefit at full retirement age from an average indexed monthly earnings figure, USD. */
export function primaryInsuranceAmount(aimeUsd: number): number {
  const [a, b] = BEND_POINTS_2025;
  return 0.9 * Math.min(aimeUsd, a) + 0.32 * Math.max(0, Math.min(aimeUsd, b) - a) + 0.15 * Math.max(0, aimeUsd - b);
}
