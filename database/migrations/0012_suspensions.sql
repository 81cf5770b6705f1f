-- Suspensions: an admin stops a member until a date or until lifted; the audit trail
-- records both. A suspended member has no session and cannot sign in (decision 0023).
ALTER TABLE "moderation_log" DROP CONSTRAINT "moderation_log_action_valid";--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "suspended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "suspended_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "suspension_reason" text;--> statement-breakpoint
ALTER TABLE "moderation_log" ADD CONSTRAINT "moderation_log_action_valid" CHECK (action in ('approve', 'reject', 'pin', 'unpin', 'grant_admin', 'revoke_admin', 'hide', 'dismiss_flags', 'keep', 'auto_hide', 'suspend', 'lift_suspension'));