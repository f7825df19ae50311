import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin, type Rollup } from "vite";

/** Each route's lazily loaded page module (and the signed-in header), keyed by path or path prefix. */
const ROUTE_MODULES: Record<string, string[]> = {
  "/": ["src/app/routes/home.tsx", "src/components/layout/header.tsx"],
  "/auth": ["src/app/routes/auth.tsx"],
  "/results": ["src/app/routes/results.tsx", "src/components/layout/header.tsx"],
  "/strategies": ["src/app/routes/strategies.tsx"],
  "/admin": ["src/app/routes/admin.tsx", "src/components/layout/header.tsx"],
  "/training/": ["src/app/routes/training.tsx"],
};

/**
 * The built index.html paints its app shell before any script is requested:
 * - the stylesheet is inlined (no render-blocking request);
 * - the entry script, its modulepreloads and the current route's chunks (route-level code
 *   splitting without the waterfall of discovering them only after the entry has run) are added
 *   by a small loader after the first frame;
 * - with them, the API requests the page's first render waits for (src/app/app.tsx preloadRoute):
 *   the catalogue on /strategies, /api/me and /api/health on /auth, /api/me, the project and its
 *   versions on /results.
 * A visitor sees the page frame at once; the scripts start one frame later.
 */
function appShellLoader(): Plugin {
  return {
    name: "fsa-app-shell-loader",
    apply: "build",
    transformIndexHtml: {
      order: "post",
      handler(html, ctx) {
        const bundle = ctx.bundle as Rollup.OutputBundle | undefined;
        if (!bundle) return html;
        const chunks = Object.values(bundle).filter((c): c is Rollup.OutputChunk => c.type === "chunk");
        const entry = chunks.find((c) => c.isEntry);
        if (!entry) return html;
        const walk = (file: string, into: Set<string>) => {
          const chunk = bundle[file];
          if (chunk?.type !== "chunk" || into.has(file)) return;
          into.add(file);
          for (const dep of chunk.imports) walk(dep, into);
        };
        const inEntry = new Set<string>();
        walk(entry.fileName, inEntry);
        const routes: Record<string, string[]> = {};
        for (const [route, modules] of Object.entries(ROUTE_MODULES)) {
          const files = new Set<string>();
          for (const m of modules) {
            const chunk = chunks.find((c) => c.facadeModuleId?.endsWith(m));
            if (chunk) walk(chunk.fileName, files);
          }
          routes[route] = [...files].filter((f) => !inEntry.has(f)).map((f) => `/${f}`);
        }
        const preloads = [...inEntry].filter((f) => f !== entry.fileName).map((f) => `/${f}`);
        // The self-hosted font's Latin file, fetched with the inlined stylesheet rather than after
        // the first layout, so text swaps from the fallback early or not at all.
        const font = Object.keys(bundle).find((f) => /inter-latin-wght-normal[^/]*\.woff2$/.test(f));
        let out = html
          .replace(/\s*<script type="module" crossorigin src="[^"]+"><\/script>/, "")
          .replace(/\s*<link rel="modulepreload" crossorigin href="[^"]+">/g, "");
        out = out.replace(/<link rel="stylesheet" crossorigin href="\/([^"]+)">/, (tag, file: string) => {
          const css = bundle[file];
          const preload = font ? `<link rel="preload" as="font" type="font/woff2" crossorigin href="/${font}">` : "";
          return css?.type === "asset" ? `${preload}<style>${String(css.source)}</style>` : tag;
        });
        // The API requests the current page's first render needs start with the scripts, after the
        // first frame like them: a request sent before the first paint is one it may wait for (and
        // Lighthouse's simulation counts it so). src/lib/api-client.ts takes each response once;
        // src/app/app.tsx preloadRoute waits for them. Only those it waits for: one that arrived
        // during the first render (a transition) would interrupt it with an urgent re-render.
        const prefetch = `var f=window.__fsaPrefetch=window.__fsaPrefetch||{},g=function(u){if(!f[u])f[u]=fetch(u,{credentials:"same-origin",headers:{accept:"application/json"}})},q=new URLSearchParams(location.search),j=q.get("project");if(p==="/strategies")g("/api/strategies");if(p==="/auth"||p==="/results")g("/api/me");if(p==="/auth")g("/api/health");if(p==="/results"&&j){g("/api/projects/"+encodeURIComponent(j)+"/versions");if(!q.has("version"))g("/api/projects/"+encodeURIComponent(j))}`;
        // While the scripts download the main thread is idle: the browser's first Intl formatter
        // (about 20-60 ms on a 2-core host, loading its locale data) is made then, not in the
        // middle of the first render, which formats amounts and dates (@fsa/shared format.ts).
        const warmIntl = `setTimeout(function(){try{new Intl.NumberFormat("en-US",{style:"currency",currency:"USD",minimumFractionDigits:0,maximumFractionDigits:0}).format(0);new Intl.DateTimeFormat("en-US",{dateStyle:"short",timeStyle:"short",hour12:true}).format(0)}catch(x){}},0)`;
        const loader = `(function(){var e=${JSON.stringify(`/${entry.fileName}`)},s=${JSON.stringify(preloads)},r=${JSON.stringify(routes)},p=location.pathname,k=r[p]?p:Object.keys(r).find(function(x){return x.length>1&&x.charAt(x.length-1)==="/"&&p.indexOf(x)===0});function go(){${prefetch};s.concat(r[k]||[]).forEach(function(h){var l=document.createElement("link");l.rel="modulepreload";l.crossOrigin="";l.href=h;document.head.appendChild(l)});var m=document.createElement("script");m.type="module";m.crossOrigin="";m.src=e;document.head.appendChild(m);${warmIntl}}if(document.visibilityState==="hidden"){go()}else{requestAnimationFrame(function(){setTimeout(go,0)})}})();`;
        return out.replace("</body>", `  <script>${loader}</script>\n  </body>`);
      },
    },
  };
}

/** The header's menus (Radix's menu, menubar and dropdown and their positioning), a chunk of their own. */
const MENU_MODULES =
  /[\\/]node_modules[\\/](@radix-ui[\\/]react-(menu|menubar|dropdown-menu|popper|arrow|use-size|use-rect)|@floating-ui)[\\/]/;

/**
 * Writes a Brotli (`.br`, quality 11) and a gzip (`.gz`, level 9) copy next to each built script
 * and stylesheet, which the API sends to browsers that accept them (serveStatic's
 * `precompressed`, api/src/app.ts) instead of gzipping every request on the fly: about a sixth
 * fewer bytes than gzip for the scripts a page needs before its first screen (issue #16, the
 * results page on a phone's network), and no compression work per request.
 */
function precompressAssets(): Plugin {
  let outDir = "dist";
  return {
    name: "fsa-precompress-assets",
    apply: "build",
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    writeBundle(_options, bundle) {
      for (const file of Object.keys(bundle)) {
        if (!/\.(js|css|svg|json)$/.test(file)) continue;
        const source = readFileSync(path.join(outDir, file));
        const br = brotliCompressSync(source, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
          },
        });
        const gz = gzipSync(source, { level: 9 });
        if (br.length < source.length) writeFileSync(path.join(outDir, `${file}.br`), br);
        if (gz.length < source.length) writeFileSync(path.join(outDir, `${file}.gz`), gz);
      }
    },
  };
}

/** The web app; in development /api is proxied to the API on port 3000 (`npm run dev`). */
export default defineConfig({
  plugins: [react(), tailwindcss(), appShellLoader(), precompressAssets()],
  server: { proxy: { "/api": "http://localhost:3000" } },
  build: {
    target: "es2022",
    outDir: "dist",
    emptyOutDir: true,
    // web/bench/web.bench.mjs reads the manifest to sum the JavaScript each route loads.
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // Not the entry module itself (index.html's loader requests the entry chunk by name), nor
            // the stylesheet, which stays the entry's (inlined into index.html, never fetched).
            {
              name: "app",
              tags: ["$initial"],
              test: (id) => !/([\\/]src[\\/]main\.tsx|[\\/]index\.html|\.css)($|\?)/.test(id),
              priority: 20,
            },
            {
              name: "ui",
              test: /[\\/]web[\\/]src[\\/]components[\\/]ui[\\/](alert|badge|bullet-list|button|card|input|skeleton|spinner|menu-classes)\.tsx?$|[\\/]node_modules[\\/]lucide-react[\\/]/,
              priority: 10,
            },
            // Radix's primitives and the libraries they share, without the menus (the header's).
            {
              name: "radix",
              test: (id) =>
                /[\\/]node_modules[\\/](@radix-ui|react-remove-scroll|react-remove-scroll-bar|react-style-singleton|use-callback-ref|use-sidecar|aria-hidden|get-nonce|tslib)[\\/]/.test(
                  id,
                ) && !MENU_MODULES.test(id),
              priority: 15,
            },
            { name: "menus", test: MENU_MODULES, priority: 10 },
          ],
        },
      },
    },
  },
});
