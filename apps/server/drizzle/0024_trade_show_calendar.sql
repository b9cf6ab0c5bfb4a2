CREATE TABLE "planner_settings" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"time_zone" text NOT NULL,
	"order_cutoff" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "planner_settings_single_row" CHECK ("planner_settings"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "shop_closures" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "shop_closures_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"reason" text NOT NULL,
	CONSTRAINT "shop_closures_in_order" CHECK ("shop_closures"."starts_on" <= "shop_closures"."ends_on")
);
--> statement-breakpoint
CREATE TABLE "trade_shows" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "trade_shows_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"organizer" text,
	"venue" text NOT NULL,
	"city" text NOT NULL,
	"country" char(2) NOT NULL,
	"region" text NOT NULL,
	"move_in" date NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"contractor" text,
	"warehouse_address" text,
	"warehouse_from" date,
	"warehouse_to" date,
	"direct_from" date,
	"direct_to" date,
	"url" text,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trade_shows_slug_unique" UNIQUE("slug"),
	CONSTRAINT "trade_shows_status_check" CHECK (status in ('scheduled', 'postponed', 'cancelled')),
	CONSTRAINT "trade_shows_dates_in_order" CHECK ("trade_shows"."move_in" <= "trade_shows"."starts_on" and "trade_shows"."starts_on" <= "trade_shows"."ends_on"),
	CONSTRAINT "trade_shows_warehouse_whole" CHECK (("trade_shows"."warehouse_address" is null) = ("trade_shows"."warehouse_from" is null)
        and ("trade_shows"."warehouse_from" is null) = ("trade_shows"."warehouse_to" is null)),
	CONSTRAINT "trade_shows_direct_whole" CHECK (("trade_shows"."direct_from" is null) = ("trade_shows"."direct_to" is null))
);
--> statement-breakpoint
CREATE INDEX "trade_shows_ends_on_idx" ON "trade_shows" USING btree ("ends_on");