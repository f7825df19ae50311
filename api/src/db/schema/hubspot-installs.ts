import { pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { timestamps } from "./util/columns.ts";

/** OAuth tokens of a HubSpot portal that installed the app, encrypted at rest (AES-256-GCM). */
export const hubspotInstalls = pgTable("hubspot_installs", {
  portalId: text("portal_id").primaryKey(),
  accessTokenEnc: text("access_token_enc").notNull(),
  refreshTokenEnc: text("refresh_token_enc").notNull(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  scopes: text("scopes"),
  ...timestamps,
});

/** Signatures already accepted, kept for the 5-minute window, so a replayed request is refused. */
export const hubspotRequestReplays = pgTable("hubspot_request_replays", {
  signature: text("signature").primaryKey(),
  seenAt: timestamp("seen_at", { withTimezone: true }).notNull().defaultNow(),
});
