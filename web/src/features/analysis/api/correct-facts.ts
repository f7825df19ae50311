import type { TFactCorrections, TProject } from "@fsa/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";
import { queryKeys } from "../../../lib/query-client.ts";
import { followAnalysis } from "./analysis-run.ts";

export interface CorrectFactsRequest {
  projectId: string;
  /** The complete set of corrections: it replaces the previous set. */
  facts: TFactCorrections;
}

/**
 * `PUT /api/projects/:id/facts`: saves the adviser's corrections as a new version and queues its
 * recalculation; answers 202 with the project, pending (issue #12 item 4).
 * @throws ApiError 400 (a fact out of range, with the server's message), 404, 409 while an
 *   analysis of the project is running.
 */
export async function correctFacts({ projectId, facts }: CorrectFactsRequest): Promise<TProject> {
  const reply = await apiRequest<{ project: TProject }>(`/api/projects/${encodeURIComponent(projectId)}/facts`, {
    method: "PUT",
    body: { facts },
  });
  return reply.project;
}

/** Corrects and follows the recalculation, so its end is announced like a new analysis. */
export function useCorrectFacts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: correctFacts,
    onSuccess: (project) => {
      followAnalysis(project.id);
      void queryClient.invalidateQueries({ queryKey: queryKeys.projects });
    },
  });
}
