import { afterEach, describe, expect, it, vi } from "vitest";
import { connectAccount, finishConnect } from "./connect.ts";
import type { TeamsSdk } from "./teams-session.ts";

const LINK = "https://advisor.example.com/integrations/teams/link?code=abc123abc123abc123";

function sdk(parts: Partial<TeamsSdk["authentication"]> & { init?: () => Promise<void> } = {}): TeamsSdk {
  const { init, ...authentication } = parts;
  return {
    app: {
      initialize: init ?? (() => Promise.resolve()),
      getContext: () => Promise.resolve({ app: {} }),
    },
    authentication: { getAuthToken: () => Promise.resolve("t"), ...authentication },
  };
}

afterEach(() => vi.unstubAllGlobals());

describe("connectAccount", () => {
  it("opens the linking page in Teams' sign-in pop-up, marked as coming from Teams", async () => {
    const authenticate = vi.fn(() => Promise.resolve("linked"));
    await connectAccount(sdk({ authenticate }), LINK);
    expect(authenticate).toHaveBeenCalledWith({ url: `${LINK}&from=teams`, width: 600, height: 640 });
  });

  it("a closed pop-up rejects, so the tab checks again", async () => {
    const authenticate = vi.fn(() => Promise.reject(new Error("CancelledByUser")));
    await expect(connectAccount(sdk({ authenticate }), LINK)).rejects.toThrow("CancelledByUser");
  });

  it("without the pop-up, opens a new window", async () => {
    const open = vi.fn();
    vi.stubGlobal("window", { open });
    await connectAccount(sdk(), LINK);
    expect(open).toHaveBeenCalledWith(LINK, "_blank", "noopener");
  });
});

describe("finishConnect", () => {
  it("in Teams' pop-up, reports success", async () => {
    const notifySuccess = vi.fn();
    expect(await finishConnect(sdk({ notifySuccess }))).toBe(true);
    expect(notifySuccess).toHaveBeenCalledWith("linked");
  });

  it("outside Teams, reports nothing", async () => {
    const notifySuccess = vi.fn();
    const outside = sdk({ notifySuccess, init: () => Promise.reject(new Error("No Parent window found")) });
    expect(await finishConnect(outside)).toBe(false);
    expect(notifySuccess).not.toHaveBeenCalled();
  });
});
