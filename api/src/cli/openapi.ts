import { randomBytes } from "node:crypto";
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { createApp } from "../app.ts";
import { loadConfig } from "../config.ts";
import { createLogger } from "../logger.ts";
import { createRuntime } from "../runtime.ts";

/**
 * `tsx api/src/cli/openapi.ts [file]`: writes the document GET /api/openapi.json serves (better-auth's
 * routes included) to `file`, or prints it. Built in process on an in-memory database, with the
 * environment's PUBLIC_URL (default http://localhost:3000). `npm run lint:openapi` lints its output.
 */
async function main(file: string | undefined) {
  const config = loadConfig({
    ...process.env,
    DATA_DIR: "memory://",
    DATABASE_URL: "",
    LOG_LEVEL: "silent",
    // Nothing is signed: a throwaway secret, so none is generated and kept on disk.
    BETTER_AUTH_SECRET: randomBytes(32).toString("base64url"),
  });
  const runtime = await createRuntime(config, { log: createLogger("silent") });
  try {
    const res = await createApp(runtime.ctx).request("/api/openapi.json");
    if (!res.ok) throw new Error(`GET /api/openapi.json answered ${res.status}: ${await res.text()}`);
    const text = `${JSON.stringify(await res.json(), null, 2)}\n`;
    if (!file) process.stdout.write(text);
    else {
      mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
      writeFileSync(file, text);
      process.stderr.write(`wrote ${file}\n`);
    }
  } finally {
    await runtime.close();
  }
}

await main(process.argv[2]);
