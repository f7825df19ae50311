import type { TStrategyCatalogueEntry } from "@fsa/shared";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";

/** `GET /api/strategies/:id/training`: an entry's explanation content (catalogue issue item 4). */
export interface StrategyTraining {
  strategy: TStrategyCatalogueEntry;
  explanation: {
    overview: string;
    keyComponents: string[];
    steps: { title: string; description: string; timeline: string; requirements: string[] }[];
    prerequisites: string[];
    professionals: string[];
    risks: { risk: string; description: string; mitigation: string }[];
    alternatives: { strategy: string; whyNotChosen: string }[];
    reviewSchedule: string;
    exitStrategy: string;
  };
  timeline: string;
  keyBenefits: string[];
  variables: { name: string; unit: string; description: string }[];
}

export async function getStrategyTraining(id: string): Promise<StrategyTraining> {
  return apiRequest<StrategyTraining>(`/api/strategies/${encodeURIComponent(id)}/training`);
}

export function useStrategyTraining(id: string) {
  return useQuery({
    queryKey: ["strategies", id, "training"],
    queryFn: () => getStrategyTraining(id),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
