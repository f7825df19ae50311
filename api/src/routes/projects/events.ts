import { type TProjectEvent, ZAnalysisStage, ZProjectStatus } from "@fsa/shared";
import { createRoute, z } from "@hono/zod-openapi";
import { and, eq, isNull } from "drizzle-orm";
import { streamSSE } from "hono/streaming";
import { projects } from "../../db/schema/index.ts";
import type { App } from "../../hono-env.ts";
import { requireActor } from "../../middleware/session.ts";
import { loadOwnProject } from "../../services/projects/read.ts";
import { errorResponses, ZIdParam } from "../common.ts";

const route = createRoute({
  operationId: "streamProjectEvents",
  method: "get",
  path: "/api/projects/{id}/events",
  tags: ["projects"],
  summary: "Server-sent events of the analysis stages until completed or failed",
  request: { params: ZIdParam },
  responses: {
    200: {
      description: "text/event-stream; each `data:` line is a project event",
      content: { "text/event-stream": { schema: z.string() } },
    },
    ...errorResponses(401, 403, 404),
  },
});

const FINAL = new Set(["completed", "failed"]);
/** How often the stream re-reads the row, for stages reported by another instance, ms. */
const POLL_MS = 1_000;

export function registerProjectEvents(app: App) {
  app.openapi(route, async (c) => {
    const ctx = c.var.ctx;
    const actor = requireActor(c.var.actor);
    const row = await loadOwnProject(ctx, actor, c.req.valid("param").id);
    const toEvent = (r: Pick<typeof row, "id" | "status" | "stage" | "error">): TProjectEvent => ({
      projectId: r.id,
      status: ZProjectStatus.catch("pending").parse(r.status),
      stage: ZAnalysisStage.catch("queued").parse(r.stage),
      error: r.error,
    });
    return streamSSE(c, async (stream) => {
      let last = "";
      let done = false;
      const send = async (event: TProjectEvent) => {
        const key = `${event.status}:${event.stage}`;
        if (key === last || done) return;
        last = key;
        await stream.writeSSE({ event: "progress", data: JSON.stringify(event) });
        if (FINAL.has(event.status)) done = true;
      };
      const queue: TProjectEvent[] = [];
      let wake: (() => void) | null = null;
      const unsubscribe = ctx.events.subscribe(row.id, (e) => {
        queue.push(e);
        wake?.();
      });
      stream.onAbort(() => {
        done = true;
        wake?.();
      });
      try {
        await send(toEvent(row));
        while (!done) {
          await new Promise<void>((resolve) => {
            wake = resolve;
            setTimeout(resolve, POLL_MS);
          });
          wake = null;
          while (queue.length && !done) {
            const next = queue.shift();
            if (next) await send(next);
          }
          if (done) break;
          // Only the columns of an event: the row also holds the notes and the documents' text
          // (megabytes), which this loop would otherwise read every second.
          const [fresh] = await ctx.database.db
            .select({ id: projects.id, status: projects.status, stage: projects.stage, error: projects.error })
            .from(projects)
            .where(and(eq(projects.id, row.id), eq(projects.userId, actor.id), isNull(projects.deletedAt)))
            .catch(() => []);
          if (!fresh) break;
          await send(toEvent(fresh));
        }
      } finally {
        unsubscribe();
      }
    });
  });
}
