import { z } from "zod";
import { ZAnalysisResult, ZAnalysisStage } from "./analysis.ts";
import { PROJECT_NAME_MAX_CHARS, PROJECT_SORTS } from "./project-list.ts";
import { hasVisibleText } from "./text.ts";
import { ZAnalysisVersion } from "./versions.ts";

/** An attachment sent for analysis (spec §3 "Attachment sent for analysis"). */
export const ZAttachment = z.object({
  name: z.string().min(1).max(255),
  /** Size in bytes as the browser reported it. */
  size: z.number().int().nonnegative(),
  type: z.string().max(255),
  /** The file as a data URL (`data:<mime>;base64,<bytes>`). */
  data: z.string().regex(/^data:[^,]*,/, "data must be a data URL"),
});
export type TAttachment = z.infer<typeof ZAttachment>;

/** `POST /api/projects` body (spec §3 "Analysis request", ARCHITECTURE.md API contract). */
export const ZCreateProjectRequest = z.object({
  /** Whitespace, zero-width and control characters alone count as no notes (issue #14 item 9). */
  notes: z
    .string({ error: (issue) => (issue.input === undefined ? "Notes required" : undefined) })
    .refine(hasVisibleText, { message: "Notes required" }),
  attachments: z.array(ZAttachment).optional(),
  name: z.string().max(PROJECT_NAME_MAX_CHARS).optional(),
  description: z.string().max(2000).optional(),
});
export type TCreateProjectRequest = z.infer<typeof ZCreateProjectRequest>;

/** Project status values (spec §4 "Project status"); `processing` is shown capitalised and muted. */
export const ZProjectStatus = z.enum(["pending", "processing", "completed", "failed"]);
export type TProjectStatus = z.infer<typeof ZProjectStatus>;

/** `PATCH /api/projects/:id` body (issue #16 rename): the adviser's name for the analysis. */
export const ZRenameProjectRequest = z.object({
  name: z.string().trim().min(1).max(PROJECT_NAME_MAX_CHARS),
});
export type TRenameProjectRequest = z.infer<typeof ZRenameProjectRequest>;

/** A workspace card's fields: everything but the full analysis and raw model reply. */
export const ZProjectSummary = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  status: ZProjectStatus,
  stage: ZAnalysisStage,
  /** USD, 0 when unknown (spec §5). */
  netWorth: z.number(),
  strategyCount: z.number().int(),
  /** The analysis version the card's figures come from (the latest completed), null before one completes. */
  latestVersion: z.number().int().positive().nullable(),
  error: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TProjectSummary = z.infer<typeof ZProjectSummary>;

/**
 * A saved project (spec §3 "projects"). `analysis` and `rawLlmResponse` are those of
 * `analysisVersion`: the version asked for (`GET /api/projects/:id?version=N`), else the latest
 * completed one, else the latest (issue #12 item 4). `status` and `stage` are the project's: a
 * recalculation under way shows as pending or processing while the latest completed analysis
 * stays readable. `versionCount` is the number of versions (0 for a project saved before versions
 * existed and not analysed since).
 */
export const ZProject = ZProjectSummary.extend({
  clientNotes: z.string(),
  analysis: ZAnalysisResult.nullable(),
  extractedDocumentText: z.string(),
  rawLlmResponse: z.string().nullable(),
  hasDocuments: z.boolean(),
  analysisVersion: ZAnalysisVersion.nullable(),
  versionCount: z.number().int().nonnegative(),
});
export type TProject = z.infer<typeof ZProject>;

export const ZProjectResponse = z.object({ project: ZProject });
/** Page size of `GET /api/projects` without `?limit`, and the largest `?limit` accepted (issue #15). */
export const PROJECTS_PAGE_DEFAULT = 50;
export const PROJECTS_PAGE_MAX = 200;

/** `?sort=` of the workspace list (project-list.ts). */
export const ZProjectSort = z.enum(PROJECT_SORTS);

/**
 * `GET /api/projects` query: `limit` 1–200 (default 50), the `nextCursor` of the page before,
 * `q` (a case-insensitive substring of the name or description) and `sort` (default newest). A
 * cursor is only valid with the `sort` it was written for.
 */
export const ZListProjectsQuery = z.object({
  limit: z.coerce.number().int().min(1).max(PROJECTS_PAGE_MAX).optional(),
  cursor: z.string().min(1).max(200).optional(),
  q: z.string().max(PROJECT_NAME_MAX_CHARS).optional(),
  sort: ZProjectSort.optional(),
});
export type TListProjectsQuery = z.infer<typeof ZListProjectsQuery>;

/**
 * One page of `GET /api/projects`, newest first (created_at, then id, descending). `nextCursor`
 * is the opaque `?cursor=` of the next page, null on the last. `total` is the adviser's number of
 * projects, counted on the first page only (null on the pages after it).
 */
export const ZListProjectsResponse = z.object({
  projects: z.array(ZProjectSummary),
  nextCursor: z.string().nullable(),
  total: z.number().int().nonnegative().nullable(),
});
export type TListProjectsResponse = z.infer<typeof ZListProjectsResponse>;

/** One server-sent event of `GET /api/projects/:id/events`. */
export const ZProjectEvent = z.object({
  projectId: z.string(),
  status: ZProjectStatus,
  stage: ZAnalysisStage,
  error: z.string().nullable(),
});
export type TProjectEvent = z.infer<typeof ZProjectEvent>;
