import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { renderCatalogueDoc } from "./doc.ts";

describe("docs/catalogue.md", () => {
  it("is up to date with the catalogue (run npm run docs:catalogue)", () => {
    const file = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../docs/catalogue.md");
    expect(readFileSync(file, "utf8")).toBe(renderCatalogueDoc());
  });
});
