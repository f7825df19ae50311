import type { TProjectSummary } from "@fsa/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";
import { queryKeys } from "../../../lib/query-client.ts";

/**
 * `PATCH /api/projects/:id`: the adviser's own name for an analysis (issue #16).
 * @throws ApiError for a non-2xx reply (400 with a sentence naming the rule, 404).
 */
export async function renameProject(input: { id: string; name: string }): Promise<TProjectSummary> {
  const { project } = await apiRequest<{ project: TProjectSummary }>(`/api/projects/${encodeURIComponent(input.id)}`, {
    method: "PATCH",
    body: { name: input.name },
  });
  return project;
}

export function useRenameProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: renameProject,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.projects }),
  });
}
