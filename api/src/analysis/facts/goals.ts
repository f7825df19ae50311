import type { TRiskTolerance } from "@fsa/shared";
import type { Recorder } from "./recorder.ts";
import type { ReadText } from "./text.ts";

/**
 * The client's goals in the adviser's words, and the risk tolerance (issue #12 item 1). A goal is
 * the clause after a goal phrase ("wants to", "would like to", "goal is", "worried about"), cut
 * into its parts; a goal phrase inside a negation ("does not want to sell") is not a goal.
 */

const GOAL_TRIGGER =
  /\b(wants? (?:to|a|an)|would like (?:to|a|an)|hopes? to|plans? to|goals? (?:is|are|include|includes)|goals?\s*:|objectives?\s*:|aims? to|needs? to|looking to|interested in|worried about|concerned (?:about|that)|priorit(?:y|ies) (?:is|are)|priorit(?:y|ies)\s*:|wish(?:es)? to|intends? to|focused on)/i;
const SPLIT =
  /,\s*(?:and\s+)?|;\s*|\s+and\s+(?=(?:to\s+)?(?:make|help|plan|reduce|keep|move|treat|minimi[sz]e|protect|retire|avoid|fund|provide|create|set up|leave|give|support|pay|buy|sell|transfer|pass|cover|save)\b)/i;

/** Goals (at most 8, each at most 140 characters) and a quote for each goal sentence. */
export function readGoals(doc: ReadText, rec: Recorder): string[] {
  const goals: string[] = [];
  // The goals kept so far, to drop a repeated one without searching the list (a long attachment can
  // hold thousands of goal phrases).
  const seen = new Set<string>();
  for (const s of doc.sentences) {
    const m = GOAL_TRIGGER.exec(s.text);
    if (!m) continue;
    const triggerStart = s.start + m.index;
    if (s.tokens.some((t) => t.start >= triggerStart && t.start < triggerStart + m[0].length && t.negated)) continue;
    if (/\b(?:doesn't|does not|don't|do not|no longer|never)\s+$/i.test(s.text.slice(0, m.index))) continue;
    let text = s.text;
    // A clause after a semicolon with no goal phrase of its own is another fact, not a goal.
    const semicolon = text.indexOf(";", m.index + m[0].length);
    if (semicolon >= 0 && !GOAL_TRIGGER.test(text.slice(semicolon))) text = text.slice(0, semicolon);
    const tail = text.slice(m.index + m[0].length).replace(/[.!?]\s*$/, "");
    const after =
      /^\s*(?:a|an)\s/i.test(tail) || /(?:wants?|like) an?$/i.test(m[0])
        ? `${m[0].replace(/^(?:wants?|would like)\s+/i, "")}${tail}`
        : tail;
    const parts = after
      .split(SPLIT)
      .map((p) =>
        p
          .trim()
          .replace(/^(?:to|and)\s+/i, "")
          .replace(/^that\s+/i, "")
          .replace(/^[-:•*]\s*/, ""),
      )
      .map((p) =>
        p
          .replace(GOAL_TRIGGER, "")
          .replace(/^\s*(?:to|and)\s+/i, "")
          .trim(),
      )
      .filter((p) => p.length > 3);
    for (const p of parts) {
      const goal = p.charAt(0).toUpperCase() + p.slice(1);
      const short = goal.length > 140 ? `${goal.slice(0, 137)}...` : goal;
      if (!seen.has(short)) {
        seen.add(short);
        goals.push(short);
      }
    }
    rec.note("goals", s.start, s.end);
  }
  return goals.slice(0, 8);
}

const LEVELS: [RegExp, TRiskTolerance][] = [
  [
    /\b(aggressive|high[-\s]risk|risk[-\s]seeking|growth[-\s]oriented|risk[-\s]tolerant|high risk tolerance)\b/i,
    "aggressive",
  ],
  [/\b(moderate|balanced|medium risk|middle of the road|60\/40)\b/i, "moderate"],
  [/\b(conservative|low risk|risk[-\s]averse|cautious|capital preservation|low risk tolerance)\b/i, "conservative"],
];
const RISK_CONTEXT = /\b(?:risk|investors?|tolerance|allocation|portfolio|invests?|investing)\b/i;

/**
 * Risk tolerance: the first level named in a sentence about risk or investing ("moderate to
 * aggressive" → moderate, the adviser's baseline), else the first level named anywhere. Linear:
 * each sentence is tested once.
 */
export function readRiskTolerance(doc: ReadText, rec: Recorder): TRiskTolerance | null {
  const firstIn = (text: string) => {
    let best: { value: TRiskTolerance; at: number; len: number } | null = null;
    for (const [re, value] of LEVELS) {
      const m = re.exec(text);
      if (m && (!best || m.index < best.at)) best = { value, at: m.index, len: m[0].length };
    }
    return best;
  };
  for (const pass of [true, false]) {
    for (const s of doc.sentences) {
      if (pass && !RISK_CONTEXT.test(s.text)) continue;
      const best = firstIn(s.text);
      if (!best) continue;
      // "conservative estimate", "moderate growth" outside a risk sentence are not a tolerance.
      if (
        !pass &&
        /^\s*(?:estimate|assumption|growth|return|view|side|approach to (?:spending|valuation))/i.test(
          s.text.slice(best.at + best.len),
        )
      )
        continue;
      rec.note("riskTolerance", s.start + best.at, s.start + best.at + best.len, pass ? "stated" : "inferred");
      return best.value;
    }
  }
  return null;
}
