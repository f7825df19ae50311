import { EventEmitter } from "node:events";
import type { TProjectEvent } from "@fsa/shared";

/**
 * In-process bus of project progress events, feeding `GET /api/projects/:id/events`. Across
 * several API instances the SSE route also re-reads the project row, so a stage reported by
 * another instance still arrives (at the polling interval).
 */
export class ProjectEvents {
  private readonly emitter = new EventEmitter();
  constructor() {
    this.emitter.setMaxListeners(0);
  }
  publish(event: TProjectEvent): void {
    this.emitter.emit(event.projectId, event);
  }
  /** Calls `listener` for each event of `projectId`; returns the unsubscribe function. */
  subscribe(projectId: string, listener: (event: TProjectEvent) => void): () => void {
    this.emitter.on(projectId, listener);
    return () => this.emitter.off(projectId, listener);
  }
}
