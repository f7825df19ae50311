import {
  emptyClientFacts,
  findMoneyAmounts,
  type MoneyMatch,
  parseNetWorth,
  type TClientFacts,
  type TFactEvidence,
  type TRiskTolerance,
} from "@fsa/shared";
import { US_CITIES, US_STATES } from "./us-states.ts";

/**
 * Rule-based client facts from the adviser's notes and document text (ARCHITECTURE.md "The
 * analysis pipeline", step 2). Always runs; a language model's proposals are reconciled against
 * it (an explicit figure in the notes beats a model guess). Every fact found records the span of
 * text it came from.
 */

const NUMBER_WORDS: Record<string, number> = {
  no: 0,
  zero: 0,
  one: 1,
  a: 1,
  an: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
};
const COUNT = String.raw`(\d{1,2}|no|zero|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)`;

function countValue(word: string): number {
  const n = NUMBER_WORDS[word.toLowerCase()];
  return n ?? Number(word);
}

/** A sentence of text with its offset. */
interface Clause {
  text: string;
  start: number;
}

function sentences(text: string): Clause[] {
  const out: Clause[] = [];
  const boundary = /[.!?](?=\s|$)|\n/g;
  let last = 0;
  for (const m of text.matchAll(boundary)) {
    const at = m.index ?? 0;
    if (at > last) out.push({ text: text.slice(last, at + 1), start: last });
    last = at + m[0].length;
  }
  if (last < text.length) out.push({ text: text.slice(last), start: last });
  return out;
}

class Recorder {
  readonly evidence: TFactEvidence[] = [];
  constructor(private readonly source: string) {}
  note(field: string, start: number, end: number): void {
    this.evidence.push({
      field,
      text: this.source.slice(start, end),
      start,
      end,
      source: "rules",
      status: "stated",
      confidence: 0.7,
    });
  }
}

function findRiskTolerance(text: string): { value: TRiskTolerance; start: number; end: number } | null {
  const patterns: [RegExp, TRiskTolerance][] = [
    [/\b(aggressive|high[-\s]risk|risk[-\s]seeking|growth[-\s]oriented)\b/i, "aggressive"],
    [/\b(moderate|balanced|medium risk)\b/i, "moderate"],
    [/\b(conservative|low risk|risk[-\s]averse|cautious)\b/i, "conservative"],
  ];
  // Prefer a clause that mentions "risk", "investor" or "tolerance". Clauses are cut once, by
  // index, so the scan is linear in the text (a pattern that rescans from every position was
  // quadratic and froze the server on large attachments: issue #14).
  const mentions = /\b(?:risk|investors?|tolerance)\b/i;
  let start = 0;
  while (start <= text.length) {
    let end = start;
    while (end < text.length && text[end] !== "." && text[end] !== ";" && text[end] !== "\n") end++;
    const window = text.slice(start, end);
    if (mentions.test(window)) {
      let best: { value: TRiskTolerance; start: number; end: number } | null = null;
      for (const [re, value] of patterns) {
        const m = re.exec(window);
        // "moderate to aggressive": the first named level is the adviser's baseline.
        if (m && (best === null || m.index + start < best.start)) {
          best = { value, start: start + m.index, end: start + m.index + m[0].length };
        }
      }
      if (best) return best;
    }
    start = end + 1;
  }
  return null;
}

function findAges(text: string, rec: Recorder): { primary: number | null; spouse: number | null } {
  const plausible = (n: number) => n >= 18 && n <= 105;
  const pair =
    /\bages?\s+(\d{2})\s+and\s+(\d{2})\b|\b(?:husband|wife|he|she|spouse|partner)\s*(?:is\s*)?,?\s*(\d{2})\s+and\s+(?:his|her|the)?\s*(?:husband|wife|spouse|partner)\s*(?:is\s*)?,?\s*(\d{2})\b/i.exec(
      text,
    );
  if (pair) {
    const a = Number(pair[1] ?? pair[3]);
    const b = Number(pair[2] ?? pair[4]);
    if (plausible(a) && plausible(b)) {
      rec.note("primaryAge", pair.index, pair.index + pair[0].length);
      return { primary: a, spouse: b };
    }
  }
  const people = [
    ...text.matchAll(
      /\b(?:he|she|husband|wife|spouse|partner)\s+(?:is\s+|aged\s+)?(\d{2})\b(?!\s*(?:%|percent|years? (?:ago|of)))/gi,
    ),
  ];
  const [p1, p2] = people;
  if (p1 && p2 && plausible(Number(p1[1])) && plausible(Number(p2[1]))) {
    rec.note("primaryAge", p1.index ?? 0, (p1.index ?? 0) + p1[0].length);
    return { primary: Number(p1[1]), spouse: Number(p2[1]) };
  }
  const single =
    /\b(?:age[ds]?\s*:?\s*(\d{2})|(\d{2})[-\s]years?[-\s]old|(\d{2})\s*(?:yo|y\/o)\b)|(?:^|[.!?\]]\s+|---\s+)[A-Z][\w-]*(?:\s[\w-]+){0,3},\s*(\d{2})\s*[,.]/im.exec(
      text,
    );
  if (single) {
    const n = Number(single[1] ?? single[2] ?? single[3] ?? single[4]);
    if (plausible(n)) {
      const start = single.index + single[0].search(/\d/);
      rec.note("primaryAge", start, start + 2);
      const spouse = /\b(?:spouse|wife|husband|partner)[^.;\n]{0,30}?\b(\d{2})\b/i.exec(
        text.slice(single.index + single[0].length),
      );
      const spouseAge = spouse ? Number(spouse[1]) : null;
      return { primary: n, spouse: spouseAge !== null && plausible(spouseAge) ? spouseAge : null };
    }
  }
  return { primary: null, spouse: null };
}

function findState(text: string, rec: Recorder): string | null {
  const lower = text.toLowerCase();
  let best: { code: string; at: number; len: number } | null = null;
  const consider = (name: string, code: string) => {
    const re = new RegExp(`\\b${name.replace(/ /g, "\\s+")}\\b`, "gi");
    for (const m of lower.matchAll(re)) {
      const at = m.index ?? 0;
      const after = lower.slice(at + m[0].length, at + m[0].length + 30);
      // "Delaware C-corp", "Nevada LLC", "Virginia statutory trust": formation, not residence.
      if (
        /^\s*(c[-\s]?corp|s[-\s]?corp|corporation|llc|limited|statutory|dynasty|asset protection|trust\b|lp\b)/.test(
          after,
        )
      )
        continue;
      // "Washington, D.C." is DC; "west virginia" must not read as virginia.
      if (name === "virginia" && lower.slice(Math.max(0, at - 5), at) === "west ") continue;
      if (name === "washington" && /^,?\s*d\.?c\b/.test(after)) continue;
      if (!best || at < best.at) best = { code, at, len: m[0].length };
      break;
    }
  };
  for (const [name, code] of Object.entries(US_STATES)) consider(name, code);
  for (const [name, code] of Object.entries(US_CITIES)) consider(name, code);
  const found = best as { code: string; at: number; len: number } | null;
  if (!found) return null;
  rec.note("state", found.at, found.at + found.len);
  return found.code;
}

function findMarital(text: string, rec: Recorder): TClientFacts["maritalStatus"] {
  const checks: [RegExp, NonNullable<TClientFacts["maritalStatus"]>][] = [
    [/\b(widow|widowed|widower)\b/i, "widowed"],
    [/\b(divorced|divorcee)\b/i, "divorced"],
    [/\b(domestic partner|civil union|registered partner)\b/i, "partnered"],
    [/\b(married|couple|husband and wife|spouse|wife|husband)\b/i, "married"],
    [/\b(single|unmarried|never married)\b/i, "single"],
  ];
  for (const [re, value] of checks) {
    const m = re.exec(text);
    if (m) {
      rec.note("maritalStatus", m.index, m.index + m[0].length);
      return value;
    }
  }
  return null;
}

function findCount(text: string, nouns: string, field: string, rec: Recorder): number | null {
  if (new RegExp(`\\bno\\s+(?:${nouns})\\b|\\b(?:${nouns})\\s*:\\s*none\\b`, "i").test(text)) return 0;
  // "two of their three children" → three; "three kids (16, 19, 22)"; "Four children".
  const re = new RegExp(
    `\\b(?:${COUNT}\\s+of\\s+(?:their|his|her|the)\\s+)?${COUNT}\\s+(?:young\\s+|adult\\s+|grown\\s+)?(?:${nouns})\\b`,
    "i",
  );
  const m = re.exec(text);
  if (m) {
    const word = m[2] ?? "";
    rec.note(field, m.index, m.index + m[0].length);
    return countValue(word);
  }
  return null;
}

const MONEY_KEYWORDS = {
  retirement: /\b(ira|iras|401\s?\(?k\)?|403\s?\(?b\)?|457|retirement accounts?|roth|sep|pension plan|cash balance)\b/i,
  realEstate:
    /\b(home|residence|house|propert(?:y|ies)|building|farmland|farm|acres|real estate|rental|condo|land|ranch)\b/i,
  investments: /\b(brokerage|portfolio|securities|stocks?|investments?|equities|mutual funds?)\b/i,
  cash: /\b(cash|cds|certificates of deposit|savings|money market)\b/i,
  business: /\b(practice|business|company|stake|shares|firm|operation|equity)\b/i,
  income: /\b(income|earning|earns|salary|salaries|wages|compensation|a year|per year|annually|\/yr|each year)\b/i,
  giving: /\b(give|gives|giving|donat\w*|church|tith\w*|charit\w*)\b/i,
  liabilities: /\b(mortgage|loan|debt|liabilit\w*|owe[sd]?)\b/i,
};

interface MoneyFacts {
  retirement: number | null;
  realEstate: number | null;
  investments: number | null;
  cash: number | null;
  business: number | null;
  income: number | null;
  giving: number | null;
  liabilities: number | null;
}

type MoneyKind = keyof MoneyFacts;

/** Keyword classes for an amount, most specific first; income words beat account words. */
const KIND_PATTERNS: [MoneyKind, RegExp][] = [
  ["giving", MONEY_KEYWORDS.giving],
  [
    "income",
    /\b(income|earning|earns|salary|salaries|wages|compensation|social security|a year|per year|annually|each year|\/yr)\b/i,
  ],
  ["liabilities", MONEY_KEYWORDS.liabilities],
  ["retirement", MONEY_KEYWORDS.retirement],
  ["realEstate", MONEY_KEYWORDS.realEstate],
  ["cash", MONEY_KEYWORDS.cash],
  ["investments", MONEY_KEYWORDS.investments],
  ["business", MONEY_KEYWORDS.business],
];

/**
 * Classifies each money amount by the nearest keyword before it in the same sentence (back to
 * the previous amount), else the words right after it. Amounts of acres, shares or square feet
 * and company-level figures (valuation, gross assets) are skipped; the net-worth figure is not
 * counted again.
 */
function classifyAmounts(text: string, netWorth: MoneyMatch | null, rec: Recorder): MoneyFacts {
  const out: MoneyFacts = {
    retirement: null,
    realEstate: null,
    investments: null,
    cash: null,
    business: null,
    income: null,
    giving: null,
    liabilities: null,
  };
  for (const sentence of sentences(text)) {
    const amounts = findMoneyAmounts(sentence.text);
    let prevEnd = 0;
    for (let i = 0; i < amounts.length; i++) {
      const a = amounts[i];
      if (!a) continue;
      const absStart = sentence.start + a.start;
      const next = amounts[i + 1];
      const before = sentence.text.slice(Math.max(prevEnd, a.start - 70), a.start);
      const after = sentence.text.slice(a.end, Math.min(next ? next.start : sentence.text.length, a.end + 40));
      prevEnd = a.end;
      if (netWorth && absStart <= netWorth.start && netWorth.start < sentence.start + a.end) continue;
      if (/net\s+worth[^$\d]*$/i.test(before)) continue;
      if (/^\s*(acres?|shares|square|sq\.?\s?ft|employees|units|people|clients|patients)\b/i.test(after)) continue;
      if (
        /\b(valuation|revenue|sales|ebitda)\b[^$]*$/i.test(before) ||
        /^\s*(of|in)\s+(gross\s+)?assets\b/i.test(after)
      )
        continue;
      if (/^\s*(a year|per year|annually|each year)\b/i.test(after) && !MONEY_KEYWORDS.giving.test(before)) {
        if (out.income === null) {
          out.income = a.amountUsd;
          rec.note("annualIncomeUsd", sentence.start + Math.max(0, a.start - 40), sentence.start + a.end + 10);
        }
        continue;
      }
      let kind: MoneyKind | null = null;
      let nearest = -1;
      for (const [k, re] of KIND_PATTERNS) {
        const global = new RegExp(re.source, "gi");
        for (const m of before.matchAll(global)) {
          const at = m.index ?? 0;
          if (at > nearest) {
            nearest = at;
            kind = k;
          }
        }
      }
      if (kind === null) {
        for (const [k, re] of KIND_PATTERNS) {
          if (re.test(after)) {
            kind = k;
            break;
          }
        }
      }
      if (kind === null) continue;
      const field: Record<MoneyKind, string> = {
        retirement: "retirementAccountsUsd",
        realEstate: "realEstateUsd",
        investments: "taxableInvestmentsUsd",
        cash: "cashUsd",
        business: "businessValueUsd",
        income: "annualIncomeUsd",
        giving: "annualCharitableGivingUsd",
        liabilities: "liabilities",
      };
      if ((kind === "income" || kind === "giving" || kind === "business") && out[kind] !== null) continue;
      out[kind] = (out[kind] ?? 0) + a.amountUsd;
      rec.note(
        field[kind],
        sentence.start + Math.max(prevEnd === a.end ? 0 : prevEnd, a.start - 40),
        sentence.start + a.end,
      );
    }
  }
  return out;
}

const GOAL_TRIGGER =
  /\b(wants? (?:to|a|an)|would like to|hopes? to|plans? to|goals? (?:is|are|include)|aims? to|needs? to|looking to|interested in|worried about|concerned (?:about|that)|priorit(?:y|ies) (?:is|are))\b/i;

function findGoals(text: string, rec: Recorder): string[] {
  const goals: string[] = [];
  for (const s of sentences(text)) {
    const m = GOAL_TRIGGER.exec(s.text);
    if (!m) continue;
    // A clause after a semicolon that has no goal trigger is a separate fact, not a goal.
    const semicolon = s.text.indexOf(";", (m.index ?? 0) + m[0].length);
    if (semicolon >= 0 && !GOAL_TRIGGER.test(s.text.slice(semicolon))) s.text = s.text.slice(0, semicolon);
    const tail = s.text.slice((m.index ?? 0) + m[0].length).replace(/[.!?]\s*$/, "");
    const after =
      /^\s*(?:a|an)\s/i.test(tail) || /wants? an?$/i.test(m[0]) ? `${m[0].replace(/^wants?\s+/i, "")}${tail}` : tail;
    const parts = after
      .split(
        /,\s*(?:and\s+)?|;\s*|\s+and\s+(?=(?:to\s+)?(?:make|help|plan|reduce|keep|move|treat|minimi[sz]e|protect|retire|avoid|fund|provide|create|set up|leave|give|support)\b)/i,
      )
      .map((p) =>
        p
          .trim()
          .replace(/^(to|and)\s+/i, "")
          .replace(/^that\s+/i, ""),
      )
      .map((p) =>
        p
          .replace(GOAL_TRIGGER, "")
          .replace(/^\s*(to|and)\s+/i, "")
          .trim(),
      )
      .filter((p) => p.length > 3);
    for (const p of parts) {
      const goal = p.charAt(0).toUpperCase() + p.slice(1);
      if (!goals.includes(goal)) goals.push(goal.length > 140 ? `${goal.slice(0, 137)}...` : goal);
    }
    rec.note("goals", s.start, s.start + s.text.length);
  }
  return goals.slice(0, 8);
}

/** A boolean fact: the first pattern match sets it and records the span. */
function flag(text: string, re: RegExp, field: string, rec: Recorder): boolean {
  const m = re.exec(text);
  if (!m) return false;
  rec.note(field, m.index, m.index + m[0].length);
  return true;
}

/**
 * Extracts client facts from `text` (notes, then any extracted document text) by rules.
 * Pure and deterministic; never throws. Unknown numbers are null, unknown flags false.
 */
export function extractFactsByRules(text: string): TClientFacts {
  const rec = new Recorder(text);
  const facts = emptyClientFacts();

  const nw = parseNetWorth(text);
  if (nw) {
    facts.netWorthUsd = nw.amountUsd;
    rec.note("netWorthUsd", nw.start, nw.end);
  }
  const liquid = /liquid\s+net\s+worth[^.;\n]{0,40}?(\$\s?[\d.,]+\s?(?:million|billion|[mkb])?)/i.exec(text);
  if (liquid?.[1]) {
    const amt = findMoneyAmounts(liquid[1])[0];
    if (amt) {
      facts.liquidNetWorthUsd = amt.amountUsd;
      rec.note("liquidNetWorthUsd", liquid.index, liquid.index + liquid[0].length);
    }
  }

  const ages = findAges(text, rec);
  facts.primaryAge = ages.primary;
  facts.spouseAge = ages.spouse;
  facts.maritalStatus = findMarital(text, rec);
  if (facts.maritalStatus === "married" && /\b(?:husband|wife|couple)\b/i.test(text) && facts.spouseAge === null) {
    const pair = /\b(?:husband|wife)\s+(\d{2})\b[^.]{0,20}?\b(?:husband|wife)\s+(\d{2})\b/i.exec(text);
    if (pair) {
      facts.primaryAge = Number(pair[1]);
      facts.spouseAge = Number(pair[2]);
      rec.note("primaryAge", pair.index, pair.index + pair[0].length);
    }
  }
  facts.childrenCount = findCount(text, "children|kids|sons|daughters|child|kid", "childrenCount", rec);
  if (facts.childrenCount === null && /\bno children\b/i.test(text)) facts.childrenCount = 0;
  facts.grandchildrenCount = findCount(text, "grandchildren|grandkids|grandchild", "grandchildrenCount", rec);
  facts.state = findState(text, rec);

  const money = classifyAmounts(text, nw, rec);
  facts.annualIncomeUsd = money.income;
  facts.retirementAccountsUsd = money.retirement;
  facts.realEstateUsd = money.realEstate;
  facts.taxableInvestmentsUsd = money.investments;
  facts.cashUsd = money.cash;
  facts.businessValueUsd = money.business;
  facts.annualCharitableGivingUsd = money.giving;

  facts.hasInheritedIra = flag(text, /\binherited\s+(?:roth\s+)?ira\b|\b10[-\s]year rule\b/i, "hasInheritedIra", rec);
  facts.hasEmployerPlan = flag(
    text,
    /\b(401\s?\(?k\)?|403\s?\(?b\)?|457\s?\(?b\)?|employer plan|profit[-\s]sharing plan)\b/i,
    "hasEmployerPlan",
    rec,
  );
  facts.hasEmployerStockInPlan = flag(
    text,
    /\b(employer|company)\s+stock\s+(?:in|inside|held in)\s+(?:his|her|their|the|a)?\s*(401|403|plan|esop|profit)|\bnet unrealized appreciation\b|\bNUA\b|\besop\b/i,
    "hasEmployerStockInPlan",
    rec,
  );
  facts.hasFarmOrRanch = flag(
    text,
    /\b(farm\w*|ranch\w*|acres|agricultur\w*|grain|cattle|crops?)\b/i,
    "hasFarmOrRanch",
    rec,
  );
  facts.hasInvestmentRealEstate =
    flag(
      text,
      /\b(rental|rentals|investment propert\w*|commercial (?:real estate|property|building)|apartment (?:building|complex)|the building it operates|office building|farmland|landlord|real estate portfolio|multifamily|1031)\b/i,
      "hasInvestmentRealEstate",
      rec,
    ) || facts.hasFarmOrRanch;

  const entityPatterns: [RegExp, NonNullable<TClientFacts["businessEntityType"]>][] = [
    [/\bc[-\s]?corp(?:oration)?\b/i, "c_corp"],
    [/\bs[-\s]?corp(?:oration)?\b/i, "s_corp"],
    [/\bprofessional corporation\b|\bP\.?C\.\b/, "professional_corporation"],
    [/\b(?:partnership|LLP|LP)\b/, "partnership"],
    [/\bsole proprietor\w*\b/i, "sole_proprietorship"],
    [/\bLLC\b/, "llc"],
  ];
  const ownsRe =
    /\b(owns?|owner|co-?founder|founder|founded|runs? (?:a|his|her|their) (?:own )?(?:business|company|practice)|practice|family business|closely held|(?:grain|farm(?:ing)?) operation|shareholder in|partner in)\b/i;
  facts.ownsBusiness =
    flag(text, ownsRe, "ownsBusiness", rec) &&
    /\b(business|company|practice|corp|llc|founder|operation|firm|shares|startup)\b/i.test(text);
  if (facts.ownsBusiness || /\bc[-\s]?corp|s[-\s]?corp/i.test(text)) {
    for (const [re, type] of entityPatterns) {
      const m = re.exec(text);
      if (!m) continue;
      // An LLC that only holds a building is not the operating entity.
      if (
        type === "llc" &&
        /\bheld in an llc\b|\bbuilding[^.]{0,40}llc\b/i.test(text) &&
        entityPatterns.some(([r, t]) => t !== "llc" && r.test(text))
      )
        continue;
      facts.businessEntityType = type;
      rec.note("businessEntityType", m.index, m.index + m[0].length);
      break;
    }
  }
  const issued =
    /\b(?:issued|acquired|founded|granted|bought|received)\b[^.]{0,40}?\b(?:in\s+)?((?:19|20)\d{2})\b/i.exec(text);
  if (issued?.[1] && facts.ownsBusiness) {
    facts.businessStockIssuedYear = Number(issued[1]);
    rec.note("businessStockIssuedYear", issued.index, issued.index + issued[0].length);
  }
  const assetsAtIssue =
    /\b(?:under|less than|below)\s+(\$\s?[\d.,]+\s?(?:million|billion|[mkb])?)\s+(?:of|in)\s+(?:gross\s+)?assets\b/i.exec(
      text,
    );
  if (assetsAtIssue?.[1]) {
    const amt = findMoneyAmounts(assetsAtIssue[1])[0];
    if (amt) {
      facts.businessGrossAssetsAtIssuanceUsd = amt.amountUsd;
      rec.note("businessGrossAssetsAtIssuanceUsd", assetsAtIssue.index, assetsAtIssue.index + assetsAtIssue[0].length);
    }
  }
  if (facts.ownsBusiness && facts.businessValueUsd === null) {
    const stake = /\bstake\b[^.;]{0,40}?(\$\s?[\d.,]+\s?(?:million|billion|[mkb])?)/i.exec(text);
    const amt = stake?.[1] ? findMoneyAmounts(stake[1])[0] : undefined;
    if (stake && amt) {
      facts.businessValueUsd = amt.amountUsd;
      rec.note("businessValueUsd", stake.index, stake.index + stake[0].length);
    }
  }
  facts.expectsLiquidityEvent = flag(
    text,
    /\b(ipo|initial public offering|going public|sale of (?:the|his|her|their) (?:business|company|practice)|selling (?:the|his|her|their) (?:business|company|practice)|acquisition offer|liquidity event|exit|(?:selling|sell|sale of) (?:(?:the|a|an|his|her|their|some|several|two|three|\d+) )?(?:(?:rental|investment|commercial) )?(?:propert(?:y|ies)|buildings?|apartment buildings?))\b/i,
    "expectsLiquidityEvent",
    rec,
  );
  facts.hasConcentratedStock = flag(
    text,
    /\b(concentrated|single[-\s]stock|founder (?:shares|stock)|company stock|employer stock|large position|restricted stock|RSUs?|stock options)\b/i,
    "hasConcentratedStock",
    rec,
  );
  facts.hasLowBasisStock =
    flag(
      text,
      /\b(low[-\s]basis|highly appreciated|appreciated (?:stock|securities|shares)|embedded gains?|unrealized gains?)\b/i,
      "hasLowBasisStock",
      rec,
    ) || /\bfounder (?:shares|stock)\b/i.test(text);
  facts.hasCharitableIntent = flag(
    text,
    /\b(charit\w*|philanthrop\w*|donat\w*|church|tith\w*|give back|nonprofit causes|foundation|causes)\b/i,
    "hasCharitableIntent",
    rec,
  );
  const risk = findRiskTolerance(text);
  if (risk) {
    facts.riskTolerance = risk.value;
    rec.note("riskTolerance", risk.start, risk.end);
  }
  facts.goals = findGoals(text, rec);
  facts.hasNonUsAssets = flag(
    text,
    /\b(foreign|offshore|overseas|abroad|non-?U\.?S\.?|international) (?:assets?|accounts?|property|properties|holdings?|investments?|trusts?|companies|company|family)\b|\bassets? (?:in|outside) (?:the )?(?:uk|canada|mexico|india|china|germany|france|europe|asia|switzerland|israel|brazil)\b/i,
    "hasNonUsAssets",
    rec,
  );
  facts.isImmigrating = flag(
    text,
    /\b(moving to the (?:us|u\.s\.|united states)|relocating to the (?:us|u\.s\.|united states)|green card|immigra\w+|becoming a (?:us|u\.s\.) (?:resident|citizen)|non-?resident alien|not a (?:us|u\.s\.) citizen|non-?citizen)\b/i,
    "isImmigrating",
    rec,
  );
  facts.hasProfessionalLiability = flag(
    text,
    /\b(dentist|physician|doctor|surgeon|anesthesiologist|orthodontist|malpractice|medical practice|dental practice|veterinarian|attorney|lawyer|architect|engineer|cpa)\b/i,
    "hasProfessionalLiability",
    rec,
  );
  facts.hasLifeInsurance = flag(
    text,
    /\b(whole life|universal life|permanent life|life insurance policy|life policy|survivorship (?:life|policy)|cash value)\b/i,
    "hasLifeInsurance",
    rec,
  );
  facts.hasNoEstatePlan = flag(
    text,
    /\b(never done any (?:trust|estate) planning|no (?:estate|trust) plan\w*|no will\b|has not done any estate planning|without (?:a will|an estate plan))\b/i,
    "hasNoEstatePlan",
    rec,
  );
  facts.isIlliquid =
    flag(
      text,
      /\b(little liquidity|illiquid|low liquidity|cash[-\s]poor|limited liquidity|land[-\s]rich)\b/i,
      "isIlliquid",
      rec,
    ) ||
    (facts.liquidNetWorthUsd !== null &&
      facts.netWorthUsd !== null &&
      facts.liquidNetWorthUsd < facts.netWorthUsd * 0.15);
  const retire = /\bretire\w*\s+(?:at|by)\s+(?:age\s+)?(\d{2})\b/i.exec(text);
  if (retire?.[1]) {
    facts.plannedRetirementAge = Number(retire[1]);
    rec.note("plannedRetirementAge", retire.index, retire.index + retire[0].length);
  }
  if (facts.retirementAccountsUsd !== null && facts.retirementAccountsUsd > 0 && /\b401|403|457/.test(text))
    facts.hasEmployerPlan = true;
  facts.evidence = rec.evidence;
  return facts;
}
