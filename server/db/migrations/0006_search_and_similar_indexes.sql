CREATE INDEX "properties_public_city_type_price_idx" ON "properties" USING btree (lower("city"),"property_type","price") WHERE "properties"."review_status" = 'approved' and "properties"."is_active";--> statement-breakpoint
CREATE INDEX "properties_public_category_city_price_idx" ON "properties" USING btree ("category_id",lower("city"),"price") WHERE "properties"."review_status" = 'approved' and "properties"."is_active";--> statement-breakpoint
CREATE INDEX "properties_public_category_price_idx" ON "properties" USING btree ("category_id","price") WHERE "properties"."review_status" = 'approved' and "properties"."is_active";--> statement-breakpoint
-- Statistics on lower(city): without them the planner guesses 0.5% of the listings for any
-- city and picks plans made for rare cities when a city holds a tenth of the market.
CREATE STATISTICS IF NOT EXISTS "properties_lower_city_stats" ON (lower("city")) FROM "properties";
