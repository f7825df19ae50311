/**
 * Plain English for the catalogue's codes (issue #16 "Plain English"): every formula variable
 * (`dsueUsd`), benefit and cost type (`setup_and_annual`) and category family has a display name,
 * so an adviser never reads a developer's identifier. Used by the web app and by the API's
 * template explanation; web/src/app/plain-english.test.tsx checks every name of
 * the catalogue against the rendered pages.
 */

/** Words a variable name abbreviates, as an adviser writes them ("" drops the word: the unit shows in the value). */
const WORDS: Readonly<Record<string, string>> = {
  usd: "",
  ira: "IRA",
  dsue: "DSUE",
  gst: "GST",
  qtip: "QTIP",
  qcd: "QCD",
  hsa: "HSA",
  magi: "MAGI",
  rmd: "RMD",
  pfic: "PFIC",
  qlac: "QLAC",
  fbar: "FBAR",
  us: "US",
  cost: "cost",
  setup: "set-up",
  realised: "realized",
  programme: "program",
  recordkeeping: "record-keeping",
};

/** Names the word-by-word reading gets wrong. */
const VARIABLE_NAMES: Readonly<Record<string, string>> = {
  dsueUsd: "Unused exclusion carried over (DSUE)",
  magiUsd: "Modified adjusted gross income (MAGI)",
  afterTaxContributionUsd: "After-tax contribution",
  builtInGainShare: "Built-in gain share",
  lockUpYears: "Lock-up years",
  passThroughIncomeUsd: "Pass-through income",
  superCatchUpUsd: "Super catch-up contribution",
  costOfLivingAdjustment: "Cost-of-living adjustment",
  reexchangeYears: "Years to the next exchange",
  annualPerTrustUsd: "Annual cost per trust",
  setupPerTrustUsd: "Set-up cost per trust",
  appraisalAndLegalUsd: "Appraisal and legal fees",
  coOwnersShareValueUsd: "Co-owners' share value",
  preTaxBalanceUsd: "Pre-tax balance",
  premiumPer1000Usd: "Premium per $1,000 of coverage",
  section7520Rate: "Section 7520 rate",
  form8938PenaltyPerYearUsd: "Form 8938 penalty per year",
  idcShare: "Intangible drilling cost share",
  qrpHeldYears: "Years the replacement securities are held",
  twoPercentPortionUsd: "2% portion",
  w2WagesUsd: "W-2 wages",
  fbarPenaltyPerYearUsd: "FBAR penalty per year",
  claimAgeWithoutDelay: "Claiming age without delay",
  growth: "Growth",
  years: "Years",
  donees: "Number of donees",
  donors: "Number of donors",
  beneficiaries: "Number of beneficiaries",
  insuredPeople: "Number of insured people",
  minorChildren: "Number of minor children",
  trustCount: "Number of trusts",
  propertyCount: "Number of properties",
  yearsHeld: "Years held",
  yearsOfSupport: "Years of support",
  reserveMonths: "Months of reserve",
  rentalDays: "Rental days",
  specifiedService: "Specified service business",
  willfulnessRisk: "Risk of a willfulness finding",
  useValueRatio: "Use value to market value",
  floorRatio: "Floor ratio",
  shareToSell: "Share to sell",
};

const split = (name: string): string[] =>
  name
    .replace(/([a-z])([A-Z0-9])/g, "$1 $2")
    .replace(/([0-9])([A-Z])/g, "$1 $2")
    .split(" ")
    .map((w) => w.toLowerCase());

/**
 * The display name of a formula variable, capitalised as a label: `dsueUsd` → "DSUE",
 * `annualTrusteeFeeUsd` → "Annual trustee fee", `firstSegmentRate` → "First segment rate".
 * The unit suffix `Usd` is dropped (the value is shown in dollars). A name that is not an
 * identifier is returned as it is.
 */
export function variableDisplayName(name: string): string {
  const known = VARIABLE_NAMES[name];
  if (known) return known;
  if (!/^[a-z][a-z0-9]*(?:[A-Z0-9][a-z0-9]*)*$/.test(name)) return name;
  const words = split(name)
    .map((w) => WORDS[w] ?? w)
    .filter((w) => w !== "");
  const joined = words.join(" ");
  return joined.charAt(0).toUpperCase() + joined.slice(1);
}

/** The display name as it reads inside a sentence: lower-case first letter unless an abbreviation ("IRA"). */
export function variablePhrase(name: string): string {
  const label = variableDisplayName(name);
  const first = label.split(" ")[0] ?? "";
  return first.length > 1 && first === first.toUpperCase() ? label : label.charAt(0).toLowerCase() + label.slice(1);
}

/** A camelCase identifier inside text: a lower-case start, then at least one capital or digit-led part. */
const IDENTIFIER = /\b[a-z][a-z0-9]*(?:[A-Z][a-z0-9]*|[0-9]+[A-Za-z]*)+\b/g;

/**
 * Text with every camelCase identifier read out (`trustCount × setupPerTrustUsd now` → "number of
 * trusts × set-up cost per trust now"): the catalogue's formulas are written with the variables' names.
 */
export function inPlainWords(text: string): string {
  return text.replace(IDENTIFIER, (id) => variablePhrase(id));
}

const BENEFIT_TYPES: Readonly<Record<string, string>> = {
  asset_protection: "Asset protection",
  percentage: "Percentage-based",
  flat: "Fixed amount",
};

const COST_TYPES: Readonly<Record<string, string>> = {
  annual: "Annual",
  setup_and_annual: "Set-up and annual",
  one_time: "One-time",
  minimal: "Minimal",
};

const sentenceCase = (code: string) => {
  const words = code.replace(/[_-]+/g, " ").trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** The display name of a benefit calculation type (spec §3 "Benefit types seen"): `asset_protection` → "Asset protection". */
export function benefitTypeName(type: string): string {
  return BENEFIT_TYPES[type] ?? sentenceCase(type);
}

/** The display name of a cost calculation type (spec §3 "Cost types seen"): `setup_and_annual` → "Set-up and annual". */
export function costTypeName(type: string): string {
  return COST_TYPES[type] ?? sentenceCase(type);
}

/**
 * The families the catalogue's categories are grouped into for the /strategies filter (issue #16:
 * the spec's three naming sets, §3 "Categories seen", hold near-duplicates such as Charitable,
 * Charitable Planning and Advanced Charitable Planning). The catalogue keeps its own categories.
 */
export const CATEGORY_FAMILIES = [
  "Estate & Wealth Transfer",
  "Tax Planning",
  "Business & Equity",
  "Retirement & Compensation",
  "Investments & Real Estate",
  "Charitable",
  "Insurance & Protection",
  "State & International",
] as const;
export type TCategoryFamily = (typeof CATEGORY_FAMILIES)[number];

const FAMILY_OF: Readonly<Record<string, TCategoryFamily>> = {
  "Estate Planning": "Estate & Wealth Transfer",
  "Wealth Transfer": "Estate & Wealth Transfer",
  "Multi-Generational Planning": "Estate & Wealth Transfer",
  "Advanced Wealth Transfer": "Estate & Wealth Transfer",
  "Estate & Wealth Transfer": "Estate & Wealth Transfer",
  "Tax Planning": "Tax Planning",
  "Advanced Tax Planning": "Tax Planning",
  "Capital Gains Management": "Tax Planning",
  "Investment Tax Planning": "Tax Planning",
  "Business Tax Planning": "Business & Equity",
  "Business Planning": "Business & Equity",
  "Business Succession": "Business & Equity",
  "Advanced Business Planning": "Business & Equity",
  "Business & Equity": "Business & Equity",
  "Executive Benefits": "Retirement & Compensation",
  "Retirement Planning": "Retirement & Compensation",
  "Advanced Retirement Planning": "Retirement & Compensation",
  "Retirement & Compensation": "Retirement & Compensation",
  "Investment Planning": "Investments & Real Estate",
  "Real Estate": "Investments & Real Estate",
  Charitable: "Charitable",
  "Charitable Planning": "Charitable",
  "Advanced Charitable Planning": "Charitable",
  "Risk Management": "Insurance & Protection",
  Insurance: "Insurance & Protection",
  "Asset Protection": "Insurance & Protection",
  "Asset Protection / State Law": "Insurance & Protection",
  "Global Tax Strategy": "State & International",
  "State Tax Strategy": "State & International",
  "State-Specific Planning": "State & International",
  "Global Advanced Planning": "State & International",
  International: "State & International",
};

/** The family of a catalogue category for the /strategies filter; a category not listed is its own family. */
export function categoryFamily(category: string): string {
  return FAMILY_OF[category] ?? category;
}
