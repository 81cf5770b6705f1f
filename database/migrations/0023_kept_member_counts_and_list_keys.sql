CREATE TABLE "member_post_counts" (
	"user_id" text PRIMARY KEY NOT NULL,
	"reviews" integer DEFAULT 0 NOT NULL,
	"discussions" integer DEFAULT 0 NOT NULL,
	"comments" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_totals" (
	"only" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"members" integer DEFAULT 0 NOT NULL,
	"discussions" integer DEFAULT 0 NOT NULL,
	"comments" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "site_totals_one_row" CHECK ("site_totals"."only")
);
--> statement-breakpoint
DROP INDEX "contact_messages_recent_idx";--> statement-breakpoint
ALTER TABLE "current_prices" ADD COLUMN "entry_order" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "member_post_counts" ADD CONSTRAINT "member_post_counts_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "vendor_reviews_user_idx" ON "vendor_reviews" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "contact_messages_key_idx" ON "contact_messages" USING btree ((handled_at is null) desc nulls last,"created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "current_prices_entry_order_idx" ON "current_prices" USING btree ("entry_order","first_observation_id");--> statement-breakpoint
CREATE INDEX "current_prices_dosage_idx" ON "current_prices" USING btree ("peptide","amount","unit");--> statement-breakpoint
-- Hand-written from here on. Each member's posts, in every status, as the Members page counted
-- them with count(*): only an insert, a delete or a change of author moves a figure (moderation
-- and removal change the status or deleted_at, which the page never filtered on). A decrease
-- only updates, never inserts: when an account is deleted, its user row's cascade may have taken
-- its figures' row already, and an insert would point at a user that is gone.
CREATE FUNCTION "member_post_counts_add"("member" text, "kind" text, "sign" integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF "sign" > 0 THEN
    INSERT INTO "member_post_counts" AS m ("user_id", "reviews", "discussions", "comments")
      VALUES ("member", ("kind" = 'review')::int, ("kind" = 'discussion')::int, ("kind" = 'comment')::int)
      ON CONFLICT ("user_id") DO UPDATE SET
        "reviews" = m."reviews" + excluded."reviews",
        "discussions" = m."discussions" + excluded."discussions",
        "comments" = m."comments" + excluded."comments";
  ELSE
    UPDATE "member_post_counts" SET
        "reviews" = "reviews" - ("kind" = 'review')::int,
        "discussions" = "discussions" - ("kind" = 'discussion')::int,
        "comments" = "comments" - ("kind" = 'comment')::int
      WHERE "user_id" = "member";
  END IF;
END $$;
--> statement-breakpoint
-- The site's totals: every discussion and comment, and every profile but the "Deleted member".
CREATE FUNCTION "site_totals_add"("kind" text, "sign" integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "site_totals" SET
      "members" = "members" + "sign" * ("kind" = 'member')::int,
      "discussions" = "discussions" + "sign" * ("kind" = 'discussion')::int,
      "comments" = "comments" + "sign" * ("kind" = 'comment')::int;
END $$;
--> statement-breakpoint
CREATE FUNCTION "discussions_keep_counts"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM "member_post_counts_add"(OLD."author_id", 'discussion', -1);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM "member_post_counts_add"(NEW."author_id", 'discussion', 1);
  END IF;
  IF TG_OP <> 'UPDATE' THEN
    PERFORM "site_totals_add"('discussion', CASE TG_OP WHEN 'INSERT' THEN 1 ELSE -1 END);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "comments_keep_counts"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM "member_post_counts_add"(OLD."author_id", 'comment', -1);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM "member_post_counts_add"(NEW."author_id", 'comment', 1);
  END IF;
  IF TG_OP <> 'UPDATE' THEN
    PERFORM "site_totals_add"('comment', CASE TG_OP WHEN 'INSERT' THEN 1 ELSE -1 END);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "vendor_reviews_keep_member_counts"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM "member_post_counts_add"(OLD."user_id", 'review', -1);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM "member_post_counts_add"(NEW."user_id", 'review', 1);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "profiles_keep_site_totals"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' AND NEW."user_id" <> 'deleted-member' THEN
    PERFORM "site_totals_add"('member', 1);
  ELSIF TG_OP = 'DELETE' AND OLD."user_id" <> 'deleted-member' THEN
    PERFORM "site_totals_add"('member', -1);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "discussions_keep_counts_insert_delete" AFTER INSERT OR DELETE ON "discussions"
  FOR EACH ROW EXECUTE FUNCTION "discussions_keep_counts"();
--> statement-breakpoint
CREATE TRIGGER "discussions_keep_counts_author" AFTER UPDATE OF "author_id" ON "discussions"
  FOR EACH ROW WHEN (OLD."author_id" IS DISTINCT FROM NEW."author_id")
  EXECUTE FUNCTION "discussions_keep_counts"();
--> statement-breakpoint
CREATE TRIGGER "comments_keep_counts_insert_delete" AFTER INSERT OR DELETE ON "comments"
  FOR EACH ROW EXECUTE FUNCTION "comments_keep_counts"();
--> statement-breakpoint
CREATE TRIGGER "comments_keep_counts_author" AFTER UPDATE OF "author_id" ON "comments"
  FOR EACH ROW WHEN (OLD."author_id" IS DISTINCT FROM NEW."author_id")
  EXECUTE FUNCTION "comments_keep_counts"();
--> statement-breakpoint
CREATE TRIGGER "vendor_reviews_keep_member_counts_insert_delete" AFTER INSERT OR DELETE ON "vendor_reviews"
  FOR EACH ROW EXECUTE FUNCTION "vendor_reviews_keep_member_counts"();
--> statement-breakpoint
CREATE TRIGGER "vendor_reviews_keep_member_counts_author" AFTER UPDATE OF "user_id" ON "vendor_reviews"
  FOR EACH ROW WHEN (OLD."user_id" IS DISTINCT FROM NEW."user_id")
  EXECUTE FUNCTION "vendor_reviews_keep_member_counts"();
--> statement-breakpoint
CREATE TRIGGER "profiles_keep_site_totals" AFTER INSERT OR DELETE ON "profiles"
  FOR EACH ROW EXECUTE FUNCTION "profiles_keep_site_totals"();
--> statement-breakpoint
-- The figures of the rows already there, taken under the triggers' locks (no write is missed).
INSERT INTO "member_post_counts" ("user_id", "reviews", "discussions", "comments")
  SELECT "member", sum("r")::int, sum("d")::int, sum("c")::int FROM (
      SELECT "user_id" AS "member", 1 AS "r", 0 AS "d", 0 AS "c" FROM "vendor_reviews"
      UNION ALL SELECT "author_id", 0, 1, 0 FROM "discussions"
      UNION ALL SELECT "author_id", 0, 0, 1 FROM "comments"
    ) AS "posts"
   GROUP BY "member";
--> statement-breakpoint
INSERT INTO "site_totals" ("only", "members", "discussions", "comments")
  VALUES (true,
    (SELECT count(*)::int FROM "profiles" WHERE "user_id" <> 'deleted-member'),
    (SELECT count(*)::int FROM "discussions"),
    (SELECT count(*)::int FROM "comments"));
--> statement-breakpoint
-- The price table's order, kept: an offer's entry order is the first observation of its peptide
-- and dosage, what readCurrentPrices computed with min(first_observation_id) over the group.
-- It fires on every attempted insert, the conflicting ones too; their DO UPDATE leaves the kept
-- value as it was. Observations only ever get larger ids, so a group's first never changes.
CREATE FUNCTION "current_prices_entry_order"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."entry_order" := coalesce(
    (SELECT min("entry_order") FROM "current_prices"
      WHERE "peptide" = NEW."peptide" AND "amount" = NEW."amount" AND "unit" = NEW."unit"),
    NEW."first_observation_id");
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "current_prices_entry_order" BEFORE INSERT ON "current_prices"
  FOR EACH ROW EXECUTE FUNCTION "current_prices_entry_order"();
--> statement-breakpoint
UPDATE "current_prices" AS c SET "entry_order" = g."first"
  FROM (SELECT "peptide", "amount", "unit", min("first_observation_id") AS "first"
          FROM "current_prices" GROUP BY "peptide", "amount", "unit") AS g
 WHERE c."peptide" = g."peptide" AND c."amount" = g."amount" AND c."unit" = g."unit";
