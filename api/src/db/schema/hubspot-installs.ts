import { integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
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

/**
 * Signed requests seen (by SHA-256 of the signature), kept for twice the 5-minute window, so a
 * replayed request is refused while HubSpot's one retry after a 5xx is accepted once
 * (request-replays.ts): `state` is processing, accepted (answered below 500) or failed (answered
 * 5xx, may be retried once); `result` is what a route answered once its work was done, so a retry
 * of a request that did its work and still failed gets that answer instead of doing it twice.
 */
export const hubspotRequestReplays = pgTable("hubspot_request_replays", {
  signature: text("signature").primaryKey(),
  seenAt: timestamp("seen_at", { withTimezone: true }).notNull().defaultNow(),
  state: text("state", { enum: ["processing", "accepted", "failed"] })
    .notNull()
    .default("accepted"),
  attempts: integer("attempts").notNull().default(1),
  result: jsonb("result").$type<{ status: number; body: unknown }>(),
});
