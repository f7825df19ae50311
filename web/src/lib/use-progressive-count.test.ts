// @vitest-environment jsdom
import { act, cleanup, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useProgressiveCount } from "./use-progressive-count.ts";

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const tick = () =>
  act(() => {
    vi.advanceTimersByTime(0);
  });

describe("useProgressiveCount", () => {
  it("renders the first slice at once, then one step per task until the whole list is in", () => {
    const list = Array.from({ length: 20 }, (_, i) => i);
    const { result } = renderHook(() => useProgressiveCount(list.length, list, 9, 6));
    expect(result.current).toBe(9);
    tick();
    expect(result.current).toBe(15);
    tick();
    expect(result.current).toBe(20);
    tick();
    expect(result.current).toBe(20);
  });

  it("never exceeds a short list, and schedules nothing for it", () => {
    const list = [1, 2, 3];
    const { result } = renderHook(() => useProgressiveCount(list.length, list, 9, 6));
    expect(result.current).toBe(3);
    expect(vi.getTimerCount()).toBe(0);
  });

  it("starts over from the first slice when the list changes (a new filter)", () => {
    const long = Array.from({ length: 30 }, (_, i) => i);
    const { result, rerender } = renderHook(({ list }) => useProgressiveCount(list.length, list, 9, 6), {
      initialProps: { list: long },
    });
    tick();
    tick();
    expect(result.current).toBe(21);
    const filtered = long.filter((n) => n % 2 === 0);
    rerender({ list: filtered });
    expect(result.current).toBe(9);
    tick();
    expect(result.current).toBe(15);
  });
});
