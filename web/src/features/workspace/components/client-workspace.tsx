import { PROJECT_SORTS, type TProjectSort } from "@fsa/shared";
import { Search } from "lucide-react";
import { useDeferredValue, useEffect, useId, useState } from "react";
import { toast } from "sonner";
import { Button } from "../../../components/ui/button.tsx";
import { Card, CardContent } from "../../../components/ui/card.tsx";
import { Input, Label } from "../../../components/ui/input.tsx";
import { Skeleton } from "../../../components/ui/skeleton.tsx";
import { errorMessage } from "../../../lib/api-client.ts";
import { useDeleteProject } from "../api/delete-project.ts";
import { useProjects } from "../api/get-projects.ts";
import { useRenameProject } from "../api/rename-project.ts";
import { ProjectCard } from "./project-card.tsx";

/** Spec §9 "Workspace skeleton cards: 4". */
export const WORKSPACE_SKELETON_CARDS = 4;

/** The workspace's orders, as the Sort by select offers them (issue #16). */
const SORT_LABELS: Record<TProjectSort, string> = {
  newest: "Newest first",
  oldest: "Oldest first",
  "net-worth-desc": "Net worth, highest first",
  "net-worth-asc": "Net worth, lowest first",
};

/** A search typed into the box goes to the server once typing pauses this long, ms. */
const SEARCH_PAUSE_MS = 300;

/** `value`, once it has stopped changing for `ms`. */
function usePaused(value: string, ms: number): string {
  const [paused, setPaused] = useState(value);
  useEffect(() => {
    const t = setTimeout(() => setPaused(value), ms);
    return () => clearTimeout(t);
  }, [value, ms]);
  return paused;
}

/**
 * The Client Workspace (spec §2): the count of analyses, 4 skeleton cards while loading, a
 * 2-column grid of cards, or the empty state. Cards come a page (50) at a time; "Load more"
 * appends the next page (issue #15: the workspace never loads every analysis at once). Issue #16:
 * a search of names and descriptions, an order (date or net worth), both on the server, and a
 * Rename on each card. Opening and retrying are the caller's (they belong to the analysis feature).
 */
export function ClientWorkspace({
  onView,
  onRetry,
  openingId,
}: {
  onView: (id: string) => void;
  onRetry: (id: string) => void;
  openingId?: string | null;
}) {
  const [search, setSearch] = useState("");
  const [sort, setSort] = useState<TProjectSort>("newest");
  const q = useDeferredValue(usePaused(search, SEARCH_PAUSE_MS)).trim();
  const projects = useProjects({ q, sort });
  const remove = useDeleteProject();
  const rename = useRenameProject();
  const searchId = useId();
  const sortId = useId();
  const filtered = q !== "";
  const pages = projects.data?.pages ?? [];
  const list = pages.flatMap((page) => page.projects);
  // The first page counts them all; a card deleted since is gone from the list as well.
  const total = Math.max(pages[0]?.total ?? 0, list.length);
  const onDelete = (id: string) =>
    remove.mutate(id, {
      onSuccess: () => toast.success("Analysis deleted"),
      onError: (e) => toast.error("Error", { description: errorMessage(e, "The analysis could not be deleted.") }),
    });
  return (
    <section aria-labelledby="workspace-heading" className="space-y-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="workspace-heading" className="text-xl font-semibold">
          Client Workspace
        </h2>
        {projects.isPending ? null : (
          <p className="text-sm text-muted-foreground" data-testid="workspace-count" aria-live="polite">
            {total} {total === 1 ? "client analysis" : "client analyses"}
            {filtered ? ` matching “${q}”` : ""}
          </p>
        )}
      </div>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end" data-testid="workspace-toolbar">
        <div className="flex-1 space-y-1.5">
          <Label htmlFor={searchId}>Search analyses</Label>
          <div className="relative">
            <Search
              className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-muted-foreground"
              aria-hidden="true"
            />
            <Input
              id={searchId}
              type="search"
              className="pl-9"
              placeholder="Name or description"
              value={search}
              maxLength={200}
              onChange={(e) => setSearch(e.target.value)}
            />
          </div>
        </div>
        <div className="space-y-1.5 sm:w-64">
          <Label htmlFor={sortId}>Sort by</Label>
          <select
            id={sortId}
            className="h-10 w-full rounded-md border border-input bg-card px-3 text-sm"
            value={sort}
            onChange={(e) => setSort(e.target.value as TProjectSort)}
          >
            {PROJECT_SORTS.map((s) => (
              <option key={s} value={s}>
                {SORT_LABELS[s]}
              </option>
            ))}
          </select>
        </div>
      </div>
      {projects.isPending ? (
        <div
          className="grid gap-4 md:grid-cols-2"
          data-testid="workspace-loading"
          role="status"
          aria-label="Loading client analyses"
        >
          {Array.from({ length: WORKSPACE_SKELETON_CARDS }, (_, i) => `skeleton-${i}`).map((key) => (
            <Card key={key} data-testid="workspace-skeleton" className="space-y-3 p-5">
              <Skeleton className="h-5 w-2/3" />
              <Skeleton className="h-4 w-1/3" />
              <Skeleton className="h-4 w-full" />
              <Skeleton className="h-8 w-28" />
            </Card>
          ))}
        </div>
      ) : list.length === 0 && filtered ? (
        <Card>
          <CardContent className="flex flex-col items-center gap-3 py-10 text-center">
            <p className="text-muted-foreground">No client analyses match “{q}”.</p>
            <Button variant="outline" onClick={() => setSearch("")}>
              Clear search
            </Button>
          </CardContent>
        </Card>
      ) : list.length === 0 ? (
        <Card>
          <CardContent className="py-10 text-center">
            <h3 className="text-lg font-semibold">No client analyses yet</h3>
            <p className="mt-1 text-muted-foreground">
              Start by analyzing your first client above to see strategy recommendations.
            </p>
          </CardContent>
        </Card>
      ) : (
        <ul className="grid gap-4 md:grid-cols-2" data-testid="workspace-grid">
          {list.map((p) => (
            <li key={p.id} className="flex">
              <div className="flex-1 [&>*]:h-full">
                <ProjectCard
                  project={p}
                  onView={onView}
                  onRetry={onRetry}
                  onDelete={onDelete}
                  onRename={(id, name) =>
                    rename.mutateAsync({ id, name }).then(() => toast.success("Analysis renamed"))
                  }
                  busy={openingId === p.id}
                />
              </div>
            </li>
          ))}
        </ul>
      )}
      {projects.hasNextPage ? (
        <div className="flex flex-col items-center gap-2">
          {projects.isFetchNextPageError ? (
            <p role="alert" className="text-sm text-destructive">
              {errorMessage(projects.error, "More analyses could not be loaded.")}
            </p>
          ) : null}
          <Button
            variant="outline"
            data-testid="workspace-load-more"
            disabled={projects.isFetchingNextPage}
            onClick={() => void projects.fetchNextPage()}
          >
            {projects.isFetchingNextPage ? "Loading..." : "Load more"}
          </Button>
          <p className="text-xs text-muted-foreground" data-testid="workspace-shown">
            Showing {list.length} of {total}
          </p>
        </div>
      ) : null}
    </section>
  );
}
