import { describe, expect, it } from "vitest";
import { build } from "../../testing/long-text.ts";
import { loadSampleNotes } from "../samples.ts";
import { extractFactsByRules } from "./index.ts";
import { lineStartAt, MAX_SENTENCE_CHARS, MAX_UNIT_CHARS, sentenceSpans, winkInput } from "./text.ts";

/**
 * Attachments of any shape must be read in time linear in their length (the security issue that
 * asked for a linear reader; timings are in api/bench/fact-reader.bench.ts, not here). These pin
 * the bounds that keep every per-sentence rule and wink-nlp's tokeniser on short pieces, and read
 * 1 MB of the shapes that used to take minutes.
 */

const KB = 1024;

/** Deterministic pseudo-random numbers in [0, 1). */
function random(seed: number): () => number {
  let x = seed;
  return () => {
    x = (x * 1103515245 + 12345) % 2 ** 31;
    return x / 2 ** 31;
  };
}

const r = random(11);
const alphanumeric = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";
const notes = loadSampleNotes()
  .map(([, t]) => t)
  .join(" ");
/** 256 KB each: no spaces; "a.b.7." without spaces; the notes as one line without marks; names and places. */
const pathological = [
  build(256 * KB, () => alphanumeric.charAt(Math.floor(r() * alphanumeric.length))),
  build(256 * KB, () => `${alphanumeric.charAt(Math.floor(r() * 36))}.`),
  build(256 * KB, () => `${notes.replace(/[^A-Za-z0-9$% ]+/g, " ")} `),
  build(
    256 * KB,
    () => `${["Naples", "Maria", "Palm Beach", "Smith", "Texas", "John", "Austin,"][Math.floor(r() * 7)]} `,
  ),
].join("\n");

describe("long attachments", () => {
  it("wink-nlp is given no run without whitespace longer than MAX_UNIT_CHARS, and only spaces are added", () => {
    const input = winkInput(pathological);
    expect(Math.max(...input.split(/\s+/).map((unit) => unit.length))).toBeLessThanOrEqual(MAX_UNIT_CHARS);
    // Removing the added spaces gives the text back: every token is still where it was.
    let i = 0;
    for (const ch of input) {
      if (ch === pathological.charAt(i)) i++;
      else expect(ch).toBe(" ");
    }
    expect(i).toBe(pathological.length);
    expect(winkInput("Short words only.")).toBe("Short words only.");
  });

  it("no sentence handed to the rules is longer than MAX_SENTENCE_CHARS, and there are few of them", () => {
    const spans = sentenceSpans(pathological);
    expect(Math.max(...spans.map(([a, b]) => b - a))).toBeLessThanOrEqual(MAX_SENTENCE_CHARS);
    // A cut every MAX_SENTENCE_CHARS characters at most twice over (a cut at the last space can be early).
    expect(spans.length).toBeLessThanOrEqual((2 * pathological.length) / MAX_SENTENCE_CHARS + 4);
  });

  it("reads 1 MB of them", { timeout: 60_000 }, () => {
    const facts = extractFactsByRules(pathological, 2026);
    expect(facts.state).not.toBeNull();
    for (const e of facts.evidence) expect(pathological.slice(e.start, e.end)).toBe(e.text);
  });
});

describe("lineStartAt: where a line starts, found by search rather than by scanning back", () => {
  it("agrees with lastIndexOf on every offset of a text with blank, first and last lines", () => {
    const text = "first line\n\nthird, longer line\nlast";
    for (let offset = 0; offset <= text.length; offset++)
      expect(lineStartAt(text, offset)).toBe(text.lastIndexOf("\n", offset - 1) + 1);
    expect(lineStartAt("no newline at all", 10)).toBe(0);
  });
});
