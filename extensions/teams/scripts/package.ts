import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { zipSync } from "fflate";
import { buildManifest, colorIcon, outlineIcon, validateManifest } from "./manifest.ts";

/**
 * `npm run teams:package`: writes extensions/teams/dist/appPackage/{manifest.json,color.png,outline.png}
 * from TEAMS_CLIENT_ID, PUBLIC_URL (and optional TEAMS_APP_ID, TEAMS_APP_VERSION), validates the
 * manifest against the bundled schema, and zips the three files into
 * extensions/teams/dist/appPackage.zip, ready to upload to Teams. It writes only under
 * extensions/teams/dist/ (issue #17): the tracked extensions/teams/appPackage/ is the sample for
 * http://localhost:3000 and a placeholder client id, and stays as committed.
 */
const here = path.dirname(fileURLToPath(import.meta.url));
const clientId = process.env.TEAMS_CLIENT_ID || "00000000-0000-0000-0000-000000000000";
const publicUrl = process.env.PUBLIC_URL || "http://localhost:3000";
if (!process.env.TEAMS_CLIENT_ID) process.stderr.write("TEAMS_CLIENT_ID is not set: using a placeholder client id.\n");

const manifest = buildManifest({
  clientId,
  publicUrl,
  appId: process.env.TEAMS_APP_ID || undefined,
  version: process.env.TEAMS_APP_VERSION || undefined,
});
const errors = validateManifest(manifest);
if (errors.length) {
  process.stderr.write(`manifest.json is not valid:\n${errors.join("\n")}\n`);
  process.exit(1);
}
const files = {
  "manifest.json": Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`),
  "color.png": colorIcon(),
  "outline.png": outlineIcon(),
};
const dist = path.resolve(here, "../dist");
const pkgDir = path.join(dist, "appPackage");
mkdirSync(pkgDir, { recursive: true });
for (const [name, data] of Object.entries(files)) writeFileSync(path.join(pkgDir, name), data);
const zip = zipSync(Object.fromEntries(Object.entries(files).map(([n, d]) => [n, new Uint8Array(d)])));
writeFileSync(path.join(dist, "appPackage.zip"), zip);
process.stdout.write(
  `Teams app package: ${path.join(dist, "appPackage.zip")} (manifest v${manifest.manifestVersion}, valid)\n`,
);
