import { describe, expect, it } from "vitest";
import { buildCard } from "../../../scripts/build-card.ts";

/** The HubSpot CLI bundles cards with esbuild; without the CLI here, the same bundle is built directly. */
describe("the card bundle", () => {
  it("builds from its hsmeta entrypoint with exactly one React", async () => {
    const result = await buildCard();
    expect(result.errors).toEqual([]);
    const reactCopies = Object.keys(result.metafile.inputs).filter((p) =>
      /(^|\/)node_modules\/react\/index\.js$/.test(p),
    );
    expect(reactCopies).toHaveLength(1);
    expect(Object.keys(result.metafile.inputs).some((p) => p.includes("@hubspot/ui-extensions"))).toBe(true);
    const code = result.outputFiles?.[0]?.text ?? "";
    expect(code).toContain("Analyze Client");
    expect(code).toContain("/api/integrations/hubspot");
    expect(code.length).toBeLessThan(1024 * 1024);
  });
});
