CREATE TABLE "current_prices" (
	"vendor_id" integer NOT NULL,
	"peptide" text NOT NULL,
	"amount" numeric(10, 2) NOT NULL,
	"unit" text NOT NULL,
	"variant" text NOT NULL,
	"observation_id" bigint NOT NULL,
	"first_observation_id" bigint NOT NULL,
	"observed_on" date NOT NULL,
	CONSTRAINT "current_prices_vendor_id_peptide_amount_unit_variant_pk" PRIMARY KEY("vendor_id","peptide","amount","unit","variant")
);
--> statement-breakpoint
CREATE TABLE "vendor_review_stats" (
	"vendor_slug" text PRIMARY KEY NOT NULL,
	"approved_count" integer DEFAULT 0 NOT NULL,
	"rating_sum" integer DEFAULT 0 NOT NULL,
	"one_star" integer DEFAULT 0 NOT NULL,
	"two_stars" integer DEFAULT 0 NOT NULL,
	"three_stars" integer DEFAULT 0 NOT NULL,
	"four_stars" integer DEFAULT 0 NOT NULL,
	"five_stars" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "vendor_review_stats_counts_add_up" CHECK ("vendor_review_stats"."approved_count" = "vendor_review_stats"."one_star" + "vendor_review_stats"."two_stars" + "vendor_review_stats"."three_stars" + "vendor_review_stats"."four_stars" + "vendor_review_stats"."five_stars")
);
--> statement-breakpoint
DROP INDEX "vendor_reviews_list_idx";--> statement-breakpoint
ALTER TABLE "current_prices" ADD CONSTRAINT "current_prices_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "current_prices" ADD CONSTRAINT "current_prices_observation_id_price_observations_id_fk" FOREIGN KEY ("observation_id") REFERENCES "public"."price_observations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "current_prices_observed_on_idx" ON "current_prices" USING btree ("observed_on");--> statement-breakpoint
CREATE INDEX "price_observations_vendor_day_idx" ON "price_observations" USING btree ("vendor_id","observed_on");--> statement-breakpoint
CREATE INDEX "vendor_reviews_list_idx" ON "vendor_reviews" USING btree ("vendor_slug","status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
-- Hand-written from here on. A review counts in its vendor's figures while it is approved:
-- the trigger takes the old row's share away and adds the new row's, in the writer's transaction.
-- Vote counts change vendor_reviews rows too; the WHEN clause keeps those writes off the figures.
CREATE FUNCTION "vendor_review_stats_add"("slug" text, "stars" integer, "sign" integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "vendor_review_stats" AS s ("vendor_slug", "approved_count", "rating_sum",
      "one_star", "two_stars", "three_stars", "four_stars", "five_stars")
    VALUES ("slug", "sign", "sign" * "stars",
      CASE WHEN "stars" = 1 THEN "sign" ELSE 0 END, CASE WHEN "stars" = 2 THEN "sign" ELSE 0 END,
      CASE WHEN "stars" = 3 THEN "sign" ELSE 0 END, CASE WHEN "stars" = 4 THEN "sign" ELSE 0 END,
      CASE WHEN "stars" = 5 THEN "sign" ELSE 0 END)
    ON CONFLICT ("vendor_slug") DO UPDATE SET
      "approved_count" = s."approved_count" + excluded."approved_count",
      "rating_sum" = s."rating_sum" + excluded."rating_sum",
      "one_star" = s."one_star" + excluded."one_star",
      "two_stars" = s."two_stars" + excluded."two_stars",
      "three_stars" = s."three_stars" + excluded."three_stars",
      "four_stars" = s."four_stars" + excluded."four_stars",
      "five_stars" = s."five_stars" + excluded."five_stars";
END $$;
--> statement-breakpoint
CREATE FUNCTION "vendor_reviews_keep_stats"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD."status" = 'approved' THEN
    PERFORM "vendor_review_stats_add"(OLD."vendor_slug", OLD."rating", -1);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW."status" = 'approved' THEN
    PERFORM "vendor_review_stats_add"(NEW."vendor_slug", NEW."rating", 1);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "vendor_reviews_keep_stats_insert_delete" AFTER INSERT OR DELETE ON "vendor_reviews"
  FOR EACH ROW EXECUTE FUNCTION "vendor_reviews_keep_stats"();
--> statement-breakpoint
CREATE TRIGGER "vendor_reviews_keep_stats_update" AFTER UPDATE OF "status", "rating", "vendor_slug" ON "vendor_reviews"
  FOR EACH ROW WHEN (OLD."status" IS DISTINCT FROM NEW."status" OR OLD."rating" IS DISTINCT FROM NEW."rating" OR OLD."vendor_slug" IS DISTINCT FROM NEW."vendor_slug")
  EXECUTE FUNCTION "vendor_reviews_keep_stats"();
--> statement-breakpoint
INSERT INTO "vendor_review_stats" ("vendor_slug", "approved_count", "rating_sum",
    "one_star", "two_stars", "three_stars", "four_stars", "five_stars")
  SELECT "vendor_slug", count(*)::int, sum("rating")::int,
         count(*) FILTER (WHERE "rating" = 1)::int, count(*) FILTER (WHERE "rating" = 2)::int,
         count(*) FILTER (WHERE "rating" = 3)::int, count(*) FILTER (WHERE "rating" = 4)::int,
         count(*) FILTER (WHERE "rating" = 5)::int
    FROM "vendor_reviews" WHERE "status" = 'approved' GROUP BY "vendor_slug";
--> statement-breakpoint
-- Every writer of price observations (the editors' forms, a CSV import, a feed) keeps the
-- current price of its offer here: a newer day, or a later entry of the same day, replaces it.
-- Observations are never changed or deleted (price_observations_kept), so inserts are enough.
CREATE FUNCTION "price_observations_keep_current"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "current_prices" AS c ("vendor_id", "peptide", "amount", "unit", "variant",
      "observation_id", "first_observation_id", "observed_on")
    VALUES (NEW."vendor_id", NEW."peptide", NEW."amount", NEW."unit", coalesce(NEW."notes", ''),
      NEW."id", NEW."id", NEW."observed_on")
    ON CONFLICT ("vendor_id", "peptide", "amount", "unit", "variant") DO UPDATE SET
      "observation_id" = excluded."observation_id",
      "observed_on" = excluded."observed_on",
      "first_observation_id" = least(c."first_observation_id", excluded."first_observation_id")
    WHERE (excluded."observed_on", excluded."observation_id") > (c."observed_on", c."observation_id");
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "price_observations_keep_current" AFTER INSERT ON "price_observations"
  FOR EACH ROW EXECUTE FUNCTION "price_observations_keep_current"();
--> statement-breakpoint
INSERT INTO "current_prices" ("vendor_id", "peptide", "amount", "unit", "variant",
    "observation_id", "first_observation_id", "observed_on")
  SELECT DISTINCT ON ("vendor_id", "peptide", "amount", "unit", coalesce("notes", ''))
         "vendor_id", "peptide", "amount", "unit", coalesce("notes", ''), "id",
         min("id") OVER (PARTITION BY "vendor_id", "peptide", "amount", "unit", coalesce("notes", '')),
         "observed_on"
    FROM "price_observations"
   ORDER BY "vendor_id", "peptide", "amount", "unit", coalesce("notes", ''), "observed_on" DESC, "id" DESC;
