import { apiRequest } from "../../api-client.ts";

/**
 * `POST /api/auth/sign-in/email`. @returns `twoFactorRedirect: true` when the account has TOTP on
 * and the code is still to come (issue #14 item 5).
 * @throws ApiError with better-auth's message (e.g. Invalid email or password).
 */
export async function signInEmail(email: string, password: string): Promise<{ twoFactorRedirect?: boolean }> {
  // callbackURL: where the fresh verification link of an unverified account comes back to.
  return apiRequest("/api/auth/sign-in/email", { method: "POST", body: { email, password, callbackURL: "/auth" } });
}
