import model from "wink-eng-lite-web-model";
import winkNLP from "wink-nlp";

/**
 * The language mechanics of the fact reader (issue #12 item 1): sentences with their offsets,
 * tokens, and which tokens sit inside the scope of a negation. Tokens and negation come from
 * wink-nlp with its English lite model (chosen by measurement: docs/adr/0005-fact-reader.md);
 * sentence cuts are ours, because adviser notes break lines, bullets and " / " where prose puts
 * full stops. Everything here runs in time linear in the text.
 */

/**
 * Only the annotations the reader uses: sentence boundaries (which scope negation), negation and
 * part-of-speech tags. wink's default pipe also finds named entities and sentiment, which nothing
 * here reads; tokens, tags and negation flags are the same without them (checked on the
 * evaluation notes), and a document is read in about 60% of the time.
 */
const nlp = winkNLP(model, ["sbd", "negation", "pos"]);
const its = nlp.its;

/** A token of the source text with its character span. */
export interface Token {
  /** The token as written. */
  text: string;
  /** Lowercased. */
  lower: string;
  start: number;
  end: number;
  /** True inside the scope of a negation ("no", "not", "never", "without", "n't", "none"...). */
  negated: boolean;
  /** Universal part-of-speech tag from wink-nlp ("PROPN", "NOUN", "NUM", ...). */
  pos: string;
}

/** A sentence (or a line of a note) with its span, its tokens and its text lowercased (underscores as spaces). */
export interface Sentence {
  text: string;
  lower: string;
  start: number;
  end: number;
  tokens: Token[];
  /** Index of the sentence in the document, for "the previous sentence" rules. */
  index: number;
}

/** The analysed text: the source and its sentences in order. */
export interface ReadText {
  source: string;
  sentences: Sentence[];
}

/** Longest sentence handed to the rules; longer runs (a document without full stops) are cut. */
export const MAX_SENTENCE_CHARS = 600;

/** Abbreviations whose full stop does not end a sentence (adviser and legal shorthand). */
const ABBREVIATIONS = new Set([
  // "d. 2009" (died), "b. 1962" (born), "m. 42 yrs" (married)
  "d",
  "b",
  "m",
  "approx",
  "appx",
  "est",
  "incl",
  "excl",
  "exc",
  "ave",
  "blvd",
  "assoc",
  "acct",
  "mr",
  "mrs",
  "ms",
  "dr",
  "jr",
  "sr",
  "st",
  // "Mt. Lebanon", "Ft. Myers": places
  "mt",
  "ft",
  "vs",
  "etc",
  "inc",
  "co",
  "corp",
  "ltd",
  "yr",
  "yrs",
  "mo",
  "mos",
  "mgmt",
  "dept",
  // "(net, Sched. C)", "approx. 40 hrs", "fig. 3"
  "sched",
  "proj",
  "hrs",
  "fig",
  "bros",
  "govt",
  "univ",
  "e.g",
  "i.e",
  "u.s",
  "a.m",
  "p.m",
  "jan",
  "feb",
  "mar",
  "apr",
  "jun",
  "jul",
  "aug",
  "sep",
  "sept",
  "oct",
  "nov",
  "dec",
]);

/** Whether the full stop at `i` ends a leader of dots: four or more, or three after a space. */
function isLeaderEnd(source: string, i: number): boolean {
  let from = i;
  while (from > 0 && source.charAt(from - 1) === ".") from--;
  const run = i + 1 - from;
  return run >= 4 || (run === 3 && from > 0 && /[ \t]/.test(source.charAt(from - 1)));
}

/** A leader of dots between a field and its value. */
const LEADER = /[ \t]\.{3,}|\.{4,}/g;

/**
 * `text` with each leader of dots written as a colon ("Estate docs ....... NONE" reads as
 * "Estate docs :       NONE"), same length so every offset holds.
 */
export function leadersAsColons(text: string): string {
  return text.replace(LEADER, (run) => ` :${" ".repeat(Math.max(0, run.length - 2))}`);
}

/**
 * Cuts `source` into sentences: at a line break, at ". ", "! ", "? " unless the word before is an
 * abbreviation or a single letter, and at a run longer than MAX_SENTENCE_CHARS (at the last space).
 * Returns [start, end) spans with surrounding whitespace trimmed. Linear in the text (a leader
 * of dots is not a sentence's end).
 */
export function sentenceSpans(source: string): [number, number][] {
  const spans: [number, number][] = [];
  const push = (from: number, to: number) => {
    let a = from;
    let b = to;
    while (a < b && /\s/.test(source.charAt(a))) a++;
    while (b > a && /\s/.test(source.charAt(b - 1))) b--;
    if (b > a) spans.push([a, b]);
  };
  let start = 0;
  let lastSpace = -1;
  for (let i = 0; i < source.length; i++) {
    const ch = source.charAt(i);
    if (ch === "\n") {
      push(start, i);
      start = i + 1;
      lastSpace = -1;
      continue;
    }
    if (ch === " " || ch === "\t") lastSpace = i;
    if ((ch === "." || ch === "!" || ch === "?") && i + 1 < source.length && /\s/.test(source.charAt(i + 1))) {
      // "Estate docs ............ NONE": a CRM's leader of dots (four or more, or three after a
      // space) joins a field to its value; it does not end a sentence.
      if (ch === "." && isLeaderEnd(source, i)) continue;
      if (ch === ".") {
        // The word before the full stop: an abbreviation ("approx.") or an initial does not end it.
        // Only a whole word counts: in "$6M." the letter follows a digit and the stop ends it.
        let w = i;
        while (w > start && /[A-Za-z.]/.test(source.charAt(w - 1))) w--;
        const word = source.slice(w, i);
        const wholeWord = w === 0 || /[\s("'\u2018\u201c]/.test(source.charAt(w - 1));
        if (wholeWord && (ABBREVIATIONS.has(word.toLowerCase()) || /^[A-Z]$/.test(word))) continue;
      }
      push(start, i + 1);
      start = i + 1;
      lastSpace = -1;
      continue;
    }
    if (i - start >= MAX_SENTENCE_CHARS) {
      const cut = lastSpace > start ? lastSpace : i;
      push(start, cut);
      start = cut;
      lastSpace = -1;
    }
  }
  push(start, source.length);
  return spans;
}

/** Negation cues wink-nlp does not scope itself; their scope runs to the end of the clause. */
const EXTRA_NEGATIONS = new Set(["nothing", "nobody", "none", "neither", "nor", "zero"]);
/** Negation cues wink-nlp scopes (and ours); a flag without one on its line is dropped. */
const NEGATION_CUES = new Set([
  "no",
  "not",
  "n't",
  "never",
  "without",
  "none",
  "nothing",
  "nobody",
  "neither",
  "nor",
  "cannot",
  "zero",
  "non",
]);

/** Words and marks that end a negation's scope: "No debt other than a mortgage", "no will, but…". */
const SCOPE_ENDS = new Set([
  "but",
  "except",
  "although",
  "though",
  "however",
  "yet",
  ",",
  ";",
  ":",
  "-",
  "–",
  "—",
  "(",
]);

/**
 * Longest run of characters without whitespace handed to wink-nlp in one piece. wink's tokeniser
 * tries its patterns (an e-mail address among them) on each whitespace-delimited unit in time
 * quadratic in the unit's length: 64 KB of letters without a space took 8 s, 3 MB would take
 * hours (measured with api/bench/fact-reader.bench.ts). No word or number of a note is this long.
 */
export const MAX_UNIT_CHARS = 64;

const LONG_UNIT = new RegExp(String.raw`\S{${MAX_UNIT_CHARS + 1},}`, "g");
/** An ASCII character that is neither a letter nor a digit: a good place to cut a long run. */
const isAsciiMark = (c: number) => c < 128 && !/[A-Za-z0-9]/.test(String.fromCharCode(c));

/**
 * The text wink-nlp reads: `source` itself, or, when it has a run of more than MAX_UNIT_CHARS
 * characters without whitespace, a copy with a space inserted in each such run at least every
 * MAX_UNIT_CHARS characters — after a punctuation mark where one is in the second half of the
 * piece, so "a.b.c…" breaks between its parts, and never inside a surrogate pair. Only spaces are
 * added: every token is still a substring of `source`, in order, which is how tokensOf finds its
 * span. Linear in the text.
 */
export function winkInput(source: string): string {
  if (source.search(LONG_UNIT) < 0) return source;
  return source.replace(LONG_UNIT, (run: string) => {
    const parts: string[] = [];
    let from = 0;
    while (run.length - from > MAX_UNIT_CHARS) {
      let cut = from + MAX_UNIT_CHARS;
      for (let i = cut; i > from + MAX_UNIT_CHARS / 2; i--) {
        if (isAsciiMark(run.charCodeAt(i - 1))) {
          cut = i;
          break;
        }
      }
      const before = run.charCodeAt(cut - 1);
      if (before >= 0xd800 && before <= 0xdbff) cut--;
      parts.push(run.slice(from, cut));
      from = cut;
    }
    parts.push(run.slice(from));
    return parts.join(" ");
  });
}

/** Furthest a token may start after the end of the previous one, in characters (whitespace between them). */
const TOKEN_WINDOW = 64;

/**
 * Where `text` starts in `source` at or after `cursor`, looking only TOKEN_WINDOW characters
 * ahead; -1 when it is not there (wink wrote it differently, as for "n’t"). The same answer as
 * `source.indexOf(text, cursor)` restricted to the window, without scanning the rest of a long
 * text for a token that is not in it (that made each such token cost the length of the text).
 */
function findToken(source: string, text: string, cursor: number): number {
  const last = Math.min(cursor + TOKEN_WINDOW - 1, source.length - text.length);
  for (let at = cursor; at <= last; at++) if (source.startsWith(text, at)) return at;
  return -1;
}

/**
 * Tokens of the whole text with spans and negation flags. wink-nlp scopes "no", "not", "never",
 * "without" and "n't"; the cues in EXTRA_NEGATIONS are scoped here, and "other than" / "except"
 * end any scope. Linear in the text.
 */
function tokensOf(source: string): Token[] {
  const doc = nlp.readDoc(winkInput(source));
  const out: Token[] = [];
  let cursor = 0;
  let extraScope = false;
  let cueInLine = false;
  let previousLower = "";
  // Each annotation read for all tokens at once: wink builds an item object per token otherwise.
  const tokens = doc.tokens();
  const values = tokens.out() as string[];
  const types = tokens.out(its.type) as string[];
  const negations = tokens.out(its.negationFlag) as unknown as boolean[];
  const tags = tokens.out(its.pos) as string[];
  for (let k = 0; k < values.length; k++) {
    const text = values[k] as string;
    if (types[k] === "tabCRLF") {
      extraScope = false;
      cueInLine = false;
      continue;
    }
    const at = findToken(source, text, cursor);
    // wink expands contractions ("n't" for "n’t"): a token not found as written keeps the cursor.
    const start = at >= 0 ? at : cursor;
    const end = at >= 0 ? at + text.length : cursor;
    cursor = end;
    const lower = text.toLowerCase();
    if (SCOPE_ENDS.has(lower) || (lower === "than" && previousLower === "other")) extraScope = false;
    // wink scopes a negation to its own sentence, which in a note can run over several lines: a
    // negation does not cross a line break ("not in farming\n- Net farm income $420k").
    if (NEGATION_CUES.has(lower)) cueInLine = true;
    // "Not married - together 11 years": a dash standing alone ends wink's scope as a comma would.
    else if (lower === "-" || lower === "\u2013" || lower === "\u2014") cueInLine = false;
    const winkNegated = Boolean(negations[k]) && cueInLine;
    out.push({ text, lower, start, end, negated: winkNegated || extraScope, pos: String(tags[k]) });
    if (EXTRA_NEGATIONS.has(lower)) extraScope = true;
    if (/^[.!?]$/.test(lower)) extraScope = false;
    previousLower = lower;
  }
  // "other than" and "except" end wink's scope too: "No debt other than a $400k mortgage".
  let cleared = false;
  for (let i = 0; i < out.length; i++) {
    const tok = out[i] as Token;
    if (tok.lower === "except" || (tok.lower === "than" && out[i - 1]?.lower === "other")) cleared = true;
    else if (/^[.!?;]$/.test(tok.lower) || tok.lower === "\n") cleared = false;
    if (cleared) tok.negated = false;
    if (tok.lower === "other" && out[i + 1]?.lower === "than") tok.negated = false;
  }
  return out;
}

/**
 * Reads `source` into sentences with tokens and negation flags (see the module comment).
 * Pure; never throws.
 */
export function readText(source: string): ReadText {
  const tokens = tokensOf(source);
  const sentences: Sentence[] = [];
  let t = 0;
  for (const [start, end] of sentenceSpans(source)) {
    while (t < tokens.length && (tokens[t] as Token).end <= start) t++;
    const own: Token[] = [];
    let u = t;
    while (u < tokens.length && (tokens[u] as Token).start < end) {
      own.push(tokens[u] as Token);
      u++;
    }
    t = u;
    const text = source.slice(start, end);
    // CRM field names join words with underscores ("Est_NW_Curr: 9.2M", "Qual_401k"): in the
    // lowercased view they read as separate words (same length, so offsets stay valid).
    // "Estate docs ............ NONE" reads as "estate docs :            none" (same length).
    const lower = leadersAsColons(text.toLowerCase().replace(/_/g, " "));
    sentences.push({ text, lower, start, end, tokens: own, index: sentences.length });
  }
  return { source, sentences };
}

/**
 * The first token of `sentence` that starts at `start` (an offset in the source), if any — what
 * `sentence.tokens.find((t) => t.start === start)` returns, by binary search: a sentence's tokens
 * are in order of their start. Logarithmic in the sentence's tokens.
 */
export function tokenStartingAt(sentence: Sentence, start: number): Token | undefined {
  const tokens = sentence.tokens;
  let lo = 0;
  let hi = tokens.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((tokens[mid] as Token).start < start) lo = mid + 1;
    else hi = mid;
  }
  const tok = tokens[lo];
  return tok?.start === start ? tok : undefined;
}

/**
 * True when the text at [start, end) of the source lies in a negation's scope in `sentence`:
 * any token overlapping the span is negated, or the span is itself a negation cue's object
 * ("no kids": the span "kids" is negated).
 */
export function isNegated(sentence: Sentence, start: number, end: number): boolean {
  for (const tok of sentence.tokens) {
    if (tok.end <= start) continue;
    if (tok.start >= end) break;
    if (tok.negated) return true;
  }
  return false;
}

/** The newline positions of the last source looked up (one note is read at a time). */
let lineIndex: { source: string; newlines: number[] } | null = null;

/**
 * Where the line holding `offset` starts in `source` (0 for the first line): the position after
 * the last newline before `offset`. A binary search over the source's newline positions, found
 * once per source, so a note written as one long line is not scanned back from every sentence.
 */
export function lineStartAt(source: string, offset: number): number {
  if (lineIndex === null || lineIndex.source !== source) {
    const newlines: number[] = [];
    for (let i = source.indexOf("\n"); i !== -1; i = source.indexOf("\n", i + 1)) newlines.push(i);
    lineIndex = { source, newlines };
  }
  const { newlines } = lineIndex;
  // The last newline strictly before `offset`.
  let lo = 0;
  let hi = newlines.length - 1;
  let found = -1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if ((newlines[mid] as number) < offset) {
      found = newlines[mid] as number;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  return found + 1;
}

/** The sentence before `s` when it is on the same line of `doc`, else undefined. */
export function sameLineBefore(doc: ReadText, s: Sentence): Sentence | undefined {
  const before = doc.sentences[s.index - 1];
  return before && lineStartAt(doc.source, before.start) === lineStartAt(doc.source, s.start) ? before : undefined;
}

/** A list item's opening: "- ", "• ", "* ", "1. ", "2) ". */
export const LIST_ITEM = /^[ \t]*(?:[-•*]|\d{1,2}[.)])\s/;

/**
 * The heading line of the list the line holding `offset` is an item of: the nearest line above it
 * (at most 12 lines up) that is not an item ("Kids:" above "- Daniel, 22, …"), as written; null
 * when that line is not an item (`item` says what an item opens with).
 */
export function listHeadingLine(source: string, offset: number, item: RegExp = LIST_ITEM): string | null {
  const lineStart = lineStartAt(source, offset);
  if (!item.test(source.slice(lineStart, lineStart + 40))) return null;
  let end = lineStart - 1;
  for (let i = 0; i < 12 && end > 0; i++) {
    const start = lineStartAt(source, end);
    const line = source.slice(start, end);
    if (!item.test(line)) return line;
    end = start - 1;
  }
  return null;
}

/**
 * The person a list heading names, when the heading is only that person ("Nick (38)", "Lauren
 * (35)", "Carol:", "Lorraine (Ray's mother)"): the first name, else null. Items under it are about that person. `heading`:
 * the list heading of `offset` when the caller has read it already.
 */
export function headingPerson(
  source: string,
  offset: number,
  heading: string | null = listHeadingLine(source, offset),
): string | null {
  if (heading === null) return null;
  // "Lorraine (Ray's mother)", "Kelsey (daughter)", "Tyler (their son, 27)": a short bracket after
  // the name says who the person is.
  // "Daniel & Priya (NOT our clients)": a heading of two people names the first; both are alike.
  return (
    /^\s*([A-Z][a-z]+)(?:\s+[A-Z][a-z]+)?(?:\s*(?:&|and)\s*[A-Z][a-z]+(?:\s+[A-Z][a-z]+)?)?\s*(?:\(\s*(?:\d{1,2}|[^()\n]{1,40})\s*\))?\s*:?\s*$/.exec(
      heading,
    )?.[1] ?? null
  );
}

/**
 * A list heading that names the children ("The children (none are clients)", "Kids", "Their sons",
 * "Tom's children with Sandra:"):
 * the items under it are about them.
 */
export const CHILDREN_HEADING =
  /^\s*(?:the |their |our |his |her |[A-Z][a-z]+['\u2019]s )?(?:children|kids|sons|daughters)\b[^\n]{0,80}$/i;

/** A month by its name or abbreviation, whole ("May", "Sept."), never the start of a word ("Maya", "maybe"). */
export const MONTH_NAME =
  "(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)";

/**
 * Spans `[start, end)` of the messages of an e-mail thread a parent wrote, in notes a son or
 * daughter sends about that parent: a message (from one "From:" header to the next) signed "Mom",
 * "Love, Dad", or telling the child "your father died". Inside them "I" and "my" are the parent's,
 * the client's. Empty when the notes hold no such message.
 */
export function parentWrittenSpans(source: string): [number, number][] {
  const heads = [...source.matchAll(/^[ \t>]*(?:from:|-{3,}\s*(?:original message|forwarded message))/gim)];
  // "Kathleen here (Frank's daughter …)", "my father, Frank": the parent's first name, whose own
  // message ("From: Frank Doherty") is the parent's.
  const parents = new Set<string>();
  for (const m of source.matchAll(
    /\b([A-Z][a-z]+)['\u2019]s (?:daughter|son|eldest|youngest|oldest)\b|\bmy (?:father|dad|mother|mom),?\s+([A-Z][a-z]+)\b/g,
  ))
    parents.add(m[1] ?? m[2] ?? "");
  const out: [number, number][] = [];
  heads.forEach((h, i) => {
    const start = h.index ?? 0;
    const end = heads[i + 1]?.index ?? source.length;
    const block = source.slice(start, end);
    const sender = /^[ \t>]*from:[ \t]*"?([A-Z][a-z]+)\b/i.exec(block)?.[1];
    if (
      /^[ \t>]*(?:love,?\s*|xo,?\s*|-\s*)?(?:mom|dad|mother|father|mum)\s*$/im.test(block) ||
      /\byour (?:father|mother|dad|mom) (?:died|passed)\b/i.test(block) ||
      (sender !== undefined && parents.has(sender))
    )
      out.push([start, end]);
  });
  return out;
}

/** The month (1–12) a month name or abbreviation opens with ("Sept." → 9); null when it is not one. */
export function monthNumber(word: string): number | null {
  const i = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"].indexOf(
    word.slice(0, 3).toLowerCase(),
  );
  return i < 0 ? null : i + 1;
}

/** A day of the note: month 1–12, and the day of the month when the date gives it. */
export interface NoteDay {
  month: number;
  day: number | null;
}

/** Lines that carry the note's own date: a header line, a "Date:"/"Sent:" field, an e-mail's "On … wrote:". */
const DATED_LINE =
  /^[ \t>]*(?:date|sent|meeting date|call date|mtg date|date of (?:meeting|call|review))\s*:|^[ \t>]*on\b[^\n]{0,80}\bwrote:\s*$/i;

/**
 * The day the notes were written, as its header or an e-mail's "Date:"/"Sent:" line gives it
 * ("Call notes - Tue Feb 10, 2026", "OKERLUND, Russ - 1/22/26", "Date: 2026-03-21", "Sent: March 3,
 * 2026"): the latest "Date:"/"Sent:" date of `asOfYear` (a thread's last message), else the first date of
 * `asOfYear` in the header, or null when none is given.
 * Dates are read US style (month first). Only the first three lines and the dated lines are
 * searched, so a birth date or a deadline in the body is never taken for it.
 */
export function noteDay(source: string, asOfYear: number): NoteDay | null {
  const lines = source.split("\n");
  const header = lines.filter((l) => l.trim() !== "").slice(0, 3);
  const dated = lines.filter((l) => DATED_LINE.test(l));
  const yy = String(asOfYear % 100).padStart(2, "0");
  const datesOf = (lines: string[]): NoteDay[] => {
    const found: (NoteDay & { at: number })[] = [];
    for (const [n, line] of lines.entries()) {
      for (const m of line.matchAll(/\b(\d{1,2})\/(\d{1,2})\/(\d{4}|\d{2})\b/g))
        if (m[3] === String(asOfYear) || m[3] === yy)
          found.push({ month: Number(m[1]), day: Number(m[2]), at: n * 1e4 + m.index });
      for (const m of line.matchAll(/\b(\d{4})-(\d{2})-(\d{2})\b/g))
        if (m[1] === String(asOfYear)) found.push({ month: Number(m[2]), day: Number(m[3]), at: n * 1e4 + m.index });
      for (const m of line.matchAll(
        new RegExp(`\\b(${MONTH_NAME})\\.?\\s+(?:(\\d{1,2})(?:st|nd|rd|th)?,?\\s+)?(?:of\\s+)?(\\d{4})\\b`, "gi"),
      ))
        if (m[3] === String(asOfYear))
          found.push({ month: monthNumber(m[1] ?? "") ?? 0, day: m[2] ? Number(m[2]) : null, at: n * 1e4 + m.index });
      for (const m of line.matchAll(new RegExp(`\\b(\\d{1,2})\\s+(${MONTH_NAME})\\.?,?\\s+(\\d{4})\\b`, "gi")))
        if (m[3] === String(asOfYear))
          found.push({ month: monthNumber(m[2] ?? "") ?? 0, day: Number(m[1]), at: n * 1e4 + m.index });
    }
    return found
      .filter((d) => d.month >= 1 && d.month <= 12 && (d.day === null || (d.day >= 1 && d.day <= 31)))
      .sort((a, b) => a.at - b.at)
      .map(({ month, day }) => ({ month, day }));
  };
  // The thread's last message; else the first date of the header ("mtg 4/14/26", not the "last
  // day 12/31/26" a line below it gives).
  const sent = datesOf(dated);
  if (sent.length > 0)
    return sent.reduce((a, b) => (b.month * 100 + (b.day ?? 0) > a.month * 100 + (a.day ?? 0) ? b : a));
  return datesOf(header)[0] ?? null;
}

/**
 * Whether a birthday in `month` (and `day`, when known) is still to come on the note's day: then
 * a person is a year younger than the calendar years since the birth year. False when the note's
 * day is unknown (README of api/eval: a birth year alone counts as the whole year).
 */
export function birthdayStillToCome(month: number, day: number | null, note: NoteDay | null): boolean {
  if (note === null) return false;
  if (month !== note.month) return month > note.month;
  return day !== null && note.day !== null && day > note.day;
}
