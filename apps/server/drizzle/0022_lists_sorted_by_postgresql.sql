-- The shop's lists are read from PostgreSQL again: each list order, for the whole shop and for
-- one category, picks a page's ids from its own index, read from either end.
CREATE INDEX "products_units_sold_id_idx" ON "products" USING btree ("units_sold" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "products_category_units_sold_id_idx" ON "products" USING btree ("category_id","units_sold" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "products_category_created_at_id_idx" ON "products" USING btree ("category_id","created_at","id");--> statement-breakpoint
CREATE INDEX "products_price_cents_id_idx" ON "products" USING btree ("price_cents","id");--> statement-breakpoint
CREATE INDEX "products_category_price_cents_id_idx" ON "products" USING btree ("category_id","price_cents","id");--> statement-breakpoint
CREATE INDEX "products_price_cents_desc_id_idx" ON "products" USING btree ("price_cents" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "products_category_price_cents_desc_id_idx" ON "products" USING btree ("category_id","price_cents" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "products_rating_score_id_idx" ON "products" USING btree ("rating_score" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "products_category_rating_score_id_idx" ON "products" USING btree ("category_id","rating_score" DESC NULLS FIRST,"id");