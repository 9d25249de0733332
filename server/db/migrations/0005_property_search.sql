CREATE TABLE "property_view_salts" (
	"day" date PRIMARY KEY NOT NULL,
	"salt" text NOT NULL
);
--> statement-breakpoint
DROP INDEX "properties_public_created_idx";--> statement-breakpoint
DROP INDEX "properties_public_category_idx";--> statement-breakpoint
DROP INDEX "properties_public_city_idx";--> statement-breakpoint
DROP INDEX "properties_search_trgm_idx";--> statement-breakpoint
CREATE INDEX "properties_public_newest_idx" ON "properties" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "properties"."review_status" = 'approved' and "properties"."is_active";--> statement-breakpoint
CREATE INDEX "properties_public_category_newest_idx" ON "properties" USING btree ("category_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "properties"."review_status" = 'approved' and "properties"."is_active";--> statement-breakpoint
CREATE INDEX "properties_public_city_newest_idx" ON "properties" USING btree (lower("city"),"created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "properties"."review_status" = 'approved' and "properties"."is_active";--> statement-breakpoint
CREATE INDEX "properties_public_type_newest_idx" ON "properties" USING btree ("property_type","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "properties"."review_status" = 'approved' and "properties"."is_active";--> statement-breakpoint
CREATE INDEX "properties_public_price_idx" ON "properties" USING btree ("price") WHERE "properties"."review_status" = 'approved' and "properties"."is_active";--> statement-breakpoint
CREATE INDEX "properties_search_text_trgm_idx" ON "properties" USING gin (("title" || ' ' || "address" || ' ' || "city" || ' ' || "description") gin_trgm_ops) WHERE "properties"."review_status" = 'approved' and "properties"."is_active";--> statement-breakpoint
CREATE UNIQUE INDEX "listing_reports_open_unique" ON "listing_reports" USING btree ("user_id","property_id") WHERE "listing_reports"."status" = 'open';