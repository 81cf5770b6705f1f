CREATE INDEX "discussions_recent_idx" ON "discussions" USING btree ("status","created_at" DESC NULLS LAST);--> statement-breakpoint
-- Replies nest one level only: a reply's parent must itself be a top-level comment, and a
-- comment that has replies cannot become a reply. (The composite foreign key already keeps the
-- parent in the same discussion.)
CREATE FUNCTION "comments_enforce_one_level"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."parent_comment_id" IS NOT NULL THEN
    IF NEW."parent_comment_id" = NEW."id" OR EXISTS (
      SELECT 1 FROM "comments" WHERE "id" = NEW."parent_comment_id" AND "parent_comment_id" IS NOT NULL
    ) THEN
      RAISE EXCEPTION 'a reply must answer a top-level comment'
        USING ERRCODE = 'check_violation', CONSTRAINT = 'comments_reply_one_level';
    END IF;
    IF TG_OP = 'UPDATE' AND EXISTS (SELECT 1 FROM "comments" WHERE "parent_comment_id" = NEW."id") THEN
      RAISE EXCEPTION 'a comment with replies cannot become a reply'
        USING ERRCODE = 'check_violation', CONSTRAINT = 'comments_reply_one_level';
    END IF;
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "comments_enforce_one_level" BEFORE INSERT OR UPDATE OF "parent_comment_id" ON "comments"
  FOR EACH ROW EXECUTE FUNCTION "comments_enforce_one_level"();
--> statement-breakpoint
-- reply_count and last_reply_at always describe the approved comment rows. The row lock comes
-- first and the counts are read by a later statement (a fresh snapshot under READ COMMITTED), so
-- concurrent comments on one discussion are counted one after another, never lost.
CREATE FUNCTION "discussions_refresh_reply_stats"("target" uuid) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM "discussions" WHERE "id" = "target" FOR NO KEY UPDATE;
  UPDATE "discussions" AS d
     SET "reply_count" = s."total", "last_reply_at" = s."latest"
    FROM (
      SELECT count(*)::int AS "total", max("created_at") AS "latest"
        FROM "comments" WHERE "discussion_id" = "target" AND "status" = 'approved'
    ) AS s
   WHERE d."id" = "target";
END $$;
--> statement-breakpoint
CREATE FUNCTION "comments_refresh_discussion_stats"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD."status" = 'approved' THEN
    PERFORM "discussions_refresh_reply_stats"(OLD."discussion_id");
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW."status" = 'approved' AND (
    TG_OP = 'INSERT' OR OLD."status" <> 'approved' OR OLD."discussion_id" <> NEW."discussion_id"
    OR OLD."created_at" <> NEW."created_at"
  ) THEN
    PERFORM "discussions_refresh_reply_stats"(NEW."discussion_id");
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "comments_refresh_discussion_stats"
  AFTER INSERT OR DELETE OR UPDATE OF "status", "discussion_id", "created_at" ON "comments"
  FOR EACH ROW EXECUTE FUNCTION "comments_refresh_discussion_stats"();
--> statement-breakpoint
-- helpful_votes and not_helpful_votes always equal the vote rows, by the same lock-then-count rule.
CREATE FUNCTION "vendor_reviews_refresh_votes"("target" uuid) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM "vendor_reviews" WHERE "id" = "target" FOR NO KEY UPDATE;
  UPDATE "vendor_reviews" AS r
     SET "helpful_votes" = s."helpful", "not_helpful_votes" = s."not_helpful"
    FROM (
      SELECT count(*) FILTER (WHERE "vote_type" = 'helpful')::int AS "helpful",
             count(*) FILTER (WHERE "vote_type" = 'not_helpful')::int AS "not_helpful"
        FROM "review_votes" WHERE "review_id" = "target"
    ) AS s
   WHERE r."id" = "target";
END $$;
--> statement-breakpoint
CREATE FUNCTION "review_votes_refresh_counts"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM "vendor_reviews_refresh_votes"(OLD."review_id");
  END IF;
  IF TG_OP = 'INSERT' OR (TG_OP = 'UPDATE' AND OLD."review_id" <> NEW."review_id") THEN
    PERFORM "vendor_reviews_refresh_votes"(NEW."review_id");
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "review_votes_refresh_counts" AFTER INSERT OR UPDATE OR DELETE ON "review_votes"
  FOR EACH ROW EXECUTE FUNCTION "review_votes_refresh_counts"();
