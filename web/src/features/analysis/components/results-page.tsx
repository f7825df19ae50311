import { formatDateTime, isRecord, type TProject } from "@fsa/shared";
import { AlertTriangle, ArrowLeft, ListChecks, RotateCw } from "lucide-react";
import { lazy, Suspense, useEffect, useMemo } from "react";
import { useLocation, useNavigate, useSearchParams } from "react-router";
import { toast } from "sonner";
import { Alert } from "../../../components/ui/alert.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../../components/ui/card.tsx";
import { usePainted } from "../../../lib/after-first-paint.ts";
import { errorMessage } from "../../../lib/api-client.ts";
import { followAnalysis, useAnalysisRuns } from "../api/analysis-run.ts";
import { useProject, useProjectVersion } from "../api/get-project.ts";
import { useVersions } from "../api/get-versions.ts";
import { useRetryAnalysis } from "../api/retry-analysis.ts";
import { parseAnalysis, toAnalysisView } from "../lib/analysis-view.ts";
import { type ResultsState, readResultsState, resultsStateFromProject } from "../lib/results-state.ts";
import { AnalysisProvenance } from "./analysis-provenance.tsx";
import { ClientFactsPanel } from "./client-facts-panel.tsx";
import { PlanSummaryCard } from "./plan-summary-card.tsx";
import { ResultsSidebar } from "./results-sidebar.tsx";
import { VersionBar } from "./version-bar.tsx";
import { WaitingView } from "./waiting-view.tsx";

// Only an analysis that is not structured is markdown: react-markdown and its parser (about a
// third of this page's own code) load when one is shown, not with every results page.
const MarkdownText = lazy(() => import("./markdown-text.tsx").then((m) => ({ default: m.MarkdownText })));
// What a phone's first screen shows (the title, the summary card, the provenance line and the
// version bar) is drawn first; the tabs, below it, are loaded once it has been painted and appear
// under it, so nothing on screen moves (issue #16: a results page at Lighthouse >= 95 on mobile,
// whose largest text waited for all seven tabs' code and first render).
const AnalysisTabs = lazy(() => import("./analysis-tabs.tsx").then((m) => ({ default: m.AnalysisTabs })));

/** `?version=N` of /results: a positive whole number, else none. */
function versionParam(value: string | null): number | null {
  return value !== null && /^[1-9]\d{0,5}$/.test(value) ? Number(value) : null;
}

/** The page state of an earlier version: read-only, never loading, its own status. */
function stateOfVersion(project: TProject): ResultsState {
  return {
    ...resultsStateFromProject(project),
    isLoading: false,
    projectStatus: project.analysisVersion?.status ?? project.status,
    projectError: project.analysisVersion?.error ?? null,
    timestamp: project.analysis?.meta.generatedAt ?? project.analysisVersion?.createdAt ?? null,
  };
}

/**
 * True when a project's description is only the opening of its notes (what a project saved
 * without a description gets), which the notes panel already shows (issue #16: the notes once).
 */
export function repeatsNotes(description: string, notes: string): boolean {
  const opening = description.replace(/\.\.\.$/, "").trim();
  return opening !== "" && notes.trim().startsWith(opening);
}

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
 * followed to its end. `&version=N` shows an earlier version read-only and `&facts=1` opens the
 * Client facts panel (issue #12 item 4).
 */
export function ResultsPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const navState = useMemo(() => readResultsState(location.state), [location.state]);
  const projectId = params.get("project") ?? navState?.projectId ?? null;
  const askedVersion = versionParam(params.get("version"));
  const project = useProject(projectId, navState === null && askedVersion === null);
  const versioned = useProjectVersion(askedVersion === null ? null : projectId, askedVersion);
  const versions = useVersions(projectId);
  const runs = useAnalysisRuns();
  const retry = useRetryAnalysis();
  const painted = usePainted();

  const view =
    askedVersion !== null
      ? versioned.data
        ? stateOfVersion(versioned.data)
        : null
      : (navState ?? (project.data ? resultsStateFromProject(project.data) : null));
  const run = runs.find(
    (r) =>
      (projectId !== null && r.projectId === projectId) ||
      (navState?.runKey !== undefined && r.key === navState.runKey),
  );
  const interrupted = view?.isLoading === true && !projectId && !run;
  const loading =
    (view ? view.isLoading && !interrupted : false) ||
    (askedVersion !== null
      ? versioned.isPending && projectId !== null
      : navState === null && project.isPending && projectId !== null);

  useEffect(() => {
    if (view?.isLoading && projectId) followAnalysis(projectId);
  }, [view?.isLoading, projectId]);

  const parsed = useMemo(() => parseAnalysis(view?.analysis ?? null), [view?.analysis]);
  const analysisView = useMemo(() => (parsed.kind === "structured" ? toAnalysisView(parsed.analysis) : null), [parsed]);
  const meta = analysisView?.meta ?? null;

  // The version shown and the Client facts panel (issue #12 item 4).
  const versionList = versions.data ?? [];
  const latestCompleted = versionList.find((v) => v.status === "completed")?.version ?? null;
  const shownNumber = askedVersion ?? view?.versionNumber ?? latestCompleted;
  const shownVersion = versionList.find((v) => v.version === shownNumber) ?? null;
  const facts = parsed.kind === "structured" && isRecord(parsed.analysis.facts) ? parsed.analysis.facts : null;
  const factsOpen = params.get("facts") === "1";
  const newest = versionList[0];
  const readOnlyReason =
    shownVersion === null
      ? "Loading the versions of this analysis..."
      : shownNumber !== latestCompleted
        ? "This is an earlier version: its facts are read-only. Open the latest version to correct them."
        : newest && newest.version !== shownNumber && newest.status !== "failed"
          ? "A recalculation is under way; the facts can be corrected again once it has finished."
          : undefined;
  const setFactsOpen = (open: boolean) =>
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        if (open) next.set("facts", "1");
        else next.delete("facts");
        return next;
      },
      { replace: true, preventScrollReset: true, state: location.state },
    );

  if (!loading && !view?.clientNotes) return <NoAnalysis />;
  const notes = view?.clientNotes ?? "";
  const failed = view?.projectStatus === "failed";
  const versionMissing =
    askedVersion !== null && versioned.data !== undefined && versioned.data.analysisVersion?.status !== "completed";

  const structured =
    parsed.kind === "structured" ? (
      <>
        {analysisView ? <PlanSummaryCard view={analysisView} /> : null}
        <AnalysisProvenance meta={meta} />
        {projectId && (shownVersion || facts) ? (
          <div className="flex flex-wrap items-start justify-between gap-3">
            {shownVersion ? (
              <VersionBar
                projectId={projectId}
                versions={versionList}
                shown={shownVersion}
                latestCompleted={latestCompleted}
              />
            ) : (
              <span />
            )}
            {facts ? (
              <Button
                variant={factsOpen ? "secondary" : "outline"}
                size="sm"
                aria-expanded={factsOpen}
                aria-controls={factsOpen ? "client-facts" : undefined}
                onClick={() => setFactsOpen(!factsOpen)}
              >
                <ListChecks className="h-4 w-4" aria-hidden="true" />
                Client facts
              </Button>
            ) : null}
          </div>
        ) : null}
        {projectId && facts && factsOpen ? (
          <ClientFactsPanel
            key={shownNumber ?? 0}
            projectId={projectId}
            facts={facts}
            version={shownVersion}
            readOnly={readOnlyReason !== undefined}
            readOnlyReason={readOnlyReason}
            onClose={() => setFactsOpen(false)}
            onRecalculating={(p) =>
              navigate(`/results?project=${encodeURIComponent(p.id)}`, {
                replace: true,
                state: resultsStateFromProject(p),
              })
            }
          />
        ) : null}
        {painted ? (
          <Suspense fallback={null}>
            <AnalysisTabs
              key={shownNumber ?? 0}
              analysis={parsed.analysis}
              rawResponse={view?.rawResponse ?? null}
              projectId={askedVersion === null ? projectId : null}
            />
          </Suspense>
        ) : null}
      </>
    ) : null;

  return (
    <div className="mx-auto max-w-7xl px-4 py-6">
      <div className="grid gap-6 lg:grid-cols-3">
        {/* On a phone the results come first and the notes after them, collapsed (issue #16). */}
        <div className="order-last lg:order-first">
          <ResultsSidebar
            clientNotes={notes}
            extractedDocumentText={view?.extractedDocumentText ?? ""}
            hasDocuments={view?.hasDocuments ?? false}
            loading={loading}
          />
        </div>
        <section className="min-w-0 space-y-4 lg:col-span-2" aria-labelledby="results-title">
          <div className="flex flex-wrap items-start justify-between gap-3">
            <div>
              <h1 id="results-title" className="text-2xl font-bold">
                Strategy Analysis Results
              </h1>
              {view?.projectName ? <p className="font-medium">{view.projectName}</p> : null}
              {view?.projectDescription && !repeatsNotes(view.projectDescription, notes) ? (
                <p className="line-clamp-2 text-sm text-muted-foreground">{view.projectDescription}</p>
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
          ) : versionMissing ? (
            <Alert>
              Version {askedVersion} has no analysis to show: its recalculation {failed ? "failed" : "has not finished"}
              .
            </Alert>
          ) : failed ? (
            <>
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
              {structured ? (
                <>
                  <p className="text-sm text-muted-foreground">
                    The recalculation with the corrected facts failed; below is the latest completed analysis.
                  </p>
                  {structured}
                </>
              ) : null}
            </>
          ) : interrupted ? (
            <Alert>
              This analysis request was interrupted before it reached the server. Submit it again from the dashboard.
            </Alert>
          ) : parsed.kind === "structured" ? (
            structured
          ) : parsed.kind === "text" ? (
            <Card>
              <CardContent className="pt-5">
                <Suspense fallback={<p className="text-sm text-muted-foreground">Loading...</p>}>
                  <MarkdownText text={parsed.text} />
                </Suspense>
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
