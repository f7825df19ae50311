import {
  type TAnalysisResult,
  type TAnalysisVersion,
  type TFactCorrections,
  ZAnalysisResult,
  ZAnalysisVersionStatus,
} from "@fsa/shared";
import { and, desc, eq } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.ts";
import { analysisVersions, explanations, user } from "../../db/schema/index.ts";

/**
 * The versions of a project's analysis as stored (issue #12 item 4): what the job, the read and
 * the correction services share. No permission checks here: callers load the project through
 * `loadOwnProject` (services) or run as the job.
 */

type Executor = Db | Tx;

/** The recalculation the job runs: its version and the adviser's corrections for it. */
export interface VersionRun {
  version: number;
  corrections: TFactCorrections;
  /** True for a recalculation (version 2 on): it reuses the stored document text instead of re-extracting. */
  reuseDocumentText: boolean;
}

/**
 * Marks the latest version of the project as processing and returns what to run. A project
 * saved before versions existed (queued, never analysed) gets its version 1 here.
 * @param ownerId the project's owner, the author of a version 1 created here.
 */
export async function startVersionRun(db: Executor, projectId: string, ownerId: string): Promise<VersionRun> {
  await db
    .insert(analysisVersions)
    .values({ projectId, version: 1, status: "processing", createdBy: ownerId })
    .onConflictDoNothing();
  const [latest] = await db
    .select({ version: analysisVersions.version, corrections: analysisVersions.corrections })
    .from(analysisVersions)
    .where(eq(analysisVersions.projectId, projectId))
    .orderBy(desc(analysisVersions.version))
    .limit(1);
  const version = latest?.version ?? 1;
  await db
    .update(analysisVersions)
    .set({ status: "processing", error: null })
    .where(and(eq(analysisVersions.projectId, projectId), eq(analysisVersions.version, version)));
  return { version, corrections: latest?.corrections ?? {}, reuseDocumentText: version > 1 };
}

/**
 * Stores a version's analysis as completed. From version 2 on, cached strategy explanations are
 * dropped: they were written from the earlier facts. Call inside the transaction that updates
 * the project row.
 */
export async function completeVersionRun(
  tx: Executor,
  projectId: string,
  version: number,
  result: { analysis: TAnalysisResult; rawResponse: string | null },
): Promise<void> {
  await tx
    .update(analysisVersions)
    .set({
      status: "completed",
      analysis: result.analysis,
      rawLlmResponse: result.rawResponse,
      error: null,
      completedAt: new Date(),
    })
    .where(and(eq(analysisVersions.projectId, projectId), eq(analysisVersions.version, version)));
  if (version > 1) await tx.delete(explanations).where(eq(explanations.projectId, projectId));
}

/** Marks a version's recalculation as failed with the message shown to the adviser. */
export async function failVersionRun(db: Executor, projectId: string, version: number, error: string): Promise<void> {
  await db
    .update(analysisVersions)
    .set({ status: "failed", error })
    .where(and(eq(analysisVersions.projectId, projectId), eq(analysisVersions.version, version)));
}

/** Puts a project's failed latest version back to pending (a retry). */
export async function requeueLatestVersion(tx: Executor, projectId: string): Promise<void> {
  const [latest] = await tx
    .select({ version: analysisVersions.version })
    .from(analysisVersions)
    .where(eq(analysisVersions.projectId, projectId))
    .orderBy(desc(analysisVersions.version))
    .limit(1);
  if (!latest) return;
  await tx
    .update(analysisVersions)
    .set({ status: "pending", error: null })
    .where(
      and(
        eq(analysisVersions.projectId, projectId),
        eq(analysisVersions.version, latest.version),
        eq(analysisVersions.status, "failed"),
      ),
    );
}

const versionColumns = {
  version: analysisVersions.version,
  status: analysisVersions.status,
  corrections: analysisVersions.corrections,
  changedFields: analysisVersions.changedFields,
  error: analysisVersions.error,
  createdAt: analysisVersions.createdAt,
  completedAt: analysisVersions.completedAt,
  createdById: analysisVersions.createdBy,
  createdByEmail: user.email,
};

/** The project's versions without their analyses, newest first. */
export async function listVersionRows(db: Executor, projectId: string): Promise<TAnalysisVersion[]> {
  const rows = await db
    .select(versionColumns)
    .from(analysisVersions)
    .innerJoin(user, eq(user.id, analysisVersions.createdBy))
    .where(eq(analysisVersions.projectId, projectId))
    .orderBy(desc(analysisVersions.version));
  return rows.map((r) => ({
    version: r.version,
    createdAt: r.createdAt.toISOString(),
    createdBy: { id: r.createdById, email: r.createdByEmail },
    status: ZAnalysisVersionStatus.catch("pending").parse(r.status),
    changedFields: r.changedFields,
    corrections: r.corrections,
    error: r.error,
    completedAt: r.completedAt?.toISOString() ?? null,
  }));
}

/** One version's stored analysis (validated on the way out) and raw model reply. */
export async function loadVersionAnalysis(
  db: Executor,
  projectId: string,
  version: number,
): Promise<{ analysis: TAnalysisResult | null; rawLlmResponse: string | null }> {
  const [row] = await db
    .select({ analysis: analysisVersions.analysis, rawLlmResponse: analysisVersions.rawLlmResponse })
    .from(analysisVersions)
    .where(and(eq(analysisVersions.projectId, projectId), eq(analysisVersions.version, version)));
  const parsed = row?.analysis ? ZAnalysisResult.safeParse(row.analysis) : null;
  return { analysis: parsed?.success ? parsed.data : null, rawLlmResponse: row?.rawLlmResponse ?? null };
}
