import { emptyClientFacts, type TBusinessEntityType, type TClientFacts } from "@fsa/shared";
import { classifyAmounts, moneyFacts, OCCUPATION, OCCUPATION_WORDS } from "./amounts.ts";
import { readSpouseNonCitizen } from "./citizenship.ts";
import { readEstateDocuments, readFlags } from "./flags.ts";
import { readGoals, readRiskTolerance } from "./goals.ts";
import { readMaritalStatus } from "./marital.ts";
import { allMatches } from "./matches.ts";
import { countValue, wordNumber } from "./money.ts";
import { readIsoSpread } from "./options.ts";
import { readPeople, sectionRole, speakerOf } from "./people.ts";
import { PhraseMatcher } from "./phrases.ts";
import { Recorder } from "./recorder.ts";
import { readResidence } from "./residence.ts";
import { lineStartAt, type ReadText, readText, type Sentence } from "./text.ts";

/**
 * The rule-based fact reader (ARCHITECTURE.md "The analysis pipeline" step 2; issue #12). A small
 * pipeline over the text: sentences, tokens and negation scope (text.ts, wink-nlp), then readers
 * for people and ages (people.ts), marital status (marital.ts), residence (residence.ts), money by
 * kind with subsets (money.ts, amounts.ts), yes/no facts from a rule table and estate documents
 * (flags.ts), goals and risk (goals.ts), and the business facts below. Every fact records the
 * quote it came from; an unknown stays null. Runs in time linear in the text.
 */

const ENTITY_TYPES: [RegExp, TBusinessEntityType][] = [
  // "Boone Plumbing & Drain LLC -- single-member (Travis 100%), taxed as sole prop (Sch C)": an LLC
  // taxed as its owner is an LLC today, whatever election the notes go on to propose.
  [
    /\bP?LLC\b[^\n]{0,90}\b(?:single[-\s]member|taxed as (?:a )?(?:sole prop\w*|disregarded)|sch(?:ed(?:ule)?)?\.? c\b)|\bsingle[-\s]member P?LLC\b/i,
    "llc",
  ],
  [/\bc[-\s]?corp(?:oration)?\b/i, "c_corp"],
  // "the PLLC has never made an S election": no S corporation.
  [
    /(?<!\b(?:never (?:made|filed|elected)|no|not|without|hasn't made|has not made)\s+(?:an?\s+)?)(?:\bs[-\s]?corp(?:oration)?\b|\bs[-\s]election\b)/i,
    "s_corp",
  ],
  // "APDC" (a professional dental corporation, La.), "APC", "APMC", "PSC" (Ky.): professional corporations.
  [
    /\bprofessional (?:[a-z]+ )?corp(?:oration)?\b|\bP\.?C\.(?=\s|$)|\b(?:PC|APC|APDC|APMC|PSC)\b(?=[\s,;)]|$)/,
    "professional_corporation",
  ],
  [/\b(?:partnership|LLP|LP|FLP)\b/, "partnership"],
  [/\bsole proprietor\w*\b|\bschedule c\b|\bsole prop\b|\bsch\.? c\b/i, "sole_proprietorship"],
  [/\bLLC\b|\bl\.l\.c\.?/i, "llc"],
];

/** "a half", "a third", "a sixth": the denominator of a share said as an ordinal. */
const SHARE_DENOMINATOR: Record<string, number> = {
  half: 2,
  third: 3,
  quarter: 4,
  fourth: 4,
  fifth: 5,
  sixth: 6,
  seventh: 7,
  eighth: 8,
  ninth: 9,
  tenth: 10,
};

/** Capitalised words before a percentage that are not an owner's name ("Roth 40%", "Stocks 60%"). */
const NOT_SHARE_NAMES = new Set(
  "roth ira stocks stock bonds equities cash fed state rate rates top bracket about roughly approx approximately the a an up down only maybe basically".split(
    " ",
  ),
);

/**
 * "sixty", "forty-five", "twelve and a half": a percentage said in words, or NaN when a word is not
 * a number.
 */
function wordedPercent(words: string): number {
  const fraction = / and a (half|quarter)$/i.exec(words);
  const whole = (fraction ? words.slice(0, fraction.index) : words).toLowerCase();
  const n = wordNumber(whole);
  if (!(n > 0) || whole.split(/[-\s]+/).some((w) => wordNumber(w) === 0)) return Number.NaN;
  return n + (fraction ? (fraction[1]?.toLowerCase() === "half" ? 0.5 : 0.25) : 0);
}

/**
 * "WALT: Ninety... two.": a pause inside a number said in words, closed up ("   Ninety-two"), the
 * same length so every offset into the notes holds.
 */
function closePauses(text: string): string {
  return text.replace(
    /\b(twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)(\s*(?:\.{2,}|\u2026)\s*)(one|two|three|four|five|six|seven|eight|nine)\b/gi,
    (_m, tens: string, gap: string, unit: string) => `${" ".repeat(gap.length - 1)}${tens}-${unit}`,
  );
}

/**
 * A share the notes correct elsewhere ("It's 35%, not 30%. The cap table has me at 35.0%" in a reply
 * above a forwarded "Kevin owns about 30%"): the corrected figure replaces the one it names.
 * @param share the share read, decimal, or null.
 */
function correctedShare(doc: ReadText, rec: Recorder, share: number | null): number | null {
  if (share === null) return null;
  for (const m of allMatches(/\b(\d{1,3}(?:\.\d+)?)\s?%\s*,?\s*not\s+(\d{1,3}(?:\.\d+)?)\s?%/g, doc.source)) {
    const to = Number(m[1]);
    const from = Number(m[2]);
    if (Math.abs(from / 100 - share) < 1e-9 && to > 0 && to <= 100) {
      rec.note("businessOwnershipShare", m.index, m.index + m[0].length);
      return to / 100;
    }
  }
  return share;
}

/**
 * The client's share of the business, decimal, from "owns 60%", "60% owner", "50/50 with", "sole owner".
 * A share a named third party owns ("Steve owns 55%, Kavita 45%") is not the client's: in a list
 * of owners and shares, the client's is the first one not named for someone else.
 * @param thirdParty names of people who are not the client or the spouse (people.ts).
 */
function ownershipShare(doc: ReadText, rec: Recorder, thirdParty: ReadonlySet<string> = new Set()): number | null {
  let previous = "";
  let equalShare: { share: number; start: number; end: number } | null = null;
  /** A percentage written for the client, recorded as the quote of `match`; null when out of range. */
  const stated = (s: Sentence, match: RegExpExecArray, pct: number): number | null => {
    if (!(pct > 0 && pct <= 100)) return null;
    rec.note("businessOwnershipShare", s.start + match.index, s.start + match.index + match[0].length);
    return pct / 100;
  };
  for (const s of doc.sentences) {
    // "Steve owns 55%, Kavita 45%", "Cal 34%, Jamie Ortiz 33%, Pete Sandoval (58) 33%": names and shares.
    // ("Partners: Dave (55%), Tom (45%)": the share in brackets after the name.)
    const pairs = allMatches(
      /\b([A-Z][a-z]+)(?:\s+[A-Z][a-z]+)?\s*(?:\((?![^()]*%)[^()]{0,30}\)\s*)?(?:owns\s+|has\s+|holds\s+|[-:]\s*|\(\s*)?(\d{1,3}(?:\.\d+)?)\s?%/g,
      s.text,
    ).filter((p) => !NOT_SHARE_NAMES.has((p[1] ?? "").toLowerCase()));
    if (pairs.length >= 2) {
      const total = pairs.reduce((t, p) => t + Number(p[2]), 0);
      const own = pairs.find((p) => !thirdParty.has(p[1] ?? ""));
      if (
        own &&
        total <= 100.5 &&
        /\b(?:owns?|owners?|ownership|partners?|shareholders?|members?|stake|llc|corp\w*|company|business|firm|practice|cap table|founders?|cofounders?|co-founders?)\b/i.test(
          `${previous} ${s.text}`,
        )
      ) {
        const ofOwn = stated(s, own, Number(own[2]));
        if (ofOwn !== null) return ofOwn;
      }
    }
    // "I own sixty percent": a share in words.
    const worded =
      /\b(?:i|he|she|(?:co-?)?owns?)\s+(?:own\s+)?((?:twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)(?:[-\s](?:one|two|three|four|five|six|seven|eight|nine))?)\s+(?:percent|per cent|%)/i.exec(
        s.text,
      );
    const wordedPct = worded ? wordedPercent(worded[1] ?? "") : Number.NaN;
    if (worded && wordedPct > 0 && wordedPct <= 100) {
      rec.note("businessOwnershipShare", s.start + worded.index, s.start + worded.index + worded[0].length);
      return wordedPct / 100;
    }
    const m =
      /(?<!\b(?:for|valued|appraised|priced|offer(?:ed)?|bid)\s)\b(\d{1,3}(?:\.\d+)?)\s?(?:%|percent|per cent)\s*(?:owner(?:ship)?|stake|interest|share(?:holder)?|equity|owned|partner|member|of the (?:company|business|practice|firm|llc|shares|equity|stock|partnership|operation|farm))\b|\b(?:owns?|holds?)\s+(?:about\s+|roughly\s+|~)?(\d{1,3}(?:\.\d+)?)\s?(?:%|percent|per cent)|\b(\d{1,3}(?:\.\d+)?)\s?%\s+(?:owned|ownership)\b|\b(?:holds?|has)\s+(?:a\s+)?(\d{1,3}(?:\.\d+)?)\s?%\s+(?:stake|interest)\b|\b(\d{1,3}(?:\.\d+)?)\s?%\s+of\s+(?:[A-Z][\w&.'-]*\s+){1,4}(?:LLC|L\.L\.C\.|Inc|Corp|Co|LP|LLP|PC|PLLC|PA)\b|^\s*(?:[-•*]\s*)?business(?:\s+interest)?\s*:\s*(\d{1,3}(?:\.\d+)?)\s?%\s+of\b/i.exec(
        s.text,
      );
    const ofM = m ? stated(s, m, Number(m[1] ?? m[2] ?? m[3] ?? m[4] ?? m[5] ?? m[6])) : null;
    if (ofM !== null) return ofM;
    // "His stake: 15%", "Equity: 8% (fully vested)", "Ownership: client 70%, son 30%",
    // "100% between them": a share written as a field or for the client by that word.
    const field =
      /\b(?:his|her|their|my|our|client's)\s+(?:stake|share|interest|equity|ownership)\s*(?:[:=]|is|of)?\s*(?:about\s+|~)?(\d{1,3}(?:\.\d+)?)\s?%|^\s*(?:[-•*]\s*)?(?:equity|ownership|stake|share|ownership share)\s*(?:[:=|]|\.{3,})\s*(?:client\s+)?(\d{1,3}(?:\.\d+)?)\s?%|\bclient\s+(\d{1,3}(?:\.\d+)?)\s?%|\b(100)\s?%\s+between (?:them|the two of them|the couple)\b/i.exec(
        s.text,
      );
    const ofField = field ? stated(s, field, Number(field[1] ?? field[2] ?? field[3] ?? field[4])) : null;
    if (ofField !== null) return ofField;
    // "I'm at twelve and a half percent fully diluted after the round", "she's at 9% on the cap
    // table": where the owner stands on the cap table, in digits or in words.
    const at =
      /\b(?:i'm|i\u2019m|i am|he's|he\u2019s|he is|she's|she\u2019s|she is)\s+at\s+(?:about\s+|roughly\s+|~)?(\d{1,2}(?:\.\d+)?|(?:[a-z]+(?:-[a-z]+)?)(?: and a (?:half|quarter))?)\s?(?:%|percent|per cent)\s+(?:fully[-\s]diluted|of the (?:company|shares|equity|stock|cap table)|on the cap table|after the (?:round|raise)|ownership)\b/i.exec(
        s.text,
      );
    if (at) {
      const said = at[1] ?? "";
      const pct = /^\d/.test(said) ? Number(said) : wordedPercent(said);
      const ofAt = pct > 0 ? stated(s, at, pct) : null;
      if (ofAt !== null) return ofAt;
    }
    // "split the business 60/40 (she has 60)": the client's part, named first.
    const split = /\b(?:split|splits|owned|own|owns)\b[^.;]{0,40}?\b([1-9]\d)\s?\/\s?([1-9]\d)\b/i.exec(s.text);
    if (split && Number(split[1]) + Number(split[2]) === 100 && split[1] !== "50") {
      const ofSplit = stated(s, split, Number(split[1]));
      if (ofSplit !== null) return ofSplit;
    }
    // "one of three owners …: Greg 40%, Ray Hale 35%": the first owner listed, the client, and their share.
    const listed =
      /\b(?:owners?|partners?|shareholders?|members?)\b[^.;]{0,80}:\s*[A-Z][a-z]+(?:\s+[A-Z][a-z]+)?\s*(?:\(\d{1,2}\)\s*)?(\d{1,3}(?:\.\d+)?)\s?%/.exec(
        s.text,
      );
    const ofListed = listed ? stated(s, listed, Number(listed[1])) : null;
    if (ofListed !== null) return ofListed;
    // "(his 51%)", "one-third each": the client's share as written beside the business.
    const his =
      /\(\s*(?:his|her|their|my)\s+(\d{1,3}(?:\.\d+)?)\s?%\s*\)|\bone[-\s](third|quarter|half|fifth|sixth) each\b/i.exec(
        s.text,
      );
    if (his) {
      const share = his[1] ? Number(his[1]) / 100 : 1 / (SHARE_DENOMINATOR[(his[2] ?? "").toLowerCase()] ?? Number.NaN);
      if (share && share > 0 && share <= 1) {
        rec.note("businessOwnershipShare", s.start + his.index, s.start + his.index + his[0].length);
        return Math.round(share * 10000) / 10000;
      }
    }
    // "one of four partners", "he and two partners own", "partner in a three-doctor practice",
    // "owns 1/3 of": the client's share taken as equal among the owners counted (an assumption when
    // the notes give no split).
    const counted =
      /\bone of (?:the )?(two|three|four|five|six|seven|eight|nine|ten|\d) (?:equal )?(?:partners|owners|shareholders|members|co-?owners)\b|\b(?:he|she|i|we) and (one|two|three|four|five|\d) (?:other )?(?:partners|co-?owners|co-?founders)\b|\bpartner (?:at|in|of) (?:a|an|the) (two|three|four|five|six|seven|eight|nine|ten|\d{1,2})[-\s](?:partner|doctor|physician|dentist|attorney|lawyer|person|owner|vet)s?\b|\bowns?\s+(\d)\/(\d)\s+of\b|\b(two|three|four|five|six|seven|eight|\d) (?:equal )?(?:partners|owners|shareholders|members|co-?owners)\b[^.;]{0,30}\bequal(?:ly| shares?| split)\b|\bsplit (?:equally )?(?:among|between) (?:the )?(two|three|four|five|six|seven|eight|\d) [a-z]+(?: equally)?\b/i.exec(
        s.text,
      );
    if (counted) {
      const n = counted[1]
        ? countValue(counted[1])
        : counted[2]
          ? (countValue(counted[2]) ?? Number.NaN) + 1
          : counted[3]
            ? countValue(counted[3])
            : counted[6] || counted[7]
              ? countValue(counted[6] ?? counted[7] ?? "")
              : Number(counted[5]) / Number(counted[4]);
      // Kept for the end: a split stated anywhere in the notes ("Cal 34%, Jamie 33%") wins.
      if (n && n >= 1 && n <= 20 && equalShare === null)
        equalShare = {
          share: Math.round((1 / n) * 10000) / 10000,
          start: s.start + counted.index,
          end: s.start + counted.index + counted[0].length,
        };
    }
    // "Shareholder in a family trucking company (25%)": the share in brackets after the role.
    const bracketed =
      /\b(?:shareholder|partner|owner|member|co-?owner|co-?founder|(?:co-?)?owns?)\b[^.;()]{0,60}?\(\s*(\d{1,3}(?:\.\d+)?)\s?%\s*\)/i.exec(
        s.text,
      );
    const ofBracket = bracketed ? stated(s, bracketed, Number(bracketed[1])) : null;
    if (ofBracket !== null) return ofBracket;
    // "I own a sixth", "one of six equal partners", "three equal owners", "(equal thirds)", "split
    // three ways": a share in words.
    const fraction =
      /\bowns?\s+(?:a|one)[-\s](half|third|quarter|fourth|fifth|sixth|seventh|eighth|ninth|tenth)\b|\b(two|three|four|five|six|seven|eight|nine|ten)\s+equal\s+(?:partners|owners|shareholders|members)\b|\b(?:equal|in)\s+(thirds|quarters|fourths|fifths|sixths)\b|\bsplit\s+(?:it\s+)?(three|four|five|six)[-\s]ways\b/i.exec(
        s.text,
      );
    if (
      fraction &&
      (fraction[1] ||
        fraction[2] ||
        /\b(?:own|owns|owned|co-?own\w*|partners?|owners?|business|company|practice|firm|llc)\b/i.test(s.text))
    ) {
      const n = fraction[1]
        ? SHARE_DENOMINATOR[fraction[1].toLowerCase()]
        : fraction[3]
          ? SHARE_DENOMINATOR[fraction[3].toLowerCase().replace(/s$/, "")]
          : countValue(fraction[2] ?? fraction[4] ?? "");
      if (n) {
        rec.note("businessOwnershipShare", s.start + fraction.index, s.start + fraction.index + fraction[0].length);
        return Math.round((1 / n) * 10000) / 10000;
      }
    }
    const half =
      /\b50\s?[-/]\s?50\b|\bfifty[-\s]fifty\b|\bdown the middle\b|\b(?:his|her|my|their|our) half (?:of|in)\b|\b(?:each )?owns? half\b|\bhalf (?:of )?the (?:company|business|practice|firm)\b|\bequal partners?\b/i.exec(
        s.text,
      );
    if (
      half &&
      /\b(?:own|owns|owned|owners?|co-?owners?|co-?own|partner|partners|business|company|practice|firm|split|llc|inc|corp|s-?corp|partnership)\b/i.test(
        s.text,
      )
    ) {
      rec.note("businessOwnershipShare", s.start + half.index, s.start + half.index + half[0].length);
      return 0.5;
    }
    // "The two of them own Ridgeline Plumbing 60/40 (Dave 60)": a split with the owner named.
    const namedSplit = /\b(\d{1,2})\s?\/\s?(\d{1,2})\s*\(\s*([A-Z][a-z]+)(?:\s+has)?\s+(\d{1,2})\s?%?\s*\)/.exec(
      s.text,
    );
    if (namedSplit && Number(namedSplit[1]) + Number(namedSplit[2]) === 100) {
      const pct = Number(namedSplit[4]);
      const named = namedSplit[3] ?? "";
      const share = thirdParty.has(named) ? 100 - pct : pct;
      if (pct === Number(namedSplit[1]) || pct === Number(namedSplit[2])) {
        const r = stated(s, namedSplit, share);
        if (r !== null) return r;
      }
    }
    const sole =
      /\bsole (?:owner|shareholder|proprietor|member)\b|\bsingle[-\s]member (?:llc|l\.l\.c\.?)\b|\bsole proprietorship\b|\b100\s?%\s*(?:owned|theirs|his|hers)\b|\bjust (?:him|her)\b|\bwholly[-\s]owned\b|\bowns? (?:it |the (?:company|business|practice) )?outright\b|(?<!\b(?:for|valued|appraised|priced|offer(?:ed)?|bid)\s)\b100\s?%\s*(?:owner|of)\b|\bowns? all of\b/i.exec(
        s.text,
      );
    // "Practice: Thibodeaux Family Dentistry, APDC - 100% Dr. T.": the whole of it for the person named.
    const allFor = /[-–:]\s*100\s?%\s+(?:(?:Dr|Mr|Mrs|Ms)\.?\s+)?[A-Z][a-z]*\.?(?=\s*(?:[.;,]|$))/.exec(s.text);
    if (allFor && !thirdParty.has(/([A-Z][a-z]+)\.?\s*$/.exec(allFor[0])?.[1] ?? "")) {
      rec.note("businessOwnershipShare", s.start + allFor.index, s.start + allFor.index + allFor[0].length);
      return 1;
    }
    // "He doesn't own it outright: he holds 60%": a sole ownership denied is not one.
    // "how many acres do you own outright?": land or a home owned outright is not the business.
    if (
      sole &&
      !/\b(?:not|n't|never)\s+(?:\w+\s+)?$/i.test(s.text.slice(Math.max(0, sole.index - 20), sole.index)) &&
      !(
        /outright/i.test(sole[0]) &&
        /\b(?:acres?|land|ground|house|home|condo|property|building|car|truck)\b/i.test(s.text)
      )
    ) {
      rec.note("businessOwnershipShare", s.start + sole.index, s.start + sole.index + sole[0].length);
      return 1;
    }
    previous = s.text;
  }
  if (equalShare) {
    rec.note("businessOwnershipShare", equalShare.start, equalShare.end, "inferred");
    return equalShare.share;
  }
  return null;
}

function firstMatch(doc: ReadText, re: RegExp): { m: RegExpExecArray; start: number } | null {
  for (const s of doc.sentences) {
    const m = re.exec(s.text);
    if (m) return { m, start: s.start + m.index };
  }
  return null;
}

/** Year of the spouse's death: "widowed in 2022", "husband passed away in 2023", "lost her husband two years ago". */
function spouseDeathYear(doc: ReadText, asOfYear: number, rec: Recorder): number | null {
  const found = firstMatch(
    doc,
    /\b(?:widowed|(?:husband|wife|spouse|[a-z]+)(?:,? [A-Z]?[a-z]+,?)? (?:passed away|passed|died)|lost (?:her|his) (?:husband|wife|spouse)|(?:husband|wife|spouse|[a-z]+)'s (?:death|passing))\b[^.;]{0,30}?\b(?:(?:in|on|since)\s+(?:early |late |mid-?)?(?:[a-z]+\.?\s+(?:\d{1,2},?\s+)?)?((?:19|20)\d{2})|(\d{1,2}|a|one|two|three|four|five|six|seven|eight|nine|ten)\s+years?\s+ago|last year|this year|last (?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\b(?:\s*\(((?:19|20)\d{2})\))?)/i,
  );
  // "wife Marjorie d. 2009", "husband (deceased 2019)", "Walter passed in October of '23".
  const short = found
    ? null
    : firstMatch(
        doc,
        /\b(?:widowed|husband|wife|spouse|[A-Z][a-z]+)\b(?:\s*\([A-Z][a-z]+\))?[^.;()]{0,25}?\b(?:d\.|died|deceased|passed(?: away)?)(?:\s*[-–—,(]\s*(?:your|his|her|my|the)\s+[a-z]+\s*[-–—,)])?\s*(?:in,?\s+(?:(?:um|uh|er),?\s+)?)?(?:[a-z]+\.?\s+(?:\d{1,2}(?:st|nd|rd|th)?,?\s+)?(?:of\s+)?)?(?:((?:19|20)\d{2})|'(\d{2}))\b/i,
      );
  // "ADVISOR: And your wife June passed in... / WALTER: March of 2021.": the answer on the next line.
  if (!found && !short) {
    const asked =
      // ("… March of last year she died, right? / HAL: March ninth, 2025.": "she" of a widowed client.)
      /\b(?:wife|husband|spouse|she|he)\b[^\n?]{0,30}\b(?:passed(?: away)?|died)\b[^\n]*\n[ \t]*[A-Za-z][\w .'-]{0,30}:\s*(?:(?:in\s+)?(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?\s+(?:of\s+)?(?:(?:\d{1,2}(?:st|nd|rd|th)?|[a-z]+(?:st|nd|rd|th))\s*,?\s*)?)?((?:19|20)\d{2})\b/i.exec(
        doc.source,
      );
    const y = asked ? Number(asked[1]) : Number.NaN;
    if (asked && y <= asOfYear && y >= asOfYear - 80) {
      const at = asked.index + asked[0].length - (asked[1] ?? "").length;
      rec.note("spouseDeathYear", at, at + 4, "stated");
      return y;
    }
    return null;
  }
  if (short) {
    const y = short.m[1] ? Number(short.m[1]) : 2000 + Number(short.m[2]);
    if (y > asOfYear || y < asOfYear - 80) return null;
    rec.note("spouseDeathYear", short.start, short.start + short.m[0].length, "stated");
    return y;
  }
  if (!found) return null;
  const { m, start } = found;
  let year: number | null = null;
  if (m[1]) year = Number(m[1]);
  // "since Ed died last August (2025)": the year written, else the last such month is last year's.
  else if (m[3]) year = Number(m[3]);
  else if (/\blast (?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)/i.test(m[0])) year = asOfYear - 1;
  else if (m[2]) {
    const n = countValue(m[2]);
    year = n === null ? null : asOfYear - n;
  } else if (/last year/i.test(m[0])) year = asOfYear - 1;
  else if (/this year/i.test(m[0])) year = asOfYear;
  if (year === null || year > asOfYear || year < asOfYear - 80) return null;
  rec.note("spouseDeathYear", start, start + m[0].length, m[1] ? "stated" : "inferred");
  return year;
}

/** The spouse, in their own turn, says they earn nothing: "I'm home with the kids", "Nothing from me". */
const SPOUSE_NOT_EARNING_TURN =
  /\b(?:I(?:'m|\u2019m| am)\s+(?:home with|at home with|a stay[-\s]at[-\s]home|a homemaker|not (?:working|employed))|not working (?:right now|at the moment|currently|anymore|any more|outside the home)|I (?:stopped|quit|left) (?:working|work|my job)|I (?:haven't|have not|never) worked|nothing from me|I (?:don't|do not) work\b)/i;

/** A CRM employment field and its value: "Employment ....... Homemaker", "Occupation: RN". */
const EMPLOYMENT_FIELD =
  /^[ \t]*(?:employment|occupation|employer|job|employment status)\s*(?:\.{2,}|[:=])\s*([^\n]+)/gim;
/** An employment value that earns nothing: "None", "Homemaker", "Retired", "Not employed". */
const NOT_EARNING =
  /^\s*(?:none|n\/a|-+\s*$|homemaker|housewife|househusband|stay[-\s]at[-\s]home|not (?:currently )?(?:employed|working)|unemployed|retired|disabled|no\b)/i;

/** "left her his traditional IRA", "now an inherited IRA": a retirement account that has passed to the client. */
const PASSED_TO_CLIENT =
  /\bleft (?:her|him|me|them|us)\s+(?:his|her|their)\s+(?:\w+\s+){0,2}(?:iras?|401\s?\(?k\)?|403\s?\(?b\)?)\b|\b(?:now|into) (?:an? )?inherited (?:roth )?ira\b/i;

/** "Dad's IRA is", "my late mother's inherited IRA": a parent's account named at a sentence's start. */
const INHERITED_FROM_PARENT =
  /^\s*(?:[-•*]\s*)?(?:my |her |his |their |the )?(?:late )?(?:dad|father|mom|mother|parents?|grandfather|grandmother|grandma|grandpa|aunt|uncle)['\u2019]s?\s+(?:inherited\s+|rollover\s+|traditional\s+|roth\s+)?(?:iras?|401\s?\(?k\)?|403\s?\(?b\)?)\b[^.;$]{0,30}$/i;

/** Beneficiary designations named in the notes: the forms, a plan's or an account's beneficiary. */
const BENEFICIARY_DESIGNATION =
  /\bbeneficiar(?:y|ies)(?:\s+(?:designations?|forms?|elections?))?\b|\bbenes?\b(?=\s*(?:=|:|->|\u2192|is|are|on|form))|\b(?:TOD|POD|transfer[-\s]on[-\s]death|payable[-\s]on[-\s]death)\b/i;

/**
 * Reads client facts from `text` (masked notes, then any extracted document text) by rules.
 * Pure and deterministic; never throws. Unknown numbers are null, unknown flags false, unknown
 * yes/no facts that distinguish "no" from "not said" null.
 * @param asOfYear the year of the analysis (ages from birth years, "two years ago").
 */
export function extractFactsByRules(text: string, asOfYear: number = new Date().getFullYear()): TClientFacts {
  const doc = readText(closePauses(text));
  const rec = new Recorder(text);
  const facts = emptyClientFacts();

  const people = readPeople(doc, asOfYear, rec);
  facts.primaryAge = people.primaryAge;
  facts.spouseAge = people.spouseAge;
  facts.childrenCount = people.childrenCount;
  facts.childrenAges = people.childrenAges;
  facts.grandchildrenCount = people.grandchildrenCount;
  facts.maritalStatus = readMaritalStatus(doc, rec, people.thirdPartyNames, people.clientIsParent, {
    spouseName: people.spouseName,
    spouseAge: people.spouseAge,
  });
  // "I'm 55, Beth is 53", "Ed is seventy-six and you're seventy-four?": two adults the notes present
  // as a household, with no word of marriage or partnership either way, are taken as married
  // (inferred, for the adviser to confirm).
  if (facts.maritalStatus === null && people.spouseAge !== null) {
    facts.maritalStatus = "married";
    const quote = rec.evidence.find((e) => e.field === "spouseAge");
    if (quote) rec.note("maritalStatus", quote.start, quote.end, "inferred");
  }
  if (facts.maritalStatus === "widowed") facts.spouseDeathYear = spouseDeathYear(doc, asOfYear, rec);
  // A widow's "spouse age" is the late spouse's; it is not a living spouse.
  if (facts.maritalStatus === "widowed" || facts.maritalStatus === "single" || facts.maritalStatus === "divorced") {
    if (facts.spouseAge !== null) rec.forget("spouseAge");
    facts.spouseAge = null;
  }

  // "Sofia, 65, is a Canadian citizen with a green card", "Ingrid is Swedish - never naturalized":
  // the spouse named rather than called "wife", or a cue the flag list does not anchor.
  if (facts.spouseIsUsCitizen === null && facts.maritalStatus !== "single") {
    facts.spouseIsUsCitizen = readSpouseNonCitizen(doc, rec, people.spouseName, [
      ...people.thirdPartyNames,
      ...people.childNames,
    ]);
  }
  // "Nadia isn't working right now", "Meera, 49, … not working outside the home", "Anne: retired
  // teacher … No wages", "MEI LIN: … I haven't worked since 2024": the spouse named.
  if (people.spouseName && facts.spouseHasEarnedIncome === null) {
    const found = firstMatch(
      doc,
      new RegExp(
        `\\b${people.spouseName}\\b[^.;]{0,80}?\\b(?:homemaker|stay[-\\s]at[-\\s]home (?:mom|dad|mother|father|parent)|full[-\\s]time (?:mom|dad|mother|father|parent)|no (?:earned )?income|no wages|no (?:us |u\\.s\\. )?earnings|(?:isn't|is not|not|hasn't been|doesn't|does not) (?:currently )?work(?:ing)?\\b|not employed|unemployed|(?:hasn't|has not|haven't|have not) (?:been )?work(?:ed|ing)|stopped working|left (?:her|his|my) job|quit (?:her|his|my) job|(?:i'm|i am|is|she's|he's) home with the (?:kids|children|baby)|retired\\b(?! (?:military|army|navy|air force|marine|colonel|general)))`,
        "i",
      ),
    );
    // "- Bev, two years younger than Harold. Retired church secretary, stopped working 2016.": a list
    // item about the spouse, across its sentences.
    const inItem = (re: RegExp) => {
      const m = re.exec(doc.source);
      return m ? { m, start: m.index } : null;
    };
    const item =
      found ??
      inItem(
        new RegExp(
          `^[ \\t]*[-•*][ \\t]*${people.spouseName}\\b[^\\n]{0,120}?\\b(?:retired\\b(?! (?:military|army|navy|air force|marine|colonel|general))|stopped working|no longer works|not working)(?![^\\n]{0,40}\\b(?:consult\\w*|part[-\\s]time|works|working (?:as|at|for)|substitute|adjunct)\\b)`,
          "im",
        ),
      );
    // "MARIBEL: … I retired from the district in June and I'm not working at all now.": the
    // spouse's own turn in a transcript, in the first person.
    const turn =
      item === null
        ? new RegExp(
            `^[ \\t]*${people.spouseName}(?:\\s+[A-Z]+)?\\s*:[^\\n]*?\\b(I(?:'m| am|'ve| have)?\\s+(?:not working|retired\\b|(?:haven't|have not|never) (?:been )?work(?:ed|ing)|stopped working|left my job|quit my job|(?:don't|do not) work\\b))`,
            "im",
          ).exec(doc.source)
        : null;
    const said = turn?.[1];
    const span = item
      ? { start: item.start, end: item.start + item.m[0].length }
      : turn && said
        ? { start: turn.index + turn[0].length - said.length, end: turn.index + turn[0].length }
        : null;
    if (span) {
      facts.spouseHasEarnedIncome = false;
      rec.note("spouseHasEarnedIncome", span.start, span.end);
    }
  }
  // "LENA: Yes. I'm home with the kids, not working right now.", "EB: Nothing from me - I stopped
  // working in 2010.": the spouse's own turn in a transcript (by name, or by the speaker key).
  if (people.spouseName && facts.spouseHasEarnedIncome === null) {
    for (const s of doc.sentences) {
      const m = SPOUSE_NOT_EARNING_TURN.exec(s.text);
      if (!m || speakerOf(doc.source, s.start) !== people.spouseName) continue;
      facts.spouseHasEarnedIncome = false;
      rec.note("spouseHasEarnedIncome", s.start + m.index, s.start + m.index + m[0].length);
      break;
    }
  }
  const residence = readResidence(doc, rec, {
    parentIsClient: people.clientIsParent,
    childNames: people.childNames,
    thirdPartyNames: people.thirdPartyNames,
  });
  facts.state = residence.state;
  facts.formerState = residence.formerState;
  facts.plannedMoveState = residence.plannedMoveState;

  const flags = readFlags(doc, rec, {
    childNames: people.childNames,
    spouseName: people.spouseName,
    thirdPartyNames: people.thirdPartyNames,
  });
  for (const [field, value] of Object.entries(flags)) (facts as unknown as Record<string, unknown>)[field] = value;
  // A separation or divorce, a spouse's death, a remarriage with children of an earlier marriage,
  // or a dependent with a disability who would lose means-tested benefits by inheriting outright:
  // each leaves beneficiary designations naming the wrong person or naming them the wrong way, so
  // designations the notes mention are to be reviewed (inferred; planners' practice, e.g. IRS
  // Pub. 590-B on beneficiaries, and the ERISA plan-documents rule of Kennedy v. Plan
  // Administrator for DuPont, 555 U.S. 285 (2009), under which a plan pays the ex-spouse it names).
  if (
    !facts.hasBeneficiaryDesignationIssue &&
    (facts.maritalStatus === "separated" ||
      facts.maritalStatus === "divorced" ||
      facts.maritalStatus === "widowed" ||
      facts.hasBlendedFamily ||
      facts.hasDisabledDependent)
  ) {
    const named = BENEFICIARY_DESIGNATION.exec(doc.source);
    if (named) {
      facts.hasBeneficiaryDesignationIssue = true;
      rec.note("hasBeneficiaryDesignationIssue", named.index, named.index + named[0].length, "inferred");
    }
  }

  const amounts = classifyAmounts(doc, people.thirdPartyNames, asOfYear, {
    parentIsClient: people.clientIsParent,
    childNames: people.childNames,
    spouseName: people.spouseName,
  });
  // "Dad's IRA is about $865,000 today" in notes about the inherited IRA: a parent's retirement
  // account the client inherited is the client's now.
  if (flags.hasInheritedIra) {
    for (const a of amounts) {
      if (!a.thirdParty || a.kind !== "retirement") continue;
      const before = a.sentence.text.slice(0, a.mention.start - a.sentence.start);
      // "He died in March 2024 … and left her his traditional IRA, which is now about $1.48 million
      // in an inherited IRA": the account passed to the client in the sentence itself.
      if (INHERITED_FROM_PARENT.test(before) || PASSED_TO_CLIENT.test(a.sentence.text)) a.thirdParty = false;
    }
  }
  const money = moneyFacts(amounts, rec, doc.source);
  facts.netWorthUsd = money.netWorthUsd;
  facts.netWorthExcludesBusiness = money.netWorthExcludesBusiness;
  facts.liquidNetWorthUsd = money.liquidNetWorthUsd;
  facts.annualIncomeUsd = money.annualIncomeUsd;
  facts.retirementAccountsUsd = money.retirementAccountsUsd;
  facts.employerStockInPlanUsd = money.employerStockInPlanUsd;
  facts.employerStockBasisUsd = money.employerStockBasisUsd;
  // "No ISOs": a spread read nearby is not the client's.
  facts.isoSpreadUsd = facts.holdsIncentiveStockOptions === false ? null : readIsoSpread(doc, rec);
  const taxable = (money.taxableInvestmentsUsd ?? 0) + (money.employerStockOutsidePlanUsd ?? 0);
  facts.taxableInvestmentsUsd =
    money.taxableInvestmentsUsd === null && money.employerStockOutsidePlanUsd === null ? null : taxable;
  facts.cashUsd = money.cashUsd;
  facts.primaryResidenceUsd = money.primaryResidenceUsd;
  // "-- Spouse --\nEmployment ...... Homemaker - not employed outside the home": the employment
  // field of a CRM section about the spouse says whether the spouse earns.
  if (facts.spouseHasEarnedIncome === null && facts.maritalStatus !== "single") {
    for (const m of allMatches(EMPLOYMENT_FIELD, doc.source)) {
      if (sectionRole(doc.source, m.index, true) !== "spouse") continue;
      const value = m[1] ?? "";
      facts.spouseHasEarnedIncome = !NOT_EARNING.test(value);
      rec.note("spouseHasEarnedIncome", m.index, m.index + m[0].length, "inferred");
      break;
    }
  }
  // "Jean: salary $142K", "K works as school nurse, 58k", "wife Adaeze is a lawyer, $260K": pay
  // read in a clause about the spouse or partner is the spouse's earned income (inferred).
  if (facts.spouseHasEarnedIncome === null && facts.maritalStatus !== "single") {
    const spouseWord = people.spouseName?.replace(/[^A-Za-z]/g, "") || null;
    const spouse = new RegExp(
      `\\b(?:wife|husband|spouse|partner|p2|cl2|client 2${spouseWord ? `|${spouseWord}` : ""})\\b|^\\s*(?:[-•*]\\s*)?(?:w|s)\\s*[:-]`,
      "i",
    );
    // A line that opens with the spouse's name; the other people the notes name, as whole words.
    const spouseOpensLine = spouseWord ? new RegExp(`^\\s*(?:[-•*]\\s*)?${spouseWord}\\b`, "i") : null;
    const others =
      people.thirdPartyNames.size > 0
        ? new PhraseMatcher([...people.thirdPartyNames].map((n) => n.replace(/[^A-Za-z]/g, "")).filter(Boolean), false)
        : null;
    const isPay = (a: (typeof amounts)[number]) =>
      !/\b(?:pension|social security|ss|rmds?|annuity|alimony|support|distributions?|dividends?|interest|rent(?:al)?s?|k-?1|disability)\b/i.test(
        a.sentence.text.slice(
          Math.max(0, Math.min(a.cueStart, a.mention.start) - a.sentence.start - 40),
          Math.max(a.cueEnd, a.mention.end) - a.sentence.start + 20,
        ),
      );
    const paid = amounts.find((a) => {
      if (a.past || a.negated || a.thirdParty) return false;
      // "HHI $182k" read as the total, the earners' figures beside it are left uncounted ("Tyler =
      // software dev (local insurer), $104k"); a figure beside an occupation is still pay.
      if (
        a.kind !== "income" &&
        !(
          a.kind === "ignore" &&
          OCCUPATION.test(
            a.sentence.text
              .slice(0, a.mention.start - a.sentence.start)
              .split(/;|\.\s/)
              .pop() ?? "",
          )
        )
      )
        return false;
      const st = a.sentence;
      const rel = a.mention.start - st.start;
      const before = st.text.slice(0, rel);
      // "CR: I do compliance consulting for two hospital systems, about forty a year.": pay the
      // spouse speaks of as their own, in their turn of a transcript.
      if (
        people.spouseName &&
        speakerOf(doc.source, a.mention.start) === people.spouseName &&
        /\b(?:I|I'm|I\u2019m|my)\b/.test(before) &&
        isPay(a)
      )
        return true;
      // ("Vikram (b. 1972) is a senior architect": the stop of an abbreviation does not end it.)
      let clause = before.split(/;|(?<!\b[A-Za-z])\.\s|\n/).pop() ?? "";
      // "Josh is 36 and teaches chemistry; he earns $58,000": the pronoun's person is named before.
      if (/^\s*(?:he|she)\b/i.test(clause)) clause = before;
      // "W Karen 62 … K works as school nurse, 58k": the spouse's initial opening the line.
      const initial = people.spouseName?.charAt(0);
      if (initial && new RegExp(`^\\s*(?:[-•*]\\s*)?${initial}\\b(?!\\.)`).test(clause)) return isPay(a);
      if (spouse.test(clause)) return isPay(a);
      // "Denise Hoffman, 58, Gary's second wife. Dental hygienist, W-2 about $72K.", "MARCUS: ICU
      // nurse. I make about ninety.": the line opens with the spouse's name or speaker label and
      // names nobody else before the pay.
      const line = doc.source.slice(lineStartAt(doc.source, a.mention.start), a.mention.start);
      return (
        spouseOpensLine?.test(line) === true &&
        !/\b(?:husband|wife)\b/i.test(clause) &&
        // Another person named in the line ("at Evan's old school district" only places the work).
        !(others?.matchAll(line).some((o) => !/^['\u2019]s/.test(line.slice(o.end))) ?? false) &&
        isPay(a)
      );
    });
    if (paid) {
      facts.spouseHasEarnedIncome = true;
      rec.note("spouseHasEarnedIncome", paid.mention.start, paid.mention.end, "inferred");
    } else {
      // "Ann works part-time as a bookkeeper", "Linda still teaches (retiring 2028)": the spouse
      // named as the subject of work going on now, with no figure.
      const works =
        spouseWord === null
          ? null
          : firstMatch(
              doc,
              new RegExp(
                `\\b${spouseWord}\\s+(?:still\\s+|also\\s+|now\\s+)?(?:works|is working|teaches|is teaching|is employed|practices|consults|nurses)\\b(?![^.;]{0,20}\\b(?:until|till)\\s+(?:last|19|20\\d\\d))`,
              ),
            );
      // "Ann is a nurse at Mercy", "Ann: software engineer at Google", "Ann is still working": the
      // spouse named with an occupation held now (not a retired, former or past one).
      const holds =
        works ??
        firstMatch(
          doc,
          new RegExp(
            `\\b(?:${spouseWord ? `${spouseWord}|` : ""}(?:his|her|my) (?:wife|husband|spouse|partner)${spouseWord ? `(?: ${spouseWord})?` : ""})\\b(?:\\s*\\(\\d{2}\\)|,\\s*\\d{2}\\s*,)?\\s*(?:is|'s|\u2019s|:|[-\u2013\u2014])\\s*(?:still\\s+|now\\s+|currently\\s+)?(?:working\\b|(?:an?\\s+)?(?:(?!retired\\b|former\\b|ex\\b|formerly\\b|was\\b)[A-Za-z-]+\\s+){0,3}?(?:${OCCUPATION_WORDS})\\b)(?![^.;\\n]{0,30}\\b(?:retired|stopped|left|until|on leave)\\b)`,
            "i",
          ),
        );
      if (holds) {
        facts.spouseHasEarnedIncome = true;
        rec.note("spouseHasEarnedIncome", holds.start, holds.start + holds.m[0].length, "inferred");
      }
    }
  }
  facts.investmentRealEstateUsd = money.investmentRealEstateUsd;
  // "selling the apartment building (under contract at $4.2M)": the price of a planned property
  // sale values the property when the notes give no other value (inferred).
  if (
    facts.investmentRealEstateUsd === null &&
    money.expectedSalePriceUsd !== null &&
    flags.plansPropertySale &&
    !flags.expectsBusinessSale
  ) {
    facts.investmentRealEstateUsd = money.expectedSalePriceUsd;
    const ev = rec.evidence.find((e) => e.field === "expectedSalePriceUsd");
    if (ev) rec.note("investmentRealEstateUsd", ev.start, ev.end, "inferred");
  }
  facts.investmentRealEstateBasisUsd = money.investmentRealEstateBasisUsd;
  const realEstateParts = [
    money.primaryResidenceUsd,
    money.vacationHomeUsd,
    money.investmentRealEstateUsd,
    money.otherRealEstateUsd,
  ];
  facts.realEstateUsd = realEstateParts.every((x) => x === null)
    ? null
    : realEstateParts.reduce<number>((a, b) => a + (b ?? 0), 0);
  // "9 SFRs ≈ $2.4M … 24-unit bldg $4.2M … home $650K -> RE ≈ $7.25M": a real-estate figure that
  // comes to at least the homes and properties listed (within 1.5%) is their total, not one more.
  const namedParts =
    (money.primaryResidenceUsd ?? 0) + (money.vacationHomeUsd ?? 0) + (money.investmentRealEstateUsd ?? 0);
  if (money.otherRealEstateUsd !== null && namedParts > 0 && money.otherRealEstateUsd >= namedParts * 0.985)
    facts.realEstateUsd = money.otherRealEstateUsd;
  // The total's quotes are its parts' quotes.
  if (facts.realEstateUsd !== null) {
    for (const e of rec.evidence.filter(
      (x) => x.field === "primaryResidenceUsd" || x.field === "investmentRealEstateUsd",
    )) {
      rec.note("realEstateUsd", e.start, e.end, e.status);
    }
  }
  facts.annualCharitableGivingUsd = money.annualCharitableGivingUsd;
  // "Gives ~$10k/yr to animal rescue": giving each year is charitable intent; so is a gift the
  // client wants to make ("want to set up something for giving ~250k/yr").
  const considered =
    facts.hasCharitableIntent !== true && (money.annualCharitableGivingUsd ?? 0) <= 0
      ? firstMatch(
          doc,
          /\b(?:talked about|talking about|thinking about|considering|would like to|wants? to|hope to|plans? to|planning to)\b[^.;]{0,40}\b(?:giv(?:e|ing)|donat\w*|charit\w*|philanthrop\w*)\b[^.;]{0,40}\$?\d/i,
        )
      : null;
  if ((money.annualCharitableGivingUsd ?? 0) > 0) facts.hasCharitableIntent = true;
  else if (considered) {
    facts.hasCharitableIntent = true;
    rec.note("hasCharitableIntent", considered.start, considered.start + considered.m[0].length);
  }
  // "Charitable: N", "Charitable giving: none": a CRM field that says no.
  else {
    const noGiving = firstMatch(
      doc,
      /\bcharit\w*(?:[ _](?:intent|giving|gifts?))?\s*[:=]\s*(?:n|no|none|nil|0)\b(?!\s*\w*\s*\$)/i,
    );
    if (noGiving) {
      facts.hasCharitableIntent = false;
      rec.note("hasCharitableIntent", noGiving.start, noGiving.start + noGiving.m[0].length);
    }
  }
  facts.liabilitiesUsd = money.liabilitiesUsd;
  facts.annualSpendingUsd = money.annualSpendingUsd;
  facts.lifeInsuranceDeathBenefitUsd = money.lifeInsuranceDeathBenefitUsd;
  facts.expectedSalePriceUsd = money.expectedSalePriceUsd;
  if (money.employerStockInPlanUsd !== null && money.employerStockInPlanUsd > 0) facts.hasEmployerStockInPlan = true;
  if (facts.hasEmployerStockInPlan) {
    facts.hasConcentratedStock = true;
    if (facts.isEmployedByStockIssuer === null) facts.isEmployedByStockIssuer = true;
  }
  if (
    money.employerStockBasisUsd !== null &&
    money.employerStockInPlanUsd !== null &&
    money.employerStockBasisUsd < money.employerStockInPlanUsd * 0.5
  ) {
    facts.hasLowBasisStock = true;
  }
  if (money.lowBasisSecurities) facts.hasLowBasisStock = true;
  if ((money.investmentRealEstateUsd ?? 0) > 0) facts.hasInvestmentRealEstate = true;
  if ((money.vacationHomeUsd ?? 0) > 0) facts.hasVacationHome = true;
  if ((money.retirementAccountsUsd ?? 0) > 0 && /\b(?:401|403|457)/.test(text)) facts.hasEmployerPlan = true;
  if (facts.hasFarmOrRanch && facts.ownsBusiness === false && flags.ownsBusiness === undefined)
    facts.ownsBusiness = true;
  if (
    facts.ownsBusiness &&
    facts.isEmployedByStockIssuer === true &&
    !/\b(?:company|employer)'?s? (?:stock|shares)\b|\brsus?\b|\bespp\b|\((?:nasdaq|nyse|amex)\s*:/i.test(text)
  ) {
    facts.isEmployedByStockIssuer = null;
  }
  // A liability cue under a negation with no amount: "no debt", "mortgage-free", "paid off",
  // "Liabilities: $0", "Debt ............... none".
  if (facts.liabilitiesUsd === null) {
    const debtFree = firstMatch(
      doc,
      /\bno (?:debts?|mortgages?|liabilities|loans)\b|\b(?:liabilities|debts?)\s*(?::|=|[ \t]*\.{3,})?\s*(?:none|nil|zero|\$?0)(?![\d,.]*\s*(?:k|m|mm|million|thousand)\b)(?![\d,])|\bdebt[-\s]free\b|\bmortgage[-\s]free\b|\b(?:mortgage|house|home) (?:is |was )?paid off\b|\bowe nothing\b|\b(?:doesn't|don't|does not|do not|didn't|never)\s+owe\s+(?:anybody\s+|anyone\s+|a soul\s+)?(?:anything|a (?:dime|penny|cent|thing)|money)\b/i,
    );
    if (debtFree) {
      facts.liabilitiesUsd = 0;
      rec.note("liabilitiesUsd", debtFree.start, debtFree.start + debtFree.m[0].length);
    }
  }

  // "Harold 78 … pension $4,100/mo + SS", "She's 81 and lives on Social Security and her IRA": a
  // client of 65 or more living on a pension or Social Security, or of 75 or more, with no word of
  // work, is retired (inferred).
  if (facts.isRetired === null && facts.primaryAge !== null && facts.primaryAge >= 65) {
    const work =
      /\b(?:works?|working|employed|employer|salary|salaries|w-?2|wages?|job|practice|bonus|commissions?|consult\w*|self-employed|business)\b/i;
    const living = /\b(?:pensions?|social security|ss)\b/i;
    if (!work.test(text) && (facts.primaryAge >= 75 || living.test(text))) {
      facts.isRetired = true;
      const age = rec.evidence.find((e) => e.field === "primaryAge");
      if (age) rec.note("isRetired", age.start, age.end, "inferred");
    }
  }

  // The business: the client's own interest only, never a company they merely work for.
  if (facts.ownsBusiness) {
    facts.businessOwnershipShare = correctedShare(doc, rec, ownershipShare(doc, rec, people.thirdPartyNames));
    const share = facts.businessOwnershipShare;
    const interest = money.businessInterestUsd;
    const company = money.companyValueUsd;
    if (interest !== null) facts.businessValueUsd = interest;
    else if (company !== null) {
      facts.businessValueUsd = Math.round(company * (share ?? 1));
      if (share !== null && share < 1) rec.note("businessValueUsd", 0, 0, "inferred");
    } else if (money.expectedSalePriceUsd !== null) {
      // A price offered or expected for the client's own business values it (the client's share of it).
      facts.businessValueUsd = Math.round(money.expectedSalePriceUsd * (share ?? 1));
      const ev = rec.evidence.find((e) => e.field === "expectedSalePriceUsd");
      if (ev) rec.note("businessValueUsd", ev.start, ev.end, "inferred");
    }
    for (const [re, type] of ENTITY_TYPES) {
      const found = firstMatch(doc, re);
      if (!found) continue;
      // An LLC that only holds a building is not the operating entity.
      if (
        type === "llc" &&
        /\b(?:held in|holds?|owns) (?:an? |the )?llc\b|\bbuilding[^.]{0,40}\bllc\b|\bllc[^.]{0,30}\b(?:building|rental|property)\b/i.test(
          text,
        ) &&
        ENTITY_TYPES.some(([r, t]) => t !== "llc" && r.test(text))
      )
        continue;
      facts.businessEntityType = type;
      rec.note("businessEntityType", found.start, found.start + found.m[0].length);
      break;
    }
    const issued = firstMatch(
      doc,
      /\b(?:issued|acquired|founded|started|incorporated|formed|granted|received|launched|co-?founded|bought (?:his |her |their )?(?:shares|stock)|shares (?:date|dating) (?:back )?to)\b[^.;]{0,40}?(?:\b(?:in\s+)?((?:19|20)\d{2})\b|\bin\s+['\u2019](\d{2})\b)|\b(?:in|since)\s+((?:19|20)\d{2})\b[^.;]{0,30}\b(?:founded|started|incorporated|formed|launched)\b/i,
    );
    if (issued) {
      // "started it in '88": a two-digit year is of the century that keeps it in the past.
      const twoDigit = issued.m[2] ? Number(issued.m[2]) : null;
      const year =
        twoDigit !== null ? twoDigit + (2000 + twoDigit <= asOfYear ? 2000 : 1900) : Number(issued.m[1] ?? issued.m[3]);
      if (year <= asOfYear) {
        facts.businessStockIssuedYear = year;
        rec.note("businessStockIssuedYear", issued.start, issued.start + issued.m[0].length);
      }
    }
    if (money.grossAssetsAtIssuanceUsd !== null)
      facts.businessGrossAssetsAtIssuanceUsd = money.grossAssetsAtIssuanceUsd;
  } else {
    for (const field of ["businessValueUsd"]) rec.forget(field);
  }
  facts.expectsLiquidityEvent = Boolean(
    flags.expectsLiquidityEvent || facts.expectsBusinessSale || facts.plansPropertySale,
  );
  if (!facts.ownsBusiness && facts.expectsBusinessSale && !/\bipo\b|initial public offering|going public/i.test(text)) {
    // A sale of "the company" by an employee is the employer's deal, not the client's sale.
    facts.expectsBusinessSale = false;
    facts.expectsLiquidityEvent = Boolean(flags.expectsLiquidityEvent || facts.plansPropertySale);
  }

  const estate = readEstateDocuments(doc, rec);
  facts.estateDocuments = estate.documents;
  facts.hasEstatePlan = estate.hasEstatePlan;
  facts.estatePlanOutdated = estate.outdated;
  facts.hasNoEstatePlan = estate.hasEstatePlan === false;

  if (
    facts.liquidNetWorthUsd !== null &&
    facts.netWorthUsd !== null &&
    facts.liquidNetWorthUsd < facts.netWorthUsd * 0.15
  )
    facts.isIlliquid = true;
  facts.riskTolerance = readRiskTolerance(doc, rec);
  facts.goals = readGoals(doc, rec);
  const retire = firstMatch(
    doc,
    /(?<!\b(?:eligible|able|could|can|allowed|qualif\w+)\s+(?:to\s+)?)\bretir\w*\s+(?:at|by|around|about|@|~)\s*(?:age\s+)?(\d{2})\b|\b(?:wants?|plans?|hopes?|aims?|intends?) (?:to )?(?:get )?out (?:at|by) (?:age\s+)?(\d{2})\b|\bretirement (?:age )?(?:at|of|around)\s+(\d{2})\b|\b(?:stop|quit) working (?:at|by|around)\s+(?:age\s+)?(\d{2})\b|\b(?:target|planned|desired|expected) retirement(?: age)?\s*(?:\.{2,}|[:=])?\s*(?:age\s+)?(\d{2})\b|\bretir\w*\b[^.;]{0,30}?,\s*at (\d{2})\b|\bretir\w*\b[^.;]{0,30}?\bwhen (?:he|she|they|i|we) turns? (\d{2})\b|\bwork(?:ing)? (?:until|till|to) (?:age\s+)?(\d{2})\b/i,
  );
  if (retire) {
    facts.plannedRetirementAge = Number(retire.m.slice(1).find((g) => g !== undefined));
    rec.note("plannedRetirementAge", retire.start, retire.start + retire.m[0].length);
  }
  facts.evidence = rec.evidence.filter((e) => e.end > e.start || e.status !== "stated");
  return facts;
}
