import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const here = path.dirname(fileURLToPath(import.meta.url));

/** Screenshots and the server log (gitignored). */
export const ARTIFACTS = path.resolve(here, "../artifacts");

/** A sample client note of the repository (`api/src/analysis/samples/<name>.txt`). */
export const sampleNote = (name: string) =>
  readFileSync(path.resolve(here, `../../../api/src/analysis/samples/${name}.txt`), "utf8");

/** The first account on the fresh database: the administrator. */
export const ADMIN = {
  email: "avery.admin@firm.example",
  password: "correct-horse-battery-staple",
  name: "Avery Admin",
};
export const PASSWORD = "correct-horse-battery-staple";

/** better-auth checks the Origin of state-changing requests against PUBLIC_URL. */
export const ORIGIN_HEADER = (base: string) => ({ origin: base });

/** Spec §9 "Waiting view ... Message order". */
export const SPEC_WAITING_TOPICS = [
  "analysing client financial profile",
  "risk tolerance and objectives",
  "current allocation",
  "optimal portfolio distribution",
  "tax optimisation",
  "retirement scenarios",
  "insurance coverage",
  "estate planning",
  "projected returns",
  "personalised recommendations",
  "finalising strategic analysis",
  "cross-border tax",
  "family governance",
  "asset protection",
  "succession planning",
  "offshore holdings",
  "philanthropy",
  "liquidity event impacts",
];
