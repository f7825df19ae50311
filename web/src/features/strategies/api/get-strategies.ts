import type { TStrategyCatalogueEntry } from "@fsa/shared";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";

declare global {
  interface Window {
    /** Requests the page started before its scripts loaded (the catalogue, on /strategies; vite.config.ts). */
    __fsaPrefetch?: Record<string, Promise<Response> | undefined>;
  }
}

/** The response index.html already requested, once; later calls fetch afresh. */
async function takePrefetched(path: string): Promise<TStrategyCatalogueEntry[] | null> {
  const pending = window.__fsaPrefetch?.[path];
  if (!pending) return null;
  delete window.__fsaPrefetch?.[path];
  const res = await pending.catch(() => null);
  if (!res?.ok) return null;
  const body = (await res.json()) as { strategies: TStrategyCatalogueEntry[] };
  return body.strategies;
}

/** `GET /api/strategies`: the built-in catalogue (public). */
export async function getStrategies(): Promise<TStrategyCatalogueEntry[]> {
  const prefetched = await takePrefetched("/api/strategies");
  if (prefetched) return prefetched;
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
