import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { STRATEGIES } from "@fsa/catalogue";
import { runAnalysis } from "../src/analysis/pipeline.ts";

/**
 * `npm run eval`: runs the catalogue-engine pipeline on the evaluation set (cases.json) and
 * prints a score per case: the share of expected facts read correctly, of strategies expected
 * that were recommended or eligible, and of strategies that must stay out that did.
 */
interface EvalCase {
  name: string;
  notes: string;
  expectedFacts: Record<string, unknown>;
  include: string[];
  exclude: string[];
}

const here = path.dirname(fileURLToPath(import.meta.url));
const cases = JSON.parse(readFileSync(path.join(here, "cases.json"), "utf8")) as EvalCase[];
const pct = (x: number) => `${Math.round(x * 100)}%`.padStart(4);

let total = 0;
const rows: string[] = [];
for (const c of cases) {
  const { analysis } = await runAnalysis({ notes: c.notes, documentText: "", taxYear: 2026 });
  const facts = analysis.facts as unknown as Record<string, unknown>;
  const factKeys = Object.keys(c.expectedFacts);
  const missed = factKeys.filter((k) => JSON.stringify(facts[k]) !== JSON.stringify(c.expectedFacts[k]));
  const factScore = factKeys.length ? (factKeys.length - missed.length) / factKeys.length : 1;
  const known = new Set(STRATEGIES.map((s) => s.id));
  const excludedIds = new Set(analysis.meta.excluded.map((e) => e.strategyId));
  // Eligible = in the catalogue and not ruled out (recommended, or eligible but ranked lower).
  const isEligible = (id: string) => known.has(id) && !excludedIds.has(id);
  const includedHits = c.include.filter(isEligible);
  const excludedHits = c.exclude.filter((id) => !isEligible(id));
  const includeScore = c.include.length ? includedHits.length / c.include.length : 1;
  const excludeScore = c.exclude.length ? excludedHits.length / c.exclude.length : 1;
  const score = (factScore + includeScore + excludeScore) / 3;
  total += score;
  rows.push(
    `${c.name.padEnd(44)} facts ${pct(factScore)}  include ${pct(includeScore)}  exclude ${pct(excludeScore)}  score ${pct(score)}` +
      (missed.length
        ? `\n    facts missed: ${missed.map((k) => `${k} (got ${JSON.stringify(facts[k])})`).join(", ")}`
        : "") +
      (includedHits.length < c.include.length
        ? `\n    not eligible: ${c.include.filter((id) => !isEligible(id)).join(", ")}`
        : "") +
      (excludedHits.length < c.exclude.length
        ? `\n    wrongly eligible: ${c.exclude.filter(isEligible).join(", ")}`
        : ""),
  );
}
process.stdout.write(
  `Evaluation set: ${cases.length} cases (catalogue engine, tax year 2026)\n\n${rows.join("\n")}\n\n`,
);
process.stdout.write(`Mean score: ${pct(total / cases.length)}\n`);
