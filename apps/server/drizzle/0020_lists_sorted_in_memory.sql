-- The shop's lists are sorted in memory (the catalogue's shelf of products), so the indexes that
-- served each list order in the database serve nothing, and the sales and rating ones were
-- rewritten by every order and every review.
DROP INDEX "products_units_sold_id_idx";--> statement-breakpoint
DROP INDEX "products_category_units_sold_id_idx";--> statement-breakpoint
DROP INDEX "products_category_created_at_id_idx";--> statement-breakpoint
DROP INDEX "products_price_cents_id_idx";--> statement-breakpoint
DROP INDEX "products_category_price_cents_id_idx";--> statement-breakpoint
DROP INDEX "products_price_cents_desc_id_idx";--> statement-breakpoint
DROP INDEX "products_category_price_cents_desc_id_idx";--> statement-breakpoint
DROP INDEX "products_rating_score_id_idx";--> statement-breakpoint
DROP INDEX "products_category_rating_score_id_idx";