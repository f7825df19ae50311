import path from "node:path";
import { fileURLToPath } from "node:url";
import { serve } from "@hono/node-server";
import { createApp } from "./app.ts";
import { ConfigError, loadConfig } from "./config.ts";
import { createLogger } from "./logger.ts";
import { createRuntime } from "./runtime.ts";

const here = path.dirname(fileURLToPath(import.meta.url));

/** Starts the API, the job worker and the built web app on one port (ARCHITECTURE.md "Running"). */
async function main() {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
  const log = createLogger(config.logLevel);
  const runtime = await createRuntime(config, { log });
  await runtime.startWorker();
  const app = createApp(runtime.ctx, { webDist: path.resolve(here, "../../web/dist") });
  const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
    log.info(`Financial Strategy Advisor is running at ${config.publicUrl}`, {
      port: info.port,
      database: runtime.database.kind,
      dataDir: runtime.database.kind === "pglite" ? path.resolve(config.dataDir) : undefined,
      llm: config.openai ? config.openai.model : "none (catalogue engine)",
    });
    process.stdout.write(`\n  Open ${config.publicUrl}\n\n`);
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
