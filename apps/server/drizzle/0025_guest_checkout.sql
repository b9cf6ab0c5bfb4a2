-- Checkout without an account: payments of guest carts, private order links (kept as SHA-256),
-- guest uploads counted by the order's e-mail, and accounts whose contact and address are
-- optional, with member numbers and a confirmed e-mail that adds the guest orders placed at it.
CREATE TABLE "email_confirmations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "email_confirmations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"email" text NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "email_confirmations_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "order_links" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_links_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "order_links_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "order_links_kind_check" CHECK (kind in ('mail', 'checkout'))
);
--> statement-breakpoint
ALTER TABLE "artwork_uploads" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "phone" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "address" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "city" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "postcode" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "country" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "artwork_uploads" ADD COLUMN "guest_email" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "guest_cart_id" uuid;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "member_numbers" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "email_confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "email_confirmations" ADD CONSTRAINT "email_confirmations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_links" ADD CONSTRAINT "order_links_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "email_confirmations_user_id_idx" ON "email_confirmations" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "order_links_order_id_idx" ON "order_links" USING btree ("order_id");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_guest_cart_id_guest_carts_id_fk" FOREIGN KEY ("guest_cart_id") REFERENCES "public"."guest_carts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "artwork_uploads_guest_email_idx" ON "artwork_uploads" USING btree ("guest_email");--> statement-breakpoint
CREATE INDEX "orders_guest_email_idx" ON "orders" USING btree (lower("email")) WHERE "orders"."user_id" is null;--> statement-breakpoint
CREATE INDEX "payments_guest_cart_id_idx" ON "payments" USING btree ("guest_cart_id");--> statement-breakpoint
ALTER TABLE "artwork_uploads" ADD CONSTRAINT "artwork_uploads_one_sender_check" CHECK (("artwork_uploads"."user_id" is null) <> ("artwork_uploads"."guest_email" is null));