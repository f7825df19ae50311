import { describe, expect, it } from "vitest";
import { htmlToText } from "./html-to-text.ts";

describe("htmlToText (hs_note_body is HTML)", () => {
  it("keeps paragraphs and list items as lines and decodes entities", () => {
    expect(htmlToText("<p>Line&nbsp;one</p><ul><li>a &amp; b</li><li>c</li></ul>")).toBe("Line one\n- a & b\n- c");
  });
  it("turns <br> into a line break and drops other tags and their attributes", () => {
    expect(htmlToText('<div style="x">Net worth <strong>$5M</strong><br/>Age 60</div>')).toBe("Net worth $5M\nAge 60");
  });
  it("decodes numeric entities and does not double-decode", () => {
    expect(htmlToText("<p>O&#39;Neil &#8212; &amp;lt;b&amp;gt;</p>")).toBe("O'Neil — &lt;b&gt;");
  });
  it("drops script and style content", () => {
    expect(htmlToText("<style>p{color:red}</style><p>Notes</p><script>alert(1)</script>")).toBe("Notes");
  });
  it("empty or whitespace-only notes become empty", () => {
    expect(htmlToText("<p> </p><br>")).toBe("");
  });
});
