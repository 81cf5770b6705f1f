CREATE TABLE "moderation_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"actor_id" text,
	"action" text NOT NULL,
	"target_kind" text NOT NULL,
	"target_id" text NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "moderation_log_action_valid" CHECK (action in ('approve', 'reject', 'pin', 'unpin', 'grant_admin', 'revoke_admin')),
	CONSTRAINT "moderation_log_target_valid" CHECK (target_kind in ('discussion', 'comment', 'review', 'user')),
	CONSTRAINT "moderation_log_reason_length" CHECK (char_length(reason) <= 500)
);
--> statement-breakpoint
ALTER TABLE "moderation_log" ADD CONSTRAINT "moderation_log_actor_id_user_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "moderation_log_recent_idx" ON "moderation_log" USING btree (created_at desc);--> statement-breakpoint
CREATE INDEX "moderation_log_action_idx" ON "moderation_log" USING btree (action, created_at desc);