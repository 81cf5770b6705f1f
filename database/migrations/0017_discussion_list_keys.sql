DROP INDEX "discussions_list_idx";--> statement-breakpoint
DROP INDEX "discussions_category_list_idx";--> statement-breakpoint
CREATE INDEX "discussions_list_idx" ON "discussions" USING btree ("status","is_pinned" DESC NULLS LAST,"created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "discussions_category_list_idx" ON "discussions" USING btree ("category_id","status","is_pinned" DESC NULLS LAST,"created_at" DESC NULLS LAST,"id" DESC NULLS LAST);