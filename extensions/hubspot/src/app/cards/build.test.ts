import path from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";
import { describe, expect, it } from "vitest";

/** The HubSpot CLI bundles cards with esbuild; without the CLI here, the same bundle is built directly. */
describe("the card bundle", () => {
  it("builds with esbuild from its hsmeta entrypoint", async () => {
    const here = path.dirname(fileURLToPath(import.meta.url));
    const result = await build({
      entryPoints: [path.join(here, "AdvisorCard.tsx")],
      bundle: true,
      write: false,
      format: "esm",
      platform: "browser",
      jsx: "automatic",
      target: "es2020",
      logLevel: "silent",
    });
    expect(result.errors).toEqual([]);
    const code = result.outputFiles[0]?.text ?? "";
    expect(code).toContain("Analyze Client");
    expect(code).toContain("/api/integrations/hubspot");
    expect(code.length).toBeGreaterThan(10_000);
  });
});
