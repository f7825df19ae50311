import { isProjectRunning, type TListProjectsResponse } from "@fsa/shared";
import { useInfiniteQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";
import { queryKeys } from "../../../lib/query-client.ts";

/** An empty page: what the workspace shows when its first page cannot be loaded (spec §8). */
const EMPTY_PAGE: TListProjectsResponse = { projects: [], nextCursor: null, total: 0 };

/**
 * `GET /api/projects[?cursor=]`: one page of the adviser's own projects, newest first, as
 * summaries (50 a page, the API's default; issue #15). `cursor` is the `nextCursor` of the page
 * before; omitted for the first page, which also carries the adviser's total.
 * @throws ApiError for a non-2xx reply.
 */
export async function getProjectsPage(cursor?: string): Promise<TListProjectsResponse> {
  const query = cursor ? `?cursor=${encodeURIComponent(cursor)}` : "";
  return apiRequest<TListProjectsResponse>(`/api/projects${query}`);
}

/**
 * The workspace list, one page at a time: `data.pages` are the pages loaded so far and
 * `fetchNextPage` loads the next (no next page once `hasNextPage` is false). A failure of the first
 * page is logged and the list stays empty (spec §8 "Projects load failure"); a later page's failure
 * is the query's error, with the pages loaded kept. While an analysis runs the loaded pages re-read
 * every 2 s to show its stage.
 */
export function useProjects() {
  return useInfiniteQuery({
    queryKey: queryKeys.projects,
    initialPageParam: undefined as string | undefined,
    queryFn: async ({ pageParam }) => {
      if (pageParam) return getProjectsPage(pageParam);
      try {
        return await getProjectsPage();
      } catch (error) {
        console.error("Error loading projects:", error);
        return EMPTY_PAGE;
      }
    },
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    refetchInterval: (query) =>
      query.state.data?.pages.some((page) => page.projects.some((p) => isProjectRunning(p.status))) ? 2000 : false,
  });
}
