import { index, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { user } from "./user.ts";

/** A HubSpot user (portal + user id) linked to an adviser account (issue 6 "Account linking"). */
export const hubspotLinks = pgTable(
  "hubspot_links",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    portalId: text("portal_id").notNull(),
    hubspotUserId: text("hubspot_user_id").notNull(),
    hubspotUserEmail: text("hubspot_user_email"),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("hubspot_links_portal_user_idx").on(t.portalId, t.hubspotUserId),
    index("hubspot_links_user_idx").on(t.userId),
  ],
);

/** Short-lived one-time codes that start a link; only the SHA-256 of the code is stored. */
export const hubspotLinkCodes = pgTable("hubspot_link_codes", {
  codeHash: text("code_hash").primaryKey(),
  portalId: text("portal_id").notNull(),
  hubspotUserId: text("hubspot_user_id").notNull(),
  hubspotUserEmail: text("hubspot_user_email"),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  usedAt: timestamp("used_at", { withTimezone: true }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
