-- Staff record money returned to a company against an invoice (a payment sent back, a cheque
-- that bounced) beside the money received; a reference is unique per invoice and kind, so a
-- bounced cheque is returned under its own number.
DROP INDEX "company_invoice_payments_reference_key";--> statement-breakpoint
ALTER TABLE "company_invoice_payments" ADD COLUMN "kind" text DEFAULT 'received' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "company_invoice_payments_reference_key" ON "company_invoice_payments" USING btree ("company_invoice_id","kind","reference");--> statement-breakpoint
ALTER TABLE "company_invoice_payments" ADD CONSTRAINT "company_invoice_payments_kind_check" CHECK (kind in ('received', 'returned'));