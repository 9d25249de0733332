CREATE TABLE "user_package_features" (
	"user_package_id" integer NOT NULL,
	"feature" text NOT NULL,
	"limit" integer,
	"used" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "user_package_features_user_package_id_feature_pk" PRIMARY KEY("user_package_id","feature"),
	CONSTRAINT "user_package_features_used" CHECK ("user_package_features"."used" >= 0 and ("user_package_features"."limit" is null or "user_package_features"."used" <= "user_package_features"."limit"))
);
--> statement-breakpoint
CREATE TABLE "user_packages" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"package_id" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"source" text NOT NULL,
	"payment_transaction_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_packages_window" CHECK ("user_packages"."ends_at" > "user_packages"."starts_at")
);
--> statement-breakpoint
ALTER TABLE "advertisements" ADD COLUMN "project_id" integer;--> statement-breakpoint
ALTER TABLE "advertisements" ADD COLUMN "user_package_id" integer;--> statement-breakpoint
ALTER TABLE "user_package_features" ADD CONSTRAINT "user_package_features_user_package_id_user_packages_id_fk" FOREIGN KEY ("user_package_id") REFERENCES "public"."user_packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_packages" ADD CONSTRAINT "user_packages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_packages" ADD CONSTRAINT "user_packages_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "user_packages_user_idx" ON "user_packages" USING btree ("user_id","ends_at");--> statement-breakpoint
CREATE UNIQUE INDEX "user_packages_payment_unique" ON "user_packages" USING btree ("payment_transaction_id");--> statement-breakpoint
ALTER TABLE "advertisements" ADD CONSTRAINT "advertisements_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advertisements" ADD CONSTRAINT "advertisements_user_package_id_user_packages_id_fk" FOREIGN KEY ("user_package_id") REFERENCES "public"."user_packages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "advertisements_project_idx" ON "advertisements" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "advertisements_user_idx" ON "advertisements" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "advertisements_one_live_per_property" ON "advertisements" USING btree ("property_id") WHERE "advertisements"."status" in ('pending', 'approved') and "advertisements"."property_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "advertisements_one_live_per_project" ON "advertisements" USING btree ("project_id") WHERE "advertisements"."status" in ('pending', 'approved') and "advertisements"."project_id" is not null;--> statement-breakpoint
ALTER TABLE "advertisements" ADD CONSTRAINT "advertisements_one_listing" CHECK (("advertisements"."property_id" is null) <> ("advertisements"."project_id" is null));