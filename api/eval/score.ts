import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { CATALOGUE } from "@fsa/catalogue";
import { ZClientFacts } from "@fsa/shared";
import { z } from "zod";

/**
 * The honest evaluation set (api/eval/README.md): adviser notes written apart from the rule-based
 * reader, each with the facts a competent reader must find and the strategies a competent
 * planner insists on or rules out. This module loads the set and scores one analysis against one
 * note; `run.ts` prints the aggregates.
 */

/** The two splits. `holdout` notes are never read while writing extraction or eligibility rules. */
export const SPLITS = ["dev", "holdout"] as const;
export type Split = (typeof SPLITS)[number];

/** How the note is written (README.md "Styles"). */
export const STYLES = ["shorthand", "bullets", "prose", "transcript", "email", "crm", "multi-party"] as const;
export type Style = (typeof STYLES)[number];

/** The eight fields every note states an expectation for (null when the note does not give it), listed first. */
export const KEY_FIELDS = [
  "netWorthUsd",
  "primaryAge",
  "spouseAge",
  "maritalStatus",
  "state",
  "retirementAccountsUsd",
  "businessValueUsd",
  "annualIncomeUsd",
] as const;

/**
 * Strategy ids the notes may name that the catalogue does not hold yet (none today: the twelve
 * listed here earlier are all in the catalogue now).
 * Any other id outside the catalogue is a typo and makes the note invalid. Until an id is in the
 * catalogue it cannot be recommended, so insisting on it counts as a miss: the score says so.
 */
export const PENDING_STRATEGY_IDS: readonly string[] = [];

const FACT_FIELDS = Object.keys(ZClientFacts.shape).filter((k) => k !== "evidence" && k !== "goals");
const FACT_SHAPE = ZClientFacts.shape as unknown as Record<string, z.ZodType>;

/** The sidecar `NNN-slug.json` of a note. */
export const ZEvalExpectation = z
  .object({
    style: z.enum(STYLES),
    facts: z.record(z.string(), z.unknown()),
    insist: z.array(z.string()).min(1).max(3),
    exclude: z.array(z.string()),
    why: z.string().min(1),
  })
  .superRefine((v, ctx) => {
    for (const k of KEY_FIELDS) {
      if (!(k in v.facts)) ctx.addIssue({ code: "custom", message: `facts.${k} missing (give null when unstated)` });
    }
    for (const [k, value] of Object.entries(v.facts)) {
      const schema = FACT_SHAPE[k];
      if (!schema || !FACT_FIELDS.includes(k)) {
        ctx.addIssue({ code: "custom", message: `facts.${k} is not a ZClientFacts field` });
      } else if (value === undefined || !schema.safeParse(value).success) {
        ctx.addIssue({ code: "custom", message: `facts.${k} = ${JSON.stringify(value)} does not fit ZClientFacts` });
      }
    }
    const known = new Set([...CATALOGUE.map((s) => s.id), ...PENDING_STRATEGY_IDS]);
    for (const id of [...v.insist, ...v.exclude]) {
      if (!known.has(id)) ctx.addIssue({ code: "custom", message: `unknown strategy id ${id}` });
    }
    for (const id of v.insist) {
      if (v.exclude.includes(id)) ctx.addIssue({ code: "custom", message: `${id} is both insisted on and excluded` });
    }
  });
export type TEvalExpectation = z.infer<typeof ZEvalExpectation>;

/** One note of the set: its split, name (file stem), text and expectations. */
export interface EvalNote {
  split: Split;
  name: string;
  text: string;
  expected: TEvalExpectation;
}

/** A sidecar that does not parse; the runner reports it and leaves the note out. */
export interface InvalidNote {
  split: Split;
  name: string;
  problems: string[];
}

/**
 * Reads `<dir>/{dev,holdout}/NNN-slug.txt` with their `.json` sidecars, sorted by name.
 * A note without a sidecar, or with one that fails ZEvalExpectation, is returned in `invalid`.
 * @throws when a split folder is missing or unreadable.
 */
export function loadEvalNotes(dir: string): { notes: EvalNote[]; invalid: InvalidNote[] } {
  const notes: EvalNote[] = [];
  const invalid: InvalidNote[] = [];
  for (const split of SPLITS) {
    const folder = path.join(dir, split);
    for (const file of readdirSync(folder)
      .filter((f) => f.endsWith(".txt"))
      .sort()) {
      const name = file.slice(0, -".txt".length);
      let raw: unknown;
      try {
        raw = JSON.parse(readFileSync(path.join(folder, `${name}.json`), "utf8"));
      } catch (e) {
        invalid.push({ split, name, problems: [`sidecar unreadable: ${(e as Error).message}`] });
        continue;
      }
      const parsed = ZEvalExpectation.safeParse(raw);
      if (!parsed.success) {
        invalid.push({ split, name, problems: parsed.error.issues.map((i) => i.message) });
        continue;
      }
      notes.push({ split, name, text: readFileSync(path.join(folder, file), "utf8"), expected: parsed.data });
    }
  }
  return { notes, invalid };
}

/** Relative tolerance for money (USD) fields and ownership shares: 1%. */
export const RELATIVE_TOLERANCE = 0.01;

/**
 * Whether the reader's value matches the expected one (README.md "Scoring"): an expected null
 * must be read as null (undefined counts as null); USD amounts (fields ending in `Usd`) and the
 * ownership share within 1% of the expected value; other numbers (ages, years, counts) exactly;
 * arrays as sets; strings and booleans exactly.
 */
export function factMatches(field: string, expected: unknown, got: unknown): boolean {
  if (expected === null) return got === null || got === undefined;
  if (got === null || got === undefined) return false;
  if (typeof expected === "number") {
    if (typeof got !== "number") return false;
    const approximate = field.endsWith("Usd") || field === "businessOwnershipShare";
    return approximate ? Math.abs(got - expected) <= RELATIVE_TOLERANCE * Math.abs(expected) : got === expected;
  }
  if (Array.isArray(expected)) {
    if (!Array.isArray(got)) return false;
    const a = new Set(expected.map((x) => JSON.stringify(x)));
    const b = new Set(got.map((x) => JSON.stringify(x)));
    return a.size === b.size && [...a].every((x) => b.has(x));
  }
  return expected === got;
}

/** One miss, for the per-note listing. */
export interface Miss {
  note: string;
  split: Split;
  kind: "fact" | "insist" | "exclude" | "error";
  /** The fact field or the strategy id. */
  item: string;
  expected: unknown;
  got: unknown;
}

/** The score of one note: every fact compared, and the strategy checks. */
export interface NoteScore {
  note: EvalNote;
  facts: { field: string; ok: boolean; expected: unknown; got: unknown }[];
  insistHits: number;
  excludeHits: number;
  misses: Miss[];
}

/**
 * Scores one analysis against its note: each expected fact, each `insist` id (recommended?) and
 * each `exclude` id (kept out of the recommendations?).
 * @param facts the analysis facts (`analysis.facts`), or null when the analysis failed.
 * @param recommended the recommended strategy ids (`analysis.recommendations[].strategyId`).
 */
export function scoreNote(note: EvalNote, facts: Record<string, unknown> | null, recommended: string[]): NoteScore {
  const rec = new Set(recommended);
  const scored = Object.entries(note.expected.facts).map(([field, expected]) => {
    const got = facts ? (facts[field] ?? null) : null;
    return { field, expected, got, ok: facts !== null && factMatches(field, expected, got) };
  });
  const misses: Miss[] = scored
    .filter((f) => !f.ok)
    .map((f) => ({
      note: note.name,
      split: note.split,
      kind: "fact",
      item: f.field,
      expected: f.expected,
      got: f.got,
    }));
  const insistMissed = note.expected.insist.filter((id) => !rec.has(id));
  const excludeHit = note.expected.exclude.filter((id) => rec.has(id));
  for (const id of insistMissed) {
    misses.push({ note: note.name, split: note.split, kind: "insist", item: id, expected: "recommended", got: "not" });
  }
  for (const id of excludeHit) {
    misses.push({ note: note.name, split: note.split, kind: "exclude", item: id, expected: "not", got: "recommended" });
  }
  return {
    note,
    facts: scored,
    insistHits: note.expected.insist.length - insistMissed.length,
    excludeHits: note.expected.exclude.length - excludeHit.length,
    misses,
  };
}

/** A count out of a total; `accuracy` is null when the total is 0. */
export interface Ratio {
  correct: number;
  total: number;
  accuracy: number | null;
}

function ratio(correct: number, total: number): Ratio {
  return { correct, total, accuracy: total ? correct / total : null };
}

/** The aggregates of one split. */
export interface SplitSummary {
  notes: number;
  /** Per fact field: the key fields first, then the others in ZClientFacts order. */
  fields: Record<string, Ratio>;
  keyFields: Ratio;
  allFields: Ratio;
  byStyle: Record<string, Ratio>;
  /** Notes whose `insist` ids are all recommended. */
  notesWithAllInsisted: Ratio;
  insistIdsRecommended: Ratio;
  excludeIdsKeptOut: Ratio;
  /** `insist` ids that are not in the catalogue yet (they cannot be recommended). */
  insistIdsNotInCatalogue: number;
}

/** Aggregates the note scores of one split (README.md "Scoring"). */
export function summarise(scores: NoteScore[]): SplitSummary {
  const catalogue = new Set(CATALOGUE.map((s) => s.id));
  const order = [...KEY_FIELDS, ...FACT_FIELDS.filter((f) => !(KEY_FIELDS as readonly string[]).includes(f))];
  const fields: Record<string, Ratio> = {};
  for (const field of order) {
    const given = scores.flatMap((s) => s.facts.filter((f) => f.field === field));
    if (given.length) fields[field] = ratio(given.filter((f) => f.ok).length, given.length);
  }
  const all = scores.flatMap((s) => s.facts);
  const key = all.filter((f) => (KEY_FIELDS as readonly string[]).includes(f.field));
  const byStyle: Record<string, Ratio> = {};
  for (const style of STYLES) {
    const facts = scores.filter((s) => s.note.expected.style === style).flatMap((s) => s.facts);
    if (facts.length) byStyle[style] = ratio(facts.filter((f) => f.ok).length, facts.length);
  }
  const insistTotal = scores.reduce((n, s) => n + s.note.expected.insist.length, 0);
  const excludeTotal = scores.reduce((n, s) => n + s.note.expected.exclude.length, 0);
  return {
    notes: scores.length,
    fields,
    keyFields: ratio(key.filter((f) => f.ok).length, key.length),
    allFields: ratio(all.filter((f) => f.ok).length, all.length),
    byStyle,
    notesWithAllInsisted: ratio(
      scores.filter((s) => s.insistHits === s.note.expected.insist.length).length,
      scores.length,
    ),
    insistIdsRecommended: ratio(
      scores.reduce((n, s) => n + s.insistHits, 0),
      insistTotal,
    ),
    excludeIdsKeptOut: ratio(
      scores.reduce((n, s) => n + s.excludeHits, 0),
      excludeTotal,
    ),
    insistIdsNotInCatalogue: scores.reduce(
      (n, s) => n + s.note.expected.insist.filter((id) => !catalogue.has(id)).length,
      0,
    ),
  };
}
