import type { TAnalysisStage } from "@fsa/shared";
import { afterAll, describe, expect, it } from "vitest";
import type { AnalysisInput, AnalysisModel } from "../analysis/pipeline.ts";
import { AnalysisTimeout, AnalysisWorkerError, AnalysisWorkers } from "./analysis-in-worker.ts";

const input: AnalysisInput = {
  notes: "Married couple, ages 66 and 64. Net worth is $14 million. Three children. Moderate risk tolerance.",
  documentText: "",
  taxYear: 2026,
};
const workers = new AnalysisWorkers();
afterAll(() => workers.close());

/** The longest gap between ticks of a 10 ms timer on this thread while `work` runs, ms. */
async function longestStall<T>(work: Promise<T>): Promise<{ result: PromiseSettledResult<T>; stallMs: number }> {
  let last = performance.now();
  let stallMs = 0;
  const timer = setInterval(() => {
    const now = performance.now();
    stallMs = Math.max(stallMs, now - last);
    last = now;
  }, 10);
  const [result] = await Promise.allSettled([work]);
  clearInterval(timer);
  return { result: result as PromiseSettledResult<T>, stallMs };
}

describe("AnalysisWorkers", () => {
  it("runs the pipeline in a worker, reporting stages in order, and reuses the warm worker", async () => {
    const stages: TAnalysisStage[] = [];
    const first = await workers.run(input, { onStage: (s) => void stages.push(s) }, { timeoutMs: 60_000 });
    expect(first.analysis.facts.netWorthUsd).toBe(14_000_000);
    expect(first.analysis.meta.engine).toBe("catalogue engine");
    expect(stages).toEqual(["facts", "eligibility", "figures", "narrative"]);
    const started = performance.now();
    const second = await workers.run(input, {}, { timeoutMs: 60_000 });
    expect(second.analysis.recommendations.length).toBe(first.analysis.recommendations.length);
    // A warm worker does not load the pipeline again (a cold start takes about a second).
    expect(performance.now() - started).toBeLessThan(1_000);
  }, 60_000);

  it("stops a worker left idle for its idle time, and loads one again for the next run (issue #15)", async () => {
    const brief = new AnalysisWorkers(undefined, 1, 200);
    try {
      await brief.run(input, {}, { timeoutMs: 60_000 });
      expect(brief.size).toBe(1);
      for (const until = Date.now() + 5_000; brief.size > 0 && Date.now() < until; )
        await new Promise((r) => setTimeout(r, 50));
      expect(brief.size).toBe(0);
      const again = await brief.run(input, {}, { timeoutMs: 60_000 });
      expect(again.analysis.facts.netWorthUsd).toBe(14_000_000);
    } finally {
      await brief.close();
    }
  }, 60_000);

  it("calls the model on the main thread and stops the clock while it waits", async () => {
    const calls: string[] = [];
    const model: AnalysisModel = {
      name: "test-model",
      async proposeFacts(maskedText) {
        calls.push(`proposeFacts:${maskedText.length}`);
        // Longer than the time limit: waiting for the model does not count against it.
        await new Promise((r) => setTimeout(r, 1_500));
        return { facts: { annualIncomeUsd: 750_000 }, raw: "{}" };
      },
      async rankAndWrite(request) {
        calls.push(`rankAndWrite:${request.candidates.length}`);
        return { order: request.candidates.map((c) => c.strategyId).reverse(), narrative: null, raw: "{}" };
      },
      usage: () => ({ model: "test-model", promptTokens: 10, completionTokens: 5, latencyMs: 1, calls: calls.length }),
    };
    await workers.run(input, {}, { timeoutMs: 60_000 }); // warm
    const { analysis, rawResponse } = await workers.run(input, { model }, { timeoutMs: 1_000 });
    expect(calls[0]).toBe(`proposeFacts:${input.notes.length}`);
    expect(calls[1]).toMatch(/^rankAndWrite:\d+$/);
    expect(analysis.facts.annualIncomeUsd).toBe(750_000);
    expect(analysis.meta.llmUsage).toEqual({
      model: "test-model",
      promptTokens: 10,
      completionTokens: 5,
      latencyMs: 1,
      calls: 2,
    });
    expect(JSON.parse(rawResponse ?? "null")).toEqual({ facts: "{}", narrative: "{}" });
  }, 60_000);

  it("a model that throws fails the run with its message", async () => {
    const model: AnalysisModel = {
      name: "broken",
      proposeFacts: () => Promise.reject(new Error("model exploded")),
      rankAndWrite: () => Promise.resolve(null),
      usage: () => null,
    };
    await expect(workers.run(input, { model }, { timeoutMs: 60_000 })).rejects.toThrow("model exploded");
  }, 60_000);

  it("a worker that never yields is terminated at the limit and the main thread is never stalled", async () => {
    const spinning = new AnalysisWorkers(new URL("./test-workers/spin.mjs", import.meta.url));
    const started = performance.now();
    const { result, stallMs } = await longestStall(spinning.run(input, {}, { timeoutMs: 500 }));
    expect(result.status).toBe("rejected");
    expect((result as PromiseRejectedResult).reason).toBeInstanceOf(AnalysisTimeout);
    expect((result as PromiseRejectedResult).reason.message).toBe("the analysis took longer than its 500 ms limit");
    expect(performance.now() - started).toBeLessThan(5_000);
    expect(stallMs).toBeLessThan(200);
    await spinning.close();
  });

  it("a worker that dies fails the run", async () => {
    const crashing = new AnalysisWorkers(new URL("./test-workers/crash.mjs", import.meta.url));
    await expect(crashing.run(input, {}, { timeoutMs: 10_000 })).rejects.toThrow(
      new AnalysisWorkerError("the analysis worker stopped with code 3"),
    );
    await crashing.close();
  });

  it("an aborted run rejects with the signal's reason", async () => {
    const spinning = new AnalysisWorkers(new URL("./test-workers/spin.mjs", import.meta.url));
    const controller = new AbortController();
    setTimeout(() => controller.abort(new Error("shutting down")), 100);
    await expect(spinning.run(input, {}, { timeoutMs: 60_000, signal: controller.signal })).rejects.toThrow(
      "shutting down",
    );
    await spinning.close();
  });
});
