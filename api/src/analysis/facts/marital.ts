import type { TMaritalStatus } from "@fsa/shared";
import { allMatches } from "./matches.ts";
import type { Recorder } from "./recorder.ts";
import { headingPerson, isNegated, lineStartAt, type ReadText } from "./text.ts";

/**
 * Legal marital status (issue #12 items 1–2). Only a legal marriage is `married`; an unmarried
 * partner, a domestic partnership or a civil union is `partnered` (federal law does not treat
 * them as marriages: Rev. Rul. 2013-17). Negation decides: "are not married" is never married,
 * "never married" is single. A business or law-firm "partner" is not a partner in life.
 */

type Cue =
  | "married"
  | "notMarried"
  | "partnered"
  | "widowed"
  | "divorced"
  | "separated"
  | "single"
  | "remarried"
  | "couple";

/** The table of cues: a pattern over a lowercased sentence and what it says. Order does not matter. */
const CUES: [RegExp, Cue][] = [
  // CRM status codes: "MaritalSts: M", "Marital_Status: W", "Marital: D" (underscores read as spaces).
  [/\bmarital\s?(?:status|sts|stat)?\s*[:=]\s*m\b/g, "married"],
  [/\bmarital\s?(?:status|sts|stat)?\s*[:=]\s*w\b/g, "widowed"],
  [/\bmarital\s?(?:status|sts|stat)?\s*[:=]\s*d\b/g, "divorced"],
  [/\bmarital\s?(?:status|sts|stat)?\s*[:=]\s*s\b/g, "single"],
  [
    /\bremarried\b|\b(?:now|since|recently|newly|just) (?:re)?married\b|\bmarried (?:again|for the second time)\b|\b(?:second|2nd|third|3rd) (?:wife|husband|marriage)\b(?![^.;]{0,40}\b(?:died|passed|death|is deceased)\b)|\bnewlyweds?\b|\b(?:he|she) and [a-z]+ (?:married|wed|got married)\b|\bwidow(?:ed|er)\b[^.;]{0,60}?\b(?:and|then|later)\s+(?:(?:he|she)\s+)?(?:married|wed)\b/g,
    "remarried",
  ],
  [
    /\bwidow(?:ed|er)?\b|\blate (?:husband|wife|spouse)\b|\b(?:my|her|his|their|our|client's) (?:husband|wife|spouse),? who (?:passed away|passed|died)\b|\b(?:husband|wife|spouse)(?:,? (?!who\b|that\b|which\b)[\w'-]+,?)?,? (?:passed away|passed|died|is deceased|was killed)\b|\blost (?:her|his) (?:husband|wife|spouse)\b|\b(?:is|as) the surviving spouse\b|\bdeceased (?:husband|wife|spouse)\b/g,
    "widowed",
  ],
  [
    /\bdivorc(?:ed|ee|e final|ing)\b|\b(?:her|his|their|my|the client's) divorce\b(?! (?:is |was )?(?:pending|in progress|not (?:yet )?final|proceedings))|\b(?:since|after) the divorce\b|\bdivorce (?:was|is|became|went) final\b|\bthe divorce (?:from [a-z]+\b|(?:was|is|became|went) final\b)|\bdiv['\u2019]?d\b|(?<=^|[.;,(]\s{0,2})div\.(?=\s*(?:\d|[a-z]+\s+\d|\(|$))|\bex-?(?:wife|husband|spouse)\b|\bformer (?:wife|husband|spouse)\b/g,
    "divorced",
  ],
  [
    /\b(?:legally |recently )?separated\b(?! from (?:service|the company|employment|work))|\bseparation agreement\b|\blegal separation\b|\b(?:the|our|their|a) separation\b(?! from)|\bgoing through (?:a|the|his|her) divorce\b|\bdivorce (?:is )?(?:pending|in progress|not (?:yet )?final)\b|\bin the (?:middle|midst) of (?:a|the|his|her) divorce\b|\bfiled for divorce\b|\b(?:getting|being) divorced\b|\bdivorcing\b|\bdivorce (?:proceedings|settlement (?:is )?(?:expected|pending|due))\b/g,
    "separated",
  ],
  [
    /\bspouse\s*[:=]\s*(?:none|n\/a|no)\b|\bnever (?:been )?married\b|\bunmarried\b|\bnot (?:legally )?married\b|\bisn't married\b|\baren't married\b|\bhaven't married\b|\bnot (?:yet )?wed\b/g,
    "notMarried",
  ],
  [
    /\b(?:domestic|life|long-?time|long[-\s]term|romantic|live-in|same-sex)\s+partner(?:ship|s)?\b|\bcivil union\b|\bboyfriend\b|\bgirlfriend\b|\bfianc[ée]e?\b|\bengaged\b(?!\s+(?:this (?:week|month|quarter|year)|next (?:week|month)|by|before|now|today|to (?:do|help|run|handle|review|draft|sell|buy|manage|prepare)\b))(?<!\b(?:intermediary|qi|attorney|lawyer|cpa|accountant|firm|appraiser|broker|advisor|adviser|trustee|consultant|it|them|him|her|one|someone|counsel|banker)\s+engaged)|\bsignificant other\b|\b(?:live|lived|living|been) together\b|\btogether (?:for )?(?:\d{1,2}|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|a few|several|many)\+? (?:years|yrs)\b|\bwe(?:'re|\u2019re| are) not (?:legally )?married\b|\bcohabit\w*|\bpartner\b|\bpartnered\b(?! with)|\btogether since (?:19|20)\d{2}\b/g,
    "partnered",
  ],
  [
    /\bmarried\b|\bspouse\b|\bwife\b|\bhusband\b|\bhubby\b|\bmfj\b|\bm\.\s?\d{1,2}\s?(?:yrs?|years)\b|\bmarried filing jointly\b|\bmr\.? (?:and|&) mrs\.?\b|\bwedding anniversary\b|\bh\s?\d{2}\s*[/,&]\s*w\s?\d{2}\b|\bh\/w\b|\bhusband and wife\b/g,
    "married",
  ],
  [
    /\bsingle\b(?![-\s](?:family|stock|premium|life|member|asset|largest|biggest|payment|point|name|digit|parent|income|tenant|story|level|owner|employer))|\bsingle (?:parent|mom|dad|mother|father)\b|\bbachelor\b/g,
    "single",
  ],
  [/\bcouple\b(?! of)|\bthey(?:'re| are) both\b/g, "couple"],
];

/** Words before "partner" that make it a business title or a partner no longer (old, former, late), and after it a firm. */
const BUSINESS_PARTNER_BEFORE =
  /\b(?:business|law|managing|senior|general|limited|founding|equity|name|junior|practice|firm|co-|venture|operating|silent|minority|majority|dental|medical|real estate|investment|old|former|ex-?|previous|late|deceased)\s*$/;
const BUSINESS_PARTNER_AFTER =
  /^\s*(?:at|in|with|of)\s+(?:a|an|the|his|her|their)?\s*(?:[\w&'-]+\s+){0,3}(?:firm|practice|business|company|llp|llc|group|partners|fund|bank|agency|clinic|office)\b|^\s*(?:in|at)\s+[A-Z]/i;
/** "spouse", "wife", "husband" after which a word makes them not current: "ex-wife", "late husband", "first wife". */
const NOT_CURRENT_BEFORE = /\b(?:ex-?|former|late|first|previous|prior|deceased|estranged)\s*$/;

/** "ex-", "former", "estranged" before "husband": a spouse the client is no longer married to. */
const EX_BEFORE = /\b(?:ex-?|former|estranged)\s*$/;
/** "first", "previous" before "husband died": an earlier marriage ended by death. */
const PRIOR_BEFORE = /\b(?:first|previous|prior|1st)\s*$/;

/** A cue found, with its span and whether a negation scopes it. */
interface Found {
  cue: Cue;
  start: number;
  end: number;
  negated: boolean;
  /** A widowhood from an earlier marriage ("his first wife died in 1995"). */
  prior?: boolean;
}

/**
 * Reads the legal marital status. Returns null when the notes say nothing about it. Resolution:
 * a remarriage or a current spouse after a divorce or death is `married`; "not married" with a
 * partner is `partnered`, without one `single`; a widow or divorce is kept when no current
 * spouse is named; "couple" alone is an inferred marriage.
 * @param thirdPartyNames people who are not the client or the spouse (people.ts).
 * @param parentIsClient true when a son or daughter writes about a parent who is the client: a
 *   death of the writer's other parent is then the client's widowhood.
 * @param household the spouse's or partner's first name and age as people.ts read them (nulls
 *   when the notes give none): a named person's death is the spouse's only when it is that name,
 *   and a first spouse's death gives way to a living spouse.
 */
export function readMaritalStatus(
  doc: ReadText,
  rec: Recorder,
  thirdPartyNames: ReadonlySet<string> = new Set(),
  parentIsClient = false,
  household: { spouseName: string | null; spouseAge: number | null } = { spouseName: null, spouseAge: null },
): TMaritalStatus | null {
  const found: Found[] = [];
  // Whether the spouse people.ts read, with an age, is called the client's spouse in so many words
  // ("his wife Sue"): a living spouse today. Asked once, on the first late spouse met.
  let living: boolean | undefined;
  const livingSpouseNamed = (): boolean => {
    if (living !== undefined) return living;
    const spouse = household.spouseName;
    living =
      spouse !== null &&
      household.spouseAge !== null &&
      new RegExp(
        `\\b(?:wife|husband|spouse|married to)\\s*,?\\s*${spouse}\\b|\\b${spouse}\\s*\\((?:wife|husband|spouse)\\b|\\b${spouse},\\s+(?:his|her)\\s+(?:wife|husband)\\b`,
      ).test(doc.source);
    return living;
  };
  // A child writing about a parent who is the client: "Your father died in March 2024" (to a
  // sibling, of Mom) is the client's husband's death.
  if (parentIsClient) {
    for (const s of doc.sentences) {
      for (const m of allMatches(
        // "- Dad (Dale) died October 14, 2025": the parent named alone opening a list item too.
        /(?:\b(?:your|my|our)\s+|^\s*(?:>\s*)*[-•*]\s*)(?:father|dad|mother|mom)\b(?:\s*\([A-Z][a-z]+\))?\s+(?:died|passed away|passed on|passed)\b(?!\s+(?:the|a|an|it|on to|along)\b)/gi,
        s.text,
      )) {
        const start = s.start + m.index;
        found.push({ cue: "widowed", start, end: start + m[0].length, negated: false });
      }
    }
  }
  const thirdPartyStatus =
    thirdPartyNames.size > 0
      ? new RegExp(
          `\\b(?:${[...thirdPartyNames]
            .map((n) => n.replace(/[^A-Za-z-]/g, ""))
            .filter(Boolean)
            .join("|")})(?:\\s*\\([^()]*|\\s+(?:is|was|has been)\\s+(?:also\\s+|now\\s+)?)$`,
        )
      : null;
  const ofThirdParty = (before: string) => thirdPartyStatus?.test(before) ?? false;
  // "Jim died on March 3, 2025", "after Jim's death": a named person's death, when that person is
  // not a child, parent or other third party, is read as the spouse's (no current spouse named).
  for (const s of doc.sentences) {
    for (const m of allMatches(
      // "When Rosemary's estate was settled", "at Jim's funeral": an estate settled is a death too.
      /\b([A-Z][a-z]+)(?:'s)?\s+(?:died|passed away|passed on|death|passing|passed(?!\s+(?:the|a|an|it|its|his|her|their|on to|along|through|over|up|down|by|around)\b)|estate (?:was|got|has been|is being) (?:settled|probated|administered|closed)|funeral|memorial service)\b/g,
      s.text,
    )) {
      const name = m[1] ?? "";
      if (thirdPartyNames.has(name) || /^(?:He|She|They|Who|It|Mom|Dad|Mother|Father)$/.test(name)) continue;
      // "Tom (68) and Linda (66) … Frank died last spring": with the spouse named, another
      // person's death is not the spouse's.
      if (household.spouseName && household.spouseName !== name) continue;
      // "what would I even own if Rick died", "in case Tom passed": a supposed death, not one that happened.
      if (/\b(?:if|in case|should|suppose|supposing|unless|were)\s+$/i.test(s.text.slice(0, m.index))) continue;
      // "at Mark's death the marital deduction is not available", "on Tom's passing": what will
      // happen then, not a death that has happened.
      if (
        /^(?:death|passing)$/i.test(m[0].split(/\s+/).at(-1) ?? "") &&
        /\b(?:at|on|upon|after|before|until|by|following)\s+$/i.test(s.text.slice(0, m.index)) &&
        /^[^.;]{0,80}\b(?:will|would|could|can|may|might|should|is not|isn't|are not|aren't|goes|go|passes|pass|gets?|needs?|must|is available|are available)\b/i.test(
          s.text.slice(m.index + m[0].length),
        )
      )
        continue;
      const start = s.start + m.index;
      found.push({ cue: "widowed", start, end: start + m[0].length, negated: false });
    }
  }
  // "Call with Dale and Wanda Pruitt", "Mr. and Mrs. Hale": two first names and one surname (or the
  // titles of a married couple) in the opening lines name a married couple (inferred).
  for (const s of doc.sentences.slice(0, 3)) {
    const m =
      /\b(?:[A-Z][a-z]+(?: \("?[A-Z][a-z]+"?\))? (?:and|&) [A-Z][a-z]+ (?!(?:LLC|LLP|Inc|Co|Corp|Associates|Partners|Group)\b)[A-Z][a-z]+\b(?![^\n]*\b(?:LLC|LLP|Inc)\b)|\bMr\.? (?:and|&) Mrs\.? [A-Z][a-z]+)/.exec(
        s.text,
      );
    if (m)
      found.push({ cue: "couple", start: s.start + m.index, end: s.start + m.index + m[0].length, negated: false });
  }
  // "From: Ellen Gustafson … Cc: Tom Gustafson": two people of one surname writing to the adviser
  // together are a couple (inferred).
  {
    const byFamily = new Map<string, Set<string>>();
    let at: { start: number; end: number } | null = null;
    for (const m of allMatches(
      /^[ \t>]*(?:from|to|cc)\s*:\s*([A-Z][a-z]+)\s+([A-Z][a-z]+(?:-[A-Z][a-z]+)?)\b/gim,
      doc.source,
    )) {
      const family = m[2] ?? "";
      const firsts = byFamily.get(family) ?? new Set<string>();
      firsts.add(m[1] ?? "");
      byFamily.set(family, firsts);
      if (firsts.size === 2 && at === null) at = { start: m.index, end: m.index + m[0].length };
    }
    if (at) found.push({ cue: "couple", start: at.start, end: at.end, negated: false });
  }
  for (const s of doc.sentences) {
    for (const [re, cue] of CUES) {
      for (const m of allMatches(re, s.lower)) {
        const start = s.start + m.index;
        const end = start + m[0].length;
        const before = s.lower.slice(0, m.index);
        const after = s.text.slice(m.index + m[0].length);
        // "Meera's brother Arjun … (his partner's banker …)": a relative's partner.
        if (
          cue === "partnered" &&
          /\b(?:brother|sister|son|daughter|father|mother|dad|mom|parents?|friend|cousin|uncle|aunt|nephew|niece)(?:'s)?\b[^.;]{0,60}$/.test(
            before,
          ) &&
          /\b(?:his|her|their)\s+$/.test(before)
        )
          continue;
        // "co-owns Meridian Talent Partners … with her longtime partner Steve": a partner in the business.
        if (
          cue === "partnered" &&
          /partner$/.test(m[0]) &&
          m[0] !== "partner" &&
          (BUSINESS_PARTNER_BEFORE.test(before) ||
            BUSINESS_PARTNER_AFTER.test(after) ||
            /\bco-?owns?\b|\bco-?founded\b/.test(before))
        )
          continue;
        if (cue === "partnered" && m[0] === "partner") {
          if (BUSINESS_PARTNER_BEFORE.test(before) || BUSINESS_PARTNER_AFTER.test(after)) continue;
          // "partnered with", "partners in" — a plural or a verb is business talk.
          if (/^s\b|^ed\b/.test(after)) continue;
        }
        if (cue === "married" && /^(?:spouse|wife|husband|hubby)$/.test(m[0]) && NOT_CURRENT_BEFORE.test(before))
          continue;
        // "Kim (47) split from her husband Rob (49) in 2019": the spouse left is not a spouse today.
        if (
          cue === "married" &&
          /^(?:spouse|wife|husband|hubby)$/.test(m[0]) &&
          /\b(?:split|separated|divorced|broke up|walked out)\s+(?:up\s+)?(?:from|with|on)\s+(?:her|his|their|my)\s+$/.test(
            before,
          )
        )
          continue;
        // "Sara's ex-husband passed away last year": a former spouse's death is not a widowhood.
        if (cue === "widowed" && /^(?:husband|wife|spouse)\b/.test(m[0]) && EX_BEFORE.test(before)) continue;
        // "Linnea's late husband left her the lake house" (Linnea the spouse today), "Tom's late wife
        // Mary" beside "his wife Sue": a late spouse of someone named, or named apart from the living
        // spouse, is an earlier marriage.
        if (cue === "widowed" && /^late\s/.test(m[0])) {
          const owner = /\b([A-Z][a-z]+)['\u2019]s\s+$/.exec(s.text.slice(0, m.index))?.[1];
          const named = /^\s*,?\s*([A-Z][a-z]+)/.exec(s.text.slice(m.index + m[0].length))?.[1];
          if (owner && (owner === household.spouseName || thirdPartyNames.has(owner))) continue;
          if (
            livingSpouseNamed() &&
            ((named && named !== household.spouseName) || (owner && owner !== household.spouseName))
          ) {
            found.push({ cue, start, end, negated: false, prior: true });
            continue;
          }
        }
        // "not through Kevin's new wife": the spouse of someone else the notes name.
        if (
          (cue === "married" || cue === "couple") &&
          /^(?:spouse|wife|husband|hubby)$/.test(m[0]) &&
          thirdPartyNames.has(
            /\b([A-Z][a-z]+)['\u2019]s\s+(?:new\s+|second\s+|current\s+)?$/.exec(s.text.slice(0, m.index))?.[1] ?? "",
          )
        )
          continue;
        // "His mother is widowed", "her widowed father", "Dad, a widower", "Jordan's parents are
        // divorced": a relative's status.
        if (
          (cue === "widowed" || cue === "divorced") &&
          (/\b(?:mother|father|mom|dad|mum|grandmother|grandfather|grandma|grandpa|sister|brother|aunt|uncle|(?:mother|father|sister|brother)-in-law|friend|neighbou?r|daughter|son|parents?)(?:'s)?\b[^.;]{0,25}$/.test(
            before,
          ) ||
            // "her widowed father" (but "a divorced dad, 44" is the client).
            (cue === "widowed" &&
              /^\s+(?:mother|father|mom|dad|mum|grandmother|grandfather|grandma|grandpa|sister|brother|aunt|uncle|(?:mother|father|sister|brother)-in-law|friend|neighbou?r|daughter|son)\b/i.test(
                after,
              )))
        )
          continue;
        // "Carol (64) lives in Sarasota, remarried": a sentence about a former spouse or another
        // person the notes name, opening on their name, gives their status.
        {
          const opener = /^\s*(?:[-•*]\s*)?([A-Z][a-z]+)\b/.exec(s.text)?.[1] ?? "";
          const about = thirdPartyNames.has(opener) ? opener : (headingPerson(doc.source, start) ?? "");
          // A former spouse's divorce is the client's too; a partner's or relative's is their own
          // ("Steve (NOT our client) - Divorced 2020").
          const former =
            cue === "divorced" &&
            new RegExp(
              `\\b(?:ex|former|first|previous)\\b[^.\\n]{0,25}\\b${about}\\b|\\b${about}\\b[^.\\n]{0,25}\\b(?:ex|former)\\b|\\bdivorced\\s+(?:from\\s+)?${about}\\b`,
              "i",
            ).test(doc.source);
          if (thirdPartyNames.has(about) && (cue !== "divorced" || !former)) continue;
        }
        // "- Ruth Brandt (Jim's mother, not a client), 86. Widowed since 2017.": a list item about a relative.
        if (
          (cue === "widowed" || cue === "divorced") &&
          /^\s*[-•*]\s+[A-Z][a-z]+(?:\s+[A-Z][a-z]+)?\s*\([A-Z][a-z]+['\u2019]s\s+(?:mother|father|mom|dad|sister|brother|aunt|uncle|daughter|son|grandmother|grandfather)\b/.test(
            doc.source.slice(lineStartAt(doc.source, start), start),
          )
        )
          continue;
        // "Mei is widowed", "Lisa (income ~ $130K, divorced, 2 kids)": a third party's own status.
        if (ofThirdParty(s.text.slice(Math.max(0, m.index - 40), m.index))) continue;
        // "married" inside "not married"/"never married" is that cue's, not a marriage.
        if (
          cue === "married" &&
          m[0] === "married" &&
          /\b(?:not|never|un|isn't|aren't|haven't)\s*(?:been\s+|legally\s+|yet\s+)?$/.test(before)
        )
          continue;
        if (cue === "married" && m[0] === "married" && /\bre$/.test(before)) continue;
        // "you'll be married on December 31", "getting married in June": a marriage to come.
        if (
          cue === "married" &&
          m[0] === "married" &&
          /\b(?:will|['\u2019]ll|going to|plan(?:s|ning)? to|want to|hope to|to)\s+(?:be\s+|get\s+)?$|\bgetting\s+$/.test(
            before,
          ) &&
          !/\b(?:not|never)\b|n['\u2019]t\b/.test(before.slice(-30))
        )
          continue;
        // "Former spouse: Andrea Whitaker (b. 1970), remarried", "Ron's remarried now?": the
        // ex-spouse named before it in the sentence, with no one else after them.
        if (
          cue === "remarried" &&
          (/\b(?:ex|former)(?:[-\s](?:wife|husband|spouse|partner))?\b(?![^;]*\b(?:i|we|he|she)\b)[^;]{0,80}$/i.test(
            before,
          ) ||
            [...thirdPartyNames].some((n) =>
              new RegExp(`\\b${n}(?:['\u2019]s)?(?:\\s+(?:is|has|had|just|also|since|now|recently))*\\s*$`).test(
                s.text.slice(Math.max(0, m.index - 30), m.index),
              ),
            ))
        )
          continue;
        // "under the decree Lorraine took … and she has since remarried": after a divorce, whoever
        // "has since remarried" is the former spouse.
        if (
          cue === "remarried" &&
          /\b(?:he|she)\s+(?:has|had)\s+(?:since\s+)?$/i.test(before) &&
          /\bsince\b/i.test(before.slice(-8) + m[0]) &&
          /\bdivorc\w*|\bdecree\b|\bex-?(?:wife|husband|spouse)?\b/i.test(s.text)
        )
          continue;
        // "ex-wife remarried": the ex-spouse's new marriage, not the client's.
        if (
          cue === "remarried" &&
          /\b(?:ex-?(?:wife|husband|spouse)|former (?:wife|husband|spouse)|his ex|her ex)(?:,?\s*[a-z]+)?(?:,?\s*\(?\d{1,2}\)?)?,?\s+(?:has\s+|is\s+|just\s+|since\s+|also\s+)?$/.test(
            before,
          )
        )
          continue;
        if (
          cue === "married" &&
          m[0] === "married" &&
          /^\s+(?:\w+\s+)?(?:daughter|son|child|kids|children)\b/i.test(after)
        )
          continue;
        // A cue that is itself a negation ("never married", "not married") is not negated again.
        // "I'm 61, not 59 like Tom (I married a younger man)": a bracket or a new clause after the
        // negation word ends its scope.
        const lastNot = [...before.matchAll(/\b(?:not|no|never|without)\b|n['\u2019]t\b/gi)].pop();
        const negated =
          cue === "notMarried"
            ? false
            : isNegated(s, start, end) && !(lastNot && /[(;:]/.test(before.slice(lastNot.index + lastNot[0].length)));
        const prior = cue === "widowed" && /^(?:husband|wife|spouse)\b/.test(m[0]) && PRIOR_BEFORE.test(before);
        found.push({ cue, start, end, negated, ...(prior ? { prior } : {}) });
      }
    }
  }
  const first = (c: Cue, negated = false) => found.find((f) => f.cue === c && f.negated === negated);
  const pick = (
    f: Found | undefined,
    status: TMaritalStatus,
    how: "stated" | "inferred" = "stated",
  ): TMaritalStatus => {
    if (f) rec.note("maritalStatus", f.start, f.end, how);
    return status;
  };

  const remarried = first("remarried");
  if (remarried) return pick(remarried, "married");
  const notMarried =
    first("notMarried") ??
    found.find(
      (f) => f.cue === "married" && f.negated && /married/.test(doc.source.slice(f.start, f.end).toLowerCase()),
    );
  const partner = first("partnered");
  const married = first("married");
  const widowed = first("widowed");
  const divorced = first("divorced");
  const separated = first("separated");
  const single = first("single");

  if (notMarried) {
    if (partner) {
      rec.note("maritalStatus", notMarried.start, notMarried.end);
      return pick(partner, "partnered");
    }
    if (widowed) return pick(widowed, "widowed");
    if (divorced) return pick(divorced, "divorced");
    return pick(notMarried, "single");
  }
  if (widowed) {
    // "His first wife died in 2005 … he and his wife Sue": a current spouse named after a death (a
    // word of its own, not the one in "her husband died") is a remarriage.
    const widowSpans = found.filter((f) => f.cue === "widowed" && !f.negated);
    const current = found.find(
      (f) =>
        f.cue === "married" &&
        !f.negated &&
        f.start > widowed.start &&
        /^(?:wife|husband|spouse)$/.test(doc.source.slice(f.start, f.end).toLowerCase()) &&
        // "he and his wife Sue", "her new husband": a spouse now, not the one who died.
        /\b(?:and (?:his|her)|(?:his|her) (?:new|current)|(?:his|her) second)\s*$/i.test(
          doc.source.slice(Math.max(0, f.start - 20), f.start),
        ) &&
        !/^[^.;]{0,25}?\b(?:had|was|were|used to)\b/i.test(doc.source.slice(f.end, f.end + 40)) &&
        !widowSpans.some((w) => w.start <= f.start && w.end >= f.end),
    );
    if (current) return pick(current, "married", "inferred");
    // "Dave 61 / Kim 59. Dave's first wife, Ellen, died in 1995": an earlier marriage's end, with a
    // spouse today (a word of marriage not about the first spouse, or a spouse's age).
    if (widowSpans.every((w) => w.prior)) {
      const now = found.find(
        (f) => f.cue === "married" && !f.negated && !widowSpans.some((w) => w.start <= f.start && w.end >= f.end),
      );
      if (now) return pick(now, "married", "inferred");
      if (household.spouseAge !== null) return pick(widowed, "married", "inferred");
    }
    return pick(widowed, "widowed");
  }
  if (separated) return pick(separated, "separated");
  // A divorce with a current spouse named later is a remarriage. An ex-spouse named ("the 401(k)
  // still names his ex-wife") only tells of an earlier marriage: any current marriage wins.
  if (divorced) {
    const exOnly = found
      .filter((f) => f.cue === "divorced" && !f.negated)
      .every((f) => /^(?:ex|former)/.test(doc.source.slice(f.start, f.end).toLowerCase()));
    if (
      married &&
      (married.start > divorced.start || exOnly) &&
      /\b(?:wife|husband|spouse|married)\b/.test(doc.source.slice(married.start, married.end).toLowerCase())
    ) {
      return pick(married, "married", "inferred");
    }
    return pick(divorced, "divorced");
  }
  // "Partner" with no word of marriage is an unmarried partner; with one ("his wife and business
  // partner" was filtered above) a marriage.
  if (partner && !married) return pick(partner, "partnered");
  if (married) return pick(married, "married");
  if (single) return pick(single, "single");
  const couple = first("couple");
  if (couple) return pick(couple, "married", "inferred");
  return null;
}
