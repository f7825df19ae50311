import path from "node:path";
import { fileURLToPath } from "node:url";
import { serve } from "@hono/node-server";
import { createApp } from "./app.ts";
import { ConfigError, loadConfig } from "./config.ts";
import { DataDirLockedError } from "./db/data-dir-lock.ts";
import { loadEnvFile } from "./env-file.ts";
import { createLogger } from "./logger.ts";
import { createRuntime } from "./runtime.ts";
import { hasAdministrator } from "./services/admin/grant-admin.ts";

const here = path.dirname(fileURLToPath(import.meta.url));

/**
 * Starts the API, the job worker and the built web app on one port (ARCHITECTURE.md "Running").
 * Issue #14 item 7: the embedded data folder is locked before anything opens it (a second process
 * exits with a message), and the job worker starts only once the port is bound, so a second
 * server that fails with EADDRINUSE never claims a job. Files we create are owner-only (umask 077).
 * Settings come from the environment, and from a `.env` file when there is one (./env-file.ts).
 */
async function main() {
  process.umask(0o077);
  let config: ReturnType<typeof loadConfig>;
  try {
    // A `.env` beside where npm was run, when present (issue #17); the real environment wins.
    loadEnvFile();
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
  const log = createLogger(config.logLevel);
  let runtime: Awaited<ReturnType<typeof createRuntime>>;
  try {
    runtime = await createRuntime(config, { log });
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
  const app = createApp(runtime.ctx, { webDist: path.resolve(here, "../../web/dist") });
  const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, async (info) => {
    try {
      await runtime.startWorker();
    } catch (error) {
      log.error({ error: error instanceof Error ? error.message : String(error) }, "the job worker could not start");
      process.exit(1);
    }
    log.info(
      {
        port: info.port,
        database: runtime.database.kind,
        dataDir: runtime.database.kind === "pglite" ? path.resolve(config.dataDir) : undefined,
        llm: config.openai ? config.openai.model : "none (catalogue engine)",
      },
      `Financial Strategy Advisor is running at ${config.publicUrl}`,
    );
    process.stdout.write(`\n  Open ${config.publicUrl}\n\n`);
    // On PostgreSQL no account becomes administrator by itself: say how to make the first one.
    if (runtime.database.kind === "postgres" && config.adminEmails.length === 0) {
      const any = await hasAdministrator({ ctx: runtime.ctx }).catch(() => true);
      if (!any) {
        log.warn(
          "No administrator yet. Sign up, confirm the address, then run `npm run admin:grant -- <email>` (or set ADMIN_EMAILS).",
        );
      }
    }
  });
  server.on("error", async (error: NodeJS.ErrnoException) => {
    const message =
      error.code === "EADDRINUSE"
        ? `Port ${config.port} is already in use: another server is running there. Stop it or set PORT.`
        : `The server could not listen on port ${config.port}: ${error.message}`;
    process.stderr.write(`${message}\n`);
    await runtime.close().catch(() => {});
    process.exit(1);
  });
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    log.info("shutting down");
    server.close();
    await runtime.close();
    process.exit(0);
  };
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
}

await main();
