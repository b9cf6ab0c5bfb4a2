import { CalendarPlus } from 'lucide-react';
import { Link } from 'react-router';
import { QueryState } from '../../../components/query-state';
import { Button } from '../../../components/ui/button';
import { ShowList, useShows } from '../../../features/admin-shows';
import { AdminPage } from '../../layouts/admin/admin-page';

/** `/admin/trade-shows`: the calendar the Trade Show page and the product pages plan with. */
function TradeShowsPage() {
  const shows = useShows();
  return (
    <AdminPage
      title="Trade shows"
      description="The shows your customers exhibit at. The Trade Show page lists those to come, with the days to order by."
      actions={
        <Button asChild>
          <Link to="/admin/trade-shows/new">
            <CalendarPlus aria-hidden className="size-4" />
            Add a show
          </Link>
        </Button>
      }
    >
      <QueryState query={shows} loading="Loading the shows..." what="The trade shows">
        {(list) => <ShowList shows={list} editPath={(id) => `/admin/trade-shows/${id}`} />}
      </QueryState>
      <p className="text-sm text-slate-600">
        The order cut-off and the days the workshop is closed are under{' '}
        <Link to="/admin/settings" className="font-medium text-glow-700 hover:underline">
          Settings
        </Link>
        .
      </p>
    </AdminPage>
  );
}

export { TradeShowsPage as Component };
