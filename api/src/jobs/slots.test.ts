import { describe, expect, it } from "vitest";
import { Slots } from "./slots.ts";

const tick = () => new Promise((r) => setTimeout(r, 0));

describe("Slots (issue #15: bounded analyses and document readers)", () => {
  it("runs at most `size` tasks at once and starts the waiting ones in arrival order", async () => {
    const slots = new Slots(2);
    const started: number[] = [];
    const finish = new Map<number, () => void>();
    const task = (n: number) =>
      slots.run(
        () =>
          new Promise<number>((resolve) => {
            started.push(n);
            finish.set(n, () => resolve(n));
          }),
      );
    const all = [1, 2, 3, 4].map(task);
    await tick();
    expect(started).toEqual([1, 2]);
    expect(slots.inUse).toBe(2);
    finish.get(2)?.();
    await tick();
    expect(started).toEqual([1, 2, 3]);
    finish.get(1)?.();
    await tick();
    expect(started).toEqual([1, 2, 3, 4]);
    finish.get(3)?.();
    finish.get(4)?.();
    expect(await Promise.all(all)).toEqual([1, 2, 3, 4]);
    expect(slots.inUse).toBe(0);
  });

  it("frees the slot of a task that throws, and a waiter whose signal aborts never starts", async () => {
    const slots = new Slots(1);
    let release = () => {};
    const first = slots.run(
      () =>
        new Promise<void>((_, reject) => {
          release = () => reject(new Error("boom"));
        }),
    );
    const controller = new AbortController();
    let ran = false;
    const aborted = slots.run(async () => {
      ran = true;
    }, controller.signal);
    controller.abort(new Error("cancelled"));
    await expect(aborted).rejects.toThrow("cancelled");
    release();
    await expect(first).rejects.toThrow("boom");
    expect(ran).toBe(false);
    expect(await slots.run(async () => "next")).toBe("next");
  });

  it("refuses a size below 1", () => {
    expect(() => new Slots(0)).toThrow(RangeError);
  });
});
