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
  it("in Teams: the theme, the login hint, and a token source that asks Teams each time", async () => {
    let issued = 0;
    const session = await startTeamsSession(sdk({ token: () => Promise.resolve(`token-${++issued}`) }));
    expect(session).toEqual({
      kind: "ready",
      theme: "dark",
      getToken: expect.any(Function),
      loginHint: "ada@firm.example",
    });
    // One call at start (to show a sign-in failure at once), then one per use: nothing is kept.
    expect(issued).toBe(1);
    if (session.kind !== "ready") throw new Error("not ready");
    expect(await session.getToken()).toBe("token-2");
    expect(await session.getToken()).toBe("token-3");
    expect(issued).toBe(3);
  });

  it("a token that cannot be had later rejects that call, not the session", async () => {
    let calls = 0;
    const session = await startTeamsSession(
      sdk({ token: () => (++calls === 1 ? Promise.resolve("t") : Promise.reject(new Error("resourceDisabled"))) }),
    );
    if (session.kind !== "ready") throw new Error("not ready");
    await expect(session.getToken()).rejects.toThrow("resourceDisabled");
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
