import { index, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { user } from "./user.ts";

/**
 * A Microsoft Teams (Entra ID) user linked to an adviser account (issue #14 item 2). Keyed on the
 * token's immutable ids, tenant (`tid`) and object id (`oid`), as Microsoft advises for
 * authorization ("Secure applications and APIs by validating claims": never `preferred_username`,
 * which the user or an admin can change and another user can later hold). The sign-in name and
 * display name are kept only to show the adviser which Teams user is linked.
 */
export const teamsLinks = pgTable(
  "teams_links",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    tenantId: text("tenant_id").notNull(),
    objectId: text("object_id").notNull(),
    teamsUsername: text("teams_username"),
    teamsDisplayName: text("teams_display_name"),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("teams_links_tenant_object_idx").on(t.tenantId, t.objectId),
    index("teams_links_user_idx").on(t.userId),
  ],
);

/** Short-lived one-time codes that start a Teams link; only the SHA-256 of the code is stored. */
export const teamsLinkCodes = pgTable("teams_link_codes", {
  codeHash: text("code_hash").primaryKey(),
  tenantId: text("tenant_id").notNull(),
  objectId: text("object_id").notNull(),
  teamsUsername: text("teams_username"),
  teamsDisplayName: text("teams_display_name"),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  usedAt: timestamp("used_at", { withTimezone: true }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
