import { describe, expect, it } from "vitest";
import { visibleWaitingLines, WAITING_MESSAGES, WAITING_TOPICS } from "./waiting-messages.ts";

describe("waiting view lines (spec §9)", () => {
  it("has the 18 topics in the spec's order, each verbatim in its line", () => {
    expect(WAITING_MESSAGES).toHaveLength(18);
    WAITING_TOPICS.forEach((topic, i) => {
      expect(WAITING_MESSAGES[i]).toContain(topic);
    });
    expect(WAITING_TOPICS[0]).toBe("analysing client financial profile");
    expect(WAITING_TOPICS[17]).toBe("liquidity event impacts");
  });
  it("shows at most the last 5 lines and wraps to the first after the 18th", () => {
    expect(visibleWaitingLines(1).map((l) => l.seq)).toEqual([0]);
    expect(visibleWaitingLines(7).map((l) => l.seq)).toEqual([2, 3, 4, 5, 6]);
    const wrapped = visibleWaitingLines(20);
    expect(wrapped.map((l) => l.text)).toEqual([
      WAITING_MESSAGES[15],
      WAITING_MESSAGES[16],
      WAITING_MESSAGES[17],
      WAITING_MESSAGES[0],
      WAITING_MESSAGES[1],
    ]);
  });
});
