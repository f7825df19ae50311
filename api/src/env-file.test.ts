import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { envFilePath, loadEnvFile } from "./env-file.ts";

const dir = mkdtempSync(path.join(tmpdir(), "fsa-envfile-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Issue #17: a `.env` file is read at start when present; the real environment wins. */
describe(".env at start", () => {
  it("sets the variables it names, keeps those already set (even empty), ignores comments", () => {
    const file = path.join(dir, ".env");
    writeFileSync(
      file,
      '# a comment\nPORT=4001\nDATABASE_URL=postgres://x@h/db\nBETTER_AUTH_SECRET="quoted secret"\nHOST=127.0.0.1\n',
    );
    const target: NodeJS.ProcessEnv = { PORT: "5000", DATABASE_URL: "" };
    expect(loadEnvFile(file, target)?.sort()).toEqual(["BETTER_AUTH_SECRET", "HOST"]);
    expect(target).toEqual({
      PORT: "5000",
      DATABASE_URL: "",
      BETTER_AUTH_SECRET: "quoted secret",
      HOST: "127.0.0.1",
    });
  });

  it("no file: nothing happens; ENV_FILE naming a missing file is an error", () => {
    const missing = path.join(dir, "missing.env");
    expect(loadEnvFile(missing, {})).toBeNull();
    expect(() => loadEnvFile(missing, { ENV_FILE: missing })).toThrow(/ENV_FILE/);
  });

  it("is looked for where npm was run (INIT_CWD), or at ENV_FILE", () => {
    expect(envFilePath({ INIT_CWD: "/srv/app" })).toBe(path.join("/srv/app", ".env"));
    expect(envFilePath({ INIT_CWD: "/srv/app", ENV_FILE: "/etc/fsa.env" })).toBe("/etc/fsa.env");
  });
});
