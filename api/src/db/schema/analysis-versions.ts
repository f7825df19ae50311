import type { TAnalysisResult, TFactCorrections } from "@fsa/shared";
import { integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { projects } from "./projects.ts";
import { user } from "./user.ts";

/**
 * Every version of a project's analysis (issue #12 item 4), keyed (project_id, version): version 1
 * is the analysis of the notes as read, each later one a recalculation with the adviser's
 * corrections. A new set of corrections always makes a new row, so earlier versions stay readable
 * and are never overwritten. `projects.analysis` mirrors the latest completed version for
 * the readers that only need the current analysis (workspace cards, HubSpot, Teams).
 */
export const analysisVersions = pgTable(
  "analysis_versions",
  {
    projectId: uuid("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    /** 1, 2, 3… per project. */
    version: integer("version").notNull(),
    /** pending | processing | completed | failed, like the project's (spec §4 "Project status"). */
    status: text("status").notNull().default("pending"),
    analysis: jsonb("analysis").$type<TAnalysisResult>(),
    rawLlmResponse: text("raw_llm_response"),
    /** The complete set of the adviser's corrections this version was calculated with. */
    corrections: jsonb("corrections").$type<TFactCorrections>().notNull().default({}),
    /** Facts whose correction differs from the previous version's. */
    changedFields: jsonb("changed_fields").$type<string[]>().notNull().default([]),
    error: text("error"),
    createdBy: text("created_by")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp("completed_at", { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.projectId, t.version] })],
);
