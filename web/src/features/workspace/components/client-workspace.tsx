import { toast } from "sonner";
import { Button } from "../../../components/ui/button.tsx";
import { Card, CardContent } from "../../../components/ui/card.tsx";
import { Skeleton } from "../../../components/ui/skeleton.tsx";
import { errorMessage } from "../../../lib/api-client.ts";
import { useDeleteProject } from "../api/delete-project.ts";
import { useProjects } from "../api/get-projects.ts";
import { ProjectCard } from "./project-card.tsx";

/** Spec §9 "Workspace skeleton cards: 4". */
export const WORKSPACE_SKELETON_CARDS = 4;

/**
 * The Client Workspace (spec §2): the count of analyses, 4 skeleton cards while loading, a
 * 2-column grid of cards, or the empty state. Cards come a page (50) at a time; "Load more"
 * appends the next page (issue #15: the workspace never loads every analysis at once). Opening
 * and retrying are the caller's (they belong to the analysis feature).
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
  const projects = useProjects();
  const remove = useDeleteProject();
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
          <p className="text-sm text-muted-foreground" data-testid="workspace-count">
            {total} {total === 1 ? "client analysis" : "client analyses"}
          </p>
        )}
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
