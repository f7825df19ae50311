import path from "node:path";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

const here = path.dirname(fileURLToPath(import.meta.url));

/**
 * The browser suite (issue 5): Chromium driven by playwright-core against the built app served by
 * `npm start` on a fresh embedded database. Run with `npm run test:e2e` (root). Files run one
 * after another: they share one server and one Chromium-sized machine.
 */
export default defineConfig({
  root: path.resolve(here, "../.."),
  test: {
    name: "web-e2e",
    include: ["web/e2e/**/*.e2e.ts"],
    globalSetup: [path.join(here, "support/global-setup.ts")],
    fileParallelism: false,
    pool: "forks",
    testTimeout: 120_000,
    hookTimeout: 300_000,
    retry: 0,
  },
});
