CREATE TABLE "price_feed_items" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "price_feed_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"vendor_id" integer NOT NULL,
	"external_id" text NOT NULL,
	"title" text NOT NULL,
	"link" text,
	"price_usd" numeric(10, 2),
	"in_stock" boolean NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"proposal" jsonb,
	"peptide" text,
	"amount" numeric(10, 2),
	"unit" text,
	"notes" text,
	"checked_at" timestamp with time zone,
	"held_price_usd" numeric(10, 2),
	"held_in_stock" boolean,
	"held_at" timestamp with time zone,
	"rejected_price_usd" numeric(10, 2),
	CONSTRAINT "price_feed_items_external_uq" UNIQUE("vendor_id","external_id"),
	CONSTRAINT "price_feed_items_status_valid" CHECK (status in ('new', 'matched', 'not_listed')),
	CONSTRAINT "price_feed_items_matched_offer" CHECK (("price_feed_items"."status" = 'matched') = ("price_feed_items"."peptide" is not null and "price_feed_items"."amount" is not null and "price_feed_items"."unit" is not null))
);
--> statement-breakpoint
CREATE TABLE "price_feed_pages" (
	"vendor_id" integer NOT NULL,
	"url" text NOT NULL,
	"etag" text,
	"last_modified" text,
	"items" jsonb NOT NULL,
	CONSTRAINT "price_feed_pages_vendor_id_url_pk" PRIMARY KEY("vendor_id","url")
);
--> statement-breakpoint
CREATE TABLE "price_feeds" (
	"vendor_id" integer PRIMARY KEY NOT NULL,
	"url" text NOT NULL,
	"format" text NOT NULL,
	"next_check_at" timestamp with time zone DEFAULT now() NOT NULL,
	"claimed_until" timestamp with time zone,
	"last_checked_at" timestamp with time zone,
	"last_result" text,
	"last_ok" boolean,
	"failures_in_row" integer DEFAULT 0 NOT NULL,
	"last_manual_check_at" timestamp with time zone,
	CONSTRAINT "price_feeds_url_http" CHECK ("price_feeds"."url" ~ '^https?://'),
	CONSTRAINT "price_feeds_format_valid" CHECK (format in ('shopify', 'woocommerce', 'google-merchant', 'product-page'))
);
--> statement-breakpoint
ALTER TABLE "editorial_log" ADD COLUMN "source" text DEFAULT 'editor' NOT NULL;--> statement-breakpoint
ALTER TABLE "price_observations" ADD COLUMN "source" text DEFAULT 'editor' NOT NULL;--> statement-breakpoint
ALTER TABLE "price_observations" ADD COLUMN "in_stock" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "price_feed_items" ADD CONSTRAINT "price_feed_items_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_feed_pages" ADD CONSTRAINT "price_feed_pages_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_feeds" ADD CONSTRAINT "price_feeds_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "price_feed_items_offer_idx" ON "price_feed_items" USING btree ("peptide","vendor_id");--> statement-breakpoint
CREATE INDEX "price_feeds_due_idx" ON "price_feeds" USING btree ("next_check_at");--> statement-breakpoint
ALTER TABLE "editorial_log" ADD CONSTRAINT "editorial_log_source_valid" CHECK (source in ('editor', 'feed'));--> statement-breakpoint
ALTER TABLE "price_observations" ADD CONSTRAINT "price_observations_source_valid" CHECK (source in ('editor', 'feed'));--> statement-breakpoint
-- Hand-written: a price's source and stock are history like its price, never changed after.
DROP TRIGGER "price_observations_kept" ON "price_observations";
--> statement-breakpoint
CREATE TRIGGER "price_observations_kept" BEFORE DELETE OR UPDATE OF "vendor_id", "peptide", "amount", "unit", "notes", "price_usd", "source_url", "observed_on", "entered_at", "source", "in_stock" ON "price_observations"
  FOR EACH ROW EXECUTE FUNCTION "editorial_history_refuse_change"();
