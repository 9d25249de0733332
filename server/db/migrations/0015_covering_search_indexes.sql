-- Every column a search filters or sorts on, after each public index's own keys: a search counts
-- and picks its page from the index alone (an index-only scan) instead of visiting thousands of
-- listing rows to test a price or a type (server/db/schema/properties.ts).
DROP INDEX "properties_public_newest_idx";--> statement-breakpoint
DROP INDEX "properties_public_category_newest_idx";--> statement-breakpoint
DROP INDEX "properties_public_city_newest_idx";--> statement-breakpoint
DROP INDEX "properties_public_type_newest_idx";--> statement-breakpoint
DROP INDEX "properties_public_state_newest_idx";--> statement-breakpoint
DROP INDEX "properties_public_country_newest_idx";--> statement-breakpoint
DROP INDEX "properties_public_price_idx";--> statement-breakpoint
DROP INDEX "properties_public_type_price_idx";--> statement-breakpoint
DROP INDEX "properties_public_views_idx";--> statement-breakpoint
DROP INDEX "properties_public_likes_idx";--> statement-breakpoint
DROP INDEX "properties_public_city_type_price_idx";--> statement-breakpoint
DROP INDEX "properties_public_category_city_price_idx";--> statement-breakpoint
DROP INDEX "properties_public_category_price_idx";--> statement-breakpoint
CREATE INDEX "properties_public_newest_idx" ON "properties" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST,"price","property_type","category_id","total_views","total_likes","city","state","country") WHERE "properties"."review_status" = 'approved' and "properties"."is_active";--> statement-breakpoint
CREATE INDEX "properties_public_category_newest_idx" ON "properties" USING btree ("category_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST,"price","property_type","total_views","total_likes","city","state","country") WHERE "properties"."review_status" = 'approved' and "properties"."is_active";--> statement-breakpoint
CREATE INDEX "properties_public_city_newest_idx" ON "properties" USING btree (lower("city"),"created_at" DESC NULLS LAST,"id" DESC NULLS LAST,"price","property_type","category_id","total_views","total_likes","city","state","country") WHERE "properties"."review_status" = 'approved' and "properties"."is_active";--> statement-breakpoint
CREATE INDEX "properties_public_type_newest_idx" ON "properties" USING btree ("property_type","created_at" DESC NULLS LAST,"id" DESC NULLS LAST,"price","category_id","total_views","total_likes","city","state","country") WHERE "properties"."review_status" = 'approved' and "properties"."is_active";--> statement-breakpoint
CREATE INDEX "properties_public_state_newest_idx" ON "properties" USING btree (lower("state"),"created_at" DESC NULLS LAST,"id" DESC NULLS LAST,"price","property_type","category_id","total_views","total_likes","city","state","country") WHERE "properties"."review_status" = 'approved' and "properties"."is_active";--> statement-breakpoint
CREATE INDEX "properties_public_country_newest_idx" ON "properties" USING btree (lower("country"),"created_at" DESC NULLS LAST,"id" DESC NULLS LAST,"price","property_type","category_id","total_views","total_likes","city","state","country") WHERE "properties"."review_status" = 'approved' and "properties"."is_active";--> statement-breakpoint
CREATE INDEX "properties_public_price_idx" ON "properties" USING btree ("price","property_type","category_id","created_at","id","total_views","total_likes","city","state","country") WHERE "properties"."review_status" = 'approved' and "properties"."is_active";--> statement-breakpoint
CREATE INDEX "properties_public_type_price_idx" ON "properties" USING btree ("property_type","price","category_id","created_at","id","total_views","total_likes","city","state","country") WHERE "properties"."review_status" = 'approved' and "properties"."is_active";--> statement-breakpoint
CREATE INDEX "properties_public_views_idx" ON "properties" USING btree ("total_views" DESC NULLS LAST,"created_at" DESC NULLS LAST,"id" DESC NULLS LAST,"price","property_type","category_id","total_likes","city","state","country") WHERE "properties"."review_status" = 'approved' and "properties"."is_active";--> statement-breakpoint
CREATE INDEX "properties_public_likes_idx" ON "properties" USING btree ("total_likes" DESC NULLS LAST,"created_at" DESC NULLS LAST,"id" DESC NULLS LAST,"price","property_type","category_id","total_views","city","state","country") WHERE "properties"."review_status" = 'approved' and "properties"."is_active";--> statement-breakpoint
CREATE INDEX "properties_public_city_type_price_idx" ON "properties" USING btree (lower("city"),"property_type","price","category_id","created_at","id","total_views","total_likes","city","state","country") WHERE "properties"."review_status" = 'approved' and "properties"."is_active";--> statement-breakpoint
CREATE INDEX "properties_public_category_city_price_idx" ON "properties" USING btree ("category_id",lower("city"),"price","property_type","created_at","id","total_views","total_likes","city","state","country") WHERE "properties"."review_status" = 'approved' and "properties"."is_active";--> statement-breakpoint
CREATE INDEX "properties_public_category_price_idx" ON "properties" USING btree ("category_id","price","property_type","created_at","id","total_views","total_likes","city","state","country") WHERE "properties"."review_status" = 'approved' and "properties"."is_active";