import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { useLocation, useNavigate } from "react-router";
import { toast } from "sonner";
import { queryKeys } from "../../../lib/query-client.ts";
import { dismissRun, useAnalysisRuns } from "../api/analysis-run.ts";
import { readResultsState, resultsStateFromProject } from "../lib/results-state.ts";

/** Spec §8 "Analysis failure ... the fallback Failed to analyze client data. Please try again." */
export const ANALYSIS_FAILED_FALLBACK = "Failed to analyze client data. Please try again.";

/** Runs already announced: an effect may run twice for one change (React's StrictMode in development). */
const announced = new Set<number>();

/**
 * Announces how each analysis of this tab ended (spec §4 "Submit flow" steps 4 and 5): on success
 * the toast Analysis Complete and, if /results is showing that analysis, the results entry is
 * replaced with the analysis; on failure the destructive toast Analysis Failed and, from that
 * results page, a return to /. Also gives a just-posted submission's results page its
 * `?project=<id>` so a reload keeps it.
 */
export function AnalysisRunWatcher() {
  const runs = useAnalysisRuns();
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  // biome-ignore lint/correctness/useExhaustiveDependencies: re-run on every navigation; the URL and state it reads come from window.location and history.
  useEffect(() => {
    // The browser's own URL and history state, not the rendered location: while a lazily loaded
    // page is still loading, React Router keeps rendering the previous location.
    const historyState: unknown = window.history.state;
    const state = readResultsState(
      typeof historyState === "object" && historyState !== null && "usr" in historyState ? historyState.usr : null,
    );
    const onResults = window.location.pathname === "/results";
    const shownProject = new URLSearchParams(window.location.search).get("project") ?? state?.projectId ?? null;
    for (const run of runs) {
      const showing =
        onResults && ((run.projectId !== null && shownProject === run.projectId) || state?.runKey === run.key);
      if (run.phase === "running" && run.projectId && showing && state && !shownProject) {
        navigate(`/results?project=${encodeURIComponent(run.projectId)}`, {
          replace: true,
          state: { ...state, projectId: run.projectId },
        });
      }
      const finished = (run.phase === "completed" && run.project !== null) || run.phase === "failed";
      if (!finished || announced.has(run.key)) continue;
      announced.add(run.key);
      dismissRun(run.key);
      void queryClient.invalidateQueries({ queryKey: queryKeys.projects });
      if (run.phase === "completed" && run.project) {
        toast.success("Analysis Complete", {
          description: "Your financial strategy recommendations have been generated successfully.",
        });
        if (showing) {
          navigate(`/results?project=${encodeURIComponent(run.project.id)}`, {
            replace: true,
            state: resultsStateFromProject(run.project),
          });
        }
      }
      if (run.phase === "failed") {
        console.error("Analysis failed:", run.error);
        toast.error("Analysis Failed", { description: run.error || ANALYSIS_FAILED_FALLBACK });
        if (showing) navigate("/", { replace: true });
      }
    }
  }, [runs, location, navigate, queryClient]);

  return null;
}
