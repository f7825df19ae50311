import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { TAnalysisResult, TClientFacts } from "@fsa/shared";
import { describe, expect, it } from "vitest";
import { runAnalysis } from "./pipeline.ts";
import { loadSampleNotes } from "./samples.ts";
import { US_STATES } from "./us-states.ts";

/**
 * Issue #12 "Done when": no reason, memo line or next step states a fact that has no quote and is
 * not marked as an assumption. This test walks every sentence the catalogue engine writes for a set
 * of notes (the samples and the evaluation set's dev notes) and checks each claim about the client:
 * an age, a marital status, a state, a number of children, or a dollar amount. A claim is supported
 * when the fact it states has evidence (a quote, or the adviser's correction), when the amount is a
 * figure the engine computed, or when the sentence says it is assumed.
 */

const here = path.dirname(fileURLToPath(import.meta.url));
const devDir = path.resolve(here, "../../eval/notes/dev");
const devNotes = readdirSync(devDir)
  .filter((f) => f.endsWith(".txt"))
  .sort()
  .map((f) => [f, readFileSync(path.join(devDir, f), "utf8")] as const);

const ASSUMED =
  /\bassum\w*|\bnot stated\b|\bno (?:age|net worth) stated\b|\bdefault\b|\bif\b|\bnotes give no\b|\bnotes do not\b/i;

/** Every sentence the engine shows the adviser, with where it came from. */
function sentencesOf(a: TAnalysisResult): { where: string; text: string }[] {
  const out: { where: string; text: string }[] = [];
  const add = (where: string, text: string | undefined) => {
    if (!text) return;
    for (const s of text.split(/(?<=[.!?])\s+(?=[A-Z(])/)) out.push({ where, text: s });
  };
  add("executive summary", a.clientMemo.executiveSummary);
  for (const k of ["worryFreeLifestyle", "protectionBucket", "legacyBucket"] as const)
    add(`memo ${k}`, a.clientMemo[k].description);
  add("current situation", a.plainEnglishSummary.currentSituation);
  add("recommended approach", a.plainEnglishSummary.recommendedApproach);
  add("expected outcomes", a.plainEnglishSummary.expectedOutcomes);
  for (const s of a.plainEnglishSummary.nextSteps) add("plain-English next step", s);
  add("tax situation", a.taxPlanning.currentTaxSituation);
  for (const n of a.nextSteps) add("next step", n.action);
  for (const r of a.recommendations) {
    for (const reason of r.fitReasons) add(`reason (${r.strategyId})`, reason);
    add(`answers (${r.strategyId})`, r.answers);
  }
  return out;
}

/** Every number the engine computed (not the facts), whole dollars. */
function computedNumbers(a: TAnalysisResult): Set<number> {
  const out = new Set<number>();
  const walk = (v: unknown, key: string) => {
    if (key === "facts") return;
    if (typeof v === "number" && Number.isFinite(v)) out.add(Math.round(v));
    else if (Array.isArray(v)) for (const x of v) walk(x, "");
    else if (v && typeof v === "object") for (const [k, x] of Object.entries(v)) walk(x, k);
  };
  walk(a, "");
  return out;
}

const supported = (f: TClientFacts, field: keyof TClientFacts) =>
  f.evidence.some((e) => e.field === field && e.status !== "assumed");

/** Money facts that have a value but no quote: stating one of them in prose is the defect. */
function moneyFactsWithoutQuotes(f: TClientFacts): Map<number, string> {
  const out = new Map<number, string>();
  for (const [k, v] of Object.entries(f)) {
    if (typeof v === "number" && Math.abs(v) >= 1_000 && !supported(f, k as keyof TClientFacts))
      out.set(Math.round(v), k);
  }
  return out;
}

const parseUsd = (s: string) => Number(s.replace(/[$,]/g, ""));

/** The claims in a sentence that are not supported, as messages. */
function unsupportedClaims(text: string, f: TClientFacts, computed: Set<number>): string[] {
  if (ASSUMED.test(text)) return [];
  const problems: string[] = [];
  const unquoted = moneyFactsWithoutQuotes(f);
  for (const m of text.matchAll(/\$[\d,]+(?:\.\d+)?/g)) {
    const v = parseUsd(m[0]);
    const field = [...unquoted.entries()].find(([x]) => Math.abs(x - v) <= 1)?.[1];
    const isComputed = [...computed].some((x) => Math.abs(Math.abs(x) - v) <= 1);
    if (field && !isComputed) problems.push(`amount ${m[0]} states ${field}, which has no quote`);
  }
  const ages = [
    ...[f.primaryAge, f.spouseAge].filter((a, i) => a !== null && supported(f, i === 0 ? "primaryAge" : "spouseAge")),
    // "3 children aged 17, 14, 9": the children's quoted ages.
    ...(supported(f, "childrenAges") ? f.childrenAges : []),
  ];
  for (const m of text.matchAll(
    /\b(?:aged|client is|spouse is|partner is|is now|the client, )\s*(\d{2})\b(?:\s+and\s+(\d{2}))?/gi,
  )) {
    for (const g of [m[1], m[2]]) if (g && !ages.includes(Number(g))) problems.push(`age ${g}`);
  }
  const marital: [RegExp, TClientFacts["maritalStatus"][]][] = [
    [/\b(?:a married couple|is (?:legally )?married|are married)\b/i, ["married", "separated"]],
    [/\ban unmarried couple\b/i, ["partnered"]],
    [/\b(?:widowed client|is widowed)\b/i, ["widowed"]],
    [/\b(?:divorced client|is divorced)\b/i, ["divorced"]],
    [/\b(?:single client|is single)\b/i, ["single"]],
  ];
  for (const [re, statuses] of marital) {
    if (re.test(text) && !(statuses.includes(f.maritalStatus) && supported(f, "maritalStatus")))
      problems.push(`marital status (${re.source})`);
  }
  const living = /\bliving in ([A-Z]{2})\b|\blives in ([A-Z]{2})\b/.exec(text);
  if (living) {
    const code = living[1] ?? living[2];
    if (!(f.state === code && supported(f, "state"))) problems.push(`state ${code}`);
  }
  for (const [name, code] of Object.entries(US_STATES)) {
    const re = new RegExp(`\\b(?:lives in|living in|resident of|residents of) ${name}\\b`, "i");
    if (re.test(text) && !(f.state === code && supported(f, "state"))) problems.push(`state ${name}`);
  }
  // "2 children under 22" counts a subset of the ages quoted; only a plain count states childrenCount.
  const kids = /\b(\d+) child(?:ren)?\b(?!\s+(?:under|over|aged|of|from|and grand))/.exec(text);
  if (kids && !(f.childrenCount === Number(kids[1]) && supported(f, "childrenCount")))
    problems.push(`children ${kids[1]}`);
  return problems;
}

async function check(name: string, notes: string, corrections?: Partial<TClientFacts>) {
  const { analysis } = await runAnalysis({ notes, documentText: "", taxYear: 2026, corrections });
  const computed = computedNumbers(analysis);
  const problems: string[] = [];
  for (const s of sentencesOf(analysis)) {
    for (const p of unsupportedClaims(s.text, analysis.facts, computed))
      problems.push(`${name} · ${s.where}: ${p} in "${s.text}"`);
  }
  return problems;
}

describe("every sentence the engine writes states only quoted facts or named assumptions", () => {
  it.each([...loadSampleNotes(), ...devNotes])("%s", async (name, notes) => {
    expect(await check(name, notes)).toEqual([]);
  });

  it("facts the notes leave out are not stated, even when the household model needs them", async () => {
    // No age, no state, no marital status, no net worth: the model assumes, the prose must say so.
    const problems = await check(
      "sparse",
      "Brokerage $2.4M, IRA $900k. Wants to retire comfortably and help the grandkids.",
    );
    expect(problems).toEqual([]);
  });

  it("an adviser's correction counts as stated", async () => {
    const problems = await check("corrected", "Brokerage $2.4M, IRA $900k.", {
      primaryAge: 64,
      maritalStatus: "married",
      state: "TX",
    });
    expect(problems).toEqual([]);
  });
});
