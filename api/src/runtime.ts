import type { AnalysisModel } from "./analysis/pipeline.ts";
import { createAuth } from "./auth/auth.ts";
import { hashStoredSessionTokens } from "./auth/session-token-hashing.ts";
import type { Config } from "./config.ts";
import type { AppContext, DocumentExtractor } from "./context.ts";
import { type Database, openDatabase } from "./db/client.ts";
import { configureDocumentReaders } from "./documents/run-in-worker.ts";
import { ProjectEvents } from "./events/project-events.ts";
import { analysisWorkers } from "./jobs/analysis-in-worker.ts";
import { PgBossAnalysisQueue } from "./jobs/queue.ts";
import { processProject } from "./jobs/run-analysis.ts";
import { modelExplanationWriter, OpenAIAnalysisModel } from "./llm/analysis-model.ts";
import { createLogger, type Logger } from "./logger.ts";
import { createMailer, type Mailer } from "./mail/mailer.ts";
import type { ExplanationWriter } from "./services/projects/explain.ts";

export interface Runtime {
  ctx: AppContext;
  database: Database;
  queue: PgBossAnalysisQueue;
  /** The app's e-mails (verification, reset); its `outbox` holds what this process sent. */
  mailer: Mailer;
  /** Starts the job worker in this process. */
  startWorker(): Promise<void>;
  close(): Promise<void>;
}

export interface RuntimeOverrides {
  log?: Logger;
  extractDocuments?: DocumentExtractor;
  model?: () => AnalysisModel | null;
  explanationWriter?: () => ExplanationWriter | null;
}

/**
 * The document extractor with the configured limits. The extraction module (PDF, DOCX, OCR) is
 * loaded on first use, so a server that never receives a file never loads it.
 */
function configuredExtractor(config: Config): DocumentExtractor {
  return async (attachments) => {
    const { extractDocuments } = await import("./documents/index.ts");
    return extractDocuments(attachments, {
      limits: {
        maxFiles: config.documents.maxFiles,
        maxFileBytes: config.documents.maxFileBytes,
        maxTotalBytes: config.documents.maxTotalBytes,
        maxPages: config.documents.maxPages,
        timeoutMsPerFile: config.documents.timeoutMsPerFile,
        maxDecompressedBytes: config.documents.maxDecompressedBytes,
        maxImagePixels: config.documents.maxImagePixels,
      },
      ocr: config.documents.ocr,
    });
  };
}

/**
 * Opens the database (migrations applied), builds auth, the job queue and the service context.
 * @throws when the database cannot be opened.
 */
export async function createRuntime(config: Config, overrides: RuntimeOverrides = {}): Promise<Runtime> {
  const log = overrides.log ?? createLogger(config.logLevel);
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const mailer = createMailer({ smtpUrl: config.mail.smtpUrl, from: config.mail.from, dataDir: config.dataDir }, log);
  const hashed = await hashStoredSessionTokens(database.db);
  if (hashed > 0) log.info(`hashed ${hashed} session tokens stored as issued (issue #14 item 8)`);
  const auth = createAuth(config, database, log, mailer);
  const queue = new PgBossAnalysisQueue(database, log, config.concurrency);
  // The process's pools (issue #15): analysis threads and document readers.
  analysisWorkers.configure(config.concurrency.analyses);
  configureDocumentReaders(config.concurrency.documents);
  const ctx: AppContext = {
    config,
    database,
    log,
    auth,
    events: new ProjectEvents(),
    queue,
    extractDocuments: overrides.extractDocuments ?? configuredExtractor(config),
    model: overrides.model ?? (() => (config.openai ? new OpenAIAnalysisModel(config.openai, log) : null)),
    explanationWriter: overrides.explanationWriter ?? (() => modelExplanationWriter(config.openai, log)),
  };
  return {
    ctx,
    database,
    queue,
    mailer,
    startWorker: async () => {
      analysisWorkers.warm();
      await queue.work((projectId, attempt) => processProject(ctx, projectId, attempt));
    },
    async close() {
      await queue.stop();
      await database.close();
    },
  };
}
