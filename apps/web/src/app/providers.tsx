import type { ReactNode } from 'react';
import { ToasterHost } from '../components/ui/toaster-host';
import { ShopInfoProvider } from '../lib/shop-info';

/** App-wide context. Server data (React Query) is provided by the data routes, see data-layout. */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ShopInfoProvider>
      {children}
      <ToasterHost />
    </ShopInfoProvider>
  );
}
