import type { TFactCorrections } from "./facts.ts";

// Free of zod, so the web app's results page can use it without bundling the schemas.

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The fields whose correction differs between two sets (set, changed or withdrawn), sorted by
 * name. `{primaryAge: 60}` → `{primaryAge: 61, maritalStatus: "single"}` gives
 * `["maritalStatus", "primaryAge"]`. A `null` correction differs from no correction.
 */
export function changedFactFields(previous: TFactCorrections, next: TFactCorrections): string[] {
  const p = previous as Record<string, unknown>;
  const n = next as Record<string, unknown>;
  const set = (o: Record<string, unknown>, k: string) => o[k] !== undefined;
  const keys = new Set([...Object.keys(p), ...Object.keys(n)]);
  return [...keys].filter((k) => set(p, k) !== set(n, k) || (set(n, k) && !same(p[k], n[k]))).sort();
}
