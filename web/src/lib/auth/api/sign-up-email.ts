import { apiRequest } from "../../api-client.ts";

/**
 * `POST /api/auth/sign-up/email`: no session yet, the server e-mails a confirmation link that
 * signs in and returns to the site root through /auth (spec §2; issue #14 item 4). A known address gets the
 * same answer. @throws ApiError with the server's message (e.g. the password policy's reason).
 */
export async function signUpEmail(email: string, password: string, name: string): Promise<void> {
  // The link comes back through /auth, which goes on to / once signed in, or says why the link
  // failed (better-auth appends ?error=… to the callback).
  await apiRequest("/api/auth/sign-up/email", {
    method: "POST",
    body: { email, password, name, callbackURL: "/auth" },
  });
}
