-- A member cannot vote on their own review. The action refuses it first, with a
-- message; this holds the rule for every other writer too. Votes cast before the rule existed
-- are removed, and the vote counts follow them (trigger of migration 0002).
DELETE FROM "review_votes" AS v USING "vendor_reviews" AS r
 WHERE v."review_id" = r."id" AND v."user_id" = r."user_id";
--> statement-breakpoint
CREATE FUNCTION "review_votes_refuse_own_review"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (
    SELECT 1 FROM "vendor_reviews" WHERE "id" = NEW."review_id" AND "user_id" = NEW."user_id"
  ) THEN
    RAISE EXCEPTION 'a member cannot vote on their own review'
      USING ERRCODE = 'check_violation', CONSTRAINT = 'review_votes_not_own_review';
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "review_votes_refuse_own_review" BEFORE INSERT OR UPDATE OF "review_id", "user_id" ON "review_votes"
  FOR EACH ROW EXECUTE FUNCTION "review_votes_refuse_own_review"();
--> statement-breakpoint
-- The vendor pages' content version: raised by every statement that changes reviews or votes,
-- in its own transaction, like the 'community' version of migration 0003.
INSERT INTO "content_versions" ("scope", "version") VALUES ('reviews', 0);
--> statement-breakpoint
CREATE FUNCTION "bump_reviews_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "content_versions" SET "version" = "version" + 1 WHERE "scope" = 'reviews';
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "vendor_reviews_bump_reviews_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "vendor_reviews"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_reviews_version"();
--> statement-breakpoint
CREATE TRIGGER "review_votes_bump_reviews_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "review_votes"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_reviews_version"();
