-- A refund of an order placed on account is a credit note (numbered CN-<year>-<n> from a counter
-- of its own, recorded as the order's refund): it lowers what the invoice asks for, kept in
-- credited_cents beside the money received. An invoice that credit notes alone settle is
-- 'credited'.
CREATE TABLE "credit_note_counters" (
	"year" integer PRIMARY KEY NOT NULL,
	"last_number" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "company_invoices" DROP CONSTRAINT "company_invoices_paid_check";--> statement-breakpoint
ALTER TABLE "company_invoices" DROP CONSTRAINT "company_invoices_status_check";--> statement-breakpoint
ALTER TABLE "company_invoices" DROP CONSTRAINT "company_invoices_paid_status_check";--> statement-breakpoint
ALTER TABLE "company_invoices" ADD COLUMN "credited_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "company_invoices" ADD CONSTRAINT "company_invoices_credited_status_check" CHECK (("company_invoices"."status" = 'credited') = ("company_invoices"."status" in ('paid', 'credited') and "company_invoices"."paid_cents" = 0));--> statement-breakpoint
ALTER TABLE "company_invoices" ADD CONSTRAINT "company_invoices_paid_check" CHECK ("company_invoices"."paid_cents" >= 0 and "company_invoices"."credited_cents" >= 0 and "company_invoices"."paid_cents" + "company_invoices"."credited_cents" <= "company_invoices"."amount_cents");--> statement-breakpoint
ALTER TABLE "company_invoices" ADD CONSTRAINT "company_invoices_status_check" CHECK (status in ('open', 'paid', 'credited', 'void'));--> statement-breakpoint
ALTER TABLE "company_invoices" ADD CONSTRAINT "company_invoices_paid_status_check" CHECK (("company_invoices"."status" in ('paid', 'credited')) = ("company_invoices"."paid_cents" + "company_invoices"."credited_cents" = "company_invoices"."amount_cents"));