import {
  strategyCountFromText,
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

/** Strategy count of a card: the recommendations of a structured analysis, else spec §5's rule on its text. */
function strategyCount(row: ProjectRow): number {
  if (!row.analysis) return 0;
  const parsed = ZAnalysisResult.safeParse(row.analysis);
  if (parsed.success) return parsed.data.recommendations.length;
  return strategyCountFromText(JSON.stringify(row.analysis));
}

/** A workspace card (spec §2 "Client Workspace"). */
export function toSummary(row: ProjectRow): TProjectSummary {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    status: ZProjectStatus.catch("pending").parse(row.status),
    stage: ZAnalysisStage.catch("queued").parse(row.stage),
    netWorth: row.analysis?.clientProfile?.currentNetWorth ?? 0,
    strategyCount: strategyCount(row),
    error: row.error,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
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
