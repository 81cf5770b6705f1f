DROP INDEX "comments_author_idx";--> statement-breakpoint
DROP INDEX "discussions_author_idx";--> statement-breakpoint
CREATE INDEX "comments_author_recent_idx" ON "comments" USING btree ("author_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "discussions_author_recent_idx" ON "discussions" USING btree ("author_id","created_at" DESC NULLS LAST);