import { AP_STATE_ABBREVIATIONS, stateOfZip, US_CITIES, US_STATES, USPS_CODES } from "../us-states.ts";
import { allMatches } from "./matches.ts";
import { speakerOf } from "./people.ts";
import { PhraseMatcher } from "./phrases.ts";
import type { Recorder } from "./recorder.ts";
import { headingPerson, lineStartAt, type ReadText, type Sentence } from "./text.ts";

/**
 * The state of residence, the state the client left, and the state a move is planned to (issue
 * #12 item 1 "current versus former state"). Every mention of a state, a USPS code after a city
 * ("Naples, FL") or an unambiguous city is weighed by the words around it: "now full-time
 * residents of", "live in", "moved to" make it current; "sold their Connecticut house", "moved
 * from", "grew up in" make it former; "plan to move to" a planned move; "Delaware C-corp",
 * "Nevada dynasty trust", "Ohio State" are not residences at all; a vacation home or a child's
 * home elsewhere is not the client's residence.
 */

export interface ResidenceFacts {
  state: string | null;
  formerState: string | null;
  plannedMoveState: string | null;
}

type Kind = "current" | "neutral" | "property" | "former" | "planned" | "ignore";

interface Mention {
  code: string;
  start: number;
  end: number;
  kind: Kind;
  city: boolean;
  /** The state itself is written (a name, a code, "Springfield, MO"), not only inferred from a city. */
  written: boolean;
}

/**
 * State and city names found by lookup (phrases.ts), the longest name first where several start at
 * one place ("West Palm Beach" over "Palm Beach"): the same matches as `\b(?:name|…)\b`, case
 * insensitive, with `\s+` for a space, without trying 800 alternatives at every character.
 */
const byLength = (names: string[]) => [...names].sort((a, b) => b.length - a.length);
const STATES = new PhraseMatcher(byLength(Object.keys(US_STATES)), true);
const CITIES = new PhraseMatcher(byLength(Object.keys(US_CITIES)), true);
/** "Naples, FL", "Scottsdale AZ", "Austin, TX 78701". */
const CODE_RE = /\b[A-Z][a-z]+(?:\s[A-Z][a-z]+)?,?\s([A-Z]{2})\b(?=\s*(?:\d{5})?(?:[\s,.;:)]|$))/g;

const FORMATION_AFTER =
  /^\s*(?:c[-\s]?corp\w*|s[-\s]?corp\w*|corporation|llc|l\.l\.c|lp|llp|limited|statutory|dynasty|asset[-\s]protection|dapt|trust\b|trusts\b|incorporated|inc\b|holding|entity|series llc|state (?:university|college)|university|college|mutual|life\b|instruments|power\b|capital\b|bar\b|law\b|529|plan\b)/i;
const FORMATION_BEFORE = /\b(?:university of|incorporated in|formed in|organized in|chartered in|situs in|a|an)\s+$/i;
const FORMER_BEFORE =
  /\b(?:moved (?:away )?from|relocated from|left|leaving|formerly(?: of| in| lived in)?|used to live in|(?:when|while|back when|since) (?:they|he|she|we|i) (?:still )?(?:lived|were living|was living) in|previously,?(?: lived)?(?: in)?|after (?:\w+ ){0,3}(?:years?|decades?) in|(?:moved|retired|relocated|came|moving|relocating|relo)\b[^.;]{0,50}\bfrom|moved(?=\s+$)|(?:grew up|raised|born) in|originally (?:from|in)|sold (?:their|his|her|the|our|a)(?: old)?|former|ex-|exited|moving (?:away )?from|(?<!\b(?:based|operates?|operating|works?|working)\s)out of|(?:prior|previous|former|old) (?:domicile|residence|address|state|home)\s*[:=-]?)\s+(?:\w+\s+){0,1}$/i;
const FORMER_AFTER =
  /^\s*(?:coming after|(?:could|will|would|might|may|can)\s+(?:still\s+)?(?:come after|audit|challenge|claim|chase)|(?:auditors?|tax department|department of (?:revenue|taxation))\s+(?:could|will|would|might|may|can)\b)|^\s*(?:house|home|residence|place|condo)\b[^.;]*\b(?:sold|was sold|closed)\b|^[^.;]{0,20}\b(?:before (?:moving|the move)|previously|formerly)\b/i;
const PLANNED_BEFORE =
  /\b(?:moving to|move to|relocat\w* to|retire to|retiring to|plan(?:s|ning)? (?:to|a) (?:move|relocat\w*|retire)(?: \w+)? to|consider\w* (?:a move|moving|relocating|a relocation) to|thinking (?:about|of) (?:moving|relocating) to|want(?:s)? to (?:move|relocate) to|looking (?:at|to move to)|may move to|might move to|establish (?:domicile|residency) in|change (?:of )?(?:domicile|residency) to|become (?:a )?residents? of|(?:intend\w*|plan\w*|want\w*|hop\w*|going|expect\w*) to make|(?:relocating|moving|relocation|planned move|move)\s*[:=-])\s+(?:\w+\s+){0,1}$/i;
const CURRENT_BEFORE =
  /\b(?:(?:they|he|she|we)(?:'re| are| is|'s)\s+(?:still\s+|currently\s+|now\s+)?in|live(?:s|d)? in|living in|reside(?:s|d)? in|residents? of|resident in|based (?:in|out of)|domicil(?:ed|e) (?:in|is)(?: still)?|home (?:is )?in|(?:[a-z]+['\u2019]s|their|his|her|our|my) (?:home|house|residence),|now (?:in|lives? in|full-time in|residents? of|based in)|moved (?:[A-Za-z.]+\s+){0,2}?to|relocated to|located in|settled in|(?:full-time|year-round|permanent) (?:residents? (?:of|in)|in)|state(?: of residence)?\s*[:=-]|(?<!prior |previous |former |old )(?:residence|domicile|address|home address|mailing address)\s*[:=-]|lives?\s*[:=-]|location\s*[:=-]|(?:(?:a|an|the)\s+)?(?:\w+\s+)?(?:couple|family|client|clients|widow|widower|physician|doctor|dentist|founder|executive|retiree|engineer|owner|attorney|household|woman|man|farmer|rancher) (?:in|from|based in|living in))\s*(?:\w+\s*,\s*)?$/i;
/** "the conference in Austin", "a trip to Denver", "her sister's wedding in Boise": a visit, not a home. */
const VISIT_BEFORE =
  /\b(?:conference|convention|trip|vacation|visit(?:ed|ing|s)?|meeting|flight|flew|travel(?:ed|ing|led|ling)?|wedding|funeral|reunion|tournament|game|concert|course|seminar|workshop)\s+(?:\w+\s+){0,2}(?:in|to|at)\s+$/i;
const PROPERTY_BEFORE =
  /\b(?:winters?|summers?|wintering|summering|snowbirds?)\s+(?:in|on|at)\s+(?:\w+\s+){0,1}$|\b(?:vacation|second|summer|winter|ski|lake|beach|shore|weekend|rental|investment|commercial)\s+(?:home|house|place|condo|property|properties|cabin|cottage|apartment|unit|units|building)s?\s+(?:(?:in|on|at|near)\s+)?(?:\w+\s+){0,1}$|\b(?:rentals?|land|acres|farm|ranch|building|properties|property|cabin|condo)\s+(?:in|near)\s+$/i;
const THIRD_PARTY_BEFORE =
  /\bthe (?:first|second|third|fourth|oldest|youngest|eldest|middle|other|others)\b[^.;]{0,25}\b(?:in|lives? in|living in)\s+(?:\w+\s+){0,1}$|\b(?:son|daughter|kids?|children|child|mother|mom|father|dad|parents|brother|sister|in-laws|grandkids|grandchildren|ex-wife|ex-husband|in-law)\b[^.;]{0,40}\b(?:in|at|near|lives? in|living in|on the (?:line|phone|call) from|calling (?:in )?from|dialing in from|joining (?:us )?from|zooming in from)\s+(?:\w+\s+){0,1}$/i;
/** After a place: the client means to make it home ("… and are talking about making it their home"). */
/** Words that put a move in the future: "next spring", "will relocate", "is relocating", "in 2027". */
const FUTURE_MOVE =
  /(?:^|[.;:]\s*)(?:moving|relocating)\s+(?:from|to)\b|\b(?:in the (?:spring|summer|fall|winter)|next (?:year|spring|summer|fall|winter|month)|will (?:move|relocate|retire)|(?:is|are|'re|'s) (?:moving|relocating)|(?:plan|plans|planning|hope|hoping|intend|intends|want|wants) to (?:move|relocate|retire)|in 20(?:2[7-9]|[3-9]\d)|this (?:coming )?(?:spring|summer|fall|winter)|once (?:he|she|they) retires?|when (?:he|she|they) retires?)\b/i;
const PLANNED_AFTER =
  /^[^.;]{0,40}?\b(?:talk(?:ing|s)? about|plan(?:s|ning)? (?:on|to)|want(?:s)? to|thinking (?:about|of)|consider(?:s|ing)?|intend(?:s|ing)? to|hope to|hoping to|will be)\s+(?:making it (?:their|his|her|our) (?:home|domicile|primary residence|permanent (?:home|residence))|mak(?:e|ing) (?:it|that) (?:their|his|her|our) (?:home|domicile)|moving there|relocating there|becoming (?:residents|domiciled) there|chang(?:e|ing) (?:of )?(?:their |his |her |our )?(?:domicile|residency))/i;
/** After a state: "Arizona residents", "a Kentucky resident". */
const CURRENT_AFTER = /^\s*(?:residents?|domiciliar(?:y|ies)|domicile(?!\s+(?:before|until|through|prior))\b)/i;
const SCHOOL_AFTER = /^\s*(?:state|university|college|tech|law school|medical school)\b/i;
/** Before a place: a school someone attends or finished ("Youngest just finished at Iowa"). */
const SCHOOL_BEFORE =
  /\b(?:finished|graduated|graduating|freshman|sophomore|junior|senior|studies|studying|enrolled|attends|attending|plays? (?:ball|football|basketball|baseball|soccer))\s+(?:\w+\s+){0,2}(?:at|from)\s+$/i;

function classify(s: Sentence, at: number, length: number, parentIsClient = false): Kind {
  const before = s.text.slice(Math.max(0, at - 70), at);
  const after = s.text.slice(at + length, at + length + 60);
  // "Planning to become Florida residents next year": the residence to come.
  if (/\bbecom(?:e|ing)\s+(?:\w+\s+){0,1}$/i.test(before) && /^\s*(?:residents?|domiciliar\w*)\b/i.test(after))
    return "planned";
  // "consider a Florida domicile later": a domicile weighed is neither home nor a planned move.
  if (
    /\b(?:consider|considering|consideration|think(?:ing)? about|weigh(?:ing)?|might|eventually|someday|possible|possibly)\b[^.;]{0,20}$/i.test(
      before,
    )
  )
    return "ignore";
  if (CURRENT_AFTER.test(after)) return "current";
  if (FORMATION_AFTER.test(after) || FORMATION_BEFORE.test(before) || SCHOOL_AFTER.test(after)) return "ignore";
  // 'V asked "could we just move to Florida?" -> they won't': a move asked about, or turned down
  // right after, is no plan.
  if (
    /\b(?:could|should|would|can|what if|why not)\b[^.;?]{0,30}\b(?:move|moving|relocate|retire)\b[^.;?]{0,20}$/i.test(
      before,
    ) &&
    (/^[^.;]{0,5}\?/.test(after) ||
      /^[^.;]{0,25}(?:->|\u2192|-)\s*(?:they|we|he|she)\s+(?:won't|will not|wouldn't|aren't|are not)\b/i.test(after))
  )
    return "ignore";
  // "Her job is relocating her from Seattle to Dallas next spring": a move still to come leaves
  // from where the client lives now, to where they plan to live.
  const ahead = FUTURE_MOVE.test(s.text) && !/\b(?:moved|relocated|retired|sold|left)\b/i.test(s.text);
  if (ahead && /\bfrom\s+(?:\w+\s+){0,1}$/i.test(before)) return "current";
  if (
    ahead &&
    /\b(?:moving|relocating|relocate|move|retiring|retire)\b[^.;]{0,40}\bto\s+(?:\w+\s+){0,1}$/i.test(before)
  )
    return "planned";
  if (FORMER_BEFORE.test(before) || FORMER_AFTER.test(after)) return "former";
  // "Richard still has his Connecticut license", "we still vote in New York": ties kept to a
  // state left behind.
  if (
    (/\bstill\s+(?:has|have|had|holds?|keeps?)\s+(?:a|an|his|her|their|our|my)\s+$/i.test(before) &&
      /^\s*(?:driver['\u2019]?s?\s+)?(?:licen[cs]es?|registration|plates?|voter)\b/i.test(after)) ||
    /\bstill\s+(?:vote|voting|registered(?:\s+to\s+vote)?)\s+in\s+$/i.test(before)
  )
    return "former";
  if (PLANNED_BEFORE.test(before)) return "planned";

  // "They already own a house in Henderson, NV and are talking about making it their home": the
  // place becomes the planned domicile.
  if (PLANNED_AFTER.test(after)) return "planned";
  // "KAREN: Dad's still in the house in Cary": a child speaking of the parent who is the client.
  const whose = parentIsClient ? before.replace(/\b(?:dad|mom|father|mother|parents)(?:'s)?\b/gi, " ") : before;
  if (THIRD_PARTY_BEFORE.test(whose)) return "ignore";
  // "TYLER: I'm 31": a speaker's label that is also a city's name; a school is not a home either.
  if (/^\s*:/.test(after) && /(?:^|\n)\s*$/.test(before)) return "ignore";
  if (SCHOOL_BEFORE.test(before)) return "ignore";
  if (VISIT_BEFORE.test(before)) return "ignore";
  if (PROPERTY_BEFORE.test(before)) return "property";
  if (CURRENT_BEFORE.test(before)) return "current";
  // "Naples, FL" after "now": the city's own words decide in CURRENT_BEFORE; "full-time Florida".
  if (/\b(?:now|currently|full-time|permanent)\b[^.;]{0,30}$/i.test(before)) return "current";
  return "neutral";
}

/** USPS codes that are also professional titles or common words. */
const TITLE_CODES = new Set(["MD", "PA", "DO", "ME", "OR", "IN", "OK", "HI", "DE", "CO", "AL", "MA", "NP", "RN", "ID"]);
const AP_RE = new RegExp(
  `(?<![\\w.])(${Object.keys(AP_STATE_ABBREVIATIONS)
    .map((a) => a.replace(/\./g, "\\.").replace(/^(.)/, (c) => `[${c.toUpperCase()}${c}]`))
    .join("|")})(?![\\w])`,
  "g",
);

function mentions(s: Sentence, parentIsClient = false): Mention[] {
  const out: Mention[] = [];
  const taken = (a: number, b: number) => out.some((m) => a < m.end - s.start && b > m.start - s.start);
  for (const m of CITIES.matchAll(s.text)) {
    let code = US_CITIES[m.phrase];
    if (!code) continue;
    // "SF (Noe Valley)" is San Francisco; "2,400 sf" is square feet.
    if (m.phrase === "sf" && (m.text !== "SF" || /^\s*\d|\d\s*$/.test(s.text.slice(Math.max(0, m.index - 3), m.index))))
      continue;
    // "Piedmont-Catawba Power", "Wilkes-Barre" is listed whole: a city name joined to another word
    // by a hyphen is part of a longer name.
    if (/^-[A-Za-z]/.test(s.text.slice(m.end)) || /[A-Za-z]-$/.test(s.text.slice(0, m.index))) continue;
    let explicit = false;
    // "Charlotte 28277", "Naples, FL 34102": a ZIP code after the city names its state (USPS ZIP prefixes).
    const zip = /^\s*,?\s*(?:[A-Z]{2}\s+)?(\d{5})(?:-\d{4})?\b/.exec(s.text.slice(m.end));
    const zipCode = zip ? stateOfZip(zip[1] ?? "") : null;
    if (zipCode) {
      code = zipCode;
      explicit = true;
    }
    // "Lakewood, Ohio", "Springfield, MO": the state written after the city decides which one it is.
    const named = /^\s*,?\s*([A-Z][A-Za-z]+(?: [A-Z][a-z]+)?)\b/.exec(s.text.slice(m.end));
    if (named) {
      const word = named[1] ?? "";
      const written = US_STATES[word.toLowerCase()] ?? (USPS_CODES.has(word) ? word : undefined);
      if (written) {
        code = written;
        explicit = true;
      }
    }
    // "Lakewood (Dallas)": a neighbourhood or suburb with its metro in brackets is in the metro's state.
    const metro = !explicit ? /^\s*\(([A-Z][a-z]+(?: [A-Z][a-z]+)?)\)/.exec(s.text.slice(m.end)) : null;
    const metroCode = metro ? US_CITIES[(metro[1] ?? "").toLowerCase()] : undefined;
    if (metroCode) {
      code = metroCode;
      explicit = true;
    }
    // "Tyler 29 / Megan 28", "Carol Henderson, Greenville SC": a city's name used as a person's
    // (an age right after it, or a first name right before it) is not a place.
    if (
      !explicit &&
      (/^\s*\(?\d{1,2}\b(?!\d|,\d)/.test(s.text.slice(m.end)) ||
        // "Tyler & Megan Kowalski", "Tyler, how old are you now?", "Tyler's 401(k)": a person.
        // (a name of one word: "Fort Collins, you said" is the city; "live in Raleigh, and" too)
        (/^[A-Z][a-z]+$/.test(m.text) &&
          !/\b(?:in|from|near|to|outside|around)\s+$/i.test(s.text.slice(Math.max(0, m.index - 10), m.index)) &&
          /^(?:\s*(?:&|and)\s+[A-Z][a-z]+|,\s+(?:how|you|you're|still|what|are|do|did|is|any|and)\b|['\u2019]s\s+(?:\d|[a-z]))/.test(
            s.text.slice(m.end),
          )) ||
        (/\b(?:and|&)?\s*(?!(?:In|At|From|To|Near|Of|For|The|Outside|Live|Lives|Living|Moved|Based|Now|Still|Home|Around|Downtown)\b)[A-Z][a-z]+\s+$/.test(
          s.text.slice(Math.max(0, m.index - 20), m.index),
        ) &&
          /^[A-Z]/.test(m.text) &&
          /^\s*(?:[,&)]|and\b|$)/.test(s.text.slice(m.end))))
    )
      continue;
    // A city name as an ordinary word ("naples" in lowercase prose is fine; "Jupiter" the planet is rare).
    out.push({
      code,
      start: s.start + m.index,
      end: s.start + m.end,
      kind: classify(s, m.index, m.text.length, parentIsClient),
      city: true,
      written: explicit,
    });
  }
  for (const m of allMatches(CODE_RE, s.text)) {
    const code = m[1] ?? "";
    if (!USPS_CODES.has(code)) continue;
    const at = m.index + m[0].lastIndexOf(code);
    // "Dr. Jane Smith, MD", "Jim Lee, PA-C": a professional title, not a state, unless a known city
    // comes before it ("Bethesda, MD").
    const place = m[0]
      .slice(0, m[0].lastIndexOf(code))
      .replace(/[,\s]+$/, "")
      .toLowerCase();
    if (TITLE_CODES.has(code) && US_CITIES[place] !== code) continue;
    if (taken(m.index, at + 2)) {
      // "Naples, FL": the city already counted; keep the code's state if they differ (Naples, NY?).
      continue;
    }
    out.push({
      code,
      start: s.start + m.index,
      end: s.start + at + 2,
      kind: classify(s, m.index, m[0].length, parentIsClient),
      city: true,
      written: true,
    });
  }
  // "moved NJ to NC 2021. NC domicile": a bare code (not a word like "OR" or "IN") counts where
  // its words say the client lives, lived or will live there.
  for (const m of allMatches(/\b([A-Z]{2})\b/g, s.text)) {
    const code = m[1] ?? "";
    if (!USPS_CODES.has(code) || TITLE_CODES.has(code) || taken(m.index, m.index + 2)) continue;
    // "NE Alameda St": a street's direction, not Nebraska.
    if (
      code === "NE" &&
      /^\s+(?:\d+\w*\s+)?[A-Z][a-z]+(?:\s+[A-Z][a-z]+)?\s+(?:St|Street|Ave|Avenue|Rd|Road|Blvd|Boulevard|Dr|Drive|Way|Ln|Lane|Ct|Court|Pl|Place|Pkwy|Parkway|Hwy|Highway|Ter|Terrace|Cir|Circle|Loop|Trl|Trail)\b/.test(
        s.text.slice(m.index + 2, m.index + 50),
      )
    )
      continue;
    const kind = classify(s, m.index, 2, parentIsClient);
    if (kind === "neutral" || kind === "ignore") continue;
    out.push({ code, start: s.start + m.index, end: s.start + m.index + 2, kind, city: false, written: true });
  }
  // "State: NM", "ST=OH", "Residence state | TX": a CRM field naming the state by its code.
  for (const m of allMatches(
    /\b(?:state|st|state of residence|residence state|home state)\s*(?:[:=|]|\.{3,})\s*([A-Z]{2})\b/gi,
    s.text,
  )) {
    const code = (m[1] ?? "").toUpperCase();
    if (!USPS_CODES.has(code) || m[1] !== code) continue;
    const at = m.index + m[0].lastIndexOf(m[1] ?? "");
    if (taken(at, at + 2)) continue;
    out.push({ code, start: s.start + at, end: s.start + at + 2, kind: "current", city: false, written: true });
  }
  // "Wellesley, Mass.", "moved to Fla.": AP-style abbreviations, capitalised as written.
  for (const m of allMatches(AP_RE, s.text)) {
    const code = AP_STATE_ABBREVIATIONS[m[0].toLowerCase()];
    if (!code || !/^[A-Z]/.test(m[0]) || taken(m.index, m.index + m[0].length)) continue;
    out.push({
      code,
      start: s.start + m.index,
      end: s.start + m.index + m[0].length,
      kind: classify(s, m.index, m[0].length, parentIsClient),
      city: false,
      written: true,
    });
  }
  for (const m of STATES.matchAll(s.text)) {
    const name = m.phrase;
    const code = US_STATES[name];
    if (!code) continue;
    if (taken(m.index, m.end)) continue;
    if (name === "virginia" && /west\s+$/i.test(s.text.slice(0, m.index))) continue;
    if (name === "washington" && /^,?\s*d\.?c\b/i.test(s.text.slice(m.end))) continue;
    // "Arkansas Valley Advisors, Pueblo CO", "Washington Street", "Indiana University": a state's
    // name opening the name of a firm, a street or an institution is not where anyone lives.
    if (/^[A-Z]/.test(m.text) && ORGANIZATION_AFTER.test(s.text.slice(m.end, m.end + 40))) continue;
    // "new york" inside "New York City" is the city's; lowercase "georgia"/"virginia" as names are rare.
    out.push({
      code,
      start: s.start + m.index,
      end: s.start + m.end,
      kind: classify(s, m.index, m.text.length, parentIsClient),
      city: false,
      written: true,
    });
  }
  return out;
}

/** Words after a state's name that make it part of an organisation's, a street's or a valley's name. */
const ORGANIZATION_AFTER =
  /^\s+(?:[A-Z][a-z]+\s+){0,2}(?:Valley|River|Street|St|Avenue|Ave|Road|Rd|Drive|Dr|Boulevard|Blvd|Lane|Bank|Advisors|Advisers|Advisory|Wealth|Capital|Partners|Group|University|College|Power|Energy|Mutual|Medical|Health|Hospital|Trust|Financial|Securities|Investments|Planning|Company|Co|Corp|Corporation|Inc|LLC|Instruments|Department|Dept|Retirement|Teachers|Public)\b/;

/** An e-mail header line naming a sender or recipient (not the subject, which may name the client). */
const EMAIL_HEADER = /^\s*(?:>\s*)*(?:from|to|cc|bcc|sent|date|reply-to)\s*:/i;

const WEIGHT: Record<Kind, number> = { current: 3, neutral: 1, property: -1, former: -9, planned: -9, ignore: -99 };

/**
 * "Tell me about Jupiter. — We bought the house on the Intracoastal last year. The plan is to move
 * there for good in January.": a move "there" said as a plan, in a sentence after the one naming the
 * place, is a planned move to the place named last before it (within a few sentences), unless that
 * is where the client lives now.
 */
const MOVE_THERE =
  /\b(?:plan(?:s|ning)?(?: is)? to|going to|gonna|will|['\u2019]ll|want(?:s)? to|hope to|hoping to|intend(?:s|ing)? to|expect(?:s|ing)? to|(?:we|they|he|she)(?:['\u2019]re| are| is|['\u2019]s) (?:finally )?)\s*(?:move|moving|relocate|relocating|retire|retiring|live|living)\s+(?:down |up |out |over |back )?there\b/i;
const THERE_REACH = 400;

function movedThere(doc: ReadText, all: readonly Mention[], current: string | null): Mention | null {
  for (const s of doc.sentences) {
    const m = MOVE_THERE.exec(s.text);
    if (!m) continue;
    const at = s.start + m.index;
    let named: Mention | null = null;
    for (const x of all) if (x.end <= at && at - x.end <= THERE_REACH && x.kind !== "ignore") named = x;
    if (named && named.code !== current && named.kind !== "former") return { ...named, kind: "planned" };
  }
  return null;
}

/** Reads the residence facts and records their quotes. Pure. */
export function readResidence(
  doc: ReadText,
  rec: Recorder,
  asParent: { parentIsClient?: boolean; childNames?: ReadonlySet<string>; thirdPartyNames?: ReadonlySet<string> } = {},
): ResidenceFacts {
  const children = asParent.childNames ?? new Set<string>();
  const others = asParent.thirdPartyNames ?? new Set<string>();
  const all = doc.sentences.flatMap((s) => {
    // "> From: Sarah Lee, Lee Financial, Denver CO": where a sender or recipient of an e-mail is.
    if (EMAIL_HEADER.test(doc.source.slice(lineStartAt(doc.source, s.start), s.start + 12))) return [];
    const speaker = children.size > 0 ? speakerOf(doc.source, s.start) : null;
    const found = mentions(s, asParent.parentIsClient === true || (speaker !== null && children.has(speaker)));
    // "DALE: Karen's fifty-three, nurse in Omaha.", "- Kara (41) pharmacist in Omaha": a sentence
    // about someone else places them, not the client.
    const subject =
      /^[\s>]*(?:[A-Za-z][\w .'-]{0,30}:\s*)?(?:[-•*]\s*)?([A-Z][a-z]+)(?:\s*\(\d{1,2}\))?(?:['\u2019]s\b|\s+(?:is|lives|works|moved|was)\b|\s*,|(?<=\(\d{1,2}\))\s+(?=[a-z]))/.exec(
        s.text,
      )?.[1];
    const about = subject !== undefined && others.has(subject) ? subject : headingPerson(doc.source, s.start);
    if (about !== null && others.has(about))
      return found.map((x) => (x.kind === "current" || x.kind === "neutral" ? { ...x, kind: "ignore" as const } : x));
    return found;
  });
  // "BOONE -- Travis & Jess -- Tulsa": a city name in capitals is more often a family's name in a
  // heading than where they live; a city written in ordinary case beats it.
  const shouted = (x: Mention) => x.city && /^[A-Z][A-Z .'-]+$/.test(doc.source.slice(x.start, x.end).trim());
  let best: Mention | null = null;
  for (const m of all) {
    if (WEIGHT[m.kind] < 0) continue;
    // Of two mentions of the same weight, one that writes the state out beats a city alone ("Summit
    // Comfort Heating … Lee's Summit, MO").
    if (
      !best ||
      WEIGHT[m.kind] > WEIGHT[best.kind] ||
      (WEIGHT[m.kind] === WEIGHT[best.kind] && m.written && !best.written) ||
      (WEIGHT[m.kind] === WEIGHT[best.kind] && shouted(best) && !shouted(m))
    )
      best = m;
  }
  const former = all.find((m) => m.kind === "former" && m.code !== best?.code) ?? null;
  const planned =
    all.find((m) => m.kind === "planned" && m.code !== best?.code) ?? movedThere(doc, all, best?.code ?? null);
  if (best) rec.note("state", best.start, best.end, best.city || best.kind === "neutral" ? "inferred" : "stated");
  if (former) rec.note("formerState", former.start, former.end);
  if (planned) rec.note("plannedMoveState", planned.start, planned.end);
  return { state: best?.code ?? null, formerState: former?.code ?? null, plannedMoveState: planned?.code ?? null };
}
