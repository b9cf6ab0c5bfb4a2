import type { ShopInfo } from '@backlit/domain';
import type { ReactNode } from 'react';
import { ToasterHost } from '../components/ui/toaster-host';
import { ShopInfoProvider } from '../lib/shop-info';
import { SiteOrigin } from '../lib/site-origin';

type AppProvidersProps = {
  children: ReactNode;
  /** Given by the server renderer; the browser reads them from the page. */
  shop?: ShopInfo;
  /** The origin the page was rendered with, so hydration builds the same absolute URLs. */
  origin?: string | undefined;
};

/** App-wide context. Server data (React Query) is provided by the data routes, see data-layout. */
export function AppProviders({ children, shop, origin }: AppProvidersProps) {
  return (
    <SiteOrigin value={origin}>
      <ShopInfoProvider value={shop}>
        {children}
        <ToasterHost />
      </ShopInfoProvider>
    </SiteOrigin>
  );
}
