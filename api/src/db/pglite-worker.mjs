// PGlite in its own thread (api/src/db/pglite-thread.ts): the embedded database runs as
// WebAssembly, so on the main thread every query blocks the server for as long as it runs (moving
// a 5 MB attachment in or out took 200–1,000 ms). Plain ESM importing only a package, so it loads
// the same under tsx, vitest and node.
// In: workerData = { dataDir: string | null }, then Request messages; out: Reply messages (types
// in pglite-thread.ts). Queries are run in arrival order; PGlite serialises them itself.
import { parentPort, workerData } from "node:worker_threads";
import { PGlite } from "@electric-sql/pglite";

const pg = workerData.dataDir ? new PGlite(workerData.dataDir) : new PGlite();
/** Open transactions: id → { tx, end(commit) }. */
const transactions = new Map();

/** PGlite's DatabaseError fields survive the thread boundary as plain properties. */
function serializeError(error) {
  if (!(error instanceof Error)) return { name: "Error", message: String(error) };
  const out = { name: error.name, message: error.message, stack: error.stack };
  for (const key of Object.keys(error)) {
    const value = error[key];
    if (value === undefined || typeof value === "function") continue;
    try {
      structuredClone(value);
      out[key] = value;
    } catch {
      // Not cloneable (a nested object with functions): left out.
    }
  }
  return out;
}

/** Drizzle passes parsers that keep date and interval types as text; they are identities. */
function optionsOf(request) {
  const options = {};
  if (request.rowMode) options.rowMode = request.rowMode;
  if (request.rawTypes?.length) options.parsers = Object.fromEntries(request.rawTypes.map((t) => [t, (v) => v]));
  return options;
}

function targetOf(request) {
  if (request.txId === null || request.txId === undefined) return pg;
  const open = transactions.get(request.txId);
  if (!open) throw new Error("The transaction is no longer open.");
  return open.tx;
}

async function handle(request) {
  switch (request.op) {
    case "ready":
      await pg.waitReady;
      return null;
    case "query":
      return targetOf(request).query(request.sql, request.params ?? [], optionsOf(request));
    case "exec":
      return targetOf(request).exec(request.sql, optionsOf(request));
    case "begin":
      return new Promise((resolve, reject) => {
        let began = false;
        pg.transaction(async (tx) => {
          const commit = await new Promise((end) => {
            transactions.set(request.txId, { tx, end });
            began = true;
            resolve(null);
          });
          if (!commit) await tx.rollback();
        })
          .then(() => transactions.get(request.txId)?.done?.resolve(null))
          .catch((error) => {
            if (!began) reject(error);
            else transactions.get(request.txId)?.done?.reject(error);
          })
          .finally(() => transactions.delete(request.txId));
      });
    case "end": {
      const open = transactions.get(request.txId);
      if (!open) throw new Error("The transaction is no longer open.");
      return new Promise((resolve, reject) => {
        open.done = { resolve, reject };
        open.end(request.commit);
      });
    }
    case "close":
      await pg.close();
      return null;
    default:
      throw new Error(`Unknown operation ${request.op}`);
  }
}

parentPort.on("message", (request) => {
  handle(request).then(
    (result) => parentPort.postMessage({ id: request.id, ok: true, result }),
    (error) => parentPort.postMessage({ id: request.id, ok: false, error: serializeError(error) }),
  );
});
