import path from "node:path";
import { fileURLToPath } from "node:url";
import { type BuildResult, build, type Plugin } from "esbuild";

const here = path.dirname(fileURLToPath(import.meta.url));
/** The HubSpot project's cards folder (its package.json is what the HubSpot CLI installs). */
export const CARDS_DIR = path.resolve(here, "../src/app/cards");

/**
 * In this monorepo the cards folder and @hubspot/ui-extensions each have their own React 18
 * copy; a bundle with both breaks hooks. The HubSpot CLI installs cards/package.json alone and
 * gets one copy, so resolve every `react` import the way @hubspot/ui-extensions does.
 */
const oneReact: Plugin = {
  name: "one-react",
  setup(b) {
    b.onResolve({ filter: /^react(\/.*)?$/ }, async (args) => {
      if (args.pluginData === "one-react") return undefined;
      const ui = await b.resolve("@hubspot/ui-extensions", { resolveDir: CARDS_DIR, kind: "import-statement" });
      if (ui.errors.length > 0) return { errors: ui.errors };
      return b.resolve(args.path, { resolveDir: path.dirname(ui.path), kind: args.kind, pluginData: "one-react" });
    });
  },
};

/**
 * Bundles the card from its hsmeta entrypoint with esbuild, as the HubSpot CLI does when it
 * builds a project (React and @hubspot/ui-extensions are bundled: the card runs in HubSpot's
 * sandbox, which provides neither). `outfile` writes it; without, the result stays in memory.
 */
export function buildCard(outfile?: string): Promise<BuildResult<{ metafile: true; write: boolean }>> {
  return build({
    entryPoints: [path.join(CARDS_DIR, "AdvisorCard.tsx")],
    bundle: true,
    format: "esm",
    platform: "browser",
    target: "es2020",
    jsx: "automatic",
    minify: true,
    define: { "process.env.NODE_ENV": '"production"' },
    metafile: true,
    logLevel: "silent",
    plugins: [oneReact],
    ...(outfile ? { outfile, write: true } : { write: false }),
  }) as Promise<BuildResult<{ metafile: true; write: boolean }>>;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const outfile = path.resolve(here, "../dist/AdvisorCard.js");
  const result = await buildCard(outfile);
  console.log(`Built ${path.relative(process.cwd(), outfile)} (${result.errors.length} errors)`);
}
