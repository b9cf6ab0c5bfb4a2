CREATE TABLE "product_reviews" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "product_reviews_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"product_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"rating" smallint NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"hidden_reason" text,
	"reply" text,
	"replied_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_reviews_rating_check" CHECK ("product_reviews"."rating" between 1 and 5),
	CONSTRAINT "product_reviews_status_check" CHECK (status in ('pending', 'approved', 'hidden'))
);
--> statement-breakpoint
CREATE TABLE "review_settings" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"publish_at_once" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "review_settings_single_row" CHECK ("review_settings"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "tax_regions" (
	"country" char(2) NOT NULL,
	"region" text NOT NULL,
	"collect" boolean DEFAULT false NOT NULL,
	"shipping_taxable" boolean DEFAULT true NOT NULL,
	"components" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tax_regions_country_region_pk" PRIMARY KEY("country","region")
);
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_total_check";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tax_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tax_lines" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "rating_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "rating_sum" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "rating_stars" integer[] DEFAULT '{0,0,0,0,0}' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "rating_score" double precision DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "product_reviews" ADD CONSTRAINT "product_reviews_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_reviews" ADD CONSTRAINT "product_reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "product_reviews_product_id_user_id_key" ON "product_reviews" USING btree ("product_id","user_id");--> statement-breakpoint
CREATE INDEX "product_reviews_product_id_status_created_at_idx" ON "product_reviews" USING btree ("product_id","status","created_at");--> statement-breakpoint
CREATE INDEX "product_reviews_status_created_at_id_idx" ON "product_reviews" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "product_reviews_user_id_idx" ON "product_reviews" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "products_rating_score_id_idx" ON "products" USING btree ("rating_score" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "products_category_rating_score_id_idx" ON "products" USING btree ("category_id","rating_score" DESC NULLS FIRST,"id");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_total_check" CHECK ("orders"."total_cents" = "orders"."subtotal_cents" + "orders"."rush_fee_cents" + "orders"."tax_cents");--> statement-breakpoint
-- Canada's sales taxes as a starting point for the staff's tax table (thousandths of a percent):
-- GST everywhere, HST in place of it in the harmonised provinces, a provincial tax beside it in
-- British Columbia, Manitoba, Quebec and Saskatchewan. None is collected until staff say so.
INSERT INTO "tax_regions" ("country", "region", "collect", "shipping_taxable", "components") VALUES
	('CA', 'AB', false, true, '[{"name":"GST","rateThousandths":5000}]'),
	('CA', 'BC', false, true, '[{"name":"GST","rateThousandths":5000},{"name":"PST","rateThousandths":7000}]'),
	('CA', 'MB', false, true, '[{"name":"GST","rateThousandths":5000},{"name":"RST","rateThousandths":7000}]'),
	('CA', 'NB', false, true, '[{"name":"HST","rateThousandths":15000}]'),
	('CA', 'NL', false, true, '[{"name":"HST","rateThousandths":15000}]'),
	('CA', 'NS', false, true, '[{"name":"HST","rateThousandths":14000}]'),
	('CA', 'NT', false, true, '[{"name":"GST","rateThousandths":5000}]'),
	('CA', 'NU', false, true, '[{"name":"GST","rateThousandths":5000}]'),
	('CA', 'ON', false, true, '[{"name":"HST","rateThousandths":13000}]'),
	('CA', 'PE', false, true, '[{"name":"HST","rateThousandths":15000}]'),
	('CA', 'QC', false, true, '[{"name":"GST","rateThousandths":5000},{"name":"QST","rateThousandths":9975}]'),
	('CA', 'SK', false, true, '[{"name":"GST","rateThousandths":5000},{"name":"PST","rateThousandths":6000}]'),
	('CA', 'YT', false, true, '[{"name":"GST","rateThousandths":5000}]');
