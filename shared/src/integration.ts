import { z } from "zod";
import { ZAnalysisStage } from "./analysis.ts";
import { totalProjectedTaxSavings } from "./format.ts";
import { type TProject, ZProjectStatus } from "./project.ts";

/**
 * What the CRM card and the Teams tab show of an analysis at a glance: the profile line, the top
 * strategies with their net benefit, total projected tax savings (spec §5 rule), and a link to
 * the full results in the web app.
 */
export const ZAnalysisSummary = z.object({
  projectId: z.string(),
  name: z.string(),
  status: ZProjectStatus,
  stage: ZAnalysisStage,
  error: z.string().nullable(),
  createdAt: z.string(),
  /** USD, 0 when not stated. */
  netWorth: z.number(),
  riskTolerance: z.string(),
  topStrategies: z.array(
    z.object({ strategyId: z.string(), strategy: z.string(), category: z.string(), netBenefit: z.number() }),
  ),
  /** Formatted per spec §5, e.g. "$1,234,567+" or "To be calculated". */
  totalProjectedTaxSavings: z.string(),
  engine: z.string().nullable(),
  resultsUrl: z.string(),
});
export type TAnalysisSummary = z.infer<typeof ZAnalysisSummary>;

/** Builds the at-a-glance summary of a project; `publicUrl` is the web app's origin. */
export function summarizeProject(project: TProject, publicUrl: string, top = 3): TAnalysisSummary {
  const a = project.analysis;
  return {
    projectId: project.id,
    name: project.name,
    status: project.status,
    stage: project.stage,
    error: project.error,
    createdAt: project.createdAt,
    netWorth: a?.clientProfile.currentNetWorth ?? project.netWorth,
    riskTolerance: a?.clientProfile.riskTolerance ?? "Not specified",
    topStrategies: (a?.recommendations ?? []).slice(0, top).map((r) => ({
      strategyId: r.strategyId,
      strategy: r.strategy,
      category: r.category,
      netBenefit: r.costBenefitAnalysis.netBenefit,
    })),
    totalProjectedTaxSavings: a ? totalProjectedTaxSavings(a) : "To be calculated",
    engine: a?.meta.engine ?? null,
    resultsUrl: `${publicUrl.replace(/\/$/, "")}/results?project=${encodeURIComponent(project.id)}`,
  };
}
