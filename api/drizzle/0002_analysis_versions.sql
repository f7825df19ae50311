CREATE TABLE "analysis_versions" (
	"project_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"analysis" jsonb,
	"raw_llm_response" text,
	"corrections" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"changed_fields" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"error" text,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "analysis_versions_project_id_version_pk" PRIMARY KEY("project_id","version")
);
--> statement-breakpoint
ALTER TABLE "analysis_versions" ADD CONSTRAINT "analysis_versions_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analysis_versions" ADD CONSTRAINT "analysis_versions_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Version 1 of every analysis stored before versions existed: the analysis as read, no corrections.
INSERT INTO "analysis_versions" ("project_id", "version", "status", "analysis", "raw_llm_response", "created_by", "created_at", "completed_at")
SELECT "id", 1, 'completed', "analysis", "raw_llm_response", "user_id", "created_at", "updated_at"
FROM "projects"
WHERE "status" = 'completed' AND "analysis" IS NOT NULL
ON CONFLICT DO NOTHING;
