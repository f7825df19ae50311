import path from "node:path";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, "../..");
// The card and @hubspot/ui-extensions must share one React 18 (the extension's own copy).
const react = path.join(root, "node_modules/@hubspot/ui-extensions/node_modules/react");

export default defineConfig({
  root: here,
  resolve: { alias: [{ find: /^react(\/.*)?$/, replacement: `${react}$1` }] },
  esbuild: { jsx: "automatic" },
  test: { name: "hubspot-card", include: ["src/**/*.test.{ts,tsx}"], testTimeout: 30_000 },
});
