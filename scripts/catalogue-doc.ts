import { writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { renderCatalogueDoc } from "../catalogue/src/doc.ts";

/** `npm run docs:catalogue`: writes docs/catalogue.md from the catalogue. */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
writeFileSync(path.join(root, "docs/catalogue.md"), renderCatalogueDoc());
process.stdout.write("docs/catalogue.md written\n");
