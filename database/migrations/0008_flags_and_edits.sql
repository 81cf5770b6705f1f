CREATE TABLE "flags" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"discussion_id" uuid,
	"comment_id" uuid,
	"review_id" uuid,
	"reason" text NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	"resolution" text,
	"resolved_by" text,
	CONSTRAINT "flags_discussion_member_unique" UNIQUE("discussion_id","user_id"),
	CONSTRAINT "flags_comment_member_unique" UNIQUE("comment_id","user_id"),
	CONSTRAINT "flags_review_member_unique" UNIQUE("review_id","user_id"),
	CONSTRAINT "flags_one_target" CHECK (num_nonnulls("flags"."discussion_id", "flags"."comment_id", "flags"."review_id") = 1),
	CONSTRAINT "flags_reason_valid" CHECK (reason in ('spam', 'abuse', 'medical_claim', 'other')),
	CONSTRAINT "flags_note_length" CHECK (char_length("flags"."note") <= 500),
	CONSTRAINT "flags_resolution_valid" CHECK (resolution in ('hidden', 'dismissed', 'kept')),
	CONSTRAINT "flags_resolved_whole" CHECK (("flags"."resolved_at" is null) = ("flags"."resolution" is null))
);
--> statement-breakpoint
ALTER TABLE "comments" DROP CONSTRAINT "comments_status_valid";--> statement-breakpoint
ALTER TABLE "comments" DROP CONSTRAINT "comments_content_present";--> statement-breakpoint
ALTER TABLE "discussions" DROP CONSTRAINT "discussions_status_valid";--> statement-breakpoint
ALTER TABLE "discussions" DROP CONSTRAINT "discussions_title_length";--> statement-breakpoint
ALTER TABLE "discussions" DROP CONSTRAINT "discussions_content_present";--> statement-breakpoint
ALTER TABLE "vendor_reviews" DROP CONSTRAINT "vendor_reviews_status_valid";--> statement-breakpoint
ALTER TABLE "moderation_log" DROP CONSTRAINT "moderation_log_action_valid";--> statement-breakpoint
ALTER TABLE "comments" ADD COLUMN "edited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "comments" ADD COLUMN "hidden_reason" text;--> statement-breakpoint
ALTER TABLE "comments" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "discussions" ADD COLUMN "edited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "discussions" ADD COLUMN "hidden_reason" text;--> statement-breakpoint
ALTER TABLE "discussions" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "vendor_reviews" ADD COLUMN "edited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "vendor_reviews" ADD COLUMN "hidden_reason" text;--> statement-breakpoint
ALTER TABLE "flags" ADD CONSTRAINT "flags_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flags" ADD CONSTRAINT "flags_discussion_id_discussions_id_fk" FOREIGN KEY ("discussion_id") REFERENCES "public"."discussions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flags" ADD CONSTRAINT "flags_comment_id_comments_id_fk" FOREIGN KEY ("comment_id") REFERENCES "public"."comments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flags" ADD CONSTRAINT "flags_review_id_vendor_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."vendor_reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flags" ADD CONSTRAINT "flags_resolved_by_user_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "flags_user_idx" ON "flags" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "flags_open_idx" ON "flags" USING btree ("created_at") WHERE resolved_at is null;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_status_valid" CHECK (status in ('pending', 'approved', 'rejected', 'hidden'));--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_content_present" CHECK ("comments"."deleted_at" is not null or char_length(btrim("comments"."content")) > 0);--> statement-breakpoint
ALTER TABLE "discussions" ADD CONSTRAINT "discussions_status_valid" CHECK (status in ('pending', 'approved', 'rejected', 'hidden'));--> statement-breakpoint
ALTER TABLE "discussions" ADD CONSTRAINT "discussions_title_length" CHECK ("discussions"."deleted_at" is not null or char_length(btrim("discussions"."title")) between 1 and 200);--> statement-breakpoint
ALTER TABLE "discussions" ADD CONSTRAINT "discussions_content_present" CHECK ("discussions"."deleted_at" is not null or char_length(btrim("discussions"."content")) > 0);--> statement-breakpoint
ALTER TABLE "vendor_reviews" ADD CONSTRAINT "vendor_reviews_status_valid" CHECK (status in ('pending', 'approved', 'rejected', 'hidden'));--> statement-breakpoint
ALTER TABLE "moderation_log" ADD CONSTRAINT "moderation_log_action_valid" CHECK (action in ('approve', 'reject', 'pin', 'unpin', 'grant_admin', 'revoke_admin', 'hide', 'dismiss_flags', 'keep', 'auto_hide'));--> statement-breakpoint
-- Three open flags from different members hide approved content until an admin decides
-- (docs/decisions/0014). The target row is locked first and the flags are counted by a later
-- statement (a fresh snapshot under READ COMMITTED, as in migration 0002), so concurrent flags
-- are counted one after another: the third hides it, exactly once, and later ones find it
-- hidden. A target an admin chose to keep is never hidden by flags again.
CREATE FUNCTION "flags_hide_at_three"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  "target" uuid := coalesce(NEW."discussion_id", NEW."comment_id", NEW."review_id");
  "kind" text := 'discussion';
  "target_table" text := 'discussions';
  "target_column" text := 'discussion_id';
  "author_column" text := 'author_id';
  "open_flags" int;
  "kept_flags" int;
  "author" text;
  "in_discussion" uuid := NEW."discussion_id";
BEGIN
  IF NEW."comment_id" IS NOT NULL THEN
    "kind" := 'comment'; "target_table" := 'comments'; "target_column" := 'comment_id';
  ELSIF NEW."review_id" IS NOT NULL THEN
    "kind" := 'review'; "target_table" := 'vendor_reviews'; "target_column" := 'review_id';
    "author_column" := 'user_id';
  END IF;
  EXECUTE format('SELECT 1 FROM %I WHERE "id" = $1 FOR NO KEY UPDATE', "target_table") USING "target";
  EXECUTE format(
    'SELECT count(*) FILTER (WHERE "resolved_at" IS NULL)::int,
            count(*) FILTER (WHERE "resolution" = ''kept'')::int
       FROM "flags" WHERE %I = $1', "target_column")
    INTO "open_flags", "kept_flags" USING "target";
  IF "open_flags" < 3 OR "kept_flags" > 0 THEN
    RETURN NULL;
  END IF;
  EXECUTE format(
    'UPDATE %I SET "status" = ''hidden'' WHERE "id" = $1 AND "status" = ''approved'' RETURNING %I',
    "target_table", "author_column")
    INTO "author" USING "target";
  IF "author" IS NULL THEN
    RETURN NULL;
  END IF;
  IF "kind" = 'comment' THEN
    SELECT "discussion_id" INTO "in_discussion" FROM "comments" WHERE "id" = "target";
  END IF;
  INSERT INTO "moderation_log" ("actor_id", "action", "target_kind", "target_id", "reason")
  VALUES (NULL, 'auto_hide', "kind", "target"::text, 'Flagged by three members.');
  INSERT INTO "notifications" ("user_id", "kind", "discussion_id", "comment_id", "review_id", "reason")
  VALUES ("author", 'content_hidden', "in_discussion", NEW."comment_id", NEW."review_id",
          'Hidden until a moderator looks at it: three members flagged it.');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "flags_hide_at_three" AFTER INSERT ON "flags"
  FOR EACH ROW EXECUTE FUNCTION "flags_hide_at_three"();
--> statement-breakpoint
-- A comment removed by its author no longer counts as a reply (migration 0002's rule, now over
-- approved comments that are not removed).
CREATE OR REPLACE FUNCTION "discussions_refresh_reply_stats"("target" uuid) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM "discussions" WHERE "id" = "target" FOR NO KEY UPDATE;
  UPDATE "discussions" AS d
     SET "reply_count" = s."total", "last_reply_at" = s."latest"
    FROM (
      SELECT count(*)::int AS "total", max("created_at") AS "latest"
        FROM "comments"
       WHERE "discussion_id" = "target" AND "status" = 'approved' AND "deleted_at" IS NULL
    ) AS s
   WHERE d."id" = "target";
END $$;
--> statement-breakpoint
DROP TRIGGER "comments_refresh_discussion_stats" ON "comments";
--> statement-breakpoint
CREATE TRIGGER "comments_refresh_discussion_stats"
  AFTER INSERT OR DELETE OR UPDATE OF "status", "discussion_id", "created_at", "deleted_at" ON "comments"
  FOR EACH ROW EXECUTE FUNCTION "comments_refresh_discussion_stats"();
--> statement-breakpoint
-- A comment approved again (after an edit that added a link, or kept after flags) does not
-- tell of the same reply twice: migration 0007's rule, once per comment.
CREATE OR REPLACE FUNCTION "comments_notify_reply"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  "parent_author" text;
  "discussion_author" text;
BEGIN
  IF NEW."status" <> 'approved' OR (TG_OP = 'UPDATE' AND OLD."status" = 'approved') THEN
    RETURN NULL;
  END IF;
  IF TG_OP = 'UPDATE' AND EXISTS (
    SELECT 1 FROM "notifications"
     WHERE "comment_id" = NEW."id" AND "kind" IN ('comment_reply', 'discussion_reply')
  ) THEN
    RETURN NULL;
  END IF;
  IF NEW."parent_comment_id" IS NOT NULL THEN
    SELECT "author_id" INTO "parent_author" FROM "comments" WHERE "id" = NEW."parent_comment_id";
    IF "parent_author" <> NEW."author_id" THEN
      INSERT INTO "notifications" ("user_id", "kind", "actor_id", "discussion_id", "comment_id")
      VALUES ("parent_author", 'comment_reply', NEW."author_id", NEW."discussion_id", NEW."id");
    END IF;
  END IF;
  SELECT "author_id" INTO "discussion_author" FROM "discussions" WHERE "id" = NEW."discussion_id";
  IF "discussion_author" <> NEW."author_id" AND "discussion_author" IS DISTINCT FROM "parent_author" THEN
    INSERT INTO "notifications" ("user_id", "kind", "actor_id", "discussion_id", "comment_id")
    VALUES ("discussion_author", 'discussion_reply', NEW."author_id", NEW."discussion_id", NEW."id");
  END IF;
  RETURN NULL;
END $$;
