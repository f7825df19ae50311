#!/usr/bin/env node
// `npm run hubspot:configure`: points the card and the app at PUBLIC_URL (an HTTPS origin):
// cards/api-base.ts, app-hsmeta.json permittedUrls.fetch / iframe and the OAuth redirect URL.
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const here = path.dirname(fileURLToPath(import.meta.url));
const publicUrl = (process.env.PUBLIC_URL ?? "").replace(/\/$/, "");
if (!/^https:\/\/[^/]+$/.test(publicUrl)) {
  console.error("Set PUBLIC_URL to the HTTPS origin of your deployment, e.g. PUBLIC_URL=https://advisor.example.com");
  process.exit(1);
}
const meta = path.join(here, "../src/app/app-hsmeta.json");
const app = JSON.parse(readFileSync(meta, "utf8"));
app.config.auth.redirectUrls = [`${publicUrl}/api/hubspot-oauth/callback`];
app.config.permittedUrls.fetch = [publicUrl];
app.config.permittedUrls.iframe = [publicUrl];
writeFileSync(meta, `${JSON.stringify(app, null, 2)}\n`);
writeFileSync(
  path.join(here, "../src/app/cards/api-base.ts"),
  `/**\n * The public HTTPS origin of the Financial Strategy Advisor API, also listed in\n * app-hsmeta.json \`permittedUrls.fetch\`. \`npm run hubspot:configure\` rewrites both from PUBLIC_URL.\n */\nexport const API_BASE = "${publicUrl}";\n`,
);
console.log(`HubSpot project configured for ${publicUrl}`);
