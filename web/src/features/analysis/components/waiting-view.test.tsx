// @vitest-environment jsdom
import { act, cleanup, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { WAITING_MESSAGES } from "../lib/waiting-messages.ts";
import { WaitingView } from "./waiting-view.tsx";

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const lines = () => screen.getAllByRole("listitem").filter((li) => li.dataset.seq !== undefined);

describe("waiting view (spec §4, §9)", () => {
  it("starts with the first message and adds the next every second", () => {
    render(<WaitingView stage="facts" />);
    expect(lines().map((l) => l.textContent)).toEqual([WAITING_MESSAGES[0]]);
    act(() => {
      vi.advanceTimersByTime(999);
    });
    expect(lines()).toHaveLength(1);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(lines().map((l) => l.textContent)).toEqual([WAITING_MESSAGES[0], WAITING_MESSAGES[1]]);
  });

  it("keeps the last 5 lines, the newest opaque with a pulsing dot, and wraps after 18", () => {
    render(<WaitingView stage={null} />);
    act(() => {
      vi.advanceTimersByTime(19_000);
    });
    const shown = lines();
    expect(shown).toHaveLength(5);
    expect(shown.map((l) => l.textContent)).toEqual([
      WAITING_MESSAGES[15],
      WAITING_MESSAGES[16],
      WAITING_MESSAGES[17],
      WAITING_MESSAGES[0],
      WAITING_MESSAGES[1],
    ]);
    const newest = shown[4];
    expect(newest?.className).toContain("opacity-100");
    expect(newest?.querySelector("[data-testid=pulsing-dot]")?.className).toContain("animate-pulse");
    expect(shown[0]?.className).toContain("opacity-50");
  });

  it("shows the server's stage next to the messages", () => {
    render(<WaitingView stage="figures" />);
    expect(screen.getByTestId("server-stage").textContent).toBe("Server stage: Computing the figures");
  });
});
