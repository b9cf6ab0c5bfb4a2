CREATE TABLE "cookie_secret" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"secret" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cookie_secret_single_row" CHECK ("cookie_secret"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "guest_carts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cart_items" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "cart_items" ADD COLUMN "guest_cart_id" uuid;--> statement-breakpoint
CREATE INDEX "guest_carts_updated_at_idx" ON "guest_carts" USING btree ("updated_at");--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_guest_cart_id_guest_carts_id_fk" FOREIGN KEY ("guest_cart_id") REFERENCES "public"."guest_carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cart_items_guest_cart_id_product_id_key" ON "cart_items" USING btree ("guest_cart_id","product_id");--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_one_owner_check" CHECK (("cart_items"."user_id" is null) <> ("cart_items"."guest_cart_id" is null));