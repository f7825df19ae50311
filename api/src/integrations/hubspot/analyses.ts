import { formatUsd, summarizeProject, type TAnalysisSummary } from "@fsa/shared";
import type { Actor, AppContext } from "../../context.ts";
import { ApiError } from "../../errors.ts";
import { writeAudit } from "../../services/audit.ts";
import { createProject } from "../../services/projects/create.ts";
import { getProject, loadOwnProject } from "../../services/projects/read.ts";
import { writeContactNote } from "./hubspot-api.ts";
import type { HubSpotCaller } from "./verify-request.ts";

/**
 * Starts an analysis of a contact's notes for the linked adviser; the project records the portal,
 * the contact and the HubSpot user (issue 6). Approval is checked by createProject.
 * @throws ApiError not_approved, bad_request ("Notes required"), unavailable.
 */
export async function startContactAnalysis(
  ctx: AppContext,
  actor: Actor,
  caller: HubSpotCaller,
  input: { notes: string; contactId: string },
): Promise<TAnalysisSummary> {
  const project = await createProject(
    ctx,
    actor,
    { notes: input.notes },
    {
      source: "hubspot",
      externalRef: { portalId: caller.portalId, contactId: input.contactId, hubspotUserId: caller.hubspotUserId },
    },
  );
  return summarizeProject(project, ctx.config.publicUrl);
}

/**
 * One of the adviser's projects that was started from the calling portal, as the card's summary.
 * Anything else — another adviser's, a web project, another portal's — is 404, like the web app.
 * @throws ApiError not_approved, not_found.
 */
export async function portalAnalysis(ctx: AppContext, actor: Actor, caller: HubSpotCaller, id: string) {
  const row = await loadOwnProject(ctx, actor, id);
  if (row.source !== "hubspot" || row.externalRef?.portalId !== caller.portalId)
    throw new ApiError("not_found", "Project not found");
  const project = await getProject(ctx, actor, row.id);
  return {
    project,
    contactId: row.externalRef?.contactId ?? null,
    summary: summarizeProject(project, ctx.config.publicUrl),
  };
}

const escapeHtml = (t: string) =>
  t.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** The note body written to the contact: the summary the card shows, as HTML (`hs_note_body`). */
export function summaryNoteHtml(s: TAnalysisSummary): string {
  const strategies = s.topStrategies
    .map((t) => `<li>${escapeHtml(t.strategy)}: net benefit ${formatUsd(t.netBenefit)}</li>`)
    .join("");
  return [
    "<p><strong>Financial Strategy Advisor analysis</strong></p>",
    `<p>Net Worth: ${s.netWorth ? formatUsd(s.netWorth) : "Not specified"} · Risk Tolerance: ${escapeHtml(s.riskTolerance)}</p>`,
    strategies ? `<ul>${strategies}</ul>` : "<p>No recommendations available</p>",
    `<p>Total projected tax savings: ${escapeHtml(s.totalProjectedTaxSavings)}</p>`,
    `<p><a href="${escapeHtml(s.resultsUrl)}">Full results</a></p>`,
  ].join("");
}

/**
 * Writes the summary of a completed analysis as a note on its contact, with the portal's OAuth
 * tokens, and audits it. `onWritten` runs as soon as HubSpot has saved the note, before the audit
 * (the route records its answer there, so a retry after a later failure writes no second note).
 * @returns the HubSpot note id.
 * @throws ApiError not_found, conflict (not completed, or the portal has not installed the app), unavailable.
 */
export async function writeSummaryNote(
  ctx: AppContext,
  actor: Actor,
  caller: HubSpotCaller,
  id: string,
  onWritten?: (noteId: string) => Promise<void>,
): Promise<string> {
  const { project, contactId, summary } = await portalAnalysis(ctx, actor, caller, id);
  if (project.status !== "completed") throw new ApiError("conflict", "The analysis has not completed yet.");
  if (!contactId) throw new ApiError("conflict", "The analysis is not tied to a contact.");
  const noteId = await writeContactNote(ctx, caller.portalId, contactId, summaryNoteHtml(summary));
  await onWritten?.(noteId);
  await writeAudit(ctx.database.db, {
    actorUserId: actor.id,
    action: "hubspot.note_written",
    targetType: "project",
    targetId: project.id,
    details: { portalId: caller.portalId, contactId, noteId },
  });
  return noteId;
}
