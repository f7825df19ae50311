DROP INDEX "projects_user_created_idx";--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "net_worth" double precision DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "strategy_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "latest_version" integer;--> statement-breakpoint
CREATE INDEX "projects_owner_list_idx" ON "projects" USING btree ("user_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
-- Issue #15: the workspace list reads these columns instead of every stored analysis. Backfill
-- from the stored analysis as the list computed them (api/src/services/projects/mappers.ts before
-- this migration): the net worth of the client profile, else 0; the number of recommendations of
-- a structured analysis, else spec §5's keyword rule on the analysis as text (⌊occurrences of
-- strategy|trust|plan|structure ÷ 3⌋, at most 15; a JSON text is one line, so no bullet counts);
-- and the latest completed version.
UPDATE "projects" SET
  "net_worth" = CASE
    WHEN jsonb_typeof("analysis"->'clientProfile'->'currentNetWorth') = 'number'
      THEN ("analysis"->'clientProfile'->>'currentNetWorth')::double precision
    ELSE 0
  END,
  "strategy_count" = CASE
    WHEN jsonb_typeof("analysis"->'recommendations') = 'array'
      THEN jsonb_array_length("analysis"->'recommendations')
    ELSE LEAST(
      (SELECT count(*) FROM regexp_matches("analysis"::text, 'strateg(?:y|ies)|trust|plan|structure', 'gi')) / 3,
      15
    )::integer
  END,
  "latest_version" = (
    SELECT max(v."version") FROM "analysis_versions" v
    WHERE v."project_id" = "projects"."id" AND v."status" = 'completed'
  )
WHERE "analysis" IS NOT NULL;
