-- Quotes for large orders: a buyer's request (lines beyond the cart's cap, a note, a needed-by
-- day), the staff's prices, shipping and expiry, and its state up to the order that paid it.
-- payments.quote_id binds a payment to the accepted quote it pays for instead of the cart.
CREATE TABLE "quote_lines" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "quote_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"quote_id" integer NOT NULL,
	"product_id" integer,
	"name" text NOT NULL,
	"sku" text NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price_cents" integer,
	CONSTRAINT "quote_lines_quantity_check" CHECK ("quote_lines"."quantity" between 1 and 1000),
	CONSTRAINT "quote_lines_unit_price_check" CHECK ("quote_lines"."unit_price_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "quotes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "quotes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"company_id" integer,
	"state" text DEFAULT 'requested' NOT NULL,
	"note" text,
	"needed_by" date,
	"shipping_cents" integer,
	"expires_on" date,
	"sent_at" timestamp with time zone,
	"order_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quotes_state_check" CHECK (state in ('requested', 'sent', 'accepted', 'ordered', 'declined', 'expired', 'withdrawn')),
	CONSTRAINT "quotes_shipping_cents_check" CHECK ("quotes"."shipping_cents" >= 0),
	CONSTRAINT "quotes_sent_priced_check" CHECK ("quotes"."state" in ('requested', 'withdrawn') or ("quotes"."shipping_cents" is not null and "quotes"."expires_on" is not null))
);
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "quote_id" integer;--> statement-breakpoint
ALTER TABLE "quote_lines" ADD CONSTRAINT "quote_lines_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_lines" ADD CONSTRAINT "quote_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "quote_lines_quote_id_idx" ON "quote_lines" USING btree ("quote_id");--> statement-breakpoint
CREATE UNIQUE INDEX "quote_lines_product_unique" ON "quote_lines" USING btree ("quote_id","product_id");--> statement-breakpoint
CREATE INDEX "quotes_user_id_idx" ON "quotes" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "quotes_company_id_idx" ON "quotes" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "quotes_state_idx" ON "quotes" USING btree ("state");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE restrict ON UPDATE no action;