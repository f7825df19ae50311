import type { TProject } from "@fsa/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";
import { queryKeys } from "../../../lib/query-client.ts";
import { followAnalysis } from "./analysis-run.ts";

/** `POST /api/projects/:id/retry`: re-queues a failed analysis. @throws ApiError 409 when it has not failed. */
export async function retryAnalysis(id: string): Promise<TProject> {
  const reply = await apiRequest<{ project: TProject }>(`/api/projects/${encodeURIComponent(id)}/retry`, {
    method: "POST",
  });
  return reply.project;
}

/** Retries and follows the analysis, so its end is announced like a new one. */
export function useRetryAnalysis() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: retryAnalysis,
    onSuccess: (project) => {
      followAnalysis(project.id);
      void queryClient.invalidateQueries({ queryKey: queryKeys.projects });
    },
  });
}
