import { Worker } from "node:worker_threads";
import type { AnalysisDeps, AnalysisInput, AnalysisModel, AnalysisOutput } from "../analysis/pipeline.ts";
import { formatSeconds } from "../documents/run-in-worker.ts";
import type { FromWorker, ModelMethod, ToWorker } from "./analysis-protocol.ts";
import { Slots } from "./slots.ts";

/** The analysis ran past its time limit; its worker thread was terminated. */
export class AnalysisTimeout extends Error {
  override name = "AnalysisTimeout";
}

/** The analysis's worker thread failed (out of memory, crashed, or its code threw). */
export class AnalysisWorkerError extends Error {
  override name = "AnalysisWorkerError";
}

/**
 * Heap cap of an analysis worker, MB. The fact reader keeps the text and its evidence: a 25 MB
 * attachment set needs a few hundred MB at most; more means something is wrong, and the worker is
 * stopped with ERR_WORKER_OUT_OF_MEMORY instead of taking the server's memory.
 */
const WORKER_HEAP_MB = 1024;

/**
 * An idle worker is stopped after this long (ms) without an analysis, as the document readers are
 * (api/src/documents/run-in-worker.ts): a loaded pipeline holds about 75–100 MB that a server
 * with no analysis to run does not need (issue #15). The next analysis loads it again (≈ 0.5 s
 * compiled).
 */
export const IDLE_WORKER_MS = 60_000;

// Plain ESM entry that loads the TypeScript worker through tsx (see the file's comment).
const DEFAULT_ENTRY = new URL("./analysis-worker.mjs", import.meta.url);

export interface AnalysisWorkerOptions {
  /**
   * Cap of the worker's own work, ms (config ANALYSIS_TIMEOUT_MS). The clock stops while the
   * worker waits for a model call on the main thread (the model client has its own timeout).
   */
  timeoutMs: number;
  /** Aborts the run: the worker is terminated and the call rejects with the signal's reason. */
  signal?: AbortSignal;
}

/**
 * Runs analyses off the main thread (issue #14 item 1), so one large or hostile input cannot stall
 * the server. Like document extraction (api/src/documents/run-in-worker.ts): a worker thread with a
 * heap cap, terminated when its time runs out. Unlike it, workers are kept warm between runs
 * (loading the pipeline under tsx takes about a second), each runs one analysis at a time, and
 * talks both ways: it reports stages and asks the main thread to make the model calls.
 * At most `concurrency` analyses run at once (issue #15, ANALYSIS_CONCURRENCY), one worker each;
 * later calls wait their turn, first come first served, before their time limit starts.
 */
export class AnalysisWorkers {
  /** Loaded workers waiting for their next run; unref'd so they never keep the process alive. */
  private readonly idle: Worker[] = [];
  private readonly live = new Set<Worker>();
  /** The timer that stops each idle worker. */
  private readonly idleTimers = new Map<Worker, NodeJS.Timeout>();
  private nextRunId = 1;
  private slots: Slots;

  /**
   * @param concurrency analyses run at once (at least 1).
   * @param idleMs an idle worker is stopped after this long without a run.
   */
  constructor(
    private readonly entry: URL = DEFAULT_ENTRY,
    concurrency = 1,
    private readonly idleMs = IDLE_WORKER_MS,
  ) {
    this.slots = new Slots(concurrency);
  }

  /** Analyses run at once. */
  get concurrency(): number {
    return this.slots.size;
  }

  /**
   * Sets how many analyses run at once (config ANALYSIS_CONCURRENCY); runs already waiting keep
   * the old limit's queue. @throws RangeError for a value below 1.
   */
  configure(concurrency: number): void {
    if (concurrency === this.slots.size) return;
    this.slots = new Slots(concurrency);
  }

  /**
   * Runs `runAnalysis(input)` in a worker thread once one of the `concurrency` slots is free.
   * @param deps.model called on the main thread for each model request of the pipeline.
   * @param deps.onStage called on the main thread, in order, for each stage; awaited before the result.
   * @throws AnalysisTimeout after `timeoutMs` of the worker's own time.
   * @throws AnalysisWorkerError when the pipeline throws or the worker dies (its message and stack).
   * @throws the signal's reason when `signal` aborts.
   */
  run(input: AnalysisInput, deps: AnalysisDeps, options: AnalysisWorkerOptions): Promise<AnalysisOutput> {
    return this.slots.run(() => this.runNow(input, deps, options), options.signal);
  }

  private async runNow(
    input: AnalysisInput,
    deps: AnalysisDeps,
    options: AnalysisWorkerOptions,
  ): Promise<AnalysisOutput> {
    const { signal } = options;
    if (signal?.aborted) throw signal.reason;
    const worker = this.idle.pop() ?? this.spawn();
    this.stopIdleTimer(worker);
    worker.ref();
    const runId = this.nextRunId++;
    const model = deps.model ?? null;
    let stages: Promise<void> = Promise.resolve();

    const outcome = await new Promise<{ ok: true; output: AnalysisOutput } | { ok: false; error: unknown }>(
      (resolve) => {
        let settled = false;
        let remaining = options.timeoutMs;
        let startedAt = Date.now();
        let timer: NodeJS.Timeout | null = null;
        const startClock = () => {
          startedAt = Date.now();
          timer = setTimeout(
            () =>
              finish({
                ok: false,
                error: new AnalysisTimeout(
                  `the analysis took longer than its ${formatSeconds(options.timeoutMs)} limit`,
                ),
              }),
            remaining,
          );
        };
        const stopClock = () => {
          if (timer) clearTimeout(timer);
          timer = null;
          remaining = Math.max(0, remaining - (Date.now() - startedAt));
        };
        let modelCalls = 0;
        const finish = (result: { ok: true; output: AnalysisOutput } | { ok: false; error: unknown }) => {
          if (settled) return;
          settled = true;
          if (timer) clearTimeout(timer);
          signal?.removeEventListener("abort", onAbort);
          worker.off("message", onMessage);
          worker.off("error", onError);
          worker.off("exit", onExit);
          resolve(result);
        };
        const onAbort = () => finish({ ok: false, error: signal?.reason });
        const onError = (error: Error & { code?: string }) =>
          finish({
            ok: false,
            error: new AnalysisWorkerError(
              error.code === "ERR_WORKER_OUT_OF_MEMORY"
                ? "the analysis needed more memory than allowed"
                : `the analysis worker failed: ${error.message}`,
            ),
          });
        const onExit = (code: number) =>
          finish({ ok: false, error: new AnalysisWorkerError(`the analysis worker stopped with code ${code}`) });
        const reply = (message: ToWorker) => {
          if (!settled) worker.postMessage(message);
        };
        const callModel = async (callId: number, method: ModelMethod, argument: unknown) => {
          if (modelCalls++ === 0) stopClock();
          try {
            if (!model) throw new Error("no language model is configured");
            const value = await invoke(model, method, argument);
            reply({ type: "model-reply", runId, callId, ok: true, value, usage: model.usage() });
          } catch (error) {
            reply({
              type: "model-reply",
              runId,
              callId,
              ok: false,
              message: error instanceof Error ? error.message : String(error),
            });
          } finally {
            if (--modelCalls === 0 && !settled) startClock();
          }
        };
        const onMessage = (message: FromWorker) => {
          if (message.type === "ready" || message.runId !== runId) return;
          if (message.type === "stage") {
            const stage = message.stage;
            stages = stages.then(() => deps.onStage?.(stage));
          } else if (message.type === "model") {
            void callModel(message.callId, message.method, message.argument);
          } else if (message.type === "done") {
            finish({ ok: true, output: message.output });
          } else {
            const error = new AnalysisWorkerError(message.message);
            if (message.stack) error.stack = message.stack;
            finish({ ok: false, error });
          }
        };
        signal?.addEventListener("abort", onAbort, { once: true });
        worker.on("message", onMessage);
        worker.once("error", onError);
        worker.once("exit", onExit);
        startClock();
        worker.postMessage({
          type: "run",
          runId,
          input,
          model: model ? { name: model.name } : null,
        } satisfies ToWorker);
      },
    );

    if (outcome.ok) {
      this.release(worker);
      await stages;
      return outcome.output;
    }
    // A worker that timed out, failed or was aborted may be in any state: it is not reused.
    this.discard(worker);
    // Stage updates already sent are still written, in order, before the failure is reported.
    await stages.catch(() => {});
    throw outcome.error;
  }

  /**
   * Loads one worker ahead of the first run (the job worker calls it at start), so the first
   * analysis after a start does not wait for the pipeline to load. Does nothing when a worker is
   * already idle. The worker is unref'd: it never keeps the process alive, and it is stopped
   * like any idle worker when no analysis comes within {@link IDLE_WORKER_MS}.
   */
  warm(): void {
    if (this.idle.length > 0) return;
    this.keepIdle(this.spawn());
  }

  /** Workers loaded now (idle or running an analysis). */
  get size(): number {
    return this.live.size;
  }

  /** Terminates every worker (at shutdown). */
  async close(): Promise<void> {
    const all = [...this.live];
    for (const timer of this.idleTimers.values()) clearTimeout(timer);
    this.idleTimers.clear();
    this.idle.length = 0;
    this.live.clear();
    await Promise.all(all.map((w) => w.terminate()));
  }

  private spawn(): Worker {
    const worker = new Worker(this.entry, {
      resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB },
      stdout: true,
      stderr: true,
    });
    worker.stdout.resume();
    worker.stderr.resume();
    // A worker that dies while idle is forgotten.
    worker.once("exit", () => {
      this.stopIdleTimer(worker);
      this.live.delete(worker);
      const index = this.idle.indexOf(worker);
      if (index >= 0) this.idle.splice(index, 1);
    });
    this.live.add(worker);
    return worker;
  }

  /** Keeps the worker warm for the next run, up to one per slot. */
  private release(worker: Worker): void {
    if (this.idle.length >= this.slots.size) {
      this.discard(worker);
      return;
    }
    this.keepIdle(worker);
  }

  /** Parks the worker for the next run, unref'd, until its idle time runs out. */
  private keepIdle(worker: Worker): void {
    worker.unref();
    this.idle.push(worker);
    const timer = setTimeout(() => {
      this.idleTimers.delete(worker);
      const index = this.idle.indexOf(worker);
      if (index < 0) return;
      this.idle.splice(index, 1);
      this.discard(worker);
    }, this.idleMs);
    timer.unref();
    this.idleTimers.set(worker, timer);
  }

  private stopIdleTimer(worker: Worker): void {
    const timer = this.idleTimers.get(worker);
    if (timer) clearTimeout(timer);
    this.idleTimers.delete(worker);
  }

  private discard(worker: Worker): void {
    this.live.delete(worker);
    void worker.terminate();
  }
}

function invoke(model: AnalysisModel, method: ModelMethod, argument: unknown): Promise<unknown> {
  if (method === "proposeFacts") return model.proposeFacts(argument as string);
  return model.rankAndWrite(argument as Parameters<AnalysisModel["rankAndWrite"]>[0]);
}

/**
 * The process's analysis workers: up to ANALYSIS_CONCURRENCY run at once and stay warm between
 * jobs (createRuntime calls `configure`). A module-level instance, like the JWKS cache of the
 * Teams token check, because a worker thread is a resource of the process, not of a request.
 */
export const analysisWorkers = new AnalysisWorkers();
