import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config.ts";

const dirs: string[] = [];
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});
const tempDir = () => {
  const d = mkdtempSync(path.join(tmpdir(), "fsa-config-"));
  dirs.push(d);
  return d;
};

/** Issue #17: instances sharing one Postgres must sign sessions with one secret. */
describe("BETTER_AUTH_SECRET", () => {
  for (const NODE_ENV of ["development", "production", "test"]) {
    it(`is required whenever DATABASE_URL is set (NODE_ENV=${NODE_ENV}); the error names it`, () => {
      const env = { NODE_ENV, DATABASE_URL: "postgres://u@127.0.0.1:5432/db", DATA_DIR: tempDir() };
      expect(() => loadConfig(env)).toThrow(ConfigError);
      expect(() => loadConfig(env)).toThrow(/BETTER_AUTH_SECRET is required when DATABASE_URL is set/);
      expect(loadConfig({ ...env, BETTER_AUTH_SECRET: "s".repeat(32) }).authSecret).toBe("s".repeat(32));
    });
  }

  it("embedded mode generates one, keeps it in DATA_DIR and reuses it", () => {
    const dir = tempDir();
    const first = loadConfig({ NODE_ENV: "development", DATA_DIR: dir }).authSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(path.join(dir, "auth-secret"), "utf8").trim()).toBe(first);
    expect(loadConfig({ NODE_ENV: "development", DATA_DIR: dir }).authSecret).toBe(first);
  });
});

/** README "Run it": the data folder is ./data where npm was run, although the API's scripts run in api/. */
describe("DATA_DIR", () => {
  it("a relative DATA_DIR (the default ./data) is taken from the folder npm was run in (INIT_CWD)", () => {
    const root = tempDir();
    const env = { NODE_ENV: "development", INIT_CWD: root };
    expect(loadConfig(env).dataDir).toBe(path.join(root, "data"));
    expect(loadConfig({ ...env, DATA_DIR: "state/fsa" }).dataDir).toBe(path.join(root, "state", "fsa"));
    // The generated auth secret lands there too, not in the process's folder.
    expect(readFileSync(path.join(root, "data", "auth-secret"), "utf8")).toBe(loadConfig(env).authSecret);
  });

  it("without INIT_CWD a relative DATA_DIR is taken from the current folder; absolute and memory:// are kept", () => {
    expect(loadConfig({ NODE_ENV: "test" }).dataDir).toBe(path.resolve("data"));
    const dir = tempDir();
    expect(loadConfig({ NODE_ENV: "test", DATA_DIR: dir, INIT_CWD: "/elsewhere" }).dataDir).toBe(dir);
    expect(loadConfig({ NODE_ENV: "test", DATA_DIR: "memory://" }).dataDir).toBe("memory://");
  });
});
