CREATE TABLE "teams_link_codes" (
	"code_hash" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"object_id" text NOT NULL,
	"teams_username" text,
	"teams_display_name" text,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "teams_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" text NOT NULL,
	"object_id" text NOT NULL,
	"teams_username" text,
	"teams_display_name" text,
	"user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "teams_links" ADD CONSTRAINT "teams_links_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "teams_links_tenant_object_idx" ON "teams_links" USING btree ("tenant_id","object_id");--> statement-breakpoint
CREATE INDEX "teams_links_user_idx" ON "teams_links" USING btree ("user_id");