import type { TExplanationResponse } from "@fsa/shared";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";

export interface ExplanationRequest {
  projectId: string;
  strategyId: string;
  regenerate: boolean;
}

/** `POST /api/projects/:id/explanations`: the detailed explanation of one strategy for this client (cached per project and strategy). */
export async function createExplanation({
  projectId,
  strategyId,
  regenerate,
}: ExplanationRequest): Promise<TExplanationResponse> {
  return apiRequest<TExplanationResponse>(`/api/projects/${encodeURIComponent(projectId)}/explanations`, {
    method: "POST",
    body: { strategyId, regenerate },
  });
}

export function useCreateExplanation() {
  return useMutation({ mutationFn: createExplanation });
}
