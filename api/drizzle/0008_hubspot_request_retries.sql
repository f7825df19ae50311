ALTER TABLE "hubspot_request_replays" ADD COLUMN "state" text DEFAULT 'accepted' NOT NULL;--> statement-breakpoint
ALTER TABLE "hubspot_request_replays" ADD COLUMN "attempts" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "hubspot_request_replays" ADD COLUMN "result" jsonb;