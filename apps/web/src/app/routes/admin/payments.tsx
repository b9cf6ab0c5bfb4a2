import {
  PAYMENT_LEDGER_PROVIDERS,
  PAYMENT_PROVIDER_LABELS,
  PAYMENT_STATUSES,
  paymentStatusLabel,
  type PaymentLedgerProvider,
  type PaymentStatus,
} from '@backlit/domain';
import { Wallet } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { QueryState } from '../../../components/query-state';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Pagination } from '../../../components/ui/pagination';
import {
  PaymentMethodFilter,
  PaymentStateTabs,
  PaymentsTable,
  useAdminPayments,
} from '../../../features/admin-payments';
import { AdminPage } from '../../layouts/admin/admin-page';

const isState = (value: string | null): value is PaymentStatus =>
  (PAYMENT_STATUSES as readonly (string | null)[]).includes(value);

const isProvider = (value: string | null): value is PaymentLedgerProvider =>
  (PAYMENT_LEDGER_PROVIDERS as readonly (string | null)[]).includes(value);

function searchOf(
  state: PaymentStatus | undefined,
  provider: PaymentLedgerProvider | undefined,
  page = 1,
) {
  const search = new URLSearchParams();
  if (state) search.set('state', state);
  if (provider) search.set('provider', provider);
  if (page > 1) search.set('page', String(page));
  return `?${search}`;
}

/**
 * `/admin/payments`: every payment by state and by how it was paid, a page at a time — including
 * those still being finished and those the shop refunded by itself, with why. State, method and
 * page live in the URL; changing either filter goes back to the first page.
 */
function PaymentsPage() {
  const [searchParams] = useSearchParams();
  const rawState = searchParams.get('state');
  const state = isState(rawState) ? rawState : undefined;
  const page = Math.max(1, Number.parseInt(searchParams.get('page') ?? '1', 10) || 1);
  const rawProvider = searchParams.get('provider');
  const provider = isProvider(rawProvider) ? rawProvider : undefined;
  const payments = useAdminPayments({ page, state, provider });

  return (
    <AdminPage
      title="Payments"
      description="Every payment and where it stands: the order it made, or the refund and why."
    >
      <div className="flex flex-col gap-6">
        <div className="flex flex-col gap-3">
          <PaymentMethodFilter
            current={provider}
            counts={payments.data?.provider_counts}
            to={(target) => searchOf(state, target)}
          />
          <PaymentStateTabs
            current={state}
            provider={provider}
            counts={payments.data?.counts}
            to={(target) => searchOf(target, provider)}
          />
        </div>
        <QueryState query={payments} loading="Loading payments..." what="The payments">
          {({ payments: rows, total, per_page: perPage }) => {
            if (rows.length > 0) {
              const first = (page - 1) * perPage + 1;
              return (
                <div className="flex flex-col gap-4">
                  <p className="text-sm text-slate-600" aria-live="polite">
                    Showing {first}–{first + rows.length - 1} of {total} payment
                    {total === 1 ? '' : 's'}
                  </p>
                  <PaymentsTable payments={rows} stale={payments.isPlaceholderData} />
                  <Pagination
                    page={page}
                    pageCount={Math.ceil(total / perPage)}
                    to={(target) => searchOf(state, provider, target)}
                    label="Payment pages"
                  />
                </div>
              );
            }
            return page > 1 && total > 0 ? (
              <EmptyState
                icon={Wallet}
                title="This page is empty."
                text="The list has fewer pages now."
                action={
                  <Button asChild variant="secondary">
                    <Link to={searchOf(state, provider)}>Go to the first page</Link>
                  </Button>
                }
              />
            ) : state ? (
              <EmptyState
                icon={Wallet}
                title={`No ${provider ? `${PAYMENT_PROVIDER_LABELS[provider]} ` : ''}payments are “${paymentStatusLabel(provider, state)}”.`}
                text={`Choose another state${provider ? ' or method' : ''} above to see those payments.`}
              />
            ) : provider ? (
              <EmptyState
                icon={Wallet}
                title={`No payments by ${PAYMENT_PROVIDER_LABELS[provider]}.`}
                text="Choose “All methods” above to see every payment."
              />
            ) : (
              <EmptyState
                icon={Wallet}
                title="No payments yet."
                text="When a customer pays at checkout, the payment appears here."
              />
            );
          }}
        </QueryState>
      </div>
    </AdminPage>
  );
}

export { PaymentsPage as Component };
