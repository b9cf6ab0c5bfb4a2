-- The reminders sent about orders planned for a show or a date (artwork-by, approve-by, ship-by),
-- one row per order and kind, so a second sweep or instance never sends one twice.
CREATE TABLE "show_reminders" (
	"order_id" integer NOT NULL,
	"kind" text NOT NULL,
	"deadline" date NOT NULL,
	"queued_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "show_reminders_order_id_kind_pk" PRIMARY KEY("order_id","kind"),
	CONSTRAINT "show_reminders_kind_check" CHECK (kind in ('artwork_by', 'approve_by', 'ship_by'))
);
--> statement-breakpoint
ALTER TABLE "show_reminders" ADD CONSTRAINT "show_reminders_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;