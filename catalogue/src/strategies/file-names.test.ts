import { readdirSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { MODEL_STRATEGIES } from "./index.ts";

/**
 * Every strategy file under `strategies/<domain>/` is named after the strategy it exports (issue
 * #13: ids never change, and the file of an id is found by its name). `index.ts` and test files
 * are not strategy files.
 */
const here = path.dirname(fileURLToPath(import.meta.url));
const domains = readdirSync(here).filter((d) => statSync(path.join(here, d)).isDirectory());
const files = domains.flatMap((d) =>
  readdirSync(path.join(here, d))
    .filter((file) => file.endsWith(".ts") && file !== "index.ts" && !/\.test\.ts$/.test(file))
    .map((file) => ({ domain: d, file, id: file.replace(/\.ts$/, "") })),
);

describe("strategy files", () => {
  it("exist", () => {
    expect(files.length).toBeGreaterThan(0);
  });

  it.each(files)(
    "$domain/$file exports the strategy whose id is its name, registered in its domain",
    async ({ domain, file, id }) => {
      const mod: Record<string, unknown> = await import(`./${domain}/${file}`);
      const ids = Object.values(mod)
        .filter(
          (v): v is { id: string; domain: string } => typeof v === "object" && v !== null && "id" in v && "domain" in v,
        )
        .map((v) => v.id);
      expect(ids).toContain(id);
      const registered = MODEL_STRATEGIES.find((s) => s.id === id);
      expect(registered, `${id} is not in ${domain}/index.ts`).toBeDefined();
      expect(registered?.domain).toBe(domain);
    },
  );
});
