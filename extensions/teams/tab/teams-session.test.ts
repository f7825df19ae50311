import { describe, expect, it, vi } from "vitest";
import { startTeamsSession, type TeamsSdk } from "./teams-session.ts";

function sdk(
  overrides: Partial<{ init: () => Promise<void>; token: () => Promise<string>; theme: string }> = {},
): TeamsSdk {
  return {
    app: {
      initialize: overrides.init ?? (() => Promise.resolve()),
      getContext: () =>
        Promise.resolve({ app: { theme: overrides.theme ?? "dark" }, user: { loginHint: "ada@firm.example" } }),
    },
    authentication: { getAuthToken: overrides.token ?? (() => Promise.resolve("token-123")) },
  };
}

describe("startTeamsSession", () => {
  it("in Teams: the theme, the login hint and the SSO token", async () => {
    expect(await startTeamsSession(sdk())).toEqual({
      kind: "ready",
      theme: "dark",
      token: "token-123",
      loginHint: "ada@firm.example",
    });
  });

  it("outside Teams, initialize rejects at once → outside", async () => {
    expect(await startTeamsSession(sdk({ init: () => Promise.reject(new Error("No Parent window found")) }))).toEqual({
      kind: "outside",
    });
  });

  it("in a non-Teams iframe, initialize hangs → outside after the timeout", async () => {
    vi.useFakeTimers();
    const pending = startTeamsSession(sdk({ init: () => new Promise<void>(() => {}) }), 3000);
    await vi.advanceTimersByTimeAsync(3001);
    expect(await pending).toEqual({ kind: "outside" });
    vi.useRealTimers();
  });

  it("token failure → token-error with the message; unknown themes fall back to default", async () => {
    const s = await startTeamsSession(
      sdk({ token: () => Promise.reject(new Error("consent_required")), theme: "purple" }),
    );
    expect(s).toEqual({ kind: "token-error", theme: "default", message: "consent_required" });
  });

  it("high contrast is kept", async () => {
    expect(await startTeamsSession(sdk({ theme: "contrast" }))).toMatchObject({ theme: "contrast" });
  });
});
