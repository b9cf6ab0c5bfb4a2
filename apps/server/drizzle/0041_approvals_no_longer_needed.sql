-- A request still waiting when its company's admin removes the approval limit, or raises it to
-- the order's subtotal or more, needs no answer any more: it is marked 'not_needed'.
ALTER TABLE "order_approvals" DROP CONSTRAINT "order_approvals_status_check";--> statement-breakpoint
ALTER TABLE "order_approvals" ADD CONSTRAINT "order_approvals_status_check" CHECK (status in ('pending', 'approved', 'declined', 'withdrawn', 'ordered', 'not_needed'));