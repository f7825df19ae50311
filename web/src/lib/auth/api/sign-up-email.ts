import { apiRequest } from "../../api-client.ts";

/**
 * `POST /api/auth/sign-up/email`; confirmation returns to the site root (spec §2).
 * @throws ApiError with better-auth's message (e.g. Password too short, User already exists).
 */
export async function signUpEmail(email: string, password: string, name: string): Promise<void> {
  await apiRequest("/api/auth/sign-up/email", { method: "POST", body: { email, password, name, callbackURL: "/" } });
}
