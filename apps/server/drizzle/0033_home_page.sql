-- The home page's hero and featured products (one row), so staff change them in the back-office
-- instead of a developer changing the web app's code.
CREATE TABLE "home_page" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"eyebrow" text DEFAULT '' NOT NULL,
	"heading" text NOT NULL,
	"heading_accent" text DEFAULT '' NOT NULL,
	"text" text NOT NULL,
	"buttons" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"image" jsonb,
	"featured_product_ids" integer[] DEFAULT '{}' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "home_page_single_row" CHECK ("home_page"."id" = 1)
);
