import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PgliteThread } from "./pglite-thread.ts";

/** PGlite in its worker thread: the API drizzle and pg-boss use, with PGlite's semantics. */
let db: PgliteThread;
beforeAll(async () => {
  db = await PgliteThread.open(null);
  await db.exec("CREATE TABLE t (id int PRIMARY KEY, note text, at timestamptz DEFAULT now())");
}, 120_000);
afterAll(() => db.close());

describe("PgliteThread", () => {
  it("runs queries with parameters, in object or array rows", async () => {
    await db.query("INSERT INTO t (id, note) VALUES ($1, $2)", [1, "one"]);
    expect((await db.query<{ note: string }>("SELECT note FROM t WHERE id = $1", [1])).rows).toEqual([{ note: "one" }]);
    expect((await db.query("SELECT id, note FROM t", [], { rowMode: "array" })).rows).toEqual([[1, "one"]]);
  });

  it("keeps the types drizzle asks for as text, and parses the others", async () => {
    const parsed = await db.query<{ at: unknown }>("SELECT at FROM t WHERE id = 1");
    expect(parsed.rows[0]?.at).toBeInstanceOf(Date);
    const raw = await db.query<{ at: unknown }>("SELECT at FROM t WHERE id = 1", [], {
      parsers: { 1184: (v: string) => v },
    });
    expect(typeof raw.rows[0]?.at).toBe("string");
  });

  it("commits a transaction that resolves and rolls back one that throws", async () => {
    await db.transaction(async (tx) => {
      await tx.query("INSERT INTO t (id, note) VALUES (2, 'two')");
    });
    await expect(
      db.transaction(async (tx) => {
        await tx.query("INSERT INTO t (id, note) VALUES (3, 'three')");
        throw new Error("changed my mind");
      }),
    ).rejects.toThrow("changed my mind");
    expect((await db.query<{ id: number }>("SELECT id FROM t ORDER BY id")).rows).toEqual([{ id: 1 }, { id: 2 }]);
  });

  it("other queries wait for an open transaction, as in PGlite", async () => {
    const order: string[] = [];
    const tx = db.transaction(async (t) => {
      await t.query("INSERT INTO t (id, note) VALUES (4, 'four')");
      await new Promise((r) => setTimeout(r, 100));
      order.push("tx done");
    });
    const read = db.query<{ n: number }>("SELECT count(*)::int AS n FROM t").then((r) => {
      order.push("read");
      return r.rows[0]?.n;
    });
    await tx;
    expect(await read).toBe(3);
    expect(order).toEqual(["tx done", "read"]);
  });

  it("a database error keeps PGlite's fields (code, constraint)", async () => {
    const error = (await db.query("INSERT INTO t (id) VALUES (1)").catch((e: unknown) => e)) as Error & {
      code?: string;
      constraint?: string;
    };
    expect(error).toBeInstanceOf(Error);
    expect(error.message).toMatch(/duplicate key/);
    expect(error.code).toBe("23505");
    expect(error.constraint).toBe("t_pkey");
  });

  it("exec runs several statements and returns each result", async () => {
    const results = await db.exec("SELECT 1 AS a; SELECT 2 AS b");
    expect(results.map((r) => r.rows)).toEqual([[{ a: 1 }], [{ b: 2 }]]);
  });

  it("a closed database refuses queries", async () => {
    const other = await PgliteThread.open(null);
    await other.close();
    await expect(other.query("SELECT 1")).rejects.toThrow("The database is closed.");
  }, 120_000);
});
