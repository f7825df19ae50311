import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { APIError, createAuthMiddleware, getSessionFromCtx } from "better-auth/api";
import { count } from "drizzle-orm";
import type { Config } from "../config.ts";
import type { Database } from "../db/client.ts";
import { account, auditEvents, profiles, session, user, userRoles, verification } from "../db/schema/index.ts";
import type { Logger } from "../logger.ts";
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH, passwordProblem } from "./password-policy.ts";

/** The better-auth routes that set a password, and where their new password travels. */
const PASSWORD_ROUTES: Record<string, "password" | "newPassword"> = {
  "/sign-up/email": "password",
  "/change-password": "newPassword",
  "/reset-password": "newPassword",
};

/**
 * better-auth at /api/auth/* (PLATFORM-NOTES.md "better-auth 1.7"): email + password always,
 * Google when configured. Every new user gets a `profiles` row with approved false (spec §4
 * "User approval"); ADMIN_EMAILS users get the admin role; with no ADMIN_EMAILS on the embedded
 * database, the first account becomes admin and the log says so.
 */
export function createAuth(config: Config, database: Database, log: Logger) {
  const { db } = database;
  return betterAuth({
    appName: "Financial Strategy Advisor",
    logger: { disabled: config.logLevel === "silent", level: config.logLevel === "debug" ? "debug" : "warn" },
    baseURL: config.publicUrl,
    basePath: "/api/auth",
    secret: config.authSecret,
    database: drizzleAdapter(db, { provider: "pg", schema: { user, session, account, verification } }),
    emailAndPassword: {
      enabled: true,
      autoSignIn: true,
      minPasswordLength: MIN_PASSWORD_LENGTH,
      maxPasswordLength: MAX_PASSWORD_LENGTH,
    },
    socialProviders: config.google
      ? {
          google: {
            clientId: config.google.clientId,
            clientSecret: config.google.clientSecret,
            prompt: "select_account",
          },
        }
      : {},
    trustedOrigins: [config.publicUrl, ...config.trustedOrigins],
    // Ours instead (api/src/auth/rate-limit.ts): per account as well as per address, in the
    // database, and X-Forwarded-For only from trusted proxies.
    rateLimit: { enabled: false },
    session: {
      // Approval is read from profiles on every request, so no cookie cache is needed for it.
      expiresIn: 60 * 60 * 24 * 7,
      updateAge: 60 * 60 * 24,
    },
    advanced: {
      useSecureCookies: config.publicUrl.startsWith("https://"),
    },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        const field = PASSWORD_ROUTES[ctx.path];
        if (!field) return;
        const body = (ctx.body ?? {}) as Record<string, unknown>;
        const password = body[field];
        if (typeof password !== "string") return; // better-auth's own validation answers
        // Password policy (issue #14 item 4) against the account's own address.
        let email = typeof body.email === "string" ? body.email : null;
        let name = typeof body.name === "string" ? body.name : null;
        if (ctx.path === "/change-password") {
          const current = await getSessionFromCtx(ctx);
          email = current?.user.email ?? null;
          name = current?.user.name ?? null;
        } else if (ctx.path === "/reset-password") {
          const token = typeof body.token === "string" ? body.token : ctx.query?.token;
          const found = token
            ? await ctx.context.internalAdapter.findVerificationValue(`reset-password:${token}`)
            : null;
          const owner = found ? await ctx.context.internalAdapter.findUserById(found.value) : null;
          email = owner?.email ?? null;
          name = owner?.name ?? null;
        }
        const problem = passwordProblem(password, email, name);
        if (problem) throw new APIError("BAD_REQUEST", { code: "WEAK_PASSWORD", message: problem });
        // A password change ends the user's other sessions (issue #14 item 4), whatever the client asks.
        if (ctx.path === "/change-password") return { context: { body: { ...body, revokeOtherSessions: true } } };
      }),
    },
    databaseHooks: {
      user: {
        create: {
          after: async (created) => {
            const email = created.email.toLowerCase();
            let makeAdmin = config.adminEmails.includes(email);
            let reason = "listed in ADMIN_EMAILS";
            if (!makeAdmin && config.adminEmails.length === 0 && database.kind === "pglite") {
              const [row] = await db.select({ n: count() }).from(user);
              if ((row?.n ?? 0) <= 1) {
                makeAdmin = true;
                reason = "first account on the embedded database";
              }
            }
            await db.transaction(async (tx) => {
              await tx
                .insert(profiles)
                .values({ id: created.id, email: created.email, fullName: created.name || null })
                .onConflictDoNothing();
              if (makeAdmin)
                await tx.insert(userRoles).values({ userId: created.id, role: "admin" }).onConflictDoNothing();
              await tx.insert(auditEvents).values({
                actorUserId: created.id,
                action: makeAdmin ? "user.created_admin" : "user.created",
                targetType: "user",
                targetId: created.id,
                details: makeAdmin ? { reason } : {},
              });
            });
            if (makeAdmin) log.info(`${created.email} is an administrator (${reason})`, { userId: created.id });
          },
        },
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
