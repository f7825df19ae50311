import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { APIError, createAuthMiddleware, getSessionFromCtx } from "better-auth/api";
import { openAPI, twoFactor as twoFactorPlugin } from "better-auth/plugins";
import { count, eq } from "drizzle-orm";
import type { Config } from "../config.ts";
import type { Database } from "../db/client.ts";
import {
  account,
  auditEvents,
  profiles,
  session,
  twoFactor,
  user,
  userRoles,
  verification,
} from "../db/schema/index.ts";
import type { Logger } from "../logger.ts";
import type { Mailer } from "../mail/mailer.ts";
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH, passwordProblem } from "./password-policy.ts";
import { secondFactorHook } from "./second-factor.ts";
import { withHashedSessionTokens } from "./session-token-hashing.ts";

/** The better-auth routes that set a password, and where their new password travels. */
const PASSWORD_ROUTES: Record<string, "password" | "newPassword"> = {
  "/sign-up/email": "password",
  "/change-password": "newPassword",
  "/reset-password": "newPassword",
};

/**
 * Makes a verified user admin when entitled (issue #14 item 4: ADMIN_EMAILS grants admin only to
 * a verified address): listed in ADMIN_EMAILS, or — with no ADMIN_EMAILS, on the embedded
 * database — the first verified account while there is no admin yet (spec §4 "User approval").
 * Called on verification and on creation of an already verified user (Google). Idempotent.
 */
async function grantAdminIfEntitled(
  config: Config,
  database: Database,
  log: Logger,
  verified: { id: string; email: string },
): Promise<void> {
  const { db } = database;
  const email = verified.email.toLowerCase();
  const listed = config.adminEmails.includes(email);
  const firstOnEmbedded = config.adminEmails.length === 0 && database.kind === "pglite";
  if (!listed && !firstOnEmbedded) return;
  const reason = listed ? "listed in ADMIN_EMAILS" : "first verified account on the embedded database";
  const granted = await db.transaction(async (tx) => {
    if (!listed) {
      const [admins] = await tx.select({ n: count() }).from(userRoles).where(eq(userRoles.role, "admin"));
      if ((admins?.n ?? 0) > 0) return false;
    }
    const inserted = await tx
      .insert(userRoles)
      .values({ userId: verified.id, role: "admin" })
      .onConflictDoNothing()
      .returning({ userId: userRoles.userId });
    if (inserted.length === 0) return false;
    await tx.insert(auditEvents).values({
      actorUserId: verified.id,
      action: "user.made_admin",
      targetType: "user",
      targetId: verified.id,
      details: { reason },
    });
    return true;
  });
  if (granted) log.info({ userId: verified.id }, `${verified.email} is an administrator (${reason})`);
}

/** A link the e-mails carry; better-auth's `url` already points at PUBLIC_URL/api/auth/…. */
const verifyMail = (url: string) => ({
  subject: "Confirm your e-mail address",
  text: `Open this link to confirm your address and sign in to Financial Strategy Advisor:\n\n${url}\n\nThe link is valid for one hour. If you did not create an account, ignore this e-mail.\n`,
});

/**
 * better-auth at /api/auth/* (PLATFORM-NOTES.md "better-auth 1.7"): email + password always,
 * Google when configured. A password account gets a session only after it opens the link e-mailed
 * by `mailer` (issue #14 item 4; Google addresses count as verified); sign-up answers alike for a
 * known and a new address (better-auth's generic answer under requireEmailVerification, and the
 * known address gets a notice); reset links go through the same mailer. Every new user gets a
 * `profiles` row with approved false (spec §4 "User approval"); admin is granted when the address
 * is or becomes verified (grantAdminIfEntitled). TOTP two-factor through better-auth's plugin.
 */
export function createAuth(config: Config, database: Database, log: Logger, mailer: Mailer) {
  const { db } = database;
  return betterAuth({
    appName: "Financial Strategy Advisor",
    // better-auth's own messages go through our pino logger (issue #17): JSON lines, redacted.
    logger: {
      disabled: config.logLevel === "silent",
      level: config.logLevel === "debug" ? "debug" : "warn",
      log: (level, message, ...details) =>
        log[level](details.length ? { source: "better-auth", details } : { source: "better-auth" }, message),
    },
    baseURL: config.publicUrl,
    basePath: "/api/auth",
    secret: config.authSecret,
    // Session tokens are stored as SHA-256 hashes (./session-token-hashing.ts, issue #14 item 8).
    database: withHashedSessionTokens(
      drizzleAdapter(db, { provider: "pg", schema: { user, session, account, verification, twoFactor } }),
    ),
    // These would hand the browser stored token hashes instead of tokens (./session-token-hashing.ts);
    // the web app does not use them: a password change or reset ends the other sessions.
    // The OpenAPI plugin's schema route is called in process only, to document these routes in
    // /api/openapi.json (api/src/routes/openapi.ts); Scalar's reference page is left out.
    disabledPaths: ["/list-sessions", "/revoke-session", "/revoke-other-sessions", "/open-api/generate-schema"],
    // TOTP (issue #14 item 5): optional for advisers, required before an admin uses admin routes
    // (api/src/services/guards.ts). Password sign-in then answers {twoFactorRedirect:true} and the
    // session comes from /two-factor/verify-totp (or a backup code). Google and e-mail-link
    // sign-ins get the same challenge from hooks.after (./second-factor.ts). allowPasswordless: an
    // account without a password (Google) turns TOTP on with its session alone; an account with
    // one must still give it.
    plugins: [
      twoFactorPlugin({ issuer: "Financial Strategy Advisor", allowPasswordless: true }),
      openAPI({ disableDefaultReference: true }),
    ],
    emailAndPassword: {
      enabled: true,
      autoSignIn: true,
      requireEmailVerification: true,
      minPasswordLength: MIN_PASSWORD_LENGTH,
      maxPasswordLength: MAX_PASSWORD_LENGTH,
      resetPasswordTokenExpiresIn: 60 * 60,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user: to, url }) => {
        await mailer.send({
          to: to.email,
          subject: "Reset your password",
          text: `Open this link to choose a new password for Financial Strategy Advisor:\n\n${url}\n\nThe link is valid for one hour and signs out your other sessions. If you did not ask for it, ignore this e-mail.\n`,
        });
      },
      onExistingUserSignUp: async ({ user: existing }) => {
        await mailer.send({
          to: existing.email,
          subject: "Someone tried to create an account with your address",
          text: `An account already exists for ${existing.email} at ${config.publicUrl}. If that was you, sign in, or use "Forgot password?" on the sign-in page. Otherwise, ignore this e-mail.\n`,
        });
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: true,
      autoSignInAfterVerification: true,
      expiresIn: 60 * 60,
      sendVerificationEmail: async ({ user: to, url }) => {
        await mailer.send({ to: to.email, ...verifyMail(url) });
      },
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
    // Reset-link and two-factor tokens are kept as SHA-256 hashes (better-auth's own option;
    // issue #14 item 8). Session tokens have no such option in better-auth 1.7: the adapter
    // wrapper above hashes them.
    verification: { storeIdentifier: "hashed" },
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
      after: secondFactorHook(config.publicUrl),
    },
    databaseHooks: {
      user: {
        create: {
          after: async (created) => {
            await db.transaction(async (tx) => {
              await tx
                .insert(profiles)
                .values({ id: created.id, email: created.email, fullName: created.name || null })
                .onConflictDoNothing();
              await tx.insert(auditEvents).values({
                actorUserId: created.id,
                action: "user.created",
                targetType: "user",
                targetId: created.id,
                details: {},
              });
            });
            // Google vouches for its addresses; a password account waits for its link.
            if (created.emailVerified) await grantAdminIfEntitled(config, database, log, created);
          },
        },
        update: {
          // Every way an address becomes verified: the e-mailed link, or Google vouching for an
          // existing account's address when it links.
          after: async (updated) => {
            if (updated.emailVerified) await grantAdminIfEntitled(config, database, log, updated);
          },
        },
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
