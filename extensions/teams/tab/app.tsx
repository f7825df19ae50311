import { formatDateTime, formatUsd, netWorthDisplay, type TAnalysisSummary } from "@fsa/shared";
import { useCallback, useEffect, useRef, useState } from "react";
import { TabApiError, type TeamsApi } from "./api.ts";
import type { TeamsSession } from "./teams-session.ts";

/** The web app's origin, for "open the full results" and the outside-Teams link. */
const WEB_APP = window.location.origin;

/** Spec §8 fallback for an analysis failure. */
const ANALYSIS_FAILED = "Failed to analyze client data. Please try again.";

function Summary({ s }: { s: TAnalysisSummary }) {
  return (
    <section aria-label="Analysis summary" className="card">
      <h2>{s.name}</h2>
      <p className="profile">
        Net Worth: <strong>{netWorthDisplay(s.netWorth)}</strong> · Risk Tolerance: <strong>{s.riskTolerance}</strong>
      </p>
      <ol className="strategies">
        {s.topStrategies.map((t) => (
          <li key={t.strategyId}>
            <span>{t.strategy}</span> <span className="muted">{t.category}</span>
            <span className="benefit">Net benefit {formatUsd(t.netBenefit)}</span>
          </li>
        ))}
      </ol>
      <p>
        Total projected tax savings: <strong>{s.totalProjectedTaxSavings}</strong>
      </p>
      <a href={s.resultsUrl} target="_blank" rel="noreferrer">
        Open full results in Financial Strategy Advisor
      </a>{" "}
      ·{" "}
      <a href={`${s.resultsUrl}&facts=1`} target="_blank" rel="noreferrer">
        Review client facts
      </a>
    </section>
  );
}

/**
 * Opens the web app's linking page (`linkUrl`) and resolves when the adviser is done there: in
 * Teams' sign-in pop-up (`authentication.authenticate`), or a new window elsewhere.
 */
export type ConnectAccount = (linkUrl: string) => Promise<void>;

/**
 * The first step for a Teams user not yet linked to an adviser account (issue #14 item 2): the
 * link is made only on the web app, by an adviser signed in there, never from the Teams token.
 */
function ConnectStep({ linkUrl, connect, onRetry }: { linkUrl: string; connect: ConnectAccount; onRetry: () => void }) {
  const [busy, setBusy] = useState(false);
  const open = async () => {
    setBusy(true);
    try {
      await connect(linkUrl);
    } catch {
      // Closed or cancelled: the check below says whether the link was made.
    } finally {
      setBusy(false);
      onRetry();
    }
  };
  return (
    <section className="card" aria-labelledby="connect-heading">
      <h2 id="connect-heading">Connect your account</h2>
      <p>
        This Microsoft Teams account is not connected to a Financial Strategy Advisor account yet. Sign in to Financial
        Strategy Advisor in the window that opens and confirm the connection. You do this once.
      </p>
      <button type="button" onClick={() => void open()} disabled={busy}>
        {busy ? "Waiting for the connection..." : "Connect your account"}
      </button>{" "}
      <button type="button" className="secondary" onClick={onRetry} disabled={busy}>
        I have connected, try again
      </button>
    </section>
  );
}

/** The tab inside Teams: notes box, Analyze Client, progress, summary and recent projects. */
export function SignedInTab({ api, connect }: { api: TeamsApi; connect: ConnectAccount }) {
  const [state, setState] = useState<"loading" | "not_linked" | "pending" | "ready" | "error">("loading");
  const [linkUrl, setLinkUrl] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [email, setEmail] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [notes, setNotes] = useState("");
  const [running, setRunning] = useState(false);
  const [stage, setStage] = useState<string | null>(null);
  const [current, setCurrent] = useState<TAnalysisSummary | null>(null);
  const [recent, setRecent] = useState<TAnalysisSummary[]>([]);
  const busy = useRef(false);

  const loadRecent = useCallback(async () => setRecent(await api.projects()), [api]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` re-runs the check after connecting.
  useEffect(() => {
    (async () => {
      try {
        setState("loading");
        const session = await api.session();
        setEmail(session.email ?? "");
        if (session.state === "not_linked") {
          setLinkUrl(session.linkUrl);
          return setState("not_linked");
        }
        if (session.state === "pending") return setState("pending");
        setState("ready");
        await loadRecent();
      } catch (e) {
        setError(e instanceof Error ? e.message : String(e));
        setState("error");
      }
    })();
  }, [api, loadRecent, attempt]);

  const analyze = async () => {
    if (busy.current || !notes.trim()) return;
    busy.current = true;
    setRunning(true);
    setError(null);
    setCurrent(null);
    try {
      let s = await api.analyze(notes);
      setStage(s.stage);
      while (s.status !== "completed" && s.status !== "failed") {
        await new Promise((r) => setTimeout(r, 1000));
        s = await api.project(s.projectId);
        setStage(s.stage);
      }
      if (s.status === "failed") throw new Error(s.error ?? ANALYSIS_FAILED);
      setCurrent(s);
      await loadRecent();
    } catch (e) {
      setError(e instanceof TabApiError || e instanceof Error ? e.message : ANALYSIS_FAILED);
    } finally {
      busy.current = false;
      setRunning(false);
      setStage(null);
    }
  };

  if (state === "loading") return <p role="status">Loading...</p>;
  if (state === "not_linked" && linkUrl) {
    return <ConnectStep linkUrl={linkUrl} connect={connect} onRetry={() => setAttempt((n) => n + 1)} />;
  }
  if (state === "pending") {
    return (
      <section className="card" aria-label="Account Pending Approval">
        <h2>Account Pending Approval</h2>
        <p>Your account is awaiting administrator approval. You will have access once approved.</p>
        <p>
          Signed in as <strong>{email}</strong>
        </p>
      </section>
    );
  }
  if (state === "error") {
    return (
      <div role="alert" className="alert">
        <strong>Error</strong> {error}
      </div>
    );
  }
  return (
    <>
      <section className="card" aria-label="Client Strategy Analysis">
        <h2>Client Strategy Analysis</h2>
        <label htmlFor="notes">Client notes (no personal data needed)</label>
        <textarea
          id="notes"
          value={notes}
          onChange={(e) => setNotes(e.target.value)}
          placeholder="Enter client notes: net worth, family, assets, goals, risk tolerance. No personal data is needed."
          rows={6}
        />
        <button type="button" onClick={analyze} disabled={running || !notes.trim()}>
          {running ? "Analyzing..." : "Analyze Client"}
        </button>
        {running && stage ? (
          <p role="status" className="muted">
            Working: {stage}
          </p>
        ) : null}
        {error ? (
          <div role="alert" className="alert">
            <strong>Analysis Failed</strong> {error}
          </div>
        ) : null}
      </section>
      {current ? <Summary s={current} /> : null}
      <section className="card" aria-label="Recent analyses">
        <h2>Recent analyses</h2>
        {recent.length === 0 ? (
          <p className="muted">No client analyses yet</p>
        ) : (
          <ul className="recent">
            {recent.map((p) => (
              <li key={p.projectId}>
                <a href={p.resultsUrl} target="_blank" rel="noreferrer">
                  {p.name}
                </a>{" "}
                <span className="muted">
                  {p.status} · {formatDateTime(p.createdAt)}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}

/** Chooses what to show from the Teams session. */
export function App({
  session,
  makeApi,
  connect,
}: {
  session: TeamsSession;
  makeApi: (getToken: () => Promise<string>) => TeamsApi;
  connect: ConnectAccount;
}) {
  const theme = session.kind === "outside" ? "default" : session.theme;
  useEffect(() => {
    document.documentElement.dataset.theme = theme;
  }, [theme]);
  return (
    <main>
      <h1>Financial Strategy Advisor</h1>
      {session.kind === "outside" ? (
        <section className="card">
          <p>
            This page is the Financial Strategy Advisor tab for Microsoft Teams. Open it from Teams, or use the web app.
          </p>
          <a href={WEB_APP}>Open Financial Strategy Advisor</a>
        </section>
      ) : session.kind === "token-error" ? (
        <div role="alert" className="alert">
          <strong>Error</strong> Could not sign you in with Teams: {session.message}
        </div>
      ) : (
        <SignedInTab api={makeApi(session.getToken)} connect={connect} />
      )}
    </main>
  );
}
