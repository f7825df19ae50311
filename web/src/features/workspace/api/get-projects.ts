import { isProjectRunning, type TListProjectsResponse, type TProjectSort } from "@fsa/shared";
import { keepPreviousData, useInfiniteQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";
import { queryKeys } from "../../../lib/query-client.ts";

/** An empty page: what the workspace shows when its first page cannot be loaded (spec §8). */
const EMPTY_PAGE: TListProjectsResponse = { projects: [], nextCursor: null, total: 0 };

/** What the workspace list shows: a search of names and descriptions, and an order (issue #16). */
export interface ProjectsFilter {
  q: string;
  sort: TProjectSort;
}

/**
 * `GET /api/projects[?q=&sort=&cursor=]`: one page of the adviser's own projects as summaries
 * (50 a page, the API's default; issue #15), newest first unless `sort` says otherwise. `cursor`
 * is the `nextCursor` of the page before in the same search and order; omitted for the first
 * page, which also carries the number of matching projects.
 * @throws ApiError for a non-2xx reply.
 */
export async function getProjectsPage(
  cursor?: string,
  filter: ProjectsFilter = { q: "", sort: "newest" },
): Promise<TListProjectsResponse> {
  const params = new URLSearchParams();
  if (filter.q.trim()) params.set("q", filter.q.trim());
  if (filter.sort !== "newest") params.set("sort", filter.sort);
  if (cursor) params.set("cursor", cursor);
  const query = params.toString();
  return apiRequest<TListProjectsResponse>(`/api/projects${query ? `?${query}` : ""}`);
}

/**
 * The workspace list, one page at a time: `data.pages` are the pages loaded so far and
 * `fetchNextPage` loads the next (no next page once `hasNextPage` is false). A failure of the first
 * page is logged and the list stays empty (spec §8 "Projects load failure"); a later page's failure
 * is the query's error, with the pages loaded kept. While an analysis runs the loaded pages re-read
 * every 2 s to show its stage. A new search or order keeps the cards shown until its first page is in.
 */
export function useProjects(filter: ProjectsFilter = { q: "", sort: "newest" }) {
  const q = filter.q.trim();
  return useInfiniteQuery({
    queryKey: [...queryKeys.projects, "list", { q, sort: filter.sort }],
    initialPageParam: undefined as string | undefined,
    queryFn: async ({ pageParam }) => {
      if (pageParam) return getProjectsPage(pageParam, { q, sort: filter.sort });
      try {
        return await getProjectsPage(undefined, { q, sort: filter.sort });
      } catch (error) {
        console.error("Error loading projects:", error);
        return EMPTY_PAGE;
      }
    },
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    placeholderData: keepPreviousData,
    refetchInterval: (query) =>
      query.state.data?.pages.some((page) => page.projects.some((p) => isProjectRunning(p.status))) ? 2000 : false,
  });
}
