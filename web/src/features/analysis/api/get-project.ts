import type { TProject } from "@fsa/shared";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";
import { queryKeys, refetchOnMountUnlessJustRead } from "../../../lib/query-client.ts";

/**
 * `GET /api/projects/:id[?version=N]`: the saved project with its analysis: version N when given,
 * else the latest completed version (issue #12 item 4).
 * @throws ApiError 404 when it is not the adviser's, or has no such version.
 */
export async function getProject(id: string, version?: number): Promise<TProject> {
  const query = version === undefined ? "" : `?version=${version}`;
  const reply = await apiRequest<{ project: TProject }>(`/api/projects/${encodeURIComponent(id)}${query}`);
  return reply.project;
}

/** The saved project behind `/results?project=<id>`, fetched only when the navigation state lacks it. */
export function useProject(id: string | null, enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.project(id ?? ""),
    queryFn: () => getProject(id ?? ""),
    enabled: enabled && id !== null,
    staleTime: 0,
    refetchOnMount: refetchOnMountUnlessJustRead,
  });
}

/** An earlier version of the analysis, read-only (`/results?project=<id>&version=N`). */
export function useProjectVersion(id: string | null, version: number | null) {
  return useQuery({
    queryKey: [...queryKeys.project(id ?? ""), "version", version ?? 0],
    queryFn: () => getProject(id ?? "", version ?? undefined),
    enabled: id !== null && version !== null,
    // A completed version never changes.
    staleTime: Number.POSITIVE_INFINITY,
  });
}
