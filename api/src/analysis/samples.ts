import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/** The sample client notes beside the repository (`../shared/samples/notes/`). */
export const SAMPLE_NOTES_DIR = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  "../../../../shared/samples/notes",
);

/** Every sample note as [file name, text]. @throws when the folder is missing. */
export function loadSampleNotes(): [string, string][] {
  if (!existsSync(SAMPLE_NOTES_DIR)) throw new Error(`Sample notes not found at ${SAMPLE_NOTES_DIR}`);
  return readdirSync(SAMPLE_NOTES_DIR)
    .filter((f) => f.endsWith(".txt"))
    .sort()
    .map((f) => [f, readFileSync(path.join(SAMPLE_NOTES_DIR, f), "utf8")]);
}
