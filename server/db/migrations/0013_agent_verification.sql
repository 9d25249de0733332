CREATE TABLE "verification_form_fields" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"field_type" text NOT NULL,
	"options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_required" boolean DEFAULT false NOT NULL,
	"rank" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "verification_submission_values" (
	"id" serial PRIMARY KEY NOT NULL,
	"submission_id" integer NOT NULL,
	"field_id" integer,
	"field_name" text NOT NULL,
	"field_type" text NOT NULL,
	"value" jsonb,
	"file_key" text,
	"file_kind" text,
	"file_name" text
);
--> statement-breakpoint
CREATE TABLE "verification_submissions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reason" text,
	"reviewed_by" integer,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "verification_submission_values" ADD CONSTRAINT "verification_submission_values_submission_id_verification_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."verification_submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verification_submission_values" ADD CONSTRAINT "verification_submission_values_field_id_verification_form_fields_id_fk" FOREIGN KEY ("field_id") REFERENCES "public"."verification_form_fields"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verification_submissions" ADD CONSTRAINT "verification_submissions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verification_submissions" ADD CONSTRAINT "verification_submissions_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "verification_form_fields_active_rank_idx" ON "verification_form_fields" USING btree ("is_active","rank");--> statement-breakpoint
CREATE INDEX "verification_submission_values_submission_idx" ON "verification_submission_values" USING btree ("submission_id");--> statement-breakpoint
CREATE INDEX "verification_submissions_user_idx" ON "verification_submissions" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "verification_submissions_status_idx" ON "verification_submissions" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "verification_submissions_one_pending" ON "verification_submissions" USING btree ("user_id") WHERE "verification_submissions"."status" = 'pending';