import { afterEach, describe, expect, it, vi } from "vitest";
import { teamsApi } from "./api.ts";

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("teamsApi", () => {
  it("asks for a token for every request (Microsoft's tab SSO guidance) and sends it as a bearer token", async () => {
    const sent: { url: string; authorization: string | null }[] = [];
    vi.stubGlobal(
      "fetch",
      vi.fn(async (url: string, init: RequestInit) => {
        sent.push({ url, authorization: new Headers(init.headers).get("authorization") });
        return new Response(JSON.stringify({ state: "ready", linkUrl: null, email: "ada@firm.example" }), {
          status: 200,
          headers: { "content-type": "application/json" },
        });
      }),
    );
    let issued = 0;
    const getToken = vi.fn(async () => `token-${++issued}`);
    const api = teamsApi(getToken, "https://advisor.example");
    await api.session();
    await api.session();
    expect(getToken).toHaveBeenCalledTimes(2);
    expect(sent).toEqual([
      { url: "https://advisor.example/api/integrations/teams/session", authorization: "Bearer token-1" },
      { url: "https://advisor.example/api/integrations/teams/session", authorization: "Bearer token-2" },
    ]);
  });

  it("a token that cannot be had fails the call without a request", async () => {
    const fetch = vi.fn();
    vi.stubGlobal("fetch", fetch);
    const api = teamsApi(() => Promise.reject(new Error("consent_required")));
    await expect(api.me()).rejects.toThrow("consent_required");
    expect(fetch).not.toHaveBeenCalled();
  });
});
