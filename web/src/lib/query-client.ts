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
