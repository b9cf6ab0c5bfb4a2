import { HandCoins } from 'lucide-react';
import { QueryState } from '../../../components/query-state';
import { EmptyState } from '../../../components/ui/empty-state';
import {
  ReceivablesFigures,
  ReceivablesTable,
  useReceivables,
} from '../../../features/admin-receivables';
import { formatMediumDay } from '../../../lib/format';
import { AdminPage } from '../../layouts/admin/admin-page';

/**
 * `/admin/receivables`: what every company owes on account, aged by how long it is overdue, so
 * staff see whom to chase first and download the statement to send.
 */
function ReceivablesPage() {
  const receivables = useReceivables();
  // The shop's day comes with the figures: until they arrive the description leaves it out.
  const asOf = receivables.data ? `, as of ${formatMediumDay(receivables.data.as_of)}` : '';

  return (
    <AdminPage
      title="Receivables"
      description={`What companies owe on account, by how long it is overdue${asOf}.`}
    >
      <QueryState query={receivables} loading="Loading the receivables..." what="The receivables">
        {({ totals, companies }) =>
          companies.length > 0 ? (
            <div className="flex flex-col gap-6">
              <ReceivablesFigures totals={totals} />
              <ReceivablesTable companies={companies} />
            </div>
          ) : (
            <EmptyState
              icon={HandCoins}
              title="No company owes anything on account."
              text="An order a company places on account appears here until its invoice is paid."
            />
          )
        }
      </QueryState>
    </AdminPage>
  );
}

export { ReceivablesPage as Component };
