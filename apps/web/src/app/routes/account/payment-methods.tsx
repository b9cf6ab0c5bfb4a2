import { CreditCard, ShieldCheck } from 'lucide-react';
import { DocumentTitle } from '../../../components/document-title';
import { QueryState } from '../../../components/query-state';
import { EmptyState } from '../../../components/ui/empty-state';
import { PaymentsTable, usePayments } from '../../../features/account-orders';

/** `/dashboard-client/payment-methods`: how paying works here, and the payments made. */
function PaymentMethodsPage() {
  const payments = usePayments();

  return (
    <div className="flex flex-col gap-6">
      <DocumentTitle title="Payment methods" />
      <section
        aria-labelledby="payment-methods-heading"
        className="rounded-xl border border-slate-200 bg-white p-6 shadow-xs"
      >
        <h2
          id="payment-methods-heading"
          className="flex items-center gap-2 text-xl font-bold tracking-tight text-slate-900"
        >
          <ShieldCheck aria-hidden className="size-5 text-glow-700" />
          Payment methods
        </h2>
        <p className="mt-2 max-w-2xl text-sm leading-relaxed text-slate-600">
          You pay at checkout through PayPal: with your PayPal balance, or with a debit or credit
          card in PayPal&apos;s own window. Your card details go to PayPal only. This shop never
          sees or stores card numbers, so there is no saved card to manage here.
        </p>
      </section>
      <section aria-labelledby="payments-heading" className="flex flex-col gap-4">
        <h2 id="payments-heading" className="text-lg font-semibold text-slate-900">
          Your payments
        </h2>
        <QueryState query={payments} loading="Loading your payments..." what="Your payments">
          {(rows) =>
            rows.length === 0 ? (
              <EmptyState
                icon={CreditCard}
                title="No payments yet."
                text="The payments for your orders will be listed here."
              />
            ) : (
              <PaymentsTable payments={rows} />
            )
          }
        </QueryState>
      </section>
    </div>
  );
}

export { PaymentMethodsPage as Component };
