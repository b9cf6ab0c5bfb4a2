import { Outlet, ScrollRestoration } from 'react-router';
import { NavigationProgress } from '../../../components/navigation-progress';
import { SkipLink } from '../../../components/skip-link';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { TopBar } from './top-bar';

/** The storefront frame around every public page. */
function PublicLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <NavigationProgress />
      <TopBar />
      <SiteHeader />
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        <Outlet />
      </main>
      <SiteFooter />
      <ScrollRestoration />
    </div>
  );
}

export { PublicLayout as Component };
