import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/**
 * `npm run hubspot:configure -- <profile>` (issue #17): writes the HubSpot CLI's deployment profile
 * `src/hsprofile.<profile>.json` — the target account and the variables that `src/app/app-hsmeta.json`
 * references as `${NAME}` (OAuth redirect URL, permitted fetch and iframe URLs, support e-mail,
 * documentation URL) — so `hs project upload --profile <profile>` fills them in at build time and
 * no tracked configuration is rewritten. Profile variables reach `*-hsmeta.json` files only
 * (@hubspot/project-parsing-lib applies them to each component's `config`), not the card's code:
 * the card's API base, `src/app/cards/api-base.ts`, is the one file still written, from the same
 * PUBLIC_URL.
 *
 * Environment: PUBLIC_URL (an HTTPS origin), HUBSPOT_ACCOUNT_ID (the portal the profile uploads to),
 * SUPPORT_EMAIL, and optionally DOCUMENTATION_URL (default `<PUBLIC_URL>/strategies`).
 */

const here = path.dirname(fileURLToPath(import.meta.url));
export const PROJECT_SRC = path.resolve(here, "../src");

/** The variables app-hsmeta.json uses; each profile defines all of them. */
export const PROFILE_VARIABLES = ["PUBLIC_URL", "SUPPORT_EMAIL", "DOCUMENTATION_URL"] as const;

export interface HubSpotProfile {
  accountId: number;
  variables: Record<(typeof PROFILE_VARIABLES)[number], string>;
}

/** A profile name the CLI accepts in `hsprofile.<name>.json` (no dot) and that is safe as a file name. */
const PROFILE_NAME = /^[a-z0-9][a-z0-9_-]{0,39}$/i;

/**
 * The profile for `env`. @throws Error naming the variable that is missing or invalid.
 */
export function buildProfile(env: Record<string, string | undefined>): HubSpotProfile {
  const publicUrl = (env.PUBLIC_URL ?? "").replace(/\/$/, "");
  if (!/^https:\/\/[^/]+$/.test(publicUrl)) {
    throw new Error(
      "Set PUBLIC_URL to the HTTPS origin of your deployment, e.g. PUBLIC_URL=https://advisor.example.com",
    );
  }
  const accountId = Number(env.HUBSPOT_ACCOUNT_ID);
  if (!Number.isSafeInteger(accountId) || accountId <= 0) {
    throw new Error(
      "Set HUBSPOT_ACCOUNT_ID to the id of the HubSpot account this profile uploads to (hs account list)",
    );
  }
  const supportEmail = (env.SUPPORT_EMAIL ?? "").trim();
  if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(supportEmail)) {
    throw new Error("Set SUPPORT_EMAIL to the address HubSpot shows users for support, e.g. SUPPORT_EMAIL=it@firm.com");
  }
  const documentationUrl = (env.DOCUMENTATION_URL ?? `${publicUrl}/strategies`).trim();
  if (!/^https:\/\//.test(documentationUrl)) throw new Error("DOCUMENTATION_URL must be an https:// URL");
  return {
    accountId,
    variables: { PUBLIC_URL: publicUrl, SUPPORT_EMAIL: supportEmail, DOCUMENTATION_URL: documentationUrl },
  };
}

/** The card's API base module for `publicUrl`. */
export function apiBaseModule(publicUrl: string): string {
  return `/**\n * The public HTTPS origin of the Financial Strategy Advisor API, also listed in app-hsmeta.json\n * \`permittedUrls.fetch\` (through the profile's PUBLIC_URL). Written by \`npm run hubspot:configure -- <profile>\`:\n * profile variables do not reach the card's code.\n */\nexport const API_BASE = ${JSON.stringify(publicUrl)};\n`;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const name = process.argv[2] ?? "";
  try {
    if (!PROFILE_NAME.test(name)) {
      throw new Error("Name the profile: npm run hubspot:configure -- prod (letters, digits, - and _)");
    }
    const profile = buildProfile(process.env);
    const file = path.join(PROJECT_SRC, `hsprofile.${name}.json`);
    writeFileSync(file, `${JSON.stringify(profile, null, 2)}\n`);
    const apiBase = path.join(PROJECT_SRC, "app/cards/api-base.ts");
    if (readFileSync(apiBase, "utf8") !== apiBaseModule(profile.variables.PUBLIC_URL)) {
      writeFileSync(apiBase, apiBaseModule(profile.variables.PUBLIC_URL));
    }
    process.stdout.write(
      `Wrote ${path.relative(process.cwd(), file)} for ${profile.variables.PUBLIC_URL} (account ${profile.accountId}).\n` +
        `Upload with: cd extensions/hubspot && hs project upload --profile ${name}\n`,
    );
  } catch (error) {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  }
}
