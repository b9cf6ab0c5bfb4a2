import { PrintInstructions } from '../../features/content';
import { useShopInfo } from '../../lib/shop-info';
import type { LoaderFunction } from 'react-router';
import { pageQueryOptions } from '../../features/content';
import { preload } from '../../lib/query-client';

function PrintInstructionPage() {
  const { email } = useShopInfo();
  return <PrintInstructions contactEmail={email} />;
}

export const loader: LoaderFunction = ({ context }) =>
  preload(context, (client) => client.prefetchQuery(pageQueryOptions('print-instruction')));

export { PrintInstructionPage as Component };
