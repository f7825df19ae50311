import { apiRequest } from "../../api-client.ts";

/**
 * `POST /api/auth/two-factor/enable` (better-auth two-factor plugin, issue #14 item 5): starts TOTP
 * set-up; on only once a first code is verified. @returns the otpauth URI and one-time backup codes.
 * @throws ApiError with the server's message (e.g. Invalid password).
 */
export function enableTwoFactor(password: string): Promise<{ totpURI: string; backupCodes: string[] }> {
  return apiRequest("/api/auth/two-factor/enable", { method: "POST", body: { password } });
}

/**
 * `POST /api/auth/two-factor/verify-totp`: finishes set-up when signed in, or a password sign-in
 * that answered `twoFactorRedirect`. @throws ApiError with the server's message (e.g. Invalid code).
 */
export async function verifyTotp(code: string): Promise<void> {
  await apiRequest("/api/auth/two-factor/verify-totp", { method: "POST", body: { code } });
}
