import { formatDateTime } from "@fsa/shared";
import { useCallback, useEffect, useState } from "react";

/** A HubSpot user linked to the adviser (`GET /api/hubspot-links`). */
interface HubspotLink {
  id: string;
  portalId: string;
  hubspotUserId: string;
  hubspotUserEmail: string | null;
  createdAt: string;
}

/** Who a one-time link code would connect (`POST /api/hubspot-links/preview`). */
interface LinkPreview {
  portalId: string;
  hubspotUserId: string;
  hubspotUserEmail: string | null;
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

const inFrame = () => {
  try {
    return window.self !== window.top;
  } catch {
    return true;
  }
};

type Me = { state: "loading" } | { state: "signed-out" } | { state: "signed-in"; email: string };

/**
 * /integrations/hubspot/link?code=…: the HubSpot card opens it in an iframe modal. The signed-in
 * adviser sees which HubSpot portal and user the one-time code belongs to and confirms the link;
 * the page also lists the adviser's HubSpot links with Unlink. A browser may not send the session
 * cookie inside HubSpot's frame, so a signed-out visitor there is offered a new tab.
 */
export function HubspotLinkPage() {
  const code = new URLSearchParams(window.location.search).get("code");
  const [me, setMe] = useState<Me>({ state: "loading" });
  const [preview, setPreview] = useState<LinkPreview | null>(null);
  const [links, setLinks] = useState<HubspotLink[]>([]);
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
    setLinks((await call<{ links: HubspotLink[] }>("/api/hubspot-links")).links);
  }, []);

  useEffect(() => {
    void loadMe();
  }, [loadMe]);
  useEffect(() => {
    if (me.state !== "signed-in") return;
    loadLinks().catch((e: unknown) => setError(e instanceof Error ? e.message : String(e)));
    if (code && !connected)
      call<LinkPreview>("/api/hubspot-links/preview", { method: "POST", body: JSON.stringify({ code }) })
        .then(setPreview)
        .catch((e: unknown) => setError(e instanceof Error ? e.message : String(e)));
  }, [me.state, code, connected, loadLinks]);

  const confirm = async () => {
    setBusy(true);
    setError(null);
    try {
      await call("/api/hubspot-links/confirm", { method: "POST", body: JSON.stringify({ code }) });
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
      await call(`/api/hubspot-links/${encodeURIComponent(id)}`, { method: "DELETE" });
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
          <h1>Connect HubSpot</h1>
          <p>Sign in to Financial Strategy Advisor to connect your HubSpot user.</p>
          {inFrame() ? (
            <a className="btn primary" href={window.location.href} target="_blank" rel="noopener">
              Continue in a new tab
            </a>
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
      <h1>HubSpot connections</h1>
      {error ? (
        <div role="alert" className="alert destructive">
          {error}
        </div>
      ) : null}
      {preview && !connected ? (
        <section className="card" aria-labelledby="connect-heading">
          <h2 id="connect-heading">Connect HubSpot</h2>
          <p>
            Connect HubSpot user <strong>{preview.hubspotUserEmail ?? preview.hubspotUserId}</strong> in HubSpot account{" "}
            <strong>{preview.portalId}</strong> to <strong>{me.email}</strong>? Analyses run from HubSpot will be saved
            in your workspace.
          </p>
          <button type="button" className="btn primary" disabled={busy} onClick={() => void confirm()}>
            {busy ? "Connecting..." : "Connect"}
          </button>
        </section>
      ) : null}
      {connected ? (
        <p role="status" className="alert">
          Connected. Close this window and return to HubSpot.
        </p>
      ) : null}
      <section className="section" aria-labelledby="links-heading">
        <h2 id="links-heading">Connected HubSpot users</h2>
        {links.length === 0 ? <p className="muted">No HubSpot users connected</p> : null}
        <ul className="list">
          {links.map((l) => (
            <li key={l.id} className="card row between">
              <span>
                {l.hubspotUserEmail ?? `User ${l.hubspotUserId}`} · HubSpot account {l.portalId} ·{" "}
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

export default HubspotLinkPage;
