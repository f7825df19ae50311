// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { MarkdownText } from "../markdown-text.tsx";
import { RawResponseTab } from "./raw-response-tab.tsx";

afterEach(cleanup);

describe("markdown analysis (spec §2: links only http, https, irc, ircs, mailto, xmpp)", () => {
  it("keeps the allowed schemes and blanks the others", () => {
    const md = [
      "[web](https://example.com)",
      "[plain](http://example.com)",
      "[chat](irc://irc.example.com/room)",
      "[chat2](ircs://irc.example.com/room)",
      "[mail](mailto:adviser@firm.example)",
      "[xmpp](xmpp:adviser@firm.example)",
      "[bad](javascript:alert(1))",
      "[data](data:text/html,hi)",
    ].join(" ");
    render(<MarkdownText text={md} />);
    const href = (name: string) => screen.getByText(name).closest("a")?.getAttribute("href");
    expect(href("web")).toBe("https://example.com");
    expect(href("plain")).toBe("http://example.com");
    expect(href("chat")).toBe("irc://irc.example.com/room");
    expect(href("chat2")).toBe("ircs://irc.example.com/room");
    expect(href("mail")).toBe("mailto:adviser@firm.example");
    expect(href("xmpp")).toBe("xmpp:adviser@firm.example");
    expect(href("bad")).toBe("");
    expect(href("data")).toBe("");
  });
});

describe("raw response (spec §8 Unparseable raw response)", () => {
  it("pretty-prints parseable JSON", () => {
    render(<RawResponseTab rawResponse='{"a":1}' />);
    expect(screen.queryByRole("alert")).toBeNull();
    expect(screen.getByText(/"a": 1/)).toBeTruthy();
  });
  it("shows JSON Parse Error: {message} followed by the raw text", () => {
    render(<RawResponseTab rawResponse="Here is my analysis" />);
    const alert = screen.getByRole("alert");
    expect(alert.textContent).toMatch(/^JSON Parse Error: .+/);
    expect(alert.nextElementSibling?.textContent).toBe("Here is my analysis");
  });
});
