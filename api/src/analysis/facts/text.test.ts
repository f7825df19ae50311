import { describe, expect, it } from "vitest";
import { birthdayStillToCome, noteDay, readText } from "./text.ts";

describe("noteDay", () => {
  it.each([
    ["Call notes / transcript - Kaden & Brynn - Tue Feb 10, 2026, 7:30pm", { month: 2, day: 10 }],
    ["OKERLUND, Russ - Anchorage - 1/22/26 - office mtg - ML", { month: 1, day: 22 }],
    ["CLIENT PROFILE - exported 2026-01-08", { month: 1, day: 8 }],
    ["Review memo\nPrepared for the file\nMarch 2026", { month: 3, day: null }],
    // A thread: the last message's date.
    ["From: A\nDate: March 3, 2026\n\nHi\n\nFrom: B\nSent: Tuesday, April 7, 2026 9:12 AM\n\nOk", { month: 4, day: 7 }],
    // The header's first date, not a later one below it.
    ["SMITH, Ron - mtg 4/14/26\n\n- Signed VSP -> last day 12/31/26.", { month: 4, day: 14 }],
  ])("%s", (text, day) => {
    expect(noteDay(text, 2026)).toEqual(day);
  });

  it("never takes a date of the body or of another year", () => {
    expect(noteDay("Notes\nMet today\nClient well.\nDOB 3/4/2026 of the grandchild", 2026)).toBeNull();
    expect(noteDay("Memo 4/2/2025", 2026)).toBeNull();
  });
});

describe("birthdayStillToCome", () => {
  it("compares the month, then the day when both are known", () => {
    expect(birthdayStillToCome(10, null, { month: 1, day: 22 })).toBe(true);
    expect(birthdayStillToCome(1, 5, { month: 1, day: 22 })).toBe(false);
    expect(birthdayStillToCome(1, 30, { month: 1, day: 22 })).toBe(true);
    expect(birthdayStillToCome(1, null, { month: 1, day: 22 })).toBe(false);
    expect(birthdayStillToCome(12, 31, null)).toBe(false);
  });
});

describe("sentences", () => {
  it("does not end a sentence at the abbreviation of a place ('Mt. Lebanon', 'Ft. Myers', 'St. Louis')", () => {
    const texts = readText(
      "The house in Mt. Lebanon is worth $390k. We winter in Ft. Myers and visit St. Louis.",
    ).sentences.map((s) => s.text);
    expect(texts).toEqual(["The house in Mt. Lebanon is worth $390k.", "We winter in Ft. Myers and visit St. Louis."]);
  });
});
