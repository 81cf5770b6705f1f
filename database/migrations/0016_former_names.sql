CREATE TABLE "former_names" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"value" text NOT NULL,
	"replaced_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "former_names_kind" CHECK (kind in ('username', 'display_name', 'name', 'email'))
);
--> statement-breakpoint
ALTER TABLE "former_names" ADD CONSTRAINT "former_names_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "former_names_user_id_idx" ON "former_names" USING btree ("user_id");--> statement-breakpoint
-- Hand-written: every name and address a member gives up is remembered, whatever changed it,
-- so that deleting the account can erase others' quotes of it too.
CREATE FUNCTION "remember_former_profile_names"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD."username" IS DISTINCT FROM NEW."username" THEN
    INSERT INTO "former_names" ("user_id", "kind", "value") VALUES (OLD."user_id", 'username', OLD."username");
  END IF;
  IF OLD."display_name" IS DISTINCT FROM NEW."display_name" AND OLD."display_name" IS NOT NULL THEN
    INSERT INTO "former_names" ("user_id", "kind", "value") VALUES (OLD."user_id", 'display_name', OLD."display_name");
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "remember_former_profile_names" AFTER UPDATE OF "username", "display_name" ON "profiles"
  FOR EACH ROW EXECUTE FUNCTION "remember_former_profile_names"();
--> statement-breakpoint
CREATE FUNCTION "remember_former_account_names"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD."email" IS DISTINCT FROM NEW."email" THEN
    INSERT INTO "former_names" ("user_id", "kind", "value") VALUES (OLD."id", 'email', OLD."email");
  END IF;
  IF OLD."name" IS DISTINCT FROM NEW."name" THEN
    INSERT INTO "former_names" ("user_id", "kind", "value") VALUES (OLD."id", 'name', OLD."name");
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "remember_former_account_names" AFTER UPDATE OF "email", "name" ON "user"
  FOR EACH ROW EXECUTE FUNCTION "remember_former_account_names"();
