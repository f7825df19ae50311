import { allMatches } from "./matches.ts";
import type { Recorder } from "./recorder.ts";
import type { ReadText } from "./text.ts";

/**
 * Whether the spouse is a US citizen, when the notes say so of the spouse in words a flag list
 * cannot anchor on a "wife" or "husband": "Ingrid is Swedish - never naturalized", "Priya isn't a
 * citizen yet", "her husband holds a UK passport only", "W: Korean citizen, LPR since 2015". It
 * matters because the unlimited marital deduction needs a citizen spouse or a QDOT (IRC §2056(d)).
 */

/** Nationality adjectives (and "UK", "EU") that name a citizenship other than the United States'. */
export const NATIONALITY =
  "afghan|albanian|algerian|argentine|argentinian|armenian|australian|austrian|bangladeshi|belgian|bolivian|brazilian|british|bulgarian|cambodian|canadian|chilean|chinese|colombian|costa rican|croatian|cuban|czech|danish|dominican|dutch|ecuadorian|egyptian|english|estonian|ethiopian|filipino|filipina|finnish|french|german|ghanaian|greek|guatemalan|haitian|honduran|hungarian|icelandic|indian|indonesian|iranian|iraqi|irish|israeli|italian|jamaican|japanese|jordanian|kenyan|korean|latvian|lebanese|lithuanian|malaysian|mexican|moroccan|nepali|new zealand|nigerian|norwegian|pakistani|palestinian|panamanian|peruvian|polish|portuguese|romanian|russian|salvadoran|saudi|scottish|serbian|singaporean|slovak|south african|spanish|singaporean|sri lankan|swedish|swiss|syrian|taiwanese|thai|trinidadian|turkish|ugandan|ukrainian|uruguayan|venezuelan|vietnamese|welsh|zimbabwean|uk|eu";

const NOT_US = "(?!us\\b|u\\.s\\.?|usa\\b|united states|america\\b|american\\b)";

/** Words that say a person is not a US citizen (lowercased text). */
const NONCITIZEN = new RegExp(
  [
    "\\bnot (?:yet )?(?:a |an )?(?:us |u\\.s\\. |american )?citizen\\b(?! of)",
    "\\b(?:isn't|is not|isn\u2019t|wasn't|was not|'s not) (?:yet )?(?:a |an )?(?:us |u\\.s\\. |american )?citizen\\b(?! of)",
    "\\bnever (?:became|become|got|obtained|took) (?:a |an |us |u\\.s\\. )?(?:us |u\\.s\\. )?citizen(?:ship)?\\b",
    "\\b(?:never|not yet|hasn't|has not|hasn\u2019t|not|never got) (?:been |yet )?naturali[sz]ed\\b",
    "\\bnon-?(?:us |u\\.s\\. )?citizen\\b",
    "\\bgreen[-\\s]card\\b",
    "\\b(?:lawful )?permanent resident\\b",
    "\\blpr\\b",
    "\\b(?:non-?resident|resident) alien\\b",
    "\\b(?:on|holds?|has|with) an? (?:[a-z0-9-]+ ){0,2}visa\\b",
    `\\b(?:citizen|national) of ${NOT_US}(?:the )?[a-z]+`,
    `\\b(?:${NATIONALITY}) (?:citizen|national|passport)(?:ship)?\\b`,
    `\\bcitizenship\\s*[:=-]\\s*${NOT_US}[a-z]+`,
  ].join("|"),
  "g",
);

/** Words in the same sentence that say the person is a citizen after all. */
const CITIZEN_AFTER_ALL =
  /\b(?:became|become|now) an? (?:us |u\.s\. |american )?citizen\b|\bnaturali[sz]ed (?:in|since|last|this|years)\b|\bcitizen since\b|\bdual (?:us|u\.s\.|american)\b|\b(?:us|u\.s\.|american)[/-](?:[a-z]+ )?(?:dual )?citizen|\bdual citizen\b/;

/** A person named before the cue: the spouse, someone else, or nobody the sentence names. */
type Subject = "spouse" | "other" | null;

const SPOUSE_REF = /\b(?:wife|husband|spouse|partner|fianc[ée]e?|co-client|w|h|s)\b/g;
const OTHER_REF =
  /\b(?:mother|mom|father|dad|parents?|sons?|daughters?|kids?|children|child|brothers?|sisters?|in-laws?|mother-in-law|father-in-law|nanny|employees?|client|i|we|he and|she and)\b/g;

/** The last person named before `index` in `before` (a lowercased prefix of the sentence). */
function subjectBefore(before: string, spouseName: string | null, others: readonly string[]): Subject {
  let best = -1;
  let who: Subject = null;
  const take = (re: RegExp, kind: Subject) => {
    for (const m of allMatches(re, before)) {
      // "W" and "H" count only as shorthand labels ("W: Korean citizen", "W -", "H is").
      if (/^[whs]$/.test(m[0]) && !/^\s*(?:[:=-]|\(|is\b|'s\b)/.test(before.slice(m.index + 1))) continue;
      if (m.index > best) {
        best = m.index;
        who = kind;
      }
    }
  };
  take(SPOUSE_REF, "spouse");
  take(OTHER_REF, "other");
  if (spouseName) take(new RegExp(`\\b${spouseName.toLowerCase()}\\b`, "g"), "spouse");
  for (const n of others) if (n) take(new RegExp(`\\b${n.toLowerCase()}\\b`, "g"), "other");
  return who;
}

/**
 * Reads the spouse's non-citizenship from a sentence whose nearest person before the cue is the
 * spouse (a spouse word, a shorthand "W:", or the spouse's name); a cue about anyone else (a
 * parent, a child, the client) says nothing of the spouse. Returns false with its evidence, or
 * null when no sentence says it.
 * @param spouseName the spouse's first name when the notes give one (people.ts).
 * @param others names of third parties and children (people.ts).
 */
/**
 * "We are both Korean citizens" (a quoted email's line break and markers may sit inside it): both
 * spouses hold another citizenship.
 */
const BOTH_FOREIGN = new RegExp(
  `\\bboth (?:of (?:us|them) )?(?:are |were |remain |still )?(?:${NATIONALITY})[\\s>]+(?:citizens|nationals)\\b`,
);

/** A nationality said of the spouse in answer to a question about citizenship ("I'm Indian, she is Singaporean"). */
const NATIONALITY_OF_SPOUSE = new RegExp(
  `\\b(?:she|he|wife|husband|spouse|partner)(?: is|'s| was born) (?:an? )?(?:${NATIONALITY})\\b`,
);

export function readSpouseNonCitizen(
  doc: ReadText,
  rec: Recorder,
  spouseName: string | null,
  others: readonly string[],
): false | null {
  // Over the whole text: a quoted email's line break may split the sentence.
  const bothForeign = BOTH_FOREIGN.exec(doc.source.toLowerCase());
  if (bothForeign) {
    rec.note("spouseIsUsCitizen", bothForeign.index, bothForeign.index + bothForeign[0].length);
    return false;
  }
  let citizenshipAsked = false;
  // The person the sentences before last named: a pronoun ("she has a green card") is about them.
  let lastNamed: Subject = null;
  for (const s of doc.sentences) {
    const asked = citizenshipAsked;
    citizenshipAsked = /\bcitizen(?:s|ship)?\b[^?]*\?\s*$/.test(s.lower);
    const previous = lastNamed;
    lastNamed = subjectBefore(s.lower, spouseName, others) ?? lastNamed;
    // "LM: Is Mei a US citizen? / ARJUN: No, she has a green card.": a no to a question about the
    // spouse's citizenship.
    if (
      asked &&
      previous === "spouse" &&
      /^\s*(?:[a-z][\w .'-]{0,30}:\s*)?(?:no|nope|not yet|not a citizen|she isn't|he isn't|she's not|he's not)\b/.test(
        s.lower,
      )
    ) {
      rec.note("spouseIsUsCitizen", s.start, s.end);
      return false;
    }
    if (CITIZEN_AFTER_ALL.test(s.lower)) continue;
    const said = asked || /\bcitizenship\b/.test(s.lower) ? NATIONALITY_OF_SPOUSE.exec(s.lower) : null;
    if (said) {
      rec.note("spouseIsUsCitizen", s.start + said.index, s.start + said.index + said[0].length);
      return false;
    }
    for (const m of allMatches(NONCITIZEN, s.lower)) {
      const before = s.lower.slice(0, m.index);
      const subject = subjectBefore(before, spouseName, others) ?? (/\b(?:she|he)\b/.test(before) ? previous : null);
      if (subject !== "spouse") continue;
      rec.note("spouseIsUsCitizen", s.start + m.index, s.start + m.index + m[0].length);
      return false;
    }
  }
  return null;
}
