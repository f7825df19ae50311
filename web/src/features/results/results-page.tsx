import { formatDateTime, type TProject, ZProjectEvent } from "@fsa/shared";
import { useEffect, useRef, useState } from "react";
import Markdown from "react-markdown";
import { useLocation, useNavigate, useSearchParams } from "react-router";
import { toast } from "sonner";
import { api } from "../../lib/api.ts";
import { WaitingView } from "../dashboard/waiting-view.tsx";
import { AnalysisTabs } from "./analysis-tabs.tsx";

interface ResultsState {
  isLoading?: boolean;
  clientNotes?: string;
  hasDocuments?: boolean;
}

/** /results (spec §2): a saved project by `?project=<id>`, following its job until it finishes. */
export function ResultsPage() {
  const [params] = useSearchParams();
  const id = params.get("project");
  const state = (useLocation().state ?? {}) as ResultsState;
  const navigate = useNavigate();
  const [project, setProject] = useState<TProject | null>(null);
  const [stage, setStage] = useState<string | null>(null);
  const announced = useRef(false);

  useEffect(() => {
    if (!id) return;
    let closed = false;
    let source: EventSource | null = null;
    const load = async () => {
      try {
        const p = await api.project(id);
        if (closed) return;
        setProject(p);
        if (p.status === "completed" && state.isLoading && !announced.current) {
          announced.current = true;
          toast.success("Analysis Complete", {
            description: "Your financial strategy recommendations have been generated successfully.",
          });
          navigate(`/results?project=${id}`, { replace: true, state: {} });
        }
        if (p.status === "failed") {
          toast.error("Analysis Failed", {
            description: p.error ?? "Failed to analyze client data. Please try again.",
          });
          if (state.isLoading) navigate("/", { replace: true });
        }
        if (p.status === "pending" || p.status === "processing") {
          source ??= new EventSource(`/api/projects/${id}/events`);
          source.addEventListener("progress", (ev) => {
            const e = ZProjectEvent.safeParse(JSON.parse((ev as MessageEvent).data as string));
            if (!e.success) return;
            setStage(e.data.stage);
            if (e.data.status === "completed" || e.data.status === "failed") {
              source?.close();
              void load();
            }
          });
        }
      } catch (e) {
        toast.error("Analysis Failed", {
          description: e instanceof Error ? e.message : "Failed to analyze client data. Please try again.",
        });
        navigate("/", { replace: true });
      }
    };
    void load();
    return () => {
      closed = true;
      source?.close();
    };
  }, [id, navigate, state.isLoading]);

  if (!id) {
    return (
      <main className="center">
        <section className="card narrow">
          <h2>No Analysis Available</h2>
          <p>Please submit a client analysis request to view results.</p>
          <button type="button" className="btn primary" onClick={() => navigate("/")}>
            Go to Dashboard
          </button>
        </section>
      </main>
    );
  }
  const loading = !project || project.status === "pending" || project.status === "processing";
  const notes = project?.clientNotes ?? state.clientNotes ?? "";
  const hasDocuments = project?.hasDocuments ?? state.hasDocuments ?? false;
  return (
    <main className="page results">
      <aside className="left">
        <section className="card">
          <h3>Client Notes</h3>
          {notes ? <p className="pre">{notes}</p> : <p className="muted">No client notes provided</p>}
        </section>
        <section className="card">
          <h3>Extracted Document Content</h3>
          {loading ? (
            hasDocuments && !project?.extractedDocumentText ? (
              <div role="status">
                <h4>Processing Documents</h4>
                <p className="muted">Extracting text from uploaded documents...</p>
              </div>
            ) : (
              <div role="status" className="row">
                <div className="spinner small" aria-hidden="true" />
                <p className="muted">AI is analyzing this content to generate strategies...</p>
              </div>
            )
          ) : project?.extractedDocumentText ? (
            <pre className="doc">{project.extractedDocumentText}</pre>
          ) : (
            <p className="muted">No documents attached</p>
          )}
        </section>
      </aside>
      <section className="right">
        <h1>{project?.name ?? "Client analysis"}</h1>
        <p className="muted small">
          Generated: {project?.analysis ? formatDateTime(project.analysis.meta.generatedAt) : "Just now"}
        </p>
        {loading ? (
          <WaitingView stage={stage ?? project?.stage ?? null} />
        ) : project?.analysis ? (
          <AnalysisTabs analysis={project.analysis} projectId={project.id} />
        ) : project?.rawLlmResponse ? (
          <Markdown>{project.rawLlmResponse}</Markdown>
        ) : (
          <p className="muted">
            {project?.status === "failed" ? (project.error ?? "Analysis failed.") : "Not analyzed"}
          </p>
        )}
      </section>
    </main>
  );
}
