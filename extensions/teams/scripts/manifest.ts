import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import Ajv from "ajv-draft-04";
import addFormats from "ajv-formats";
import { PNG } from "pngjs";

/** Teams manifest schema version we generate (PLATFORM-NOTES.md: v1.25 or later). */
export const MANIFEST_VERSION = "1.25";

export interface TeamsPackageConfig {
  /** Entra ID application (client) id of the tab's SSO app registration. */
  clientId: string;
  /** Public origin of the deployment, e.g. https://advisor.example.com. */
  publicUrl: string;
  /** Teams app id (a GUID); default: derived from the client id so it is stable. */
  appId?: string;
  version?: string;
}

/** A stable GUID derived from a string (SHA-256, formatted as a v4-like UUID). */
export function stableGuid(seed: string): string {
  const h = createHash("sha256").update(seed).digest("hex");
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

/** The app manifest of the personal tab, from config (Teams app manifest schema v1.25). */
export function buildManifest(config: TeamsPackageConfig): Record<string, unknown> {
  const url = new URL(config.publicUrl);
  const host = url.host;
  const origin = url.origin;
  return {
    $schema: `https://developer.microsoft.com/json-schemas/teams/v${MANIFEST_VERSION}/MicrosoftTeams.schema.json`,
    manifestVersion: MANIFEST_VERSION,
    version: config.version ?? "1.0.0",
    id: config.appId ?? stableGuid(`fsa-teams-${config.clientId}`),
    developer: {
      name: "Financial Strategy Advisor",
      websiteUrl: origin,
      privacyUrl: `${origin}/privacy`,
      termsOfUseUrl: `${origin}/terms`,
    },
    name: { short: "Strategy Advisor", full: "Financial Strategy Advisor" },
    description: {
      short: "Client notes in, a sourced planning-strategy analysis out.",
      full: "Financial Strategy Advisor turns an adviser's client notes into a strategy analysis: client memo, profile, financial summary, recommended estate and tax planning strategies with cost-benefit figures computed from sourced tax law, tax planning and next steps.",
    },
    icons: { color: "color.png", outline: "outline.png" },
    accentColor: "#1E3A8A",
    staticTabs: [
      {
        entityId: "analysis",
        name: "Analysis",
        contentUrl: `${origin}/teams/`,
        websiteUrl: `${origin}/`,
        scopes: ["personal"],
      },
    ],
    permissions: ["identity"],
    validDomains: [host],
    webApplicationInfo: { id: config.clientId, resource: `api://${host}/${config.clientId}` },
  };
}

/**
 * Validates a manifest offline against the Teams JSON schema bundled in @microsoft/app-manifest.
 * @returns the validation errors as sentences (empty when valid).
 */
export function validateManifest(manifest: unknown, version = MANIFEST_VERSION): string[] {
  const require = createRequire(import.meta.url);
  const schemaPath = require.resolve(
    `@microsoft/app-manifest/build/json-schemas/teams/v${version}/MicrosoftTeams.schema.json`,
  );
  const schema = JSON.parse(readFileSync(schemaPath, "utf8")) as Record<string, unknown>;
  const ajv = new Ajv({ allErrors: true, strict: false });
  addFormats(ajv);
  const validate = ajv.compile(schema);
  if (validate(manifest)) return [];
  return (validate.errors ?? []).map((e) => `${e.instancePath || "/"} ${e.message ?? "is invalid"}`);
}

function drawIcon(size: number, draw: (x: number, y: number) => [number, number, number, number]): Buffer {
  const png = new PNG({ width: size, height: size });
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const [r, g, b, a] = draw(x, y);
      const i = (size * y + x) << 2;
      png.data[i] = r;
      png.data[i + 1] = g;
      png.data[i + 2] = b;
      png.data[i + 3] = a;
    }
  }
  return PNG.sync.write(png);
}

/** A rising bar chart mark: three bars of growing height, as a 0/1 mask at relative coordinates. */
function mark(u: number, v: number): boolean {
  const bars = [
    [0.2, 0.36, 0.6],
    [0.42, 0.58, 0.42],
    [0.64, 0.8, 0.24],
  ] as const;
  return bars.some(([x0, x1, top]) => u >= x0 && u < x1 && v >= top && v < 0.8);
}

/** color.png: 192×192, white mark on the accent colour (Teams icon guidelines). */
export function colorIcon(): Buffer {
  return drawIcon(192, (x, y) => (mark(x / 192, y / 192) ? [255, 255, 255, 255] : [30, 58, 138, 255]));
}

/** outline.png: 32×32, white mark on a transparent background. */
export function outlineIcon(): Buffer {
  return drawIcon(32, (x, y) => (mark(x / 32, y / 32) ? [255, 255, 255, 255] : [0, 0, 0, 0]));
}

/** Width and height of a PNG buffer. */
export function pngSize(buffer: Buffer): { width: number; height: number } {
  const png = PNG.sync.read(buffer);
  return { width: png.width, height: png.height };
}
