-- An email or mobile belongs to an account only once a code sent to it was entered
-- (users.email_verified_at / mobile_verified_at). Existing rows are left unverified on purpose:
-- nothing recorded says how an address got onto an account (login_type tells how the account
-- was created, not whether update_profile later changed its email or mobile without a code,
-- which is the hole being closed). Their owners prove it once: a code sign-in or a password
-- reset claims a never-verified account (its old password and sessions are dropped), a Google
-- sign-in proves the token's verified email, and a signed-in user confirms it from the profile.
-- rate_limit_counters gives way to rate-limiter-flexible's rate_limit_entries.
CREATE TABLE "rate_limit_entries" (
	"key" text PRIMARY KEY NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	"expire" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "rate_limit_counters" DISABLE ROW LEVEL SECURITY;--> statement-breakpoint
DROP TABLE "rate_limit_counters" CASCADE;--> statement-breakpoint
DROP INDEX "users_mobile_unique";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "email_verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "mobile_verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "one_time_codes" ADD COLUMN "user_id" integer;--> statement-breakpoint
CREATE INDEX "rate_limit_entries_expire_idx" ON "rate_limit_entries" USING btree ("expire");--> statement-breakpoint
ALTER TABLE "one_time_codes" ADD CONSTRAINT "one_time_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "users_verified_mobile_unique" ON "users" USING btree ("mobile") WHERE "users"."mobile_verified_at" is not null;--> statement-breakpoint
CREATE INDEX "users_mobile_idx" ON "users" USING btree ("mobile");