import { formatDateTime } from "@fsa/shared";
import { useCallback, useEffect, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { toast } from "sonner";
import { useAuth } from "../auth/auth-context.tsx";

interface HubSpotLink {
  id: string;
  portalId: string;
  hubspotUserId: string;
  hubspotUserEmail: string | null;
  createdAt: string;
}

async function call<T>(path: string, init?: RequestInit): Promise<T> {
  const res = await fetch(path, {
    credentials: "same-origin",
    headers: { "content-type": "application/json" },
    ...init,
  });
  const body = (await res.json().catch(() => null)) as { error?: { message: string } } | null;
  if (!res.ok) throw new Error(body?.error?.message ?? `Request failed (${res.status})`);
  return body as T;
}

/**
 * /integrations/hubspot/link: confirms a one-time code from the HubSpot card, and lists and
 * removes the adviser's HubSpot links. Opened from the card's iframe; when the session cookie is
 * not available inside HubSpot's frame, it offers to continue in a new tab.
 */
export function HubspotLinkPage() {
  const { user, loading } = useAuth();
  const [params] = useSearchParams();
  const code = params.get("code");
  const [links, setLinks] = useState<HubSpotLink[]>([]);
  const [done, setDone] = useState(false);
  const load = useCallback(async () => {
    if (!user) return;
    setLinks((await call<{ links: HubSpotLink[] }>("/api/hubspot-links")).links);
  }, [user]);
  useEffect(() => {
    void load().catch(() => {});
  }, [load]);

  if (loading)
    return (
      <main className="center" role="status">
        Loading...
      </main>
    );
  const here = `${window.location.pathname}${window.location.search}`;
  if (!user) {
    return (
      <main className="center">
        <section className="card narrow">
          <h2>Connect HubSpot</h2>
          <p>Sign in to Financial Strategy Advisor to connect your HubSpot user.</p>
          <a className="btn primary" href={here} target="_blank" rel="noreferrer">
            Continue in Financial Strategy Advisor
          </a>
          <p className="small muted">
            Already in the app? <Link to={`/auth`}>Sign in</Link>, then open this link again.
          </p>
        </section>
      </main>
    );
  }
  const confirm = async () => {
    try {
      await call("/api/hubspot-links/confirm", { method: "POST", body: JSON.stringify({ code }) });
      setDone(true);
      toast.success("HubSpot connected", { description: "Close this window and return to HubSpot." });
      await load();
    } catch (e) {
      toast.error("Error", { description: e instanceof Error ? e.message : String(e) });
    }
  };
  const unlink = async (id: string) => {
    await call(`/api/hubspot-links/${id}`, { method: "DELETE" });
    await load();
  };
  return (
    <main className="page narrow-page">
      <h1>HubSpot connections</h1>
      {code && !done ? (
        <section className="card">
          <p>
            Connect this HubSpot user to <strong>{user.email}</strong>? Analyses you run from HubSpot will be saved in
            your workspace.
          </p>
          <button type="button" className="btn primary" onClick={() => void confirm()}>
            Connect
          </button>
        </section>
      ) : null}
      {done ? <p role="status">Connected. Close this window and return to HubSpot.</p> : null}
      <h2>Connected HubSpot users</h2>
      {links.length === 0 ? <p className="muted">No HubSpot users connected</p> : null}
      <ul className="list">
        {links.map((l) => (
          <li key={l.id} className="card row between">
            <span>
              Portal {l.portalId} · user {l.hubspotUserEmail ?? l.hubspotUserId} · {formatDateTime(l.createdAt)}
            </span>
            <button type="button" className="btn destructive" onClick={() => void unlink(l.id)}>
              Unlink
            </button>
          </li>
        ))}
      </ul>
    </main>
  );
}
