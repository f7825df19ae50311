import { integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Request counters of the rate limits (issue #14 item 5, api/src/auth/rate-limit.ts): one row per
 * key (`<rule>:ip:<address>` or `<rule>:account:<e-mail or user id>`) with its count in the current
 * fixed window. Kept in the database so every instance on one Postgres shares them.
 */
export const rateLimits = pgTable("rate_limits", {
  key: text("key").primaryKey(),
  count: integer("count").notNull(),
  resetAt: timestamp("reset_at", { withTimezone: true }).notNull(),
});
