import { TradeShow } from '../../features/content';
import type { LoaderFunction } from 'react-router';
import { pageQueryOptions } from '../../features/content';
import { preload } from '../../lib/query-client';

function TradeShowPage() {
  return <TradeShow />;
}

export const loader: LoaderFunction = ({ context }) =>
  preload(context, (client) => client.prefetchQuery(pageQueryOptions('trade-show')));

export { TradeShowPage as Component };
