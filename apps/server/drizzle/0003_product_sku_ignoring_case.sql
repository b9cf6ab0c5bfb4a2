ALTER TABLE "products" DROP CONSTRAINT "products_sku_unique";--> statement-breakpoint
CREATE UNIQUE INDEX "products_sku_lower_key" ON "products" USING btree (lower("sku"));