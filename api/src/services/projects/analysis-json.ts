import { ZAnalysisResult } from "@fsa/shared";

/**
 * The stored analysis of a project as the API sends it (issue #15): validated against
 * ZAnalysisResult on the way out, as always, but once per stored row version rather than on every
 * read. An analysis is about 100 KB of JSON; reading it from the database, parsing and validating
 * it on every `GET /api/projects/:id` cost more than the rest of the request.
 *
 * Kept for the most recently read projects, by project id and the row's version: PostgreSQL's
 * `xmin`, which every UPDATE of the row changes (a new row version is written), so a
 * recalculation, a correction or any other write, through the app or not, is seen on the next read.
 */

/** Projects whose validated analysis is kept (≈ 100 KB of JSON each). */
export const ANALYSIS_JSON_CACHE_ENTRIES = 32;

interface Entry {
  /** The row version (`xmin`) the analysis was read at. */
  rowVersion: string;
  /** JSON of the validated analysis, or null (none stored, or not passing ZAnalysisResult). */
  json: string | null;
}

/** Least recently used first (a Map keeps insertion order; a hit is moved to the end). */
const cache = new Map<string, Entry>();

/** JSON of the validated analysis stored as `stored`, or null when there is none or it does not pass ZAnalysisResult. */
export function validateAnalysisText(stored: string | null): string | null {
  if (stored === null) return null;
  try {
    const parsed = ZAnalysisResult.safeParse(JSON.parse(stored));
    return parsed.success ? JSON.stringify(parsed.data) : null;
  } catch {
    return null;
  }
}

/**
 * JSON of the validated analysis of project `id` at row version `rowVersion`, or null as
 * {@link validateAnalysisText}. `load` reads the stored analysis text at that row version, or
 * answers `undefined` when the row has changed since (then the text it reads instead is
 * validated and answered, not kept).
 */
export async function validatedAnalysisJson(
  id: string,
  rowVersion: string,
  load: () => Promise<{ stored: string | null; sameVersion: boolean }>,
): Promise<string | null> {
  const hit = cache.get(id);
  if (hit && hit.rowVersion === rowVersion) {
    cache.delete(id);
    cache.set(id, hit);
    return hit.json;
  }
  const { stored, sameVersion } = await load();
  const json = validateAnalysisText(stored);
  if (!sameVersion) return json;
  cache.delete(id);
  cache.set(id, { rowVersion, json });
  while (cache.size > ANALYSIS_JSON_CACHE_ENTRIES) {
    const oldest = cache.keys().next().value;
    if (oldest === undefined) break;
    cache.delete(oldest);
  }
  return json;
}

/** Forgets every kept analysis (tests). */
export function clearAnalysisJsonCache(): void {
  cache.clear();
}
