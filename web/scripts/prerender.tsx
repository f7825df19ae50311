// Build step after `vite build` (web/package.json "build"): writes dist/strategies.html, the built
// index.html with /strategies already rendered inside #root from the built-in catalogue, and
// dist/auth.html with the sign-in page, which the API serves for GET /strategies and GET /auth
// (api/src/app.ts serves dist/<name>.html for /<name>). The root is `inert` until the client's
// first render replaces it (src/main.tsx). Run: `tsx scripts/prerender.tsx` in web/.
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { CATALOGUE_ENTRIES } from "@fsa/catalogue";
import { renderAuthPage, renderStrategiesPage } from "../src/prerender.tsx";

const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../dist");
const index = readFileSync(path.join(dist, "index.html"), "utf8");
const ROOT = '<div id="root"></div>';
if (!index.includes(ROOT)) throw new Error(`dist/index.html has no empty ${ROOT}`);
for (const [name, html] of [
  ["strategies", renderStrategiesPage(CATALOGUE_ENTRIES)],
  ["auth", renderAuthPage()],
] as const) {
  const page = index.replace(ROOT, `<div id="root" inert>${html}</div>`);
  writeFileSync(path.join(dist, `${name}.html`), page);
  process.stdout.write(`prerendered dist/${name}.html (${Math.round(page.length / 1024)} KB)\n`);
}
