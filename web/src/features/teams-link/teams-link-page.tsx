import { formatDateTime } from "@fsa/shared";
import { useCallback, useEffect, useState } from "react";

/** A Teams user linked to the adviser (`GET /api/teams-links`). */
interface TeamsLink {
  id: string;
  tenantId: string;
  objectId: string;
  teamsUsername: string | null;
  teamsDisplayName: string | null;
  createdAt: string;
}

/** Who a one-time link code would connect (`POST /api/teams-links/preview`). */
interface LinkPreview {
  tenantId: string;
  objectId: string;
  teamsUsername: string | null;
  teamsDisplayName: string | null;
}

class RequestError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** Plain fetch to the session-authenticated endpoints; the API's `{error:{message}}` becomes the thrown message. */
async function call<T>(path: string, init: RequestInit = {}): Promise<T> {
  const res = await fetch(path, {
    credentials: "same-origin",
    ...init,
    headers: init.body ? { "content-type": "application/json" } : undefined,
  });
  const body = (await res.json().catch(() => null)) as { error?: { message?: string } } | null;
  if (!res.ok) throw new RequestError(res.status, body?.error?.message ?? `Request failed (${res.status})`);
  return body as T;
}

/** The Teams tab's page that ends its sign-in pop-up (extensions/teams/tab/connect.ts). */
const TEAMS_AUTH_END = "/teams/auth-end";

const who = (l: { teamsDisplayName: string | null; teamsUsername: string | null; objectId: string }) =>
  l.teamsDisplayName && l.teamsUsername
    ? `${l.teamsDisplayName} (${l.teamsUsername})`
    : (l.teamsUsername ?? l.teamsDisplayName ?? `User ${l.objectId}`);

type Me = { state: "loading" } | { state: "signed-out" } | { state: "signed-in"; email: string };

/**
 * /integrations/teams/link?code=…: the Teams tab opens it (in Teams' sign-in pop-up, `from=teams`)
 * for a Teams user not yet linked (issue #14 item 2). The signed-in adviser sees which Teams user
 * the one-time code belongs to and confirms; from the pop-up the page then goes to the tab's
 * end page, which closes it. Without a code the page lists the adviser's Teams links with Unlink.
 */
export function TeamsLinkPage() {
  const params = new URLSearchParams(window.location.search);
  const code = params.get("code");
  const fromTeams = params.get("from") === "teams";
  const [me, setMe] = useState<Me>({ state: "loading" });
  const [preview, setPreview] = useState<LinkPreview | null>(null);
  const [links, setLinks] = useState<TeamsLink[]>([]);
  const [connected, setConnected] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const loadMe = useCallback(async () => {
    try {
      const body = await call<{ user: { email: string } }>("/api/me");
      setMe({ state: "signed-in", email: body.user.email });
    } catch (e) {
      if (e instanceof RequestError && e.status === 401) setMe({ state: "signed-out" });
      else setError(e instanceof Error ? e.message : String(e));
    }
  }, []);
  const loadLinks = useCallback(async () => {
    setLinks((await call<{ links: TeamsLink[] }>("/api/teams-links")).links);
  }, []);

  useEffect(() => {
    void loadMe();
  }, [loadMe]);
  useEffect(() => {
    if (me.state !== "signed-in") return;
    loadLinks().catch((e: unknown) => setError(e instanceof Error ? e.message : String(e)));
    if (code && !connected)
      call<LinkPreview>("/api/teams-links/preview", { method: "POST", body: JSON.stringify({ code }) })
        .then(setPreview)
        .catch((e: unknown) => setError(e instanceof Error ? e.message : String(e)));
  }, [me.state, code, connected, loadLinks]);

  const confirm = async () => {
    setBusy(true);
    setError(null);
    try {
      await call("/api/teams-links/confirm", { method: "POST", body: JSON.stringify({ code }) });
      if (fromTeams) {
        window.location.assign(TEAMS_AUTH_END);
        return;
      }
      setConnected(true);
      setPreview(null);
      await loadLinks();
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  };
  const unlink = async (id: string) => {
    setError(null);
    try {
      await call(`/api/teams-links/${encodeURIComponent(id)}`, { method: "DELETE" });
      await loadLinks();
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    }
  };

  if (me.state === "loading") {
    return (
      <main className="center" role="status">
        <div className="spinner" aria-hidden="true" />
        <p>Loading...</p>
      </main>
    );
  }

  if (me.state === "signed-out") {
    return (
      <main className="center">
        <section className="card narrow">
          <h1>Connect Microsoft Teams</h1>
          <p>Sign in to Financial Strategy Advisor to connect your Microsoft Teams account.</p>
          {fromTeams ? (
            <>
              <p className="muted">
                After signing in, close this window and choose Connect your account in Teams again.
              </p>
              <a className="btn primary" href="/auth">
                Sign in
              </a>
            </>
          ) : (
            <div className="row">
              <a className="btn primary" href="/auth" target="_blank" rel="noopener">
                Sign in
              </a>
              <button type="button" className="btn" onClick={() => void loadMe()}>
                I have signed in
              </button>
            </div>
          )}
        </section>
      </main>
    );
  }

  return (
    <main className="page narrow-page">
      <h1>Microsoft Teams connections</h1>
      {error ? (
        <div role="alert" className="alert destructive">
          {error}
        </div>
      ) : null}
      {preview && !connected ? (
        <section className="card" aria-labelledby="connect-heading">
          <h2 id="connect-heading">Connect Microsoft Teams</h2>
          <p>
            Connect Microsoft Teams user <strong>{who(preview)}</strong> (organisation {preview.tenantId}) to{" "}
            <strong>{me.email}</strong>? Analyses run from Teams will be saved in your workspace, and whoever uses that
            Teams account will see them. Connect only your own Teams account.
          </p>
          <button type="button" className="btn primary" disabled={busy} onClick={() => void confirm()}>
            {busy ? "Connecting..." : "Connect"}
          </button>
        </section>
      ) : null}
      {connected ? (
        <p role="status" className="alert">
          Connected. Close this window and return to Teams.
        </p>
      ) : null}
      <section className="section" aria-labelledby="links-heading">
        <h2 id="links-heading">Connected Teams users</h2>
        {links.length === 0 ? <p className="muted">No Teams users connected</p> : null}
        <ul className="list">
          {links.map((l) => (
            <li key={l.id} className="card row between">
              <span>
                {who(l)} · organisation {l.tenantId} ·{" "}
                <span className="muted small">{formatDateTime(l.createdAt)}</span>
              </span>
              <button type="button" className="btn destructive small" onClick={() => void unlink(l.id)}>
                Unlink
              </button>
            </li>
          ))}
        </ul>
      </section>
    </main>
  );
}

export default TeamsLinkPage;
