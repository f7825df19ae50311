import {
  ALLOWED_UPLOAD_EXTENSIONS,
  formatDateTime,
  netWorthDisplay,
  statusBadge,
  type TProjectSummary,
} from "@fsa/shared";
import { type ChangeEvent, useCallback, useEffect, useRef, useState } from "react";
import { Navigate, useNavigate } from "react-router";
import { toast } from "sonner";
import { api } from "../../lib/api.ts";
import { useAuth } from "../auth/auth-context.tsx";

interface PendingFile {
  name: string;
  size: number;
  type: string;
  data: string;
}

const readAsDataUrl = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error("read failed"));
    reader.readAsDataURL(file);
  });

function Workspace() {
  const navigate = useNavigate();
  const [projects, setProjects] = useState<TProjectSummary[]>([]);
  const [loading, setLoading] = useState(true);
  const load = useCallback(async () => {
    try {
      setProjects(await api.projects());
    } catch (e) {
      console.error("Error loading projects", e);
    } finally {
      setLoading(false);
    }
  }, []);
  useEffect(() => {
    void load();
  }, [load]);
  const retry = async (id: string) => {
    await api.retryProject(id);
    navigate(`/results?project=${id}`, { state: { isLoading: true } });
  };
  return (
    <section aria-labelledby="workspace" className="section">
      <h2 id="workspace">Client Workspace</h2>
      <p className="muted">
        {projects.length} client {projects.length === 1 ? "analysis" : "analyses"}
      </p>
      {loading ? (
        <div className="grid two">
          {[0, 1, 2, 3].map((i) => (
            <div key={i} className="card skeleton" aria-hidden="true" />
          ))}
        </div>
      ) : projects.length === 0 ? (
        <div className="card empty">
          <h3>No client analyses yet</h3>
          <p className="muted">Start by analyzing your first client above to see strategy recommendations.</p>
        </div>
      ) : (
        <div className="grid two">
          {projects.map((p) => {
            const badge = statusBadge(p.status);
            return (
              <article key={p.id} className="card project">
                <div className="row">
                  <h3>{p.name}</h3>
                  <span className={`badge ${badge.variant}`}>{badge.label}</span>
                </div>
                <p>
                  Net Worth: <strong>{netWorthDisplay(p.netWorth)}</strong>
                </p>
                <p>
                  Strategies: <strong>{p.strategyCount}</strong> recommended
                </p>
                <p className="clamp-2 muted">{p.description}</p>
                <p className="muted small">{formatDateTime(p.createdAt)}</p>
                <div className="row">
                  <button type="button" className="btn" onClick={() => navigate(`/results?project=${p.id}`)}>
                    View Details
                  </button>
                  {p.status === "failed" ? (
                    <button type="button" className="btn ghost" onClick={() => void retry(p.id)}>
                      Retry
                    </button>
                  ) : null}
                </div>
              </article>
            );
          })}
        </div>
      )}
    </section>
  );
}

function Dashboard() {
  const navigate = useNavigate();
  const [notes, setNotes] = useState("");
  const [files, setFiles] = useState<PendingFile[]>([]);
  const [busy, setBusy] = useState(false);
  const running = useRef(false);
  const input = useRef<HTMLInputElement>(null);

  const addFiles = async (e: ChangeEvent<HTMLInputElement>) => {
    const picked = Array.from(e.target.files ?? []);
    const read = await Promise.all(
      picked.map(async (f) => ({
        name: f.name,
        size: f.size,
        type: f.type || "application/octet-stream",
        data: await readAsDataUrl(f),
      })),
    );
    setFiles((prev) => [...prev, ...read]);
    toast("Files uploaded", { description: `${read.length} file(s) added successfully` });
    e.target.value = "";
  };

  const analyze = async () => {
    if (running.current) return;
    if (!notes.trim()) {
      toast.error("Notes required", { description: "Please enter client notes before submitting." });
      return;
    }
    running.current = true;
    setBusy(true);
    try {
      if (files.length) toast("Processing Documents", { description: "Extracting text from uploaded files..." });
      toast("Analyzing Client Data", {
        description: "Please wait while we generate your financial strategy recommendations...",
      });
      const project = await api.createProject({ notes, attachments: files });
      navigate(`/results?project=${project.id}`, {
        state: { isLoading: true, clientNotes: notes, hasDocuments: files.length > 0 },
      });
    } catch (e) {
      toast.error("Analysis Failed", {
        description: e instanceof Error ? e.message : "Failed to analyze client data. Please try again.",
      });
      navigate("/", { replace: true });
    } finally {
      running.current = false;
      setBusy(false);
    }
  };

  return (
    <main className="page">
      <section aria-labelledby="analysis" className="section card">
        <h2 id="analysis">Client Strategy Analysis</h2>
        <label htmlFor="notes" className="sr-only">
          Client notes
        </label>
        <textarea
          id="notes"
          rows={8}
          value={notes}
          onChange={(e) => setNotes(e.target.value)}
          placeholder="Enter notes about your client's financial profile and goals: net worth, family, assets, business, risk tolerance. No personal data is needed."
        />
        <div className="row">
          <button type="button" className="btn" onClick={() => input.current?.click()}>
            Add Documents
          </button>
          <input
            ref={input}
            type="file"
            multiple
            hidden
            accept={ALLOWED_UPLOAD_EXTENSIONS.map((e) => `.${e}`).join(",")}
            onChange={(e) => void addFiles(e)}
            aria-label="Add Documents"
          />
          <span className="muted small">{ALLOWED_UPLOAD_EXTENSIONS.map((e) => e.toUpperCase()).join(", ")}</span>
        </div>
        {files.length ? (
          <>
            <p className="muted">{files.length} document(s) attached</p>
            <ul className="grid three files">
              {files.map((f, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the same file name can be attached twice; position identifies it.
                <li key={`${f.name}-${i}`} className="file">
                  <span>{f.name}</span>
                  <button
                    type="button"
                    className="btn ghost small"
                    aria-label={`Remove ${f.name}`}
                    onClick={() => setFiles(files.filter((_, j) => j !== i))}
                  >
                    ×
                  </button>
                </li>
              ))}
            </ul>
          </>
        ) : null}
        <button type="button" className="btn primary" onClick={() => void analyze()} disabled={!notes.trim() || busy}>
          {busy ? "Analyzing..." : "Analyze Client"}
        </button>
      </section>
      <Workspace />
      <footer className="footer muted small">
        © 2024 Financial Strategy Advisor. This platform requires backend integration for language-model processing,
        database storage and file handling.
      </footer>
    </main>
  );
}

/** / with the home guard (spec §2 "Home guard"). */
export function HomePage() {
  const { user, loading, isApproved, isAdmin, signOut } = useAuth();
  const navigate = useNavigate();
  if (loading) {
    return (
      <main className="center" role="status">
        <div className="spinner" aria-hidden="true" />
        <p>Loading...</p>
      </main>
    );
  }
  if (!user) return <Navigate to="/auth" replace />;
  if (!isApproved && !isAdmin) {
    return (
      <main className="center">
        <section className="card narrow">
          <h2>Account Pending Approval</h2>
          <p>
            Your account is awaiting administrator approval. You will have access once an administrator approves it.
          </p>
          <p>
            Signed in as <strong>{user.email}</strong>
          </p>
          <button
            type="button"
            className="btn"
            onClick={async () => {
              const r = await signOut();
              if (r.error) toast.error("Error signing out", { description: r.error });
              else navigate("/auth");
            }}
          >
            Sign Out
          </button>
        </section>
      </main>
    );
  }
  return <Dashboard />;
}
