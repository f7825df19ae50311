import { parentPort } from "node:worker_threads";
import type { AnalysisModel, ModelUsage } from "../analysis/pipeline.ts";
import { runAnalysis } from "../analysis/pipeline.ts";
import type { FromWorker, ModelMethod, ToWorker } from "./analysis-protocol.ts";

/**
 * The analysis worker thread (loaded by analysis-worker.mjs): runs `runAnalysis` for each `run`
 * message, one at a time. The language model stays on the main thread (it is configured there,
 * and tests inject fakes there); the worker reaches it through a proxy that forwards each call as
 * a `model` message and waits for the `model-reply`.
 */
if (!parentPort) throw new Error("analysis-worker.ts must run in a worker thread");
const port = parentPort;
const post = (message: FromWorker) => port.postMessage(message);

/** A model call waiting for its reply; `usage` receives the model's usage after the call. */
type Pending = {
  resolve: (value: unknown) => void;
  reject: (error: Error) => void;
  usage: (u: ModelUsage | null) => void;
};
const pendingCalls = new Map<string, Pending>();
let nextCallId = 1;

/** An AnalysisModel whose calls run on the main thread. */
function proxyModel(runId: number, name: string): AnalysisModel {
  let lastUsage: ModelUsage | null = null;
  const call = (method: ModelMethod, argument: unknown) =>
    new Promise<unknown>((resolve, reject) => {
      const callId = nextCallId++;
      pendingCalls.set(`${runId}:${callId}`, {
        resolve,
        reject,
        usage: (u) => {
          lastUsage = u;
        },
      });
      post({ type: "model", runId, callId, method, argument });
    });
  return {
    name,
    proposeFacts: (maskedText) => call("proposeFacts", maskedText) as ReturnType<AnalysisModel["proposeFacts"]>,
    rankAndWrite: (input) => call("rankAndWrite", input) as ReturnType<AnalysisModel["rankAndWrite"]>,
    usage: () => lastUsage,
  };
}

async function run(message: Extract<ToWorker, { type: "run" }>): Promise<void> {
  const { runId } = message;
  try {
    const output = await runAnalysis(message.input, {
      model: message.model ? proxyModel(runId, message.model.name) : null,
      onStage: (stage) => post({ type: "stage", runId, stage }),
    });
    post({ type: "done", runId, output });
  } catch (error) {
    post({
      type: "failed",
      runId,
      message: error instanceof Error ? error.message : String(error),
      stack: error instanceof Error ? (error.stack ?? null) : null,
    });
  }
}

port.on("message", (message: ToWorker) => {
  if (message.type === "run") {
    void run(message);
    return;
  }
  const key = `${message.runId}:${message.callId}`;
  const pending = pendingCalls.get(key);
  if (!pending) return;
  pendingCalls.delete(key);
  if (message.ok) {
    pending.usage(message.usage);
    pending.resolve(message.value);
  } else {
    pending.reject(new Error(message.message));
  }
});
post({ type: "ready" });
