import { describe, expect, it } from "vitest";
import { createLogger, redactForLog, scrubLogString } from "./logger.ts";

/** Issue #14 item 8: no notes, attachments, tokens or cookies in the log. */
function capture() {
  const lines: string[] = [];
  const log = createLogger("debug", (_level, line) => lines.push(line));
  return { log, lines };
}

describe("log redaction (issue #14 item 8)", () => {
  it("drops client data, credentials and cookies at any depth", () => {
    const { log, lines } = capture();
    log.error("unhandled error", {
      notes: "CLIENT-SECRET-NOTES",
      input: { clientNotes: "CLIENT-SECRET-NOTES", attachments: [{ name: "a.pdf", data: "data:;base64,QUJD" }] },
      headers: { cookie: "better-auth.session_token=abc" },
      cookie: "better-auth.session_token=abc",
      authorization: "Bearer eyJhbGciOi",
      accessToken: "tok-123",
      password: "hunter2hunter2",
      projectId: "p-1",
    });
    const line = lines.join("\n");
    for (const secret of ["CLIENT-SECRET-NOTES", "QUJD", "session_token=abc", "eyJhbGciOi", "tok-123", "hunter2"]) {
      expect(line).not.toContain(secret);
    }
    expect(JSON.parse(lines[0] ?? "{}")).toMatchObject({
      msg: "unhandled error",
      projectId: "p-1",
      notes: "[redacted]",
    });
  });

  it("a database error's echoed parameters are removed, and its driver fields dropped", () => {
    const cause = Object.assign(new Error("invalid byte sequence for encoding UTF8: 0x00"), {
      parameters: ["CLIENT-SECRET-NOTES"],
      query: "insert into projects",
    });
    const error = new Error(
      'Failed query: insert into "projects" values ($1)\nparams: CLIENT-SECRET-NOTES,data:;base64,QUJD',
      {
        cause,
      },
    );
    const { log, lines } = capture();
    log.error("unhandled error", { error, stack: error.stack });
    expect(lines[0]).not.toContain("CLIENT-SECRET-NOTES");
    expect(lines[0]).toContain("params: [redacted]");
    expect(lines[0]).toContain("invalid byte sequence");
  });

  it("long strings are cut; URL tokens are removed", () => {
    expect(scrubLogString("x".repeat(5_000_000)).length).toBeLessThan(2_100);
    expect(scrubLogString("open https://h/verify?token=abc.def&x=1")).toBe(
      "open https://h/verify?token=[redacted]&x=1",
    );
    expect(redactForLog({ deep: { deeper: { body: "secret body" } } })).toEqual({
      deep: { deeper: { body: "[redacted]" } },
    });
  });
});
