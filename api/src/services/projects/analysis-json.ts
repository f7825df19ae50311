import { ZAnalysisResult } from "@fsa/shared";

/**
 * The stored analysis of a project as the API sends it (issue #15): validated against
 * ZAnalysisResult on the way out, as always, but only once per stored text. An analysis is about
 * 100 KB of JSON; parsing and validating it on every `GET /api/projects/:id` cost more than the
 * rest of the request. The last validated text of the most recently read projects is kept with
 * its result, and reused only when the text read from the database is the same, character for
 * character, so a recalculation, a correction or any other write is seen at once.
 */

/** Projects whose validated analysis is kept (≈ 2 × 100 KB each: the stored and the sent text). */
export const ANALYSIS_JSON_CACHE_ENTRIES = 32;

interface Entry {
  /** The analysis as read from the database (jsonb as text). */
  stored: string;
  /** JSON of the validated analysis, or null when the stored one does not pass ZAnalysisResult. */
  json: string | null;
}

/** Least recently used first (a Map keeps insertion order; a hit is moved to the end). */
const cache = new Map<string, Entry>();

/**
 * JSON of the validated analysis stored as `stored` for `key` (a project id), or null when there
 * is none or it does not pass ZAnalysisResult (as a read always answered).
 */
export function validatedAnalysisJson(key: string, stored: string | null): string | null {
  if (stored === null) return null;
  const hit = cache.get(key);
  if (hit && hit.stored === stored) {
    cache.delete(key);
    cache.set(key, hit);
    return hit.json;
  }
  let json: string | null = null;
  try {
    const parsed = ZAnalysisResult.safeParse(JSON.parse(stored));
    json = parsed.success ? JSON.stringify(parsed.data) : null;
  } catch {
    json = null;
  }
  cache.delete(key);
  cache.set(key, { stored, json });
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
