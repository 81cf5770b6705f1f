DROP INDEX "comments_parent_idx";--> statement-breakpoint
CREATE INDEX "comments_discussion_top_idx" ON "comments" USING btree ("discussion_id","created_at","id") WHERE parent_comment_id is null;--> statement-breakpoint
CREATE INDEX "comments_parent_recent_idx" ON "comments" USING btree ("parent_comment_id","created_at","id");