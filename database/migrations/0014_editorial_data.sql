CREATE TABLE "editorial_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"actor_id" text,
	"action" text NOT NULL,
	"vendor_id" integer,
	"summary" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "editorial_log_action_valid" CHECK (action in ('vendor_added', 'vendor_corrected', 'price_added', 'prices_imported', 'lab_result_added')),
	CONSTRAINT "editorial_log_summary_length" CHECK (char_length(summary) between 1 and 500)
);
--> statement-breakpoint
CREATE TABLE "lab_results" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "lab_results_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"vendor_id" integer NOT NULL,
	"peptide" text NOT NULL,
	"lab" text,
	"tested_on" date NOT NULL,
	"expires_on" date NOT NULL,
	"grade" text NOT NULL,
	"num_tests" integer DEFAULT 1 NOT NULL,
	"purity_percent" numeric(5, 2),
	"label_mg" numeric(10, 2),
	"measured_mg" numeric(10, 2),
	"certificate_url" text,
	"overall_score" numeric(3, 1),
	"purity_score" numeric(3, 1),
	"potency_score" numeric(3, 1),
	"testing_company_score" numeric(3, 1),
	"entered_by" text,
	"entered_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lab_results_grade_valid" CHECK (grade in ('A', 'B', 'C', 'D', 'E')),
	CONSTRAINT "lab_results_num_tests_positive" CHECK ("lab_results"."num_tests" >= 1),
	CONSTRAINT "lab_results_expiry_after_test" CHECK ("lab_results"."expires_on" >= "lab_results"."tested_on"),
	CONSTRAINT "lab_results_purity_range" CHECK ("lab_results"."purity_percent" between 0 and 100),
	CONSTRAINT "lab_results_amounts_positive" CHECK ("lab_results"."label_mg" > 0 and "lab_results"."measured_mg" >= 0),
	CONSTRAINT "lab_results_certificate_https" CHECK ("lab_results"."certificate_url" ~ '^https?://')
);
--> statement-breakpoint
CREATE TABLE "price_observations" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "price_observations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"vendor_id" integer NOT NULL,
	"peptide" text NOT NULL,
	"amount" numeric(10, 2) NOT NULL,
	"unit" text NOT NULL,
	"notes" text,
	"price_usd" numeric(10, 2) NOT NULL,
	"source_url" text,
	"observed_on" date NOT NULL,
	"entered_by" text,
	"entered_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "price_observations_amount_positive" CHECK ("price_observations"."amount" > 0),
	CONSTRAINT "price_observations_price_positive" CHECK ("price_observations"."price_usd" > 0),
	CONSTRAINT "price_observations_unit_valid" CHECK (unit in ('mg', 'mL', 'vials', 'capsules')),
	CONSTRAINT "price_observations_source_https" CHECK ("price_observations"."source_url" ~ '^https?://')
);
--> statement-breakpoint
CREATE TABLE "vendors" (
	"id" integer PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"rating" numeric(3, 1) NOT NULL,
	"trust_score" integer NOT NULL,
	"lab_tested" boolean NOT NULL,
	"testing_company" text,
	"price_range" text NOT NULL,
	"location" text NOT NULL,
	"city" text,
	"established" integer NOT NULL,
	"shipping_speed" text NOT NULL,
	"description" text NOT NULL,
	"specialties" jsonb NOT NULL,
	"pros" jsonb NOT NULL,
	"cons" jsonb NOT NULL,
	"warnings" jsonb NOT NULL,
	"url" text NOT NULL,
	"affiliate_url" text,
	"coupon_code" text,
	"vendor_group" text NOT NULL,
	"pricing" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vendors_slug_unique" UNIQUE("slug"),
	CONSTRAINT "vendors_name_unique" UNIQUE("name"),
	CONSTRAINT "vendors_slug_shape" CHECK ("vendors"."slug" ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
	CONSTRAINT "vendors_rating_range" CHECK ("vendors"."rating" between 0 and 10),
	CONSTRAINT "vendors_trust_score_range" CHECK ("vendors"."trust_score" between 0 and 100),
	CONSTRAINT "vendors_established_range" CHECK ("vendors"."established" between 1900 and 2100),
	CONSTRAINT "vendors_testing_company_when_tested" CHECK ("vendors"."lab_tested" = ("vendors"."testing_company" is not null)),
	CONSTRAINT "vendors_urls_https" CHECK ("vendors"."url" like 'https://%'),
	CONSTRAINT "vendors_affiliate_https" CHECK ("vendors"."affiliate_url" like 'https://%'),
	CONSTRAINT "vendors_group_valid" CHECK (vendor_group in ('Top Rated', 'Established', 'Budget-Friendly', 'Specialty'))
);
--> statement-breakpoint
ALTER TABLE "editorial_log" ADD CONSTRAINT "editorial_log_actor_id_user_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "editorial_log" ADD CONSTRAINT "editorial_log_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_results" ADD CONSTRAINT "lab_results_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_results" ADD CONSTRAINT "lab_results_entered_by_user_id_fk" FOREIGN KEY ("entered_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_observations" ADD CONSTRAINT "price_observations_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_observations" ADD CONSTRAINT "price_observations_entered_by_user_id_fk" FOREIGN KEY ("entered_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "editorial_log_recent_idx" ON "editorial_log" USING btree (created_at desc);--> statement-breakpoint
CREATE INDEX "lab_results_vendor_peptide_idx" ON "lab_results" USING btree ("vendor_id","peptide","tested_on" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "price_observations_offer_idx" ON "price_observations" USING btree ("peptide","vendor_id","unit","amount","observed_on" DESC NULLS LAST);