CREATE TABLE "shipping_countries" (
	"code" text PRIMARY KEY NOT NULL,
	CONSTRAINT "shipping_countries_known" CHECK ("shipping_countries"."code" in ('US', 'CA'))
);
--> statement-breakpoint
-- The shop has always shipped to both; staff may narrow that down in the settings.
INSERT INTO "shipping_countries" ("code") VALUES ('US'), ('CA');
