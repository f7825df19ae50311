import { execFileSync } from "node:child_process";
import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { ZConfigEnv } from "./config.ts";

/**
 * Issue #17: the production image and compose file. No engine runs here, so these read the files;
 * `docker-compose config` validates the compose file (README "Docker").
 */
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const read = (file: string) => readFileSync(path.join(ROOT, file), "utf8");

/** The `environment:` keys of the compose file's `app` service. */
function appEnvironment(compose: string): Map<string, string> {
  const app = compose.slice(compose.indexOf("\n  app:\n"));
  const block = app.slice(app.indexOf("    environment:\n"), app.indexOf("\n    ports:"));
  return new Map([...block.matchAll(/^ {6}([A-Z][A-Z0-9_]*):[ ]?(.*)$/gm)].map((m) => [m[1] ?? "", m[2] ?? ""]));
}

describe("docker-compose.yml", () => {
  const compose = read("docker-compose.yml");

  it("passes every setting of api/src/config.ts to the app", () => {
    const env = appEnvironment(compose);
    const missing = Object.keys(ZConfigEnv.shape).filter((name) => !env.has(name));
    expect(missing).toEqual([]);
  });

  it("writes no password or secret: each comes from .env and is required", () => {
    expect(compose).toMatch(/POSTGRES_PASSWORD: \$\{POSTGRES_PASSWORD:\?[^}]+\}/);
    const env = appEnvironment(compose);
    expect(env.get("DATABASE_URL")).toMatch(/^postgres:\/\/fsa:\$\{POSTGRES_PASSWORD:\?[^}]+\}@db:5432\/fsa$/);
    expect(env.get("BETTER_AUTH_SECRET")).toMatch(/^\$\{BETTER_AUTH_SECRET:\?/);
    for (const name of [
      "GOOGLE_CLIENT_SECRET",
      "HUBSPOT_CLIENT_SECRET",
      "INTEGRATION_ENCRYPTION_KEY",
      "OPENAI_API_KEY",
      "SMTP_URL",
    ]) {
      expect(env.get(name), name).toBe(""); // passed by name from .env
    }
  });

  // docker-compose v1 (Debian's) when installed: a pass-through key takes its value from `.env`,
  // not only from the shell, so ADMIN_EMAILS written in .env reaches the app (issue 17).
  const composeBin = (() => {
    try {
      execFileSync("docker-compose", ["version"], { stdio: "ignore" });
      return "docker-compose";
    } catch {
      return null;
    }
  })();
  it.skipIf(!composeBin)("docker-compose config: every setting written in .env reaches the app", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "fsa-compose-"));
    try {
      copyFileSync(path.join(ROOT, "docker-compose.yml"), path.join(dir, "docker-compose.yml"));
      writeFileSync(path.join(dir, "Dockerfile"), "FROM scratch\n");
      const setHere = new Set(["DATABASE_URL", "NODE_ENV", "HOST", "PORT", "DATA_DIR"]);
      const names = Object.keys(ZConfigEnv.shape).filter((n) => !setHere.has(n));
      const value = (name: string) => `from-dotenv-${name.toLowerCase()}`;
      writeFileSync(
        path.join(dir, ".env"),
        ["POSTGRES_PASSWORD=pw-from-dotenv", ...names.map((n) => `${n}=${value(n)}`)].join("\n"),
      );
      const env = Object.fromEntries(
        Object.entries(process.env).filter(([k]) => !names.includes(k) && k !== "POSTGRES_PASSWORD"),
      );
      const out = execFileSync(composeBin ?? "docker-compose", ["config"], { cwd: dir, env, encoding: "utf8" });
      const app = out.slice(out.indexOf("\n  app:\n"));
      const missing = names.filter((n) => !app.includes(`      ${n}: ${value(n)}\n`));
      expect(missing).toEqual([]);
      expect(app).toContain("DATABASE_URL: postgres://fsa:pw-from-dotenv@db:5432/fsa");
      // Without the required values compose refuses to run.
      writeFileSync(path.join(dir, ".env"), "ADMIN_EMAILS=boss@firm.example\n");
      expect(() =>
        execFileSync(composeBin ?? "docker-compose", ["config"], { cwd: dir, env, stdio: "pipe" }),
      ).toThrow();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("restarts both services and health-checks the app on /api/health", () => {
    expect(compose.match(/restart: unless-stopped/g)?.length).toBe(2);
    const app = compose.slice(compose.indexOf("\n  app:\n"));
    expect(app).toMatch(/healthcheck:[\s\S]*\/api\/health/);
    expect(app).toMatch(/condition: service_healthy/);
  });
});

describe("Dockerfile and .dockerignore", () => {
  const dockerfile = read("Dockerfile");
  const runtime = dockerfile.slice(dockerfile.lastIndexOf("\nFROM "));

  it("builds in one stage and runs the compiled server as a non-root user with plain node", () => {
    expect(dockerfile.match(/^FROM /gm)?.length).toBeGreaterThanOrEqual(2);
    expect(dockerfile).toMatch(/RUN npm run build/);
    expect(runtime).toMatch(/^USER node$/m);
    expect(runtime).toMatch(/^CMD \["node", "--heap-growing-percent=50", "api\/dist\/main\.mjs"\]$/m);
    expect(runtime).toMatch(/^HEALTHCHECK [\s\S]*\/api\/health/m);
    // Production dependencies only: the runtime stage installs nothing itself and never runs npm or tsx.
    expect(runtime).not.toMatch(/npm |tsx/);
    expect(dockerfile).toMatch(/npm ci --omit=dev/);
  });

  it("runs a Node release that package.json's engines allow", () => {
    const image = dockerfile.match(/^ARG NODE_IMAGE=node:(\d+)/m);
    const engines = (JSON.parse(read("package.json")) as { engines: { node: string } }).engines.node;
    const floor = engines.match(/^>=(\d+)\.(\d+)/);
    expect(image && floor).toBeTruthy();
    expect(Number(image?.[1])).toBeGreaterThanOrEqual(Number(floor?.[1]));
  });

  it("keeps secrets, local data, installed trees and git out of the build context", () => {
    const ignored = read(".dockerignore").split("\n");
    for (const entry of [".env", "data", "**/data", "node_modules", "**/node_modules", ".git", "**/dist"]) {
      expect(ignored, entry).toContain(entry);
    }
    expect(ignored).toContain("!.env.example");
  });
});
