import { describe, expect, it } from "vitest";
import { repeatsNotes } from "./results-page.tsx";

describe("the notes are shown once on /results (issue #16)", () => {
  const notes = "Married couple, ages 62 and 60, living in Virginia. Net worth about $9 million.";
  it("a description that is the notes' opening (cut with ...) is not shown again", () => {
    expect(repeatsNotes(notes, notes)).toBe(true);
    expect(repeatsNotes("Married couple, ages 62 and 60...", notes)).toBe(true);
  });
  it("the adviser's own description is shown", () => {
    expect(repeatsNotes("Annual review before the business sale", notes)).toBe(false);
    expect(repeatsNotes("", notes)).toBe(false);
  });
});
