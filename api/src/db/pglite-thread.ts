import { Worker } from "node:worker_threads";
import type { QueryOptions, Results } from "@electric-sql/pglite";

/** What pglite-worker.mjs receives (besides `workerData`). */
type Request =
  | { id: number; op: "ready" | "close" }
  | {
      id: number;
      op: "query" | "exec";
      txId: number | null;
      sql: string;
      params?: unknown[];
      rowMode?: "array" | "object";
      rawTypes?: number[];
    }
  | { id: number; op: "begin"; txId: number }
  | { id: number; op: "end"; txId: number; commit: boolean };

/** What pglite-worker.mjs answers, once per request. */
type Reply =
  | { id: number; ok: true; result: unknown }
  | { id: number; ok: false; error: { name: string; message: string; stack?: string } & Record<string, unknown> };

/** The query surface shared by the database and an open transaction (what drizzle and pg-boss call). */
export interface PgliteQueryable {
  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
  exec(sql: string, options?: QueryOptions): Promise<Results[]>;
}

const WORKER_URL = new URL("./pglite-worker.mjs", import.meta.url);

/** A database error from the worker with PGlite's fields (code, detail, constraint...) restored. */
function revive(error: Extract<Reply, { ok: false }>["error"]): Error {
  const revived = new Error(error.message);
  Object.assign(revived, error);
  return revived;
}

/**
 * PGlite in a worker thread, with the part of PGlite's API that drizzle-orm/pglite and the pg-boss
 * adapter use (`query`, `exec`, `transaction`, `close`). The embedded database runs as WebAssembly
 * on the thread that calls it; on the main thread, moving a multi-MB attachment in or out stalled
 * every other request for up to a second (issue #14 item 1). Here the main thread only copies
 * messages.
 *
 * Query options: `rowMode` is passed on; `parsers` are taken as "leave these types as text" (the
 * only parsers drizzle passes, for dates and intervals); `serializers`, `blob` and `onNotice` are
 * not supported.
 */
export class PgliteThread implements PgliteQueryable {
  private readonly worker: Worker;
  private readonly pending = new Map<number, { resolve: (v: unknown) => void; reject: (e: Error) => void }>();
  private nextId = 1;
  private closed = false;

  private constructor(dataDir: string | null) {
    this.worker = new Worker(WORKER_URL, { workerData: { dataDir } });
    this.worker.on("message", (reply: Reply) => {
      const waiting = this.pending.get(reply.id);
      if (!waiting) return;
      this.pending.delete(reply.id);
      if (reply.ok) waiting.resolve(reply.result);
      else waiting.reject(revive(reply.error));
    });
    const failAll = (error: Error) => {
      for (const waiting of this.pending.values()) waiting.reject(error);
      this.pending.clear();
    };
    this.worker.on("error", (error) => failAll(error));
    this.worker.on("exit", (code) => {
      if (!this.closed) failAll(new Error(`The database thread stopped with code ${code}.`));
    });
  }

  /**
   * Starts PGlite in a worker thread on `dataDir` (null: in memory) and waits until it is ready.
   * @throws when PGlite cannot open the data directory.
   */
  static async open(dataDir: string | null): Promise<PgliteThread> {
    const thread = new PgliteThread(dataDir);
    await thread.send({ op: "ready" });
    return thread;
  }

  private send(request: DistributiveOmit<Request, "id">): Promise<unknown> {
    if (this.closed) return Promise.reject(new Error("The database is closed."));
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.worker.postMessage({ ...request, id });
    });
  }

  private queryIn<T>(txId: number | null, sql: string, params?: unknown[], options?: QueryOptions) {
    return this.send({
      op: "query",
      txId,
      sql,
      params,
      rowMode: options?.rowMode,
      rawTypes: options?.parsers ? Object.keys(options.parsers).map(Number) : undefined,
    }) as Promise<Results<T>>;
  }

  private execIn(txId: number | null, sql: string, options?: QueryOptions) {
    return this.send({
      op: "exec",
      txId,
      sql,
      rowMode: options?.rowMode,
      rawTypes: options?.parsers ? Object.keys(options.parsers).map(Number) : undefined,
    }) as Promise<Results[]>;
  }

  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> {
    return this.queryIn<T>(null, sql, params, options);
  }

  exec(sql: string, options?: QueryOptions): Promise<Results[]> {
    return this.execIn(null, sql, options);
  }

  /**
   * Runs `callback` in a transaction: committed when it resolves, rolled back when it throws
   * (the error is rethrown). Like PGlite's own, other queries wait until it ends.
   */
  async transaction<T>(callback: (tx: PgliteQueryable) => Promise<T>): Promise<T> {
    const txId = this.nextId++;
    await this.send({ op: "begin", txId });
    const tx: PgliteQueryable = {
      query: <R>(sql: string, params?: unknown[], options?: QueryOptions) =>
        this.queryIn<R>(txId, sql, params, options),
      exec: (sql: string, options?: QueryOptions) => this.execIn(txId, sql, options),
    };
    let result: T;
    try {
      result = await callback(tx);
    } catch (error) {
      await this.send({ op: "end", txId, commit: false }).catch(() => {});
      throw error;
    }
    await this.send({ op: "end", txId, commit: true });
    return result;
  }

  /** Closes PGlite (flushing it to disk) and stops the thread. */
  async close(): Promise<void> {
    if (this.closed) return;
    await this.send({ op: "close" });
    this.closed = true;
    await this.worker.terminate();
  }
}

/** Omit over each member of a union. */
type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;
