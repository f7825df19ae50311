import path from "node:path";
import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

const here = path.dirname(fileURLToPath(import.meta.url));

/** The Teams tab: its own small app, served by the API at /teams/ (docs/adr/0002). */
export default defineConfig({
  root: path.join(here, "tab"),
  base: "/teams/",
  plugins: [react()],
  build: { outDir: path.join(here, "dist/tab"), emptyOutDir: true, target: "es2022" },
});
