/**
 * Federal estate and gift tax (IRC §2001, §2010) and state estate taxes. Units: USD, decimal rates,
 * calendar years.
 */

type Schedule = readonly (readonly [over: number, base: number, rate: number])[];

/** §2001(c) rate schedule: [amount over, tax on that amount, rate on the excess]. */
export const SECTION_2001C_SCHEDULE: Schedule = [
  [0, 0, 0.18],
  [10_000, 1_800, 0.2],
  [20_000, 3_800, 0.22],
  [40_000, 8_200, 0.24],
  [60_000, 13_000, 0.26],
  [80_000, 18_200, 0.28],
  [100_000, 23_800, 0.3],
  [150_000, 38_800, 0.32],
  [250_000, 70_800, 0.34],
  [500_000, 155_800, 0.37],
  [750_000, 248_300, 0.39],
  [1_000_000, 345_800, 0.4],
];

function fromSchedule(amount: number, schedule: Schedule): number {
  if (!(amount > 0)) return 0;
  let row = schedule[0] ?? [0, 0, 0];
  for (const r of schedule) if (amount > r[0]) row = r;
  return row[1] + (amount - row[0]) * row[2];
}

/**
 * Tentative tax under the §2001(c) graduated schedule on an amount (taxable estate plus adjusted
 * taxable gifts, or the applicable exclusion amount for the unified credit), USD.
 * Source: IRC §2001(c) (rates unchanged by Pub. L. 119-21).
 */
export function section2001Tax(amountUsd: number): number {
  return fromSchedule(amountUsd, SECTION_2001C_SCHEDULE);
}

/** Basic exclusion amounts published or enacted, USD. */
export const BASIC_EXCLUSION_AMOUNT: Readonly<Record<number, number>> = {
  2024: 13_610_000,
  2025: 13_990_000,
  2026: 15_000_000,
};

/** Sources of `BASIC_EXCLUSION_AMOUNT`. */
export const BASIC_EXCLUSION_AMOUNT_SOURCES: Readonly<Record<number, string>> = {
  2024: "IRC §2010(c)(3); Rev. Proc. 2023-34",
  2025: "IRC §2010(c)(3); Rev. Proc. 2024-40",
  2026: "IRC §2010(c)(3)(A) as amended by Pub. L. 119-21 §70106; Rev. Proc. 2025-32",
};

/**
 * ASSUMPTION: annual chained-CPI (C-CPI-U) inflation used to project the basic exclusion amount
 * after 2026, decimal. Justification: it is the adjustment Rev. Proc. 2025-32 applied from 2025 to
 * 2026 to amounts indexed with the same §1(f)(3) method and not rebased by Pub. L. 119-21 — e.g.
 * the 37% bracket start for single filers rose from $626,350 to $640,600 (+2.28%), the MFJ 35%
 * start from $501,050 to $512,450 (+2.28%). A caller may pass its own rate.
 */
export const ASSUMED_CHAINED_CPI_INFLATION_RATE = 0.0228;

/**
 * Basic exclusion amount (§2010(c)(3)) for the year of death or gift, USD. 2024–2026 are the
 * published amounts; later years project $15,000,000 indexed from a 2025 base year under §1(f)(3)
 * (Pub. L. 119-21 §70106): 15,000,000 × (1 + inflationRate)^(year − 2026), rounded down to a
 * multiple of $10,000 (§2010(c)(3)(B)).
 * @throws RangeError before 2024 or for a negative or implausible inflation rate.
 */
export function basicExclusionAmountFor(
  year: number,
  inflationRate: number = ASSUMED_CHAINED_CPI_INFLATION_RATE,
): number {
  const known = BASIC_EXCLUSION_AMOUNT[year];
  if (known !== undefined) return known;
  if (year < 2024) throw new RangeError("No basic exclusion amount before 2024 here");
  if (!(inflationRate > -0.05 && inflationRate < 0.25))
    throw new RangeError("inflationRate must be a decimal, e.g. 0.025");
  const raw = 15_000_000 * (1 + inflationRate) ** (year - 2026);
  return Math.floor(raw / 10_000) * 10_000;
}

/** Inputs of the federal estate tax computation (Form 706 Part 2). */
export interface FederalEstateTaxInput {
  /** §2051 taxable estate, USD. */
  taxableEstateUsd: number;
  /** §2001(b)(1)(B) adjusted taxable gifts (post-1976 taxable gifts not included in the gross estate), USD. */
  adjustedTaxableGiftsUsd?: number;
  /** §2010(c)(2) applicable exclusion amount: basic exclusion plus DSUE (and restored exclusion), USD. Default: the year's basic exclusion. */
  applicableExclusionUsd?: number;
  /** Year of death. */
  year: number;
  /** §2001(b)(2) gift tax payable on post-1976 gifts (at current rates), USD. */
  giftTaxPayableUsd?: number;
}

/** The federal estate tax computation, USD. */
export interface FederalEstateTaxResult {
  tentativeTaxUsd: number;
  applicableExclusionUsd: number;
  /** §2010 applicable credit amount: tentative tax on the applicable exclusion amount. */
  applicableCreditUsd: number;
  estateTaxUsd: number;
  /** Rate on the next dollar of taxable estate (0 while the credit covers it, else the §2001(c) rate). */
  marginalRate: number;
}

/**
 * Federal estate tax: §2001(c) tentative tax on the taxable estate plus adjusted taxable gifts, less
 * gift tax payable and the §2010 applicable credit (tentative tax on the applicable exclusion
 * amount = basic exclusion + DSUE), not below zero. No state death tax deduction, no other credits.
 * @throws RangeError for negative amounts.
 */
export function federalEstateTax(input: FederalEstateTaxInput): FederalEstateTaxResult {
  if (input.taxableEstateUsd < 0 || (input.adjustedTaxableGiftsUsd ?? 0) < 0)
    throw new RangeError("Amounts must not be negative");
  const base = input.taxableEstateUsd + (input.adjustedTaxableGiftsUsd ?? 0);
  const tentative = section2001Tax(base);
  const exclusion = input.applicableExclusionUsd ?? basicExclusionAmountFor(input.year);
  const credit = section2001Tax(exclusion);
  const tax = Math.max(0, tentative - (input.giftTaxPayableUsd ?? 0) - credit);
  const marginalRate = tax > 0 ? (base > 1_000_000 ? 0.4 : section2001Tax(base + 1) - tentative) : 0;
  return {
    tentativeTaxUsd: tentative,
    applicableExclusionUsd: exclusion,
    applicableCreditUsd: credit,
    estateTaxUsd: tax,
    marginalRate,
  };
}

// ─── State estate taxes ──────────────────────────────────────────────────────

/**
 * States whose estate tax also reaches lifetime gifts: Connecticut taxes gifts and adds the taxable
 * gifts made since 2005 to the estate tax base (Conn. Gen. Stat. §12-640 ff., §12-391(c)-(d)), so a
 * lifetime gift does not lower its tax.
 */
export const STATE_GIFT_TAX_STATES: readonly string[] = ["CT"];

/** States (and DC) with an estate tax for deaths in 2025–2026. Any other state: no estate tax. */
export const STATE_ESTATE_TAX_STATES = [
  "CT",
  "DC",
  "HI",
  "IL",
  "ME",
  "MD",
  "MA",
  "MN",
  "NY",
  "OR",
  "RI",
  "VT",
  "WA",
] as const;
export type StateEstateTaxState = (typeof STATE_ESTATE_TAX_STATES)[number];

/**
 * States with an inheritance tax (paid by heirs by relationship; spouses exempt), a separate fact
 * from the estate tax: Kentucky, Maryland (which has both), Nebraska, New Jersey (estate tax repealed
 * for deaths from 1 Jan 2018, N.J.S.A. 54:38-1; inheritance tax kept) and Pennsylvania. Iowa's
 * inheritance tax was repealed for deaths from 1 Jan 2025. Not computed here.
 */
export const INHERITANCE_TAX_STATES = ["KY", "MD", "NE", "NJ", "PA"] as const;

/** The pre-2005 §2011(b) state death tax credit table, on the adjusted taxable estate (taxable estate − $60,000). */
export const SECTION_2011B_TABLE: Schedule = [
  [0, 0, 0],
  [40_000, 0, 0.008],
  [90_000, 400, 0.016],
  [140_000, 1_200, 0.024],
  [240_000, 3_600, 0.032],
  [440_000, 10_000, 0.04],
  [640_000, 18_000, 0.048],
  [840_000, 27_600, 0.056],
  [1_040_000, 38_800, 0.064],
  [1_540_000, 70_800, 0.072],
  [2_040_000, 106_800, 0.08],
  [2_540_000, 146_800, 0.088],
  [3_040_000, 190_800, 0.096],
  [3_540_000, 238_800, 0.104],
  [4_040_000, 290_800, 0.112],
  [5_040_000, 402_800, 0.12],
  [6_040_000, 522_800, 0.128],
  [7_040_000, 650_800, 0.136],
  [8_040_000, 786_800, 0.144],
  [9_040_000, 930_800, 0.152],
  [10_040_000, 1_082_800, 0.16],
];

/** §2011(b) credit on a taxable estate (adjusted by the $60,000 of the pre-2005 table), USD. */
export function section2011Credit(taxableEstateUsd: number): number {
  return fromSchedule(taxableEstateUsd - 60_000, SECTION_2011B_TABLE);
}

/** N.Y. Tax Law §952(b) rate table on the New York taxable estate. */
const NY_SCHEDULE: Schedule = [
  [0, 0, 0.0306],
  [500_000, 15_300, 0.05],
  [1_000_000, 40_300, 0.055],
  [1_500_000, 67_800, 0.065],
  [2_100_000, 106_800, 0.08],
  [2_600_000, 146_800, 0.088],
  [3_100_000, 190_800, 0.096],
  [3_600_000, 238_800, 0.104],
  [4_100_000, 290_800, 0.112],
  [5_100_000, 402_800, 0.12],
  [6_100_000, 522_800, 0.128],
  [7_100_000, 650_800, 0.136],
  [8_100_000, 786_800, 0.144],
  [9_100_000, 930_800, 0.152],
  [10_100_000, 1_082_800, 0.16],
];

/** Marginal bands on the amount above an exemption: [band start above exemption, rate]. */
type Bands = readonly (readonly [number, number])[];

function bandTax(excess: number, bands: Bands): number {
  let tax = 0;
  for (let i = 0; i < bands.length; i++) {
    const [start, rate] = bands[i] ?? [0, 0];
    const end = bands[i + 1]?.[0] ?? Number.POSITIVE_INFINITY;
    if (excess <= start) break;
    tax += (Math.min(excess, end) - start) * rate;
  }
  return tax;
}

/** Graduated rates on absolute taxable-estate bands, starting at the exemption. */
function absoluteBands(taxable: number, exemption: number, bands: Bands): number {
  if (taxable <= exemption) return 0;
  let tax = 0;
  for (let i = 0; i < bands.length; i++) {
    const [start0, rate] = bands[i] ?? [0, 0];
    const start = Math.max(start0, exemption);
    const end = bands[i + 1]?.[0] ?? Number.POSITIVE_INFINITY;
    if (taxable <= start || end <= exemption) continue;
    tax += (Math.min(taxable, end) - start) * rate;
  }
  return tax;
}

/** Exemption by year of death, USD. */
const EXEMPTIONS: Readonly<Record<StateEstateTaxState, Readonly<Record<number, number>>>> = {
  CT: { 2025: 13_990_000, 2026: 15_000_000 },
  DC: { 2025: 4_873_200 },
  HI: { 2025: 5_490_000, 2026: 5_490_000 },
  IL: { 2025: 4_000_000, 2026: 4_000_000 },
  ME: { 2025: 7_000_000 },
  MD: { 2025: 5_000_000, 2026: 5_000_000 },
  MA: { 2025: 2_000_000, 2026: 2_000_000 },
  MN: { 2025: 3_000_000, 2026: 3_000_000 },
  NY: { 2025: 7_160_000, 2026: 7_350_000 },
  OR: { 2025: 1_000_000, 2026: 1_000_000 },
  RI: { 2025: 1_802_431 },
  VT: { 2025: 5_000_000, 2026: 5_000_000 },
  WA: { 2025: 3_000_000 },
};

/** Statute of each state's estate tax. */
export const STATE_ESTATE_TAX_SOURCES: Readonly<Record<StateEstateTaxState, string>> = {
  CT: "Conn. Gen. Stat. §12-391(g) (12% above the exemption, which equals the federal basic exclusion from 2023; tax capped at $15,000,000)",
  DC: "D.C. Code §47-3702 (graduated 11.2%–16% from the indexed exemption; D.C. OTR Form D-76 instructions)",
  HI: "Haw. Rev. Stat. §236E-8 (10%–20% on the amount above $5,490,000)",
  IL: "35 ILCS 405/2, 405/3 (state death tax credit of the pre-2005 §2011 table with a $4,000,000 exclusion amount)",
  ME: "36 M.R.S. §4119 (8%/10%/12% on the amount above the exclusion; Maine Revenue Services 2025 exclusion)",
  MD: "Md. Code, Tax–Gen. §7-309 (16% on the amount above $5,000,000)",
  MA: "M.G.L. c. 65C §2A as amended by St. 2023, c. 50 (pre-2005 §2011 table less a $99,600 credit)",
  MN: "Minn. Stat. §291.016, §291.03 (13%–16%; $3,000,000 exclusion)",
  NY: "N.Y. Tax Law §952 (rate table, basic exclusion amount, credit phased out between 100% and 105% of it); NY DTF basic exclusion amounts",
  OR: "Or. Rev. Stat. §118.010 (10%–16% above $1,000,000)",
  RI: "R.I. Gen. Laws §44-22-1.1 (pre-2005 §2011 table; indexed exemption via credit; RI Division of Taxation 2025 amount)",
  VT: "32 V.S.A. §7442a (16% above $5,000,000)",
  WA: "RCW 83.100.040, .020 as amended by ESSB 5813 (2025) (deaths from 1 July 2025: $3,000,000 exclusion, 10%–35%)",
};

const WA_BANDS_FROM_JULY_2025: Bands = [
  [0, 0.1],
  [1_000_000, 0.15],
  [2_000_000, 0.17],
  [3_000_000, 0.19],
  [4_000_000, 0.23],
  [6_000_000, 0.26],
  [7_000_000, 0.3],
  [9_000_000, 0.35],
];
const WA_BANDS_BEFORE_JULY_2025: Bands = [
  [0, 0.1],
  [1_000_000, 0.14],
  [2_000_000, 0.15],
  [3_000_000, 0.16],
  [4_000_000, 0.18],
  [6_000_000, 0.19],
  [7_000_000, 0.195],
  [9_000_000, 0.2],
];

/** A state's estate tax, USD, with its source and assumptions. */
export interface StateEstateTaxResult {
  state: string;
  estateTaxUsd: number;
  exemptionUsd: number;
  source: string;
  assumptions: string[];
}

/** Options of `stateEstateTax`. */
export interface StateEstateTaxOptions {
  /** Date of death (YYYY-MM-DD) where the law changed within the year (Washington, 1 July 2025). */
  dateOfDeath?: string;
}

/**
 * State estate tax on a state taxable estate (the federal taxable estate unless the state's own
 * adjustments are applied by the caller), USD, for a resident dying in `year` (2025 or 2026).
 * A state without an estate tax returns 0. Where a 2026 exemption had not been published, the 2025
 * amount is used and stated as an assumption. No state deduction for the state tax itself and no
 * adjusted-taxable-gift add-backs (CT, MN, NY three-year rule) unless the caller adds them.
 */
export function stateEstateTax(
  state: string,
  taxableEstateUsd: number,
  year: number,
  options: StateEstateTaxOptions = {},
): StateEstateTaxResult {
  const code = state.toUpperCase();
  if (!(STATE_ESTATE_TAX_STATES as readonly string[]).includes(code)) {
    return { state: code, estateTaxUsd: 0, exemptionUsd: 0, source: "No state estate tax", assumptions: [] };
  }
  const s = code as StateEstateTaxState;
  const assumptions: string[] = [];
  const table = EXEMPTIONS[s];
  let exemption = table[year];
  if (exemption === undefined) {
    const years = Object.keys(table)
      .map(Number)
      .filter((y) => y <= year);
    const last = years.length ? Math.max(...years) : 2025;
    exemption = table[last] ?? 0;
    assumptions.push(
      `${s} ${last} exemption ($${exemption.toLocaleString("en-US")}) used for ${year} (the year's amount was not published or is not indexed here)`,
    );
  }
  const te = Math.max(0, taxableEstateUsd);
  let tax = 0;
  switch (s) {
    case "CT":
      tax = Math.min(15_000_000, 0.12 * Math.max(0, te - exemption));
      break;
    case "MD":
    case "VT":
      tax = 0.16 * Math.max(0, te - exemption);
      break;
    case "HI":
      tax = bandTax(te - exemption, [
        [0, 0.1],
        [1_000_000, 0.11],
        [2_000_000, 0.12],
        [3_000_000, 0.13],
        [4_000_000, 0.14],
        [5_000_000, 0.157],
        [10_000_000, 0.2],
      ]);
      break;
    case "ME":
      tax = bandTax(te - exemption, [
        [0, 0.08],
        [3_000_000, 0.1],
        [6_000_000, 0.12],
      ]);
      break;
    case "MN":
      tax = absoluteBands(te, exemption, [
        [0, 0.13],
        [7_100_000, 0.136],
        [8_100_000, 0.144],
        [9_100_000, 0.152],
        [10_100_000, 0.16],
      ]);
      break;
    case "OR":
      tax = absoluteBands(te, exemption, [
        [0, 0.1],
        [1_500_000, 0.1025],
        [2_500_000, 0.105],
        [3_500_000, 0.11],
        [4_500_000, 0.115],
        [5_500_000, 0.12],
        [6_500_000, 0.13],
        [7_500_000, 0.14],
        [8_500_000, 0.15],
        [9_500_000, 0.16],
      ]);
      break;
    case "DC":
      tax = absoluteBands(te, exemption, [
        [0, 0.112],
        [5_000_000, 0.12],
        [6_000_000, 0.128],
        [7_000_000, 0.136],
        [8_000_000, 0.144],
        [9_000_000, 0.152],
        [10_000_000, 0.16],
      ]);
      break;
    case "MA":
      tax = te > exemption ? Math.max(0, section2011Credit(te) - 99_600) : 0;
      break;
    case "RI":
      tax = te > exemption ? Math.max(0, section2011Credit(te) - section2011Credit(exemption)) : 0;
      assumptions.push(
        "Rhode Island computed as the §2011 table on the estate less the table amount on the exemption (the statute's credit); UNVERIFIED against an RI-706 worked example",
      );
      break;
    case "IL":
      tax =
        te > exemption
          ? Math.min(section2011Credit(te), Math.max(0, section2001Tax(te) - section2001Tax(exemption)))
          : 0;
      assumptions.push(
        "Illinois computed without the interrelated deduction of the Illinois tax itself (the Attorney General's calculator solves it iteratively): the figure slightly overstates the tax",
      );
      break;
    case "NY": {
      const full = fromSchedule(te, NY_SCHEDULE);
      if (te <= exemption) tax = 0;
      else if (te > 1.05 * exemption) tax = full;
      else {
        const credit = fromSchedule(exemption, NY_SCHEDULE) * (1 - (te - exemption) / (0.05 * exemption));
        tax = Math.max(0, full - Math.max(0, credit));
      }
      break;
    }
    case "WA": {
      const before =
        year < 2025 || (year === 2025 && options.dateOfDeath !== undefined && options.dateOfDeath < "2025-07-01");
      if (before) {
        exemption = 2_193_000;
        tax = bandTax(te - exemption, WA_BANDS_BEFORE_JULY_2025);
      } else {
        if (year === 2025 && options.dateOfDeath === undefined)
          assumptions.push("Washington: death on or after 1 July 2025 assumed (ESSB 5813 rates)");
        tax = bandTax(te - exemption, WA_BANDS_FROM_JULY_2025);
      }
      break;
    }
  }
  return {
    state: s,
    estateTaxUsd: Math.max(0, tax),
    exemptionUsd: exemption,
    source: STATE_ESTATE_TAX_SOURCES[s],
    assumptions,
  };
}
