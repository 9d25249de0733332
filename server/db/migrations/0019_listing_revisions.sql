CREATE TABLE "property_revisions" (
	"id" serial PRIMARY KEY NOT NULL,
	"property_id" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"edit" jsonb NOT NULL,
	"uploads" jsonb NOT NULL,
	"file_counts" jsonb NOT NULL,
	"changes" jsonb NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "project_revisions" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"edit" jsonb NOT NULL,
	"uploads" jsonb NOT NULL,
	"file_counts" jsonb NOT NULL,
	"changes" jsonb NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "property_revisions" ADD CONSTRAINT "property_revisions_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_revisions" ADD CONSTRAINT "project_revisions_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "property_revisions_property_unique" ON "property_revisions" USING btree ("property_id");--> statement-breakpoint
CREATE UNIQUE INDEX "project_revisions_project_unique" ON "project_revisions" USING btree ("project_id");