import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

/** The web app; in development /api is proxied to the API on port 3000. */
export default defineConfig({
  plugins: [react()],
  server: { proxy: { "/api": "http://localhost:3000" } },
  build: { target: "es2022", outDir: "dist", emptyOutDir: true },
});
