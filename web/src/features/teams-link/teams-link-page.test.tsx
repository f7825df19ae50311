// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import TeamsLinkPage from "./teams-link-page.tsx";

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

const TENANT = "11111111-2222-3333-4444-555555555555";
const link = {
  id: "t-1",
  tenantId: TENANT,
  objectId: "0000aaaa-1111-2222-3333-000000000001",
  teamsUsername: "ada@firm.example",
  teamsDisplayName: "Ada Adviser",
  createdAt: "2026-01-02T15:04:00Z",
};
const preview = {
  tenantId: TENANT,
  objectId: link.objectId,
  teamsUsername: "ada@firm.example",
  teamsDisplayName: "Ada Adviser",
  expiresAt: "",
};
const signedIn = () => ({ json: { user: { email: "adviser@firm.example" }, isApproved: true, isAdmin: false } });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.history.replaceState(null, "", "/");
});

describe("Teams linking page", () => {
  it("shows which Teams user the code links, confirms, then lists the link", async () => {
    window.history.replaceState(null, "", "/integrations/teams/link?code=one-time-code-123456");
    let linked = false;
    const calls = mockApi({
      "GET /api/me": signedIn,
      "GET /api/teams-links": () => ({ json: { links: linked ? [link] : [] } }),
      "POST /api/teams-links/preview": () => ({ json: preview }),
      "POST /api/teams-links/confirm": () => {
        linked = true;
        return { json: { link } };
      },
    });
    render(<TeamsLinkPage />);
    const connect = await screen.findByRole("button", { name: "Connect" });
    expect(screen.getByRole("region", { name: "Connect Microsoft Teams" }).textContent).toContain(
      `Connect Microsoft Teams user Ada Adviser (ada@firm.example) (organisation ${TENANT}) to adviser@firm.example?`,
    );
    expect(screen.getByText("No Teams users connected")).toBeTruthy();
    fireEvent.click(connect);
    await screen.findByText("Connected. Close this window and return to Teams.");
    expect(calls.find((c) => c.key === "POST /api/teams-links/confirm")?.body).toEqual({
      code: "one-time-code-123456",
    });
    await waitFor(() => expect(screen.getByRole("button", { name: "Unlink" })).toBeTruthy());
  });

  it("from Teams' pop-up, a confirmed link goes to the tab's end page", async () => {
    window.history.replaceState(null, "", "/integrations/teams/link?code=one-time-code-123456&from=teams");
    const assign = vi.fn();
    vi.stubGlobal("location", { ...window.location, search: window.location.search, assign });
    mockApi({
      "GET /api/me": signedIn,
      "GET /api/teams-links": () => ({ json: { links: [] } }),
      "POST /api/teams-links/preview": () => ({ json: preview }),
      "POST /api/teams-links/confirm": () => ({ json: { link } }),
    });
    render(<TeamsLinkPage />);
    fireEvent.click(await screen.findByRole("button", { name: "Connect" }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith("/teams/auth-end"));
  });

  it("an expired code shows the API's message and no Connect button", async () => {
    window.history.replaceState(null, "", "/integrations/teams/link?code=expired-code-123456");
    const message =
      "This link code has expired or was already used. Open the Financial Strategy Advisor tab in Teams and choose Connect your account again.";
    mockApi({
      "GET /api/me": signedIn,
      "GET /api/teams-links": () => ({ json: { links: [] } }),
      "POST /api/teams-links/preview": () => ({ status: 404, json: { error: { message } } }),
    });
    render(<TeamsLinkPage />);
    expect((await screen.findByRole("alert")).textContent).toBe(message);
    expect(screen.queryByRole("button", { name: "Connect" })).toBeNull();
  });

  it("without a code, lists the links and unlinks", async () => {
    window.history.replaceState(null, "", "/integrations/teams/link");
    let links = [link];
    const calls = mockApi({
      "GET /api/me": signedIn,
      "GET /api/teams-links": () => ({ json: { links } }),
      "DELETE /api/teams-links/t-1": () => {
        links = [];
        return { json: { deleted: true } };
      },
    });
    render(<TeamsLinkPage />);
    fireEvent.click(await screen.findByRole("button", { name: "Unlink" }));
    await screen.findByText("No Teams users connected");
    expect(calls.map((c) => c.key)).toContain("DELETE /api/teams-links/t-1");
    expect(calls.map((c) => c.key)).not.toContain("POST /api/teams-links/preview");
  });

  it("signed out: asks to sign in, and re-checks the session", async () => {
    let session = false;
    mockApi({
      "GET /api/me": () =>
        session ? signedIn() : { status: 401, json: { error: { message: "Sign in to continue." } } },
      "GET /api/teams-links": () => ({ json: { links: [] } }),
    });
    render(<TeamsLinkPage />);
    expect((await screen.findByRole("link", { name: "Sign in" })).getAttribute("href")).toBe("/auth");
    session = true;
    fireEvent.click(screen.getByRole("button", { name: "I have signed in" }));
    await screen.findByText("Microsoft Teams connections");
  });
});
