import type { TAnalysisResult } from "@fsa/shared";
import { index, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { user } from "./user.ts";
import { timestamps } from "./util/columns.ts";

/**
 * The spec's `projects` (spec §3) plus `stage`, `error`, `updated_at`, `deleted_at` (soft delete)
 * and where the request came from (`source`, with the CRM contact and portal for HubSpot).
 */
export const projects = pgTable(
  "projects",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    description: text("description").notNull().default(""),
    /** pending | processing | completed | failed (spec §4 "Project status"). */
    status: text("status").notNull().default("pending"),
    /** Pipeline stage for progress reporting. */
    stage: text("stage").notNull().default("queued"),
    clientNotes: text("client_notes").notNull(),
    analysis: jsonb("analysis").$type<TAnalysisResult>(),
    extractedDocumentText: text("extracted_document_text").notNull().default(""),
    rawLlmResponse: text("raw_llm_response"),
    error: text("error"),
    /** web | hubspot | teams | cli */
    source: text("source").notNull().default("web"),
    externalRef: jsonb("external_ref").$type<Record<string, string>>(),
    ...timestamps,
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
  },
  (t) => [index("projects_user_created_idx").on(t.userId, t.createdAt)],
);
