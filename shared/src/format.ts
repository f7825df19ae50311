/**
 * Display and parsing rules the spec defines once (spec §5 "Validation rules", §9 "Business
 * constants"). Pure functions shared by the API, the web app and the extensions.
 */

// Built on first use: creating an Intl formatter loads locale data, which a page that never
// shows a date (or an amount) should not pay for at start-up.
let usdFormatter: Intl.NumberFormat | undefined;
let dateTimeFormatter: Intl.DateTimeFormat | undefined;

/** Formats USD with no decimals, en-US (spec §9 "Currency format"). `1234.5` → `$1,235`. */
export function formatUsd(amountUsd: number): string {
  usdFormatter ??= new Intl.NumberFormat("en-US", {
    style: "currency",
    currency: "USD",
    minimumFractionDigits: 0,
    maximumFractionDigits: 0,
  });
  return usdFormatter.format(amountUsd);
}

/** Formats a date en-US short with 12-hour time (spec §9 "Dates"). `2026-11-24T15:04Z` → `11/24/26, 3:04 PM` (local time). */
export function formatDateTime(value: string | number | Date): string {
  dateTimeFormatter ??= new Intl.DateTimeFormat("en-US", { dateStyle: "short", timeStyle: "short", hour12: true });
  return dateTimeFormatter.format(new Date(value));
}

/** en-US short date without time, used for "Registered:" on the admin panel. */
export function formatDate(value: string | number | Date): string {
  return new Intl.DateTimeFormat("en-US", { dateStyle: "short" }).format(new Date(value));
}

/**
 * Parses a money string by stripping every character except digits, minus and dot (spec §5
 * "Money strings"). Numbers pass through. Returns NaN when nothing numeric is left.
 */
export function parseMoney(value: unknown): number {
  if (typeof value === "number") return value;
  if (typeof value !== "string") return Number.NaN;
  const cleaned = value.replace(/[^0-9.-]/g, "");
  if (cleaned === "" || cleaned === "-" || cleaned === ".") return Number.NaN;
  return Number(cleaned);
}

const SCALE: Record<string, number> = {
  k: 1e3,
  thousand: 1e3,
  m: 1e6,
  mm: 1e6,
  mil: 1e6,
  million: 1e6,
  b: 1e9,
  bn: 1e9,
  billion: 1e9,
};

/**
 * Matches a money amount: `$12.5 million`, `$1.2 billion`, `3,450,000`, `$850k`, `$9.4M`.
 * Group 1 is the number, group 2 the optional scale word.
 */
export const MONEY_PATTERN =
  /\$?\s?(\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?)\s?(billion|million|thousand|mil|bn|mm|[kmb])?\b/gi;

/**
 * Converts one matched amount to USD. `("12.5", "million")` → 12,500,000.
 */
export function amountToUsd(numberText: string, scaleWord: string | undefined): number {
  const base = Number(numberText.replace(/,/g, ""));
  const scale = scaleWord ? (SCALE[scaleWord.toLowerCase()] ?? 1) : 1;
  return Math.round(base * scale);
}

/** A money amount found in text, with its span. */
export interface MoneyMatch {
  /** USD. */
  amountUsd: number;
  text: string;
  start: number;
  end: number;
}

/**
 * Every money amount in `text` that reads as money: a `$` sign, a scale word (million, billion,
 * k, M) or thousands separators. Bare small numbers (ages, years, counts) are skipped.
 */
export function findMoneyAmounts(text: string): MoneyMatch[] {
  const out: MoneyMatch[] = [];
  for (const m of text.matchAll(MONEY_PATTERN)) {
    const whole = m[0];
    const numberText = m[1] ?? "";
    const scale = m[2];
    const hasDollar = whole.includes("$");
    const hasSeparators = numberText.includes(",");
    if (!hasDollar && !scale && !hasSeparators) continue;
    // "$850k" yes; a lone "m" after a bare number without "$" (e.g. "5 m") is too ambiguous.
    if (!hasDollar && scale && scale.length === 1 && !hasSeparators) continue;
    const start = m.index ?? 0;
    out.push({ amountUsd: amountToUsd(numberText, scale), text: whole.trim(), start, end: start + whole.length });
  }
  return out;
}

/**
 * Reads the client's net worth from notes (spec §5 "Net worth is read from the notes by
 * pattern"). An explicit "net worth" followed by an amount wins over any other amount (a sale
 * price, a property value); among several, a total net worth beats a liquid one. Without any
 * "net worth" mention, the first amount with a million/billion suffix or thousands separators is
 * used, as the spec's first-match rule says. Returns `null` when nothing matches.
 */
export function parseNetWorth(text: string): MoneyMatch | null {
  const mentions: { match: MoneyMatch; liquid: boolean }[] = [];
  const mentionPattern = /net\s+worth/gi;
  for (const m of text.matchAll(mentionPattern)) {
    const at = m.index ?? 0;
    const after = text.slice(at + m[0].length, at + m[0].length + 80);
    const sentenceEnd = after.search(/[.;]\s|\n/);
    const window = sentenceEnd >= 0 ? after.slice(0, sentenceEnd + 1) : after;
    const amounts = findMoneyAmounts(window);
    const first = amounts[0];
    if (!first) continue;
    const before = text.slice(Math.max(0, at - 20), at).toLowerCase();
    const offset = at + m[0].length;
    mentions.push({
      match: { ...first, start: first.start + offset, end: first.end + offset },
      liquid: /liquid\s*$/.test(before),
    });
  }
  const total = mentions.find((x) => !x.liquid) ?? mentions[0];
  if (total) return total.match;
  const anyAmount = findMoneyAmounts(text).find((a) => /[a-z]/i.test(a.text) || a.text.includes(","));
  return anyAmount ?? null;
}

/**
 * Strategy count of a workspace card (spec §5): the largest of the bullet-line count, the
 * numbered-line count and min(⌊occurrences of strategy|trust|plan|structure ÷ 3⌋, 15)
 * (spec §9: divisor 3, cap 15). Used for analyses stored as text.
 */
export function strategyCountFromText(text: string): number {
  const lines = text.split(/\r?\n/);
  const bullets = lines.filter((l) => /^\s*[-*•]\s+/.test(l)).length;
  const numbered = lines.filter((l) => /^\s*\d+[.)]\s+/.test(l)).length;
  const keywords = (text.match(/strateg(?:y|ies)|trust|plan|structure/gi) ?? []).length;
  return Math.max(bullets, numbered, Math.min(Math.floor(keywords / 3), 15));
}

/** Badge of a project status (spec §4 "Project status"). */
export interface StatusBadge {
  label: string;
  variant: "success" | "primary" | "destructive" | "muted";
}

/** completed → Completed (green), pending → Pending (primary), failed → Failed (destructive), anything else capitalised and muted. */
export function statusBadge(status: string): StatusBadge {
  switch (status) {
    case "completed":
      return { label: "Completed", variant: "success" };
    case "pending":
      return { label: "Pending", variant: "primary" };
    case "failed":
      return { label: "Failed", variant: "destructive" };
    default:
      return { label: status.charAt(0).toUpperCase() + status.slice(1), variant: "muted" };
  }
}

/** True for a plain object (not null, not an array): how loosely shaped stored JSON is read. */
export const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === "object" && v !== null && !Array.isArray(v);

/**
 * Where a recommendation's benefit is read from, in the spec's fallback order (§5 "Benefit
 * display"): benefitsBreakdown.totalTenYear, savingsBreakdown.totalTenYear, potentialSavings;
 * a numeric benefitsBreakdown.netPresentValue comes first (issue #13: present value is the
 * headline).
 * Each value is returned as stored (undefined when absent); callers apply their own reading.
 */
export function benefitSources(
  recommendation: unknown,
): [tenYear: unknown, savingsTenYear: unknown, potential: unknown] {
  const cb = isRecord(recommendation) ? recommendation.costBenefitAnalysis : undefined;
  if (!isRecord(cb)) return [undefined, undefined, undefined];
  // Issue #13: the headline is the present value today; an analysis that carries one
  // (benefitsBreakdown.netPresentValue, a number) is read by it before the spec's ten-year total.
  const npv = isRecord(cb.benefitsBreakdown) ? cb.benefitsBreakdown.netPresentValue : undefined;
  return [
    typeof npv === "number" && Number.isFinite(npv)
      ? npv
      : isRecord(cb.benefitsBreakdown)
        ? cb.benefitsBreakdown.totalTenYear
        : undefined,
    isRecord(cb.savingsBreakdown) ? cb.savingsBreakdown.totalTenYear : undefined,
    cb.potentialSavings,
  ];
}

/**
 * A recommendation's benefit for display (spec §5): benefitsBreakdown.totalTenYear, then
 * savingsBreakdown.totalTenYear, then potentialSavings, then `fallback` ("Not calculated", or
 * "To be calculated" on the Plain English tab). Numbers are formatted as USD.
 */
export function benefitDisplay(recommendation: unknown, fallback = "Not calculated"): string {
  const [tenYear, savingsTenYear, potential] = benefitSources(recommendation);
  const value = tenYear ?? savingsTenYear ?? potential;
  if (value === undefined || value === null || value === "") return fallback;
  if (typeof value === "number") return Number.isFinite(value) ? formatUsd(value) : fallback;
  return String(value);
}

/**
 * Total projected tax savings (spec §5): keep only digits and dot of each recommendation's
 * ten-year total and sum them, with a `+` suffix; otherwise taxPlanning.projectedSavings;
 * otherwise "To be calculated".
 */
export function totalProjectedTaxSavings(analysis: unknown): string {
  if (!isRecord(analysis)) return "To be calculated";
  const recs = Array.isArray(analysis.recommendations) ? analysis.recommendations : [];
  let sum = 0;
  let any = false;
  for (const r of recs) {
    const [tenYear, savingsTenYear] = benefitSources(r);
    const v = tenYear ?? savingsTenYear;
    if (v === undefined || v === null) continue;
    // A number is summed with its sign (a strategy that costs more than it saves lowers the total);
    // a money string keeps only digits and dot (spec §5).
    if (typeof v === "number") {
      if (!Number.isFinite(v)) continue;
      sum += v;
      any = true;
      continue;
    }
    const digits = String(v).replace(/[^0-9.]/g, "");
    const n = Number(digits);
    if (digits === "" || !Number.isFinite(n)) continue;
    sum += n;
    any = true;
  }
  if (any) return `${formatUsd(sum)}+`;
  const tp = analysis.taxPlanning;
  if (isRecord(tp) && tp.projectedSavings !== undefined && tp.projectedSavings !== null && tp.projectedSavings !== "") {
    return typeof tp.projectedSavings === "number" ? formatUsd(tp.projectedSavings) : String(tp.projectedSavings);
  }
  return "To be calculated";
}

/** Net worth for display: 0 or unknown → "Not specified" (spec §5). */
export function netWorthDisplay(amountUsd: number | null | undefined): string {
  return amountUsd && Number.isFinite(amountUsd) && amountUsd !== 0 ? formatUsd(amountUsd) : "Not specified";
}
