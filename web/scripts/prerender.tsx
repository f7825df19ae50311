// Build step after `vite build` (web/package.json "build"): writes dist/strategies.html, the built
// index.html with /strategies already rendered inside #root from the built-in catalogue, which the
// API serves for GET /strategies (api/src/app.ts). The root is `inert` until the client's first
// render replaces it (src/main.tsx). Run: `tsx scripts/prerender.tsx` in web/.
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { CATALOGUE_ENTRIES } from "@fsa/catalogue";
import { renderStrategiesPage } from "../src/prerender.tsx";

const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../dist");
const index = readFileSync(path.join(dist, "index.html"), "utf8");
const ROOT = '<div id="root"></div>';
if (!index.includes(ROOT)) throw new Error(`dist/index.html has no empty ${ROOT}`);
const page = index.replace(ROOT, `<div id="root" inert>${renderStrategiesPage(CATALOGUE_ENTRIES)}</div>`);
writeFileSync(path.join(dist, "strategies.html"), page);
process.stdout.write(`prerendered dist/strategies.html (${Math.round(page.length / 1024)} KB)\n`);
