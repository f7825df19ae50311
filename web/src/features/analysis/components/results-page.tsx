import { formatDateTime } from "@fsa/shared";
import { AlertTriangle, ArrowLeft, RotateCw } from "lucide-react";
import { useEffect, useMemo } from "react";
import { useLocation, useNavigate, useSearchParams } from "react-router";
import { toast } from "sonner";
import { Alert } from "../../../components/ui/alert.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../../components/ui/card.tsx";
import { errorMessage } from "../../../lib/api-client.ts";
import { followAnalysis, useAnalysisRuns } from "../api/analysis-run.ts";
import { useProject } from "../api/get-project.ts";
import { useRetryAnalysis } from "../api/retry-analysis.ts";
import { parseAnalysis, toAnalysisView } from "../lib/analysis-view.ts";
import { readResultsState, resultsStateFromProject } from "../lib/results-state.ts";
import { AnalysisProvenance } from "./analysis-provenance.tsx";
import { AnalysisTabs } from "./analysis-tabs.tsx";
import { MarkdownText } from "./markdown-text.tsx";
import { ResultsSidebar } from "./results-sidebar.tsx";
import { WaitingView } from "./waiting-view.tsx";

function NoAnalysis() {
  const navigate = useNavigate();
  return (
    <div className="flex min-h-[60vh] items-center justify-center">
      <Card className="max-w-md text-center">
        <CardHeader>
          <CardTitle as="h1" className="text-2xl">
            No Analysis Available
          </CardTitle>
          <CardDescription>Please submit a client analysis request to view results.</CardDescription>
        </CardHeader>
        <CardContent>
          <Button onClick={() => navigate("/")}>Go to Dashboard</Button>
        </CardContent>
      </Card>
    </div>
  );
}

/**
 * /results (spec §2, §4): the analysis from the navigation state, or the saved project named by
 * `?project=<id>` (so a reload or a link works). A running analysis shows the waiting view and is
 * followed to its end.
 */
export function ResultsPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const navState = useMemo(() => readResultsState(location.state), [location.state]);
  const projectId = params.get("project") ?? navState?.projectId ?? null;
  const project = useProject(projectId, navState === null);
  const runs = useAnalysisRuns();
  const retry = useRetryAnalysis();

  const view = navState ?? (project.data ? resultsStateFromProject(project.data) : null);
  const run = runs.find(
    (r) =>
      (projectId !== null && r.projectId === projectId) ||
      (navState?.runKey !== undefined && r.key === navState.runKey),
  );
  const interrupted = view?.isLoading === true && !projectId && !run;
  const loading =
    (view ? view.isLoading && !interrupted : false) || (navState === null && project.isPending && projectId !== null);

  useEffect(() => {
    if (view?.isLoading && projectId) followAnalysis(projectId);
  }, [view?.isLoading, projectId]);

  const parsed = useMemo(() => parseAnalysis(view?.analysis ?? null), [view?.analysis]);
  const meta = useMemo(() => (parsed.kind === "structured" ? toAnalysisView(parsed.analysis).meta : null), [parsed]);

  if (!loading && !view?.clientNotes) return <NoAnalysis />;
  const notes = view?.clientNotes ?? "";
  const failed = view?.projectStatus === "failed";

  return (
    <div className="mx-auto max-w-7xl px-4 py-6">
      <div className="grid gap-6 lg:grid-cols-3">
        <ResultsSidebar
          clientNotes={notes}
          extractedDocumentText={view?.extractedDocumentText ?? ""}
          hasDocuments={view?.hasDocuments ?? false}
          loading={loading}
        />
        <section className="space-y-4 lg:col-span-2" aria-labelledby="results-title">
          <div className="flex flex-wrap items-start justify-between gap-3">
            <div>
              <h1 id="results-title" className="text-2xl font-bold">
                Strategy Analysis Results
              </h1>
              {view?.projectName ? <p className="font-medium">{view.projectName}</p> : null}
              {view?.projectDescription ? (
                <p className="text-sm text-muted-foreground">{view.projectDescription}</p>
              ) : null}
              <p className="text-sm text-muted-foreground" data-testid="generated-at">
                Generated: {view?.timestamp ? formatDateTime(view.timestamp) : "Just now"}
              </p>
            </div>
            <Button variant="outline" size="sm" onClick={() => navigate("/")}>
              <ArrowLeft className="h-4 w-4" aria-hidden="true" />
              Dashboard
            </Button>
          </div>
          {loading ? (
            <WaitingView stage={run?.stage ?? project.data?.stage ?? null} />
          ) : failed ? (
            <Alert variant="destructive" className="space-y-3">
              <p className="flex items-center gap-2 font-semibold">
                <AlertTriangle className="h-4 w-4" aria-hidden="true" />
                Analysis Failed
              </p>
              <p>{view?.projectError || "Analysis failed."}</p>
              {projectId ? (
                <Button
                  variant="outline"
                  size="sm"
                  disabled={retry.isPending}
                  onClick={() =>
                    retry.mutate(projectId, {
                      onSuccess: (p) =>
                        navigate(`/results?project=${p.id}`, { replace: true, state: resultsStateFromProject(p) }),
                      onError: (e) =>
                        toast.error("Error", { description: errorMessage(e, "The analysis could not be retried.") }),
                    })
                  }
                >
                  <RotateCw className="h-4 w-4" aria-hidden="true" />
                  Retry
                </Button>
              ) : null}
            </Alert>
          ) : interrupted ? (
            <Alert>
              This analysis request was interrupted before it reached the server. Submit it again from the dashboard.
            </Alert>
          ) : parsed.kind === "structured" ? (
            <>
              <AnalysisProvenance meta={meta} />
              <AnalysisTabs analysis={parsed.analysis} rawResponse={view?.rawResponse ?? null} projectId={projectId} />
            </>
          ) : parsed.kind === "text" ? (
            <Card>
              <CardContent className="pt-5">
                <MarkdownText text={parsed.text} />
              </CardContent>
            </Card>
          ) : (
            <WaitingView stage={null} />
          )}
        </section>
      </div>
    </div>
  );
}
