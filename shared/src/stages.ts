/**
 * The analysis pipeline's stages and their labels, kept apart from the zod schemas so the web
 * app can show a stage without bundling zod (ARCHITECTURE.md "The analysis pipeline").
 */

/** Pipeline stages reported over server-sent events (issue: real progress). */
export const ANALYSIS_STAGES = [
  "queued",
  "documents",
  "facts",
  "eligibility",
  "figures",
  "narrative",
  "completed",
  "failed",
] as const;

/** A stage of the analysis pipeline. */
export type TAnalysisStage = (typeof ANALYSIS_STAGES)[number];

/** What each pipeline stage means to an adviser, as the web app shows it (ARCHITECTURE.md "The analysis pipeline"). */
export const ANALYSIS_STAGE_LABELS: Record<TAnalysisStage, string> = {
  queued: "Queued",
  documents: "Reading documents",
  facts: "Extracting client facts",
  eligibility: "Checking strategy eligibility",
  figures: "Computing the figures",
  narrative: "Writing the narrative",
  completed: "Completed",
  failed: "Failed",
};

/** The label of a stage reported by the server; an unknown stage is shown as sent. */
export function analysisStageLabel(stage: string): string {
  return (ANALYSIS_STAGE_LABELS as Record<string, string>)[stage] ?? stage;
}

/** True while a project's analysis has not ended: status pending (queued) or processing (spec §4 "Project status"). */
export function isProjectRunning(status: string): boolean {
  return status === "pending" || status === "processing";
}
