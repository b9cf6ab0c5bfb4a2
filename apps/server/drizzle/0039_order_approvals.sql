-- A company's admin may ask that buyers' orders over a limit be approved first: the limit on
-- companies, and each buyer's request for approval of exactly some lines (of the cart or of an
-- accepted quote) with what an admin made of it and the order placed with it.
CREATE TABLE "order_approvals" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_approvals_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"lines" jsonb NOT NULL,
	"subtotal_cents" integer NOT NULL,
	"fingerprint" text NOT NULL,
	"quote_id" integer,
	"note" text,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" integer,
	"reason" text,
	"order_id" integer,
	CONSTRAINT "order_approvals_status_check" CHECK (status in ('pending', 'approved', 'declined', 'withdrawn', 'ordered')),
	CONSTRAINT "order_approvals_subtotal_check" CHECK ("order_approvals"."subtotal_cents" > 0)
);
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "approval_limit_cents" integer;--> statement-breakpoint
ALTER TABLE "order_approvals" ADD CONSTRAINT "order_approvals_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_approvals" ADD CONSTRAINT "order_approvals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_approvals" ADD CONSTRAINT "order_approvals_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_approvals" ADD CONSTRAINT "order_approvals_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_approvals" ADD CONSTRAINT "order_approvals_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_approvals_company_id_idx" ON "order_approvals" USING btree ("company_id","requested_at");--> statement-breakpoint
CREATE INDEX "order_approvals_user_id_status_idx" ON "order_approvals" USING btree ("user_id","status");--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_approval_limit_check" CHECK ("companies"."approval_limit_cents" > 0);