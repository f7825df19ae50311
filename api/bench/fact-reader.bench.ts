import { isMainThread, parentPort, Worker, workerData } from "node:worker_threads";
import { US_CITIES, US_STATES } from "../src/analysis/us-states.ts";
import { build } from "../src/testing/long-text.ts";

/**
 * `npm run bench:facts`: the rule-based fact reader (extractFactsByRules) on attachment-sized text
 * of several shapes — realistic notes, statement lines, one long line without punctuation, text
 * without spaces, short facts repeated, pay by source and year, capitalised names and places — at
 * 256 KB, 1 MB and 3 MB.
 * For each case it prints the median time of the reader and, measured in the same run on the same
 * text, of wink-nlp's own tokenisation (readDoc with an empty pipe: the tokeniser the reader
 * starts with, without sentences, negation or tags) and of a plain regex tokenisation
 * (`/\w+|[^\w\s]/g`), with the ratios. Target (security issue: the reader must be linear and never
 * freeze the server): at most 3 s per MB for every shape.
 *
 * Each case runs in a worker thread; a run longer than BENCH_TIMEOUT_S seconds (default 30) is
 * stopped and printed as "> N s". BENCH_RUNS sets the timed runs per case (default 3), after one
 * untimed warm-up on the sample notes; BENCH_SIZES_KB (e.g. "256,1024") and BENCH_SHAPES (names
 * below, separated by "|") narrow the table. Exits 1 when a case misses the target.
 */

const KB = 1024;
const MB = 1024 * KB;
const TARGET_S_PER_MB = 3;
const ASOF_YEAR = 2026;

type Phase = "facts" | "wink" | "regex";
const PHASES: Phase[] = ["facts", "wink", "regex"];

interface Job {
  shape: string;
  bytes: number;
  runs: number;
  phases: Phase[];
}
/** A worker's message: one timed run of a phase, in ms. */
interface RunDone {
  phase: Phase;
  ms: number;
}

/** Deterministic pseudo-random numbers in [0, 1) (a 32-bit xorshift), so every run sees the same text. */
function random(seed: number): () => number {
  let x = seed >>> 0 || 1;
  return () => {
    x ^= x << 13;
    x >>>= 0;
    x ^= x >>> 17;
    x ^= x << 5;
    x >>>= 0;
    return x / 2 ** 32;
  };
}

/** `unit` repeated and cut to `bytes` characters (the shapes are ASCII: one byte a character). */
function repeatTo(unit: string, bytes: number): string {
  return unit.repeat(Math.ceil(bytes / unit.length)).slice(0, bytes);
}

const capitalise = (s: string) => s.replace(/\b[a-z]/g, (c) => c.toUpperCase());
const FIRST_NAMES =
  "James Mary Robert Patricia John Jennifer Michael Linda David Elizabeth William Barbara Richard Susan Joseph Jessica Thomas Sarah Charles Karen Maria Priya Arjun Wei Sofia Eleanor".split(
    " ",
  );
const SURNAMES =
  "Smith Johnson Williams Brown Jones Garcia Miller Davis Rodriguez Martinez Hernandez Lopez Gonzalez Wilson Anderson Thomas Taylor Moore Jackson Martin Lee Nguyen".split(
    " ",
  );

/** The input shapes, by name: each builds `bytes` characters of text. */
async function shapes(): Promise<Record<string, (bytes: number) => string>> {
  const { loadSampleNotes } = await import("../src/analysis/samples.ts");
  const notes = loadSampleNotes()
    .map(([, text]) => text.trim())
    .join("\n\n");
  const places = [...Object.keys(US_CITIES), ...Object.keys(US_STATES)].map(capitalise);
  return {
    // The sample adviser notes, one after another.
    notes: (bytes) => repeatTo(`${notes}\n\n`, bytes),
    // A statement export: "Account 1234 balance 5,000" a line.
    "account lines": (bytes) => {
      const r = random(1);
      return build(
        bytes,
        () =>
          `Account ${1000 + Math.floor(r() * 9000)} balance ${Math.floor(r() * 1_000_000).toLocaleString("en-US")}\n`,
      );
    },
    // The notes as one line, every mark but "$" and "%" taken out: no sentence ends anywhere.
    "one long line": (bytes) => repeatTo(`${notes.replace(/[^A-Za-z0-9$% ]+/g, " ").replace(/ {2,}/g, " ")} `, bytes),
    // Random letters and digits without a space or a line break.
    "no spaces": (bytes) => {
      const r = random(2);
      const alphabet = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";
      return build(bytes, () => alphabet.charAt(Math.floor(r() * alphabet.length)));
    },
    // Letters and digits joined by dots, without spaces ("a.b.7.c"): a dot is never followed by a space.
    "dotted, no spaces": (bytes) => {
      const r = random(3);
      const alphabet = "abcdefghijklmnopqrstuvwxyz0123456789";
      return build(bytes, () => `${alphabet.charAt(Math.floor(r() * alphabet.length))}.`);
    },
    // Short facts over and over with other names and figures (a CRM export): every reader finds
    // something in every line, so whatever a reader keeps per fact adds up over the document.
    "repeated facts": (bytes) => {
      const r = random(5);
      const pick = (list: string[]) => list[Math.floor(r() * list.length)] ?? "";
      const n = (from: number, span: number) => from + Math.floor(r() * span);
      return build(
        bytes,
        () =>
          `${pick(FIRST_NAMES)} is ${n(40, 40)}; son ${pick(FIRST_NAMES)} (${n(1, 30)}), daughter ${n(1, 30)}. ` +
          `Wants to ${pick(["retire", "travel", "sell the practice", "fund college", "give"])} by ${n(2027, 20)}. ` +
          `NW $${n(1, 50)}M, 401k $${n(100, 900)}k, no will.\n`,
      );
    },
    // Pay by source and year, line after line (a payroll or tax export): every line has a past
    // figure and current ones of named sources, which the income reader compares.
    "income lines": (bytes) => {
      const r = random(6);
      const n = (from: number, span: number) => from + Math.floor(r() * span);
      return build(
        bytes,
        () =>
          `- K-1 was $${n(300, 200)},000 in 2025; his salary is $${n(90, 120)},000 now; rental net ~$${n(8, 30)}k; ` +
          `her Schedule C showed $${n(20, 80)},000 for 2025.\n`,
      );
    },
    // Capitalised first names, surnames, US cities and states, some with ages, few full stops.
    "names and places": (bytes) => {
      const r = random(4);
      const pick = (list: string[]) => list[Math.floor(r() * list.length)] ?? "";
      return build(bytes, () => {
        const x = r();
        const word =
          x < 0.3
            ? pick(FIRST_NAMES)
            : x < 0.5
              ? `${pick(FIRST_NAMES)} ${pick(SURNAMES)}`
              : x < 0.9
                ? pick(places)
                : "";
        const age = r() < 0.1 ? ` (${18 + Math.floor(r() * 70)})` : "";
        const y = r();
        const sep = y < 0.6 ? " " : y < 0.8 ? ", " : y < 0.95 ? " and " : y < 0.99 ? ". " : "\n";
        return `${word}${age}${sep}`;
      });
    },
  };
}

/** Worker side: builds the text, warms up, then posts the time of each run of each phase. */
async function work(job: Job): Promise<void> {
  const text = (await shapes())[job.shape]?.(job.bytes);
  if (text === undefined) throw new Error(`unknown shape ${job.shape}`);
  const { extractFactsByRules } = await import("../src/analysis/facts/index.ts");
  const { loadSampleNotes } = await import("../src/analysis/samples.ts");
  const { default: winkNLP } = await import("wink-nlp");
  const { default: model } = await import("wink-eng-lite-web-model");
  const nlp = winkNLP(model, []);
  const warmUp = loadSampleNotes()
    .map(([, t]) => t)
    .join("\n\n");
  const run: Record<Phase, (t: string) => unknown> = {
    facts: (t) => extractFactsByRules(t, ASOF_YEAR),
    wink: (t) => nlp.readDoc(t).tokens().length(),
    regex: (t) => {
      let n = 0;
      for (const _ of t.matchAll(/\w+|[^\w\s]/g)) n++;
      return n;
    },
  };
  for (const phase of job.phases) {
    run[phase](warmUp);
    for (let i = 0; i < job.runs; i++) {
      const t0 = performance.now();
      run[phase](text);
      parentPort?.postMessage({ phase, ms: performance.now() - t0 } satisfies RunDone);
    }
  }
}

/** Main side: runs `job` in a worker, stopping it when one run exceeds `capMs`. Resolves with the times per phase (null: capped). */
function runCase(job: Job, capMs: number): Promise<Record<Phase, number[] | null>> {
  const times: Record<Phase, number[] | null> = { facts: [], wink: [], regex: [] };
  const start = (phases: Phase[]): Promise<void> =>
    new Promise((resolve, reject) => {
      if (phases.length === 0) return resolve();
      const code = `import(${JSON.stringify(import.meta.resolve("tsx/esm/api"))}).then(({ tsImport }) => tsImport(${JSON.stringify(import.meta.url)}, ${JSON.stringify(import.meta.url)}));`;
      const worker = new Worker(code, { eval: true, workerData: { ...job, phases } });
      let current = 0;
      let done = 0;
      let timer: NodeJS.Timeout | undefined;
      const arm = () => {
        clearTimeout(timer);
        timer = setTimeout(() => {
          // The run of phases[current] is over the cap: record it and go on with the next phases.
          const phase = phases[current] as Phase;
          times[phase] = null;
          void worker.terminate().then(() => start(phases.slice(current + 1)).then(resolve, reject));
        }, capMs);
      };
      worker.on("message", (m: RunDone) => {
        (times[m.phase] as number[]).push(m.ms);
        done++;
        if (done % job.runs === 0) current++;
        if (current >= phases.length) {
          clearTimeout(timer);
          void worker.terminate().then(() => resolve());
        } else arm();
      });
      worker.once("error", (e) => {
        clearTimeout(timer);
        reject(e);
      });
      // The cap of the first run includes loading the reader and the warm-up (about a second).
      arm();
    });
  return start(job.phases).then(() => times);
}

async function main(): Promise<void> {
  const runs = Number(process.env.BENCH_RUNS ?? 3);
  const capS = Number(process.env.BENCH_TIMEOUT_S ?? 30);
  const sizes = (process.env.BENCH_SIZES_KB ?? "256,1024,3072").split(",").map((s) => Number(s) * KB);
  const all = Object.keys(await shapes());
  const wanted = process.env.BENCH_SHAPES?.split("|") ?? all;
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? Number.NaN;
  const secs = (ms: number | null) =>
    ms === null ? `> ${capS} s` : ms < 1000 ? `${ms.toFixed(ms < 10 ? 1 : 0)} ms` : `${(ms / 1000).toFixed(2)} s`;
  const size = (b: number) => (b >= MB ? `${b / MB} MB` : `${b / KB} KB`);
  const ratio = (a: number | null, b: number | null) =>
    a === null || b === null ? "—" : `${(a / b).toFixed(a / b < 100 ? 1 : 0)}×`;
  const out = (line: string) => process.stdout.write(`${line}\n`);

  out(
    `bench:facts — extractFactsByRules vs tokenising the same text, median of ${runs} runs after a warm-up, cap ${capS} s a run`,
  );
  out(
    `  ${"shape".padEnd(26)}${"size".padStart(7)}${"facts".padStart(11)}${"s/MB".padStart(8)}${"wink tokens".padStart(14)}${"×wink".padStart(9)}${"regex tokens".padStart(14)}${"×regex".padStart(9)}`,
  );
  let worst = 0;
  let capped = false;
  for (const shape of wanted) {
    if (!all.includes(shape)) throw new Error(`unknown shape "${shape}"; shapes: ${all.join(", ")}`);
    for (const bytes of sizes) {
      const t = await runCase({ shape, bytes, runs, phases: PHASES }, capS * 1000);
      const m = (p: Phase) => {
        const xs = t[p];
        return xs === null ? null : median(xs);
      };
      const facts = m("facts");
      const perMb = facts === null ? null : facts / 1000 / (bytes / MB);
      if (perMb === null) capped = true;
      else worst = Math.max(worst, perMb);
      out(
        `  ${shape.padEnd(26)}${size(bytes).padStart(7)}${secs(facts).padStart(11)}${(perMb === null ? "—" : perMb.toFixed(2)).padStart(8)}${secs(m("wink")).padStart(14)}${ratio(facts, m("wink")).padStart(9)}${secs(m("regex")).padStart(14)}${ratio(facts, m("regex")).padStart(9)}`,
      );
    }
  }
  const met = !capped && worst <= TARGET_S_PER_MB;
  out(
    `  target: ≤ ${TARGET_S_PER_MB} s/MB for every shape → ${met ? "met" : "NOT met"} (worst ${capped ? `over the ${capS} s cap` : `${worst.toFixed(2)} s/MB`})`,
  );
  if (!met) process.exitCode = 1;
}

if (isMainThread) await main();
else await work(workerData as Job);
