import path from "node:path";
import { fileURLToPath } from "node:url";
import { runAnalysis } from "../src/analysis/pipeline.ts";
import {
  KEY_FIELDS,
  loadEvalNotes,
  type Miss,
  type NoteScore,
  type Ratio,
  SPLITS,
  type Split,
  type SplitSummary,
  scoreNote,
  summarise,
} from "./score.ts";

/**
 * `npm run eval [-- --verbose] [--json] [--show-holdout]`: runs the analysis pipeline (catalogue
 * engine, tax year 2026, no model) on every note of the evaluation set (api/eval/notes/{dev,holdout})
 * and prints, per split, the accuracy of each fact field, and how many of the strategies a
 * planner insists on were recommended and how many of those that must stay out did.
 *
 * `--verbose` lists each miss of a dev note (`note · field · expected · got`); holdout notes are
 * only ever aggregated, unless `--show-holdout` is given (README.md "The split").
 * `--json` prints the same as JSON. It is a measurement, not a test: the exit code is always 0.
 */

const TAX_YEAR = 2026;
const here = path.dirname(fileURLToPath(import.meta.url));
const args = new Set(process.argv.slice(2));
const verbose = args.has("--verbose");
const asJson = args.has("--json");
const showHoldout = args.has("--show-holdout");
for (const a of args) {
  if (!["--verbose", "--json", "--show-holdout"].includes(a))
    process.stderr.write(`eval: ignoring unknown option ${a}\n`);
}

const started = performance.now();
const { notes, invalid } = loadEvalNotes(path.join(here, "notes"));
const scores: NoteScore[] = [];
for (const note of notes) {
  try {
    const { analysis } = await runAnalysis({ notes: note.text, documentText: "", taxYear: TAX_YEAR }, { model: null });
    const facts = analysis.facts as unknown as Record<string, unknown>;
    scores.push(
      scoreNote(
        note,
        facts,
        analysis.recommendations.map((r) => r.strategyId),
      ),
    );
  } catch (e) {
    const failed = scoreNote(note, null, []);
    failed.misses.unshift({
      note: note.name,
      split: note.split,
      kind: "error",
      item: "analysis",
      expected: "an analysis",
      got: (e as Error).message,
    });
    scores.push(failed);
  }
}
const seconds = (performance.now() - started) / 1000;

const summaries = Object.fromEntries(
  SPLITS.map((s) => [s, summarise(scores.filter((x) => x.note.split === s))]),
) as Record<Split, SplitSummary>;
const listed = (m: Miss) => m.split === "dev" || showHoldout;
const misses = verbose ? scores.flatMap((s) => s.misses).filter(listed) : [];
const invalidListed = invalid.map((i) => (i.split === "dev" || showHoldout ? i : { ...i, name: "(holdout note)" }));

if (asJson) {
  process.stdout.write(
    `${JSON.stringify(
      { engine: "catalogue engine", taxYear: TAX_YEAR, seconds, splits: summaries, invalid: invalidListed, misses },
      null,
      2,
    )}\n`,
  );
} else {
  process.stdout.write(report());
}
process.exitCode = 0;

function cell(r: Ratio | undefined): string {
  if (!r || r.total === 0) return "–".padStart(16);
  const pct = r.accuracy === null ? "" : `${Math.round(r.accuracy * 100)}%`;
  return `${`${r.correct}/${r.total}`.padStart(9)} ${pct.padStart(5)} `;
}

function row(label: string, get: (s: SplitSummary) => Ratio | undefined): string {
  return `  ${label.padEnd(44)}${SPLITS.map((s) => cell(get(summaries[s]))).join("  ")}\n`;
}

function show(v: unknown): string {
  return typeof v === "string" ? v : JSON.stringify(v);
}

function report(): string {
  const d = summaries.dev;
  const h = summaries.holdout;
  let out = `Evaluation set: ${d.notes} dev + ${h.notes} holdout notes (catalogue engine, tax year ${TAX_YEAR}, no model) in ${seconds.toFixed(1)} s\n`;
  if (invalid.length) {
    out += `\n${invalid.length} note(s) left out, their sidecar is invalid:\n`;
    for (const i of invalidListed) out += `  ${i.split}/${i.name}: ${i.problems.join("; ")}\n`;
  }
  out += `\n${"".padEnd(46)}${SPLITS.map((s) => s.padStart(16)).join("  ")}\n`;
  out += "Facts (read correctly / notes that give the field)\n";
  const fieldNames = [...new Set(SPLITS.flatMap((s) => Object.keys(summaries[s].fields)))];
  const ordered = [...KEY_FIELDS, ...fieldNames.filter((f) => !(KEY_FIELDS as readonly string[]).includes(f))];
  for (const [i, field] of ordered.entries()) {
    if (i === KEY_FIELDS.length) out += row("· the eight key fields", (s) => s.keyFields);
    out += row(field, (s) => s.fields[field]);
  }
  out += row("· all fields", (s) => s.allFields);
  out += "\nFacts by note style (all fields)\n";
  for (const style of Object.keys({ ...d.byStyle, ...h.byStyle })) out += row(style, (s) => s.byStyle[style]);
  out += "\nStrategies (recommendations[].strategyId)\n";
  out += row("notes with every insist id recommended", (s) => s.notesWithAllInsisted);
  out += row("insist ids recommended", (s) => s.insistIdsRecommended);
  out += row("exclude ids kept out of the recommendations", (s) => s.excludeIdsKeptOut);
  out += `  ${"insist ids not in the catalogue yet".padEnd(44)}${SPLITS.map((s) => String(summaries[s].insistIdsNotInCatalogue).padStart(16)).join("  ")}\n`;
  if (verbose) {
    out += `\nMisses (${showHoldout ? "dev and holdout" : "dev notes only"}): note · field · expected · got\n`;
    for (const m of misses) {
      const item = m.kind === "fact" ? m.item : `${m.kind} ${m.item}`;
      out += `  ${m.split === "holdout" ? "holdout/" : ""}${m.note} · ${item} · ${show(m.expected)} · ${show(m.got)}\n`;
    }
  } else {
    out += "\n(--verbose lists each miss of the dev notes)\n";
  }
  return out;
}
