CREATE TABLE "hubspot_installs" (
	"portal_id" text PRIMARY KEY NOT NULL,
	"access_token_enc" text NOT NULL,
	"refresh_token_enc" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"scopes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hubspot_link_codes" (
	"code_hash" text PRIMARY KEY NOT NULL,
	"portal_id" text NOT NULL,
	"hubspot_user_id" text NOT NULL,
	"hubspot_user_email" text,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hubspot_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"portal_id" text NOT NULL,
	"hubspot_user_id" text NOT NULL,
	"hubspot_user_email" text,
	"user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hubspot_request_replays" (
	"signature" text PRIMARY KEY NOT NULL,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "hubspot_links" ADD CONSTRAINT "hubspot_links_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "hubspot_links_portal_user_idx" ON "hubspot_links" USING btree ("portal_id","hubspot_user_id");--> statement-breakpoint
CREATE INDEX "hubspot_links_user_idx" ON "hubspot_links" USING btree ("user_id");