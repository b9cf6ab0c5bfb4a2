import type { LoaderFunction } from 'react-router';
import { pageQueryOptions, TradeShow } from '../../features/content';
import { tradeShowsQueryOptions, UpcomingShows } from '../../features/shows';
import { preload } from '../../lib/query-client';

/** `/trade-Show`: the page's text from the content folder, and the shows to come. */
function TradeShowPage() {
  return <TradeShow calendar={<UpcomingShows />} />;
}

export const loader: LoaderFunction = ({ context }) =>
  preload(context, (client) =>
    Promise.all([
      client.prefetchQuery(pageQueryOptions('trade-show')),
      client.prefetchQuery(tradeShowsQueryOptions()),
    ]),
  );

export { TradeShowPage as Component };
