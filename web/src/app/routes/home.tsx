import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useNavigate } from "react-router";
import { toast } from "sonner";
import { HomeFooter } from "../../components/layout/home-footer.tsx";
import { getProject } from "../../features/analysis/api/get-project.ts";
import { useRetryAnalysis } from "../../features/analysis/api/retry-analysis.ts";
import { AnalysisForm } from "../../features/analysis/components/analysis-form.tsx";
import { resultsStateFromProject } from "../../features/analysis/lib/results-state.ts";
import { ClientWorkspace } from "../../features/workspace/components/client-workspace.tsx";
import { errorMessage } from "../../lib/api-client.ts";
import { queryKeys } from "../../lib/query-client.ts";
import { RequireApproved } from "../guards.tsx";

/** The dashboard: the analysis form, the workspace and the footer. */
function Dashboard() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const retry = useRetryAnalysis();
  const [opening, setOpening] = useState<string | null>(null);

  // Spec §4: the workspace opens a saved project with its analysis in the navigation state.
  const open = async (id: string) => {
    setOpening(id);
    try {
      const project = await queryClient.fetchQuery({
        queryKey: queryKeys.project(id),
        queryFn: () => getProject(id),
        staleTime: 0,
      });
      navigate(`/results?project=${encodeURIComponent(id)}`, { state: resultsStateFromProject(project) });
    } catch (error) {
      console.error("Error opening project:", error);
      toast.error("Error", { description: errorMessage(error, "The analysis could not be opened.") });
    } finally {
      setOpening(null);
    }
  };
  const onRetry = (id: string) =>
    retry.mutate(id, {
      onSuccess: () =>
        toast("Analysis restarted", {
          description: "The analysis was queued again; you will be told when it is done.",
        }),
      onError: (e) => toast.error("Error", { description: errorMessage(e, "The analysis could not be retried.") }),
    });

  return (
    <div className="mx-auto max-w-7xl space-y-10 px-4 py-8">
      {/* The page's level-one heading, for screen readers' page outline (the sections are h2). */}
      <h1 className="sr-only">Dashboard</h1>
      <AnalysisForm />
      <ClientWorkspace onView={(id) => void open(id)} onRetry={onRetry} openingId={opening} />
      <HomeFooter />
    </div>
  );
}

export function HomeRoute() {
  return (
    <RequireApproved>
      <Dashboard />
    </RequireApproved>
  );
}
