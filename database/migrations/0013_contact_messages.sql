CREATE TABLE "contact_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text,
	"email" text,
	"body" text NOT NULL,
	"user_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"handled_at" timestamp with time zone,
	CONSTRAINT "contact_messages_lengths" CHECK (char_length("contact_messages"."body") between 1 and 5000 and coalesce(char_length("contact_messages"."name"), 0) <= 100 and coalesce(char_length("contact_messages"."email"), 0) <= 254)
);
--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contact_messages_recent_idx" ON "contact_messages" USING btree ("created_at" DESC NULLS LAST);