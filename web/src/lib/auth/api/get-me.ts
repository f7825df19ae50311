import type { TMeResponse } from "@fsa/shared";
import { ApiError, apiRequest } from "../../api-client.ts";

/** `GET /api/me`: the signed-in user with the approval and admin flags; null when signed out (401). */
export async function getMe(): Promise<TMeResponse | null> {
  try {
    return await apiRequest<TMeResponse>("/api/me");
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}
