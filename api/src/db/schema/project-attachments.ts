import { bigint, index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { projects } from "./projects.ts";

/**
 * Files attached to a project, kept until (and after) extraction so a queued analysis survives a
 * restart. `data` is the data URL as received (spec §3 "Attachment sent for analysis").
 */
export const projectAttachments = pgTable(
  "project_attachments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    projectId: uuid("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    type: text("type").notNull(),
    size: bigint("size", { mode: "number" }).notNull(),
    data: text("data").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("project_attachments_project_idx").on(t.projectId)],
);
