-- Orders keep the show or date they were planned for, with the deadlines worked out at checkout;
-- ship_by repeats the ship-by day for the production board and the reminders.
ALTER TABLE "orders" ADD COLUMN "show_plan" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "ship_by" date;--> statement-breakpoint
CREATE INDEX "orders_ship_by_idx" ON "orders" USING btree ("ship_by");
