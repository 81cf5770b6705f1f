CREATE TABLE "follows" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"subject_kind" text NOT NULL,
	"subject_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "follows_kind_valid" CHECK (subject_kind in ('peptide', 'vendor')),
	CONSTRAINT "follows_key_length" CHECK (char_length("follows"."subject_key") between 1 and 200)
);
--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_kind_valid";--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "message" text;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "link" text;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "subject_kind" text;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "subject_key" text;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "item_key" text;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "item_day" date;--> statement-breakpoint
ALTER TABLE "follows" ADD CONSTRAINT "follows_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "follows_once_idx" ON "follows" USING btree ("user_id","subject_kind","subject_key");--> statement-breakpoint
CREATE INDEX "follows_subject_idx" ON "follows" USING btree ("subject_kind","subject_key");--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_item_day_idx" ON "notifications" USING btree ("user_id","kind","item_key","item_day") WHERE item_key is not null;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_message_length" CHECK (char_length("notifications"."message") <= 500);--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_link_on_site" CHECK ("notifications"."link" ~ '^/[^/]');--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_subject_kind_valid" CHECK (subject_kind in ('peptide', 'vendor'));--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_item_has_day" CHECK (("notifications"."item_key" is null) = ("notifications"."item_day" is null));--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_kind_valid" CHECK (kind in ('discussion_reply', 'comment_reply', 'review_helpful', 'discussion_approved', 'discussion_rejected', 'comment_approved', 'comment_rejected', 'review_approved', 'review_rejected', 'content_hidden', 'price_alert'));