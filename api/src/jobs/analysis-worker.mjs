// Entry of the analysis worker thread (api/src/jobs/analysis-in-worker.ts). A worker thread does
// not inherit vitest's transform, and under plain node it has no TypeScript loader, so this plain
// ESM file loads the TypeScript worker through tsx's scoped loader (`tsImport`), the same way
// under tsx (npm start, dev, bench), vitest and node.
import { setPriority } from "node:os";
import { tsImport } from "tsx/esm/api";

// Below the server's own thread (issue #15: several analyses and readers run at once): on Linux a
// thread has a nice value of its own, so the HTTP thread keeps answering while these use the cores.
// Nice 5 weighs a third of the server's thread; elsewhere setPriority would slow the whole process.
if (process.platform === "linux") {
  try {
    setPriority(5);
  } catch {
    // Not allowed in this container: the threads keep the server's priority.
  }
}

await tsImport("./analysis-worker.ts", import.meta.url);
