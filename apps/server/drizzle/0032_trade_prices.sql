-- Customer groups and their trade prices: a percentage off, fixed prices per product and
-- quantity tiers; companies.customer_group_id now references its group, and order lines keep the
-- list price and the rule of a unit charged at a trade price.
CREATE TABLE "customer_group_prices" (
	"group_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"price_cents" integer NOT NULL,
	CONSTRAINT "customer_group_prices_group_id_product_id_pk" PRIMARY KEY("group_id","product_id"),
	CONSTRAINT "customer_group_prices_price_check" CHECK ("customer_group_prices"."price_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "customer_group_tiers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "customer_group_tiers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"group_id" integer NOT NULL,
	"product_id" integer,
	"min_quantity" integer NOT NULL,
	"percent_off_bp" integer NOT NULL,
	CONSTRAINT "customer_group_tiers_quantity_check" CHECK ("customer_group_tiers"."min_quantity" >= 2),
	CONSTRAINT "customer_group_tiers_percent_check" CHECK ("customer_group_tiers"."percent_off_bp" between 1 and 10000)
);
--> statement-breakpoint
CREATE TABLE "customer_groups" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "customer_groups_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"percent_off_bp" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"association" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customer_groups_percent_check" CHECK ("customer_groups"."percent_off_bp" between 0 and 10000),
	CONSTRAINT "customer_groups_association_check" CHECK (association is null or association in ('GIGA', 'EDPA', 'ASI'))
);
--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "list_unit_price_cents" integer;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "price_rule" text;--> statement-breakpoint
ALTER TABLE "customer_group_prices" ADD CONSTRAINT "customer_group_prices_group_id_customer_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."customer_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_group_prices" ADD CONSTRAINT "customer_group_prices_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_group_tiers" ADD CONSTRAINT "customer_group_tiers_group_id_customer_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."customer_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_group_tiers" ADD CONSTRAINT "customer_group_tiers_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customer_group_prices_product_id_idx" ON "customer_group_prices" USING btree ("product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "customer_group_tiers_key" ON "customer_group_tiers" USING btree ("group_id",coalesce("product_id", 0),"min_quantity");--> statement-breakpoint
CREATE INDEX "customer_group_tiers_product_id_idx" ON "customer_group_tiers" USING btree ("product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "customer_groups_name_key" ON "customer_groups" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "customer_groups_association_key" ON "customer_groups" USING btree ("association");--> statement-breakpoint
-- Nothing could set a group before this table existed: any stray id would break the reference.
UPDATE "companies" SET "customer_group_id" = NULL WHERE "customer_group_id" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_customer_group_id_customer_groups_id_fk" FOREIGN KEY ("customer_group_id") REFERENCES "public"."customer_groups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "companies_customer_group_id_idx" ON "companies" USING btree ("customer_group_id");--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_price_rule_check" CHECK (price_rule is null or price_rule in ('fixed', 'percent', 'tier'));