/**
 * The §7520 rate by month: 120% of the federal midterm rate for the month, rounded to the nearest
 * 0.2% (IRC §7520(a)(2)), published in Table 5 of each month's applicable federal rate revenue
 * ruling. Each entry cites its ruling and Internal Revenue Bulletin page. Cross-checked against the
 * transcription of Table 5 in stepuplaw/us-crossborder-estate-gift-figures (data/section7520_rates.csv).
 */

/** One month's §7520 rate. */
export interface Section7520Month {
  /** Decimal (0.046 = 4.6%). */
  rate: number;
  /** The revenue ruling whose Table 5 gives the rate. */
  revenueRuling: string;
  /** Internal Revenue Bulletin issue and first page of the ruling. */
  bulletin: string;
}

/** §7520 rates for every month of 2024 and 2025 and each month of 2026 published when this was written (through October 2026). */
export const SECTION_7520_RATES: Readonly<Record<string, Section7520Month>> = {
  "2024-01": { rate: 0.052, revenueRuling: "Rev. Rul. 2024-2", bulletin: "2024-02 I.R.B. 311" },
  "2024-02": { rate: 0.048, revenueRuling: "Rev. Rul. 2024-3", bulletin: "2024-06 I.R.B. 646" },
  "2024-03": { rate: 0.05, revenueRuling: "Rev. Rul. 2024-4", bulletin: "2024-10 I.R.B. 686" },
  "2024-04": { rate: 0.052, revenueRuling: "Rev. Rul. 2024-7", bulletin: "2024-14 I.R.B. 749" },
  "2024-05": { rate: 0.054, revenueRuling: "Rev. Rul. 2024-9", bulletin: "2024-19 I.R.B. 964" },
  "2024-06": { rate: 0.056, revenueRuling: "Rev. Rul. 2024-12", bulletin: "2024-25 I.R.B. 1677" },
  "2024-07": { rate: 0.054, revenueRuling: "Rev. Rul. 2024-13", bulletin: "2024-28 I.R.B. 18" },
  "2024-08": { rate: 0.052, revenueRuling: "Rev. Rul. 2024-15", bulletin: "2024-32 I.R.B. 340" },
  "2024-09": { rate: 0.048, revenueRuling: "Rev. Rul. 2024-17", bulletin: "2024-36 I.R.B. 568" },
  "2024-10": { rate: 0.044, revenueRuling: "Rev. Rul. 2024-21", bulletin: "2024-41 I.R.B. 724" },
  "2024-11": { rate: 0.044, revenueRuling: "Rev. Rul. 2024-24", bulletin: "2024-45 I.R.B. 1086" },
  "2024-12": { rate: 0.05, revenueRuling: "Rev. Rul. 2024-26", bulletin: "2024-49 I.R.B. 1201" },
  "2025-01": { rate: 0.052, revenueRuling: "Rev. Rul. 2025-1", bulletin: "2025-03 I.R.B. 307" },
  "2025-02": { rate: 0.054, revenueRuling: "Rev. Rul. 2025-5", bulletin: "2025-07 I.R.B. 767" },
  "2025-03": { rate: 0.054, revenueRuling: "Rev. Rul. 2025-6", bulletin: "2025-11 I.R.B. 1064" },
  "2025-04": { rate: 0.05, revenueRuling: "Rev. Rul. 2025-8", bulletin: "2025-15 I.R.B. 1390" },
  "2025-05": { rate: 0.05, revenueRuling: "Rev. Rul. 2025-10", bulletin: "2025-19 I.R.B. 1421" },
  "2025-06": { rate: 0.05, revenueRuling: "Rev. Rul. 2025-12", bulletin: "2025-23 I.R.B. 1471" },
  "2025-07": { rate: 0.05, revenueRuling: "Rev. Rul. 2025-13", bulletin: "2025-28 I.R.B. 11" },
  "2025-08": { rate: 0.048, revenueRuling: "Rev. Rul. 2025-14", bulletin: "2025-32 I.R.B. 300" },
  "2025-09": { rate: 0.048, revenueRuling: "Rev. Rul. 2025-17", bulletin: "2025-36 I.R.B. 349" },
  "2025-10": { rate: 0.046, revenueRuling: "Rev. Rul. 2025-19", bulletin: "2025-41 I.R.B. 445" },
  "2025-11": { rate: 0.046, revenueRuling: "Rev. Rul. 2025-21", bulletin: "2025-45 I.R.B. 690" },
  "2025-12": { rate: 0.046, revenueRuling: "Rev. Rul. 2025-24", bulletin: "2025-50 I.R.B. 764" },
  "2026-01": { rate: 0.046, revenueRuling: "Rev. Rul. 2026-2", bulletin: "2026-03 I.R.B. 342" },
  "2026-02": { rate: 0.046, revenueRuling: "Rev. Rul. 2026-3", bulletin: "2026-06 I.R.B. 485" },
  "2026-03": { rate: 0.048, revenueRuling: "Rev. Rul. 2026-6", bulletin: "2026-11 I.R.B. 635" },
  "2026-04": { rate: 0.046, revenueRuling: "Rev. Rul. 2026-7", bulletin: "2026-15 I.R.B. 791" },
  "2026-05": { rate: 0.05, revenueRuling: "Rev. Rul. 2026-9", bulletin: "2026-19 I.R.B. 897" },
  "2026-06": { rate: 0.05, revenueRuling: "Rev. Rul. 2026-11", bulletin: "2026-24 I.R.B. 1570" },
  "2026-07": { rate: 0.052, revenueRuling: "Rev. Rul. 2026-12", bulletin: "2026-28 I.R.B. 27" },
  "2026-08": { rate: 0.052, revenueRuling: "Rev. Rul. 2026-13", bulletin: "2026-32 I.R.B. 132" },
  "2026-09": { rate: 0.054, revenueRuling: "Rev. Rul. 2026-17", bulletin: "2026-37 I.R.B. 247" },
  "2026-10": { rate: 0.056, revenueRuling: "Rev. Rul. 2026-19", bulletin: "irs-drop rr-26-19 (not yet in an I.R.B.)" },
};

/**
 * The §7520 rate of a month ("YYYY-MM"), with its source.
 * @throws RangeError for a malformed month or one not in the table (the caller must supply the
 * rate of a newer month from its revenue ruling rather than have one guessed).
 */
export function section7520RateFor(month: string): Section7520Month {
  if (!/^\d{4}-(0[1-9]|1[0-2])$/.test(month)) throw new RangeError(`Month must be YYYY-MM, got ${month}`);
  const entry = SECTION_7520_RATES[month];
  if (!entry) throw new RangeError(`No §7520 rate recorded for ${month}`);
  return entry;
}

/** The latest month recorded in `SECTION_7520_RATES` (YYYY-MM). */
export const LATEST_SECTION_7520_MONTH: string = Object.keys(SECTION_7520_RATES).sort().at(-1) ?? "2026-10";

/**
 * The §7520 rate in force for a transfer in `month` ("YYYY-MM") as far as the table knows: that
 * month's rate when recorded, otherwise the latest recorded month before it (the IRS publishes
 * each month's rate in the third week of the month before, so the newest ruling may be missing
 * here; the analysis names the month it used). Months before the table take its first month.
 * @throws RangeError for a malformed month.
 */
export function section7520RateAsOf(month: string): { month: string } & Section7520Month {
  if (!/^\d{4}-(0[1-9]|1[0-2])$/.test(month)) throw new RangeError(`Month must be YYYY-MM, got ${month}`);
  const months = Object.keys(SECTION_7520_RATES).sort();
  const used = months.filter((m) => m <= month).at(-1) ?? months[0] ?? LATEST_SECTION_7520_MONTH;
  return { month: used, ...section7520RateFor(used) };
}
