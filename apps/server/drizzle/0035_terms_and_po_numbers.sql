-- Buying on account: the purchase-order number an order keeps (found by the staff's search), the
-- net terms and credit limit staff grant a company, the invoices of its orders on account with
-- the money received against them (a reference recorded once per invoice), and the reminders
-- sent about them (one per invoice and kind).
CREATE TABLE "company_invoice_payments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "company_invoice_payments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_invoice_id" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"received_on" date NOT NULL,
	"reference" text NOT NULL,
	"idempotency_key" text,
	"recorded_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_invoice_payments_amount_check" CHECK ("company_invoice_payments"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "company_invoice_reminders" (
	"company_invoice_id" integer NOT NULL,
	"kind" text NOT NULL,
	"queued_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_invoice_reminders_company_invoice_id_kind_pk" PRIMARY KEY("company_invoice_id","kind"),
	CONSTRAINT "company_invoice_reminders_kind_check" CHECK (kind in ('due_soon', 'overdue'))
);
--> statement-breakpoint
CREATE TABLE "company_invoices" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "company_invoices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"invoice_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"paid_cents" integer DEFAULT 0 NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"due_on" date NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_invoices_order_id_unique" UNIQUE("order_id"),
	CONSTRAINT "company_invoices_invoice_id_unique" UNIQUE("invoice_id"),
	CONSTRAINT "company_invoices_amount_check" CHECK ("company_invoices"."amount_cents" > 0),
	CONSTRAINT "company_invoices_paid_check" CHECK ("company_invoices"."paid_cents" >= 0 and "company_invoices"."paid_cents" <= "company_invoices"."amount_cents"),
	CONSTRAINT "company_invoices_status_check" CHECK (status in ('open', 'paid')),
	CONSTRAINT "company_invoices_paid_status_check" CHECK (("company_invoices"."status" = 'paid') = ("company_invoices"."paid_cents" = "company_invoices"."amount_cents"))
);
--> statement-breakpoint
CREATE TABLE "company_terms" (
	"company_id" integer PRIMARY KEY NOT NULL,
	"net_days" integer NOT NULL,
	"credit_limit_cents" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_terms_net_days_check" CHECK (net_days in (15, 30, 60)),
	CONSTRAINT "company_terms_credit_limit_check" CHECK ("company_terms"."credit_limit_cents" >= 0)
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "po_number" text;--> statement-breakpoint
ALTER TABLE "company_invoice_payments" ADD CONSTRAINT "company_invoice_payments_company_invoice_id_company_invoices_id_fk" FOREIGN KEY ("company_invoice_id") REFERENCES "public"."company_invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_invoice_payments" ADD CONSTRAINT "company_invoice_payments_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_invoice_reminders" ADD CONSTRAINT "company_invoice_reminders_company_invoice_id_company_invoices_id_fk" FOREIGN KEY ("company_invoice_id") REFERENCES "public"."company_invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_invoices" ADD CONSTRAINT "company_invoices_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_invoices" ADD CONSTRAINT "company_invoices_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_invoices" ADD CONSTRAINT "company_invoices_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_terms" ADD CONSTRAINT "company_terms_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "company_invoice_payments_reference_key" ON "company_invoice_payments" USING btree ("company_invoice_id","reference");--> statement-breakpoint
CREATE UNIQUE INDEX "company_invoice_payments_idempotency_key" ON "company_invoice_payments" USING btree ("company_invoice_id","idempotency_key") WHERE "company_invoice_payments"."idempotency_key" is not null;--> statement-breakpoint
CREATE INDEX "company_invoices_company_id_status_idx" ON "company_invoices" USING btree ("company_id","status");--> statement-breakpoint
CREATE INDEX "company_invoices_status_due_on_idx" ON "company_invoices" USING btree ("status","due_on");--> statement-breakpoint
CREATE INDEX "orders_po_number_idx" ON "orders" USING btree (lower("po_number")) WHERE "orders"."po_number" is not null;