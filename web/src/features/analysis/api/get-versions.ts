import type { TAnalysisVersion, TListVersionsResponse } from "@fsa/shared";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";
import { queryKeys, refetchOnMountUnlessJustRead } from "../../../lib/query-client.ts";

/** Query key of a project's versions: under the project's key, so refreshing projects refreshes it too. */
export const versionsKey = (projectId: string) => [...queryKeys.project(projectId), "versions"] as const;

/**
 * `GET /api/projects/:id/versions`: the versions of the analysis, newest first, each with its
 * author, status, changed facts and complete set of corrections (issue #12 item 4).
 * @throws ApiError 404 when the project is not the adviser's.
 */
export async function getVersions(projectId: string): Promise<TAnalysisVersion[]> {
  const reply = await apiRequest<TListVersionsResponse>(`/api/projects/${encodeURIComponent(projectId)}/versions`);
  return reply.versions;
}

/** The versions of the project on /results; re-read while one of them is being recalculated. */
export function useVersions(projectId: string | null) {
  return useQuery({
    queryKey: versionsKey(projectId ?? ""),
    queryFn: () => getVersions(projectId ?? ""),
    enabled: projectId !== null,
    staleTime: 0,
    refetchOnMount: refetchOnMountUnlessJustRead,
    refetchInterval: (query) =>
      query.state.data?.some((v) => v.status === "pending" || v.status === "processing") ? 2000 : false,
  });
}
