import { apiRequest } from "../../api-client.ts";

/** `POST /api/auth/sign-in/email`. @throws ApiError with better-auth's message (e.g. Invalid email or password). */
export async function signInEmail(email: string, password: string): Promise<void> {
  await apiRequest("/api/auth/sign-in/email", { method: "POST", body: { email, password } });
}
