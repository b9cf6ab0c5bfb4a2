-- An approval serves one order: the payment that takes it is recorded on it before the money is
-- captured, and no other payment may take it while that one is being captured or captured.
ALTER TABLE "order_approvals" ADD COLUMN "payment_id" integer;--> statement-breakpoint
ALTER TABLE "order_approvals" ADD CONSTRAINT "order_approvals_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE set null ON UPDATE no action;