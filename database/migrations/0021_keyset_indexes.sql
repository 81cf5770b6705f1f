DROP INDEX "moderation_log_recent_idx";--> statement-breakpoint
DROP INDEX "moderation_log_action_idx";--> statement-breakpoint
DROP INDEX "notifications_user_recent_idx";--> statement-breakpoint
CREATE INDEX "moderation_log_key_idx" ON "moderation_log" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "moderation_log_action_key_idx" ON "moderation_log" USING btree ("action","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "notifications_user_key_idx" ON "notifications" USING btree ("user_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);