-- An order on account cancelled before anything is received voids its invoice: it stays listed,
-- marked cancelled, and no longer counts against the company's credit or gets reminders.
ALTER TABLE "company_invoices" DROP CONSTRAINT "company_invoices_status_check";--> statement-breakpoint
ALTER TABLE "company_invoices" ADD CONSTRAINT "company_invoices_status_check" CHECK (status in ('open', 'paid', 'void'));
