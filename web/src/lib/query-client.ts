import { QueryClient } from "@tanstack/react-query";
import { ApiError } from "./api-client.ts";

/** Query keys shared across features (a feature's own keys live with its hooks). */
export const queryKeys = {
  me: ["me"] as const,
  projects: ["projects"] as const,
  project: (id: string) => ["projects", id] as const,
};

/** Retries transient failures once; a 4xx answer is final. */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 10_000,
        retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 1,
      },
      mutations: { retry: false },
    },
  });
}

/**
 * How long data just read counts as fresh when a page mounts, for queries that are otherwise
 * re-read on every mount (`staleTime: 0`): what preloadRoute read before the first render
 * (src/app/app.tsx, from the requests index.html sent with the scripts) is not asked for a second
 * time as the page appears. Invalidation, the interval and window focus still re-read at once.
 */
export const JUST_READ_MS = 5_000;

/** `refetchOnMount` for a `staleTime: 0` query: re-read unless the data arrived in the last JUST_READ_MS. */
export const refetchOnMountUnlessJustRead = (query: { state: { dataUpdatedAt: number } }): boolean =>
  Date.now() - query.state.dataUpdatedAt > JUST_READ_MS;
