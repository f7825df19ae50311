import type { TProjectEvent } from "@fsa/shared";
import { getProject } from "./get-project.ts";

const FINAL = new Set(["completed", "failed"]);
/** How often the fallback polls `GET /api/projects/:id` when the event stream is unavailable, ms. */
export const POLL_INTERVAL_MS = 1000;

const isEvent = (v: unknown): v is TProjectEvent =>
  typeof v === "object" && v !== null && "status" in v && "stage" in v && "projectId" in v;

/**
 * Follows an analysis until it is completed or failed: the server-sent events of
 * `GET /api/projects/:id/events` (each `progress` event a project event), falling back to polling
 * `GET /api/projects/:id` every second if the stream cannot be opened or drops.
 * @returns the final event. @throws ApiError when the project cannot be read, or an AbortError
 *   when the optional `signal` aborts.
 */
export function followProject(
  id: string,
  onEvent: (event: TProjectEvent) => void,
  signal?: AbortSignal,
): Promise<TProjectEvent> {
  return new Promise((resolve, reject) => {
    let source: EventSource | null = null;
    let timer: ReturnType<typeof setTimeout> | null = null;
    let done = false;
    const finish = (fn: () => void) => {
      if (done) return;
      done = true;
      source?.close();
      if (timer) clearTimeout(timer);
      signal?.removeEventListener("abort", onAbort);
      fn();
    };
    const onAbort = () => finish(() => reject(new DOMException("Aborted", "AbortError")));
    signal?.addEventListener("abort", onAbort);
    const handle = (event: TProjectEvent) => {
      if (done) return;
      onEvent(event);
      if (FINAL.has(event.status)) finish(() => resolve(event));
    };
    const poll = async () => {
      if (done) return;
      try {
        const p = await getProject(id);
        handle({ projectId: p.id, status: p.status, stage: p.stage, error: p.error });
        if (!done) timer = setTimeout(poll, POLL_INTERVAL_MS);
      } catch (error) {
        finish(() => reject(error));
      }
    };
    if (typeof EventSource === "undefined") {
      void poll();
      return;
    }
    source = new EventSource(`/api/projects/${encodeURIComponent(id)}/events`, { withCredentials: true });
    source.addEventListener("progress", (e) => {
      try {
        const data: unknown = JSON.parse((e as MessageEvent<string>).data);
        if (isEvent(data)) handle(data);
      } catch {
        // A malformed event is skipped; the next one or the poll fallback carries on.
      }
    });
    source.onerror = () => {
      if (done) return;
      source?.close();
      source = null;
      void poll();
    };
  });
}
