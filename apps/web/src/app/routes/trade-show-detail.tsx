import { useParams, type LoaderFunction } from 'react-router';
import { ShowDetails, tradeShowQueryOptions } from '../../features/shows';
import { preload } from '../../lib/query-client';
import { Component as NotFound } from './not-found';

/** `/trade-Show/{slug}`: a show's own page, with the days to order by. */
function TradeShowDetailPage() {
  const { slug = '' } = useParams();
  return <ShowDetails key={slug} slug={slug} notFound={<NotFound />} shopPath="/allproducts" />;
}

export const loader: LoaderFunction = ({ params, context }) =>
  preload(context, (client) => client.prefetchQuery(tradeShowQueryOptions(params.slug ?? '')));

export { TradeShowDetailPage as Component };
