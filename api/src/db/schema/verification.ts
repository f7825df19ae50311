import { index, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { timestamps } from "./util/columns.ts";

/** better-auth's `verification` table (OAuth state, email tokens). */
export const verification = pgTable(
  "verification",
  {
    id: text("id").primaryKey(),
    identifier: text("identifier").notNull(),
    value: text("value").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    ...timestamps,
  },
  (t) => [index("verification_identifier_idx").on(t.identifier)],
);
