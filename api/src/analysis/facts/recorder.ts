import type { TFactEvidence, TFactStatus } from "@fsa/shared";

/** Confidence the rules give a fact by how it was read (a calibration, named as one). */
const CONFIDENCE: Record<TFactStatus, number> = { stated: 0.85, inferred: 0.6, assumed: 0.3 };

/**
 * Collects the evidence of each fact the rules read: the field, the exact quote (a span of the
 * source text), whether it was stated or inferred, and a confidence (issue #12 item 3).
 */
export class Recorder {
  readonly evidence: TFactEvidence[] = [];
  /**
   * "field start end" of every quote in `evidence`: a repeated quote is found in constant time
   * (a long document records thousands of quotes; searching the list made recording quadratic).
   */
  private readonly recorded = new Set<string>();
  constructor(private readonly source: string) {}

  /** Records that `field` was read from source[start, end). A later note for a field adds a quote. */
  note(field: string, start: number, end: number, status: TFactStatus = "stated"): void {
    let a = Math.max(0, Math.min(start, this.source.length));
    let b = Math.max(a, Math.min(end, this.source.length));
    // A quote starts and ends on whole words (a span read from a view whose words were closed up
    // or padded, "   Ninety-two" for "Ninety... two", may fall inside one), by at most 12 characters.
    const word = (i: number) => /[A-Za-z0-9]/.test(this.source[i] ?? "");
    for (let n = 0; n < 12 && a > 0 && a < b && word(a) && word(a - 1); n++) a--;
    for (let n = 0; n < 12 && b > a && b < this.source.length && word(b - 1) && word(b); n++) b++;
    const key = `${field} ${a} ${b}`;
    if (this.recorded.has(key)) return;
    this.recorded.add(key);
    this.evidence.push({
      field,
      text: this.source.slice(a, b),
      start: a,
      end: b,
      source: "rules",
      status,
      confidence: CONFIDENCE[status],
    });
  }

  /** Drops the quotes recorded for `field` (a later rule decided the fact differently). */
  forget(field: string): void {
    for (let i = this.evidence.length - 1; i >= 0; i--) {
      const e = this.evidence[i];
      if (e?.field !== field) continue;
      this.recorded.delete(`${e.field} ${e.start} ${e.end}`);
      this.evidence.splice(i, 1);
    }
  }

  /** True when some quote supports `field`. */
  has(field: string): boolean {
    return this.evidence.some((e) => e.field === field);
  }
}
