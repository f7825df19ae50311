#!/usr/bin/env node
// `npm run bench:web` (issue 5 and issue #16 "Done when"): the gzip size of the JavaScript that
// /auth and / load (target: at most 170 KB each) and Lighthouse performance scores on mobile for
// /strategies, /auth and a completed analysis's /results page, signed in (target: at least 95).
//
// 1. Builds web/dist, then sums per route, from Vite's manifest, the entry chunk, the route's lazy
//    chunk and every chunk they import statically (for / also the signed-in header chunk).
// 2. Starts the built app (`npm run start -w @fsa/api`, fresh DATA_DIR, free port), opens /auth
//    signed out and / signed in in Chromium, and gzips the scripts the page really fetched (Resource
//    Timing), as a cross-check of step 1.
// 3. Makes a results page as an adviser would have one: the first account (the administrator) turns
//    two-factor on, an adviser signs up and is approved by it, and the adviser analyses a sample
//    note (api/src/analysis/samples/estate-couple.txt) until the analysis completes.
// 4. Runs Lighthouse (npm `lighthouse`, default mobile config with simulated throttling, and the
//    desktop preset) on /strategies and /auth signed out and on /results?project=<id> with the
//    adviser's session cookie, in Debian's Chromium. When Lighthouse cannot run, it measures FCP,
//    LCP, CLS and TBT with Chromium's Performance API under the same throttling and says so.
//
// Options: --no-build (use the existing web/dist), --json (machine-readable summary),
// --pages=results,auth,strategies (only those pages' Lighthouse runs), --presets=mobile (only that
// preset), --lhr-dir=<dir> (keep each run's full Lighthouse report there, to read its diagnostics).
import { spawn, spawnSync } from "node:child_process";
import { createHmac } from "node:crypto";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, "../..");
const dist = path.join(root, "web/dist");
const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const BUDGET_KB = 170;
const SCORE_TARGET = 95;
/** Lighthouse runs per preset; the median is reported (scores move with the host's speed). */
const RUNS = 5;
const argv = process.argv.slice(2);
const args = new Set(argv);
/** The value of `--name=value`, or undefined. */
const option = (name) => argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const kb = (bytes) => Math.round((bytes / 1024) * 10) / 10;
const gz = (file) => gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length;

function build() {
  if (args.has("--no-build") && existsSync(path.join(dist, ".vite/manifest.json"))) return;
  const r = spawnSync("npm", ["run", "build", "-w", "@fsa/web"], { cwd: root, stdio: ["ignore", "ignore", "inherit"] });
  if (r.status !== 0) throw new Error("vite build failed");
}

/** JS files a route loads: the entry, the route chunks and their static imports, transitively. */
function routeFiles(manifest, keys) {
  const files = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const dep of chunk.imports ?? []) visit(dep);
  };
  for (const key of ["index.html", ...keys]) visit(key);
  return [...files].filter((f) => f.endsWith(".js"));
}

function manifestSizes() {
  const manifest = JSON.parse(readFileSync(path.join(dist, ".vite/manifest.json"), "utf8"));
  const routes = {
    "/auth": ["src/app/routes/auth.tsx"],
    // The header's menus load right after the first paint (header.tsx): counted with the page.
    "/ (signed in, approved)": [
      "src/app/routes/home.tsx",
      "src/components/layout/header.tsx",
      "src/components/layout/header-menus.tsx",
    ],
    "/strategies": ["src/app/routes/strategies.tsx"],
    "/results": [
      "src/app/routes/results.tsx",
      "src/components/layout/header.tsx",
      "src/components/layout/header-menus.tsx",
    ],
  };
  return Object.fromEntries(
    Object.entries(routes).map(([route, keys]) => {
      const files = routeFiles(manifest, keys);
      return [route, { files: files.length, gzipKB: kb(files.reduce((s, f) => s + gz(f), 0)) }];
    }),
  );
}

function freePort() {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once("error", reject);
    srv.listen(0, "127.0.0.1", () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

async function startApp() {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), "fsa-bench-"));
  const { NODE_ENV: _ignored, ...env } = process.env;
  const child = spawn("npm", ["run", "start", "-w", "@fsa/api"], {
    cwd: root,
    detached: true,
    stdio: "ignore",
    env: {
      ...env,
      PORT: String(port),
      HOST: "127.0.0.1",
      PUBLIC_URL: base,
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      DATABASE_URL: "",
      ADMIN_EMAILS: "",
      // The built-in analysis engine, as the browser suite uses: no network, the same results each run.
      OPENAI_API_KEY: "",
    },
  });
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (Date.now() > deadline) throw new Error("the app did not start");
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {}
    await new Promise((r) => setTimeout(r, 500));
  }
  const stop = () => {
    try {
      process.kill(-child.pid, "SIGTERM");
    } catch {}
    setTimeout(() => rmSync(dataDir, { recursive: true, force: true }), 1500).unref();
  };
  return { base, stop, dataDir };
}

const CHROME_FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

/** The scripts Chromium fetched for /auth (signed out) and / (signed in), gzipped from web/dist. */
/**
 * The newest e-mail verification link to `email` in the app's local outbox (`DATA_DIR/outbox`, one
 * JSON file per e-mail, written when no SMTP_URL is set). Waits up to 10 s for it.
 */
async function verificationLink(dataDir, email) {
  const outbox = path.join(dataDir, "outbox");
  for (let i = 0; i < 40; i++) {
    const files = existsSync(outbox) ? readdirSync(outbox).sort().reverse() : [];
    for (const file of files) {
      const mail = JSON.parse(readFileSync(path.join(outbox, file), "utf8"));
      const url = String(mail.text ?? "").match(/https?:\/\/\S+/)?.[0];
      if (String(mail.to).toLowerCase() === email && url?.includes("/api/auth/verify-email")) return url;
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no verification e-mail to ${email} in ${outbox}`);
}

async function loadedSizes(base, dataDir) {
  const { chromium } = await import("playwright-core");
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROME_FLAGS });
  const scripts = async (context, url, ready) => {
    const page = await context.newPage();
    await page.goto(`${base}${url}`);
    await page.getByText(ready).first().waitFor();
    await page.waitForLoadState("networkidle");
    const names = await page.evaluate(() =>
      performance
        .getEntriesByType("resource")
        .map((e) => new URL(e.name).pathname)
        .filter((p) => p.endsWith(".js")),
    );
    await page.close();
    const files = [...new Set(names)].map((p) => p.replace(/^\//, ""));
    return { files: files.length, gzipKB: kb(files.reduce((s, f) => s + gz(f), 0)) };
  };
  const anonymous = await browser.newContext();
  const auth = await scripts(anonymous, "/auth", "Welcome");
  const signedIn = await browser.newContext();
  const res = await signedIn.request.post(`${base}/api/auth/sign-up/email`, {
    data: { email: "bench.admin@firm.example", password: "correct-horse-battery-staple", name: "Bench Admin" },
    headers: { origin: base },
  });
  if (!res.ok()) throw new Error(`sign-up failed: ${res.status()}`);
  // A new account gets its session from the e-mailed verification link (the first one is the admin).
  const verified = await signedIn.request.get(await verificationLink(dataDir, "bench.admin@firm.example"));
  if (!verified.ok()) throw new Error(`e-mail verification failed: ${verified.status()}`);
  const home = await scripts(signedIn, "/", "Client Strategy Analysis");
  await browser.close();
  return { "/auth": auth, "/ (signed in, approved)": home };
}

const BASE32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";
/** The 6-digit RFC 6238 code of a base32 secret now (as api/src/testing/totp.ts, which node cannot import). */
function totpCode(secret) {
  let bits = "";
  for (const ch of secret.replace(/=+$/, "").toUpperCase()) bits += BASE32.indexOf(ch).toString(2).padStart(5, "0");
  const key = Buffer.from((bits.match(/.{8}/g) ?? []).map((b) => Number.parseInt(b, 2)));
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(Date.now() / 1000 / 30)));
  const mac = createHmac("sha1", key).update(counter).digest();
  const offset = mac[mac.length - 1] & 0xf;
  return String((mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, "0");
}

/** A signed-in client of the app for one account: fetch with its cookies kept. */
function client(base) {
  const jar = new Map();
  const call = async (url, { method = "GET", json, redirect = "follow" } = {}) => {
    const res = await fetch(url.startsWith("http") ? url : `${base}${url}`, {
      method,
      redirect,
      headers: {
        origin: base,
        cookie: [...jar].map(([k, v]) => `${k}=${v}`).join("; "),
        ...(json ? { "content-type": "application/json" } : {}),
      },
      body: json ? JSON.stringify(json) : undefined,
    });
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(";");
      const i = pair.indexOf("=");
      jar.set(pair.slice(0, i), pair.slice(i + 1));
    }
    return res;
  };
  const ok = async (what, res, status = 200) => {
    if (res.status !== status) throw new Error(`${what}: ${res.status} ${await res.text()}`);
    return res.status === 302 ? null : res.json();
  };
  return { call, ok, cookie: () => [...jar].map(([k, v]) => `${k}=${v}`).join("; ") };
}

/**
 * A completed analysis of an approved adviser (not the administrator): the administrator (the
 * account loadedSizes created) turns two-factor on, which the admin routes require, an adviser
 * signs up and is approved, then analyses a sample note.
 * @returns the results page's URL and the adviser's Cookie header
 */
async function adviserResults(base, dataDir) {
  const admin = client(base);
  await admin.ok(
    "admin sign-in",
    await admin.call("/api/auth/sign-in/email", {
      method: "POST",
      json: { email: "bench.admin@firm.example", password: "correct-horse-battery-staple" },
    }),
  );
  const { totpURI } = await admin.ok(
    "two-factor enable",
    await admin.call("/api/auth/two-factor/enable", {
      method: "POST",
      json: { password: "correct-horse-battery-staple" },
    }),
  );
  const secret = new URL(totpURI).searchParams.get("secret");
  await admin.ok(
    "two-factor verify",
    await admin.call("/api/auth/two-factor/verify-totp", { method: "POST", json: { code: totpCode(secret) } }),
  );

  const email = "bench.adviser@firm.example";
  const adviser = client(base);
  await adviser.ok(
    "adviser sign-up",
    await adviser.call("/api/auth/sign-up/email", {
      method: "POST",
      json: { email, password: "correct-horse-battery-staple", name: "Bench Adviser" },
    }),
  );
  await adviser.ok(
    "adviser verification",
    await adviser.call(await verificationLink(dataDir, email), { redirect: "manual" }),
    302,
  );
  const { users } = await admin.ok("admin users", await admin.call("/api/admin/users"));
  const user = users.find((u) => u.email === email);
  if (!user) throw new Error(`no user ${email}`);
  await admin.ok("approve", await admin.call(`/api/admin/users/${user.id}/approve`, { method: "POST" }));

  const notes = readFileSync(path.join(root, "api/src/analysis/samples/estate-couple.txt"), "utf8");
  const { project } = await adviser.ok(
    "create project",
    await adviser.call("/api/projects", { method: "POST", json: { notes } }),
    202,
  );
  const deadline = Date.now() + 120_000;
  for (;;) {
    const body = await adviser.ok("project", await adviser.call(`/api/projects/${project.id}`));
    if (body.project.status === "completed") break;
    if (body.project.status === "failed") throw new Error(`the analysis failed: ${body.project.error}`);
    if (Date.now() > deadline) throw new Error("the analysis did not complete in 120 s");
    await new Promise((r) => setTimeout(r, 500));
  }
  return { url: `${base}/results?project=${project.id}`, cookie: adviser.cookie() };
}

function lighthouseVersion() {
  try {
    // lighthouse's exports map hides package.json: find it next to its entry point.
    let dir = path.dirname(createRequire(import.meta.url).resolve("lighthouse"));
    while (!existsSync(path.join(dir, "package.json"))) dir = path.dirname(dir);
    return JSON.parse(readFileSync(path.join(dir, "package.json"), "utf8")).version;
  } catch {
    return "";
  }
}

/**
 * Lighthouse's performance score of each page, mobile and desktop presets, median of RUNS.
 * @param pages `{ name: { url, cookie? } }`; a cookie is sent with every request of that page's runs
 */
async function lighthouseScores(pages) {
  let lighthouse;
  let chromeLauncher;
  try {
    lighthouse = (await import("lighthouse")).default;
    chromeLauncher = await import("chrome-launcher");
  } catch (error) {
    return { error: `lighthouse is not installed: ${error.message}` };
  }
  const out = Object.fromEntries(Object.keys(pages).map((name) => [name, {}]));
  const presets = [
    ["mobile", undefined],
    ["desktop", (await import("lighthouse/core/config/desktop-config.js")).default],
  ].filter(([preset]) => !option("presets") || option("presets").split(",").includes(preset));
  const lhrDir = option("lhr-dir");
  if (lhrDir) mkdirSync(lhrDir, { recursive: true });
  for (const [preset, config] of presets) {
    const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS });
    try {
      for (const [name, { url, cookie }] of Object.entries(pages)) {
        const runs = [];
        for (let i = 0; i < RUNS; i++) {
          const result = await lighthouse(
            url,
            {
              port: chrome.port,
              onlyCategories: ["performance"],
              logLevel: "error",
              output: "json",
              ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
            },
            config,
          );
          const lhr = result.lhr;
          if (lhrDir) {
            const file = `${name.replace(/[^a-z]+/gi, "-").replace(/^-|-$/g, "")}-${preset}-${i + 1}.json`;
            writeFileSync(path.join(lhrDir, file), JSON.stringify(lhr));
          }
          if (lhr.runtimeError) throw new Error(lhr.runtimeError.message);
          // A signed-in page that fell back to /auth (a lost session) would measure the wrong page.
          if (new URL(lhr.finalDisplayedUrl).pathname !== new URL(url).pathname)
            throw new Error(`${name}: Lighthouse ended on ${lhr.finalDisplayedUrl}`);
          const audit = (id) => lhr.audits[id]?.numericValue;
          runs.push({
            score: Math.round((lhr.categories.performance.score ?? 0) * 100),
            fcpMs: Math.round(audit("first-contentful-paint")),
            lcpMs: Math.round(audit("largest-contentful-paint")),
            tbtMs: Math.round(audit("total-blocking-time")),
            cls: Math.round(audit("cumulative-layout-shift") * 1000) / 1000,
            speedIndexMs: Math.round(audit("speed-index")),
            benchmarkIndex: Math.round(lhr.environment?.benchmarkIndex ?? 0),
          });
        }
        runs.sort((a, b) => a.score - b.score);
        const indexes = runs.map((r) => r.benchmarkIndex).sort((a, b) => a - b);
        out[name][preset] = {
          median: runs[Math.floor(RUNS / 2)],
          runs: runs.map((r) => r.score),
          benchmarkIndex: { min: indexes[0], median: indexes[Math.floor(RUNS / 2)], max: indexes.at(-1) },
        };
      }
    } finally {
      await chrome.kill();
    }
  }
  return out;
}

/** Fallback: Lighthouse-like metrics from the Performance API, with Lighthouse's mobile throttling applied through CDP. */
async function performanceApiMetrics(url) {
  const { chromium } = await import("playwright-core");
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROME_FLAGS });
  const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  await page.addInitScript(() => {
    window.__m = { lcp: 0, cls: 0, tbt: 0 };
    new PerformanceObserver((l) => {
      for (const e of l.getEntries()) window.__m.lcp = e.startTime;
    }).observe({ type: "largest-contentful-paint", buffered: true });
    new PerformanceObserver((l) => {
      for (const e of l.getEntries()) if (!e.hadRecentInput) window.__m.cls += e.value;
    }).observe({ type: "layout-shift", buffered: true });
    new PerformanceObserver((l) => {
      for (const e of l.getEntries()) window.__m.tbt += Math.max(0, e.duration - 50);
    }).observe({ type: "longtask", buffered: true });
  });
  await page.goto(url, { waitUntil: "networkidle" });
  await page.waitForTimeout(1000);
  const m = await page.evaluate(() => ({
    fcpMs: Math.round(performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? 0),
    lcpMs: Math.round(window.__m.lcp),
    cls: Math.round(window.__m.cls * 1000) / 1000,
    tbtMs: Math.round(window.__m.tbt),
  }));
  await browser.close();
  return m;
}

async function main() {
  build();
  const manifest = manifestSizes();
  const app = await startApp();
  let loaded;
  let lighthouse;
  let fallback;
  try {
    loaded = await loadedSizes(app.base, app.dataDir);
    const results = await adviserResults(app.base, app.dataDir);
    const pages = {
      "/strategies": { url: `${app.base}/strategies` },
      "/auth": { url: `${app.base}/auth` },
      "/results (signed in)": results,
    };
    const only = option("pages")?.split(",");
    lighthouse = await lighthouseScores(
      Object.fromEntries(Object.entries(pages).filter(([name]) => !only || only.some((p) => name.includes(p)))),
    );
    if (lighthouse.error) fallback = await performanceApiMetrics(`${app.base}/strategies`);
  } finally {
    app.stop();
  }
  const summary = { budgetKB: BUDGET_KB, manifest, loaded, lighthouse, performanceApi: fallback ?? null };
  if (args.has("--json")) {
    process.stdout.write(`${JSON.stringify(summary, null, 2)}\n`);
  } else {
    const line = (label, v, target) => `  ${label.padEnd(28)} ${String(v).padStart(8)}  ${target}`;
    process.stdout.write(
      "\nJavaScript loaded per route, gzip (Vite manifest: entry + route chunks + static imports)\n",
    );
    for (const [route, v] of Object.entries(manifest)) {
      const gated = route === "/auth" || route.startsWith("/ ");
      process.stdout.write(
        `${line(route, `${v.gzipKB} KB`, gated ? (v.gzipKB <= BUDGET_KB ? `≤ ${BUDGET_KB} KB ✓` : `> ${BUDGET_KB} KB ✗`) : "(not budgeted)")}\n`,
      );
    }
    process.stdout.write("\nAs fetched by Chromium (Resource Timing, same files gzipped)\n");
    for (const [route, v] of Object.entries(loaded)) {
      process.stdout.write(
        `${line(route, `${v.gzipKB} KB`, `${v.files} scripts ${v.gzipKB <= BUDGET_KB ? "✓" : "✗"}`)}\n`,
      );
    }
    if (lighthouse.error) {
      process.stdout.write(`\nLighthouse could not run (${lighthouse.error}).\n`);
      process.stdout.write("Performance API under Lighthouse's mobile throttling (Slow 4G, 4× CPU), /strategies:\n");
      process.stdout.write(
        `  FCP ${fallback.fcpMs} ms · LCP ${fallback.lcpMs} ms · TBT ${fallback.tbtMs} ms · CLS ${fallback.cls}\n`,
      );
    } else {
      process.stdout.write(
        `\nLighthouse ${lighthouseVersion()} performance (median of ${RUNS} runs; target on mobile ≥ ${SCORE_TARGET})\n`,
      );
      for (const [page, presets] of Object.entries(lighthouse)) {
        process.stdout.write(`  ${page}\n`);
        for (const [preset, v] of Object.entries(presets)) {
          const m = v.median;
          process.stdout.write(
            `    ${preset.padEnd(8)} score ${m.score} ${m.score >= SCORE_TARGET ? "✓" : "✗"}  (runs ${v.runs.join(", ")})  FCP ${m.fcpMs} ms · LCP ${m.lcpMs} ms · TBT ${m.tbtMs} ms · CLS ${m.cls} · SI ${m.speedIndexMs} ms · host BenchmarkIndex ${v.benchmarkIndex.median} (${v.benchmarkIndex.min}–${v.benchmarkIndex.max})\n`,
          );
        }
      }
      process.stdout.write(
        "  (the simulated 4× CPU slowdown of the mobile preset is relative to the host's BenchmarkIndex)\n",
      );
    }
  }
}

main().catch((error) => {
  process.stderr.write(`${error.stack ?? error}\n`);
  process.exit(1);
});
