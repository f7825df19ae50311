// Entry of the analysis worker thread (api/src/jobs/analysis-in-worker.ts). A worker thread does
// not inherit vitest's transform, and under plain node it has no TypeScript loader, so this plain
// ESM file loads the TypeScript worker through tsx's scoped loader (`tsImport`), the same way
// under tsx (npm start, dev, bench), vitest and node.
import { tsImport } from "tsx/esm/api";

await tsImport("./analysis-worker.ts", import.meta.url);
