import type { TListSessionsResponse, TRevokeSessionsResponse, TUserSession } from "@fsa/shared";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";

const SESSIONS_KEY = ["me", "sessions"] as const;

/** `GET /api/me/sessions`: the signed-in user's devices, newest first, this one marked `current`. */
export async function listSessions(): Promise<TUserSession[]> {
  return (await apiRequest<TListSessionsResponse>("/api/me/sessions")).sessions;
}

export function useSessions() {
  return useQuery({ queryKey: SESSIONS_KEY, queryFn: listSessions });
}

/** `DELETE /api/me/sessions/:id`: signs that device out. @throws ApiError (404 when it is already gone). */
export function revokeSession(id: string): Promise<TRevokeSessionsResponse> {
  return apiRequest(`/api/me/sessions/${encodeURIComponent(id)}`, { method: "DELETE" });
}

/** `POST /api/me/sessions/revoke-others`: signs out every device but this one. */
export function revokeOtherSessions(): Promise<TRevokeSessionsResponse> {
  return apiRequest("/api/me/sessions/revoke-others", { method: "POST" });
}

export function useRevokeSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeSession,
    onSettled: () => queryClient.invalidateQueries({ queryKey: SESSIONS_KEY }),
  });
}

export function useRevokeOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeOtherSessions,
    onSettled: () => queryClient.invalidateQueries({ queryKey: SESSIONS_KEY }),
  });
}
