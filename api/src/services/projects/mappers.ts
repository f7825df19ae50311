import {
  type TAnalysisResult,
  type TAnalysisVersion,
  type TProject,
  type TProjectSummary,
  ZAnalysisResult,
  ZAnalysisStage,
  ZProjectStatus,
} from "@fsa/shared";
import type { projects } from "../../db/schema/index.ts";

type ProjectRow = typeof projects.$inferSelect;

/**
 * The columns a workspace card is made of (issue #15): the summary columns written when a version
 * completes, never the analysis JSON, the notes or the documents' text.
 */
export type SummaryRow = Pick<
  ProjectRow,
  | "id"
  | "name"
  | "description"
  | "status"
  | "stage"
  | "netWorth"
  | "strategyCount"
  | "latestVersion"
  | "error"
  | "createdAt"
  | "updatedAt"
>;

/**
 * The summary columns of a completed analysis, written beside `projects.analysis` in the same
 * statement: net worth (USD, the client profile's) and strategy count (its recommendations).
 * @param version the analysis version that completed (1, 2, …).
 */
export function summaryColumnsOf(
  analysis: TAnalysisResult,
  version: number,
): Pick<ProjectRow, "netWorth" | "strategyCount" | "latestVersion"> {
  return {
    netWorth: analysis.clientProfile.currentNetWorth,
    strategyCount: analysis.recommendations.length,
    latestVersion: version,
  };
}

const STATUSES: ReadonlySet<string> = new Set(ZProjectStatus.options);
const STAGES: ReadonlySet<string> = new Set(ZAnalysisStage.options);

/** A workspace card (spec §2 "Client Workspace"), from the summary columns alone. */
export function toSummary(row: SummaryRow): TProjectSummary {
  return listRowSummary({ ...row, createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString() });
}

/**
 * A row of the list's page as the database driver returns it (services/projects/read.ts): the
 * summary columns with `created_at` and `updated_at` already written as ISO 8601 text in UTC.
 */
export type ListRow = Omit<SummaryRow, "createdAt" | "updatedAt"> & { createdAt: string; updatedAt: string };

/** A workspace card from a list row (the list reads dates as text; {@link toSummary} converts them). */
export function listRowSummary(row: ListRow): TProjectSummary {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    // A value outside the enums (never written) reads as the first state, as a zod .catch would.
    status: STATUSES.has(row.status) ? (row.status as TProjectSummary["status"]) : "pending",
    stage: STAGES.has(row.stage) ? (row.stage as TProjectSummary["stage"]) : "queued",
    netWorth: row.netWorth,
    strategyCount: row.strategyCount,
    latestVersion: row.latestVersion,
    error: row.error,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

/** Which version a full project shows (issue #12 item 4); without it, the row's own analysis. */
export interface ShownVersion {
  version: TAnalysisVersion | null;
  count: number;
  /** That version's analysis and raw reply, when it is not the row's (an earlier version asked for). */
  content?: { analysis: TAnalysisResult | null; rawLlmResponse: string | null };
}

/** A full project; the stored analysis is validated on the way out (ARCHITECTURE.md "Data"). */
export function toProject(
  row: ProjectRow,
  hasDocuments: boolean,
  shown: ShownVersion = { version: null, count: 0 },
): TProject {
  const parsed = row.analysis ? ZAnalysisResult.safeParse(row.analysis) : null;
  return {
    ...toSummary(row),
    clientNotes: row.clientNotes,
    analysis: shown.content ? shown.content.analysis : parsed?.success ? parsed.data : null,
    extractedDocumentText: row.extractedDocumentText,
    rawLlmResponse: shown.content ? shown.content.rawLlmResponse : row.rawLlmResponse,
    hasDocuments,
    analysisVersion: shown.version,
    versionCount: shown.count,
  };
}
