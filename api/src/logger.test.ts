import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "./app.ts";
import { loadConfig } from "./config.ts";
import { createLogger, redactForLog, scrubLogString } from "./logger.ts";
import { createRuntime } from "./runtime.ts";
import { createHarness, type Harness, type TestUser } from "./testing/harness.ts";

/** Issue #14 item 8 and issue #17: pino lines with no notes, attachments, tokens or cookies. */
function capture(level: "debug" | "info" = "debug") {
  const lines: string[] = [];
  const log = createLogger(level, { write: (line: string) => lines.push(line) });
  return { log, lines };
}

describe("log redaction (issue #14 item 8)", () => {
  it("drops client data, credentials and cookies at any depth", () => {
    const { log, lines } = capture();
    log.error(
      {
        notes: "CLIENT-SECRET-NOTES",
        input: { clientNotes: "CLIENT-SECRET-NOTES", attachments: [{ name: "a.pdf", data: "data:;base64,QUJD" }] },
        headers: { cookie: "better-auth.session_token=abc" },
        cookie: "better-auth.session_token=abc",
        authorization: "Bearer eyJhbGciOi",
        accessToken: "tok-123",
        password: "hunter2hunter2",
        projectId: "p-1",
      },
      "unhandled error",
    );
    const line = lines.join("\n");
    for (const secret of ["CLIENT-SECRET-NOTES", "QUJD", "session_token=abc", "eyJhbGciOi", "tok-123", "hunter2"]) {
      expect(line).not.toContain(secret);
    }
    expect(JSON.parse(lines[0] ?? "{}")).toMatchObject({
      level: "error",
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
    log.error({ error, stack: error.stack }, "unhandled error");
    // pino's own error key too.
    log.error({ err: error }, "unhandled error");
    log.error(error);
    for (const line of lines) {
      expect(line).not.toContain("CLIENT-SECRET-NOTES");
      expect(line).not.toContain("QUJD");
      expect(line).toContain("params: [redacted]");
    }
    expect(lines[0]).toContain("invalid byte sequence");
  });

  it("long strings are cut; URL tokens are removed, in fields and in the message", () => {
    expect(scrubLogString("x".repeat(5_000_000)).length).toBeLessThan(2_100);
    expect(scrubLogString("open https://h/verify?token=abc.def&x=1")).toBe(
      "open https://h/verify?token=[redacted]&x=1",
    );
    expect(redactForLog({ deep: { deeper: { body: "secret body" } } })).toEqual({
      deep: { deeper: { body: "[redacted]" } },
    });
    const { log, lines } = capture();
    log.info("open https://h/verify?token=abc.def&x=1");
    expect(JSON.parse(lines[0] ?? "{}").msg).toBe("open https://h/verify?token=[redacted]&x=1");
  });

  it("a child logger's events are redacted; a call written (msg, fields) keeps its fields", () => {
    const { log, lines } = capture();
    log.child({ portal: "p" }).info({ ok: true, session: { token: "tok-456" } }, "child");
    (log.warn as (msg: string, fields: object) => void)("old order", { notes: "CLIENT-SECRET-NOTES", id: 7 });
    expect(lines.join("\n")).not.toContain("tok-456");
    expect(lines.join("\n")).not.toContain("CLIENT-SECRET-NOTES");
    expect(JSON.parse(lines[0] ?? "{}")).toMatchObject({ portal: "p", ok: true, msg: "child" });
    expect(JSON.parse(lines[1] ?? "{}")).toMatchObject({ level: "warn", msg: "old order", id: 7, notes: "[redacted]" });
  });

  it("below the level nothing is written; silent writes nothing", () => {
    const { log, lines } = capture("info");
    log.debug({ a: 1 }, "hidden");
    expect(lines).toHaveLength(0);
    const silent = createLogger("silent", { write: (line: string) => lines.push(line) });
    silent.error("nothing");
    expect(lines).toHaveLength(0);
  });
});

describe("request log (issue #17: hono-pino, Hono's request id)", () => {
  let h: Harness;
  let user: TestUser;
  const { log, lines } = capture();
  beforeAll(async () => {
    h = await createHarness({ env: { ADMIN_EMAILS: "admin@example.com" }, overrides: { log }, worker: false });
    user = await h.signUp("adviser@example.com");
  }, 60_000);
  afterAll(async () => {
    await h?.close();
  });
  const requestLines = () =>
    lines.map((l) => JSON.parse(l) as Record<string, unknown>).filter((l) => l.msg === "request");

  it("one line per request: request id, method, path, status, duration; the id is answered too", async () => {
    lines.length = 0;
    const res = await h.request("/api/projects/00000000-0000-4000-8000-000000000000", {
      user,
      headers: { "x-request-id": "trace-abc-123" },
    });
    expect(res.status).toBe(403);
    expect(res.headers.get("x-request-id")).toBe("trace-abc-123");
    expect(((await res.json()) as { error: { requestId: string } }).error.requestId).toBe("trace-abc-123");
    const [line] = requestLines();
    expect(line).toMatchObject({
      level: "info",
      msg: "request",
      reqId: "trace-abc-123",
      req: { method: "GET", path: "/api/projects/00000000-0000-4000-8000-000000000000" },
      res: { status: 403 },
    });
    expect(typeof line?.responseTime).toBe("number");
  });

  it("a request id that is not 1 to 64 word characters is replaced by a UUID", async () => {
    for (const bad of ["a".repeat(65), "has space", "semi;colon"]) {
      const res = await h.request("/api/strategies", { headers: { "x-request-id": bad } });
      expect(res.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    }
    // better-auth's answers (a Response of its own) carry it too.
    const session = await h.request("/api/auth/get-session", { user });
    expect(session.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("no cookie, authorization, token, password, notes, attachment or body reaches the log", async () => {
    lines.length = 0;
    const mark = "CLIENT-NOTES-MARK-7f3a";
    const pdf = Buffer.from(`%PDF-1.4 ${mark}`).toString("base64");
    await h.request("/api/projects", {
      method: "POST",
      user,
      headers: { authorization: "Bearer bearer-secret-99" },
      json: {
        notes: `${mark} net worth $5 million`,
        attachments: [{ name: "a.pdf", size: 20, type: "application/pdf", data: `data:application/pdf;base64,${pdf}` }],
      },
    });
    await h.request("/api/auth/sign-in/email", {
      method: "POST",
      json: { email: "adviser@example.com", password: "pw-secret-never-logged" },
    });
    await h.request("/api/auth/verify-email?token=verify-token-secret&callbackURL=/");
    const all = lines.join("\n");
    for (const secret of [
      mark,
      pdf.slice(0, 24),
      "bearer-secret-99",
      "pw-secret-never-logged",
      "verify-token-secret",
      user.cookie.split("=")[1] ?? "no-cookie",
    ]) {
      expect(all).not.toContain(secret);
    }
    expect(requestLines().map((l) => (l.req as { path: string }).path)).toEqual([
      "/api/projects",
      "/api/auth/sign-in/email",
      "/api/auth/verify-email",
    ]);
  });

  it("a 5xx is logged at error with the request id, the error scrubbed", async () => {
    lines.length = 0;
    const app = createApp(h.runtime.ctx, {
      extraRoutes: [
        (a) =>
          a.get("/api/boom", () => {
            throw new Error("params: CLIENT-SECRET-IN-ERROR");
          }),
      ],
    });
    const res = await app.request("/api/boom", { headers: { "x-request-id": "boom-1" } });
    expect(res.status).toBe(500);
    const parsed = lines.map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(parsed.find((l) => l.msg === "request")).toMatchObject({
      level: "error",
      reqId: "boom-1",
      res: { status: 500 },
    });
    expect(parsed.find((l) => l.msg === "unhandled error")).toMatchObject({ reqId: "boom-1" });
    expect(lines.join("\n")).not.toContain("CLIENT-SECRET-IN-ERROR");
  });
});

describe("better-auth's messages (issue #17)", () => {
  it("go through the same logger, as JSON lines, redacted", async () => {
    const { log, lines } = capture("info");
    const config = loadConfig({ NODE_ENV: "test", DATA_DIR: "memory://" });
    const runtime = await createRuntime({ ...config, logLevel: "info" }, { log });
    try {
      // The logger better-auth was given (its own calls skip the secret checks under test).
      const authLogger = runtime.ctx.auth.options.logger;
      expect(authLogger?.disabled).toBe(false);
      authLogger?.log?.("error", "[better-auth] could not sign in", { session: { token: "tok-789" } });
      const line = lines.map((l) => JSON.parse(l) as Record<string, unknown>).find((l) => l.source === "better-auth");
      expect(line).toMatchObject({ level: "error", msg: "[better-auth] could not sign in" });
      expect(lines.join("\n")).not.toContain("tok-789");
    } finally {
      await runtime.close();
    }
  }, 60_000);
});
