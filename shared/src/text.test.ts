import { describe, expect, it } from "vitest";
import { hasVisibleText, stripControlCharacters } from "./text.ts";

describe("text hygiene (issue #14 items 8, 9)", () => {
  it("strips NUL, C0 controls and DEL; keeps tab, newlines and every printable character", () => {
    expect(stripControlCharacters("a\u0000b\u0001c\u001Fd\u007Fe")).toBe("abcde");
    expect(stripControlCharacters("line 1\r\n\tline 2")).toBe("line 1\r\n\tline 2");
    expect(stripControlCharacters("Café — 5 000 € 👨‍👩‍👧")).toBe("Café — 5 000 € 👨‍👩‍👧");
  });
  it("replaces lone surrogates, keeps pairs", () => {
    expect(stripControlCharacters("a\uD800b\uDC00c")).toBe("a\uFFFDb\uFFFDc");
    expect(stripControlCharacters("\uD83D\uDE00")).toBe("😀");
  });
  it("visible text: not only whitespace, zero-width, format or control characters", () => {
    for (const invisible of [
      "",
      "   ",
      "\n\t",
      "\u200B\u200C\u200D",
      "\uFEFF\u2060",
      "\u00A0\u3000",
      "\u0000\u0007",
      "\u00AD",
    ]) {
      expect(hasVisibleText(invisible), JSON.stringify(invisible)).toBe(false);
    }
    for (const visible of ["a", " \u200B x ", "5", "é", "😀", "\u4E2D"]) {
      expect(hasVisibleText(visible), JSON.stringify(visible)).toBe(true);
    }
  });
});
