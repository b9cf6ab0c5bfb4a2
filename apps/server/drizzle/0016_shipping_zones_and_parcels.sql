CREATE TABLE "shipping_methods" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "shipping_methods_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"zone_id" integer NOT NULL,
	"name" text NOT NULL,
	"position" integer NOT NULL,
	"rate_rule" jsonb NOT NULL,
	"free_from_cents" integer,
	"transit_days_min" smallint NOT NULL,
	"transit_days_max" smallint NOT NULL,
	"carries_oversized" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "shipping_methods_transit_check" CHECK (0 <= "shipping_methods"."transit_days_min" and "shipping_methods"."transit_days_min" <= "shipping_methods"."transit_days_max")
);
--> statement-breakpoint
CREATE TABLE "shipping_zone_regions" (
	"country" text NOT NULL,
	"region" text NOT NULL,
	"zone_id" integer NOT NULL,
	CONSTRAINT "shipping_zone_regions_country_region_pk" PRIMARY KEY("country","region")
);
--> statement-breakpoint
CREATE TABLE "shipping_zones" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "shipping_zones_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "weight_g" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "package_length_mm" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "package_width_mm" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "package_height_mm" integer;--> statement-breakpoint
ALTER TABLE "shipping_methods" ADD CONSTRAINT "shipping_methods_zone_id_shipping_zones_id_fk" FOREIGN KEY ("zone_id") REFERENCES "public"."shipping_zones"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipping_zone_regions" ADD CONSTRAINT "shipping_zone_regions_zone_id_shipping_zones_id_fk" FOREIGN KEY ("zone_id") REFERENCES "public"."shipping_zones"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shipping_methods_zone_id_idx" ON "shipping_methods" USING btree ("zone_id");--> statement-breakpoint
CREATE INDEX "shipping_zone_regions_zone_id_idx" ON "shipping_zone_regions" USING btree ("zone_id");--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_package_size_all_or_none" CHECK (num_nulls("products"."package_length_mm", "products"."package_width_mm", "products"."package_height_mm") in (0, 3));--> statement-breakpoint
-- Hand-written: the default zones and methods, so checkout can price a delivery from the first
-- start; staff change them under Settings → Shipping. Rates in cents, weight bands in grams
-- (inclusive upper limits, null: no limit), transit in working days.
INSERT INTO "shipping_zones" ("name", "position") VALUES ('US lower 48', 0), ('Alaska, Hawaii & Puerto Rico', 1), ('Canada', 2);
--> statement-breakpoint
INSERT INTO "shipping_zone_regions" ("country", "region", "zone_id")
  SELECT v.country, v.region, z.id FROM (VALUES ('US', 'AL'), ('US', 'AZ'), ('US', 'AR'), ('US', 'CA'), ('US', 'CO'), ('US', 'CT'), ('US', 'DE'), ('US', 'DC'), ('US', 'FL'), ('US', 'GA'), ('US', 'ID'), ('US', 'IL'), ('US', 'IN'), ('US', 'IA'), ('US', 'KS'), ('US', 'KY'), ('US', 'LA'), ('US', 'ME'), ('US', 'MD'), ('US', 'MA'), ('US', 'MI'), ('US', 'MN'), ('US', 'MS'), ('US', 'MO'), ('US', 'MT'), ('US', 'NE'), ('US', 'NV'), ('US', 'NH'), ('US', 'NJ'), ('US', 'NM'), ('US', 'NY'), ('US', 'NC'), ('US', 'ND'), ('US', 'OH'), ('US', 'OK'), ('US', 'OR'), ('US', 'PA'), ('US', 'RI'), ('US', 'SC'), ('US', 'SD'), ('US', 'TN'), ('US', 'TX'), ('US', 'UT'), ('US', 'VT'), ('US', 'VA'), ('US', 'WA'), ('US', 'WV'), ('US', 'WI'), ('US', 'WY')) AS v(country, region)
  CROSS JOIN "shipping_zones" z WHERE z.name = 'US lower 48';
--> statement-breakpoint
INSERT INTO "shipping_zone_regions" ("country", "region", "zone_id")
  SELECT v.country, v.region, z.id FROM (VALUES ('US', 'AK'), ('US', 'HI'), ('US', 'PR')) AS v(country, region)
  CROSS JOIN "shipping_zones" z WHERE z.name = 'Alaska, Hawaii & Puerto Rico';
--> statement-breakpoint
INSERT INTO "shipping_zone_regions" ("country", "region", "zone_id")
  SELECT v.country, v.region, z.id FROM (VALUES ('CA', 'AB'), ('CA', 'BC'), ('CA', 'MB'), ('CA', 'NB'), ('CA', 'NL'), ('CA', 'NT'), ('CA', 'NS'), ('CA', 'NU'), ('CA', 'ON'), ('CA', 'PE'), ('CA', 'QC'), ('CA', 'SK'), ('CA', 'YT')) AS v(country, region)
  CROSS JOIN "shipping_zones" z WHERE z.name = 'Canada';
--> statement-breakpoint
INSERT INTO "shipping_methods" ("zone_id", "name", "position", "rate_rule", "free_from_cents", "transit_days_min", "transit_days_max", "carries_oversized")
  SELECT z.id, m.* FROM "shipping_zones" z CROSS JOIN (VALUES
    ('Ground', 0, '{"type":"weight","bands":[{"upTo":1000,"priceCents":995},{"upTo":5000,"priceCents":1495},{"upTo":15000,"priceCents":2995},{"upTo":30000,"priceCents":4995},{"upTo":null,"priceCents":8995}]}'::jsonb, 50000, 3, 5, false),
    ('2-Day', 1, '{"type":"weight","bands":[{"upTo":1000,"priceCents":2495},{"upTo":5000,"priceCents":3995},{"upTo":15000,"priceCents":6995},{"upTo":30000,"priceCents":11995},{"upTo":null,"priceCents":19995}]}'::jsonb, NULL::integer, 2, 2, false),
    ('Freight (oversized)', 2, '{"type":"flat","priceCents":24900}'::jsonb, NULL::integer, 5, 8, true)
  ) AS m(name, position, rate_rule, free_from_cents, transit_days_min, transit_days_max, carries_oversized)
  WHERE z.name = 'US lower 48';
--> statement-breakpoint
INSERT INTO "shipping_methods" ("zone_id", "name", "position", "rate_rule", "free_from_cents", "transit_days_min", "transit_days_max", "carries_oversized")
  SELECT z.id, m.* FROM "shipping_zones" z CROSS JOIN (VALUES
    ('Ground', 0, '{"type":"weight","bands":[{"upTo":1000,"priceCents":1995},{"upTo":5000,"priceCents":3995},{"upTo":15000,"priceCents":7995},{"upTo":30000,"priceCents":13995},{"upTo":null,"priceCents":22995}]}'::jsonb, NULL::integer, 5, 10, false),
    ('2-Day Air', 1, '{"type":"weight","bands":[{"upTo":1000,"priceCents":4495},{"upTo":5000,"priceCents":7995},{"upTo":15000,"priceCents":14995},{"upTo":null,"priceCents":29995}]}'::jsonb, NULL::integer, 2, 3, false),
    ('Freight (oversized)', 2, '{"type":"flat","priceCents":54900}'::jsonb, NULL::integer, 10, 15, true)
  ) AS m(name, position, rate_rule, free_from_cents, transit_days_min, transit_days_max, carries_oversized)
  WHERE z.name = 'Alaska, Hawaii & Puerto Rico';
--> statement-breakpoint
INSERT INTO "shipping_methods" ("zone_id", "name", "position", "rate_rule", "free_from_cents", "transit_days_min", "transit_days_max", "carries_oversized")
  SELECT z.id, m.* FROM "shipping_zones" z CROSS JOIN (VALUES
    ('Ground', 0, '{"type":"weight","bands":[{"upTo":1000,"priceCents":1495},{"upTo":5000,"priceCents":2495},{"upTo":15000,"priceCents":4495},{"upTo":30000,"priceCents":7495},{"upTo":null,"priceCents":11995}]}'::jsonb, 75000, 4, 8, false),
    ('Expedited', 1, '{"type":"subtotal","bands":[{"upTo":25000,"priceCents":3995},{"upTo":100000,"priceCents":5995},{"upTo":null,"priceCents":8995}]}'::jsonb, NULL::integer, 2, 3, false),
    ('Freight (oversized)', 2, '{"type":"flat","priceCents":34900}'::jsonb, NULL::integer, 6, 10, true)
  ) AS m(name, position, rate_rule, free_from_cents, transit_days_min, transit_days_max, carries_oversized)
  WHERE z.name = 'Canada';
