-- The account that stands for every deleted member (docs/decisions/0022): a member who
-- deletes their account leaves their discussions and comments to it, so threads still read, shown
-- as by "Deleted member". It holds nothing personal, has no password (no credential account, so
-- nobody can sign in as it), and its username and e-mail are taken so nobody can sign up as it.
INSERT INTO "user" ("id", "name", "email", "email_verified")
VALUES ('deleted-member', 'Deleted member', 'deleted-member@peptidia.invalid', false)
ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO "profiles" ("user_id", "username", "display_name")
VALUES ('deleted-member', 'deleted_member', 'Deleted member')
ON CONFLICT DO NOTHING;
