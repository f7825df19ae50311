import { strategyById, taxParametersFor } from "@fsa/catalogue";
import type { TExplanationResponse } from "@fsa/shared";
import { and, eq } from "drizzle-orm";
import type { Actor, AppContext } from "../../context.ts";
import { explanations } from "../../db/schema/index.ts";
import { ApiError } from "../../errors.ts";
import { writeAudit } from "../audit.ts";
import { loadOwnProject } from "./read.ts";

/** Writes an explanation with a model; returns null to fall back to the catalogue engine. */
export type ExplanationWriter = (input: {
  strategyId: string;
  template: TExplanationResponse["explanation"];
  factsJson: string;
}) => Promise<{ explanation: TExplanationResponse["explanation"]; rawResponse: string; engine: string } | null>;

/**
 * The detailed explanation of one strategy for one of the actor's projects (issue 4 item 5):
 * cached per project and strategy; `regenerate` replaces the cache. The figures are the stored
 * recommendation's (never recomputed with today's parameters, issue #13 item 6); for an eligible
 * strategy the plan did not recommend, they are priced on the stored facts under the analysis's tax
 * year. A model, when configured, only writes the prose.
 * @throws ApiError not_found (project or strategy), conflict (analysis not completed).
 */
export async function explainStrategy(
  ctx: AppContext,
  actor: Actor,
  projectId: string,
  input: { strategyId: string; regenerate?: boolean },
  writer?: ExplanationWriter | null,
): Promise<TExplanationResponse> {
  const row = await loadOwnProject(ctx, actor, projectId);
  const def = strategyById(input.strategyId);
  if (!def) throw new ApiError("not_found", "Strategy not found");
  if (row.status !== "completed" || !row.analysis)
    throw new ApiError("conflict", "The analysis has not completed yet.");
  const { db } = ctx.database;
  if (!input.regenerate) {
    const [cached] = await db
      .select()
      .from(explanations)
      .where(and(eq(explanations.projectId, row.id), eq(explanations.strategyId, def.id)));
    if (cached) {
      return {
        explanation: cached.explanation,
        rawResponse: cached.rawResponse,
        engine: cached.engine,
        generatedAt: cached.updatedAt.toISOString(),
      };
    }
  }
  // The analysis modules (the fact reader's language model among their imports, ≈ 50 MB resident)
  // are loaded on the server's thread only when an explanation is written, not at start (issue #15).
  const [{ templateExplanation }, { recommendationOf }, { selectStrategies }] = await Promise.all([
    import("../../analysis/explanation.ts"),
    import("../../analysis/pipeline.ts"),
    import("../../analysis/select.ts"),
  ]);
  const facts = row.analysis.facts;
  let rec = row.analysis.recommendations.find((r) => r.strategyId === def.id) ?? null;
  let reasons = rec?.fitReasons ?? [];
  if (!rec) {
    const tax = taxParametersFor(row.analysis.meta.taxYear, ctx.config.section7520).values;
    const selection = selectStrategies(facts, tax);
    const candidate = selection.eligible.find((c) => c.strategy.id === def.id);
    const why = selection.excluded.find((x) => x.strategyId === def.id)?.reason;
    if (candidate) {
      rec = recommendationOf(
        { ...candidate, planFigures: candidate.figures, priority: "Low", fitReasons: candidate.eligibility.reasons },
        selection.household,
      );
      reasons = [
        `Note: this strategy is not in the recommended plan${why ? ` (${why.replace(/\.$/, "")})` : ""}.`,
        ...candidate.eligibility.reasons,
      ];
    } else {
      throw new ApiError("conflict", `This strategy does not fit the client: ${why ?? "it is not eligible"}`);
    }
  }
  const template = templateExplanation(def, facts, rec, reasons);
  const written = writer ? await writer({ strategyId: def.id, template, factsJson: JSON.stringify(facts) }) : null;
  const result = {
    explanation: written?.explanation ?? template,
    rawResponse: written?.rawResponse ?? JSON.stringify(template),
    engine: written?.engine ?? "catalogue engine",
  };
  const saved = await db.transaction(async (tx) => {
    const [up] = await tx
      .insert(explanations)
      .values({ projectId: row.id, strategyId: def.id, ...result })
      .onConflictDoUpdate({
        target: [explanations.projectId, explanations.strategyId],
        set: { ...result, updatedAt: new Date() },
      })
      .returning();
    await writeAudit(tx, {
      actorUserId: actor.id,
      action: input.regenerate ? "explanation.regenerated" : "explanation.created",
      targetType: "project",
      targetId: row.id,
      details: { strategyId: def.id, engine: result.engine },
    });
    return up;
  });
  return { ...result, generatedAt: (saved?.updatedAt ?? new Date()).toISOString() };
}
