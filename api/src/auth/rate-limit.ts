import { getConnInfo } from "@hono/node-server/conninfo";
import { eq, lt, sql } from "drizzle-orm";
import type { Context, MiddlewareHandler } from "hono";
import type { Config } from "../config.ts";
import type { Db } from "../db/client.ts";
import { rateLimits } from "../db/schema/index.ts";
import type { AppEnv } from "../hono-env.ts";

/** One limit: at most `max` counted requests per fixed window of `windowSeconds`. */
export interface RateRule {
  name: string;
  windowSeconds: number;
  max: number;
  /** What the 429 says was too many, e.g. "sign-in attempts". */
  what: string;
}

/**
 * The limits of issue #14 item 5, per client address ("ip") and per account ("account": the
 * e-mail on the auth routes, the user id on ours). The per-account sign-in limit counts failures
 * only and a correct password clears it, so someone else's wrong guesses lock the owner out for
 * at most SIGN_IN_FAILURES_PER_ACCOUNT.windowSeconds (10 minutes), as README "Security" states.
 */
export const RULES = {
  signInPerIp: { name: "sign-in", windowSeconds: 600, max: 30, what: "sign-in attempts from your network" },
  signInFailuresPerAccount: {
    name: "sign-in-failures",
    windowSeconds: 600,
    max: 10,
    what: "failed sign-in attempts for this account",
  },
  signUpPerIp: { name: "sign-up", windowSeconds: 3600, max: 10, what: "sign-ups from your network" },
  signUpPerAccount: { name: "sign-up", windowSeconds: 3600, max: 3, what: "sign-ups with this address" },
  mailPerIp: { name: "mail", windowSeconds: 3600, max: 10, what: "e-mail requests from your network" },
  mailPerAccount: { name: "mail", windowSeconds: 3600, max: 3, what: "e-mails to this address" },
  resetPerIp: { name: "reset", windowSeconds: 3600, max: 10, what: "password resets from your network" },
  twoFactorPerIp: { name: "two-factor", windowSeconds: 600, max: 30, what: "two-factor codes from your network" },
  analysesPerIp: { name: "analyses", windowSeconds: 3600, max: 120, what: "analyses from your network" },
  analysesPerAccount: { name: "analyses", windowSeconds: 3600, max: 60, what: "analyses" },
  explanationsPerIp: { name: "explanations", windowSeconds: 3600, max: 240, what: "explanations from your network" },
  explanationsPerAccount: { name: "explanations", windowSeconds: 3600, max: 120, what: "explanations" },
} satisfies Record<string, RateRule>;

/** The outcome of counting one request. */
export interface RateVerdict {
  allowed: boolean;
  /** Seconds until the window ends. */
  retryAfter: number;
}

const keyOf = (rule: RateRule, scope: "ip" | "account", subject: string) =>
  `${rule.name}:${scope}:${subject.toLowerCase()}`;

/**
 * Counts one request against `rule` for `subject` in one atomic upsert (a new window starts when
 * the stored one has ended), so concurrent instances on one Postgres never lose a count.
 * @returns allowed while the count is within `rule.max`.
 */
export async function hit(db: Db, rule: RateRule, scope: "ip" | "account", subject: string): Promise<RateVerdict> {
  const resetAt = new Date(Date.now() + rule.windowSeconds * 1000);
  const [row] = await db
    .insert(rateLimits)
    .values({ key: keyOf(rule, scope, subject), count: 1, resetAt })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`CASE WHEN ${rateLimits.resetAt} <= now() THEN 1 ELSE ${rateLimits.count} + 1 END`,
        resetAt: sql`CASE WHEN ${rateLimits.resetAt} <= now() THEN excluded.reset_at ELSE ${rateLimits.resetAt} END`,
      },
    })
    .returning({ count: rateLimits.count, resetAt: rateLimits.resetAt });
  // Now and then, forget the windows that have ended (one row per address or account seen).
  if (Math.random() < 0.01) await db.delete(rateLimits).where(lt(rateLimits.resetAt, new Date()));
  return verdict(rule, row?.count ?? 1, row?.resetAt ?? resetAt);
}

/** Forgets `subject`'s count under `rule` (a correct password clears the failures). */
export async function clear(db: Db, rule: RateRule, scope: "ip" | "account", subject: string): Promise<void> {
  await db.delete(rateLimits).where(eq(rateLimits.key, keyOf(rule, scope, subject)));
}

const secondsUntil = (when: Date) => Math.max(1, Math.ceil((when.getTime() - Date.now()) / 1000));

function verdict(rule: RateRule, count: number, resetAt: Date): RateVerdict {
  return { allowed: count <= rule.max, retryAfter: secondsUntil(resetAt) };
}

/**
 * The client's address: the socket's peer, or — only with TRUST_PROXY_HOPS = n > 0 — the n-th
 * X-Forwarded-For entry from the right (each trusted proxy appends the address it saw), so a
 * client cannot choose its own address by sending the header (issue #14 item 5).
 */
export function clientIp(c: Context<AppEnv>, config: Pick<Config, "trustProxyHops">): string {
  if (config.trustProxyHops > 0) {
    const entries = (c.req.header("x-forwarded-for") ?? "")
      .split(",")
      .map((s) => s.trim())
      .filter(Boolean);
    const entry = entries[Math.max(0, entries.length - config.trustProxyHops)];
    if (entry) return entry;
  }
  try {
    return getConnInfo(c).remote.address ?? "unknown";
  } catch {
    return "unknown"; // in-process requests (tests) have no socket
  }
}

function tooMany(c: Context<AppEnv>, rule: RateRule, v: RateVerdict): Response {
  const minutes = Math.ceil(v.retryAfter / 60);
  const message = `Too many ${rule.what}. Try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`;
  return c.json({ error: { code: "rate_limited" as const, message, requestId: c.var.requestId } }, 429, {
    "Retry-After": String(v.retryAfter),
  });
}

async function emailOf(c: Context<AppEnv>): Promise<string | null> {
  try {
    const body = (await c.req.raw.clone().json()) as { email?: unknown };
    return typeof body.email === "string" ? body.email.trim().toLowerCase() : null;
  } catch {
    return null;
  }
}

/** Which auth routes are limited, by path under /api/auth. */
const AUTH_RULES: Record<string, { ip: RateRule; account?: RateRule }> = {
  "/sign-up/email": { ip: RULES.signUpPerIp, account: RULES.signUpPerAccount },
  "/request-password-reset": { ip: RULES.mailPerIp, account: RULES.mailPerAccount },
  "/send-verification-email": { ip: RULES.mailPerIp, account: RULES.mailPerAccount },
  "/reset-password": { ip: RULES.resetPerIp },
  "/two-factor/verify-totp": { ip: RULES.twoFactorPerIp },
  "/two-factor/verify-backup-code": { ip: RULES.twoFactorPerIp },
};

/**
 * Rate limits of better-auth's routes (mounted before its handler on /api/auth/*): sign-in per
 * address (every attempt) and per account (failures, cleared by a success); sign-up, reset and
 * verification e-mails per address and per e-mail. Counted in the `rate_limits` table.
 * Answers 429 `{error:{code:"rate_limited",message}}` with Retry-After.
 */
export const authRateLimit: MiddlewareHandler<AppEnv> = async (c, next) => {
  const { config, database } = c.var.ctx;
  if (!config.rateLimits || c.req.method !== "POST") return next();
  const db = database.db;
  const sub = c.req.path.slice("/api/auth".length);
  const ip = clientIp(c, config);
  if (sub === "/sign-in/email") {
    const email = await emailOf(c);
    const byIp = await hit(db, RULES.signInPerIp, "ip", ip);
    if (!byIp.allowed) return tooMany(c, RULES.signInPerIp, byIp);
    // Every attempt is counted up front (atomic, so parallel guesses cannot slip past the limit);
    // a correct password then clears the account's count.
    if (email) {
      const byAccount = await hit(db, RULES.signInFailuresPerAccount, "account", email);
      if (!byAccount.allowed) return tooMany(c, RULES.signInFailuresPerAccount, byAccount);
    }
    await next();
    if (email && c.res.ok) await clear(db, RULES.signInFailuresPerAccount, "account", email);
    return;
  }
  const rules = AUTH_RULES[sub];
  if (!rules) return next();
  const byIp = await hit(db, rules.ip, "ip", ip);
  if (!byIp.allowed) return tooMany(c, rules.ip, byIp);
  const email = rules.account ? await emailOf(c) : null;
  if (rules.account && email) {
    const byAccount = await hit(db, rules.account, "account", email);
    if (!byAccount.allowed) return tooMany(c, rules.account, byAccount);
  }
  return next();
};

/**
 * Rate limits of our routes that start model work (mounted after the session middleware):
 * POST /api/projects and /api/projects/{id}/retry count as analyses, POST
 * /api/projects/{id}/explanations as explanations; per address and per signed-in user.
 */
export const workRateLimit: MiddlewareHandler<AppEnv> = async (c, next) => {
  const { config, database } = c.var.ctx;
  if (!config.rateLimits || c.req.method !== "POST") return next();
  const path = c.req.path.replace(/\/$/, "");
  const kind =
    path === "/api/projects" || /^\/api\/projects\/[^/]+\/retry$/.test(path)
      ? ([RULES.analysesPerIp, RULES.analysesPerAccount] as const)
      : /^\/api\/projects\/[^/]+\/explanations$/.test(path)
        ? ([RULES.explanationsPerIp, RULES.explanationsPerAccount] as const)
        : null;
  if (!kind) return next();
  const [perIp, perAccount] = kind;
  const byIp = await hit(database.db, perIp, "ip", clientIp(c, config));
  if (!byIp.allowed) return tooMany(c, perIp, byIp);
  const actor = c.var.actor;
  if (actor) {
    const byAccount = await hit(database.db, perAccount, "account", actor.id);
    if (!byAccount.allowed) return tooMany(c, perAccount, byAccount);
  }
  return next();
};
