import type { TAnalysisStage } from "@fsa/shared";
import type { AnalysisInput, AnalysisModel, AnalysisOutput, ModelUsage } from "../analysis/pipeline.ts";

/**
 * The messages between the job (main thread) and the analysis worker thread
 * (api/src/jobs/analysis-worker.ts). Every value is structured-cloneable.
 */

/** The model methods the worker asks the main thread to call. */
export type ModelMethod = "proposeFacts" | "rankAndWrite";
export type ModelArgument<M extends ModelMethod> = Parameters<AnalysisModel[M]>[0];

/** Main thread → worker. */
export type ToWorker =
  /** Runs one analysis; `model` is the name of the main thread's model, or null for none. */
  | { type: "run"; runId: number; input: AnalysisInput; model: { name: string } | null }
  /** The answer to a `model` request. */
  | {
      type: "model-reply";
      runId: number;
      callId: number;
      ok: true;
      value: unknown;
      usage: ModelUsage | null;
    }
  | { type: "model-reply"; runId: number; callId: number; ok: false; message: string };

/** Worker → main thread. */
export type FromWorker =
  | { type: "ready" }
  | { type: "stage"; runId: number; stage: TAnalysisStage }
  | { type: "model"; runId: number; callId: number; method: ModelMethod; argument: unknown }
  | { type: "done"; runId: number; output: AnalysisOutput }
  | { type: "failed"; runId: number; message: string; stack: string | null };
