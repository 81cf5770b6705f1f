CREATE TABLE "notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"actor_id" text,
	"discussion_id" uuid,
	"comment_id" uuid,
	"review_id" uuid,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone,
	"emailed_at" timestamp with time zone,
	CONSTRAINT "notifications_kind_valid" CHECK (kind in ('discussion_reply', 'comment_reply', 'review_helpful', 'discussion_approved', 'discussion_rejected', 'comment_approved', 'comment_rejected', 'review_approved', 'review_rejected', 'content_hidden')),
	CONSTRAINT "notifications_not_own_action" CHECK ("notifications"."actor_id" is null or "notifications"."actor_id" <> "notifications"."user_id"),
	CONSTRAINT "notifications_reason_length" CHECK (char_length("notifications"."reason") <= 500)
);
--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "email_notifications" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "last_digest_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_actor_id_user_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_discussion_id_discussions_id_fk" FOREIGN KEY ("discussion_id") REFERENCES "public"."discussions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_comment_id_comments_id_fk" FOREIGN KEY ("comment_id") REFERENCES "public"."comments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_review_id_vendor_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."vendor_reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notifications_user_recent_idx" ON "notifications" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "notifications_unread_idx" ON "notifications" USING btree ("user_id") WHERE read_at is null;--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_helpful_once_idx" ON "notifications" USING btree ("user_id","review_id","actor_id") WHERE kind = 'review_helpful';--> statement-breakpoint
-- A comment that becomes visible (approved on arrival or later) tells the author of the comment
-- it answers and the author of the discussion, each once, never the commenter themself.
CREATE FUNCTION "comments_notify_reply"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  "parent_author" text;
  "discussion_author" text;
BEGIN
  IF NEW."status" <> 'approved' OR (TG_OP = 'UPDATE' AND OLD."status" = 'approved') THEN
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
--> statement-breakpoint
CREATE TRIGGER "comments_notify_reply" AFTER INSERT OR UPDATE OF "status" ON "comments"
  FOR EACH ROW EXECUTE FUNCTION "comments_notify_reply"();
--> statement-breakpoint
-- A helpful vote tells the review's author, once per voter (the partial unique index).
CREATE FUNCTION "review_votes_notify_helpful"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."vote_type" = 'helpful' AND (TG_OP = 'INSERT' OR OLD."vote_type" <> 'helpful') THEN
    INSERT INTO "notifications" ("user_id", "kind", "actor_id", "review_id")
    SELECT r."user_id", 'review_helpful', NEW."user_id", r."id"
      FROM "vendor_reviews" AS r WHERE r."id" = NEW."review_id" AND r."user_id" <> NEW."user_id"
    ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "review_votes_notify_helpful" AFTER INSERT OR UPDATE OF "vote_type" ON "review_votes"
  FOR EACH ROW EXECUTE FUNCTION "review_votes_notify_helpful"();
