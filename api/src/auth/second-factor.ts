import { type AuthMiddleware, createAuthMiddleware } from "better-auth/api";
import { deleteSessionCookie } from "better-auth/cookies";
import { generateRandomString } from "better-auth/crypto";

/**
 * The second factor for every way of signing in (issue #14 item 5: "Admins signing in with Google
 * must also pass TOTP").
 *
 * better-auth's two-factor plugin challenges only its credential sign-ins (`/sign-in/email`,
 * `/sign-in/username`, `/sign-in/phone-number`): a Google sign-in (`/callback/:id`, or
 * `/sign-in/social` with an ID token) and the auto sign-in of an e-mailed verification link
 * (`/verify-email`) hand out a session at once, even to a user with TOTP on. This after-hook does
 * for them what the plugin does for a password: the new session is deleted and its cookie expired,
 * and the browser gets the plugin's own `two_factor` cookie (a signed, 10-minute, single-use
 * reference kept in `verification`), which `/two-factor/verify-totp` or `/two-factor/verify-backup-code`
 * exchanges for a session. A redirect (Google's callback) goes to {@link secondFactorPage}; a JSON
 * answer becomes `{ twoFactorRedirect: true, twoFactorMethods: ["totp"] }` as for a password.
 * A "trusted device" does not skip it: these paths never had that option.
 */

/** The sign-in paths that create a session outside the plugin's own challenge. */
export const SECOND_FACTOR_PATHS: ReadonlySet<string> = new Set(["/callback/:id", "/sign-in/social", "/verify-email"]);

/** The plugin's cookie name and lifetime (better-auth/plugins/two-factor: TWO_FACTOR_COOKIE_NAME, twoFactorCookieMaxAge). */
const TWO_FACTOR_COOKIE = "two_factor";
const TWO_FACTOR_COOKIE_MAX_AGE_SECONDS = 600;

/** Where a redirected sign-in asks for the code: the web app's sign-in page in its code step. */
export const secondFactorPage = (publicUrl: string) => `${publicUrl}/auth?second-factor=totp`;

/** True for better-auth's redirect answer (an APIError with status FOUND, or a 302). */
function isRedirect(returned: unknown): boolean {
  if (!returned || typeof returned !== "object") return false;
  const r = returned as { status?: unknown; statusCode?: unknown };
  return r.status === "FOUND" || r.statusCode === 302;
}

/**
 * The after-hook of {@link SECOND_FACTOR_PATHS}: replaces a new session of a user with two-factor on
 * by the plugin's challenge. Does nothing on other paths, without a new session, or for a user
 * without two-factor. @param publicUrl the app's origin (PUBLIC_URL), for the redirect.
 */
export function secondFactorHook(publicUrl: string): AuthMiddleware {
  return createAuthMiddleware(async (ctx) => {
    if (!SECOND_FACTOR_PATHS.has(ctx.path ?? "")) return;
    const created = ctx.context.newSession;
    if (!created?.user || (created.user as { twoFactorEnabled?: boolean }).twoFactorEnabled !== true) return;

    deleteSessionCookie(ctx, true);
    await ctx.context.internalAdapter.deleteSession(created.session.token);
    ctx.context.setNewSession(null);

    const identifier = `2fa-${generateRandomString(20)}`;
    const expiresAt = new Date(Date.now() + TWO_FACTOR_COOKIE_MAX_AGE_SECONDS * 1000);
    await ctx.context.internalAdapter.createVerificationValue({ value: created.user.id, identifier, expiresAt });
    await ctx.context.internalAdapter.createVerificationValue({
      value: "0",
      identifier: `2fa-attempts-${identifier}`,
      expiresAt,
    });
    const cookie = ctx.context.createAuthCookie(TWO_FACTOR_COOKIE, { maxAge: TWO_FACTOR_COOKIE_MAX_AGE_SECONDS });
    await ctx.setSignedCookie(cookie.name, identifier, ctx.context.secret, cookie.attributes);

    if (isRedirect(ctx.context.returned)) throw ctx.redirect(secondFactorPage(publicUrl));
    return ctx.json({ twoFactorRedirect: true, twoFactorMethods: ["totp"] });
  });
}
