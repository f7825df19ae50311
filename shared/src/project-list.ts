/**
 * The workspace list's constants, in a module without schemas so the browser bundle can use them
 * without zod (docs/web-decisions.md "Bundle budget"); project.ts builds its schemas on them.
 */

/** Longest project name, in characters (the create and rename requests' limit). */
export const PROJECT_NAME_MAX_CHARS = 200;

/**
 * Orders of the workspace list (issue #16): newest or oldest first by created_at, or by net worth,
 * largest or smallest first (unknown net worth, 0, counts as the smallest). Ties break on the id.
 */
export const PROJECT_SORTS = ["newest", "oldest", "net-worth-desc", "net-worth-asc"] as const;
export type TProjectSort = (typeof PROJECT_SORTS)[number];
