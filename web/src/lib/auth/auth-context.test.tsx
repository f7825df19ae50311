// @vitest-environment jsdom
import { cleanup, render } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useAuth } from "./auth-context.ts";
import {
  AUTO_REFRESH_TICK_MS,
  refreshWithBackoff,
  retryDelayMs,
  sessionStorageKey,
  shouldRefresh,
} from "./session-refresh.ts";

afterEach(cleanup);

function Probe() {
  useAuth();
  return null;
}

describe("auth context", () => {
  it("throws useAuth must be used within an AuthProvider outside its provider (spec §8)", () => {
    const spy = vi.spyOn(console, "error").mockImplementation(() => {});
    expect(() => render(<Probe />)).toThrow("useAuth must be used within an AuthProvider");
    spy.mockRestore();
  });
});

describe("session refresh (spec §9 Auth)", () => {
  it("ticks every 30 s and refreshes when 3 ticks (90 s) or fewer remain", () => {
    expect(AUTO_REFRESH_TICK_MS).toBe(30_000);
    expect(shouldRefresh(1_000_000 + 90_000, 1_000_000)).toBe(true);
    expect(shouldRefresh(1_000_000 + 90_001, 1_000_000)).toBe(false);
  });
  it("retries a failed refresh with back-off from 200 ms, doubling", async () => {
    expect([1, 2, 3, 4].map(retryDelayMs)).toEqual([200, 400, 800, 1600]);
    const waits: number[] = [];
    let calls = 0;
    const result = await refreshWithBackoff(
      async () => {
        calls++;
        if (calls < 3) throw new Error("offline");
        return "ok";
      },
      async (ms) => {
        waits.push(ms);
      },
    );
    expect(result).toBe("ok");
    expect(waits).toEqual([200, 400]);
  });
  it("derives the storage key from the backend host", () => {
    expect(sessionStorageKey("advisor.example.com")).toBe("fsa-auth-advisor.example.com");
  });
});
