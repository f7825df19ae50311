import type { TAnalysisResult } from "@fsa/shared";
import { doublePrecision, index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { user } from "./user.ts";
import { timestamps } from "./util/columns.ts";

/**
 * The spec's `projects` (spec §3) plus `stage`, `error`, `updated_at`, `deleted_at` (soft delete)
 * and where the request came from (`source`, with the CRM contact and portal for HubSpot).
 *
 * `net_worth`, `strategy_count` and `latest_version` summarise `analysis` for the workspace list
 * (issue #15): written in the same statement as `analysis` when a version completes, so the list
 * reads neither the analysis JSON nor the notes and documents' text. The list is served by
 * `projects_owner_list_idx` (owner, newest first, id as the tie-break of the cursor).
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
    /** USD: `analysis.clientProfile.currentNetWorth` of the latest completed version, 0 when unknown. */
    netWorth: doublePrecision("net_worth").notNull().default(0),
    /** Recommendations of the latest completed version (spec §5's strategy count), 0 before one. */
    strategyCount: integer("strategy_count").notNull().default(0),
    /** The version `analysis` holds: the latest completed (issue #12 item 4), null before one completes. */
    latestVersion: integer("latest_version"),
    extractedDocumentText: text("extracted_document_text").notNull().default(""),
    rawLlmResponse: text("raw_llm_response"),
    error: text("error"),
    /** web | hubspot | teams | cli */
    source: text("source").notNull().default("web"),
    externalRef: jsonb("external_ref").$type<Record<string, string>>(),
    ...timestamps,
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
  },
  (t) => [index("projects_owner_list_idx").on(t.userId, t.createdAt.desc(), t.id.desc())],
);
