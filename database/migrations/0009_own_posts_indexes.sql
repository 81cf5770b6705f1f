CREATE INDEX "comments_author_unapproved_idx" ON "comments" USING btree ("author_id") WHERE status <> 'approved';--> statement-breakpoint
CREATE INDEX "discussions_author_unapproved_idx" ON "discussions" USING btree ("author_id") WHERE status <> 'approved';--> statement-breakpoint
CREATE INDEX "notifications_discussion_idx" ON "notifications" USING btree ("discussion_id");--> statement-breakpoint
CREATE INDEX "notifications_comment_idx" ON "notifications" USING btree ("comment_id");--> statement-breakpoint
CREATE INDEX "notifications_review_idx" ON "notifications" USING btree ("review_id");