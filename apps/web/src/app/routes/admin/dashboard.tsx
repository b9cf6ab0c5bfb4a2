import { useNavigate, useSearchParams } from 'react-router';
import { QueryState } from '../../../components/query-state';
import {
  ArtworkToReview,
  LowStock,
  PeriodPicker,
  periodFromSearch,
  RecentOrders,
  SalesChart,
  StatTiles,
  TodoList,
  useDashboard,
} from '../../../features/admin-dashboard';
import { AdminPage } from '../../layouts/admin/admin-page';

const dayLabel = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });
const formatDay = (isoDate: string) => dayLabel.format(new Date(`${isoDate}T00:00:00Z`));

/** `/admin/dashboard`: how the shop is doing over a period, and the staff member's to-dos. */
function DashboardPage() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const { period, choice } = periodFromSearch(searchParams);
  const figures = useDashboard(period);

  return (
    <AdminPage
      title="Dashboard"
      description={`Your shop from ${formatDay(period.from)} to ${formatDay(period.to)}.`}
    >
      <PeriodPicker
        key={`${period.from}/${period.to}`}
        period={period}
        choice={choice}
        onCustom={(custom) => void navigate(`?from=${custom.from}&to=${custom.to}`)}
      />
      <QueryState query={figures} loading="Loading the figures..." what="The figures">
        {(data) => (
          <div
            className={figures.isPlaceholderData ? 'opacity-60' : undefined}
            aria-busy={figures.isPlaceholderData}
          >
            <div className="flex flex-col gap-6">
              <StatTiles figures={data} />
              <SalesChart days={data.sales_by_day} />
            </div>
          </div>
        )}
      </QueryState>
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="min-w-0 lg:col-span-2">
          {figures.data && <RecentOrders orders={figures.data.recent_orders} />}
        </div>
        <div className="flex min-w-0 flex-col gap-6">
          {figures.data && <ArtworkToReview count={figures.data.artwork_to_review} />}
          <TodoList />
          {figures.data && <LowStock products={figures.data.low_stock} />}
        </div>
      </div>
    </AdminPage>
  );
}

export { DashboardPage as Component };
