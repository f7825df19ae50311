import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "main",
          include: [
            "shared/src/**/*.test.ts",
            "catalogue/src/**/*.test.ts",
            "api/src/**/*.test.ts",
            "web/src/**/*.test.{ts,tsx}",
            "web/e2e/**/*.test.ts",
            "extensions/teams/**/*.test.{ts,tsx}",
          ],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: "forks",
        },
      },
      "extensions/hubspot/vitest.config.ts",
    ],
  },
});
