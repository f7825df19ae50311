#!/usr/bin/env node
// `npm run dev`: the API with reload and the Vite dev server (which proxies /api to the API).
import { spawn } from "node:child_process";

const children = [
  spawn("npm", ["run", "dev", "-w", "@fsa/api"], { stdio: "inherit" }),
  spawn("npm", ["run", "dev", "-w", "@fsa/web"], { stdio: "inherit" }),
];
const stop = () => {
  for (const c of children) c.kill("SIGTERM");
  process.exit(0);
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
for (const c of children) c.on("exit", (code) => code && stop());
