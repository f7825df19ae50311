import { isProjectRunning, type TProjectSummary } from "@fsa/shared";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";
import { queryKeys } from "../../../lib/query-client.ts";

/** `GET /api/projects`: the adviser's own projects, newest first, as summaries. */
export async function getProjects(): Promise<TProjectSummary[]> {
  const reply = await apiRequest<{ projects: TProjectSummary[] }>("/api/projects");
  return reply.projects;
}

/**
 * The workspace list. A load failure is logged and the list stays empty (spec §8 "Projects load
 * failure"); while an analysis runs the list re-reads every 2 s to show its stage.
 */
export function useProjects() {
  return useQuery({
    queryKey: queryKeys.projects,
    queryFn: async () => {
      try {
        return await getProjects();
      } catch (error) {
        console.error("Error loading projects:", error);
        return [];
      }
    },
    refetchInterval: (query) => (query.state.data?.some((p) => isProjectRunning(p.status)) ? 2000 : false),
  });
}
