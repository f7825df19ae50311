#!/usr/bin/env node
// Builds what `npm start` serves (issue #15 "Production start"):
//   api    api/src → api/dist/*.mjs, one esbuild bundle per entry (the server and its worker threads),
//          with @fsa/shared and @fsa/catalogue compiled in and every npm package left to node_modules;
//   web    web/dist (Vite, then the /strategies prerender);
//   teams  extensions/teams/dist/tab (Vite), served at /teams/.
// Each build records a hash of its inputs in node_modules/.cache/fsa-build/<target>.json; with
// `--if-changed` a target whose inputs and output are unchanged is skipped, so a second `npm start`
// on an unchanged tree builds nothing.
//
//   node scripts/build.mjs [--if-changed] [api] [web] [teams]     (no target: all three)
//   node scripts/build.mjs --api-outdir=<folder>                   (the API only, into that folder, no stamp)
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const stampDir = path.join(root, "node_modules/.cache/fsa-build");
const API_DIST = path.join(root, "api/dist");

/** Folders under an input folder that never feed a build. */
const SKIP_DIRS = new Set(["node_modules", "dist", "e2e", "bench", "artifacts", "test-results"]);

/** Every file under `entries` (files or folders, relative to the root), sorted, skipping SKIP_DIRS. */
function listFiles(entries) {
  const out = [];
  const walk = (abs) => {
    const st = statSync(abs, { throwIfNoEntry: false });
    if (!st) return;
    if (st.isDirectory()) {
      for (const name of readdirSync(abs)) if (!SKIP_DIRS.has(name)) walk(path.join(abs, name));
    } else out.push(path.relative(root, abs));
  };
  for (const e of entries) walk(path.join(root, e));
  return out.sort();
}

/** sha256 over the files' names and contents (contents, not mtimes: a fresh checkout changes every mtime). */
function hashFiles(files, extra = "") {
  const h = createHash("sha256").update(extra);
  for (const f of files) {
    h.update(`\0${f}\0`);
    try {
      h.update(readFileSync(path.join(root, f)));
    } catch {
      h.update("<missing>");
    }
  }
  return h.digest("hex");
}

const readStamp = (name) => {
  try {
    return JSON.parse(readFileSync(path.join(stampDir, `${name}.json`), "utf8"));
  } catch {
    return null;
  }
};
const writeStamp = (name, stamp) => {
  mkdirSync(stampDir, { recursive: true });
  writeFileSync(path.join(stampDir, `${name}.json`), `${JSON.stringify(stamp)}\n`);
};

/** Inputs every build shares: the dependency tree and this script. */
const COMMON_INPUTS = ["package-lock.json", "scripts/build.mjs", "tsconfig.base.json"];

/** A Vite build run through its workspace's `build` script; its inputs are listed folders. */
function viteTarget(name, workspace, inputs, output) {
  const files = () => listFiles([...COMMON_INPUTS, ...inputs]);
  // Vite builds differently under NODE_ENV=test (vitest's): the mode is part of the inputs.
  const extra = `NODE_ENV=${process.env.NODE_ENV ?? ""}`;
  return {
    name,
    output,
    isCurrent() {
      const stamp = readStamp(name);
      return Boolean(stamp && existsSync(path.join(root, output)) && stamp.hash === hashFiles(files(), extra));
    },
    build() {
      const hash = hashFiles(files(), extra);
      const r = spawnSync("npm", ["run", "build", "-w", workspace], { cwd: root, stdio: "inherit" });
      if (r.status !== 0) throw new Error(`npm run build -w ${workspace} failed (exit ${r.status})`);
      writeStamp(name, { hash });
    },
  };
}

/**
 * Worker threads the server starts by `new URL("./<name>.mjs", import.meta.url)`: in the bundle
 * that URL is resolved beside the bundle, so each is compiled there as api/dist/<name>.mjs.
 */
const WORKER_URL = /new URL\(\s*"\.\/([\w-]+)\.mjs"\s*,\s*import\.meta\.url\s*\)/g;

function workerEntries() {
  const entries = {};
  for (const file of listFiles(["api/src"])) {
    if (!/\.(ts|mjs)$/.test(file) || /\.test\.ts$/.test(file) || file.includes("/testing/")) continue;
    const text = readFileSync(path.join(root, file), "utf8");
    for (const m of text.matchAll(WORKER_URL)) {
      const entry = path.join(path.dirname(file), `${m[1]}.mjs`);
      if (entries[m[1]] && entries[m[1]] !== entry) throw new Error(`two worker entries are named ${m[1]}.mjs`);
      entries[m[1]] = entry;
    }
  }
  return entries;
}

/**
 * esbuild plugin keeping the source tree's file locations: `import.meta.url` in a bundled file is
 * rewritten to that file's own URL in the source tree (so `../../drizzle`, the web app's dist and
 * package look-ups resolve as under tsx), except in the worker URLs above, which point beside the
 * bundle. A worker's `tsImport("./x.ts", import.meta.url)` (tsx, used when running from source)
 * becomes a plain import compiled into the bundle. npm packages stay external; `tsx` must not be
 * reached at all: the compiled server runs on plain node.
 */
function sourceLocations(outdir) {
  return {
    name: "fsa-source-locations",
    setup(build) {
      build.onResolve({ filter: /^[^./]/ }, (args) => {
        if (args.path === "tsx" || args.path.startsWith("tsx/")) {
          return { errors: [{ text: `${args.importer} imports ${args.path}: the compiled server must not need tsx` }] };
        }
        if (args.path.startsWith("@fsa/")) return undefined; // workspace sources: compiled in
        return { path: args.path, external: true };
      });
      build.onLoad({ filter: /\.(ts|tsx|mjs|js)$/ }, (args) => {
        if (args.path.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
        let text = readFileSync(args.path, "utf8");
        const own = JSON.stringify(path.relative(outdir, args.path).split(path.sep).join("/"));
        text = text
          .replace(/^import \{ tsImport \} from "tsx\/esm\/api";\n/m, "")
          .replace(/\btsImport\(\s*("[^"]+")\s*,\s*import\.meta\.url\s*\)/g, "import($1)")
          .replace(WORKER_URL, (_m, name) => `new URL("./${name}.mjs", __bundleUrl)`)
          .replaceAll("import.meta.url", `new URL(${own}, import.meta.url).href`)
          .replaceAll("__bundleUrl", "import.meta.url");
        const ext = path.extname(args.path).slice(1);
        return { contents: text, loader: ext === "mjs" ? "js" : ext };
      });
    },
  };
}

/**
 * Compiles the server and its worker threads into `outdir` (api/dist by default; the test of the
 * compiled server uses a temporary folder). @returns esbuild's metafile and the entry points.
 */
export async function buildApi(outdir = API_DIST) {
  const esbuild = await import("esbuild");
  const workers = workerEntries();
  const entryPoints = { main: "api/src/main.ts", ...workers };
  rmSync(outdir, { recursive: true, force: true });
  const result = await esbuild.build({
    absWorkingDir: root,
    entryPoints,
    outdir,
    outExtension: { ".js": ".mjs" },
    bundle: true,
    platform: "node",
    format: "esm",
    // Shared code in chunks of its own, and a module the server imports with import() (the
    // analysis modules, for an explanation: ≈ 50 MB of language model) loaded only when first
    // needed rather than with the server (issue #15).
    splitting: true,
    // Beside the entries: the file locations rewritten above are relative to the output folder.
    chunkNames: "[name]-[hash]",
    target: "node20.19",
    sourcemap: "linked",
    metafile: true,
    logLevel: "warning",
    plugins: [sourceLocations(outdir)],
  });
  await esbuild.stop?.();
  return { metafile: result.metafile, entryPoints, workers };
}

const apiTarget = {
  name: "api",
  output: "api/dist/main.mjs",
  isCurrent() {
    const stamp = readStamp("api");
    return Boolean(
      stamp &&
        existsSync(path.join(root, this.output)) &&
        stamp.hash === hashFiles(stamp.inputs, JSON.stringify(stamp.entryPoints)) &&
        JSON.stringify(workerEntries()) === JSON.stringify(stamp.workers),
    );
  },
  async build() {
    const { metafile, entryPoints, workers } = await buildApi();
    const inputs = [...new Set([...COMMON_INPUTS, ...Object.keys(metafile.inputs)])].sort();
    writeStamp("api", { inputs, entryPoints, workers, hash: hashFiles(inputs, JSON.stringify(entryPoints)) });
  },
};

const TARGETS = {
  api: apiTarget,
  web: viteTarget(
    "web",
    "@fsa/web",
    [
      "web/src",
      "web/scripts",
      "web/public",
      "web/index.html",
      "web/vite.config.ts",
      "web/package.json",
      "web/tsconfig.json",
      "shared/src",
      "catalogue/src",
    ],
    "web/dist/index.html",
  ),
  teams: viteTarget(
    "teams",
    "@fsa/teams-tab",
    ["extensions/teams/tab", "extensions/teams/vite.config.ts", "extensions/teams/package.json", "shared/src"],
    "extensions/teams/dist/tab/index.html",
  ),
};

/**
 * Builds the named targets (all when none), skipping current ones when `ifChanged`.
 * @returns the names of the targets built. @throws when a build fails.
 */
export async function build({ targets = Object.keys(TARGETS), ifChanged = false } = {}) {
  const built = [];
  for (const name of targets) {
    const target = TARGETS[name];
    if (!target) throw new Error(`unknown build target ${name}; one of ${Object.keys(TARGETS).join(", ")}`);
    if (ifChanged && target.isCurrent()) continue;
    const started = Date.now();
    await target.build();
    process.stdout.write(`built ${name} (${target.output}) in ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
    built.push(name);
  }
  return built;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const outdir = args.find((a) => a.startsWith("--api-outdir="))?.slice("--api-outdir=".length);
  const targets = args.filter((a) => !a.startsWith("--"));
  if (outdir) await buildApi(path.resolve(outdir));
  else await build({ targets: targets.length ? targets : undefined, ifChanged: args.includes("--if-changed") });
}
