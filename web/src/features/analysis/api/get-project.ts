import type { TProject } from "@fsa/shared";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";
import { queryKeys } from "../../../lib/query-client.ts";

/** `GET /api/projects/:id`: the saved project with its analysis. @throws ApiError 404 when it is not the adviser's. */
export async function getProject(id: string): Promise<TProject> {
  const reply = await apiRequest<{ project: TProject }>(`/api/projects/${encodeURIComponent(id)}`);
  return reply.project;
}

/** The saved project behind `/results?project=<id>`, fetched only when the navigation state lacks it. */
export function useProject(id: string | null, enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.project(id ?? ""),
    queryFn: () => getProject(id ?? ""),
    enabled: enabled && id !== null,
    staleTime: 0,
  });
}
