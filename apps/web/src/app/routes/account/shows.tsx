import { CalendarClock } from 'lucide-react';
import { Link } from 'react-router';
import { DocumentTitle } from '../../../components/document-title';
import { QueryState } from '../../../components/query-state';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { ShowOrdersList, useAccountShows } from '../../../features/account-orders';

/** `/dashboard-client/shows`: the orders planned for a trade show or a date, with deadlines. */
function MyShowsPage() {
  const shows = useAccountShows();

  return (
    <section aria-labelledby="shows-heading" className="flex flex-col gap-4">
      <DocumentTitle title="My shows" />
      <div>
        <h2 id="shows-heading" className="text-xl font-bold tracking-tight text-slate-900">
          My shows
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          Orders you planned for a trade show or a date, the soonest needed first, with the days to
          send artwork and approve the proof by.
        </p>
      </div>
      <QueryState query={shows} loading="Loading your shows..." what="Your shows">
        {(rows) =>
          rows.length === 0 ? (
            <EmptyState
              icon={CalendarClock}
              title="No order planned for a show yet."
              text="Pick a show on a product page or at checkout: we work out the deadlines and list them here."
              action={
                <Button asChild>
                  <Link to="/trade-Show">See the trade shows</Link>
                </Button>
              }
            />
          ) : (
            <ShowOrdersList orders={rows} />
          )
        }
      </QueryState>
    </section>
  );
}

export { MyShowsPage as Component };
