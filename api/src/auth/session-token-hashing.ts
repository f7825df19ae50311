import { createHash } from "node:crypto";
import type { BetterAuthOptions } from "better-auth";
import type { DBAdapter, DBTransactionAdapter, Where } from "better-auth/types";
import { sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { session } from "../db/schema/index.ts";

/**
 * Session tokens stored hashed at rest (issue #14 item 8; docs/adr/0006-session-tokens-hashed.md).
 *
 * better-auth 1.7 keeps `session.token` as issued and finds a session by it. This wraps the
 * database adapter so the `session` table holds only `sha256:<hex of SHA-256(token)>`: a token
 * written is hashed, a token looked up is hashed first, and a row found by its token gets the
 * caller's token back, so better-auth sees the sessions it issued. The cookie keeps the token
 * itself (signed with BETTER_AUTH_SECRET, as before). A copy of the table, with or without the
 * secret, holds no token that signs anyone in: a stored hash given back as a token is hashed
 * again on lookup and finds nothing.
 *
 * Tokens are 32 random characters (better-auth's generateId), so an unsalted SHA-256 is enough:
 * there is nothing to guess. Rows read without their token in the query (a user's session list)
 * carry the stored hash; deleting or updating by such a value is allowed (nothing to sign in
 * with), looking one up is not. better-auth's routes that hand those values to the browser
 * (/list-sessions, /revoke-session, /revoke-other-sessions) are disabled in auth.ts.
 */

/** The stored form of a session token. */
export const HASHED_TOKEN_PREFIX = "sha256:";

/** `sha256:` and the hex SHA-256 of the token (64 characters). Pure. */
export function hashSessionToken(token: string): string {
  return `${HASHED_TOKEN_PREFIX}${createHash("sha256").update(token, "utf8").digest("hex")}`;
}

const isHashed = (value: string) => value.startsWith(HASHED_TOKEN_PREFIX) && value.length === 71;

/** Lookups hash every token given; writes and deletes keep a value that is already a stored hash. */
type Use = "lookup" | "write";

function hashValue(value: unknown, use: Use): unknown {
  if (typeof value !== "string") return value;
  return use === "write" && isHashed(value) ? value : hashSessionToken(value);
}

function mapWhere(where: Where[] | undefined, use: Use): Where[] | undefined {
  return where?.map((clause) => {
    if (clause.field !== "token") return clause;
    const value = Array.isArray(clause.value)
      ? (clause.value as unknown[]).map((v) => hashValue(v, use))
      : hashValue(clause.value, use);
    return { ...clause, value } as Where;
  });
}

/** The token a query asked for by equality, to give back in the row found. */
function askedToken(where: Where[] | undefined): string | null {
  const clause = where?.find((w) => w.field === "token" && (w.operator ?? "eq") === "eq");
  return typeof clause?.value === "string" ? clause.value : null;
}

function restore<T>(row: T, token: string | null): T {
  if (!token || !row || typeof row !== "object" || !("token" in row)) return row;
  return { ...row, token };
}

type Args = { model: string; where?: Where[]; data?: Record<string, unknown>; update?: Record<string, unknown> };

function wrap<A extends DBTransactionAdapter>(adapter: A): A {
  const sessionCall =
    (method: keyof DBTransactionAdapter, use: Use) =>
    async (args: Args): Promise<unknown> => {
      // biome-ignore lint/suspicious/noExplicitAny: forwards the adapter's own generic signature unchanged
      const call = (adapter[method] as (a: Args) => Promise<any>).bind(adapter);
      if (args.model !== "session") return call(args);
      const token = askedToken(args.where);
      const next: Args = { ...args, where: mapWhere(args.where, use) };
      if (args.data && typeof args.data.token === "string") {
        next.data = { ...args.data, token: hashSessionToken(args.data.token) };
        return restore(await call(next), args.data.token);
      }
      if (args.update && typeof args.update.token === "string") {
        next.update = { ...args.update, token: hashValue(args.update.token, "write") };
      }
      const result = await call(next);
      if (Array.isArray(result)) return result.map((row) => restore(row, token));
      return restore(result, token);
    };
  return new Proxy(adapter, {
    get(target, property, receiver) {
      switch (property) {
        case "create":
          return sessionCall("create", "write");
        case "findOne":
        case "findMany":
        case "count":
        case "consumeOne":
          return sessionCall(property, "lookup");
        case "update":
        case "updateMany":
        case "delete":
        case "deleteMany":
        case "incrementOne":
          return sessionCall(property, "write");
        case "transaction": {
          const transaction = Reflect.get(target, property, receiver) as DBAdapter["transaction"] | undefined;
          if (typeof transaction !== "function") return transaction;
          return <R>(callback: (trx: DBTransactionAdapter) => Promise<R>) =>
            transaction.call(target, (trx: DBTransactionAdapter) => callback(wrap(trx)));
        }
        default:
          return Reflect.get(target, property, receiver);
      }
    },
  });
}

/**
 * Wraps a better-auth database adapter (e.g. `drizzleAdapter(db, …)`) so session tokens are
 * stored and looked up as {@link hashSessionToken} hashes; every other model passes through.
 * @returns an adapter factory to give to `betterAuth({ database })`.
 */
export function withHashedSessionTokens(
  factory: (options: BetterAuthOptions) => DBAdapter<BetterAuthOptions>,
): (options: BetterAuthOptions) => DBAdapter<BetterAuthOptions> {
  return (options) => wrap(factory(options) as DBAdapter) as DBAdapter<BetterAuthOptions>;
}

/**
 * Hashes the session tokens a database still holds as issued (sessions created before this
 * change), in one UPDATE, so their cookies keep working and the table holds no usable token.
 * Idempotent: hashed rows are left alone. Run at start, before the app serves a request.
 * @returns the number of rows hashed.
 */
export async function hashStoredSessionTokens(db: Db): Promise<number> {
  const hashed = await db
    .update(session)
    .set({ token: sql`${HASHED_TOKEN_PREFIX} || encode(sha256(convert_to(${session.token}, 'UTF8')), 'hex')` })
    .where(sql`${session.token} NOT LIKE ${`${HASHED_TOKEN_PREFIX}%`}`)
    .returning({ id: session.id });
  return hashed.length;
}
