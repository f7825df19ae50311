import { apiRequest } from "../../api-client.ts";

/** better-auth's session reply (the token stays in the httpOnly cookie). */
export interface SessionReply {
  session: { expiresAt: string };
  user: { id: string; email: string; name: string };
}

/**
 * `GET /api/auth/get-session`: the current session, or null when signed out. Calling it also
 * extends a session that is due for renewal (better-auth `updateAge`).
 */
export async function getSession(): Promise<SessionReply | null> {
  return apiRequest<SessionReply | null>("/api/auth/get-session");
}
