ALTER TABLE "orders" DROP CONSTRAINT "orders_total_check";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shipping_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shipping" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "ship_to" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "trade_show" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "deliver_by" date;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "shipping" jsonb;--> statement-breakpoint
CREATE INDEX "orders_deliver_by_idx" ON "orders" USING btree ("deliver_by");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_shipping_cents_check" CHECK ("orders"."shipping_cents" >= 0);--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_total_check" CHECK ("orders"."total_cents" = "orders"."subtotal_cents" + "orders"."rush_fee_cents" + "orders"."shipping_cents" + "orders"."tax_cents");