// An analysis worker that dies on its first run (tests of analysis-in-worker.ts).
import { parentPort } from "node:worker_threads";

parentPort.on("message", () => process.exit(3));
