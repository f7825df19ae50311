import { apiRequest } from "../../api-client.ts";

/** `POST /api/auth/sign-in/social` with Google; returns the provider's URL to go to, which comes back to / (spec §2). */
export async function signInWithGoogle(): Promise<string | null> {
  const reply = await apiRequest<{ url?: string; redirect?: boolean }>("/api/auth/sign-in/social", {
    method: "POST",
    body: { provider: "google", callbackURL: "/" },
  });
  return reply.url ?? null;
}
