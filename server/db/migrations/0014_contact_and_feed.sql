CREATE TABLE "contact_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text,
	"email" text NOT NULL,
	"subject" text NOT NULL,
	"message" text NOT NULL,
	"user_id" integer,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feed_preferences" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"category_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"facility_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"min_price" numeric(16, 2),
	"max_price" numeric(16, 2),
	"property_type" text,
	"city" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_preferences" ADD CONSTRAINT "feed_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contact_messages_newest_idx" ON "contact_messages" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "contact_messages_unread_idx" ON "contact_messages" USING btree ("created_at" DESC NULLS LAST) WHERE "contact_messages"."read_at" is null;--> statement-breakpoint
CREATE INDEX "properties_public_published_idx" ON "properties" USING btree ("published_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "properties"."review_status" = 'approved' and "properties"."is_active";