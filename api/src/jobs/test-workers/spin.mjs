// A hostile analysis for the tests of analysis-in-worker.ts: it never yields.
import { parentPort } from "node:worker_threads";

parentPort.on("message", () => {
  for (;;) {
    // Busy forever: only terminating the thread stops it.
  }
});
