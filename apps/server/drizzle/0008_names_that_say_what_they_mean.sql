ALTER TABLE "users" RENAME COLUMN "firstname" TO "first_name";--> statement-breakpoint
ALTER TABLE "users" RENAME COLUMN "lastname" TO "last_name";--> statement-breakpoint
ALTER TABLE "users" RENAME COLUMN "companyname" TO "company_name";--> statement-breakpoint
ALTER TABLE "users" RENAME COLUMN "codepostal" TO "postcode";--> statement-breakpoint
ALTER TABLE "products" RENAME COLUMN "selling_price_cents" TO "compare_at_price_cents";--> statement-breakpoint
ALTER TABLE "products" RENAME COLUMN "original_price_cents" TO "price_cents";--> statement-breakpoint
ALTER INDEX "products_original_price_cents_idx" RENAME TO "products_price_cents_idx";--> statement-breakpoint
ALTER TABLE "products" RENAME CONSTRAINT "products_original_price_cents_check" TO "products_price_cents_check";--> statement-breakpoint
ALTER TABLE "cart_items" RENAME COLUMN "product_qty" TO "quantity";--> statement-breakpoint
ALTER TABLE "cart_items" RENAME CONSTRAINT "cart_items_product_qty_check" TO "cart_items_quantity_check";--> statement-breakpoint
ALTER TABLE "orders" RENAME COLUMN "payement_method" TO "payment_method";--> statement-breakpoint
ALTER TABLE "orders" RENAME COLUMN "firstname" TO "first_name";--> statement-breakpoint
ALTER TABLE "orders" RENAME COLUMN "lastname" TO "last_name";--> statement-breakpoint
ALTER TABLE "orders" RENAME COLUMN "companyname" TO "company_name";--> statement-breakpoint
ALTER TABLE "orders" RENAME COLUMN "streetaddress" TO "address";--> statement-breakpoint
ALTER TABLE "orders" RENAME COLUMN "streetaddressoptional" TO "address2";--> statement-breakpoint
ALTER TABLE "orders" RENAME COLUMN "state_contry" TO "state";--> statement-breakpoint
ALTER TABLE "orders" RENAME COLUMN "zip" TO "postcode";--> statement-breakpoint
ALTER TABLE "orders" RENAME COLUMN "ordernotes" TO "order_notes";--> statement-breakpoint
ALTER TABLE "addresses" RENAME COLUMN "firstname" TO "first_name";--> statement-breakpoint
ALTER TABLE "addresses" RENAME COLUMN "lastname" TO "last_name";--> statement-breakpoint
ALTER TABLE "addresses" RENAME COLUMN "companyname" TO "company_name";--> statement-breakpoint
ALTER TABLE "addresses" RENAME COLUMN "streetaddress" TO "address";--> statement-breakpoint
ALTER TABLE "addresses" RENAME COLUMN "streetaddressoptional" TO "address2";--> statement-breakpoint
ALTER TABLE "addresses" RENAME COLUMN "state_code" TO "state";--> statement-breakpoint
ALTER TABLE "addresses" RENAME COLUMN "zip" TO "postcode";
