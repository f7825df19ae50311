#!/usr/bin/env node
// `npm start` (issue #15 "Production start"): builds the API, the web app and the Teams tab when
// their sources changed since the last build (scripts/build.mjs), then runs the compiled server
// (api/dist/main.mjs) in this process on plain node: no TypeScript loader, no Vite.
// `npm run dev` keeps tsx and Vite.
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { build } from "./build.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
await build({ ifChanged: true });
await import(pathToFileURL(path.join(root, "api/dist/main.mjs")).href);
