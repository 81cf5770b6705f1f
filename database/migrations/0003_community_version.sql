CREATE TABLE "content_versions" (
	"scope" text PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
INSERT INTO "content_versions" ("scope", "version") VALUES ('community', 0);
--> statement-breakpoint
-- Every statement that changes what the community pages show raises the counter, in its own
-- transaction: a reader sees the new number exactly when it can see the new rows.
CREATE FUNCTION "bump_community_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "content_versions" SET "version" = "version" + 1 WHERE "scope" = 'community';
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "discussions_bump_community_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "discussions"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_community_version"();
--> statement-breakpoint
CREATE TRIGGER "comments_bump_community_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "comments"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_community_version"();
--> statement-breakpoint
CREATE TRIGGER "discussion_categories_bump_community_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "discussion_categories"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_community_version"();
--> statement-breakpoint
CREATE TRIGGER "profiles_bump_community_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "profiles"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_community_version"();
