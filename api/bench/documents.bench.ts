import { execFileSync, spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { extractDocuments } from "../src/documents/index.ts";
import { attachment, pdfWithText } from "../src/testing/fixtures/documents.ts";

/**
 * `npm run bench:documents` (issue 4 "Done when"): the median time to extract a 100-page text PDF
 * through extractDocuments (data URL decode, type sniffing, a kept reader thread, unpdf), next to
 * poppler's `pdftotext` on the same file, and their ratio. Targets: under 3 s (issue 4) and within
 * 5× of pdftotext (issue #15).
 * BENCH_RUNS sets the number of timed runs (default 7), after one untimed warm-up run each.
 * Exits 1 when the target is missed or the extraction is wrong.
 */
const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const PAGES = 100;
const TARGET_MS = 3_000;
const TARGET_RATIO = 5;

const lines = Array.from(
  { length: 40 },
  (_, j) => `Line ${j + 1}: the client's brokerage account holds municipal bonds and index funds.`,
).join("\n");
const pdf = await pdfWithText(PAGES, (i) => `Statement page ${i}\n${lines}`);
const file = attachment("hundred-pages.pdf", "application/pdf", pdf);
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? Number.NaN;

const ours: number[] = [];
let chars = 0;
for (let i = 0; i <= RUNS; i++) {
  const t0 = performance.now();
  const r = await extractDocuments([file], { ocr: false });
  const ms = performance.now() - t0;
  const fileReport = r.files[0];
  if (!fileReport?.ok || fileReport.pages !== PAGES || !r.text.includes(`Statement page ${PAGES}`)) {
    throw new Error(`extraction failed: ${fileReport?.error ?? "pages or text missing"}`);
  }
  chars = fileReport.chars;
  if (i > 0) ours.push(ms);
}

const dir = mkdtempSync(path.join(tmpdir(), "fsa-bench-"));
const poppler: number[] = [];
let popplerChars = 0;
const hasPdftotext = !spawnSync("pdftotext", ["-v"]).error;
try {
  if (hasPdftotext) {
    const pdfPath = path.join(dir, "hundred-pages.pdf");
    const outPath = path.join(dir, "out.txt");
    writeFileSync(pdfPath, pdf);
    for (let i = 0; i <= RUNS; i++) {
      const t0 = performance.now();
      execFileSync("pdftotext", ["-enc", "UTF-8", pdfPath, outPath]);
      if (i > 0) poppler.push(performance.now() - t0);
    }
    popplerChars = readFileSync(outPath, "utf8").trim().length;
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}

const m = median(ours);
const report = [
  `bench:documents — ${PAGES}-page text PDF (${(pdf.length / 1024).toFixed(0)} KB), median of ${RUNS} runs after a warm-up`,
  `  extractDocuments (reader thread + unpdf): ${m.toFixed(0)} ms (${chars} chars)  target < ${TARGET_MS} ms: ${m < TARGET_MS ? "met" : "NOT met"}`,
];
if (poppler.length) {
  const p = median(poppler);
  report.push(
    `  pdftotext (poppler-utils):                ${p.toFixed(0)} ms (${popplerChars} chars)`,
    `  ratio extractDocuments / pdftotext:       ${(m / p).toFixed(1)}×  target ≤ ${TARGET_RATIO}×: ${m / p <= TARGET_RATIO ? "met" : "NOT met"}`,
  );
  if (m / p > TARGET_RATIO) process.exitCode = 1;
} else {
  report.push("  pdftotext not found (apt-get install poppler-utils): ratio not measured");
}
process.stdout.write(`${report.join("\n")}\n`);
if (m >= TARGET_MS) process.exitCode = 1;
