import type { THealthResponse } from "@fsa/shared";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";

/** `GET /api/health`: tells the sign-in page whether Google sign-in is configured. */
export async function getHealth(): Promise<THealthResponse> {
  return apiRequest<THealthResponse>("/api/health");
}

export function useHealth() {
  return useQuery({ queryKey: ["health"], queryFn: getHealth, staleTime: 60_000 });
}
