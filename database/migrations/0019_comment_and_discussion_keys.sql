DROP INDEX "comments_parent_idx";--> statement-breakpoint
DROP INDEX "discussions_list_idx";--> statement-breakpoint
DROP INDEX "discussions_category_list_idx";--> statement-breakpoint
CREATE INDEX "comments_discussion_top_idx" ON "comments" USING btree ("discussion_id","created_at","id") WHERE parent_comment_id is null;--> statement-breakpoint
CREATE INDEX "comments_parent_recent_idx" ON "comments" USING btree ("parent_comment_id","created_at","id");--> statement-breakpoint
CREATE INDEX "discussions_list_idx" ON "discussions" USING btree ("status","is_pinned" DESC NULLS LAST,"created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "discussions_category_list_idx" ON "discussions" USING btree ("category_id","status","is_pinned" DESC NULLS LAST,"created_at" DESC NULLS LAST,"id" DESC NULLS LAST);