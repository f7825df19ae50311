import { benefitSources, formatUsd, isRecord, parseMoney } from "@fsa/shared";

/** One line of a recommendation's Benefits Analysis. */
export interface BenefitLine {
  key: string;
  label: string;
  /** USD text, or the source's own text when it is not a number. */
  amount: string;
  description?: string;
  realization?: string;
}

/** Spec §2 "Benefit categories are ordered: tax savings, income stream, annual payout, protection, then others under Additional Benefits." */
export const PRIMARY_BENEFIT_CATEGORIES = [
  { key: "taxsavings", label: "Tax Savings" },
  { key: "incomestream", label: "Income Stream" },
  { key: "annualpayout", label: "Annual Payout" },
  { key: "protection", label: "Protection" },
] as const;

const ADDITIONAL_LABELS: Record<string, string> = {
  estatetaxsavings: "Estate Tax Savings",
  netpresentvalue: "Net Present Value",
  totaltenyear: "Total (10-Year)",
};

/** "taxSavings", "tax_savings", "Tax Savings" → "taxsavings". */
const canonical = (s: string) => s.toLowerCase().replace(/[^a-z0-9]/g, "");

/** "estateTaxSavings" → "Estate Tax Savings". */
export function humanizeKey(key: string): string {
  const words = key
    .replace(/_/g, " ")
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .trim();
  return words.replace(/\b\w/g, (c) => c.toUpperCase());
}

function amountText(v: unknown): string | null {
  if (typeof v === "number") return Number.isFinite(v) && v !== 0 ? formatUsd(v) : null;
  if (typeof v === "string" && v.trim() !== "") return v;
  return null;
}

/**
 * Orders a recommendation's benefits (`benefitsBreakdown`, else `savingsBreakdown`) in either
 * shape the spec allows (spec §3): a list of {item, category, amount, description,
 * benefitsRealization}, or a keyed map. The four primary categories come first in the spec's
 * order; everything else goes under Additional Benefits. Zero amounts are left out.
 */
export function orderBenefits(costBenefitAnalysis: unknown): { primary: BenefitLine[]; additional: BenefitLine[] } {
  const primary: (BenefitLine & { rank: number })[] = [];
  const additional: BenefitLine[] = [];
  if (!isRecord(costBenefitAnalysis)) return { primary: [], additional: [] };
  const breakdown = costBenefitAnalysis.benefitsBreakdown ?? costBenefitAnalysis.savingsBreakdown;
  const rankOf = (name: string) => PRIMARY_BENEFIT_CATEGORIES.findIndex((c) => c.key === canonical(name));

  if (Array.isArray(breakdown)) {
    breakdown.forEach((entry, i) => {
      if (!isRecord(entry)) return;
      const category = typeof entry.category === "string" ? entry.category : "";
      const item = typeof entry.item === "string" ? entry.item : "";
      const amount = amountText(entry.amount);
      if (!amount) return;
      const line: BenefitLine = {
        key: `${i}`,
        label: item || humanizeKey(category) || "Benefit",
        amount,
        description: typeof entry.description === "string" ? entry.description : undefined,
        realization: typeof entry.benefitsRealization === "string" ? entry.benefitsRealization : undefined,
      };
      const rank = rankOf(category);
      if (rank >= 0) primary.push({ ...line, rank });
      else additional.push(line);
    });
  } else if (isRecord(breakdown)) {
    for (const [key, value] of Object.entries(breakdown)) {
      const amount = amountText(value);
      if (!amount) continue;
      const rank = rankOf(key);
      const primaryLabel = PRIMARY_BENEFIT_CATEGORIES[rank]?.label;
      if (primaryLabel) primary.push({ key, label: primaryLabel, amount, rank });
      else additional.push({ key, label: ADDITIONAL_LABELS[canonical(key)] ?? humanizeKey(key), amount });
    }
  }
  primary.sort((a, b) => a.rank - b.rank);
  return { primary: primary.map(({ rank: _rank, ...line }) => line), additional };
}

/**
 * The number behind a recommendation's benefit, by the spec's fallback order (benefitsBreakdown
 * .totalTenYear, savingsBreakdown.totalTenYear, potentialSavings), money strings parsed per spec
 * §5; null when none is a number.
 */
export function benefitAmount(recommendation: unknown): number | null {
  for (const c of benefitSources(recommendation)) {
    if (c === undefined || c === null || c === "") continue;
    const n = parseMoney(c);
    if (Number.isFinite(n)) return n;
  }
  return null;
}

/** Tax saved by one recommendation: income and estate tax of a keyed map, or the tax lines of a list; null when none. */
export function taxSavingsAmount(recommendation: unknown): number | null {
  if (!isRecord(recommendation) || !isRecord(recommendation.costBenefitAnalysis)) return null;
  const cb = recommendation.costBenefitAnalysis;
  const breakdown = cb.benefitsBreakdown ?? cb.savingsBreakdown;
  let total = 0;
  let any = false;
  const add = (v: unknown) => {
    const n = parseMoney(v);
    if (Number.isFinite(n)) {
      total += n;
      any = true;
    }
  };
  if (Array.isArray(breakdown)) {
    for (const e of breakdown) {
      if (isRecord(e) && typeof e.category === "string" && /tax/i.test(e.category)) add(e.amount);
    }
  } else if (isRecord(breakdown)) {
    if (breakdown.taxSavings !== undefined) add(breakdown.taxSavings);
    if (breakdown.estateTaxSavings !== undefined) add(breakdown.estateTaxSavings);
  }
  return any && total > 0 ? total : null;
}
