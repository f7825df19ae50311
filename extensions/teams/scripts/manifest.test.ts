// biome-ignore-all lint/suspicious/noExplicitAny: reading the generated manifest as loose JSON in assertions
import { describe, expect, it } from "vitest";
import { buildManifest, colorIcon, outlineIcon, pngSize, stableGuid, validateManifest } from "./manifest.ts";

const config = { clientId: "aaaaaaaa-bbbb-cccc-dddd-eeeeeeeeeeee", publicUrl: "https://advisor.example.com" };

describe("Teams app package", () => {
  it("the generated manifest validates against the bundled v1.25 schema", () => {
    expect(validateManifest(buildManifest(config))).toEqual([]);
  });

  it("has a personal static tab, valid domains, SSO app info and the identity permission", () => {
    const m = buildManifest(config) as Record<string, any>;
    expect(m.staticTabs[0]).toMatchObject({ contentUrl: "https://advisor.example.com/teams/", scopes: ["personal"] });
    expect(m.validDomains).toEqual(["advisor.example.com"]);
    expect(m.webApplicationInfo).toEqual({
      id: config.clientId,
      resource: `api://advisor.example.com/${config.clientId}`,
    });
    expect(m.permissions).toEqual(["identity"]);
    expect(m.id).toBe(stableGuid(`fsa-teams-${config.clientId}`));
  });

  it("the validator rejects a broken manifest", () => {
    const m = { ...buildManifest(config), manifestVersion: "1.0", id: "not-a-guid" } as Record<string, unknown>;
    delete m.developer;
    const errors = validateManifest(m);
    expect(errors.length).toBeGreaterThan(0);
    expect(errors.join("\n")).toMatch(/developer/);
  });

  it("icons are 192×192 (color) and 32×32 (outline)", () => {
    expect(pngSize(colorIcon())).toEqual({ width: 192, height: 192 });
    expect(pngSize(outlineIcon())).toEqual({ width: 32, height: 32 });
  });
});
