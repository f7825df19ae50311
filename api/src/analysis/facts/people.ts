import { US_CITIES, US_STATES } from "../us-states.ts";
import { allMatches } from "./matches.ts";
import { countValue } from "./money.ts";
import type { Recorder } from "./recorder.ts";
import {
  birthdayStillToCome,
  CHILDREN_HEADING,
  isNegated,
  leadersAsColons,
  lineStartAt,
  listHeadingLine,
  MONTH_NAME,
  monthNumber,
  type NoteDay,
  noteDay,
  parentWrittenSpans,
  type ReadText,
  type Sentence,
  tokenStartingAt,
} from "./text.ts";

/**
 * People in the notes and their ages (issue #12 item 1): the client, the spouse or partner, the
 * children and grandchildren. Advisers write ages every way ("H 61 / W 58", "Tom is 66 and Maria
 * is 64", "Michael (47)", "Client: Eleanor, 76", "Robert (63) and Linda (61)", "a 61-year-old
 * dentist", "born 1962"); a role comes from the words around a person (wife, son, client…), and
 * otherwise the first adult named is the client and the second adult of a couple the spouse.
 * Parents, siblings and business partners are read as other people and never become the client.
 */

export type Role = "primary" | "spouse" | "couple" | "child" | "grandchild" | "other";

/** What the people reader found. */
export interface PeopleFacts {
  primaryAge: number | null;
  spouseAge: number | null;
  childrenCount: number | null;
  childrenAges: number[];
  grandchildrenCount: number | null;
  /** Names read as children, parents or other third parties (money they hold is not the client's). */
  thirdPartyNames: Set<string>;
  /** The spouse's or partner's first name when the notes give one. */
  spouseName: string | null;
  /** True when the notes are a child's about a parent who is the client ("Dad's 88 and Mom's 86"). */
  clientIsParent: boolean;
  /** Names of the client's children as the notes give them. */
  childNames: Set<string>;
}

interface AgeMention {
  age: number;
  role: Role | null;
  name: string | null;
  start: number;
  end: number;
  status: "stated" | "inferred";
}

const SPOUSE_WORDS = "co-client|wife|husband|hubby|spouse|partner|fianc[ée]e?|boyfriend|girlfriend|significant other";
const CHILD_WORDS = "sons?|daughters?|kids?|children|child|boys?|girls?|stepsons?|stepdaughters?|twins";
const GRANDCHILD_WORDS = "grandsons?|granddaughters?|grandkids?|grandchildren|grandchild";
const OTHER_WORDS =
  "mother|mom|mama|momma|mommy|father|dad|daddy|papa|parents?|brothers?|sisters?|siblings?|aunt|uncle|nephew|niece|cousin|friend|mother-in-law|father-in-law|in-laws|business partner|co-?founder|cpa|attorney|lawyer|accountant|boss|colleague|caregiver";

/** Capitalised words that open sentences or label fields, never a person's name. */
const NOT_NAMES = new Set(
  (
    "client clients dependents dependent home cash kids kids' children husband wife spouse partner age ages he she they both the in on at by " +
    "social security medicare medicaid pension annuity schwab fidelity vanguard kodak " +
    "savings checking brokerage house mortgage equity rent salary bonus income debt loan heloc " +
    // "NYSLRS pension (Tier 4)", "Phase 2", "Class B": a grade or a step, not a person.
    "tier phase class level step stage grade unit part section chapter round series option plan " +
    // "Mine's sixteen-forty": a possessive pronoun opening a sentence.
    "mine yours hers ours theirs " +
    // "Fifty-two. Feel seventy.": a verb opening a sentence.
    "feel feels felt look looks act acts " +
    "since about approx approximately net nw income notes note meeting mtg re subject from to cc date summary " +
    "assets liabilities goals goal family household retirement estate tax taxes plan plans business employer " +
    "comp salary total h w mr mrs ms dr jr sr son daughter mom dad mama momma mommy daddy papa mother father brother sister who what when " +
    "where why how also and or but so then next this that these those our my his her their its one two three " +
    "four five six seven eight nine ten jan feb mar apr may jun jul aug sep sept oct nov dec january february " +
    "march april june july august september october november december monday tuesday wednesday thursday friday " +
    "saturday sunday ira roth sep llc lp inc corp co fl ca ny tx nj ma wa pa ct il status marital state " +
    "residence resides lives current currently primary secondary cash brokerage risk profile objective objectives " +
    "situation background update follow followup follow-up call email thanks thank hi hello dear best regards " +
    "sent wrote cheers team advisor adviser planner prospect prospects new existing spoke met married widowed " +
    "divorced retired separated engaged together kids' ages aged co-client dob ssn mfj mfs hoh " +
    "local unit suite route highway interstate station precinct district ward chapter lodge post apt room gate " +
    "pier floor level grade class section article exit lot block base bonus strike vested member members"
  ).split(" "),
);

const ADULT = (n: number) => n >= 18 && n <= 110;

/** Places are not people: a city or a state after "daughters in" is not a daughter's name. */
const PLACES = new Set([...Object.keys(US_STATES), ...Object.keys(US_CITIES)]);

/*
 * The patterns of the readers below, compiled once: building them from the word lists for every
 * sentence cost more than running them. The global ones are only run through allMatches, which
 * leaves their lastIndex at 0.
 */
/** After an age: a percentage, an amount, a duration or a count instead ("60%", "20 years ago"). */
const NOT_AGE = String.raw`(?!\+?\s*(?:yrs?|years?)\s+(?:younger|older|behind|ahead|junior|senior|apart))(?!\s*(?:%|percent|k\b|m\b|mm\b|million|thousand|years? (?:ago|of|in|with|at)|yrs? (?:ago|of|in)|(?:years?|yrs?)\s+(?:younger|older|behind|ahead|junior|senior|apart)|kids|children|grand|acres|units|employees|people|properties|rentals?|homes?|times|days|weeks|months|shares|\/\d|-\d|,\d{3}|\.\d|-(?:year|yr|month|day)s?\b(?!-old)))`;
/** The role word closest before a person, a few words at most (roleFromContext). */
const ROLE_BEFORE = new RegExp(
  String.raw`(?:\b(client|${SPOUSE_WORDS}|${GRANDCHILD_WORDS}|${CHILD_WORDS}|${OTHER_WORDS}|he|she|him|mr\.?|mrs\.?|ms\.?)\b|\b(h|w)\b)[^a-z]*(?:(?:is|was|aged?|age|turns|turned|just turned|will be|'s|named|called|(?!(?:with|to|from|by|for|and|or|then|but|than|as|of|at|in|on|per|via|under|about|regarding|like|except|unlike)\b)[a-z]+)\s*){0,2}[^a-z]*$`,
  "i",
);
const IS_GRANDCHILD_WORD = new RegExp(`^(?:${GRANDCHILD_WORDS})$`);
const IS_CHILD_WORD = new RegExp(`^(?:${CHILD_WORDS})$`);
const IS_OTHER_WORD = new RegExp(`^(?:${OTHER_WORDS})$`);
const CHILD_WORD = new RegExp(`\\b(?:${CHILD_WORDS})\\b`, "i");
const OTHER_WORD = new RegExp(`\\b(?:${OTHER_WORDS})\\b`, "i");
/** A child or grandchild word earlier in the clause. */
const CHILDREN_BEFORE = new RegExp(`\\b(?:${CHILD_WORDS}|${GRANDCHILD_WORDS})\\b[^.;]*$`, "i");
/** "H 61", "W: 58", "P 38": an initial and an age. */
// "H 310 + W 58 -> HHI": a figure in a sum ("+" before it, an arrow or "=" after) is not an age.
const INITIAL_AGE = new RegExp(
  String.raw`(?<!\+\s{0,3})\b([A-Z])\s?[:=-]?\s?(\d{2})\b(?!\s*(?:->|=>|→|=\s*[$\d~]|\+))${NOT_AGE}`,
  "g",
);
/**
 * "Michael (47)", "Eleanor, 76", "Tom is 66", "Sam 57 (architect)", "Jordan T., 44", "Karen L. - 53",
 * "Marcus Jr. (14)", "Adrian Villarreal DDS (H) 51 / Sofia (W) 49".
 */
const NAME_AGE = new RegExp(
  String.raw`\b([A-Z][a-z]+(?:-[A-Z][a-z]+)?)(?:(?:\s+(?:Vander|Vanden|Van|Von|De|Del|Della|Da|Di|La|Le|Du|St\.?)(?=\s+[A-Z]))?\s+(?:Mc|Mac|O'|De|Di|Da|La|Le|Van|Von)?[A-Z][a-z]+(?:-[A-Z][a-z]+)?|\s+[A-Z]\.?)?(?:,?\s+(?:Jr|Sr)\.?|\s+(?:II|III|IV)\b)?(?:\s*\((?:nee|née|born|formerly|goes by|aka|called|(?:(?:his|her)\s+)?(?:second|third|new|current)\s+(?:wife|husband|spouse|partner)|[A-Z][a-z]+['\u2019]s\s+(?:(?:second|new|current)\s+)?(?:wife|husband|spouse|partner))\b[^()\d]{0,25}\))?\s*(?:\(\s*(?:age\s*|(?:just\s+)?turn(?:ed|s)\s+|will be\s+|(?:widow(?:ed|er)?|retired|client|single|divorced|married|md|dds|cpa|esq\.?),\s*)?(\d{1,2})\s*(?:\)|,|;|\s+(?=(?:in|last|this|next|on)\b))|[,:|]?\s*(?:[-–—]\s*)?,?\s*(?:(?:MD|M\.D\.|DO|DDS|DMD|CPA|JD|PhD|Esq\.?|RN|NP|CFA|CFP)\s*,\s*|(?:(?:MD|M\.D\.|DDS|DMD|CPA|PhD|Esq\.?|CFA)\s+)?\((?:H|W|husband|wife|client|spouse)\)\s*)?(?:age\s*)?(\d{1,2})(?!\s*(?:years?|yrs?)\s+(?:younger|older|behind|ahead|junior|senior|apart|ago|left|remaining|to go|more|of|into|until|till|in (?:the|this)))(?=\s*(?:[,.;:)(|?]|\/(?!\d)|$|and\b|&|\n|-(?!\d|(?:year|yr|month|day)s?\b(?!-old))|–|—|y\/?o\b|yrs?\b))|(?:,|:|\s+[-–—])?\s+(?:(?:who|that)\s+(?:is|turned|just turned|turns|will be|will turn)|who's|is turning|is|was|turns|turning|turned|just turned|just hit|will be|will turn|aged?|also|now)\s+(?:also\s+|now\s+)?(\d{1,2})\b${NOT_AGE})`,
  "g",
);
/** "34F, single", "61M/58F": an age and a sex letter, not money ("$34M") or a model name. */
const AGE_SEX =
  /(?<![$\d.,\w])(\d{2})\s?[MF]\b(?=\s*(?:[,/;]|$|\s+(?:single|married|divorced|widow\w*|partnered|engaged|separated|client|retired)\b))|(?<=(?:^|\n|[,;(])\s*)[MF]\s?(\d{2})\b(?=\s*(?:[,/;]|$|\s+(?:single|married|div\w*|widow\w*|partnered|engaged|separated|client|retired)\b))/g;
/** "Dec 31", "Sept. 12" at the end of a match: a date, not a name and an age. */
const MONTH_DAY_AT_END = new RegExp(`\\b${MONTH_NAME}\\.?\\s*\\d{1,2}$`, "i");
/** "MFJ, 61 & 58", "cl 61, sp 58", "J61 S58": groups the client's age and the spouse's. */
const SHORTHAND_COUPLE_AGES =
  /\b(?:mfj|MFJ|[Mm]arried|[Cc]ouple)\b[,:]?\s*(\d{2})\s*(?:&|and|\/)\s*(\d{2})\b(?!\s*(?:%|k\b|years? (?:ago|of)))|\bcl1?\s*[:=]?\s*(\d{2})\s*[,;/]\s*(?:sp|cl2)\s*[:=]?\s*(\d{2})\b|(?<![\w$])[A-Z](\d{2})\s+[A-Z](\d{2})\b(?![\d%])/g;
/** "single F 44", "44yo single mom", "44 y/o": one person's age in shorthand. */
const SHORTHAND_ONE_AGE =
  /\b(?:single|widowed|widow|widower|divorced|married)\s+[MF]\s?,?\s*(\d{2})\b|\b(\d{2})\s?(?:yo|y\/o|yrs? old)\b/gi;
/** "Ages 58 (him) and 55 (her)": two ages, each with whose it is in brackets. */
const AGES_WITH_WHOSE =
  /\bages?\s*:?\s*(\d{2})\s*\(\s*(him|his|he|husband|h|her|hers|she|wife|w)\s*\)\s*(?:and|&|,|\/)\s*(\d{2})\s*\(\s*(him|his|he|husband|h|her|hers|she|wife|w)\s*\)/gi;
/** A CRM line for one of the couple with an "Age" field in it: groups the label and the age. */
const LABELLED_LINE_AGE =
  /^\s*((?:client|person)[_ ]?[ab12]|p[12]|cl[12]|c[12]|spouse|secondary|primary|co-?client|partner)\s*[:=][^\n]{0,80}?\bage\s*[:=]?\s*(\d{2})\b/gim;
/** "Client: 62M", "Spouse - 59F": a role label, then an age with a sex letter. */
const LABELLED_AGE_SEX =
  /\b(client|primary|spouse|husband|wife|partner|co-?client)\s*[:=-]\s*(\d{2})\s?[MF]\b(?![\w$])/gi;
/** "Bill, you turned 67", "Ann, you're 58": an age said to the person addressed by name. */
const ADDRESSED_AGE =
  /\b([A-Z][a-z]+),\s+you(?:'re|\u2019re| are| just turned| turned| turn| will be)\s+(\d{2})\b(?!\s*(?:%|k\b|years? (?:ago|in|of)))/g;
/** "Maribel, I have you born in '63", "Ann, you were born in 1961": a birth year said to the person addressed. */
const ADDRESSED_BIRTH =
  /\b([A-Z][a-z]+),\s+(?:I have you|I've got you|you were|you're|you are)\s+born\s+(?:in\s+)?['\u2019]?(\d{4}|\d{2})\b/g;
/** A role word just after a name: "Ingrid (60), Peter's wife", "Ruth, his mother". */
// "Valentina (59), Gus's brother Nick": a role word followed by a name is that name's, not the one before.
const ROLE_AFTER_NAME = new RegExp(
  String.raw`^(?:\s+[A-Z][a-z]+)?\s*(?:\(\d{1,2}\))?\s*(?:,|\()\s*(?:[A-Z][a-z]+'s|his|her|their|the client's|our|my)\s+(${SPOUSE_WORDS}|${CHILD_WORDS}|${GRANDCHILD_WORDS}|${OTHER_WORDS})\b(?!\s+[A-Z][a-z]+\b)`,
);
/** "his wife is three years younger", "spouse 2 yrs older": the spouse's age against the client's. */
const RELATIVE_AGE = new RegExp(
  String.raw`\b(?:${SPOUSE_WORDS})\b[^.;\d]{0,20}?\b(\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\s+(?:years?|yrs?)\s+(younger|older)\b`,
  "i",
);
/** Words of a sentence about owning a business together, where "partner" is a business partner. */
const BUSINESS_CONTEXT =
  /\b(?:co-?owns?|co-?owned|co-?founded|co-?founder|firm|practice|company|business|llc|s[- ]corp|partnership|shares?|stake|equity|buy-?sell)\b/i;
/**
 * RELATIVE_AGE with a name (or a line's initial, "L: 2 yrs younger") for the role word: groups
 * name, count, direction, the person compared with.
 */
const NAMED_RELATIVE_AGE =
  /\b(?!(?:And|But|So|Now|Also|Then|Okay|Well|Yes|No|Oh|Right)\b)([A-Z][a-z]+|[A-Z](?=:))\b(?:\s+[A-Z][a-z]+(?:-[A-Z][a-z]+)?)?(?:,?\s+(?:MD|M\.D\.|DO|PsyD|PhD|JD|DDS|DMD|CPA|RN|NP|Esq\.?))?\)?(?:\s*\((?:client|co-?client|spouse|wife|husband)\))?,?\s*(?:is\s+|'s\s+|\u2019s\s+|:\s*|I have you (?:as|at)\s+|I've got you (?:as|at)\s+|you're\s+|you are\s+)?(?:who is\s+|who's\s+|who\u2019s\s+)?(?:about\s+|roughly\s+)?(\d{1,2}|a|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\s+(?:years?|yrs?)\s+(younger|older|behind|ahead|junior|senior)\b(?:\s+(?:than|of)\s+([A-Za-z]+))?/;
/** "He's two years older than me", "she is 3 yrs younger than I am": a pronoun against the speaker. */
const PRONOUN_RELATIVE_AGE =
  /\b(?:he's|she's|he is|she is)\s+(?:about\s+)?(\d{1,2}|a|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\s+(?:years?|yrs?)\s+(younger|older)\s+than\s+(?:me|i am|i'm)\b/i;
const SPOUSE_WORD_RE = new RegExp(`\\b(?:${SPOUSE_WORDS})\\b`, "i");
/** NAME_AGE read at one position (sticky), for a name after a role word or a title. */
const NAME_AGE_AT = new RegExp(NAME_AGE.source, "y");
/** "he is 61", "wife 58", "son (34)", "client, 76", "spouse: 58". */
// "Eighty-five for him, eighty-three for me": a figure for someone is not their age.
const ROLE_AGE = new RegExp(
  String.raw`(?<!\b(?:for|to|from|by)\s)(?<!\b(?:yr|year|years|month|date|day|time)\s+(?:that\s+|when\s+)?)\b(client|${SPOUSE_WORDS}|${GRANDCHILD_WORDS}|${CHILD_WORDS}|${OTHER_WORDS}|he|she|him|her)(?:'s|'ll be|\u2019ll be)?(?:,\s+(?:a|an)\s+[a-z]+(?:\s+[a-z]+)?,)?\s*(?:\(\s*(\d{1,2})\s*\)|[:,=-]?\s*(?:[MF]\s*,\s*)?(?:is|was|aged?|age|turns|turned|just turned|will be|now)?\s*(\d{1,2})\b${NOT_AGE})`,
  "gi",
);
/** The noun after "a 63-year-old": "husband", "son". */
const NOUN_AFTER_AGE = new RegExp(
  `^\\s*(?:[a-z-]+\\s+)?(${SPOUSE_WORDS}|${CHILD_WORDS}|${GRANDCHILD_WORDS}|${OTHER_WORDS})\\b`,
  "i",
);
/** "kids (12, 9)", "children ages 8, 11 and 14", "two kids, 12 and 9", "Kids ...... 2 (6 and 3)". */
const LISTED_CHILD_AGES = new RegExp(
  String.raw`\b(?:${CHILD_WORDS}|dependents)\b\s*(?:(?::|\.{3,})\s*\d{1,2}\s*(?:(?:grown|adults?|grown-up)\s*)?(?=\())?(?:,?\s*(?:all|both)?\s*(?:grown|adults?|grown and gone|out of the house)\s*)?(?:\(\s*(?:ages?\s*)?|,?\s*(?:ages?d?|who are)\s*:?\s*|,\s*|\s*[-–—]\s*|:?\s+(?=\d{1,2}\s*(?:,|and|&|\/|\+)\s*\d)|\s+(?:are|were|are now|now)\s+(?=\d{1,2}\s*(?:,|and|&|\/|\+)\s*\d))((?:\d{1,2}\s*(?:,|and|&|\/|\+)?\s*){1,8})(?:\)|years|yrs|$|[.;(]|\s+\()`,
  "i",
);

/** The patterns of `counts` for one list of nouns (children, grandchildren). */
interface CountPatterns {
  any: RegExp;
  none: RegExp;
  negatedNoun: RegExp;
  ofTheir: RegExp;
  /** One count and noun ("two sons"), global. */
  term: RegExp;
  /** A list of them ("two sons and a daughter"), global. */
  list: RegExp;
  /** A CRM field with a count ("Kids: 2"). */
  field: RegExp;
}
const countPatternsByNouns = new Map<string, CountPatterns>();

/** The patterns of `counts` for `nouns` (an alternation of nouns), compiled on first use. */
function countPatterns(nouns: string): CountPatterns {
  let p = countPatternsByNouns.get(nouns);
  if (!p) {
    const term = String.raw`\b(\d{1,2}|no|zero|a|an|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|both)\s+(?:(?:young|adult|grown|minor|teenage|little|small|college-age|school-age|biological|wonderful|great)\s+)?(${nouns})\b`;
    p = {
      any: new RegExp(`(?<![A-Za-z])(?:${nouns})\\b|childless`, "i"),
      none: new RegExp(
        String.raw`\b(?:no|zero|without|never had(?: any)?)\s+(?:\w+\s+)?(?:${nouns})\b|\b(?:${nouns})\s*(?::|=|[ \t]*\.{3,})\s*(?:none|no|0|n\/a)\b|\bchildless\b`,
        "i",
      ),
      negatedNoun: new RegExp(String.raw`\b(?:have|has|had)\s+(?:any\s+)?(?:${nouns})\b`, "i"),
      ofTheir: new RegExp(String.raw`\b\w+\s+of\s+(?:their|his|her|the)\s+(\w+)\s+(?:${nouns})\b`, "i"),
      term: new RegExp(term, "gi"),
      list: new RegExp(String.raw`${term}(?:\s*(?:\([^)]*\))?\s*(?:,|and|&|plus)\s*${term})*`, "gi"),
      // "Kids: 2", "HH_Children: 2" (a CRM key), "kids 3: twins 15 + 11" (the count before a colon).
      field: new RegExp(
        String.raw`(?<![A-Za-z])(?:${nouns})(?:\s*[:=|]\s*(\d{1,2})\b(?!\s*(?:and|&|,|\/)\s*\d|\s*-?\s*(?:yrs?|years?|y\/?o|yo)\b)|(?:[ \t]+|[ \t]*\.{3,}[ \t]*)(\d{1,2})(?=[ \t]*(?::|\(|$)))`,
        "im",
      ),
    };
    countPatternsByNouns.set(nouns, p);
  }
  return p;
}

/** The roles an appositive age takes from its opening words: the client or the couple, else none. */
function spouseRole(role: Role | null): Role | null {
  return role === "spouse" || role === "couple" || role === "primary" ? role : null;
}

/** Role from the words just before a person or an age ("his wife Linda", "son (34)", "Client:"). */
function roleFromContext(before: string): Role | null {
  // A role word names the person only within the same clause: "his father started it in 1971; Sofia".
  // "Client 2 ......... Jean": a leader of dots is not a sentence's end.
  const b = (
    before
      .toLowerCase()
      .replace(/\.{2,}/g, " ")
      .split(/[;!?/]|\.\s/)
      .pop() ?? ""
  )
    .replace(/\bmarried to\s*$/, "spouse ")
    // "Bob (the estate attorney): Claire": a bracket about the person before is not this one's role.
    .replace(/\b[a-z]+\s*\((?![^()]*\d)[^()]*\)\s*[:,;-]\s*$/, " ")
    .replace(/\b(?:focus|prospect|re)\s*:\s*$/, "client: ");
  // "P2: Yumi, 61", "Secondary: Kim Olsen": a CRM's second person is the spouse or partner.
  if (/(?:^|\n|[;|])\s*(?:p2|cl2|client 2|secondary|co-?client|person 2)\s*[:=]\s*$/.test(b)) return "spouse";
  if (/(?:^|\n|[;|])\s*(?:p1|cl1|client 1|primary|person 1)\s*[:=]\s*$/.test(b)) return "primary";
  let last = ROLE_BEFORE.exec(b);
  if (!last) return null;
  // "Paul (61, our client), his wife Anne": the role word nearest the person is theirs.
  for (let i = 0; i < 4; i++) {
    const from: number = last.index + (last[1] ?? last[2] ?? "").length;
    const nearer = ROLE_BEFORE.exec(b.slice(from));
    if (!nearer) break;
    last = Object.assign(nearer, { index: nearer.index + from });
  }
  const word = (last[1] ?? last[2] ?? "").toLowerCase();
  // "Client 2 ....... Jean Ferris, 57": the second client of a household is the spouse or partner.
  if (word === "client") return /\bclient\s*#?\s*(?:2|b|two)\b[^a-z]*$/.test(b) ? "spouse" : "primary";
  if (IS_GRANDCHILD_WORD.test(word)) return "grandchild";
  if (IS_CHILD_WORD.test(word)) return "child";
  // "Divorced dad, 44", "single mom of two": a parent described by their own status is the client.
  if (
    /^(?:dad|mom|father|mother)$/.test(word) &&
    /\b(?:divorced|single|widowed|separated|remarried|stay-at-home|working|new|young|first-time)\s+(?:dad|mom|father|mother)\b[^a-z]*$/.test(
      b,
    )
  )
    return "primary";
  if (IS_OTHER_WORD.test(word)) return "other";
  if (/^(?:spouse|partner|fianc|boyfriend|girlfriend|significant)/.test(word)) return "spouse";
  // "his wife", "her husband": the possessor is the client, the person named is the spouse.
  if (/^(?:wife|husband|hubby)$/.test(word))
    return /\b(?:his|her|my|our|client's|the client's)\s+(?:wife|husband|hubby)\b[^a-z]*$/.test(b)
      ? "spouse"
      : "couple";
  return "couple";
}

/**
 * The four-digit year of a birth year written with four or two digits ("1961", "61"): a two-digit
 * year is of the century that makes the person 0–110 years old in `asOfYear`. Null when not a year.
 */
function birthYear(digits: string, asOfYear: number): number | null {
  if (!/^\d{2}(?:\d{2})?$/.test(digits)) return null;
  if (digits.length === 4) return Number(digits);
  const n = Number(digits);
  const thisCentury = Math.floor(asOfYear / 100) * 100 + n;
  return thisCentury <= asOfYear ? (asOfYear - thisCentury < 18 ? thisCentury - 100 : thisCentury) : thisCentury - 100;
}

/**
 * The month and day of a birth date as BIRTH_YEAR matched it (`matched`) with the characters after
 * it (`after`, for the rest of an ISO date): "born in August 1957" (8, null), "DOB 3/4/1962" (3, 4),
 * "b. 10/1966" (10, null), "DOB: 1962-04-19" (4, 19). Null when only the year is given.
 */
function birthMonthDay(matched: string, after: string): { month: number; day: number | null } | null {
  const named = new RegExp(`\\b(${MONTH_NAME})\\.?\\s+(?:(\\d{1,2})(?:st|nd|rd|th)?\\b)?`, "i").exec(matched);
  if (named) {
    const month = monthNumber(named[1] ?? "");
    return month === null ? null : { month, day: named[2] ? Number(named[2]) : null };
  }
  const mdy = /\b(\d{1,2})[/.-](\d{1,2})[/.-](?:\d{4}|\d{2})$/.exec(matched);
  if (mdy) return { month: Number(mdy[1]), day: Number(mdy[2]) };
  const my = /\b(\d{1,2})[/.-](?:\d{4}|\d{2})$/.exec(matched);
  if (my) return { month: Number(my[1]), day: null };
  const iso = /^-(\d{2})-(\d{2})/.exec(after);
  if (iso && /\d{4}$/.test(matched)) return { month: Number(iso[1]), day: Number(iso[2]) };
  return null;
}

/** Age in years from a birth year, as of `asOfYear` (the person may not have had the birthday yet). */
function ageFromBirthYear(year: number, asOfYear: number): number {
  return asOfYear - year;
}

/** Ages written next to a role word, a name, or as "NN-year-old", in one sentence. */
/** An age said aloud: "she's seventy-six", "I'm sixty-two", "he just turned fifty-eight". */
const SPOKEN_AGE =
  /\b(i'm|i\u2019m|i am|he's|she's|he\u2019s|she\u2019s|he is|she is|turned|turns|just turned|aged?|(?:the\s+)?(?:client|co-client|wife|husband|spouse|partner)(?:\s+is|\s*,))\s+(twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)(?:[-\s](one|two|three|four|five|six|seven|eight|nine))?\b(?!\s*(?:percent|thousand|million|hundred|k\b|grand))/gi;
/** "Maria is sixty-four", "Glen, sixty-seven", "June (seventy-three)". */
const NAME_SPOKEN_AGE =
  /\b([A-Z][a-z]+)(?:\s+[A-Z][a-z]+)?(?:\s*,|\s*\(|\s+(?:is|was|turned|just turned|who is|who's|is now)|\s+(?=[a-z]+(?:-[a-z]+)?\s*(?:[.;,)]|$)))\s*(twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)(?:[-\s](one|two|three|four|five|six|seven|eight|nine))?\b(?![-\s](?:one|two|three|four|five|six|seven|eight|nine)\b)(?!\s*(?:percent|thousand|million|hundred|k\b|grand|years? (?:ago|of)|dollars|bucks))/g;
/**
 * A birth date or year: "born 1962", "born in March 1961", "DOB 3/4/1962", "DOB 03-14-61", "DOB 3/74",
 * "b. '61", "Cl2 DOB: 1962-04-19", "DOB (Aisha): 1989-05-22". Groups: the name in a label's
 * brackets, a four-digit year, a two-digit year of a date, an apostrophe year.
 */
const BIRTH_YEAR =
  /\b(?:born(?:\s+(?:in|on))?(?:\s+(?:the\s+)?(?:spring|summer|fall|autumn|winter|beginning|end|start)\s+of)?|dob|d\.o\.b\.?|b\.|date of birth|birth ?date|yob|year of birth|birth year)(?:\s*\(([A-Z][a-z]+)\))?\s*[:|=]?\s*(?:(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?\s+(?:\d{1,2}(?:st|nd|rd|th)?,?\s+)?)?(?:(?:\d{1,2}[/.-](?:\d{1,2}[/.-])?)?((?:19|20)\d{2})\b|(?:0?[1-9]|1[0-2])[/.-](?:\d{1,2}[/.-])?(\d{2})\b(?![/.-]\d)|['\u2019](\d{2})\b)/gi;
/** Two birth dates under one label: groups the two four-digit years. */
const BIRTH_YEAR_PAIR =
  /(?:\b(?:dobs?|d\.o\.b\.?|born|birth ?(?:dates?|years?)|years? of birth)|\bb\.)\s*:?\s*(?:\d{1,2}[/.-]\d{1,2}[/.-])?((?:19|20)\d{2})(?:[/.-]\d{1,2}[/.-]\d{1,2})?(?:\s*\([A-Za-z][a-z]+\))?\s*(?:\/|&|,|\band\b)\s*(?:\d{1,2}[/.-]\d{1,2}[/.-])?((?:19|20)\d{2})\b/gi;
/** A CRM age field: "P1 Age: 37", "Age A: 46", "Spouse Age: 44" (underscores read as spaces). */
const CRM_AGE =
  /\b(?:((?:cl|c|p|client|person)\s?[12]|spouse|sp|co-?client|primary|client)\s+age|age\s+([ab12]))\s*[:=]\s*(\d{2})\b/gi;
/** Words before "age N" that make it the age of a planned event ("retirement age", "buy-in ~age 58"). */
const PLANNED_AGE_BEFORE =
  /\b(?:retir\w*|claim\w*|claiming|target|planned|desired|expected|full|normal|buy[-\s]?in|buy[-\s]?out|succession|exit)\s*[~≈]?\s*$/i;
/** Two people by initial: "J 34 / K 33", "M58/S56". */
const INITIAL_PAIR_AGES = /(?<![\w$])([A-Z])\s?(\d{2})\s*\/\s*([A-Z])\s?(\d{2})\b(?![\d%])/g;

/** Tens and units in words, for ages said aloud ("she's seventy-six"). */
const TENS: Record<string, number> = {
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
};
const UNITS: Record<string, number> = {
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

/** An age said in words, from its tens and units ("sixty", "two" → 62). */
function spokenAge(tens: string | undefined, units: string | undefined): number {
  return (TENS[(tens ?? "").toLowerCase()] ?? 0) + (UNITS[(units ?? "").toLowerCase()] ?? 0);
}

/**
 * The sentence as the age patterns read it, the same length as the original so offsets hold:
 * underscores of CRM field names as spaces ("P1_Age: 37"), and a sentence typed in capitals
 * ("TOM 52, NADIA 50") with its words in title case so names read as names.
 */
function ageView(text: string): string {
  // "Age ........ 58" reads as "Age :        58"; "Pamela \"Pam\" Graves - 66" without the nickname
  // (same length, offsets hold).
  const spaced = leadersAsColons(text.replace(/_/g, " ")).replace(
    /(?<=[A-Z][a-z]+)\s["\u201c][A-Z][a-z]+["\u201d](?=\s+[A-Z])/g,
    (nick) => " ".repeat(nick.length),
  );
  if (!/[A-Z]{2}/.test(spaced) || /[a-z]/.test(spaced)) return spaced;
  return spaced.replace(/[A-Z]+/g, (w) => w.charAt(0) + w.slice(1).toLowerCase());
}

/** An age of 20–99 in words: "sixty", "sixty-one", "Seventy two" (not followed by a larger unit). */
const WORDED_AGE =
  /(?<!\b(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen)[-\s])\b(twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)(?:[-\s](one|two|three|four|five|six|seven|eight|nine))?\b(?![-\s]+(?:hundred|thousand|million|billion|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|one|two|three|four|five|six|seven|eight|nine)\b)/gi;

/**
 * The age view with ages said in words written as digits, right-aligned in the words' place so
 * every offset holds ("Sixty-one-year-old" → "       61-year-old", "she is sixty" → "she is    60"):
 * the digit patterns then read "Steve (sixty-four)" and "A: Sixty-one and fifty-eight" as they
 * read "Steve (64)" and "61 and 58".
 * @param read spans (offsets in `view`) whose words are left as they are.
 */
function digitAgeView(view: string, read: readonly { start: number; end: number }[] = []): string {
  // "Their daughter Ira is six", "Ama, who turned three": a child's age in words after the verb.
  const young = /\b(?:is|turned|just turned|turns|who's)\s|[A-Z][a-z]+['\u2019]s\s/i.test(view)
    ? view.replace(YOUNG_WORDED_AGE, (whole, verb: string, word: string) => {
        const n = countValue(word.toLowerCase());
        if (n === null) return whole;
        const digits = String(n);
        return `${verb}${" ".repeat(whole.length - verb.length - digits.length)}${digits}`;
      })
    : view;
  if (!/(?:ty)\b/i.test(young)) return young;
  return young.replace(WORDED_AGE, (whole, tens: string, units: string | undefined, at: number) => {
    // Words the spoken-age patterns have read already (or chose to skip) stay words.
    if (read.some((r) => r.start <= at && at < r.end)) return whole;
    const digits = String(spokenAge(tens, units));
    return " ".repeat(whole.length - digits.length) + digits;
  });
}

/** An age of one to nineteen in words after "is", "turned", "turns" ("is six") or a name's "'s" ("Owen's sixteen"), not a count or a span of years. */
const YOUNG_WORDED_AGE =
  /(\b(?:is|turned|just turned|turns|who's)\s+|(?<=\b(?!(?:It|That|There|Here|What|He|She|Who|Everything|Nothing)\b)[A-Z][a-z]+)['\u2019]s\s+)(one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen)\b(?!\s*(?:%|percent|years?(?! old)|yrs?(?! old)|months?|weeks?|days?|times|of|kids|children|sons|daughters|grandchildren|grandkids|people|properties|houses|homes|rentals|units|businesses|companies|million|thousand|hundred|[-\s]?(?:year|yr)s?[-\s]?(?:ago|from|away|left|out|in|before|after|to)))/gi;

/** The person a CRM label numbers or letters: "Cl1", "P1", "Age A" → primary; "Cl2", "P2", "Age B", "Spouse" → spouse. */
function labelRole(label: string): Role | null {
  const l = label.toLowerCase().replace(/\s+/g, "");
  if (/^(?:spouse|sp|co-?client|partner|secondary)\d?$|^(?:cl|c|p|client|person)2$|^2$|^b$/.test(l)) return "spouse";
  if (/^(?:cl|c|p|client|person)1$|^1$|^a$|^client$|^primary$/.test(l)) return "primary";
  return null;
}

/**
 * The ages mentioned in one sentence, each with the role and name its words give.
 * @param speaker the speaker label of the sentence's line in a transcript ("DH", "Ruth"), whose
 *   "I'm 57" is that speaker's age, not necessarily the client's; null outside transcripts.
 * @param addressee in a transcript, the speaker of the next line, whose age "you're 45?" asks; null
 *   outside transcripts.
 */
function ageMentions(
  s: Sentence,
  asOfYear: number,
  initials: ReadonlySet<string>,
  coupleCue: boolean,
  speaker: string | null = null,
  addressee: string | null = null,
  knownNames: ReadonlyMap<string, unknown> = new Map(),
  writerIsChild = false,
  note: NoteDay | null = null,
): AgeMention[] {
  const out: AgeMention[] = [];
  // "Dad (Frank) is 79", "his wife (Ruth) is 76": the name in brackets after the family word is
  // blanked so the family word is read with the age (same length, offsets hold).
  let text = ageView(s.text).replace(
    /\b(dad|mom|mum|father|mother|husband|wife|spouse|partner|son|daughter)(\s*\([A-Z][a-z]+\))(?=\s*(?:is|was|,)\s*\d)/gi,
    (_w, role: string, rest: string) => role + " ".repeat(rest.length),
  );
  /** Adds a mention unless one overlaps it; true when kept or already read as the same age. */
  const add = (m: Omit<AgeMention, "start" | "end">, start: number, end: number): boolean => {
    const overlapping = out.filter((o) => o.start < s.start + end && o.end > s.start + start);
    if (overlapping.length === 0) out.push({ ...m, start: s.start + start, end: s.start + end });
    // Kept, or already read as the same age by another pattern ("Husband and wife, 68 and 66").
    return overlapping.length === 0 || overlapping.some((o) => o.age === m.age);
  };
  /** Two ages of one phrase ("67/66", "ages 61 and 58"): the second only with the first, over the same words. */
  const addPair = (a: number, b: number, role: Role, start: number, end: number) => {
    if (add({ age: a, role, name: null, status: "stated" }, start, end))
      out.push({ age: b, role, name: null, start: s.start + start, end: s.start + end, status: "stated" });
  };
  // Ages said aloud: "she's seventy-six", "I'm sixty-two", "he just turned fifty-eight".
  const spoken: { start: number; end: number }[] = [];
  for (const m of allMatches(SPOKEN_AGE, text)) {
    spoken.push({ start: m.index, end: m.index + m[0].length });
    const who = (m[1] ?? "").toLowerCase();
    // "July. I'm sixty-five next month.", "she turns seventy in March": the age to come, so a year
    // younger now.
    const toCome =
      !/turned|aged?/.test(who) &&
      /^\s*(?:in\s+(?:jan(?:uary)?|feb(?:ruary)?|march|april|may|june|july|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?|the (?:spring|summer|fall|autumn|winter))|next (?:month|week|spring|summer|fall|winter)|this (?:coming )?(?:spring|summer|fall|winter)|later this year)\b/i.test(
        text.slice(m.index + m[0].length),
      );
    const said = spokenAge(m[2], m[3]);
    const age = said !== null && toCome ? said - 1 : said;
    // "And I turned seventy in January": the speaker's own age after "I".
    const self =
      /^i/.test(who) || (/^(?:just )?turn/.test(who) && /\bI\s+$/.test(text.slice(Math.max(0, m.index - 6), m.index)));
    // "Client is sixty-two", "his wife, fifty-nine": the role word is part of the match.
    const roleWord = /^(?:the\s+)?(?:client|co-client|wife|husband|spouse|partner)\b/.test(who);
    const role = self
      ? speaker
        ? null
        : "primary"
      : roleFromContext(text.slice(Math.max(0, m.index - 40), m.index + (roleWord ? (m[1] ?? "").length : 0)));
    // "she's seventy-six, she turned seventy-six in January": one person said twice.
    if (out.some((o) => o.age === age)) continue;
    add({ age, role, name: self ? speaker : null, status: "stated" }, m.index, m.index + m[0].length);
  }
  // "Maria is sixty-four", "Glen, sixty-seven,": a name and an age in words.
  for (const m of allMatches(NAME_SPOKEN_AGE, text)) {
    spoken.push({ start: m.index, end: m.index + m[0].length });
    const name = m[1] ?? "";
    if (NOT_NAMES.has(name.toLowerCase()) || PLACES.has(name.toLowerCase())) continue;
    // "the two Roths - thirty-eight for Kaden, twenty-nine for Brynn": figures listed per person.
    if (
      /\bfor\s+$/i.test(text.slice(Math.max(0, m.index - 6), m.index)) ||
      /^\s+for\s+[A-Z]/.test(text.slice(m.index + m[0].length, m.index + m[0].length + 8))
    )
      continue;
    const age = spokenAge(m[2], m[3]);
    const role = roleFromContext(text.slice(Math.max(0, m.index - 40), m.index));
    add({ age, role, name, status: "stated" }, m.index, m.index + m[0].length);
  }
  // Every other age pattern reads digits, ages said in words included.
  text = digitAgeView(text, spoken);
  if (!/\d/.test(text)) return out;
  // "Age (nearest birthday): 38", "Age (as of 1/1): 61": an age field with a note on how it is counted.
  for (const m of allMatches(/\bage\s*\((?:nearest|last|as of|at)[^()]{0,24}\)\s*[:=]\s*(\d{2})\b/gi, text)) {
    add({ age: Number(m[1]), role: null, name: null, status: "stated" }, m.index, m.index + m[0].length);
  }
  // CRM fields: "P1 Age: 37", "Age A: 46", "Spouse Age: 44" (underscores read as spaces).
  for (const m of allMatches(CRM_AGE, text)) {
    add(
      { age: Number(m[3]), role: labelRole(m[1] ?? m[2] ?? ""), name: null, status: "stated" },
      m.index,
      m.index + m[0].length,
    );
  }
  // Two people by initial: "J 34 / K 33", "M58/S56".
  for (const m of allMatches(INITIAL_PAIR_AGES, text)) {
    const a = Number(m[2]);
    const b = Number(m[4]);
    if (m[1] === m[3] || !(ADULT(a) && ADULT(b)) || Math.abs(a - b) > 30) continue;
    addPair(a, b, "couple", m.index, m.index + m[0].length);
  }

  // "Startup co-founder, 38, married", "Single woman, 42,", "Widower, 81": an age set off by commas
  // after the opening words of a sentence describes its subject.
  const appositive =
    /^(?:\[[^\]\n]{1,24}\]\s*)?(?:[-•*]\s*)?(?:(?:[A-Za-z'.-]+\s){0,3}[A-Za-z'.-]+\s*[,-]\s*)?(\d{2})\s*(?:[,;:)]|$|and\b)/.exec(
      text,
    );
  if (appositive) {
    const head = text.slice(0, appositive[0].lastIndexOf(appositive[1] ?? ""));
    const role = CHILD_WORD.test(head)
      ? "child"
      : OTHER_WORD.test(head) && !/co-?founder|founder/i.test(head)
        ? "other"
        : spouseRole(roleFromContext(head));
    const at = appositive[0].lastIndexOf(appositive[1] ?? "");
    // "Eleanor, 76", "Mae Tanaka, 61" (first name and surname), "Her husband Wei, 37" (the name after the role word).
    const single =
      /^\s*(?:[-•*]\s*)?([A-Z][a-z]+)(?:\s+(?:Mc|Mac|O'|De|Di|Da|La|Le|Van|Von)?[A-Z][a-z]+(?:-[A-Z][a-z]+)?)?\s*[,-]\s*$/.exec(
        head,
      )?.[1] ??
      (role === "spouse" || role === "couple" ? /\b([A-Z][a-z]+)\s*[,-]\s*$/.exec(head)?.[1] : null) ??
      null;
    const name = single && !NOT_NAMES.has(single.toLowerCase()) && !PLACES.has(single.toLowerCase()) ? single : null;
    add({ age: Number(appositive[1]), role, name, status: "stated" }, at, at + 2);
  }
  // "Bill, you turned 67 in August?": the person addressed by name.
  for (const m of allMatches(ADDRESSED_AGE, text)) {
    const name = m[1] ?? "";
    if (NOT_NAMES.has(name.toLowerCase())) continue;
    add({ age: Number(m[2]), role: null, name, status: "stated" }, m.index, m.index + m[0].length);
  }
  // "And Maribel, I have you born in '63": a birth year said to the person addressed by name.
  for (const m of allMatches(ADDRESSED_BIRTH, text)) {
    const name = m[1] ?? "";
    const year = birthYear(m[2] ?? "", asOfYear);
    if (NOT_NAMES.has(name.toLowerCase()) || year === null) continue;
    add({ age: ageFromBirthYear(year, asOfYear), role: null, name, status: "stated" }, m.index, m.index + m[0].length);
  }
  // "just celebrated his 70th birthday" (the birthday to come, "his 70th next month", is a year less).
  for (const m of allMatches(/\b(\d{2})(?:st|nd|rd|th)\s+birthday\b/gi, text)) {
    const coming =
      /\b(?:next|upcoming|coming|will|'ll|soon|in (?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)\w*)\b/i.test(
        text.slice(Math.max(0, m.index - 40), m.index + m[0].length + 25),
      );
    const age = Number(m[1]) - (coming ? 1 : 0);
    add(
      { age, role: roleFromContext(text.slice(Math.max(0, m.index - 40), m.index)), name: null, status: "stated" },
      m.index,
      m.index + m[0].length,
    );
  }
  // "Me: 45. Yuki: 44.": the writer's own age in a list.
  for (const m of allMatches(
    /\b(?:Me|Myself)\s*[:=-]?\s*(\d{2})\b(?![\d%]|\s*(?:%|k\b|,\d|min|minutes|mins|hours|days|weeks|months|years|yrs|percent))/g,
    text,
  )) {
    add({ age: Number(m[1]), role: "primary", name: null, status: "stated" }, m.index, m.index + m[0].length);
  }
  /** Every match of `re` is an age (its first numeric group) whose role the words before it give. */
  const addByContext = (re: RegExp, toRole: (r: Role | null) => Role | null = (r) => r) => {
    for (const m of allMatches(re, text)) {
      const age = Number(m[1] ?? m[2]);
      const role = toRole(roleFromContext(text.slice(Math.max(0, m.index - 40), m.index)));
      add({ age, role, name: null, status: "stated" }, m.index, m.index + m[0].length);
    }
  };
  // "Client (M, 64)", "spouse (62, F)": a sex and an age in brackets after the person.
  addByContext(/\(\s*(?:[MF]\s*,\s*(\d{2})|(\d{2})\s*,\s*[MF])\s*\)/g);
  // "58 (client) / 55 (spouse)", "61 (H), 59 (W)": an age labelled by the role in brackets after it.
  for (const m of allMatches(
    /(?<![\d$.,])\b(\d{2})\s*\(\s*(client|co-client|primary|spouse|wife|husband|partner|h|w)\s*\)/gi,
    text,
  )) {
    const word = (m[2] ?? "").toLowerCase();
    const role = word === "h" || word === "w" ? "couple" : roleFromContext(word);
    add({ age: Number(m[1]), role, name: null, status: "stated" }, m.index, m.index + m[0].length);
  }
  // "a widow of 74", "a retiree of 68": a person described with "of" and an age.
  addByContext(
    /\b(?:widow(?:er)?|man|woman|gentleman|lady|retiree|bachelor|physician|doctor|engineer|executive)\s+of\s+(\d{2})\b(?!\s*(?:%|k\b|years?|yrs?|employees|people|units))/gi,
    spouseRole,
  );
  // "in his early sixties (62)": a decade phrase with the exact age in brackets.
  addByContext(
    /\b(?:early|mid|late)[-\s]?(?:twenties|thirties|forties|fifties|sixties|seventies|eighties|nineties|[2-9]0'?s)\s*\(\s*(?:actually\s+|exactly\s+|age\s+)?(\d{2})\s*\)/gi,
  );
  // "At 67, Paul is still working": a sentence opening with the age of the person it is about.
  for (const m of allMatches(
    /(?:^|[.;:]\s+)At\s+(\d{2}),\s+([A-Z][a-z]+)\s+(?:is|has|still|remains|works|runs|lives|owns|says)\b/g,
    text,
  )) {
    const name = m[2] ?? "";
    if (NOT_NAMES.has(name.toLowerCase()) || PLACES.has(name.toLowerCase())) continue;
    const at = m.index + m[0].indexOf("At");
    add({ age: Number(m[1]), role: null, name, status: "stated" }, at, m.index + m[0].length);
  }
  // "34F, single", "61M / 58F": clinical shorthand for an age and a sex.
  for (const m of allMatches(AGE_SEX, text)) {
    add({ age: Number(m[1] ?? m[2]), role: null, name: null, status: "stated" }, m.index, m.index + m[0].length);
  }
  // "MFJ, 61 & 58", "cl 61, sp 58", "J61 S58": a couple's ages in shorthand, the client's first.
  for (const m of allMatches(SHORTHAND_COUPLE_AGES, text)) {
    const a = m[1] ?? m[3] ?? m[5];
    const b = m[2] ?? m[4] ?? m[6];
    if (!a || !b) continue;
    const first = m.index + m[0].indexOf(a);
    const second = m.index + m[0].lastIndexOf(b);
    add({ age: Number(a), role: "primary", name: null, status: "stated" }, first, first + 2);
    add({ age: Number(b), role: "spouse", name: null, status: "stated" }, second, second + 2);
  }
  // "single F 44", "44yo single mom": one person's age in shorthand.
  for (const m of allMatches(SHORTHAND_ONE_AGE, text)) {
    const age = m[1] ?? m[2];
    if (!age) continue;
    const at = m.index + m[0].indexOf(age);
    add({ age: Number(age), role: null, name: null, status: "stated" }, at, at + 2);
  }
  // "Ages 58 (him) and 55 (her)": the first is the client's, the second the spouse's.
  for (const m of allMatches(AGES_WITH_WHOSE, text)) {
    const first = m.index + m[0].indexOf(m[1] ?? "");
    const second = m.index + m[0].lastIndexOf(m[3] ?? "");
    add({ age: Number(m[1]), role: "primary", name: null, status: "stated" }, first, first + 2);
    add({ age: Number(m[3]), role: "spouse", name: null, status: "stated" }, second, second + 2);
  }
  // "Client_B: Walter Brenner | Age 68 | Retired": a CRM line labelled for one of the couple.
  for (const m of allMatches(LABELLED_LINE_AGE, text)) {
    const label = (m[1] ?? "").toLowerCase().replace(/[_\s]/g, "");
    const role: Role | null = /^(?:client(?:b|2)|p2|cl2|c2|person2|spouse|secondary|coclient|co-client|partner)$/.test(
      label,
    )
      ? "spouse"
      : /^(?:client(?:a|1)?|p1|cl1|c1|person1|primary)$/.test(label)
        ? "primary"
        : null;
    if (role === null) continue;
    const at = m.index + m[0].length - (m[2] ?? "").length;
    add({ age: Number(m[2]), role, name: null, status: "stated" }, at, at + (m[2] ?? "").length);
  }
  // "Client: 62M. Spouse: 59F.": a labelled age with its sex letter.
  for (const m of allMatches(LABELLED_AGE_SEX, text)) {
    const label = (m[1] ?? "").toLowerCase();
    const role: Role | null = /^(?:husband|wife|spouse|partner|co-?client)$/.test(label) ? "spouse" : labelRole(label);
    add({ age: Number(m[2]), role, name: null, status: "stated" }, m.index, m.index + m[0].length);
  }
  // "I'm 45", "I am 63" (a transcript or e-mail in the client's own words; in a transcript, the speaker's).
  for (const m of allMatches(
    /\b(?:(I'm|I\u2019m|I am|im|I just turned|I turned|I just hit|I hit|I \()|you're|you\u2019re|you are|I have you (?:at|as)|I've got you (?:at|as))(?:,?\s*(?:what|like|about|around|now),)?\s*(\d{2})\b(?!\s*(?:%|k\b|years? (?:ago|in|of)))/g,
    text,
  )) {
    const self = m[1] !== undefined && speaker !== null;
    // A son or daughter writing about the parents: "I'm 55" is the writer's age, not a client's.
    if (writerIsChild && m[1] !== undefined && speaker === null) continue;
    // In a transcript "you're 45?" is the age of whoever answers the question (the next speaker).
    const you = m[1] === undefined && addressee !== null;
    add(
      {
        age: Number(m[2]),
        role: self || you ? null : "primary",
        name: self ? speaker : you ? addressee : null,
        status: "stated",
      },
      m.index,
      m.index + m[0].length,
    );
  }
  // "I turn 70 in August", "I'll be 65 next month": the age to come, so a year younger now.
  for (const m of allMatches(
    /\bI(?:'ll|\u2019ll| will)?\s+(?:turn|be)\s+(\d{2})\b(?=\s*(?:in\s+(?:jan(?:uary)?|feb(?:ruary)?|march|april|may|june|july|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?|the (?:spring|summer|fall|autumn|winter))\b|next (?:month|week|spring|summer|fall|winter)\b|this (?:coming )?(?:spring|summer|fall|winter)\b|later this year\b))/gi,
    text,
  )) {
    if (writerIsChild && speaker === null) continue;
    add(
      { age: Number(m[1]) - 1, role: speaker !== null ? null : "primary", name: speaker, status: "stated" },
      m.index,
      m.index + m[0].length,
    );
  }
  // "H 61 / W 58", "H61/W58", "W: 58", and initials of the people named ("P 38 (anesthesia), A 36").
  for (const m of allMatches(INITIAL_AGE, text)) {
    const letter = m[1] ?? "";
    if (letter !== "H" && letter !== "W" && !initials.has(letter)) continue;
    add({ age: Number(m[2]), role: "couple", name: null, status: "stated" }, m.index, m.index + m[0].length);
  }
  // "67/66" in a sentence about a couple (not "60/40" allocations or "50/50" ownership).
  if (coupleCue) {
    for (const m of allMatches(
      /(?<![\d/$.])\b(\d{2})\s?\/\s?(\d{2})\b(?![\d/%]|\s*(?:portfolio|split|allocation|mix|stocks?|bonds?|equit|with|owner|joint|basis|ratio|odds))/g,
      text,
    )) {
      const a = Number(m[1]);
      const b = Number(m[2]);
      if (!(ADULT(a) && ADULT(b)) || Math.abs(a - b) > 30 || a + b === 100) continue;
      addPair(a, b, "couple", m.index, m.index + m[0].length);
    }
  }
  // "ages 61 and 58", "aged 61 & 58", "61 and 58 years old".
  for (const m of allMatches(
    /\b(?:ages?d?\s*[:\u2014\u2013-]?\s*)(\d{1,2})\s*(?:and|&|\/|,)\s*(\d{1,2})\b(?!\s*(?:,|and)\s*\d)|\b(\d{2})\s*(?:and|&|\/)\s*(\d{2})\s*(?:years?[-\s]old|yrs?[-\s]old|y\/?o)\b/gi,
    text,
  )) {
    const before = text.slice(Math.max(0, m.index - 40), m.index);
    const kids = CHILDREN_BEFORE.test(before);
    const a = Number(m[1] ?? m[3]);
    const b = Number(m[2] ?? m[4]);
    const role: Role = kids ? "child" : "couple";
    addPair(a, b, role, m.index, m.index + m[0].length);
  }
  // "Husband and wife, 68 and 66": two adult ages joined in a sentence about the couple.
  // "Clients are Dave and Sue, 64 and 62", "The Hoffmans are 66 and 64": two people named together.
  if (
    /\b(?:husband|wife|couple|married|both|they|spouses?|partners?|we|we're|we are|our|us|clients)\b|\bMr\.?\s*(?:and|&)\s*Mrs\b/i.test(
      text,
    ) ||
    /\b[Tt]he [A-Z][a-z]+s\b|\b[A-Z][a-z]+\s*(?:and|&)\s*[A-Z][a-z]+\b/.test(text)
  ) {
    for (const m of allMatches(
      /(?<![\d$.,])\b(\d{2})\s*(?:and|&)\s*(\d{2})\b(?!\s*(?:%|percent|years? (?:ago|of|in)|kids|children|grand|acres|units|employees|times))/g,
      text,
    )) {
      const a = Number(m[1]);
      const b = Number(m[2]);
      if (!(ADULT(a) && ADULT(b)) || Math.abs(a - b) > 30) continue;
      if (CHILDREN_BEFORE.test(text.slice(0, m.index))) continue;
      addPair(a, b, "couple", m.index, m.index + m[0].length);
    }
  }
  // "Pat & Lou Romano (67, 65)", "the Kims (70/68)": two adult ages in one bracket are a couple's.
  for (const m of allMatches(/\(\s*(?:ages?\s*:?\s*)?(\d{2})\s*(?:,|&|and|\/)\s*(\d{2})\s*\)/gi, text)) {
    const a = Number(m[1]);
    const b = Number(m[2]);
    if (!(ADULT(a) && ADULT(b)) || Math.abs(a - b) > 30) continue;
    if (CHILDREN_BEFORE.test(text.slice(Math.max(0, m.index - 40), m.index))) continue;
    addPair(a, b, "couple", m.index, m.index + m[0].length);
  }
  // "Raj 52 ortho spine / Meera 50 (not working)": two people with their ages joined by a slash,
  // each age followed by words about the person.
  for (const m of allMatches(
    /\b([A-Z][a-z]+)\s+(\d{2})\s+(?:[a-z][\w-]*\s+){1,3}?\/\s*([A-Z][a-z]+)\s+(\d{2})\b/g,
    text,
  )) {
    const a = Number(m[2]);
    const b = Number(m[4]);
    const first = m[1] ?? "";
    const second = m[3] ?? "";
    if (!(ADULT(a) && ADULT(b)) || NOT_NAMES.has(first.toLowerCase()) || NOT_NAMES.has(second.toLowerCase())) continue;
    add(
      { age: a, role: null, name: first, status: "stated" },
      m.index,
      m.index + first.length + 1 + (m[2] ?? "").length,
    );
    const at = m.index + m[0].length - (m[4] ?? "").length;
    add({ age: b, role: null, name: second, status: "stated" }, at - 1 - second.length, at + (m[4] ?? "").length);
  }
  // "Caroline is an equine veterinarian, 44, and owns…", "Caroline, an equine vet, 44,": a name,
  // what the person does, then the age.
  for (const m of allMatches(/\b([A-Z][a-z]+)(?:\s+is|,)\s+an?\s+(?:[a-z-]+\s+){0,3}[a-z-]+,\s+(\d{2}),/g, text)) {
    const name = m[1] ?? "";
    const age = Number(m[2]);
    if (NOT_NAMES.has(name.toLowerCase()) || !ADULT(age)) continue;
    const at = m.index + m[0].length - 1 - (m[2] ?? "").length;
    add({ age, role: null, name, status: "stated" }, m.index, at + (m[2] ?? "").length);
  }
  // "both 60", "both are 60".
  for (const m of allMatches(/\bboth\s+(?:are\s+|aged?\s+)?(\d{2})\b/gi, text)) {
    addPair(Number(m[1]), Number(m[1]), "couple", m.index, m.index + m[0].length);
  }
  // "Michael (47)", "Eleanor, 76", "Tom is 66", "Sam 57 (architect)", "Jordan T., 44", "Karen L. - 53".
  for (const found of allMatches(NAME_AGE, text)) {
    let m: RegExpExecArray | null = found;
    let name = m[1] ?? "";
    // "Wife Ruth 89", "Mrs. Carver is 79": a role word or a title before the name; read from the name.
    // "June (73)": a month that is a first name, with its age in brackets.
    // "Harold 78, June 75", "His wife Jan is 59": no month has a 75th or a 59th day.
    const monthName =
      /^(?:Jan|April|May|June|August)$/.test(name) && (m[2] !== undefined || Number(m[3] ?? m[4] ?? 0) > 31);
    if ((NOT_NAMES.has(name.toLowerCase()) && !monthName) || /^(?:Mr|Mrs|Ms|Dr)$/.test(name)) {
      const next = /^[A-Z][a-z]+\.?\s+(?=[A-Z])/.exec(text.slice(m.index));
      if (!next) continue;
      NAME_AGE_AT.lastIndex = m.index + next[0].length;
      m = NAME_AGE_AT.exec(text);
      NAME_AGE_AT.lastIndex = 0;
      if (!m) continue;
      name = m[1] ?? "";
      if (NOT_NAMES.has(name.toLowerCase())) continue;
    }
    // "Mr. Carver is 81 and Mrs. Carver is 79": the title tells two people of one surname apart.
    const title = /\b(Mr|Mrs|Ms|Miss|Dr)\.?\s*$/.exec(text.slice(Math.max(0, m.index - 6), m.index))?.[1];
    if (title) name = `${title}. ${name}`;
    const tok = tokenStartingAt(s, s.start + m.index);
    // "Dale Pruitt (55, our client), Rick Tanner (61)": the bracket goes on to say whose age it is.
    const bracketRest = m[2] !== undefined ? text.slice(m.index + m[0].length, m.index + m[0].length + 30) : "";
    const role = /^\s*(?:our|the|primary|main)?\s*client\b(?!s)/i.test(bracketRest)
      ? "primary"
      : /^\s*(?:not (?:a |our )?client|business partner|co-?owner|partner in)\b/i.test(bracketRest)
        ? "other"
        : roleFromContext(text.slice(Math.max(0, m.index - 40), m.index));
    // A capitalised word is a name when tagged so, or when a role word introduces it ("husband Wei, 37").
    // "Ted (66)": a capitalised word with an age in brackets is a name whatever the tagger says.
    // "Jim 61, Sue 58": after a name and its age, the next capitalised word with an age is a name too.
    // "Ashley is 34 and Josh is 36": the same after "is".
    const pairBefore = /[A-Z][a-z]+(?:\s+(?:is|was))?\s*\(?\d{2}\)?(?:\s*\([^()]{1,20}\))?\s*(?:[,/&;]|and)\s*$/.test(
      text.slice(Math.max(0, m.index - 40), m.index),
    );
    // "her husband Josh … Josh is 36": a word the note already named as a person ("Josh", "Will"
    // are tagged as verbs) is a name.
    // "- Hector Salinas, 70.": a first name and a surname opening a line, with the age after a
    // comma, is a person whatever the tagger makes of "Hector".
    const fullNameLine =
      /^[A-Z][a-z]+\s+(?:Mc|Mac|O')?[A-Z][a-z]+(?:-[A-Z][a-z]+)?\s*,\s*\d{2}$/.test(m[0]) &&
      /(?:^|\n)\s*(?:[-•*]\s*)?$/.test(text.slice(Math.max(0, m.index - 6), m.index));
    if (
      tok &&
      tok.pos !== "PROPN" &&
      tok.pos !== "NOUN" &&
      tok.pos !== "X" &&
      role === null &&
      m[2] === undefined &&
      !pairBefore &&
      !fullNameLine &&
      !knownNames.has(name)
    )
      continue;
    // "Grandchildren: 6", "Kids: 2": a kinship word with a number is a count, not a name and an age.
    const lowerName = name.toLowerCase();
    if (
      (IS_GRANDCHILD_WORD.test(lowerName) || IS_CHILD_WORD.test(lowerName) || IS_OTHER_WORD.test(lowerName)) &&
      /(?:s|ren)$/.test(lowerName) &&
      /^[A-Za-z]+\s*[:=|-]?\s*\d/.test(m[0])
    )
      continue;
    // "(Thomas W-2)", "Ann K-1": a tax form after a name, not an initial and an age; "Lee's Summit
    // R-7", "Route I-95", "Ford F-150": a letter and a number joined by a hyphen are a code.
    if (/\b[WKwk]\s*-\s*\d{1,2}$|\b[A-Za-z]-\d{1,3}$/.test(m[0])) continue;
    // "Lockheed Martin Dec 31", "Naples, 34102": a date or a code, not an age.
    // "May 4", "Sept. 12": a date. Month names exactly: "Maya 4", "Janet 9" and "Marty 10" are children.
    if (MONTH_DAY_AT_END.test(m[0]) && !(monthName && Number(m[3] ?? m[4] ?? 0) > 31)) continue;
    if (/^\s*,?\s*\d{4}\b/.test(text.slice(m.index + m[0].length))) continue;
    // "Home: 2,700,000", "Cash: 1.5M": the digits begin a larger number, not an age.
    if (/^[,.]\d|^\d|^\s*(?:k|m|mm|million|thousand)\b/i.test(text.slice(m.index + m[0].length))) continue;
    const age = Number(m[2] ?? m[3] ?? m[4]);
    // A bare "Name 30" must look like a person's age: not a street number, a model or a count.
    if (
      m[3] !== undefined &&
      !/[,(:]/.test(m[0]) &&
      /^\s*(?:st|nd|rd|th|%|\$|units?|shares?)\b/i.test(text.slice(m.index + m[0].length))
    )
      continue;
    add({ age, role, name, status: "stated" }, m.index, m.index + m[0].length);
  }
  // "I've got Curtis at 57 and Lynn at 55", "I have Ruth at 81": ages as the adviser has them on file.
  for (const m of allMatches(
    /\b(?:got|have|had|show|shows|list|lists|put)\s+([A-Z][a-z]+)\s+at\s+(\d{2})\b(?:\s*(?:,|and|&)\s*([A-Z][a-z]+)\s+at\s+(\d{2})\b)?(?!\s*(?:%|k\b|percent|hours|a\s|per\s|\/))/g,
    text,
  )) {
    for (const [nameAt, ageAt] of [
      [1, 2],
      [3, 4],
    ] as const) {
      const name = m[nameAt];
      const digits = m[ageAt];
      if (!name || !digits || NOT_NAMES.has(name.toLowerCase())) continue;
      const at = m.index + m[0].indexOf(name);
      add(
        {
          age: Number(digits),
          role: roleFromContext(text.slice(Math.max(0, at - 40), at)),
          name,
          status: "stated",
        },
        at,
        at + name.length + 4 + digits.length,
      );
    }
  }
  // "Carol's 65", "Rob's 44".
  for (const m of allMatches(/\b([A-Z][a-z]+)'s\s+(\d{2})\b(?!\s*(?:%|k\b|years? (?:ago|of)|\d))/g, text)) {
    const name = m[1] ?? "";
    if (NOT_NAMES.has(name.toLowerCase())) continue;
    add(
      {
        age: Number(m[2]),
        role: roleFromContext(text.slice(Math.max(0, m.index - 40), m.index)),
        name,
        status: "stated",
      },
      m.index,
      m.index + m[0].length,
    );
  }
  // "he is 61", "wife 58", "son (34)", "client, 76", "spouse: 58".
  for (const m of allMatches(ROLE_AGE, text)) {
    const word = (m[1] ?? "").toLowerCase();
    // "Kids: 2", "Grandchildren = 5": a plural with a bare number is a count, not an age.
    if (
      /(?:s|children|kids|grandkids)$/.test(word) &&
      !/\b(?:is|was|aged?|turns|turned)\b|\(/.test(m[0]) &&
      !/^\s*(?:and|&|,)\s*\d/.test(text.slice(m.index + m[0].length))
    )
      continue;
    if (
      word === "partner" &&
      /\b(?:business|law|managing|senior|general|limited|founding|equity|name|junior)\s+$/i.test(text.slice(0, m.index))
    )
      continue;
    const before = text.slice(Math.max(0, m.index - 40), m.index + word.length);
    // The role word of the match itself first: in "client 70, spouse 68" the words before "spouse"
    // also hold "client".
    // "Divorced dad, 44": the words before a parent word can make it the client.
    const parentClient = /^(?:dad|mom|father|mother)$/.test(word) && roleFromContext(before) === "primary";
    const role = parentClient
      ? "primary"
      : ((/^(?:he|she|him|her)$/.test(word) ? null : roleFromContext(word)) ?? roleFromContext(before));
    // "Sharon wants me to say she is 60": "she" is the person the sentence names before it.
    const pronoun = /^(?:he|she)$/.test(word);
    const antecedent = pronoun
      ? [...text.slice(Math.max(0, m.index - 60), m.index).matchAll(/\b([A-Z][a-z]+)\b/g)]
          .map((x) => x[1] ?? "")
          .filter((x) => !NOT_NAMES.has(x.toLowerCase()) && !PLACES.has(x.toLowerCase()))
          .pop()
      : undefined;
    // "Jen (she's 46) asked me …": a pronoun opening brackets right after a name is that person.
    const bracketed =
      pronoun &&
      (role === null || role === "couple") &&
      antecedent !== undefined &&
      /\b[A-Z][a-z]+\s*\(\s*$/.test(text.slice(0, m.index));
    add(
      {
        age: Number(m[2] ?? m[3]),
        role: bracketed ? null : role,
        // (An adult's: "She turned one" after "Noor." is a child the answer names already.)
        name: (role === null || bracketed) && Number(m[2] ?? m[3]) >= 18 ? (antecedent ?? null) : null,
        status: "stated",
      },
      m.index,
      m.index + m[0].length,
    );
  }
  // "a 61-year-old dentist", "61 yo", "age 61", "aged 61".
  for (const m of allMatches(
    /\b(\d{1,2})(?:[-\s]?(?:years?[-\s]old|yrs?[-\s]old|year-old|y\/o|yo)\b|\s*y\.o\.?|\s+years\s+of\s+age\b)|\b(?:age|aged)\s*:?\s*(\d{1,2})\b(?!\s*(?:and|&|,)\s*\d)/gi,
    text,
  )) {
    const before = text.slice(Math.max(0, m.index - 40), m.index);
    // "Target Retirement Age ... 66", "associate buy-in ~age 58", "claiming age 67": an age planned
    // for an event, not anyone's age now.
    if (m[2] !== undefined && PLANNED_AGE_BEFORE.test(before)) continue;
    // "her 63-year-old husband": the noun after the age names the person.
    const after = text.slice(m.index + m[0].length, m.index + m[0].length + 30);
    const noun = NOUN_AFTER_AGE.exec(after)?.[1];
    const role = noun ? roleFromContext(`${before} ${noun}`) : roleFromContext(before);
    add(
      {
        age: Number(m[1] ?? m[2]),
        role:
          noun && /^(?:husband|wife|hubby)$/i.test(noun) && /\b(?:his|her|my|our)\s+$/i.test(before) ? "spouse" : role,
        name: null,
        status: "stated",
      },
      m.index,
      m.index + m[0].length,
    );
  }
  // "born 1962", "DOB 3/4/1962", "b. 1962", "Cl2 DOB: 1962-04-19".
  for (const m of allMatches(BIRTH_YEAR, text)) {
    const before = text.slice(Math.max(0, m.index - 40), m.index);
    const year = birthYear(m[2] ?? m[3] ?? m[4] ?? "", asOfYear);
    if (year === null) continue;
    // "born in August 1957" in a note of April, "b. 10/1966" in one of January: the birthday of
    // the note's year is still to come.
    const born = birthMonthDay(m[0], text.slice(m.index + m[0].length, m.index + m[0].length + 6));
    const age = ageFromBirthYear(year, asOfYear) - (born && birthdayStillToCome(born.month, born.day, note) ? 1 : 0);
    // "DOB (Aisha): 1989-05-22": the person named in the label; "DOB (spouse): 11/02/1962": the role.
    const labelRoleOf = m[1] ? (labelRole(m[1]) ?? (/^(?:wife|husband)$/i.test(m[1]) ? "spouse" : null)) : null;
    const labelled = m[1] && labelRoleOf === null && !NOT_NAMES.has(m[1].toLowerCase()) ? m[1] : null;
    // "H 59 (b. '67)": the birth year of the age just given, not another person.
    const at = s.start + m.index;
    if (out.some((o) => Math.abs(o.age - age) <= 1 && o.end <= at && at - o.end <= 8)) continue;
    // "Cl2 DOB", or the line's own label: "Secondary: Ingrid Sorensen    DOB: 09/30/1959".
    const label =
      /\b((?:cl|c|p|client|person)\s?[12]|spouse|sp|co-?client|primary)\s*$/i.exec(before)?.[1] ??
      /^\s*(primary|secondary|spouse|co-?client|client|partner)\b[^:\n]{0,12}:[^:\n]{0,60}$/i.exec(
        text.slice(0, m.index),
      )?.[1];
    const role = labelRoleOf ?? (label ? labelRole(label) : null) ?? roleFromContext(before);
    // "Renata Garrison (born 1968)": the person named just before the bracket.
    // "- Rosa: born in '81": the person a line's label names.
    // "Ellen was born in '61": the subject of the birth.
    const named =
      /\b([A-Z][a-z]+)(?:\s+[A-Z]\.)?(?:\s+[A-Z][a-z]+(?:-[A-Z][a-z]+)?)?(?:\s*\((?:client|co-?client|spouse|wife|husband)\))?\s*(?:[(,:]|\s(?:was|is))\s*$/.exec(
        before,
      )?.[1] ??
      // "- Bri b. 1981.": a list item opening on the name and its birth year.
      /^\s*(?:[-•*]\s*)?([A-Z][a-z]+)(?:\s+[A-Z][a-z]+)?\s+$/.exec(text.slice(0, m.index))?.[1] ??
      null;
    const name =
      labelled ?? (named && !NOT_NAMES.has(named.toLowerCase()) && !PLACES.has(named.toLowerCase()) ? named : null);
    // "HANNAH: I was born in 1990.": the speaker's own birth year (the client's, outside a transcript).
    if (name === null && role === null && /\bI\s+(?:was\s+)?$/.test(before)) {
      add(
        { age, role: speaker !== null ? null : "primary", name: speaker, status: "inferred" },
        m.index,
        m.index + m[0].length,
      );
      continue;
    }
    add({ age, role, name, status: "inferred" }, m.index, m.index + m[0].length);
  }
  // "DOB: 1964-03-14 / 1967-07-02", "DOBs 1964 and 1967": the couple's birth dates as a pair, the
  // client's first.
  for (const m of allMatches(BIRTH_YEAR_PAIR, text)) {
    const years = [m[1], m[2]].map((y) => birthYear(y ?? "", asOfYear));
    const at = m.index + m[0].lastIndexOf(m[2] ?? "");
    const [first, second] = years;
    if (first === null || first === undefined || second === null || second === undefined) continue;
    // "Kids born 1995 and 1998": the children's, not the couple's.
    if (Math.abs(first - second) > 25 || CHILDREN_BEFORE.test(text.slice(Math.max(0, m.index - 30), m.index))) continue;
    if (!ADULT(ageFromBirthYear(second, asOfYear))) continue;
    // The first is read already (BIRTH_YEAR); the second is the spouse's.
    add({ age: ageFromBirthYear(second, asOfYear), role: "spouse", name: null, status: "inferred" }, at, at + 4);
    if (!out.some((o) => o.start === s.start + m.index || (o.start >= s.start + m.index && o.start < s.start + at)))
      add({ age: ageFromBirthYear(first, asOfYear), role: "primary", name: null, status: "inferred" }, m.index, at);
  }
  // "turns 69 in Feb", "will be 80 in January", "turning 65 next spring": the age to come, so the
  // person is a year younger now (the birthday of this year already past is "turned").
  for (const o of out) {
    const from = o.start - s.start;
    const around = text.slice(Math.max(0, from - 30), Math.min(text.length, o.end - s.start + 30));
    const at = Math.min(30, from);
    const future =
      /\b(?:turns|turning|will\s+(?:be|turn)|'ll\s+be|\u2019ll\s+be|is\s+going\s+to\s+be)\s+(\d{2})\s+(?:in\s+(?:(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\b|the\s+(?:spring|summer|fall|autumn|winter|new\s+year)|(\d{4}))|next\s+(?:month|year|spring|summer|fall|winter|week)|on\s+(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\b)/i.exec(
        around,
      );
    if (!future || Number(future[1]) !== o.age || Math.abs(future.index + future[0].indexOf(future[1] ?? "") - at) > 40)
      continue;
    const year = future[2] ? Number(future[2]) : null;
    if (year !== null && year <= asOfYear) continue;
    o.age -= 1;
  }
  // One age read twice by two patterns over the same words is one mention.
  const kept = out.filter(
    (o, i) =>
      !out.some(
        (p, j) =>
          j < i &&
          p.age === o.age &&
          p.start < o.end &&
          p.end > o.start &&
          // "both 60": the pair's two ages share one span on purpose.
          !(p.start === o.start && p.end === o.end),
      ),
  );
  return kept.sort((a, b) => a.start - b.start);
}

/** Child and grandchild counts written as "two kids", "a son and a daughter", "no kids", "childless". */
function counts(s: Sentence, nouns: string): { count: number; start: number; end: number; field?: true } | null {
  const p = countPatterns(nouns);
  if (!p.any.test(s.text)) return null;
  let text = s.text;
  const none = p.none.exec(text);
  // "Remarried to Leah, who is 49 (her first marriage; she has no children)": an aside about
  // someone else named, not the client's count.
  const aside =
    none !== null &&
    /(?:^|\()[^()]*\b(?:she|he)\s+(?:has|had)\s*$/i.test(text.slice(0, none.index)) &&
    /^[^()]*\)/.test(text.slice(none.index));
  if (aside && none)
    text = text.slice(0, none.index) + " ".repeat(none[0].length) + text.slice(none.index + none[0].length);
  // "Brian and Michelle married in 2019. No children together.": none of the couple's own, beside
  // the children each brought; not a count of the household's children.
  const together =
    none !== null &&
    /^\s*(?:together|of their own|of (?:the|this) marriage|jointly)\b/i.test(text.slice(none.index + none[0].length));
  // "Children ........... none together; none from prior marriages": none at all.
  if (
    together &&
    !/\bnone (?:from|of) (?:a |any |either(?:'s)? |their |his |her )?(?:prior|previous|earlier|former|first)\b/i.test(
      text,
    )
  )
    return null;
  if (none && !aside && (nouns.includes("kid") ? true : !/childless/i.test(none[0]))) {
    return { count: 0, start: s.start + none.index, end: s.start + none.index + none[0].length };
  }
  // "don't have kids": the noun in a negation's scope.
  const negatedNoun = aside ? null : p.negatedNoun.exec(text);
  if (negatedNoun && isNegated(s, s.start + negatedNoun.index, s.start + negatedNoun.index + negatedNoun[0].length)) {
    return { count: 0, start: s.start + negatedNoun.index, end: s.start + negatedNoun.index + negatedNoun[0].length };
  }
  // "two of their three children" → three.
  const ofTheir = p.ofTheir.exec(text);
  if (ofTheir?.[1] && countValue(ofTheir[1]) !== null) {
    return {
      count: countValue(ofTheir[1]) ?? 0,
      start: s.start + ofTheir.index,
      end: s.start + ofTheir.index + ofTheir[0].length,
    };
  }
  // A CRM field: "Kids: 2", "Children = 3", "Grandkids: 5" (a bare number after a plural noun).
  const field = p.field.exec(text);
  if (field && /(?:s|children)(?:\s*[:=|]|[ \t]+\d|[ \t]*\.{3,})/i.test(field[0])) {
    return {
      count: Number(field[1] ?? field[2]),
      start: s.start + field.index,
      end: s.start + field.index + field[0].length,
      field: true,
    };
  }
  // "two sons and a daughter", "3 kids", "a son", "twins".
  for (const m of allMatches(p.list, text)) {
    let total = 0;
    for (const part of allMatches(p.term, m[0])) {
      const n = countValue(part[1] ?? "");
      const noun = (part[2] ?? "").toLowerCase();
      total += n === null ? 0 : noun === "twins" ? 2 * n : n;
    }
    if (/\btwins\b/i.test(m[0]) && total === 0) total = 2;
    return { count: total, start: s.start + m.index, end: s.start + m.index + m[0].length };
  }
  if (/\btwins\b/i.test(text) && nouns.includes("twins")) {
    const at = text.toLowerCase().indexOf("twins");
    return { count: 2, start: s.start + at, end: s.start + at + 5 };
  }
  return null;
}

/** A baby's age in months: "Owen's four months now", "Nora is 8 months old", "an eight-month-old daughter". */
const BABY_MONTHS =
  /\b([A-Z][a-z]+)(?:['\u2019]s|\s+is)\s+(?:just\s+|almost\s+|now\s+)?(?:\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|eleven)\s*(?:-|\s)?months?\b(?:[-\s]old)?|\b(?:\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|eleven)[-\s]months?[-\s]old\s+(?:son|daughter|baby|boy|girl|twins)\b/g;

/** Ages under 20 said in words ("nine", "twelve"), for the lists of children's ages. */
const SMALL_AGE_WORD =
  /\b(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen)\b/gi;

/**
 * `text` with each age under 20 said in words written as its digits, padded with spaces to the
 * word's length so offsets hold: "Kids are nine, six and two" → "Kids are 9   , 6   and 2  ".
 */
function agesAsDigits(text: string): string {
  return text.replace(SMALL_AGE_WORD, (w) => String(countValue(w)).padEnd(w.length, " "));
}

/** Ages listed right after a child noun: "kids (12, 9)", "children ages 8, 11 and 14", "two kids, 12 and 9". */
function listedChildAges(s: Sentence): { ages: number[]; start: number; end: number } | null {
  // "Kids are nine, six and two.": ages in words read as the digits they name.
  const m = LISTED_CHILD_AGES.exec(s.text) ?? LISTED_CHILD_AGES.exec(agesAsDigits(s.text));
  if (!m?.[1]) return null;
  // "IRA -> children 50/50": a split among the children, not their ages.
  const split = /^\s*(\d{1,2})\s*\/\s*(\d{1,2})\s*$/.exec(m[1]);
  if (split && Number(split[1]) + Number(split[2]) === 100) return null;
  const ages = allMatches(/\d{1,2}/g, m[1])
    .map((x) => Number(x[0]))
    .filter((n) => n <= 80);
  if (ages.length === 0) return null;
  return { ages, start: s.start + m.index, end: s.start + m.index + m[0].length };
}

/**
 * "son Greg (", "his mother (", "Amy (" for a known child: a parenthetical about one other person
 * (after a plural, "3 kids (16, 13, 8)", it lists the client's children).
 */
const PERSON_BEFORE_PAREN = new RegExp(
  String.raw`(?:\b(?:son|daughter|stepson|stepdaughter|child|kid|grandson|granddaughter|grandchild|grandkid|${OTHER_WORDS})\b\s*(?:[A-Z][a-z]+\s*)?|\b([A-Z][a-z]+)\s*)$`,
);
/** "daughter Amy with", "son Mike, married, has": what a child of the client has follows. */
const CHILD_HAS = new RegExp(
  String.raw`\b(?:sons?|daughters?|stepsons?|stepdaughters?)\b(?:\s+[A-Z][a-z]+)?\s*[^.;()]{0,40}?\b(?:with|has|have|had)\b(?=\s+(?:\w+\s+)?(?:\d|a\b|an\b|one|two|three|four|five|six|seven|eight|nine|ten|no\b|${CHILD_WORDS}))`,
  "gi",
);

/**
 * Splits a sentence into what it says of the client's household and what it says of another
 * person: a parenthetical after a child, a relative or a known third party's name is masked, and
 * so is a child's own family after "with" or "has" up to the clause's end (masking keeps offsets).
 * @returns `client`, the sentence with those parts blanked; `childsOwn`, only the parts a child
 *   of the client has (their children are the client's grandchildren), or null.
 */
function ownedByOthers(
  s: Sentence,
  names: ReadonlyMap<string, Role>,
): { client: Sentence; childsOwn: Sentence | null } {
  const text = s.text;
  if (!text.includes("(") && !CHILD_WORD.test(text)) return { client: s, childsOwn: null };
  const chars = text.split("");
  const blank = (from: number, to: number) => {
    for (let i = from; i < to && i < chars.length; i++) if (chars[i] !== "\n") chars[i] = " ";
  };
  for (let open = text.indexOf("("); open >= 0; open = text.indexOf("(", open + 1)) {
    const close = text.indexOf(")", open);
    if (close < 0) break;
    const before = PERSON_BEFORE_PAREN.exec(text.slice(Math.max(0, open - 40), open));
    if (!before) continue;
    const name = before[1];
    if (name !== undefined) {
      const role = names.get(name);
      if (role !== "child" && role !== "grandchild" && role !== "other") continue;
    }
    blank(open, close + 1);
  }
  // A child's own family moves from the client's text to `childsOwn`, character for character.
  const masked = chars.join("");
  const childs = chars.map(() => " ");
  let any = false;
  for (const m of allMatches(CHILD_HAS, masked)) {
    const from = m.index + m[0].length;
    const semi = masked.indexOf(";", from);
    for (let i = from; i < (semi < 0 ? masked.length : semi); i++) {
      childs[i] = chars[i] ?? " ";
      if (chars[i] !== "\n") chars[i] = " ";
    }
    any = true;
  }
  const asSentence = (t: string): Sentence => ({ ...s, text: t, lower: t.toLowerCase() });
  return { client: asSentence(chars.join("")), childsOwn: any ? asSentence(childs.join("")) : null };
}

/**
 * Reads the people of the notes: the client's and the spouse's (or partner's) age, the children
 * with their ages, and the grandchildren. Records the quote of each fact. Pure.
 * @param asOfYear the year the analysis is made, for ages given as a birth year.
 */
export function readPeople(doc: ReadText, asOfYear: number, rec: Recorder): PeopleFacts {
  const names = new Map<string, Role>();
  const thirdPartyNames = new Set<string>();
  let primary: AgeMention | null = null;
  let spouse: AgeMention | null = null;
  const childAges: { age: number; name: string | null }[] = [];
  // Names of the children in childAges, to keep one age per named child without searching the list.
  const childNamesAged = new Set<string>();
  let childCount: { count: number; start: number; end: number; field?: true } | null = null;
  let grandCount: { count: number; start: number; end: number } | null = null;
  /** The count so far is a sum of the children's own children, not a stated count of grandchildren. */
  let grandCountIsSum = false;
  let listedAges: { ages: number[]; start: number; end: number } | null = null;

  // Names get their roles first, so "Maria is 64" later in the notes knows Maria is the wife.
  for (const s of doc.sentences) {
    for (const m of allMatches(/\b([A-Z][a-z]+(?:-[A-Z][a-z]+)?)\b/g, s.text)) {
      const name = m[1] ?? "";
      if (NOT_NAMES.has(name.toLowerCase()) || names.has(name) || PLACES.has(name.toLowerCase())) continue;
      const tok = tokenStartingAt(s, s.start + m.index);
      // "Client 2 ............... Jean Ferris": the label before a leader of dots, which ends a
      // sentence for the tokenizer, still names the person.
      const lineStart = lineStartAt(doc.source, s.start);
      const leader = lineStart < s.start && /^[^.\n]{1,30}\.{3,}\s*$/.test(doc.source.slice(lineStart, s.start));
      const before = leader
        ? doc.source
            .slice(lineStart, s.start + m.index)
            .replace(/\.{3,}/g, " ")
            .slice(-30)
        : s.text.slice(Math.max(0, m.index - 30), m.index);
      // "her husband Josh": a capitalised word right after a family word is a name, whatever the
      // tagger says ("Josh", "Will" and "Mark" are also verbs).
      if (
        tok?.pos !== "PROPN" &&
        !/\b(?:husband|wife|spouse|partner|son|daughter|brother|sister|father|mother|dad|mom|fianc[eé]e?|boyfriend|girlfriend)\s*,?\s*$/i.test(
          before,
        )
      )
        continue;
      // "Ingrid Lindqvist (60), Peter's wife of 34 years": the role word after the name.
      const after = ROLE_AFTER_NAME.exec(s.text.slice(m.index + name.length, m.index + name.length + 60));
      // "their daughter Sofia (Maria asked her to come)": a name opening a bracket after another
      // name is not the one the role word before them names.
      // "Miriam Eberly Hess (daughter, agent under Ruth's POA)": inside a bracket after a name, the
      // role words are that name's.
      const aside = /[A-Z][a-z]+\s*\([^()]*$/.test(before);
      // "would go to her father and brother, not Rosa": the name set against the role words is not theirs.
      if (/(?:,\s*|\b)(?:not|but not|rather than|instead of)\s+$/i.test(before)) continue;
      // "Your parents said they'd take the kids, Brynn?": the person a question is put to, named
      // after a comma at its end, is not the people it asks about.
      if (/,\s*$/.test(before) && /^\s*[?!]/.test(s.text.slice(m.index + name.length))) continue;
      // "his eldest son Mark Ashworth": the word after a name given its role is the surname.
      const previous = /\b([A-Z][a-z]+)\s+$/.exec(before);
      if (previous && names.has(previous[1] ?? "")) continue;
      // "four children: Phil's three from his first marriage", "the three kids (Danielle's sister
      // Keisha …)": a name owning the relation is the parent or the relative, not the child the
      // role word before it names.
      if (
        /^['\u2019]s\s+(?:(?:eldest|oldest|youngest|only|older|younger|little|big|two|three|four|five|six)\s+)?(?:sons?|daughters?|child(?:ren)?|kids?|two|three|four|five|six|sisters?|brothers?|mother|father|mom|dad|parents|cousins?|aunt|uncle|friend)\b/i.test(
          s.text.slice(m.index + name.length, m.index + name.length + 40),
        )
      )
        continue;
      let role =
        (aside ? null : roleFromContext(before)) ??
        // "… then the three kids. / RENEE: Amy, Ben and Claire - thirty-eight, thirty-five and
        // thirty-one?": names listed right after the children are spoken of are the children.
        namesAfterChildren(doc, s, m.index) ??
        (after
          ? /^(?:wife|husband|spouse)$/i.test(after[1] ?? "") ||
            // "Dale Whitfield (Cody's partner)": in a bracket, a partner is a business partner,
            // unless the bracket says the partner is a client too ("Amara Osei (Jace's partner,
            // also our client)").
            (/^partner$/i.test(after[1] ?? "") &&
              (!after[0].includes("(") ||
                /^[^()]*\([^()]*\b(?:co-?)?clients?\b[^()]*\)/i.test(
                  s.text.slice(m.index + name.length, m.index + name.length + 90),
                )))
            ? "spouse"
            : /^partner$/i.test(after[1] ?? "")
              ? "other"
              : roleFromContext(after[1] ?? "")
          : null);
      // "Roger's daughter Kayla, 27" when Roger is neither client: the child of another person.
      // "Dale Whitfield (Cody's partner) and his son Travis": "his" is the person just named.
      const owner = (CHILD_OF_NAMED.exec(before) ??
        /\b([A-Z][a-z]+)(?:\s+[A-Z][a-z]+)?(?:\s*\([^()]{0,40}\))?\s+(?:and|with)\s+(?:his|her)\s+(?:son|daughter|kid|child|stepson|stepdaughter)\s*,?\s*$/.exec(
          s.text.slice(Math.max(0, m.index - 80), m.index),
        ))?.[1];
      if (role === "child" && owner !== undefined && owner !== name) {
        const ownerRole = names.get(owner);
        if (ownerRole === "child") role = "grandchild";
        else if (ownerRole === "other") role = "other";
      }
      // "- Brian, 38. Teacher. One son, Caleb, 8.": a son or daughter named in a later sentence of
      // a list item about one of the children is a grandchild.
      if (role === "child" && lineStart < s.start) {
        const owner = /^\s*[-•*]\s*([A-Z][a-z]+)\b/.exec(doc.source.slice(lineStart, s.start))?.[1];
        if (owner !== undefined && owner !== name && names.get(owner) === "child") role = "grandchild";
      }
      // "Helen's brother Paul Marchetti … and his wife Donna": the spouse of a third party named
      // just before is a third party too.
      if (role === "spouse" && /\b(?:his|her|their)\s+(?:wife|husband|spouse)\s*,?\s*$/i.test(before)) {
        const possessor = [...s.text.slice(Math.max(0, m.index - 120), m.index).matchAll(/\b([A-Z][a-z]+)\b/g)]
          .map((x) => x[1] ?? "")
          .filter((x) => names.has(x))
          .pop();
        if (possessor !== undefined && ["other", "child", "grandchild"].includes(names.get(possessor) ?? "")) {
          names.set(name, "other");
          thirdPartyNames.add(name);
          continue;
        }
      }
      // "co-owns the firm with her longtime partner Steve", "Steve owns 55%": a business partner.
      if (
        role === "spouse" &&
        /\bpartner\b[^a-z]*(?:[a-z]+\s+)?$/i.test(before) &&
        (BUSINESS_CONTEXT.test(s.text) ||
          new RegExp(`\\b${name}\\s+(?:owns|has|holds)\\s+\\d{1,3}(?:\\.\\d+)?\\s*%`).test(doc.source))
      ) {
        names.set(name, "other");
        thirdPartyNames.add(name);
        continue;
      }
      if (role === "child" || role === "grandchild" || role === "other" || role === "spouse" || role === "primary") {
        names.set(name, role);
        if (role !== "primary" && role !== "spouse") thirdPartyNames.add(name);
      }
    }
  }

  // Names listed after a plural role noun share it: "his sisters Elena (73) and Marisol (66)".
  for (const s of doc.sentences) {
    for (const m of allMatches(/\b([A-Z][a-z]+)(?=\s*(?:\(\d{1,2}\))?\s*(?:,|and|&)\s*([A-Z][a-z]+)\b)/g, s.text)) {
      const first = names.get(m[1] ?? "");
      const second = m[2] ?? "";
      // "Mark Chen (52) & Julie": a surname after a first name is not the person whose role is shared.
      if (/[A-Z][a-z]+\s+$/.test(s.text.slice(Math.max(0, m.index - 20), m.index))) continue;
      if (
        (first === "child" || first === "grandchild" || first === "other") &&
        !names.has(second) &&
        !NOT_NAMES.has(second.toLowerCase())
      ) {
        names.set(second, first);
        thirdPartyNames.add(second);
      }
    }
  }

  // "KL: Karen, Dale and Lisa.": a sentence that only lists names, one of them a known child, after
  // words about the children, lists the children.
  for (const s of doc.sentences) {
    const list =
      /^\s*(?:[A-Za-z][\w .'-]{0,30}:\s*)?([A-Z][a-z]+(?:\s*,\s*[A-Z][a-z]+)*\s*,?\s*(?:and|&)\s*[A-Z][a-z]+)\s*[.!]?\s*$/.exec(
        s.text,
      );
    if (!list) continue;
    const listed = (list[1] ?? "").split(/\s*(?:,|\band\b|&)\s*/).filter(Boolean);
    const roles = listed.map((n) => names.get(n));
    const recent = doc.sentences
      .slice(Math.max(0, s.index - 3), s.index)
      .some((x) => /\b(?:kids|children|sons|daughters|boys|girls)\b/i.test(x.text));
    if (!recent || !roles.includes("child")) continue;
    for (const n of listed) {
      if (names.has(n) || NOT_NAMES.has(n.toLowerCase())) continue;
      names.set(n, "child");
      thirdPartyNames.add(n);
    }
  }
  // "Your wills leave everything to each other outright, then to Marco and Elena?": the people a
  // will leaves the estate to after the couple are the next generation, not the household.
  for (const m of allMatches(
    /\b(?:everything|all|the rest|the estate|what's left|whatever is left|it)\b[^.?;\n]{0,60}?\bthen (?:equally |outright |in trust )?to ([A-Z][a-z]+)(?:(?:\s*,\s*|\s+and\s+|\s*&\s*)([A-Z][a-z]+))?(?:(?:\s*,\s*|\s*,?\s+and\s+|\s*&\s*)([A-Z][a-z]+))?/g,
    doc.source,
  )) {
    for (const n of [m[1], m[2], m[3]]) {
      if (!n || names.has(n) || NOT_NAMES.has(n.toLowerCase())) continue;
      names.set(n, "other");
      thirdPartyNames.add(n);
    }
  }
  // "Mark is 49 and lives ten minutes away; his brother Steven is 46": a child's sibling is a child.
  for (const s of doc.sentences) {
    for (const m of allMatches(
      /\b(?:his|her)\s+(?:(?:older|younger|big|little|twin)\s+)?(?:brother|sister)\s+([A-Z][a-z]+)\b/g,
      s.text,
    )) {
      const sibling = m[1] ?? "";
      const owner = [...s.text.slice(Math.max(0, m.index - 80), m.index).matchAll(/\b([A-Z][a-z]+)\b/g)].pop()?.[1];
      const role = owner ? names.get(owner) : undefined;
      if (
        (role === "child" || role === "grandchild") &&
        names.get(sibling) !== "primary" &&
        names.get(sibling) !== "spouse"
      ) {
        names.set(sibling, role);
        thirdPartyNames.add(sibling);
      }
    }
  }
  // "Brothers Tom (58) and Ed (61) … Tom is our client": the person the note names as the client
  // is the client, whatever family word introduced them.
  for (const m of allMatches(
    /\b([A-Z][a-z]+)\s+is\s+(?:our|the|my)\s+(?:client|prospect)\b|\b(?:our|the|my)\s+client\s+is\s+([A-Z][a-z]+)\b/g,
    doc.source,
  )) {
    const name = m[1] ?? m[2] ?? "";
    if (!name || NOT_NAMES.has(name.toLowerCase())) continue;
    names.set(name, "primary");
    thirdPartyNames.delete(name);
  }
  // "Client: Thomas ("Tom") Whitaker, 61.": a field naming the client, and the name they go by.
  for (const m of allMatches(
    /^[ \t]*(?:primary\s+)?client\s*(?:name)?\s*:\s*([A-Z][a-z]+)(?:\s*\(\s*["\u201c']?([A-Z][a-z]+)["\u201d']?\s*\)|\s+["\u201c']([A-Z][a-z]+)["\u201d'])?/gim,
    doc.source,
  )) {
    for (const name of [m[1], m[2] ?? m[3]]) {
      if (!name || NOT_NAMES.has(name.toLowerCase())) continue;
      names.set(name, "primary");
      thirdPartyNames.delete(name);
    }
  }
  let statedCouple: [string, string] | null = null;
  /** The couple a message of the thread is addressed to ("To: Walt Brenner; Carol Brenner"). */
  let addressedCouple: [string, string] | null = null;
  // "Mark and Denise (our clients)", "Clients: Mark and Denise": the couple the note names as its
  // clients, the first named the client.
  for (const m of allMatches(
    /\b([A-Z][a-z]+)(?:\s+[A-Z][a-z]+(?:-[A-Z][a-z]+)?)?\s+(?:and|&)\s+([A-Z][a-z]+)(?:\s+[A-Z][a-z]+(?:-[A-Z][a-z]+)?)?\s*\((?:our |the )?clients\)|\b(?:our |the )?clients\s*(?:are|:|-)\s*([A-Z][a-z]+)\s+(?:and|&)\s+([A-Z][a-z]+)\b/g,
    doc.source,
  )) {
    const first = m[1] ?? m[3] ?? "";
    const second = m[2] ?? m[4] ?? "";
    if (!first || !second || NOT_NAMES.has(first.toLowerCase()) || NOT_NAMES.has(second.toLowerCase())) continue;
    // "Rich & Ellen (our clients)" says who the clients are, whatever a family word said before;
    // "Clients: Mark and Denise" is weaker and yields to a role already read.
    if (m[1] === undefined && names.has(first) && names.get(first) !== "primary") continue;
    names.set(first, "primary");
    names.set(second, "spouse");
    thirdPartyNames.delete(first);
    thirdPartyNames.delete(second);
    statedCouple = [first, second];
    break;
  }
  // "To: Walt Brenner; Carol Brenner": a message to two people of one family name is to the
  // couple, the first named the client (when no couple was named otherwise).
  if (statedCouple === null) {
    const to =
      /^[ \t>]*[Tt][Oo]:[ \t]*([A-Z][a-z]+)[ \t]+([A-Z][\w'-]+)[^\n;,]*[;,][ \t]*([A-Z][a-z]+)[ \t]+([A-Z][\w'-]+)/m.exec(
        doc.source,
      );
    const [first, second] = [to?.[1] ?? "", to?.[3] ?? ""];
    if (
      to &&
      to[2] === to[4] &&
      first !== second &&
      !names.has(first) &&
      !names.has(second) &&
      !NOT_NAMES.has(first.toLowerCase()) &&
      !NOT_NAMES.has(second.toLowerCase())
    ) {
      names.set(first, "primary");
      names.set(second, "spouse");
      addressedCouple = [first, second];
    }
  }
  /** A person the notes set apart from the clients: another person, whose money is not theirs. */
  const setApart = (name: string) => {
    names.set(name, "other");
    thirdPartyNames.add(name);
  };
  // "Daniel & Priya (NOT our clients - for context only)", "Claire (not a client)": people the notes
  // set apart from the clients.
  for (const m of allMatches(
    /\b([A-Z][a-z]+)(?:\s+[A-Z][a-z]+)?(?:\s*(?:,|and|&)\s*([A-Z][a-z]+)(?:\s+[A-Z][a-z]+)?)?\s*\((?:NOT|not|Not)\s+(?:our |a |the |my )?clients?\b[^)\n]{0,40}\)/g,
    doc.source,
  )) {
    for (const name of [m[1], m[2]]) {
      if (!name || NOT_NAMES.has(name.toLowerCase()) || statedCouple?.includes(name)) continue;
      // A child or another relative keeps that role; a client, spouse or unknown becomes "other".
      const role = names.get(name);
      if (role === undefined || role === "primary" || role === "spouse") names.set(name, "other");
      thirdPartyNames.add(name);
    }
  }
  // "Victor Ng (63) - the other owner, runs sales. Married to Carol (61).", "Daniel Ng (35) -
  // Victor's son": a line presenting a business partner, or a relative of someone other than the
  // clients, and the spouse it names, are third parties.
  for (const m of allMatches(
    /^[ \t]*(?:[-•*][ \t]*)?([A-Z][a-z]+)(?:[ \t]+[A-Z][a-z]+)?[ \t]*(?:\(\d{1,2}\)|,[ \t]*\d{1,2}(?=[ \t]*,))?[ \t]*[-–—:,][ \t]*(?:(?:the other|another)[ \t]+(?:co-?owner|owner|partner|shareholder|member|co-?founder|\d{1,2}[ \t]*(?:%|percent)|half)(?![\w%])|(?:[A-Z][a-z]+['\u2019]s|his|her)[ \t]+(?:business[ \t]+)?partner\b|([A-Z][a-z]+)['\u2019]s[ \t]+(?:son|daughter|wife|husband|brother|sister|mother|father)\b)[^\n]*/gm,
    doc.source,
  )) {
    const name = m[1] ?? "";
    const of = m[2];
    if (!name || NOT_NAMES.has(name.toLowerCase()) || names.get(name) === "primary" || names.get(name) === "spouse")
      continue;
    // "Denise - Greg's wife": the relative of the client is not set apart.
    if (of !== undefined && (names.get(of) === "primary" || names.get(of) === "spouse" || !thirdPartyNames.has(of)))
      continue;
    setApart(name);
    const mate = /\b(?:[Mm]arried to|wife|husband|spouse)[ \t,]+([A-Z][a-z]+)\b/.exec(m[0])?.[1];
    if (mate && !NOT_NAMES.has(mate.toLowerCase()) && names.get(mate) !== "primary") setApart(mate);
  }
  // "Present: Marcus Bell (client), …": the person the notes label as the client.
  const labelledClient = /\b([A-Z][a-z]+)(?:[ \t]+[A-Z][a-z]+)?[ \t]*\((?:our[ \t]+|the[ \t]+)?client\)/.exec(
    doc.source,
  )?.[1];
  if (labelledClient && !NOT_NAMES.has(labelledClient.toLowerCase()) && names.get(labelledClient) !== "spouse")
    names.set(labelledClient, "primary");
  // "Present: Marcus Bell (client), Danielle Bell, Jimmy Sutton (co-owner)": a person the notes
  // label as the client's business partner.
  for (const m of allMatches(
    /\b([A-Z][a-z]+)(?:[ \t]+[A-Z][a-z]+)?[ \t]*\((?:the[ \t]+)?(?:other[ \t]+)?(?:co-?owner|business[ \t]+partner|co-?founder|shareholder|minority owner|majority owner)\)/g,
    doc.source,
  )) {
    const name = m[1] ?? "";
    if (!name || NOT_NAMES.has(name.toLowerCase()) || name === labelledClient || names.get(name) === "spouse") continue;
    setApart(name);
  }
  // A former spouse named ("spousal support from Mark", "my ex, Mark", "divorced Mark in 2022") is a
  // third party: "Mark makes like $300K now" is not the household's income.
  // Separated, not divorced: the spouse paying support under a temporary order is still the spouse.
  const separatedOnly =
    /\bseparat(?:ed|ion)\b|\bpendente lite\b|\btemporary (?:orders?|support)\b/i.test(doc.source) &&
    !/\bdivorced\b|\bdivorce (?:is|was|became|went) final\b|\bex-?(?:husband|wife|spouse)\b|\bformer spouse\b/i.test(
      doc.source,
    );
  for (const m of allMatches(EX_SPOUSE_NAMED, doc.source)) {
    const name = m.slice(1).find((g) => g !== undefined) ?? "";
    if (separatedOnly && !/\bex\b|\bex-|\bformer\b|\bfirst\b|\bprevious\b|\bdivorce/i.test(m[0])) {
      // The one paying support is the spouse the client is separated from.
      if (name && !NOT_NAMES.has(name.toLowerCase()) && !names.has(name) && ![...names.values()].includes("spouse"))
        names.set(name, "spouse");
      continue;
    }
    if (!name || NOT_NAMES.has(name.toLowerCase()) || names.get(name) === "primary") continue;
    setApart(name);
  }

  // "Lorraine (Ray's mother)", "Kelsey (daughter)", "Tyler (their son)" alone on a line: a heading
  // of items about that person, who the bracket says is a parent, a child or another relative.
  for (const m of allMatches(
    new RegExp(
      String.raw`^[ \t]*([A-Z][a-z]+)(?:\s+[A-Z][a-z]+)?\s*\((?:[A-Z][a-z]+'s\s+|his\s+|her\s+|their\s+|the client's\s+)?(${GRANDCHILD_WORDS}|${CHILD_WORDS}|${OTHER_WORDS})\b[^()\n]{0,30}\)\s*:?[ \t]*$`,
      "gim",
    ),
    doc.source,
  )) {
    const name = m[1] ?? "";
    const word = (m[2] ?? "").toLowerCase();
    const known = names.get(name);
    if (!name || NOT_NAMES.has(name.toLowerCase()) || known === "primary" || known === "spouse") continue;
    const role = IS_GRANDCHILD_WORD.test(word) ? "grandchild" : IS_CHILD_WORD.test(word) ? "child" : "other";
    if (known === undefined) names.set(name, role);
    thirdPartyNames.add(name);
  }

  // Initials of the people named ("Drs. Priya & Arjun … P 38, A 36") and names joined as a couple.
  const initials = new Set<string>();
  const coupled = new Set<string>();
  for (const s of doc.sentences) {
    for (const t of s.tokens)
      if (t.pos === "PROPN" && /^[A-Z][a-z]+$/.test(t.text) && !NOT_NAMES.has(t.lower)) initials.add(t.text.charAt(0));
    for (const m of allMatches(/\b([A-Z][a-z]+)\s*(?:\(\d{1,2}\))?\s*(?:&|and|\/)\s*([A-Z][a-z]+)\b/g, s.text)) {
      coupled.add(`${m[1]}|${m[2]}`);
      coupled.add(`${m[2]}|${m[1]}`);
    }
    // "Dave Ames (62), Ann Ames (59)": two people of one surname listed together.
    for (const m of allMatches(
      /\b([A-Z][a-z]+)\s+([A-Z][a-z]+)\s*(?:\([^()]{0,12}\))?\s*(?:,|;|\||&|and|\/)\s*([A-Z][a-z]+)\s+\2\b/g,
      s.text,
    )) {
      if ((m[1] ?? "") === (m[3] ?? "")) continue;
      coupled.add(`${m[1]}|${m[3]}`);
      coupled.add(`${m[3]}|${m[1]}`);
    }
  }
  const coupleCue =
    /\b(?:married|wife|husband|spouse|partner|couple|clients|mfj|m\.|together|both|of the two|the two of them|civil union|fianc[eé]e?|boyfriend|girlfriend|engaged|household)\b|&|\bH\s?\d{2}\b/i.test(
      doc.source,
    ) ||
    // "Meeting w/ the Parks": a household named by its plural surname.
    /\b(?:[Mm]eeting|[Mm]et|[Cc]all|[Rr]eview|[Vv]isit)\s+(?:w\/|with)\s+the\s+[A-Z][a-z]+s\b/.test(doc.source);
  // Ages of "Dad" and "Mom" (a child calling about the parents) are kept for when no client age is found.
  const parents: AgeMention[] = [];

  // "Subject: Mom and Dad - info you asked for", "Quick background on my parents": a son or
  // daughter writing about the parents, who are the clients.
  // A child writing about a parent who has died ("your father's accounts … Her father died
  // October 12, 2025", "my late mother") is the heir and the client, not writing for the parent.
  // "Mom's accounts … Your father died in March 2024": the other parent, alive, is the client.
  const died =
    /\b(mom|dad|mother|father)\b[^.\n]{0,40}?\b(?:died|passed away|passed on|death)\b|\blate (mom|dad|mother|father)\b|\b(mom|dad|mother|father) passed\b/i.exec(
      doc.source,
    );
  const diedParent = (died?.[1] ?? died?.[2] ?? died?.[3] ?? "").toLowerCase();
  const parentDied =
    died !== null &&
    !(/^(?:dad|father)$/.test(diedParent) ? /\b(?:mom|mother)\b/i : /\b(?:dad|father)\b/i).test(doc.source);
  const writerIsChild =
    !parentDied &&
    /(?:^|\n)[ \t>]*subject:[^\n]*\b(?:mom|dad|mother|father|parents)\b|\b(?:about|for|on|re:?)\s+(?:my\s+)?(?:parents|mom and dad|mom & dad|dad and mom)\b/i.test(
      doc.source,
    );
  // A transcript's speakers: the first client to speak is the client, the second the spouse.
  const speakers = transcriptSpeakers(doc.source, names);
  // The day the notes were written, for a birthday later in the year.
  const note = noteDay(doc.source, asOfYear);
  for (const [label, role] of speakers) if (!names.has(label)) names.set(label, role);
  const answers = speakers.size > 0 ? ageAnswers(doc.source, speakers, asOfYear, note) : inlineAgeAnswers(doc.source);

  // "From: Janet … I am 66 … Love, Mom" forwarded by her son: the parent's own words.
  const byParent = writerIsChild ? parentWrittenSpans(doc.source) : [];
  // Every age said of a named person, for the generation test at the end.
  const namedAges: AgeMention[] = [];
  const senders = speakers.size > 0 ? [] : emailSenders(doc.source);
  // Sentences come in order: the header before each is found by moving one cursor forward.
  let header = -1;
  const senderAt = (offset: number): string | null => {
    while (header + 1 < senders.length && (senders[header + 1]?.at ?? Infinity) <= offset) header++;
    return header >= 0 ? (senders[header]?.name ?? null) : null;
  };
  for (const s of doc.sentences) {
    // In an e-mail thread, "I'm 74" is the age of the message's sender when the sender is a client.
    const speaker = speakers.size > 0 ? speakerOf(doc.source, s.start) : senderAt(s.start);
    const mentions = ageMentions(
      s,
      asOfYear,
      initials,
      coupleCue || s.index < 3,
      // A son or daughter on the call ("ROBERT: … I'm sixty-one") speaks of their own age too.
      speaker !== null && (speakers.has(speaker) || names.has(speaker)) ? speaker : null,
      speakers.size > 0 ? nextSpeaker(doc.source, s.end) : null,
      names,
      writerIsChild && !byParent.some(([a, b]) => s.start >= a && s.start < b),
      note,
    );
    // "- Me: born 1988" in a client's message: the sender's own age.
    for (const m of mentions)
      if (m.name !== null && /^(?:me|myself)$/i.test(m.name)) {
        m.name = speaker !== null && names.has(speaker) ? speaker : null;
        if (m.name === null && m.role === null) m.role = "primary";
      }
    labelledLineAges(doc, s, mentions);
    // "LP: Kids? / JH: Two, both at Michigan. Sam is 21, Nora is 19.": the people an answer about
    // the children names are the children, and a count opening it is their number.
    const aboutChildren = answersChildrenQuestion(doc.source, s.start) || inChildrenLine(doc.source, s.start);
    if (aboutChildren) {
      for (const m of mentions) if (m.role === null && m.name !== null && !names.has(m.name)) m.role = "child";
      const opening =
        /^\s*(?:[A-Za-z][\w .'-]{0,30}:\s*)?(?:yes,?\s+|yeah,?\s+)?(one|two|three|four|five|six|seven|eight|nine|ten|\d)\b(?!\s*(?:years?|yrs?|months?|%|k\b|grand))(?!\s*(?:,|and)\s*(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|\d)\b)/i.exec(
          s.text,
        );
      // "PATEL: Kids are 10, 8 and 5? / RACHEL: Ten, eight and - Sam turned six": an answer that
      // opens on a list of numbers gives the children's ages.
      const listed =
        /^\s*(?:[A-Za-z][\w .'-]{0,30}:\s*)?((?:\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)(?:(?:\s*,\s*(?:and\s+)?|\s+and\s+)(?:\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\b)+(?:,?\s*and\s+(?:\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\b)?)(?![-\s]*(?:a half|half|years|yrs|months|%|percent|k\b|grand|thousand|hundred|million))/i.exec(
          s.text,
        );
      if (listed && childAges.length === 0 && lineStartAt(doc.source, s.start) >= s.start - 40) {
        const values = (listed[1] ?? "")
          .split(/\s*,\s*(?:and\s+)?|\s+and\s+/i)
          .map((w) => countValue(w.trim()))
          .filter((v): v is number => v !== null);
        // "Two, 19 and 16": a first number equal to the count of the rest is their count.
        const ages = values.length >= 3 && values[0] === values.length - 1 ? values.slice(1) : values;
        for (const age of ages) if (age < 30) childAges.push({ age, name: null });
        const from = s.start + listed.index + listed[0].length - (listed[1] ?? "").length;
        rec.note("childrenAges", from, from + (listed[1] ?? "").length);
      }
      const n = opening && !listed ? countValue(opening[1] ?? "") : null;
      if (n !== null && childCount === null && lineStartAt(doc.source, s.start) >= s.start - 40) {
        childCount = {
          count: n,
          start: s.start + (opening?.index ?? 0),
          end: s.start + (opening?.index ?? 0) + (opening?.[0].length ?? 0),
        };
        rec.note("childrenCount", childCount.start, childCount.end);
      }
    }
    // "DAN: And you bought it when? / TONY: Ninety-one.": a client's turn that is only a number is an
    // age only as the answer to a question about age (ageAnswers); otherwise it answers something else.
    if (speaker !== null && speakers.has(speaker)) {
      const lineStart = lineStartAt(doc.source, s.start);
      const label = SPEAKER_LABEL_AT.exec(doc.source.slice(lineStart, lineStart + 40));
      const said =
        label && s.start <= lineStart + label[0].length ? doc.source.slice(lineStart + label[0].length, s.end) : "";
      if (
        /^\s*(?:\d{2}|(?:twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)(?:[-\s][a-z]+)?)\s*[.!]?\s*$/i.test(
          said,
        )
      )
        for (let i = mentions.length - 1; i >= 0; i--) {
          const x = mentions[i] as AgeMention;
          if (!answers.some((a) => a.end > x.start && a.start < x.end)) mentions.splice(i, 1);
        }
    }
    // An answer to the adviser's question about age says whose age it is ("And Ann? / DAVE: 59."):
    // it replaces what the sentence alone would say.
    for (const a of answers) {
      if (a.start < s.start || a.end > s.end) continue;
      const overlapping = mentions.findIndex((x) => x.end > a.start && x.start < a.end);
      if (overlapping < 0) mentions.push(a);
      // "Bill, you were born in - / Bill: Fifty-five.": the question makes it a birth year (71), where
      // the sentence alone reads an age (55).
      else if (a.name !== speaker || a.role !== null || mentions[overlapping]?.age !== a.age) mentions[overlapping] = a;
    }
    // Children named in a list after a child word: "two kids, Emma (30) and Jack (27)".
    const kidWord = CHILD_WORD.exec(s.text);
    // What is said of a child or another person ("son Greg (41, no kids)", "daughter Amy with 3
    // children aged 14, 11 and 8") is not said of the client: the client's own children are
    // counted without it, and a child's children are the client's grandchildren.
    // "- Karen, 44. RN in Overland Park; husband a mechanic. Two kids, 14 and 11.": a later sentence
    // of a list item about one of the children, naming children, is about that child's family.
    const itemStart = lineStartAt(doc.source, s.start);
    const itemOwner =
      s.start > itemStart + 2
        ? /^\s*[-•*]\s*([A-Z][a-z]+)\b/.exec(doc.source.slice(itemStart, s.start))?.[1]
        : undefined;
    const own =
      itemOwner !== undefined && names.get(itemOwner) === "child" && CHILD_WORD.test(s.text)
        ? { client: { ...s, text: s.text.replace(/[^\n]/g, " "), lower: s.lower.replace(/[^\n]/g, " ") }, childsOwn: s }
        : ownedByOthers(s, names);
    const childsOwn = own.childsOwn;
    // Whether the sentence lists the children by name after words about them (once per sentence).
    const listsChildren =
      namesAfterChildren(
        doc,
        s,
        /[A-Z]/.exec(s.text.replace(/^\s*[A-Z][\w .'-]{0,30}:\s*/, (l) => " ".repeat(l.length)))?.index ?? 0,
      ) !== null;
    for (const m of mentions) {
      if (m.name) namedAges.push(m);
      // "Inc_Pension_Cl1", "Q3": a digit glued to letters is part of a key or a code, not an age.
      if (/[A-Za-z_]\d{1,3}$/.test(doc.source.slice(m.start, m.end))) continue;
      // "wills from 2009 (drafted when Claire was 5 and Evan 2)": an age at a past event, not now.
      if (
        /\bwhen\b[^.;()?\n]{0,40}\b(?:was|were)\b[^.;()?\n]{0,20}$/i.test(
          doc.source.slice(Math.max(0, m.start - 60, lineStartAt(doc.source, m.start)), m.start) +
            doc.source.slice(m.start, m.end).replace(/\d+\s*$/, ""),
        )
      )
        continue;
      let role = m.role;
      // "daughter Amy with 3 children aged 14, 11 and 8": a child's children are grandchildren.
      if (childsOwn !== null && childsOwn.text.slice(m.start - s.start, m.end - s.start).trim() !== "")
        role = "grandchild";
      // "--- Spouse ---\nName: Alexis M. Whitfield\nDOB: 03/03/1993": a field under a CRM section
      // heading is of the person the heading names.
      if (role === null) role = sectionRole(doc.source, m.start);
      // "son Travis (42), Travis's wife Amber (40)": a child's or another person's spouse is an in-law.
      const possessor =
        /\b([A-Z][a-z]+)['\u2019]s\s+(?:wife|husband|hubby|spouse|partner|fianc\w*|girlfriend|boyfriend)\s*,?\s*$/.exec(
          doc.source.slice(Math.max(0, m.start - 40), m.start),
        )?.[1];
      if (possessor && (names.get(possessor) === "child" || names.get(possessor) === "other")) role = "other";
      // "half to my brother Tom (he's 46, lives in Kearney)": an age in a bracket opened right after
      // a relative named by the relation is that relative's.
      if (
        /\b(?:my|his|her|our|their)\s+(?:(?:older|younger|big|little|baby|twin)\s+)?(?:brother|sister|mother|father|mom|dad|uncle|aunt|cousin|friend|nephew|niece|brother-in-law|sister-in-law|mother-in-law|father-in-law)\s+[A-Z][a-z]+\s*\([^()]{0,12}$/.test(
          doc.source.slice(Math.max(0, m.start - 70), m.start),
        )
      )
        role = "other";
      // "Roger's daughter Kayla, 27" (Roger the client's brother): another person's child.
      const parentOf = CHILD_OF_NAMED.exec(doc.source.slice(Math.max(0, m.start - 50), m.start))?.[1];
      if (parentOf && names.get(parentOf) === "other") role = "other";
      else if (parentOf && names.get(parentOf) === "child" && role === "child") role = "grandchild";
      // "The children\n- Claire, 22, RN …\n- Evan, 19.": an item of a list headed by a child word.
      if (
        role === null &&
        (m.name === null || !names.has(m.name)) &&
        // "CHILDREN\n  Walter (w/ Margaret): Ellen Pruitt-Shaw 41, …": lines indented under it too.
        CHILDREN_HEADING.test(
          listHeadingLine(doc.source, m.start) ?? listHeadingLine(doc.source, m.start, /^[ \t]+\S/) ?? "",
        )
      )
        role = "child";
      // "Amy, Ben and Claire - thirty-eight, thirty-five and thirty-one?" after "the three kids":
      // every age of the list is a child's.
      if ((role === null || role === "couple") && listsChildren) role = "child";
      // A named minor with no role word is a child ("Ella is 9 and Sam is 6").
      if (role === null && m.name !== null && m.age < 18 && !names.has(m.name)) role = "child";
      // "Nora is 19 and a sophomore at URI": a named young person at school or college is a child.
      if (
        role === null &&
        m.name !== null &&
        m.age < 26 &&
        !names.has(m.name) &&
        /^[^.;\n]{0,30}\b(?:freshman|sophomore|junior at|senior at|student|in college|at college|in (?:high )?school|in grad school|at (?:university|uni))\b/i.test(
          doc.source.slice(m.end, m.end + 60),
        )
      )
        role = "child";
      if (m.name) {
        const known = names.get(m.name);
        // A child's child read as a grandchild above stays one ("Brian … One son, Caleb, 8").
        if (known) {
          if (!(role === "grandchild" && known === "child")) role = known;
        } else if (
          kidWord &&
          m.start > s.start + kidWord.index &&
          role !== "spouse" &&
          role !== "primary" &&
          role !== "other"
        )
          role = "child";
      }
      if (
        role === "other" &&
        (m.name
          ? // "my parents (Ron 78, Joyce 76)": parents named in brackets after the word.
            // "My parents: Frank (79) and Irene (76)" too.
            /\b(?:[Mm]y|[Oo]ur)\s+parents\s*(?:\(|:|,|[-–—]|are\b|were\b)\s*(?:[A-Z][a-z]+\s*\(?\d{2}\)?\s*,?\s*(?:and|&)?\s*)?$/.test(
              doc.source.slice(Math.max(0, m.start - 40), m.start).replace(/\d{2}\s*$/, ""),
            ) ||
            /\b(?:[Mm]y|[Oo]ur)\s+parents\s*(?:\(|:|[-–—])[^()]{0,30}$/.test(
              doc.source.slice(Math.max(0, m.start - 40), m.start),
            )
          : /\b(?:dad|mom|father|mother)(?:'s)?\b/i.test(doc.source.slice(Math.max(0, m.start - 2), m.end)))
      ) {
        if (ADULT(m.age)) parents.push(m);
        continue;
      }
      if (role === "child" || role === "grandchild" || role === "other") {
        if (m.name) {
          names.set(m.name, role);
          thirdPartyNames.add(m.name);
        }
        if (role === "child" && m.age <= 80) {
          if (m.name === null || !childNamesAged.has(m.name)) {
            childAges.push({ age: m.age, name: m.name });
            if (m.name !== null) childNamesAged.add(m.name);
          }
          rec.note("childrenAges", m.start, m.end, m.status);
        }
        continue;
      }
      if (!ADULT(m.age)) continue;
      // "Mark and Denise (our clients)" named the couple: another named adult with no role word
      // ("Evan Sorensen turned 19 in April") is neither of them.
      if (
        role === null &&
        m.name !== null &&
        statedCouple !== null &&
        m.name !== statedCouple[0] &&
        m.name !== statedCouple[1] &&
        !names.has(m.name)
      )
        continue;
      // The client speaking ("I'm 71") is the client even when the spouse's age came first.
      if (
        role === "primary" &&
        primary !== null &&
        primary.role !== "primary" &&
        spouse === null &&
        !(m.name && primary.name === m.name)
      ) {
        spouse = primary;
        rec.forget("primaryAge");
        rec.note("spouseAge", spouse.start, spouse.end, spouse.status);
        primary = m;
        rec.note("primaryAge", m.start, m.end, m.status);
        continue;
      }
      // "To: Bill Tate; Andrea Tate" … "My two, Jacob (40) …" … "I turned 68" from Bill: the client
      // named as such replaces an adult taken for the client only for being the first named.
      if (
        role === "primary" &&
        addressedCouple !== null &&
        m.name === addressedCouple[0] &&
        primary !== null &&
        primary.role === null &&
        primary.name !== null &&
        !addressedCouple.includes(primary.name)
      ) {
        primary = m;
        rec.forget("primaryAge");
        rec.note("primaryAge", m.start, m.end, m.status);
        continue;
      }
      if (role === "primary" || (role !== "spouse" && primary === null)) {
        if (primary === null) {
          primary = m;
          if (m.name) names.set(m.name, "primary");
          rec.note("primaryAge", m.start, m.end, m.status);
          continue;
        }
        if (role === "primary") continue;
      }
      if (m.name && names.get(m.name) === "primary") continue;
      // "Pete Sandoval (58)" taken for the partner because he was the next named adult, then
      // "girlfriend Tess (36)": a role word outranks the guess, and the guess is someone else.
      if (
        spouse !== null &&
        spouse.role === null &&
        role === "spouse" &&
        !(m.name && m.name === spouse.name) &&
        !(primary?.name && spouse.name && coupled.has(`${primary.name}|${spouse.name}`)) &&
        (primary === null || Math.abs(m.age - primary.age) <= 25)
      ) {
        if (spouse.name) {
          names.set(spouse.name, "other");
          thirdPartyNames.add(spouse.name);
        }
        spouse = m;
        if (m.name) names.set(m.name, "spouse");
        rec.forget("spouseAge");
        rec.note("spouseAge", m.start, m.end, m.status);
        continue;
      }
      // "Wife 58" (or the spouse speaking) before any age of the client: the spouse's age still.
      if (spouse === null && primary === null && role === "spouse") {
        spouse = m;
        rec.note("spouseAge", m.start, m.end, m.status);
        continue;
      }
      // "L DOB 3/14/61, A DOB 9/2/63. MFJ": a second adult age beside the client's in one sentence
      // of a couple's notes is the spouse's.
      if (
        spouse === null &&
        primary !== null &&
        role === null &&
        m.name === null &&
        coupleCue &&
        primary.start >= s.start &&
        primary.end <= s.end &&
        Math.abs(m.age - primary.age) <= 25
      ) {
        spouse = m;
        rec.note("spouseAge", m.start, m.end, m.status);
        continue;
      }
      if (spouse === null && primary !== null && (role === "spouse" || role === "couple" || m.name !== null)) {
        // A named adult who is neither the client nor a known third party: the spouse or partner
        // only in a couple ("Tom is 66 and Maria is 64"), else another person.
        // "- Ray Delgado, 64 … - Maria Delgado, 62": two adults of one surname are the couple.
        const surname = (a: AgeMention) =>
          /^[A-Z][a-z]+\s+((?:Mc|Mac|O')?[A-Z][a-z]+(?:-[A-Z][a-z]+)?)\b/.exec(doc.source.slice(a.start, a.end))?.[1] ??
          null;
        const sameSurname = surname(primary) !== null && surname(primary) === surname(m);
        const joined =
          sameSurname || (primary.name !== null && m.name !== null && coupled.has(`${primary.name}|${m.name}`));
        if (
          role === null &&
          m.name !== null &&
          primary.name !== null &&
          !joined &&
          !sameCouple(s, primary, m) &&
          !(coupleCue && Math.abs(m.age - primary.age) <= 25)
        ) {
          names.set(m.name, "other");
          thirdPartyNames.add(m.name);
          continue;
        }
        spouse = m;
        if (m.name) names.set(m.name, "spouse");
        rec.note("spouseAge", m.start, m.end, m.status);
      }
    }
    // "Owen's four months now", "an eight-month-old daughter": a baby's age in months is 0 years.
    for (const b of allMatches(BABY_MONTHS, s.text)) {
      const name = b[1] ?? null;
      if (
        name !== null &&
        (NOT_NAMES.has(name.toLowerCase()) || names.get(name) === "primary" || names.get(name) === "spouse")
      )
        continue;
      if (name !== null && childNamesAged.has(name)) continue;
      childAges.push({ age: 0, name });
      if (name !== null) {
        childNamesAged.add(name);
        names.set(name, "child");
        thirdPartyNames.add(name);
      }
      rec.note("childrenAges", s.start + b.index, s.start + b.index + b[0].length);
    }
    const c = counts(own.client, `${CHILD_WORDS}|dependents`);
    // "not working since twins born … kids 3: twins 15 + 11": a count written as a field ("Kids: 3")
    // replaces one read in passing before it.
    if (c && (childCount === null || (c.field && !childCount.field))) {
      childCount = c;
      rec.note("childrenCount", c.start, c.end);
    }
    // "Six grandchildren in all" is the count; each child's own "Two kids" is a part of it, added up
    // until a count of grandchildren is written.
    const stated = counts(s, GRANDCHILD_WORDS);
    const part = stated === null && own.childsOwn ? counts(own.childsOwn, CHILD_WORDS) : null;
    if (stated && (grandCount === null || grandCountIsSum)) {
      if (grandCountIsSum) rec.forget("grandchildrenCount");
      grandCount = stated;
      grandCountIsSum = false;
      rec.note("grandchildrenCount", stated.start, stated.end);
    } else if (part && part.count > 0 && (grandCount === null || grandCountIsSum)) {
      const sofar: number = grandCount === null ? 0 : (grandCount as { count: number }).count;
      grandCount = { ...part, count: sofar + part.count };
      grandCountIsSum = true;
      rec.note("grandchildrenCount", part.start, part.end, "inferred");
    }
    if (!listedAges) {
      const l = listedChildAges(own.client);
      if (l) {
        listedAges = l;
        rec.note("childrenAges", l.start, l.end);
      }
    }
  }

  // "His wife is three years younger": the spouse's age from the client's.
  if (spouse === null && primary !== null) {
    let rel: { m: RegExpExecArray; start: number; name?: string } | null = null;
    for (const s of doc.sentences) {
      const m = RELATIVE_AGE.exec(s.text);
      if (m) {
        rel = { m, start: s.start + m.index };
        break;
      }
    }
    // "Member 2: Teresa Alvarado / Relationship: Spouse / Age: three years younger than Rick": the
    // age field of the spouse's block, measured against the client.
    for (const s of rel ? [] : doc.sentences) {
      const m =
        /^\s*age\s*[:=]\s*(\d{1,2}|a|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\s+(?:years?|yrs?)\s+(younger|older)\b/i.exec(
          s.text,
        );
      if (!m || sectionRole(doc.source, s.start) !== "spouse") continue;
      rel = { m, start: s.start + m.index };
      break;
    }
    // "Ngozi 3 yrs younger", "Deb is three years behind him", "Age (Femi): 2 yrs older than Aisha":
    // a named person other than the client or a known third party, measured against the client.
    const primaryName = primary.name;
    for (const s of rel ? [] : doc.sentences) {
      const m = NAMED_RELATIVE_AGE.exec(s.text);
      if (!m) continue;
      const name = m[1] ?? "";
      const than = (m[4] ?? "").toLowerCase();
      const known = names.get(name);
      // "Phil is nine years older": the client measured against the spouse, so the other way round.
      const spouseName = [...names].find(([, r]) => r === "spouse")?.[0]?.toLowerCase();
      if (name === primaryName && (than === "" || (spouseName !== undefined && than === spouseName))) {
        const flipped = /younger|behind|junior/i.test(m[3] ?? "") ? "older" : "younger";
        rel = {
          m: Object.assign([m[0], m[2], flipped], { index: m.index, input: m.input }) as RegExpExecArray,
          start: s.start + m.index,
        };
        break;
      }
      if (
        name === primaryName ||
        // "June Mercer, three years younger than Harold": a month's name with a surname is a person.
        (NOT_NAMES.has(name.toLowerCase()) && !new RegExp(`^${name}\\s+[A-Z][a-z]+`).test(m[0])) ||
        known === "child" ||
        known === "grandchild" ||
        known === "other" ||
        (than !== "" &&
          !/^(?:him|her|he|she|the|client)$/.test(than) &&
          than !== primaryName?.toLowerCase() &&
          // "2 yrs older than A.": the client's initial.
          !(than.length === 1 && primaryName?.toLowerCase().startsWith(than)) &&
          // "Donna, I have you as two years older than Gary": with the client's name unknown, a
          // name compared with that is no one else's is the client's.
          !(
            !primaryName &&
            /^[A-Z][a-z]+$/.test(m[4] ?? "") &&
            !NOT_NAMES.has(than) &&
            [undefined, "primary"].includes(names.get(m[4] ?? ""))
          ))
      )
        continue;
      rel = {
        m: Object.assign([m[0], m[2], m[3]], { index: m.index, input: m.input }) as RegExpExecArray,
        start: s.start + m.index,
        name,
      };
      break;
    }
    // "RC: And Donna, you're - / DONNA: Three years younger than him.", "LENA: Two years behind
    // him.": the spouse's own turn of a transcript, measured against the client.
    for (const s of rel || speakers.size === 0 ? [] : doc.sentences) {
      const m =
        /^\s*(?:[A-Za-z][\w .'-]{0,30}:\s*)?(?:I'm\s+|I am\s+)?(\d{1,2}|a|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\s+(?:years?|yrs?)\s+(younger|older|behind|ahead)\b/i.exec(
          s.text,
        );
      if (!m) continue;
      const who = speakerOf(doc.source, s.start);
      if (who === null || speakers.get(who) !== "spouse") continue;
      rel = {
        m: Object.assign(
          [m[0], m[1], /behind/i.test(m[2] ?? "") ? "younger" : /ahead/i.test(m[2] ?? "") ? "older" : m[2]],
          {
            index: m.index,
            input: m.input,
          },
        ) as RegExpExecArray,
        start: s.start + m.index,
        name: who,
      };
      break;
    }
    // "LM: And Marcus - your partner? / PRIYA: Yes … He's two years older than me.": a pronoun
    // measured against the speaker, with the spouse or partner named in that sentence or the three before.
    for (const s of rel ? [] : doc.sentences) {
      const m = PRONOUN_RELATIVE_AGE.exec(s.text);
      if (!m) continue;
      const context = doc.sentences
        .slice(Math.max(0, s.index - 3), s.index + 1)
        .map((x) => x.text)
        .join(" ");
      const spouseName = [...names].find(([, r]) => r === "spouse")?.[0];
      if (!SPOUSE_WORD_RE.test(context) && !(spouseName && new RegExp(`\\b${spouseName}\\b`).test(context))) continue;
      rel = {
        m: Object.assign([m[0], m[1], m[2]], { index: m.index, input: m.input }) as RegExpExecArray,
        start: s.start + m.index,
      };
      break;
    }
    const n = rel
      ? /^\d+$/.test(rel.m[1] ?? "")
        ? Number(rel.m[1])
        : /^a$/i.test(rel.m[1] ?? "")
          ? 1
          : countValue(rel.m[1] ?? "")
      : null;
    if (rel && n !== null && n > 0 && n <= 30) {
      const age = primary.age + (/younger|behind|junior/i.test(rel.m[2] ?? "") ? -n : n);
      if (ADULT(age)) {
        spouse = {
          age,
          role: "spouse",
          // "Sam is a year younger": the person measured is the spouse, by name.
          name: rel.name ?? null,
          start: rel.start,
          end: rel.start + rel.m[0].length,
          status: "inferred",
        };
        rec.note("spouseAge", spouse.start, spouse.end, "inferred");
      }
    }
  }
  // A child's call about the parents: "Dad's 88 and Mom's 86".
  // "Family call re: Mrs. Ruth Eberly … Miriam (daughter …): 'Mom's total is around $625,000.'":
  // an elderly client's children speaking of "Mom" or "Dad", with no parent of theirs named apart
  // from the client, speak of the client.
  const childrenSpeakOfClient =
    primary !== null &&
    primary.age >= 70 &&
    parents.length === 0 &&
    /\b(?:mom|dad|mother|father|mama|momma|daddy|papa)(?:'s)?\b/i.test(doc.source) &&
    /\((?:her|his|their)?\s*(?:daughter|son)\b|\b(?:daughter|son)\s*,|\b(?:with|and) (?:her|his|their) (?:daughter|son)\b/i.test(
      doc.source,
    ) &&
    !/\b(?:my|our|his|her|their)\s+(?:mom|dad|mother|father|parents)\b/i.test(doc.source);
  const clientIsParent = writerIsChild || (primary === null && parents[0] !== undefined) || childrenSpeakOfClient;
  if (primary === null && parents[0]) {
    // The parents are the clients: their names are no one else's.
    for (const p of parents.slice(0, 2)) if (p.name) thirdPartyNames.delete(p.name);
    primary = parents[0];
    rec.note("primaryAge", primary.start, primary.end, "stated");
    const other = parents[1];
    if (spouse === null && other) {
      spouse = other;
      rec.note("spouseAge", other.start, other.end, "stated");
    }
  }
  // A name is a person only where it stands as a word: "Pension" and "Cl" of a CRM key
  // ("Inc_Pension_Cl1") are not.
  // "Co-founder & CFO, Sierra Logic, Inc.": a word that opens a company's name is no person.
  const companyWord = (name: string) =>
    new RegExp(
      `\\b${name}\\s+[A-Z][A-Za-z]+(?:\\s+[A-Z][A-Za-z]+)?,?\\s+(?:Inc|LLC|L\\.L\\.C|LLP|Corp|Corporation|Co|Company|Group|Holdings|Partners|PLLC|P\\.C|PC|Ltd)\\b`,
    ).test(doc.source);
  const standsAlone = (name: string) => new RegExp(`(?<![\\w])${name}(?![\\w])`).test(doc.source) && !companyWord(name);
  // "Carol's seventy, remarried" in a 71-year-old's answer about the kids: a child is at least
  // fourteen years younger than the client (an assumption of biology, not of law), so an older
  // person taken for a child is someone else.
  const youngest = (primary as AgeMention | null)?.age;
  const possible = (age: number) => youngest === undefined || youngest < 35 || age <= youngest - 14;
  const ages = (
    listedAges && listedAges.ages.length >= childAges.length ? listedAges.ages : childAges.map((c) => c.age)
  ).filter(possible);
  let childrenCount = childCount?.count ?? null;
  if (childrenCount === null && ages.length > 0) {
    childrenCount = ages.length;
    // The count is read from the ages listed: their quotes are its evidence.
    for (const e of rec.evidence.filter((x) => x.field === "childrenAges"))
      rec.note("childrenCount", e.start, e.end, "inferred");
  }
  // "ADVISER: Kids? / REGGIE: Our daughter June is two.": the answer to a question about the
  // children says how many there are.
  if (childrenCount === null) {
    const answered = childrenAnswered(doc.source);
    if (answered) {
      childrenCount = answered.count;
      rec.note("childrenCount", answered.start, answered.end, "inferred");
    }
  }
  if (childrenCount !== null && ages.length > childrenCount && childCount !== null && childCount.count > 0) {
    childrenCount = Math.max(childrenCount, ages.length);
  }
  // "Gerald turns 71 in September. Carol is 68. Mike is 44 and Dan 41": a named person a generation
  // younger than the client (18 years or more, an assumption of biology), who is not the spouse, is
  // a child or someone else, and the money said of them is theirs.
  const clientAge = (primary as AgeMention | null)?.age;
  const spouseNamed = [...names].find(([, r]) => r === "spouse")?.[0];
  const primaryNamed = [...names].find(([, r]) => r === "primary")?.[0];
  if (clientAge !== undefined && clientAge >= 50) {
    for (const m of namedAges) {
      if (!m.name || m.name === spouseNamed || m.name === primaryNamed) continue;
      if (m === spouse || m === primary) continue;
      if (m.age <= clientAge - 18) thirdPartyNames.add(m.name);
    }
  }
  return {
    primaryAge: (primary as AgeMention | null)?.age ?? null,
    spouseAge: (spouse as AgeMention | null)?.age ?? null,
    childrenCount,
    childrenAges: ages,
    grandchildrenCount: grandCount?.count ?? null,
    thirdPartyNames: new Set([...thirdPartyNames].filter(standsAlone)),
    spouseName:
      (spouse as AgeMention | null)?.name ?? [...names.entries()].find(([, r]) => r === "spouse")?.[0] ?? null,
    clientIsParent,
    childNames: new Set([...names.entries()].filter(([n, r]) => r === "child" && standsAlone(n)).map(([n]) => n)),
  };
}

/**
 * "child" (or "grandchild") when the name at `at` in `s` opens a list of names ("Amy, Ben and
 * Claire") that follows, in the next sentence, words about the children ("… then the three kids.",
 * "Your grandkids?"); else null.
 */
function namesAfterChildren(doc: ReadText, s: Sentence, at: number): Role | null {
  if (!/^\s*(?:[A-Z][\w .'-]{0,30}:\s*)?(?:[A-Z][a-z]+\s*(?:,|,?\s+(?:and|&))\s*)*$/.test(s.text.slice(0, at)))
    return null;
  if (
    !/^[A-Z][a-z]+(?:\s*,\s*[A-Z][a-z]+)*\s*,?\s+(?:and|&)\s+[A-Z][a-z]+\b/.test(
      s.text.replace(/^\s*(?:[A-Z][\w .'-]{0,30}:\s*)?/, ""),
    )
  )
    return null;
  const prior = doc.sentences[s.index - 1];
  const said = prior ? doc.source.slice(Math.max(prior.start, prior.end - 60), prior.end) : "";
  const words =
    /\b(?:(grand)(?:kids|children|sons|daughters)|kids|children|sons|daughters)\b[^.?!\n]{0,20}[.?!:]?\s*$/i.exec(said);
  return words ? (words[1] ? "grandchild" : "child") : null;
}

/**
 * A child of a named person said just before a name or an age: "Roger's daughter ", "Roger's
 * daughter Kayla, ". Group 1 is the parent.
 */
const CHILD_OF_NAMED =
  /\b([A-Z][a-z]+)['\u2019]s\s+(?:(?:eldest|oldest|youngest|only)\s+)?(?:son|daughter|kid|child|boy|girl|stepson|stepdaughter)\b(?:\s+[A-Z][a-z]+)?\s*[,(]?\s*$/;

/** A short question about the children on a line of its own: "ADVISER: Kids?", "TR: And the kids?". */
const CHILDREN_QUESTION =
  /^[ \t>]*(?:[A-Za-z][\w .'-]{0,30}:\s*)?(?:(?:and|so|okay|ok|now)[,\s]+)?(?:any |the |your |and the )?(?:kids|children)\s*\?[ \t]*$/im;
/** Two or more ages listed: "34 and 31", "nine, six and two". */
const AGES_LISTED = /\b(\d{1,2})(?:\s*,\s*\d{1,2})*\s*(?:,\s*)?(?:and|&)\s*\d{1,2}\b/;

/**
 * How many children the answer to a question about them gives: "Both in New York, 34 and 31" (2),
 * "Our two are fine" (2), "Our daughter June is two." (1), "Noor. She turned one in February." (1),
 * with the span read. Null when the answer gives no count (it names no child, or is not the next
 * speaker's line).
 */
function childrenAnswered(source: string): { count: number; start: number; end: number } | null {
  const q = CHILDREN_QUESTION.exec(source);
  if (!q) return null;
  const rest = source.slice(q.index + q[0].length);
  const line = /^\s*\n([^\n]+)/.exec(rest);
  if (!line) return null;
  const start = q.index + q[0].length + (line.index + line[0].length - (line[1] ?? "").length);
  const said = (line[1] ?? "").replace(/^[ \t>]*[A-Za-z][\w .'-]{0,30}:\s*/, "");
  const offset = start + (line[1] ?? "").length - said.length;
  // The first sentence, and the next one when the first is only a name ("Noor. She turned one").
  const first = /^[^.!?]*[.!?]?/.exec(said)?.[0] ?? said;
  const span = (n: number, text: string) => ({ count: n, start: offset, end: offset + text.length });
  if (/^\s*(?:no|none|nope|not yet)\b/i.test(first)) return null;
  const counted = /^\s*(?:both|the two of them|(?:our|the) two)\b/i.test(first)
    ? 2
    : countValue(
        /^\s*(?:(?:we have|we've got|there are|our|the)\s+)?(two|three|four|five|six|seven)\b(?:\s+(?:kids|children|sons|daughters|boys|girls|of them))?/i.exec(
          first,
        )?.[1] ?? "",
      );
  if (counted !== null) return span(counted, first);
  const ages = AGES_LISTED.exec(agesAsDigits(first));
  if (ages) return span(allMatches(/\d{1,2}/g, ages[0]).length, first);
  if (/\band\b|&|\bboth\b|\b(?:kids|children|sons|daughters|twins)\b/i.test(first)) return null;
  // One child: "Our daughter June is two.", "A son, Eli, 7", "Noor. She turned one."
  const one =
    /^\s*(?:(?:our|my|one|a|just (?:the )?one|only one)\s+)?(?:son|daughter|boy|girl|stepson|stepdaughter)\b/i.test(
      first,
    ) ||
    (/^\s*[A-Z][a-z]+\s*\.\s*$/.test(first) && /^\s*(?:she|he)\b/i.test(said.slice(first.length)));
  return one ? span(1, first) : null;
}

/** Speaker labels that are the adviser's side of a transcript, not a client. */
const ADVISER_LABEL =
  /^(?:ad|adv|adviser|advisor|planner|fa|me|q|a|interviewer|cpa|attorney|rep|agent|banker|associate|paraplanner|host)$/i;
/** Labels that open CRM and form fields ("Age:", "Notes:"), not a speaker. */
const FIELD_LABEL =
  /^(?:re|subject|from|to|cc|date|note|notes|age|income|assets|goals?|summary|action|next|status|name|client|spouse|kids|children|state|phone|email|dob|nw|total)$/i;
/**
 * A speaker's label at a line's start: a name ("Ruth", "BILL"), initials ("DH"), or two words in
 * capitals ("MEI LIN"), whose first is kept. Group 1: the label.
 */
// "Mark Lindqvist:" as well as "MARK:", "MEI LIN:", "ML:".
const SPEAKER_LABEL = String.raw`^[ \t]*([A-Z][A-Za-z]{0,15}|[A-Z]{2,3})(?: [A-Z]{2,12}| [A-Z][a-z]{1,15}(?:-[A-Z][a-z]+)?)?[ \t]*:`;
const SPEAKER_LINE = new RegExp(String.raw`${SPEAKER_LABEL}[ \t]+\S`, "gm");
const SPEAKER_LABEL_AT = new RegExp(SPEAKER_LABEL);
const SPEAKER_LABEL_SPACE = new RegExp(String.raw`${SPEAKER_LABEL}[ \t]`);
/** SPEAKER_LABEL_SPACE over a whole source, for scanning the lines after an offset. */
const SPEAKER_LABEL_LINES = new RegExp(String.raw`${SPEAKER_LABEL}[ \t]`, "gm");

/**
 * The adviser's speaker label in a transcript whose labels are initials: the initials of the name
 * the notes give the adviser ("Adviser: R. Lindqvist" → "RL"), the label a key calls "me" ("me =
 * JH"), or else the one label whose turns are mostly questions ("RL: Steve, you're 58 now?").
 */
function adviserLabel(source: string, turns: ReadonlyMap<string, { n: number; asks: number }>): string | null {
  const opening = source.slice(0, 600);
  const named = /\b(?:advis[eo]r|planner|fa|rep)\s*[:=-]\s*([A-Z])([a-z]*)\.?\s+(?:[A-Z]\.?\s+)?([A-Z])[a-z]+/i.exec(
    opening,
  );
  if (named) {
    const initials = `${named[1]}${named[3]}`.toUpperCase();
    if (turns.has(initials)) return initials;
    // "Adviser: Dee Ruiz." / "DEE: Hank, you were born…": the adviser's first name as the label.
    const first = `${named[1]}${named[2]}`;
    if (first.length > 1 && turns.has(first)) return first;
  }
  // The initials (groups 1 and 2) of a name the opening lines mark as the adviser's.
  for (const marking of ADVISER_NAME_MARKINGS) {
    const m = marking.exec(opening);
    const initials = m ? `${(m[1] ?? "").charAt(0)}${m[2]}`.toUpperCase() : "";
    if (m && turns.has(initials)) return initials;
    // "Mckenna Dalby, CFP - Wasatch Ridge" / "MCKENNA: …": the adviser's first name as the label.
    const first =
      m && (m[1] ?? "").length > 1
        ? [...turns.keys()].find((k) => k.toLowerCase() === (m[1] ?? "").toLowerCase())
        : undefined;
    if (first) return first;
  }
  // "Participants: …, Rachel Sun, CFP (RS)": the initials given after the adviser's designation.
  const designated = /\b(?:CFP|ChFC|CPWA|advis[eo]r|planner)(?:\s*\(R\)|®)?\s*\(([A-Z]{2,4})\)/.exec(opening);
  if (designated && turns.has(designated[1] ?? "")) return designated[1] ?? null;
  const me = /\bme\s*=\s*([A-Z]{2,4})\b|\b([A-Z]{2,4})\s*=\s*me\b/.exec(opening);
  if (me) return me[1] ?? me[2] ?? null;
  const askers = [...turns].filter(([label, t]) => /^[A-Z]{2,3}$/.test(label) && t.n >= 3 && t.asks / t.n >= 0.6);
  if (askers.length === 1) return askers[0]?.[0] ?? null;
  // "Greg Halvorsen: … Mark, you were born in…": a named speaker whose turns are mostly questions.
  const namedAskers = [...turns].filter(
    ([label, t]) => !ADVISER_LABEL.test(speakerName(label)) && t.n >= 3 && t.asks / t.n >= 0.6,
  );
  return askers.length === 0 && namedAskers.length === 1 ? (namedAskers[0]?.[0] ?? null) : null;
}

/**
 * Names the opening lines mark as the adviser's, first and last initial in groups 1 and 2: "On the
 * line: Dennis Kowalczyk, …, J. Arceneaux (adviser)"; "Present: Dorothy Vanderhoef; her son Mark;
 * R. Amundson, CFP".
 */
const ADVISER_NAME_MARKINGS: readonly RegExp[] = [
  /\b([A-Z][a-z]*)\.?\s+(?:[A-Z]\.?\s+)?([A-Z])[a-z]+\s*\((?:the\s+|our\s+)?(?:advis[eo]r|planner|fa|cfp|wealth manager|financial advis[eo]r)\)/,
  /\b([A-Z][a-z]*)\.?\s+(?:[A-Z]\.?\s+)?([A-Z])[a-z]+,\s*(?:CFP|ChFC|CPWA|CIMA|RICP)\b/,
  // "Tom Ashida, Willamette Planning Partners, Eugene OR": a name followed by the firm it is with.
  /\b([A-Z][a-z]+)\s+(?:[A-Z]\.?\s+)?([A-Z])[a-z]+,\s*(?:[A-Z][\w&'.-]*\s+){0,4}(?:Wealth|Planning|Advis[eo]rs|Advisory|Financial|Capital|Counsel|Partners|Management|Investments)\b/,
];

/** The label of a transcript's legend line: "Speakers:", "Present:", "Key:". */
const LEGEND_LABEL = /^(?:speakers?|participants?|present|attendees?|in attendance|on the call|key|legend)$/i;

/**
 * The client speakers of a transcript ("BILL: …", "DH: …", "Ruth: …"), in the order they first
 * speak, mapped to the client and the spouse. A line label counts as a speaker when at least two
 * labels each open two or more lines; the adviser's labels are left out. Labels in capitals are
 * read in title case ("BILL" → "Bill") so they meet the names in the text; a client the heading
 * names may speak only once. Labels `known` as a child, grandchild or another person are not clients.
 */
function transcriptSpeakers(source: string, known: ReadonlyMap<string, Role> = new Map()): Map<string, Role> {
  const seen = new Map<string, number>();
  const turns = new Map<string, { n: number; asks: number }>();
  // Labels as speakerOf names them: "TR" is "Tom" when the opening lines key it ("TR = Tom Reinholt").
  // The adviser is found by the labels as written ("RS", "AD"), the clients by their names.
  const raw = new Map<string, string>();
  for (const m of allMatches(SPEAKER_LINE, source)) {
    const written = speakerName(m[1] ?? "");
    const label = labelName(source, m[1] ?? "");
    raw.set(written, label);
    seen.set(label, (seen.get(label) ?? 0) + 1);
    const lineEnd = source.indexOf("\n", m.index);
    const asks = source.slice(m.index, lineEnd < 0 ? source.length : lineEnd).includes("?");
    const t = turns.get(written) ?? { n: 0, asks: 0 };
    turns.set(written, { n: t.n + 1, asks: t.asks + (asks ? 1 : 0) });
  }
  const adviserWritten = adviserLabel(source, turns);
  const adviser = adviserWritten ? (raw.get(adviserWritten) ?? adviserWritten) : null;
  // A transcript has two labels, the adviser's among them, that each open two lines or more.
  const out = new Map<string, Role>();
  if ([...seen.values()].filter((n) => n >= 2).length < 2) return out;
  if (adviser) seen.delete(adviser);
  const clients: string[] = [];
  // "L. Greer (CPA, Greer & Holt)", "Dana Wu (estate attorney)", "Karen (Karen Pruitt, adviser)",
  // "AN = A. Novak, CFP": a professional on the call, not a client.
  const professional = (label: string) =>
    new RegExp(
      `\\b${label}\\s*(?:\\(|=\\s*[^(),=\\n]{1,40},\\s*)(?:[^(),\\n]{1,40},\\s*)?(?:the\\s+|our\\s+|their\\s+|his\\s+|her\\s+)?(?:[a-z-]+\\s+)?(?:cpa|attorney|lawyer|counsel|accountant|advis[eo]r|planner|banker|trustee|paraplanner|associate|cfp|enrolled agent|ea|broker|agent|appraiser)\\b`,
      "i",
    ).test(source.slice(0, 600));
  // "Zoom - Tyler & Megan Kowalski": the heading above the first turn names the clients in the
  // adviser's order, which is kept even when the second speaks first.
  // A legend line ("Speakers: Karen (adviser), Bill, Nancy.") is part of the heading, not a turn.
  let firstTurn = 0;
  for (const m of allMatches(SPEAKER_LINE, source)) {
    firstTurn = m.index;
    if (!LEGEND_LABEL.test(m[1] ?? "")) break;
  }
  const heading = source.slice(0, Math.min(firstTurn, 400));
  // "Transcript - Walter & June Hoffmann" above "WALT:": a label three letters or longer may be the
  // start of the name the heading gives (a short form).
  const named = (label: string) => {
    const exact = heading.search(new RegExp(`\\b${label}\\b`, "i"));
    return exact >= 0 || label.length < 3 ? exact : heading.search(new RegExp(`\\b${label}[a-z]{1,4}\\b`, "i"));
  };
  for (const [label, n] of seen) {
    // A client the heading names may speak only once ("TR = Tom Reinholt … TR: Sixty-seven.").
    if (
      (n < 2 && (named(label) < 0 || LEGEND_LABEL.test(label))) ||
      ADVISER_LABEL.test(label) ||
      FIELD_LABEL.test(label)
    )
      continue;
    // ("JUNE:" is a person when the heading names her: "Walter & June Hoffmann".)
    if ((NOT_NAMES.has(label.toLowerCase()) && named(label) < 0) || professional(label)) continue;
    // "her son Daniel (POA)" speaking first is still the son, not the client.
    const role = known.get(label);
    if (role === "child" || role === "grandchild" || role === "other") continue;
    clients.push(label);
  }
  const pair = clients.slice(0, 2);
  if (pair.length === 2 && named(pair[0] as string) >= 0 && named(pair[1] as string) >= 0)
    pair.sort((a, b) => named(a) - named(b));
  if (pair[0]) out.set(pair[0], "primary");
  if (pair[1]) out.set(pair[1], "spouse");
  return out;
}

/**
 * The role a CRM export's section heading gives the fields under it ("--- Spouse ---", "[Primary]",
 * "== Client 2 =="), read back over at most 12 lines to the nearest heading; null without one.
 * `headingsOnly`: only a decorated heading counts, not a "Spouse: …" label line opening a block.
 */
export function sectionRole(source: string, offset: number, headingsOnly = false): Role | null {
  let end = lineStartAt(source, offset) - 1;
  for (let i = 0; i < 12 && end > 0; i++) {
    const start = lineStartAt(source, end);
    const line = source.slice(start, end).trim();
    // "--- Spouse ---", "## Client", "[P2]", or a line in capitals alone ("SPOUSE", "PRIMARY").
    const heading =
      /^(?:-{2,}|={2,}|#+|\[)\s*([A-Za-z][A-Za-z0-9 -]{1,20}?)\s*(?:-{2,}|={2,}|\])?$/.exec(line)?.[1] ??
      /^([A-Z][A-Z0-9 -]{1,20}?)\s*(?:\((?:[Pp]rimary|[Ss]econdary|[Ss]pouse|[Pp]artner|[Cc]lient)\))?\s*:?$/.exec(
        line,
      )?.[1] ??
      null;
    // "Member 2: Teresa Alvarado", "Primary Member: Ricardo Alvarado": a label line opening a CRM block.
    const block =
      /^(?:(member|client|person)\s*([12])|(primary member|primary client|secondary member|co-?client|spouse))\s*:/i.exec(
        line,
      );
    if (block && !headingsOnly) {
      const n = block[2] ?? "";
      return n === "2" || /^(?:secondary|co-?client|spouse)/i.test(block[3] ?? "") ? "spouse" : "primary";
    }
    if (heading !== null) {
      if (/^(?:spouse|partner|co-?client|client ?2|member ?2|person ?2|secondary|p2|cl2)$/i.test(heading))
        return "spouse";
      if (/^(?:primary|client|client ?1|member ?1|person ?1|p1|cl1)$/i.test(heading)) return "primary";
      return null;
    }
    end = start - 1;
  }
  return null;
}

/**
 * The line after a question about age or birth ("How old…?", "born in…", "The intake form has
 * Marcus at forty-four."), and the age or birth year that opens its answer.
 */
const AGE_QUESTION =
  /\bhow old\b|\byou(?:['\u2019]re| are)\s+(?:now\s+|still\s+)?(?:twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)(?:[-\s](?:one|two|three|four|five|six|seven|eight|nine))?(?:\s+now)?\s*\?|\byour ages?\b|\bages?\b[^?\n]{0,20}\?|\bborn\b|\bbirth|\byou(?:['\u2019]re| are| were)\s+(?:still\s+)?(?:in\s+)?(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?(?:\s+(?:of\s+)?(?:['\u2019]\d{2}|(?:19|20)\d{2}))?\s*\?|\byou(?:\s+turn|\s+will turn|['\u2019]ll turn|['\u2019]ll be|\s+will be|\s+are turning|['\u2019]re turning)\s+(?:\d{2}\b|(?:twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)\b)|\b(?:has|have|shows?|lists?|puts?)\s+(?:you|[A-Z][a-z]+)\s+(?:at|as)\s+(?:\d{2}\b|(?:twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)\b)/i;
/** "You turn fifty-eight in October, right?": the age a question says of the person asked. */
const QUESTION_STATED_AGE =
  /\byou(['\u2019]re| are| turn| turned| just turned| will be|['\u2019]ll be| are turning|['\u2019]re turning)\s+(?:(twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)(?:[-\s](one|two|three|four|five|six|seven|eight|nine))?|(\d{2}))\b(?!\s*(?:%|k\b|thousand|hundred|million|percent|years? (?:ago|in|of)))/i;
/** An answer that confirms what was asked: "Yes", "That's right", or a date that goes with it ("October eighteenth."). */
const CONFIRMS =
  /^\s*(?:yes|yep|yeah|yup|right|correct|that's right|that is right|that's it|exactly|mm-?hmm|uh-huh|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?\s+(?:\d{1,2}|[a-z]+(?:st|nd|rd|th))\b)/i;
const AGE_ANSWER =
  /^[ \t]*(?:(?![^.?!\n]*\b(?:twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)\b)[^.?!\d\n]{1,40}[.!]\s+|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?\s+\d{1,2}(?:st|nd|rd|th)?\s*[.,!]\s+)?(?:(?:uh|um|oh|well|so),?\s+)*(?:(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?\s+(?:of\s+)?(?:\d{1,2}(?:st|nd|rd|th)?,?\s+)?(?=['\u2019]?\d))?(?:(?:i|she|he)(?:['\u2019]ll| will) be\s+|(?:i['\u2019]m|i am|she's|he's) turning\s+|(?:i turn|she turns|he turns)\s+|(?:i was\s+)?born\s+(?:in\s+)?)?(?:((?:19|20)\d{2})\b|['\u2019](\d{2})\b|(\d{2})\b(?![\d,%]|\.\d|\s*(?:k|m|grand|thousand|million))|(twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)(?:[-\s](one|two|three|four|five|six|seven|eight|nine))?\b(?!\s*(?:thousand|hundred|million|grand|k\b)))/i;

/**
 * The age or year that ends an answer's match ("'64", "1958", "fifty-seven"), for the evidence:
 * the words before it ("August third. I'll be") may be a sentence of their own. The whole match
 * when it ends on neither.
 */
function figureAtEnd(matched: string): string {
  return (
    /(?:['\u2019]?\d{2,4}|(?:twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)(?:[-\s](?:one|two|three|four|five|six|seven|eight|nine))?)$/i.exec(
      matched,
    )?.[0] ?? matched
  );
}

/** A two-digit age in figures or words ("57", "fifty-seven"). */
const AGE_TOKEN = String.raw`(?:(\d{2})(?![\d,%]|\.\d|\s*(?:k\b|m\b|grand|thousand|million))|(twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)(?:[-\s](one|two|three|four|five|six|seven|eight|nine))?\b(?!\s*(?:thousand|hundred|million|grand|k\b)))`;
/** "… and fifty-seven" after the speaker's age, when the question asked about both. */
const PAIR_REST = new RegExp(String.raw`^\s*(?:,\s*|\s+and\s+|\s*&\s*|\s*\/\s*)${AGE_TOKEN}`, "i");
/** "… She's sixty-five.", "… Ann's 60.": the other client's age after the speaker's own. */
const OTHER_REST = new RegExp(
  String.raw`^[^?\n]{0,40}?\b(?:([Ss]he|[Hh]e)(?:['\u2019]s|\s+is)|([A-Z][a-z]+)(?:['\u2019]s|\s+is))\s+(?:turning\s+|now\s+)?${AGE_TOKEN}`,
);
/** "… Tom in '59": the other client's year of birth after the speaker's own. */
const OTHER_BORN_REST =
  /^\s*(?:,\s*|\s+and\s+|[.;]\s+)(?:([A-Z][a-z]+)|([Ss]he|[Hh]e)|(?:my|her|his)\s+(?:wife|husband|partner))\s+(?:was\s+)?(?:born\s+)?(?:in\s+)?(?:['\u2019](\d{2})|((?:19|20)\d{2}))\b/;

/**
 * The other client's age said in the same answer after the speaker's own: "Sixty-eight. She's
 * sixty-five." or, to a question about both ("How old are you both?"), "fifty-nine and
 * fifty-seven"; after a question about birth, "I was born in '61, Tom in '59". `rest` is the answer
 * after the speaker's age; returns the age, the name given (null for "she"/"he"), and the span
 * within `rest`, or null.
 */
function otherClientAge(
  rest: string,
  question: string,
  birth: boolean,
  asOfYear: number,
): { age: number; name: string | null; index: number; length: number } | null {
  // The span is the figure alone (the words before it may be a sentence of their own).
  const figureOf = (match: RegExpExecArray) => {
    const figure = figureAtEnd(match[0]);
    return { index: match.index + match[0].length - figure.length, length: figure.length };
  };
  if (birth) {
    const b = OTHER_BORN_REST.exec(rest);
    if (!b) return null;
    const year = birthYear(b[3] ?? b[4] ?? "", asOfYear);
    if (year === null) return null;
    const age = ageFromBirthYear(year, asOfYear);
    return ADULT(age) ? { age, name: b[1] ?? null, ...figureOf(b) } : null;
  }
  const fromTokens = (digits?: string, tens?: string, units?: string) =>
    digits ? Number(digits) : tens ? spokenAge(tens, units) : null;
  if (/\bboth\b|\byou two\b|\bages\b|\beach\b/i.test(question)) {
    const p = PAIR_REST.exec(rest);
    const age = p ? fromTokens(p[1], p[2], p[3]) : null;
    if (p && age !== null && ADULT(age)) return { age, name: null, ...figureOf(p) };
  }
  const o = OTHER_REST.exec(rest);
  if (!o) return null;
  const name = o[2] ?? null;
  if (name && NOT_NAMES.has(name.toLowerCase())) return null;
  const age = fromTokens(o[3], o[4], o[5]);
  return age !== null && ADULT(age) ? { age, name, ...figureOf(o) } : null;
}

/**
 * "- Walt: retired DuPont research chemist. Turned 73 in January." / "- Bernadette: … Birthday in
 * August - she'll be 71.": in a list item labelled with a name, an age said without a subject
 * ("Turned 73", "she'll be 71", "he's 68") is the labelled person's; an age to come ("she'll be",
 * "turns") is a year less now. Mentions of the sentence with no name take the label's; a sentence
 * with none gains one. Mutates `mentions`.
 */
function labelledLineAges(doc: ReadText, s: Sentence, mentions: AgeMention[]): void {
  const lineStart = lineStartAt(doc.source, s.start);
  const label = /^[ \t]*[-•*]\s*([A-Z][a-z]+)\s*:/.exec(doc.source.slice(lineStart, s.start + 1))?.[1];
  if (!label || NOT_NAMES.has(label.toLowerCase()) || lineStart === s.start) return;
  for (const m of mentions) {
    if (m.name !== null || (m.role !== null && m.role !== "primary" && m.role !== "spouse" && m.role !== "couple"))
      continue;
    m.name = label;
    // "she'll be 71" read as 71: the birthday is still to come.
    const said = doc.source.slice(m.start, m.end);
    const figure = /(\d{2})\s*$/.exec(said)?.[1];
    if (/(?:['\u2019]ll|\bwill)\s+be\b|\bturns\b/i.test(said) && figure !== undefined && Number(figure) === m.age)
      m.age -= 1;
  }
  if (mentions.length > 0) return;
  const said =
    /^\s*(?:(?:just\s+)?turned|(?:she|he)(?:['\u2019]s|\s+is))\s+(\d{2})\b(?!\s*(?:%|years?\s+(?:ago|of)))/i.exec(
      s.text,
    ) ?? /\b(?:she|he)(?:['\u2019]s|\s+is)\s+(\d{2})\b(?!\s*(?:%|years?\s+(?:ago|of)))/i.exec(s.text);
  const toCome = /\b(?:(?:she|he)(?:['\u2019]ll|\s+will)\s+be|turns|will turn)\s+(\d{2})\b(?!\s*%)/i.exec(s.text);
  const m = toCome ?? said;
  if (!m) return;
  const age = Number(m[1]) - (toCome ? 1 : 0);
  if (!ADULT(age)) return;
  const start = s.start + m.index + m[0].length - (m[1] ?? "").length;
  mentions.push({ age, role: null, name: label, start, end: start + (m[1] ?? "").length, status: "stated" });
}

/**
 * Ages given as the answer to a question in a transcript: "AD: Brian, you were born in…" /
 * "BN: '64. April." or "ADVISER: How old are you now?" / "BILL: Sixty-seven." The answer is the
 * speaker's; a year is a birth year only after a question about birth.
 */
function ageAnswers(
  source: string,
  speakers: ReadonlyMap<string, Role>,
  asOfYear: number,
  note: NoteDay | null = null,
): AgeMention[] {
  const out: AgeMention[] = [];
  // The question about age the answers below reply to: it holds across the clients' answers in a
  // row ("How old are you both? / DAVE: Sixty-two. / ANN: Fifty-nine.") and across a short
  // follow-up naming the next person ("And Ann?"), whose answer is that person's.
  let previous = "";
  let previousAt = 0;
  let about: { name: string | null; role: Role | null } | null = null;
  let at = 0;
  for (const line of source.split("\n")) {
    const start = at;
    at += line.length + 1;
    if (!line.trim()) continue;
    const label = SPEAKER_LABEL_AT.exec(line);
    const speaker = label ? labelName(source, label[1] ?? "") : null;
    if (speaker === null || !speakers.has(speaker)) {
      // A line of the adviser's: a new question, or a follow-up about the next person.
      // "And Ann?", "What about your wife?", or only the name of a client who speaks: "Meera?".
      const bare = /^(?:[\w ]{0,20}:\s*)?([A-Z][a-z]+)\s*\?\s*$/.exec(line.trim());
      const followUp =
        previous !== "" &&
        AGE_QUESTION.test(previous) &&
        (new RegExp(
          `^(?:[\\w ]{0,20}:\\s*)?(?:and|what about|how about)\\s+(?:you,?\\s+)?([A-Z][a-z]+|your (?:wife|husband|spouse|partner))(?:,?\\s+(?:${MONTH_NAME})\\.?)?\\s*\\??\\s*$`,
          "i",
        ).exec(line.trim()) ??
          (bare && speakers.has(bare[1] ?? "") ? bare : null));
      if (followUp) {
        const who = followUp[1] ?? "";
        about = /^your /i.test(who)
          ? { name: [...speakers].find(([, r]) => r === "spouse")?.[0] ?? null, role: "spouse" }
          : { name: who, role: speakers.get(who) ?? "couple" };
        continue;
      }
      about = null;
      previous = line;
      previousAt = start;
      continue;
    }
    if (AGE_QUESTION.test(previous)) {
      const rest = line.slice(label?.[0].length ?? 0);
      const m = AGE_ANSWER.exec(rest);
      if (m) {
        // "I have you born in August of '54? / August twelfth. I'll be seventy-two.": an age to come
        // answers with an age, not a year of birth.
        const birth =
          /\bborn\b|\bbirth(?!days?\b)|\bdob\b|\bd\.o\.b\b/i.test(previous) &&
          !/(?:ll|will) be\s|turning\s|\bturns?\s/i.test(m[0]);
        let age: number | null = null;
        if (m[1] || m[2]) {
          const year = birthYear(m[1] ?? m[2] ?? "", asOfYear);
          age = year === null ? null : ageFromBirthYear(year, asOfYear);
        } else if (m[3] && !birth) age = Number(m[3]);
        // "I have you born March of '74. / Fifty-two.": with the year said already, words are the age.
        else if (m[4] && birth && !/\bborn\b[^?\n]{0,30}(?:['\u2019]\d{2}\b|\b(?:19|20)\d{2}\b)/i.test(previous)) {
          // "Date of birth? / Eighty-five.": a two-digit year said in words.
          const spoken = spokenAge(m[4], m[5]);
          const year = spoken === null ? null : birthYear(String(spoken).padStart(2, "0"), asOfYear);
          age = year === null ? null : ageFromBirthYear(year, asOfYear);
        } else if (m[4]) age = spokenAge(m[4], m[5]);
        // "Sixty-one in March", "65 next month", "November ninth. I'll be eighty.": the age to
        // come, so a year younger now.
        // "you'll be seventy-two in September? / September fourth. Seventy-two.": the question may
        // say the age is still to come.
        const stated = QUESTION_STATED_AGE.exec(previous);
        const askedToCome =
          stated !== null &&
          /turn(?!ed)|ll be|will be|turning/i.test(stated[1] ?? "") &&
          (stated[2] ? spokenAge(stated[2], stated[3]) : Number(stated[4])) === age;
        const toCome = /(?:ll|will) be\s|turning\s|\bturns?\s/i.test(m[0]) || askedToCome;
        if (
          age !== null &&
          !m[1] &&
          !m[2] &&
          (toCome ||
            /^\s*(?:in\s+(?:jan(?:uary)?|feb(?:ruary)?|march|april|may|june|july|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?|the (?:spring|summer|fall|autumn|winter))|next (?:month|week|spring|summer|fall|winter)|this (?:coming )?(?:spring|summer|fall|winter))\b/i.test(
              rest.slice(m.index + m[0].length),
            ))
        )
          age -= 1;
        // "Forty-two this September." in notes of February: a birthday of this year still to come.
        else if (age !== null && !m[1] && !m[2]) {
          const month = new RegExp(`^\\s*this\\s+(${MONTH_NAME})\\b`, "i").exec(rest.slice(m.index + m[0].length));
          const n = month ? monthNumber(month[1] ?? "") : null;
          if (n !== null && birthdayStillToCome(n, null, note)) age -= 1;
        }
        // The evidence is the figure itself: what comes before it ("August third. I'll be") may be
        // a sentence of its own.
        const figure = figureAtEnd(m[0]);
        const from = start + (label?.[0].length ?? 0) + m.index + m[0].length - figure.length;
        if (age !== null && ADULT(age)) {
          out.push({
            age,
            role: about ? about.role : null,
            name: about ? about.name : speaker,
            start: from,
            end: from + figure.length,
            status: "stated",
          });
          if (!about) {
            const other = otherClientAge(
              rest.slice(m.index + m[0].length),
              previous,
              birth || Boolean(m[1] || m[2]),
              asOfYear,
            );
            if (other) {
              const others = [...speakers].filter(([n, r]) => n !== speaker && r !== "other" && r !== "child");
              const named = other.name && speakers.has(other.name) ? other.name : null;
              const who = named ?? (others.length === 1 ? (others[0]?.[0] ?? null) : other.name);
              const at = start + (label?.[0].length ?? 0) + m.index + m[0].length + other.index;
              out.push({
                age: other.age,
                role:
                  who && speakers.has(who)
                    ? (speakers.get(who) ?? null)
                    : speakers.get(speaker) === "spouse"
                      ? "primary"
                      : "spouse",
                name: who,
                start: at,
                end: at + other.length,
                status: "stated",
              });
            }
          }
        }
      } else {
        // "TA: You turn fifty-eight in October, right? / INGRID: October eighteenth. Don't send a
        // card.": an answer that confirms, with no age of its own, takes the age the question said.
        const said = QUESTION_STATED_AGE.exec(previous);
        if (said && CONFIRMS.test(rest)) {
          const spoken = said[2] ? spokenAge(said[2], said[3]) : Number(said[4]);
          const toCome = /turn|ll be|will be/i.test(said[1] ?? "") && !/turned/i.test(said[1] ?? "");
          const age = toCome ? spoken - 1 : spoken;
          const from =
            previousAt +
            said.index +
            (said[0].length -
              (said[2] ? said[0].replace(/^.*?\s(?=[a-z]+(?:[-\s][a-z]+)?$)/i, "") : (said[4] ?? "")).length);
          if (ADULT(age))
            out.push({
              age,
              role: about ? about.role : null,
              name: about ? about.name : speaker,
              start: from,
              end: previousAt + said.index + said[0].length,
              status: "stated",
            });
        }
      }
      about = null;
      // The next client's answer still replies to the adviser's question.
      continue;
    }
    previous = line;
    previousAt = start;
  }
  return out;
}

/**
 * Whether the line holding `offset` is a field or a list about the children: it opens with
 * "Children:", "Kids:" or "Dependents:" ("Children: Chidi (26), a software engineer …. Nneka (22)
 * finishes at Georgia Tech"), or is an item of a list under such a heading.
 */
function inChildrenLine(source: string, offset: number): boolean {
  const lineStart = lineStartAt(source, offset);
  if (
    /^\s*(?:[-•*]\s*)?(?:children|kids|dependents|sons|daughters)\s*[:=-]/i.test(
      source.slice(lineStart, lineStart + 40),
    )
  )
    return true;
  const heading = listHeadingLine(source, offset, /^\s*[-•*]\s/);
  return (
    heading !== null &&
    /^\s*(?:(?:the|their|our|his|her|[A-Z][a-z]+['\u2019]s)\s+)?(?:children|kids|dependents|sons|daughters)(?:\s+(?:with|from|of)\s+[\w' ]{1,30})?\s*:?\s*$/i.test(
      heading,
    )
  );
}

/**
 * Whether the line holding `offset` answers a question about children asked on the line before
 * ("LP: Kids?", "ADVISOR: Any children?"): the previous non-empty line ends with "?" and names them.
 */
function answersChildrenQuestion(source: string, offset: number): boolean {
  const lineStart = lineStartAt(source, offset);
  if (lineStart === 0) return false;
  const before = source.slice(Math.max(0, lineStart - 200), lineStart - 1).split("\n");
  const previous = before.reverse().find((l) => l.trim() !== "") ?? "";
  return /\?\s*$/.test(previous) && new RegExp(`\\b(?:${CHILD_WORDS})\\b`, "i").test(previous);
}

/**
 * An e-mail answered inline: a quoted line asking the client's age ("> 1. Your age and anything
 * that changed at work.") and, on the next unquoted line, an answer opening with it ("33 (34 IN
 * APRIL). PROMOTED …"). The answer is the client's age.
 */
function inlineAgeAnswers(source: string): AgeMention[] {
  const out: AgeMention[] = [];
  const lines = source.split("\n");
  let at = 0;
  let asked = false;
  const asksAge = /\b(?:your|you(?:r)? current) ages?\b|\bhow old are you\b|\byour (?:date of )?birth/i;
  for (const line of lines) {
    const start = at;
    at += line.length + 1;
    if (!line.trim()) continue;
    // ">> 52. Base salary …" under "1) Confirm your age and current comp.": an answer marked ">>".
    const marked = asked && /^\s*>>/.test(line);
    if (/^\s*>/.test(line) && !marked) {
      asked = asksAge.test(line);
      continue;
    }
    // An unquoted numbered question ("1) Confirm your age …") answered on the next line.
    if (!asked && /^\s*(?:\d{1,2}[.)]|q\d*[.:)])\s/i.test(line) && asksAge.test(line)) {
      asked = true;
      continue;
    }
    if (asked) {
      const m = /^\s*(?:>>+\s*|a\s*[:.)-]\s*)?(\d{2})\b(?!\s*(?:%|k\b|years? (?:ago|in|of)|[,.]\d))/i.exec(line);
      const age = m ? Number(m[1]) : Number.NaN;
      if (m && ADULT(age))
        out.push({
          age,
          role: "primary",
          name: null,
          start: start + m.index,
          end: start + m[0].length,
          status: "stated",
        });
    }
    asked = false;
  }
  return out;
}

/**
 * A former spouse's name: after support paid by or to them, after "ex", before ", my ex", after
 * "divorced", after "Tom's first wife," / "her former husband".
 */
const EX_SPOUSE_NAMED =
  /\bformer spouse\s*[:=-]\s*([A-Z][a-z]+)\b|\b([A-Z][a-z]+)\s+(?:still\s+|also\s+)?(?:pays|paid|owes|sends)\s+(?:(?:me|her|him|them)\s+)?(?:maintenance|alimony|spousal support|child support)\b|\b(?:spousal support|alimony|maintenance|child support)\s+(?:payments?\s+)?(?:from|to|paid by)\s+([A-Z][a-z]+)\b|\b(?:my|his|her|the client's|their)\s+ex(?:-?(?:husband|wife|spouse|partner))?,?\s+([A-Z][a-z]+)\b|\b[Dd]ivorced\s+(?:from\s+)?([A-Z][a-z]+)\b|\b(?:[Tt]he|[Mm]y|[Hh]is|[Hh]er|[Oo]ur)\s+divorce\s+from\s+([A-Z][a-z]+)\b|\b(?:[A-Z][a-z]+['\u2019]s|my|his|her|the client's)\s+(?:first|former|previous|ex-)\s*(?:wife|husband|spouse),?\s+([A-Z][a-z]+)\b|\b([A-Z][a-z]+)\s+(?:pays|paid|owes|sends)\s+(?:me|her|him|them)\s+(?:\$[\d,.]+\s*(?:k\b)?\s*(?:a|per|\/)\s*(?:month|mo|year|yr)\s+(?:in\s+|of\s+)?)?(?:maintenance|alimony|spousal support|child support)\b/g;

/** The speaker label of the first labelled line after `offset` that is not the adviser's, or null. */
function nextSpeaker(source: string, offset: number): string | null {
  const re = SPEAKER_LABEL_LINES;
  re.lastIndex = source.indexOf("\n", offset) + 1 || source.length;
  for (let i = 0; i < 3; i++) {
    const m = re.exec(source);
    if (!m) return null;
    const label = labelName(source, m[1] ?? "");
    if (!ADVISER_LABEL.test(label)) return label;
  }
  return null;
}

/** "BILL" → "Bill", "ANN" → "Ann"; initials ("DH", "JRK") stay as they are. */
function speakerName(label: string): string {
  // "BILL" → "Bill", and a three-letter name with a vowel ("ANN", "TOM", "SUE"); initials ("DH",
  // "JRK") stay as they are.
  const name = label.length > 3 || (label.length === 3 && /[AEIOUY]/.test(label));
  return name && label === label.toUpperCase() ? label.charAt(0) + label.slice(1).toLowerCase() : label;
}

let legendSource: string | null = null;
let legend: Map<string, string> = new Map();
/**
 * The key a transcript gives its speakers' initials in its opening lines: "(CB = Curtis, LB =
 * Lynn, TB = Tanner, me = JH)" maps "TB" to "Tanner", "Howard Brandeis (HB)" maps "HB" to
 * "Howard". Cached for the last source read.
 */
function speakerLegend(source: string): Map<string, string> {
  if (source === legendSource) return legend;
  legendSource = source;
  legend = new Map();
  // "AP = Dr. Arjun Patel": a title before the name is not the name.
  for (const m of allMatches(
    /\b([A-Z]{2,4})\s*=\s*(?:(?:Dr|Mr|Mrs|Ms|Mx|Prof|Rev)\.?\s+)?([A-Z][a-z]+)\b/g,
    source.slice(0, 600),
  ))
    legend.set(m[1] ?? "", m[2] ?? "");
  // "Participants: Howard Brandeis (HB), Ellen Brandeis (EB)": the name, then its initials.
  for (const m of allMatches(/\b([A-Z][a-z]+)(?:\s+[A-Z][a-z]+){0,2}\s*\(([A-Z]{2,4})\)/g, source.slice(0, 600)))
    if (!legend.has(m[2] ?? "")) legend.set(m[2] ?? "", m[1] ?? "");
  return legend;
}

/** A message's header line: "From: Carol Brenner <carol@…>", "On Tue, Mar 17, 2026, Carol Brenner wrote:". */
const SENDER_LINE =
  /^[ \t>]*(?:[Ff][Rr][Oo][Mm]:[ \t]*(?:"?([A-Z][a-z]+)(?:[ \t]+[A-Z][\w'.-]*)*"?)?[^\n]*|[Oo]n [^\n]{0,80}?[ \t,]([A-Z][a-z]+)(?:[ \t]+[A-Z][\w'.-]*)+[ \t]*(?:<[^>\n]*>)?[ \t]*wrote:)[ \t]*$/gm;

/**
 * The message headers of an e-mail thread in order, each with the offset where its message starts
 * and the sender's first name ("From: Carol Brenner", "On …, Carol Brenner wrote:"; null when the
 * header gives none). Empty outside a thread.
 */
function emailSenders(source: string): { at: number; name: string | null }[] {
  return allMatches(SENDER_LINE, source).map((m) => ({ at: m.index, name: m[1] ?? m[2] ?? null }));
}

/** The speaker label of the line that holds `offset` ("KAREN:" → "Karen", "TB:" → "Tanner" by the legend), or null. */
export function speakerOf(source: string, offset: number): string | null {
  const lineStart = lineStartAt(source, offset);
  // "MEI LIN: …": a label of two words in capitals is the first name's.
  const m = SPEAKER_LABEL_SPACE.exec(source.slice(lineStart, lineStart + 32));
  if (!m) return null;
  const label = m[1] ?? "";
  return labelName(source, label);
}

/** A line label as the readers name its speaker: by the transcript's key ("TB" → "Tanner"), else speakerName. */
function labelName(source: string, label: string): string {
  return speakerLegend(source).get(label) ?? speakerName(label);
}

/** True when two named adults are presented as a couple: in one sentence joined by "and" / "&" / "/". */
function sameCouple(s: Sentence, a: AgeMention, b: AgeMention): boolean {
  if (a.start < s.start || a.end > s.end) return /\b(?:couple|married|husband|wife|partner|together)\b/i.test(s.text);
  const between = s.text.slice(Math.max(0, a.end - s.start), Math.max(0, b.start - s.start));
  return /^[^.;]{0,40}?(?:\band\b|&|\/|\bwith\b)/i.test(between);
}
