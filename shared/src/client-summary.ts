/**
 * The client in a few words (issue #16): the one-line description at the top of /results and
 * the name a new analysis gets when the adviser gives none (client type, net worth, state).
 * Pure, schema-free functions on loosely shaped client facts (`ZClientFacts` of facts.ts), so
 * the browser bundle can use them without zod.
 */
import { isRecord } from "./format.ts";

/** The 50 states and DC by USPS code. */
export const US_STATE_NAMES: Readonly<Record<string, string>> = {
  AL: "Alabama",
  AK: "Alaska",
  AZ: "Arizona",
  AR: "Arkansas",
  CA: "California",
  CO: "Colorado",
  CT: "Connecticut",
  DE: "Delaware",
  DC: "District of Columbia",
  FL: "Florida",
  GA: "Georgia",
  HI: "Hawaii",
  ID: "Idaho",
  IL: "Illinois",
  IN: "Indiana",
  IA: "Iowa",
  KS: "Kansas",
  KY: "Kentucky",
  LA: "Louisiana",
  ME: "Maine",
  MD: "Maryland",
  MA: "Massachusetts",
  MI: "Michigan",
  MN: "Minnesota",
  MS: "Mississippi",
  MO: "Missouri",
  MT: "Montana",
  NE: "Nebraska",
  NV: "Nevada",
  NH: "New Hampshire",
  NJ: "New Jersey",
  NM: "New Mexico",
  NY: "New York",
  NC: "North Carolina",
  ND: "North Dakota",
  OH: "Ohio",
  OK: "Oklahoma",
  OR: "Oregon",
  PA: "Pennsylvania",
  RI: "Rhode Island",
  SC: "South Carolina",
  SD: "South Dakota",
  TN: "Tennessee",
  TX: "Texas",
  UT: "Utah",
  VT: "Vermont",
  VA: "Virginia",
  WA: "Washington",
  WV: "West Virginia",
  WI: "Wisconsin",
  WY: "Wyoming",
};

/** The name of a project saved without one, until its analysis has read the client's facts. */
export const PENDING_PROJECT_NAME = "New client analysis";

const num = (v: unknown): number | null => (typeof v === "number" && Number.isFinite(v) ? v : null);

/** USD in short form for names: `12_500_000` → `$12.5M`, `850_000` → `$850K`, `1_200` → `$1,200`. */
export function formatUsdShort(amountUsd: number): string {
  const abs = Math.abs(amountUsd);
  const sign = amountUsd < 0 ? "-" : "";
  const scaled = (n: number, unit: string) => `${sign}$${Number(n.toFixed(n < 100 ? 1 : 0))}${unit}`;
  if (abs >= 1e9) return scaled(abs / 1e9, "B");
  if (abs >= 1e6) return scaled(abs / 1e6, "M");
  if (abs >= 1e4) return scaled(abs / 1e3, "K");
  return `${sign}$${Math.round(abs).toLocaleString("en-US")}`;
}

/**
 * What kind of client the facts describe: "Married couple", "Business-owner couple",
 * "Business owner", "Widowed client", "Retiree", or "Client".
 */
export function clientType(facts: unknown): string {
  const f = isRecord(facts) ? facts : {};
  const couple = f.maritalStatus === "married" || f.maritalStatus === "partnered";
  if (f.ownsBusiness === true) return couple ? "Business-owner couple" : "Business owner";
  if (f.maritalStatus === "married") return "Married couple";
  if (f.maritalStatus === "partnered") return "Unmarried couple";
  if (f.maritalStatus === "widowed") return "Widowed client";
  const age = num(f.primaryAge);
  if (age !== null && age >= 65) return "Retiree";
  if (f.maritalStatus === "single" || f.maritalStatus === "divorced") return "Single client";
  return "Client";
}

/** The state's name for a USPS code, null when none or unknown. */
export function stateName(code: unknown): string | null {
  return typeof code === "string" ? (US_STATE_NAMES[code.toUpperCase()] ?? null) : null;
}

/**
 * A short name for an analysis: client type, net worth and state, those known
 * ("Married couple, $12.5M, California"; "Business owner, Texas"; "Client").
 * @param netWorthUsd the analysis' net worth, USD (0 or null when not stated).
 */
export function generatedProjectName(facts: unknown, netWorthUsd: number | null): string {
  const f = isRecord(facts) ? facts : {};
  const parts = [clientType(f)];
  if (netWorthUsd !== null && netWorthUsd > 0) parts.push(formatUsdShort(netWorthUsd));
  const state = stateName(f.state);
  if (state) parts.push(state);
  return parts.join(", ");
}

/** "ages 62 and 60", "age 62", or null when no age is known. */
export function agesText(facts: unknown): string | null {
  const f = isRecord(facts) ? facts : {};
  const ages = [num(f.primaryAge), num(f.spouseAge)].filter((a): a is number => a !== null);
  if (ages.length === 0) return null;
  return ages.length === 1 ? `age ${ages[0]}` : `ages ${ages[0]} and ${ages[1]}`;
}

/**
 * The facts an adviser looks for first, in words, at most `max`: children, a business,
 * retirement accounts, charitable intent, no estate plan yet, a liquidity event, assets abroad.
 */
export function keyFacts(facts: unknown, max = 4): string[] {
  const f = isRecord(facts) ? facts : {};
  const out: string[] = [];
  const children = num(f.childrenCount);
  if (children !== null && children > 0) out.push(children === 1 ? "1 child" : `${children} children`);
  const grandchildren = num(f.grandchildrenCount);
  if (grandchildren !== null && grandchildren > 0)
    out.push(grandchildren === 1 ? "1 grandchild" : `${grandchildren} grandchildren`);
  if (f.ownsBusiness === true) out.push("owns a business");
  if (f.expectsLiquidityEvent === true) out.push("expects a liquidity event");
  if (f.hasNoEstatePlan === true) out.push("no estate plan yet");
  if (f.hasCharitableIntent === true) out.push("charitably inclined");
  if (f.hasConcentratedStock === true) out.push("concentrated stock");
  if (f.hasNonUsAssets === true) out.push("assets abroad");
  if (f.hasDisabledDependent === true) out.push("a dependent with special needs");
  return out.slice(0, max);
}
