import type { TStrategyCatalogueEntry } from "@fsa/shared";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";

/** `GET /api/strategies`: the built-in catalogue (public). */
export async function getStrategies(): Promise<TStrategyCatalogueEntry[]> {
  // On /strategies index.html has already asked for it (apiRequest takes that response).
  const reply = await apiRequest<{ strategies: TStrategyCatalogueEntry[] }>("/api/strategies");
  return reply.strategies;
}

/** The catalogue query; it does not change while the app runs (it is built into the server). */
export const strategiesQuery = queryOptions({
  queryKey: ["strategies"],
  queryFn: getStrategies,
  staleTime: Number.POSITIVE_INFINITY,
});

export function useStrategies() {
  return useQuery(strategiesQuery);
}
