import { allMatches } from "./matches.ts";

/**
 * Money expressions as advisers write them (issue #12 item 1): "$2.5mm", "~$14MM", "1.2 million",
 * "$850K", "12.5m", "$3,200,000", "two million", "half a million", "$5–6M" (a range: its
 * midpoint), with a period when one is written ("$800K/yr", "$12k a month"). Account names that
 * look like amounts ("401k", "403b", "457b") are not money. Linear in the text.
 */

/** How often an amount recurs, as written next to it. */
export type MoneyPeriod = "once" | "year" | "month";

/** A money expression found in a sentence. Offsets are absolute in the source text. */
export interface MoneyMention {
  /** USD (a range gives its midpoint; a monthly amount is NOT annualised here). */
  amountUsd: number;
  text: string;
  start: number;
  end: number;
  period: MoneyPeriod;
  /** "~", "about", "roughly", "approx.": the adviser gave an estimate. */
  approximate: boolean;
}

const SCALE: Record<string, number> = {
  k: 1e3,
  thousand: 1e3,
  grand: 1e3,
  hundred: 1e2,
  m: 1e6,
  mm: 1e6,
  mn: 1e6,
  mil: 1e6,
  mill: 1e6,
  million: 1e6,
  millions: 1e6,
  b: 1e9,
  bn: 1e9,
  billion: 1e9,
};

const NUMBER_WORDS: Record<string, number> = {
  a: 1,
  an: 1,
  one: 1,
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
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
  hundred: 100,
};

/** Small counts written as words ("two kids", "a son"), 0–20. */
export const COUNT_WORDS: Record<string, number> = {
  no: 0,
  zero: 0,
  none: 0,
  a: 1,
  an: 1,
  one: 1,
  single: 1,
  only: 1,
  two: 2,
  both: 2,
  pair: 2,
  twin: 2,
  twins: 2,
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
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
  twenty: 20,
};

/** Reads a count written as digits or a word; null when it is neither. */
export function countValue(word: string): number | null {
  const w = word.toLowerCase();
  if (/^\d{1,3}$/.test(w)) return Number(w);
  return COUNT_WORDS[w] ?? null;
}

const NUM = String.raw`\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?|\.\d+`;
const SCALE_WORD = "billion|million|millions|thousand|grand|mill|mil|mn|bn|mm|[kmb]";
/** "$5–6M", "$5M-$6M", "5 to 6 million". */
const RANGE = new RegExp(
  String.raw`(\$\s?)?(${NUM})\s?(${SCALE_WORD})?\s?(?:-|–|—|to|\s+or\s+)\s?(\$\s?)?(${NUM})\s?(${SCALE_WORD})\b`,
  "gi",
);
/**
 * The words before the first figure of a change ("went from $5M to $8M", "grew from about"): the
 * figures are read one by one, the later the current one; "anywhere from X to Y" is a range.
 */
export const CHANGE_FROM =
  /\b(?:went|grew|rose|fell|dropped|increased|decreased|jumped|climbed|moved|changed|gone|grown)\s+(?:up\s+|down\s+)?from\s*(?:about\s+|around\s+|~)?\s*$/i;
/** "$95,000 to $125,000", "$60,000-$80,000": whole dollar figures. */
const DOLLAR_RANGE =
  /\$\s?(\d{1,3}(?:,\d{3})+|\d{4,})\s?(?:-|–|—|to)\s?\$\s?(\d{1,3}(?:,\d{3})+|\d{4,})(?!\d|[.,]\d|\s?[kmb]\b)/gi;
/** "between $2.8 and $3.2 million", "between 14 and 16M". */
const BETWEEN_RANGE = new RegExp(
  String.raw`\bbetween\s+(\$\s?)?(${NUM})\s?(${SCALE_WORD})?\s+and\s+(\$\s?)?(${NUM})\s?(${SCALE_WORD})\b`,
  "gi",
);
/** One amount: "$2.5mm", "1.2 million", "$3,200,000", "850K". */
const AMOUNT = new RegExp(String.raw`(\$\s?)?(${NUM})(\s?)(${SCALE_WORD})?(?![\w%])`, "gi");
const WORDS = Object.keys(NUMBER_WORDS).join("|");
/** "two million", "a half million", "half a million", "twenty-five thousand". */
const WORD_AMOUNT = new RegExp(
  String.raw`\b(half\s+a|a\s+half|a\s+quarter|(?:${WORDS})(?:(?:[-\s]|\s+and\s+)(?:${WORDS})){0,3})\s+(million|billion|thousand|grand|hundred\b(?!\s+(?:and\s+)?(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)\b))\b(?!\s*(?:percent|per cent|%))`,
  "gi",
);
/** "three thousand six hundred fifty", "two thousand one hundred and ten": a figure in thousands said in full. */
const THOUSAND_HUNDREDS =
  /\b((?:twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)(?:[-\s](?:one|two|three|four|five|six|seven|eight|nine))?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen)\s+thousand,?\s+(?:and\s+)?(one|two|three|four|five|six|seven|eight|nine)\s+hundred(?:\s+(?:and\s+)?((?:twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)(?:[-\s](?:one|two|three|four|five|six|seven|eight|nine))?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen))?\b(?!\s+(?:thousand|million))/gi;
/** "eight thousand seven-fifty", "four thousand two-twenty": thousands, then the hundreds said the short way. */
const THOUSAND_SHORT_HUNDREDS =
  /\b((?:twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)(?:[-\s](?:one|two|three|four|five|six|seven|eight|nine))?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen)\s+thousand,?\s+(one|two|three|four|five|six|seven|eight|nine)[-\s](ten|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)(?:[-\s](one|two|three|four|five|six|seven|eight|nine))?\b(?!\s+(?:thousand|million|hundred|percent))/gi;
/** "four to five million", "two or three million": a range of whole numbers in words, then its scale. */
const WORD_RANGE_AMOUNT =
  /\b(one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty)\s+(?:to|or|-)\s+(two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|twenty-five|thirty|forty|fifty|sixty)\s+(million|billion|thousand)\b/gi;
/** "a million two": one million and a tenth said after it. */
const MILLION_AND =
  /\b(?:a|one)\s+million\s+(one|two|three|four|five|six|seven|eight|nine)\b(?!\s+(?:hundred|thousand|dollars))(?![-\s](?:ten|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)\b)/gi;
/**
 * "one million one-eighty", "two million six-twenty": millions and so many thousand said the short
 * way (the hundreds and tens of thousands). Groups: millions, hundreds, tens, units.
 */
const MILLION_AND_THOUSANDS =
  /\b(a|one|two|three|four|five|six|seven|eight|nine|ten)\s+million\s+(one|two|three|four|five|six|seven|eight|nine)[-\s](ten|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)(?:[-\s](one|two|three|four|five|six|seven|eight|nine))?\b(?!\s+(?:hundred|thousand|dollars|percent))/gi;
/** "three and a half million": a whole number (in words or digits) and a half, then its scale. */
const WORD_HALF_AMOUNT =
  /\b(\d{1,3}|(?:twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)(?:[-\s](?:one|two|three|four|five|six|seven|eight|nine))?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen)\s+and\s+(a\s+half|a\s+quarter|three[-\s]quarters)\s+(million|billion|thousand)\b/gi;
/**
 * "one million three hundred thousand", "One million four hundred twenty": millions and so many
 * hundred thousand said in full (the "thousand" may be left out after the hundreds).
 */
const MILLION_HUNDREDS = new RegExp(
  String.raw`\b((?:a|one|two|three|four|five|six|seven|eight|nine|ten)(?:[-\s](?:one|two|three|four|five|six|seven|eight|nine))?)\s+million,?\s+(?:and\s+)?((?:one|two|three|four|five|six|seven|eight|nine)\s+hundred(?:\s+(?:and\s+)?(?:${WORDS})(?:[-\s](?:${WORDS}))?)?)(?:\s+(?:thousand|grand))?\b`,
  "gi",
);
/**
 * A money field of a CRM export with its figure written as bare digits: "Net Worth: 6200000",
 * "HH Income: 415000", "IRA_Bal = 250000" (four to ten digits, no separators, right after the label).
 */
const RAW_FIELD =
  /\b(?:net[-\s_]?worth|nw|(?:hh|household|annual|gross)?[-\s_]?income|salary|assets|liabilities|balance|bal|value|ira|roth|401\s?\(?k\)?|403\s?\(?b\)?|brokerage|cash|savings|mortgage|debt|investable|aum)\s*[:=|]\s*(\d{4,10})\b(?![.,]\d|\s*(?:%|years?|yrs?))/gi;
/** "a million and a half", "two million and a half": a whole number of millions and a half. */
const SCALE_AND_HALF =
  /\b(a|one|two|three|four|five|six|seven|eight|nine|ten)\s+(million|billion)\s+and\s+a\s+half\b/gi;
/** "one point two million": a number in words with a tenth, then its scale. */
const WORD_POINT_AMOUNT =
  /\b((?:twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)(?:[-\s](?:one|two|three|four|five|six|seven|eight|nine))?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen)[-\s]point[-\s](zero|oh|one|two|three|four|five|six|seven|eight|nine)(?:[-\s](zero|oh|one|two|three|four|five|six|seven|eight|nine))?\s+(million|billion)\b/gi;
const APPROX_BEFORE =
  /(?:~|≈|\babout|\baround|\broughly|\bapprox\.?|\bapproximately|\bnearly|\balmost|\bclose to|\bsome|\best\.?|\bestimated)\s*\$?\s*$/i;
const PERIOD_AFTER =
  /^\s*(?:\/\s*(?:yr|year|annum|y)\b|(?:a|per|each|every)\s+year\b|annually\b|yearly\b|p\.?a\.?(?!\w)|\/\s*(?:mo|month)\b|(?:a|per|each|every)\s+month\b|monthly\b|(?:a|per|each|every)\s+quarter\b|\/\s*(?:qtr|quarter)\b|quarterly\b)/i;
/** Plan and code section names that look like amounts. */
const NOT_MONEY_AFTER_NUMBER = /^(?:401|403|457|529|1031|1035|1202|1045|1042|2032|6166|7520|83)$/;

/** Units after a bare number that make it a quantity rather than money. */
const UNIT_AFTER =
  /^\s*(?:acres?|ac\b|shares?|units?|sq\.?\s?f(?:ee)?t|square|employees|staff(?:ers)?|workers|techs|technicians|drivers|hygienists|associates|partners|people|head|cattle|doors|miles|hours|patients|clients|students|options|rsus?|members|beds|rooms|chairs|ops|operatories|tons|bushels|(?:single-family\s+)?(?:duplex(?:es)?|triplex(?:es)?|fourplex(?:es)?|houses|homes|rentals|properties|buildings|condos|apartments|lots|parcels|locations|stores|restaurants|boats|trucks|kids|children|grandchildren))\b/i;

/** "and a half" 0.5, "and a quarter" 0.25, "and three quarters" 0.75 (the words after "and"). */
function fractionOf(words: string): number {
  const w = words.toLowerCase();
  return w.includes("three") ? 0.75 : w.includes("quarter") ? 0.25 : 0.5;
}

/** The USD a unit word multiplies by ("k" 1,000, "million" 1,000,000); 1 for none or an unknown word. */
export function scaleOf(word: string | undefined): number {
  return word ? (SCALE[word.toLowerCase()] ?? 1) : 1;
}

/**
 * A number said in words: "forty-eight" = 48, "a hundred" = 100, "two hundred" = 200, "half a" =
 * 0.5. Words it does not know count as 0.
 */
export function wordNumber(phrase: string): number {
  // "an eighty-eight thousand dollar basis": the article before a number is not one more.
  const p = phrase
    .toLowerCase()
    .replace(/\s+/g, " ")
    .replace(/^an? (?!hundred\b|half\b|quarter\b|thousand\b|million\b)(?=\S)/, "");
  if (p === "half a" || p === "a half") return 0.5;
  if (p === "a quarter") return 0.25;
  let total = 0;
  for (const part of p.split(/[-\s]/)) {
    const n = NUMBER_WORDS[part] ?? 0;
    total = n === 100 ? Math.max(1, total) * 100 : total + n;
  }
  return total;
}

/** Things counted after a number: "3.1 million shares", "40,000 options", "1,200 acres". */
const COUNTED_AFTER =
  /^\s*(?:(?:fully[-\s]diluted|founder|common|preferred|class [ab]|vested|unvested|restricted)\s+)?(?:shares|units|options|isos|rsus|acres|sq\.?\s?ft|square feet|people|employees|users|customers|subscribers|members|miles|barrels|tons|head of cattle)\b/i;

/**
 * Every money expression in `text` (a sentence; `offset` is its position in the source). A bare
 * number counts only with a "$", a scale word or letter, or thousands separators, so ages, years,
 * counts and percentages are never money.
 */
export function findMoney(text: string, offset = 0): MoneyMention[] {
  const out: MoneyMention[] = [];
  const taken: [number, number][] = [];
  const overlaps = (a: number, b: number) => taken.some(([x, y]) => a < y && b > x);
  const finish = (start: number, end: number, amountUsd: number) => {
    const before = text.slice(Math.max(0, start - 16), start);
    const after = text.slice(end, end + 24);
    const period = PERIOD_AFTER.exec(after);
    // "Monthly income: $12,500", "annual salary of $180k": the period named in the label before.
    const labelled = period
      ? null
      : /\b(monthly|annual|yearly)\s+[a-z-]+(?:\s+[a-z-]+)?\s*(?::|of|is|=)?\s*(?:about|around|~)?\s*$/i.exec(before);
    // "$30K a quarter": four a year, written as the year's figure (MoneyPeriod has no quarter).
    const quarterly = period !== null && /qu|qtr/i.test(period[0]);
    if (quarterly) amountUsd *= 4;
    const periodKind: MoneyPeriod = period
      ? /mo/i.test(period[0])
        ? "month"
        : "year"
      : labelled
        ? /^monthly$/i.test(labelled[1] ?? "")
          ? "month"
          : "year"
        : "once";
    const periodEnd = period ? end + period[0].length : end;
    taken.push([start, end]);
    // "3.1 million shares of common", "1,200 acres": a count of things, not dollars.
    if (!text.slice(start, end).includes("$") && COUNTED_AFTER.test(after)) return;
    out.push({
      amountUsd: Math.round(amountUsd),
      text: text.slice(start, periodEnd),
      start: offset + start,
      end: offset + periodEnd,
      period: periodKind,
      approximate: APPROX_BEFORE.test(before),
    });
  };

  for (const m of allMatches(RANGE, text)) {
    const [whole, dollar1, n1 = "", s1, dollar2, n2 = "", s2] = m;
    if (!dollar1 && !dollar2 && !s1 && !s2) continue;
    const scale2 = scaleOf(s2);
    const low = Number(n1.replace(/,/g, "")) * (s1 ? scaleOf(s1) : scale2);
    const high = Number(n2.replace(/,/g, "")) * scale2;
    if (!(low > 0 && high >= low)) continue;
    // "NW went from $5M to $8M", "grew from $2M to $3M": a change, not a range; the amounts are read
    // one by one (the later one is the current figure).
    if (/\bto\b/i.test(whole) && CHANGE_FROM.test(text.slice(Math.max(0, m.index - 30), m.index))) continue;
    finish(m.index, m.index + whole.length, (low + high) / 2);
  }
  // "anywhere from $95,000 to $125,000": two dollar figures joined by "to" or a dash, a range (not
  // a change: "went from $5M to $8M" is read figure by figure).
  for (const m of allMatches(DOLLAR_RANGE, text)) {
    const [whole, n1 = "", n2 = ""] = m;
    if (overlaps(m.index, m.index + whole.length)) continue;
    if (CHANGE_FROM.test(text.slice(Math.max(0, m.index - 30), m.index))) continue;
    const low = Number(n1.replace(/,/g, ""));
    const high = Number(n2.replace(/,/g, ""));
    if (!(low >= 1000 && high > low && high <= low * 3)) continue;
    finish(m.index, m.index + whole.length, (low + high) / 2);
  }
  // "Somewhere between $2.8 and $3.2 million": a range written with "between … and".
  for (const m of allMatches(BETWEEN_RANGE, text)) {
    const [whole, , n1 = "", s1, , n2 = "", s2] = m;
    const start = m.index + whole.search(/[$\d]/);
    if (overlaps(start, m.index + whole.length)) continue;
    const scale2 = scaleOf(s2);
    const low = Number(n1.replace(/,/g, "")) * (s1 ? scaleOf(s1) : scale2);
    const high = Number(n2.replace(/,/g, "")) * scale2;
    if (!(low > 0 && high >= low && high <= low * 3)) continue;
    finish(start, m.index + whole.length, (low + high) / 2);
  }
  // "one million three hundred thousand", "One million four hundred twenty" (thousands understood).
  for (const m of allMatches(MILLION_HUNDREDS, text)) {
    const [whole, millions = "", rest = ""] = m;
    const a = wordNumber(millions);
    const b = wordNumber(rest);
    if (!(a > 0 && b > 0 && b < 1000)) continue;
    finish(m.index, m.index + whole.length, a * 1e6 + b * 1e3);
  }
  // "Three thousand six hundred fifty": thousands, then hundreds and tens, said in full.
  for (const m of allMatches(THOUSAND_HUNDREDS, text)) {
    const [whole, thousands = "", hundreds = "", tens = ""] = m;
    const a = wordNumber(thousands);
    const b = wordNumber(hundreds);
    const c = tens ? wordNumber(tens) : 0;
    if (!(a > 0 && a < 100 && b > 0 && b < 10)) continue;
    finish(m.index, m.index + whole.length, a * 1e3 + b * 100 + c);
  }
  // "I get eight thousand seven-fifty twice a month": 8,750.
  for (const m of allMatches(THOUSAND_SHORT_HUNDREDS, text)) {
    const [whole, thousands = "", hundreds = "", tens = "", units = ""] = m;
    const a = wordNumber(thousands);
    const b = wordNumber(hundreds);
    const c = wordNumber(`${tens} ${units}`.trim());
    if (!(a > 0 && a < 100 && b > 0 && b < 10)) continue;
    finish(m.index, m.index + whole.length, a * 1e3 + b * 100 + c);
  }
  // "four to five million", "two or three million": a range in words at its midpoint.
  for (const m of allMatches(WORD_RANGE_AMOUNT, text)) {
    const [whole, a = "", b = "", scale] = m;
    const low = wordNumber(a);
    const high = wordNumber(b);
    if (!(low > 0 && high > low)) continue;
    finish(m.index, m.index + whole.length, ((low + high) / 2) * scaleOf(scale));
  }
  for (const m of allMatches(MILLION_AND_THOUSANDS, text)) {
    const [whole, millions = "", hundreds = "", tens = "", units = ""] = m;
    const n = /^a$/i.test(millions) ? 1 : wordNumber(millions);
    const thousands = wordNumber(hundreds) * 100 + wordNumber(tens) + (units ? wordNumber(units) : 0);
    finish(m.index, m.index + whole.length, n * 1e6 + thousands * 1e3);
  }
  // "a million two", "one million five": a million and so many hundred thousand, said aloud.
  for (const m of allMatches(MILLION_AND, text)) {
    const [whole, tenth = ""] = m;
    finish(m.index, m.index + whole.length, (1 + wordNumber(tenth) / 10) * 1e6);
  }
  // "three and a half million", "2 and a half million".
  for (const m of allMatches(WORD_HALF_AMOUNT, text)) {
    const [whole, units = "", fraction = "", scale] = m;
    const n = /^\d+$/.test(units) ? Number(units) : wordNumber(units);
    if (!(n > 0)) continue;
    finish(m.index, m.index + whole.length, (n + fractionOf(fraction)) * scaleOf(scale));
  }
  // "a million and a half".
  for (const m of allMatches(SCALE_AND_HALF, text)) {
    const [whole, units = "", scale] = m;
    const n = countValue(units);
    if (n === null) continue;
    finish(m.index, m.index + whole.length, (n + 0.5) * scaleOf(scale));
  }
  // "one point two million", "two-point-five million", "fifteen point nine six million".
  for (const m of allMatches(WORD_POINT_AMOUNT, text)) {
    const [whole, units = "", tenth = "", hundredth, scale] = m;
    const digit = (w: string) => SPOKEN_DIGIT[w.toLowerCase()] ?? 0;
    const value = wordNumber(units) + digit(tenth) / 10 + (hundredth ? digit(hundredth) / 100 : 0);
    finish(m.index, m.index + whole.length, value * scaleOf(scale));
  }
  // A quantity said in words earlier in the text ("twenty-four hundred acres") makes a later
  // "sixteen hundred of it" the same quantity, not money.
  let quantityBefore = false;
  for (const m of allMatches(WORD_AMOUNT, text)) {
    const [whole, words = "", scale] = m;
    if (overlaps(m.index, m.index + whole.length)) continue;
    // "twenty-four hundred acres", "two thousand head": a quantity said in words, not money.
    if (!whole.includes("$") && UNIT_AFTER.test(text.slice(m.index + whole.length, m.index + whole.length + 24))) {
      quantityBefore = true;
      continue;
    }
    if (quantityBefore && /^hundred$/i.test(scale ?? "")) continue;
    finish(m.index, m.index + whole.length, wordNumber(words) * scaleOf(scale));
  }
  // "Net Worth: 6200000", "HH Income: 415000": a CRM field of money with the figure unformatted.
  for (const m of allMatches(RAW_FIELD, text)) {
    const digits = m[1] ?? "";
    // "Income: 2026": a year, not money.
    if (/^(?:19|20)\d{2}$/.test(digits)) continue;
    const start = m.index + m[0].length - digits.length;
    if (overlaps(start, start + digits.length)) continue;
    finish(start, start + digits.length, Number(digits));
  }
  for (const m of allMatches(AMOUNT, text)) {
    const [whole, dollar, numberText = "", space, scaleWord] = m;
    const start = m.index;
    const end = start + whole.length;
    if (overlaps(start, end)) continue;
    const previous = text.charAt(start - 1);
    // Part of a word or another number ("Q3", "v2.5", "1,2"), a percentage, or a year range.
    if (/[\w.,]/.test(previous) && !dollar) continue;
    const hasSeparators = numberText.includes(",");
    const scaleLower = scaleWord?.toLowerCase();
    if (!dollar && !scaleWord && !hasSeparators) continue;
    // "401k", "403(b)", "457b": plan names, not amounts.
    if (!dollar && NOT_MONEY_AFTER_NUMBER.test(numberText)) continue;
    // A lone letter after a space without "$" ("5 m", "61 M") is too ambiguous to be money.
    if (!dollar && scaleLower && scaleLower.length === 1 && space) continue;
    // "my 3M pension", "the 3M 401k", "retired from 3M": the company 3M (or a name like it), a
    // capital M with no "$" between an article or "from" and a plan or a noun of employment.
    if (
      !dollar &&
      scaleWord === "M" &&
      !space &&
      /^\d$/.test(numberText) &&
      (/\b(?:my|his|her|our|their|the|from|at|with|for)\s+$/i.test(text.slice(Math.max(0, start - 12), start)) ||
        /^\s*(?:pension|401\s?\(?k|plan|stock|shares|retiree|benefits|company|corporation|in\s)/i.test(
          text.slice(end, end + 14),
        ))
    )
      continue;
    // "m" right after a bare year-like integer ("2019m") is not money either.
    if (!dollar && scaleLower === "b" && !/\./.test(numberText)) continue;
    // "1,200 acres", "3,000 shares", "2,400 sq ft": a quantity, not money.
    if (!dollar && !scaleWord && UNIT_AFTER.test(text.slice(end, end + 20))) continue;
    const value = Number(numberText.replace(/,/g, "")) * scaleOf(scaleWord);
    if (!(value > 0)) continue;
    finish(start, end, value);
  }
  return out.sort((a, b) => a.start - b.start);
}

/** USD a year for an amount: a monthly amount × 12, anything else as written. */
export function annualUsd(m: MoneyMention): number {
  return m.period === "month" ? m.amountUsd * 12 : m.amountUsd;
}

/** A number written without a unit ("about 640", "one point six", "seven and a half"), for a money context. */
export interface BareNumber {
  /** The number as written, unscaled. */
  value: number;
  /** Dollars as said ("twenty-eight fifty" = $2,850): never scaled to thousands or millions. */
  exact?: boolean;
  text: string;
  start: number;
  end: number;
}

const SPOKEN_UNIT =
  "one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety";
const SPOKEN_DIGIT: Record<string, number> = {
  zero: 0,
  oh: 0,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
};
/** "seventy-eight five": tens-units then one digit word (groups: tens, units, the tenth). */
const TENS_UNIT_TENTH =
  /\b(twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)-(one|two|three|four|five|six|seven|eight|nine)\s+(one|two|three|four|five|six|seven|eight|nine)\b(?![-\s]*(?:hundred|thousand|million|years?|yrs?|months?|days?|kids|children|percent|%|point|and\b|-))/gi;
const BARE_RE = new RegExp(
  String.raw`(?<![\w$.,/-])(?:(one|two|three|four|five|six|seven|eight|nine)[-\s](ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)(?:[-\s](one|two|three|four|five|six|seven|eight|nine))?(?:-?ish)?|(\d{1,3}(?:\.\d{1,2})?)(?:-?ish\b)?(?![\w%/]|\.\d|,\d|\s*(?:percent|years?|yrs?|months?|mos|wks?|checks|paychecks|kids|children|people|employees|acres|units|shares|times|days|weeks|am|pm|a\.m|p\.m|mi|miles|km|kilometers|mins?|minutes|hours|hrs?|mph|feet|ft|degrees)\b)|((?:${SPOKEN_UNIT})(?:[-\s](?:one|two|three|four|five|six|seven|eight|nine))?)(?:[-\s]point[-\s](zero|oh|one|two|three|four|five|six|seven|eight|nine)(?:[-\s](zero|oh|one|two|three|four|five|six|seven|eight|nine)\b)?)?(\s+and\s+(?:a\s+half|a\s+quarter|three[-\s]quarters))?(\s+hundred)?)\b(?!\s*(?:percent|years?|kids|children|people|days|weeks|months|hours|minutes|times|of (?:them|us)))`,
  "gi",
);

/** A range of two bare numbers: "between 14 and 16", "14 to 16" (not years, percentages or ages). */
const BARE_RANGE =
  /(?<![\w$.,/-])(?:between\s+(\d{1,3}(?:\.\d{1,2})?)\s+and\s+(\d{1,3}(?:\.\d{1,2})?)|(?<!\bfrom\s+(?:about\s+|around\s+|~)?)(\d{1,3}(?:\.\d{1,2})?)\s*(?:to|-|–)\s*(\d{1,3}(?:\.\d{1,2})?))\b(?![\w%/]|\.\d|,\d|\s*(?:%|percent|years?|yrs?|months?|mos|wks?|checks|paychecks|kids|children|people|employees|acres|units|shares|times|days|weeks|am|pm))/gi;

/**
 * "a hundred ninety", "one hundred and twenty-five", "four hundred fifty": hundreds and more, said
 * without a unit (190, 125, 450).
 */
const HUNDRED_AND =
  /(?<![\w$.,/-])(a|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|(?:twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)[-\s](?:one|two|three|four|five|six|seven|eight|nine))\s+hundred(?:\s+and)?\s+((?:twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)(?:[-\s](?:one|two|three|four|five|six|seven|eight|nine))?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen)\b(?!\s*(?:percent|thousand|million|billion|years?))/gi;

/** "one-oh-five", "two oh eight": hundreds said digit by digit with "oh" for the zero (105, 208). */
const SPOKEN_OH =
  /(?<![\w$.,/-])(one|two|three|four|five|six|seven|eight|nine)[-\s](?:oh|zero)[-\s](one|two|three|four|five|six|seven|eight|nine)\b(?![-\s](?:one|two|three|four|five|six|seven|eight|nine)\b)/gi;

/**
 * "twenty-eight fifty", "thirty-one hundred"-style dollars said the short way: hundreds (11–99) then
 * tens ("twenty-eight fifty" = 2,850, "forty-two seventy-five" = 4,275). Not 1900–2099 read as a
 * year ("nineteen ninety-eight", "twenty twenty-four").
 */
const SPOKEN_PAIR =
  /(?<![\w$.,/-])(eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|(?:twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)(?:[-\s](?:one|two|three|four|five|six|seven|eight|nine))?)[-\s](ten|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)(?:[-\s](one|two|three|four|five|six|seven|eight|nine))?\b(?!\s*(?:percent|years?|thousand|hundred|million|k\b))/gi;

/**
 * Numbers without a unit in `text` (`offset`: its position in the source): digits of at most three
 * places ("640", "2.1") and numbers said aloud ("one point six", "two-point-one", "seven and a
 * half", "four hundred", "one-oh-five"). Only the caller knows whether they are money and at what scale (a net
 * worth "about 7" is millions, a 401(k) "around 640" thousands).
 */
export function findBareNumbers(text: string, offset = 0): BareNumber[] {
  const out: BareNumber[] = [];
  // "between 14 and 16", "14 to 16": a range read as its midpoint (the README's convention for ranges).
  for (const m of allMatches(BARE_RANGE, text)) {
    const low = Number(m[1] ?? m[3]);
    const high = Number(m[2] ?? m[4]);
    if (!(low > 0 && high > low && high <= low * 3)) continue;
    out.push({ value: (low + high) / 2, text: m[0], start: offset + m.index, end: offset + m.index + m[0].length });
  }
  for (const m of allMatches(HUNDRED_AND, text)) {
    const hundreds = m[1]?.toLowerCase() === "a" ? 1 : wordNumber(m[1] ?? "");
    out.push({
      value: hundreds * 100 + wordNumber(m[2] ?? ""),
      // "twenty-one hundred and fifty" is 2,150 itself: ten hundred or more is never said for thousands.
      ...(hundreds >= 10 ? { exact: true } : {}),
      text: m[0],
      start: offset + m.index,
      end: offset + m.index + m[0].length,
    });
  }
  for (const m of allMatches(SPOKEN_PAIR, text)) {
    if (out.some((o) => o.start < offset + m.index + m[0].length && o.end > offset + m.index)) continue;
    const value = wordNumber(m[1] ?? "") * 100 + wordNumber(`${m[2] ?? ""} ${m[3] ?? ""}`.trim());
    // "Nineteen-eighty a month": a year's shape is money when a period follows it.
    if (
      value >= 1900 &&
      value < 2100 &&
      !PERIOD_AFTER.test(text.slice(m.index + m[0].length, m.index + m[0].length + 24)) &&
      !/^\s*dollars\b/i.test(text.slice(m.index + m[0].length))
    )
      continue;
    out.push({ value, exact: true, text: m[0], start: offset + m.index, end: offset + m.index + m[0].length });
  }
  // "seventy-eight five this year": tens and units, then a tenth said the short way (78.5, in
  // thousands in context).
  for (const m of allMatches(TENS_UNIT_TENTH, text)) {
    if (out.some((o) => o.start < offset + m.index + m[0].length && o.end > offset + m.index)) continue;
    const value = wordNumber(`${m[1] ?? ""} ${m[2] ?? ""}`) + (SPOKEN_DIGIT[(m[3] ?? "").toLowerCase()] ?? 0) / 10;
    out.push({ value, text: m[0], start: offset + m.index, end: offset + m.index + m[0].length });
  }
  for (const m of allMatches(SPOKEN_OH, text)) {
    const value =
      (SPOKEN_DIGIT[(m[1] ?? "").toLowerCase()] ?? 0) * 100 + (SPOKEN_DIGIT[(m[2] ?? "").toLowerCase()] ?? 0);
    out.push({ value, text: m[0], start: offset + m.index, end: offset + m.index + m[0].length });
  }
  for (const m of allMatches(BARE_RE, text)) {
    if (out.some((o) => o.start < offset + m.index + m[0].length && o.end > offset + m.index)) continue;
    let value: number;
    // "seven-twenty", "four-fifty-ish": hundreds said the short way (720, 450).
    if (m[1] !== undefined) value = wordNumber(m[1]) * 100 + wordNumber(`${m[2] ?? ""} ${m[3] ?? ""}`.trim());
    else if (m[4] !== undefined) value = Number(m[4]);
    else {
      // "three-one", "nineteen-four": a unit or a teen then a digit is said the short way for
      // 3.1 and 19.4 (millions, in context), not 3 + 1.
      const short =
        /^(one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen)[-\s](one|two|three|four|five|six|seven|eight|nine)$/i.exec(
          m[5] ?? "",
        );
      value = short
        ? (NUMBER_WORDS[(short[1] ?? "").toLowerCase()] ?? 0) + (SPOKEN_DIGIT[(short[2] ?? "").toLowerCase()] ?? 0) / 10
        : wordNumber(m[5] ?? "");
      if (m[6] !== undefined) value += (SPOKEN_DIGIT[m[6].toLowerCase()] ?? 0) / 10;
      // "one point two five": a second decimal said after the first.
      if (m[7] !== undefined) value += (SPOKEN_DIGIT[m[7].toLowerCase()] ?? 0) / 100;
      if (m[8] !== undefined) value += fractionOf(m[8]);
      if (m[9] !== undefined) value *= 100;
    }
    // "Twenty-one hundred a month": ten hundred or more is the figure itself, never thousands.
    const exact = m[9] !== undefined && value >= 1000;
    if (!(value > 0)) continue;
    // "one-time payout", "two-year note", "a three-bedroom": a number inside a compound word.
    // ("forty-ish" is a number said roughly.)
    if (/^-(?!ish\b)[a-z]/i.test(text.slice(m.index + m[0].length, m.index + m[0].length + 5))) continue;
    // "3 duplexes", "two rentals", "12 units": a count of things, not money.
    if (UNIT_AFTER.test(text.slice(m.index + m[0].length, m.index + m[0].length + 24))) continue;
    // "twelve and a half percent", "four point five percent", "fifty-two an hour": a share or a
    // rate, not an amount held.
    if (
      /^(?:\s+and\s+(?:a\s+)?(?:half|quarter))?\s*(?:%|percent\b|per\s*cent\b|points?\b|bps\b|basis points\b)/i.test(
        text.slice(m.index + m[0].length, m.index + m[0].length + 30),
      )
    )
      continue;
    // "We farm twenty-four hundred acres, but we only own sixteen hundred of it": hundreds said
    // after a quantity said the same way are that quantity.
    if (
      m[9] !== undefined &&
      /\b(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)(?:[-\s][a-z]+)?\s+hundred\s+(?:acres?|ac\b|head|units?|shares?)/i.test(
        text.slice(0, m.index),
      )
    )
      continue;
    // "401(k)", "529 plan", "1031": plan and code section names, not amounts.
    // "401 (k)", "403(b)", "[1]": a plan name or a footnote; "390 (210 base + 180 RSU)" is an amount with its parts.
    if (NOT_MONEY_AFTER_NUMBER.test(m[0]) || /^\s*(?:\(\s*[a-z]\s*\)|\])/i.test(text.slice(m.index + m[0].length)))
      continue;
    out.push({
      value,
      ...(exact ? { exact } : {}),
      text: m[0],
      start: offset + m.index,
      end: offset + m.index + m[0].length,
    });
  }
  return out;
}
