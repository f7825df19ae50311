import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { apiBaseModule, buildProfile, PROFILE_VARIABLES, PROJECT_SRC } from "../scripts/configure.ts";

/**
 * Issue #17: deployment settings live in HubSpot CLI profiles (`src/hsprofile.<name>.json`), whose
 * variables the CLI substitutes for `${NAME}` in each `*-hsmeta.json` config at build time
 * (@hubspot/project-parsing-lib `applyHsProfileVariables`), instead of a script rewriting them.
 */
function hsmetaFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (name === "node_modules") return [];
    if (statSync(file).isDirectory()) return hsmetaFiles(file);
    return name.endsWith("-hsmeta.json") ? [file] : [];
  });
}

/** The CLI's substitution: every `${NAME}` inside a string value of `config`. */
function applyProfile(value: unknown, variables: Record<string, string>): unknown {
  if (typeof value === "string") {
    return value.replace(/\$\{(.*?)\}/g, (_m, name: string) => {
      const v = variables[name];
      if (v === undefined) throw new Error(`no profile variable ${name}`);
      return v;
    });
  }
  if (Array.isArray(value)) return value.map((v) => applyProfile(v, variables));
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, applyProfile(v, variables)]));
  }
  return value;
}

const env = {
  PUBLIC_URL: "https://advisor.firm.com/",
  HUBSPOT_ACCOUNT_ID: "12345678",
  SUPPORT_EMAIL: "it@firm.com",
};

describe("HubSpot deployment profiles", () => {
  it("the hsmeta files use only the variables every profile defines, and use each", () => {
    const used = new Set<string>();
    for (const file of hsmetaFiles(PROJECT_SRC)) {
      for (const m of readFileSync(file, "utf8").matchAll(/\$\{(.*?)\}/g)) used.add(m[1] ?? "");
    }
    expect([...used].sort()).toEqual([...PROFILE_VARIABLES].sort());
  });

  it("a profile fills the app's redirect URL, permitted URLs, support e-mail and documentation URL", () => {
    const profile = buildProfile(env);
    expect(profile).toEqual({
      accountId: 12345678,
      variables: {
        PUBLIC_URL: "https://advisor.firm.com",
        SUPPORT_EMAIL: "it@firm.com",
        DOCUMENTATION_URL: "https://advisor.firm.com/strategies",
      },
    });
    const app = JSON.parse(readFileSync(path.join(PROJECT_SRC, "app/app-hsmeta.json"), "utf8")) as { config: unknown };
    expect(applyProfile(app.config, profile.variables)).toMatchObject({
      auth: { redirectUrls: ["https://advisor.firm.com/api/hubspot-oauth/callback"] },
      permittedUrls: { fetch: ["https://advisor.firm.com"], iframe: ["https://advisor.firm.com"] },
      support: { supportEmail: "it@firm.com", documentationUrl: "https://advisor.firm.com/strategies" },
    });
    expect(apiBaseModule(profile.variables.PUBLIC_URL)).toContain(
      'export const API_BASE = "https://advisor.firm.com";',
    );
  });

  it("refuses a profile without an HTTPS origin, an account or a support address", () => {
    expect(() => buildProfile({ ...env, PUBLIC_URL: "http://advisor.firm.com" })).toThrow(/PUBLIC_URL/);
    expect(() => buildProfile({ ...env, PUBLIC_URL: "https://advisor.firm.com/app" })).toThrow(/PUBLIC_URL/);
    expect(() => buildProfile({ ...env, HUBSPOT_ACCOUNT_ID: "" })).toThrow(/HUBSPOT_ACCOUNT_ID/);
    expect(() => buildProfile({ ...env, SUPPORT_EMAIL: "support" })).toThrow(/SUPPORT_EMAIL/);
    expect(() => buildProfile({ ...env, DOCUMENTATION_URL: "http://docs" })).toThrow(/DOCUMENTATION_URL/);
  });
});
