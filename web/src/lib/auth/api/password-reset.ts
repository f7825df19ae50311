import { apiRequest } from "../../api-client.ts";

/**
 * `POST /api/auth/request-password-reset`: e-mails a reset link when the address has an account
 * (the answer is the same either way, issue #14 item 4). The link comes back to /auth?token=….
 * @throws ApiError with the server's message (e.g. a rate limit's 429).
 */
export async function requestPasswordReset(email: string): Promise<void> {
  await apiRequest("/api/auth/request-password-reset", { method: "POST", body: { email, redirectTo: "/auth" } });
}

/**
 * `POST /api/auth/reset-password` with the token from the e-mailed link.
 * @throws ApiError with the server's message (a weak password's reason, an invalid or expired token).
 */
export async function resetPassword(token: string, newPassword: string): Promise<void> {
  await apiRequest("/api/auth/reset-password", { method: "POST", body: { token, newPassword } });
}
