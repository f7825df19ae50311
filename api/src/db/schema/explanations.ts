import type { TExplanation } from "@fsa/shared";
import { jsonb, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { projects } from "./projects.ts";
import { timestamps } from "./util/columns.ts";

/** Cached detailed explanations, one per project and strategy. */
export const explanations = pgTable(
  "explanations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    projectId: uuid("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    strategyId: text("strategy_id").notNull(),
    explanation: jsonb("explanation").$type<TExplanation>().notNull(),
    rawResponse: text("raw_response"),
    engine: text("engine").notNull(),
    ...timestamps,
  },
  (t) => [uniqueIndex("explanations_project_strategy_idx").on(t.projectId, t.strategyId)],
);
