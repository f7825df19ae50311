// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import HubspotLinkPage from "./hubspot-link-page.tsx";

type Handler = (init: RequestInit | undefined) => { status?: number; json: unknown };

function mockApi(routes: Record<string, Handler>) {
  const calls: { key: string; body: unknown }[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (path: string, init?: RequestInit) => {
      const key = `${init?.method ?? "GET"} ${path}`;
      calls.push({ key, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      const r = routes[key]?.(init) ?? { status: 404, json: { error: { message: "Not found" } } };
      return new Response(JSON.stringify(r.json), { status: r.status ?? 200 });
    }),
  );
  return calls;
}

const link = {
  id: "l-1",
  portalId: "246810",
  hubspotUserId: "101",
  hubspotUserEmail: "rep@firm.example",
  createdAt: "2026-01-02T15:04:00Z",
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.history.replaceState(null, "", "/");
});

describe("HubSpot linking page", () => {
  it("shows which HubSpot user and portal the code links, confirms, then lists the link", async () => {
    window.history.replaceState(null, "", "/integrations/hubspot/link?code=one-time-code-123456");
    let linked = false;
    const calls = mockApi({
      "GET /api/me": () => ({ json: { user: { email: "adviser@firm.example" }, isApproved: true, isAdmin: false } }),
      "GET /api/hubspot-links": () => ({ json: { links: linked ? [link] : [] } }),
      "POST /api/hubspot-links/preview": () => ({
        json: { portalId: "246810", hubspotUserId: "101", hubspotUserEmail: "rep@firm.example", expiresAt: "" },
      }),
      "POST /api/hubspot-links/confirm": () => {
        linked = true;
        return { json: { link } };
      },
    });
    render(<HubspotLinkPage />);
    const connect = await screen.findByRole("button", { name: "Connect" });
    expect(screen.getByRole("region", { name: "Connect HubSpot" }).textContent).toContain(
      "Connect HubSpot user rep@firm.example in HubSpot account 246810 to adviser@firm.example?",
    );
    expect(screen.getByText("No HubSpot users connected")).toBeTruthy();
    fireEvent.click(connect);
    await screen.findByText("Connected. Close this window and return to HubSpot.");
    expect(calls.find((c) => c.key === "POST /api/hubspot-links/confirm")?.body).toEqual({
      code: "one-time-code-123456",
    });
    await waitFor(() => expect(screen.getByRole("button", { name: "Unlink" })).toBeTruthy());
  });

  it("an expired code shows the API's message", async () => {
    window.history.replaceState(null, "", "/integrations/hubspot/link?code=expired-code-123456");
    mockApi({
      "GET /api/me": () => ({ json: { user: { email: "adviser@firm.example" } } }),
      "GET /api/hubspot-links": () => ({ json: { links: [] } }),
      "POST /api/hubspot-links/preview": () => ({
        status: 404,
        json: { error: { message: "This link code has expired or was already used. Open the card in HubSpot again." } },
      }),
    });
    render(<HubspotLinkPage />);
    expect((await screen.findByRole("alert")).textContent).toBe(
      "This link code has expired or was already used. Open the card in HubSpot again.",
    );
    expect(screen.queryByRole("button", { name: "Connect" })).toBeNull();
  });

  it("unlinks", async () => {
    let links = [link];
    const calls = mockApi({
      "GET /api/me": () => ({ json: { user: { email: "adviser@firm.example" } } }),
      "GET /api/hubspot-links": () => ({ json: { links } }),
      "DELETE /api/hubspot-links/l-1": () => {
        links = [];
        return { json: { deleted: true } };
      },
    });
    render(<HubspotLinkPage />);
    fireEvent.click(await screen.findByRole("button", { name: "Unlink" }));
    await screen.findByText("No HubSpot users connected");
    expect(calls.map((c) => c.key)).toContain("DELETE /api/hubspot-links/l-1");
  });

  it("signed out: asks to sign in, and re-checks the session", async () => {
    let signedIn = false;
    mockApi({
      "GET /api/me": () =>
        signedIn
          ? { json: { user: { email: "adviser@firm.example" } } }
          : { status: 401, json: { error: { message: "Sign in to continue." } } },
      "GET /api/hubspot-links": () => ({ json: { links: [] } }),
    });
    render(<HubspotLinkPage />);
    expect((await screen.findByRole("link", { name: "Sign in" })).getAttribute("href")).toBe("/auth");
    signedIn = true;
    fireEvent.click(screen.getByRole("button", { name: "I have signed in" }));
    await screen.findByText("HubSpot connections");
  });
});
