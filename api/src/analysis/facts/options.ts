import { allMatches } from "./matches.ts";
import { findMoney, wordNumber } from "./money.ts";
import type { Recorder } from "./recorder.ts";
import type { ReadText } from "./text.ts";

/**
 * The spread (bargain element) of the client's incentive stock options, as advisers write it
 * (issue #12 item 1; the figure the ISO strategy prices, IRC §56(b)(3)): a count, a strike and a
 * share value ("40,000 incentive stock options at a $1.20 strike; the most recent 409A valuation
 * is $9.00 a share", "ISOs. About 48,000 vested, strike is $2.10, the last 409A was $14.80"), or
 * the spread itself ("about $600K of spread on the vested ISOs", "$12.35 of spread per share").
 * Read in a window of a few sentences from a mention of ISOs, since a call or an e-mail gives the
 * figures in turn. Linear in the text.
 */

/** Sentences read from a mention of ISOs: the mention's and the next three (a question and its answers). */
const WINDOW_SENTENCES = 4;

/** A mention of incentive stock options (not options alone: non-qualified options have no §422 spread). */
const ISO_MENTION = /\bisos?\b|\bincentive stock options?\b/i;

const TENS = "twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety";
const UNITS = "one|two|three|four|five|six|seven|eight|nine";
const TEENS = "ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen";
/**
 * A number of options: "40,000", "120k", "12.5k", "forty thousand", "forty-eight thousand", "a
 * hundred thousand", before the word that says what is counted (options, ISOs, shares, vested).
 */
const OPTION_COUNT = new RegExp(
  String.raw`(?<![$\d.,])(\d{1,3}(?:,\d{3})+|\d{3,7}|\d+(?:\.\d+)?\s*k\b|(?:(?:${TENS})(?:[-\s](?:${UNITS}))?|${TEENS}|${UNITS}|a|one\s+hundred|a\s+hundred|(?:${UNITS})\s+hundred)\s+thousand)\s+((?:of\s+(?:them|those|the\s+options|the\s+isos)\s+(?:are\s+|have\s+)?)?(?:\w+\s+){0,2}?(?:options?|isos?|shares|vested))\b`,
  "gi",
);
/** "about 25,000 of the options are vested", "48,000 vested": the count that can be exercised now. */
const VESTED = /vested/i;

/** A share price without a scale: "$1.20", "$9", "$14.80". */
const PRICE = String.raw`\$\s?(\d{1,4}(?:\.\d{1,2})?)(?![\d,.]*\s*(?:k|m|mm|million|thousand|billion)\b)`;
/** "$1.20 strike", "strike is $2.10", "strike price of $4", "exercise price $0.85". */
const STRIKE = new RegExp(
  String.raw`${PRICE}\s*(?:strike|exercise price)|(?:strike|exercise)(?:\s+price)?(?:\s+(?:is|was|of|at))?\s*(?:about\s+|around\s+|~)?:?\s*${PRICE}`,
  "gi",
);
/** "the most recent 409A valuation is $9.00 a share", "FMV $22", "preferred price of $31.50", "trading at $48". */
const SHARE_VALUE = new RegExp(
  String.raw`\b(?:409\s?a|fmv|fair market value|fair value|preferred(?:\s+stock)?\s+price|last\s+round|(?:share|stock)\s+price|price\s+per\s+share|trad(?:ing|es)\s+at|tender(?:\s+offer)?(?:\s+price)?|valued\s+at)\b[^$\n.]{0,40}?${PRICE}`,
  "gi",
);
/** "spread of about $600K", "$12.35 of spread per share", "a bargain element of $1.1M". */
const SPREAD_WORD = /\b(?:spread|bargain element)\b/i;
const PER_SHARE_AFTER = /^\s*(?:of\s+(?:spread|bargain element)\s+)?(?:a|per|\/)\s*share\b/i;

/** Largest share price read as one, USD (a sanity bound, not a rule). */
const MAX_PRICE_USD = 10_000;

/** The spread read, with the quote it came from. */
export interface IsoSpreadReading {
  spreadUsd: number;
  start: number;
  end: number;
}

function countOf(text: string): number | null {
  const t = text.toLowerCase().replace(/\s+/g, " ").trim();
  const digits = /^(\d[\d,]*(?:\.\d+)?)\s*(k)?$/.exec(t);
  if (digits) return Number((digits[1] ?? "").replace(/,/g, "")) * (digits[2] ? 1_000 : 1);
  // "forty-eight thousand", "a hundred thousand", "two hundred thousand".
  const words = /^(.+?) thousand$/.exec(t);
  const n = words ? wordNumber(words[1] ?? "") : 0;
  return n > 0 ? n * 1_000 : null;
}

/**
 * Reads the spread of the client's ISOs from the window after each mention of ISOs; the first
 * window that states it wins. A count, a strike and a share value give count × (value − strike),
 * with the vested count when one is stated (what can be exercised now); a spread stated outright
 * is taken as written (× the count when it is per share). Records the quote as inferred.
 * @returns USD, or null when no window states enough.
 */
export function readIsoSpread(doc: ReadText, rec: Recorder): number | null {
  const { sentences } = doc;
  let lastWindowEnd = -1;
  for (let i = 0; i < sentences.length; i++) {
    const first = sentences[i];
    if (!first || first.start < lastWindowEnd) continue;
    if (!ISO_MENTION.test(first.text)) continue;
    const last = sentences[Math.min(sentences.length - 1, i + WINDOW_SENTENCES - 1)] ?? first;
    lastWindowEnd = last.end;
    const reading = readWindow(doc.source.slice(first.start, last.end), first.start);
    if (reading) {
      rec.note("isoSpreadUsd", reading.start, reading.end, "inferred");
      return reading.spreadUsd;
    }
  }
  return null;
}

function readWindow(text: string, offset: number): IsoSpreadReading | null {
  let count: { n: number; start: number; end: number } | null = null;
  for (const m of allMatches(OPTION_COUNT, text)) {
    const n = countOf(m[1] ?? "");
    if (n === null || n < 100 || n > 50_000_000) continue;
    const vested = VESTED.test(m[2] ?? "");
    // A vested count replaces a total one; otherwise the first count stands.
    if (count === null || vested) count = { n, start: m.index, end: m.index + m[0].length };
    if (vested) break;
  }
  const strike = allMatches(STRIKE, text)[0];
  const value = allMatches(SHARE_VALUE, text)[0];
  const strikeUsd = strike ? Number(strike[1] ?? strike[2]) : null;
  const valueUsd = value ? Number(value[1]) : null;
  if (count && strikeUsd !== null && valueUsd !== null && strike && value) {
    if (valueUsd <= strikeUsd || valueUsd > MAX_PRICE_USD) return null;
    const spans = [count.start, count.end, strike.index, strike.index + strike[0].length, value.index];
    spans.push(value.index + value[0].length);
    return {
      spreadUsd: Math.round(count.n * (valueUsd - strikeUsd)),
      start: offset + Math.min(...spans),
      end: offset + Math.max(...spans),
    };
  }
  // The spread said outright: "$12.35 of spread per share", "a spread of about $600K".
  for (const money of findMoney(text)) {
    const near = text.slice(Math.max(0, money.start - 30), money.end + 30);
    if (!SPREAD_WORD.test(near)) continue;
    const perShare = PER_SHARE_AFTER.test(text.slice(money.end, money.end + 30));
    if (perShare) {
      // findMoney rounds to whole dollars; a price per share keeps its cents.
      const cents = /^\$\s?(\d{1,4}\.\d{1,2})$/.exec(money.text.trim());
      const perShareUsd = cents ? Number(cents[1]) : money.amountUsd;
      if (!count || perShareUsd > MAX_PRICE_USD) continue;
      return {
        spreadUsd: Math.round(count.n * perShareUsd),
        start: offset + Math.min(count.start, money.start),
        end: offset + Math.max(count.end, money.end),
      };
    }
    if (money.amountUsd < 1_000) continue;
    return { spreadUsd: Math.round(money.amountUsd), start: offset + money.start, end: offset + money.end };
  }
  return null;
}
