import type { TAttachment } from "@fsa/shared";
import type { AnalysisModel } from "./analysis/pipeline.ts";
import type { Auth } from "./auth/auth.ts";
import type { Config } from "./config.ts";
import type { Database } from "./db/client.ts";
import type { ProjectEvents } from "./events/project-events.ts";
import type { Logger } from "./logger.ts";
import type { ExplanationWriter } from "./services/projects/explain.ts";

/** Text of the attachments, each wrapped in markers, plus per-file outcomes. */
export interface DocumentExtraction {
  text: string;
  files: { name: string; ok: boolean; error?: string }[];
}

/** Turns attachments into text (api/src/documents). Never throws for a bad file. */
export type DocumentExtractor = (attachments: TAttachment[]) => Promise<DocumentExtraction>;

/** Queues analyses (api/src/jobs). */
export interface AnalysisQueue {
  enqueue(projectId: string): Promise<void>;
}

/** Everything services need: built once at start, passed explicitly (no globals). */
export interface AppContext {
  config: Config;
  database: Database;
  log: Logger;
  auth: Auth;
  events: ProjectEvents;
  queue: AnalysisQueue;
  extractDocuments: DocumentExtractor;
  /** The language model, or null for the catalogue engine. */
  model: () => AnalysisModel | null;
  /** Writes explanations with the model, or null for the catalogue engine. */
  explanationWriter: () => ExplanationWriter | null;
}

/** The signed-in user as services see it. */
export interface Actor {
  id: string;
  email: string;
  name: string;
  isApproved: boolean;
  isAdmin: boolean;
  /** TOTP is set up (better-auth two-factor plugin); admins need it for admin operations (issue #14 item 5). */
  twoFactorEnabled?: boolean;
  /** The id of the request's session (this device), for the session list; absent for integration callers. */
  sessionId?: string;
}
