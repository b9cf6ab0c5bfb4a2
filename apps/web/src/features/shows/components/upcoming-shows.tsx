import { NO_UPCOMING_SHOWS_TEXT, SHOW_STATUS_LABEL, tradeShowPath } from '@backlit/domain';
import { CalendarDays, CalendarSearch, MapPin } from 'lucide-react';
import { Link } from 'react-router';
import { JsonLd } from '../../../components/json-ld';
import { LoadError } from '../../../components/ui/load-error';
import { useSiteOrigin } from '../../../lib/site-origin';
import { useTradeShows } from '../api/get-trade-shows';
import { eventJsonLd } from '../event-json-ld';
import { formatShowDays } from '../../../lib/plan-format';
import { OrderByLine } from './order-by-line';
import { VerdictBadge } from '../../../components/verdict-badge';

/** The Trade Show page's calendar: the shows to come, or the page's sentence when there are none. */
export function UpcomingShows() {
  const query = useTradeShows();
  const origin = useSiteOrigin();

  return (
    <section aria-labelledby="upcoming-shows" className="mt-12">
      <h2 id="upcoming-shows" className="text-xl font-bold tracking-tight text-slate-900">
        Upcoming shows
      </h2>
      {query.isError ? (
        <LoadError
          what="The show calendar"
          error={query.error}
          onRetry={() => void query.refetch()}
          className="mt-4"
        />
      ) : !query.data ? (
        <div role="status" aria-label="Loading the shows" className="mt-4 flex flex-col gap-3">
          <div className="h-28 animate-pulse rounded-xl bg-slate-100" />
          <div className="h-28 animate-pulse rounded-xl bg-slate-100" />
        </div>
      ) : query.data.shows.length === 0 ? (
        <div className="mt-4 flex items-start gap-4 rounded-xl border border-dashed border-slate-300 bg-slate-50/60 p-6">
          <span className="grid size-11 shrink-0 place-items-center rounded-full bg-glow-100 text-glow-700">
            <CalendarSearch aria-hidden className="size-5" />
          </span>
          <p className="self-center text-slate-700">{NO_UPCOMING_SHOWS_TEXT}</p>
        </div>
      ) : (
        <>
          <JsonLd data={query.data.shows.map((show) => eventJsonLd(show, origin))} />
          <p className="mt-2 text-sm text-slate-600">
            When to order a frame with its printed banner (standard production) to have it there in
            time, by the first shipping method offered to each show. Open a show for every method
            and 2-Day Rush.
          </p>
          <ul className="mt-4 flex flex-col gap-4">
            {query.data.shows.map((show) => {
              const plan = show.plans.standard[0];
              return (
                <li
                  key={show.id}
                  className="relative rounded-xl border border-slate-200 bg-white p-5 shadow-xs transition-shadow focus-within:ring-2 focus-within:ring-glow-500 hover:shadow-md"
                >
                  <div className="flex flex-wrap items-start justify-between gap-2">
                    <h3 className="text-lg font-semibold text-slate-900">
                      <Link
                        to={tradeShowPath(show.slug)}
                        className="after:absolute after:inset-0 focus-visible:outline-none"
                      >
                        {show.name}
                      </Link>
                    </h3>
                    {show.status !== 'scheduled' && (
                      <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
                        {SHOW_STATUS_LABEL[show.status]}
                      </span>
                    )}
                  </div>
                  <p className="mt-2 flex flex-wrap gap-x-5 gap-y-1 text-sm text-slate-600">
                    <span className="inline-flex items-center gap-1.5">
                      <CalendarDays aria-hidden className="size-4 text-slate-500" />
                      {formatShowDays(show.starts_on, show.ends_on)}
                    </span>
                    <span className="inline-flex items-start gap-1.5">
                      <MapPin aria-hidden className="mt-0.5 size-4 shrink-0 text-slate-500" />
                      {show.venue}, {show.city}, {show.region}
                    </span>
                  </p>
                  {plan && (
                    <p className="mt-3 flex flex-wrap items-center gap-2 text-sm font-medium text-slate-900">
                      <span>
                        <OrderByLine plan={plan} printed />
                      </span>
                      <span className="text-slate-500">({plan.method})</span>
                      <VerdictBadge verdict={plan.verdict} />
                    </p>
                  )}
                </li>
              );
            })}
          </ul>
        </>
      )}
    </section>
  );
}
