import { ADMIN_SIDEBAR_BREAKPOINT_PX } from '@backlit/domain';
import { ChevronRight, Menu } from 'lucide-react';
import { Link, Outlet, ScrollRestoration, useLocation } from 'react-router';
import { Logo } from '../../../components/logo';
import { NavigationProgress } from '../../../components/navigation-progress';
import { SkipLink } from '../../../components/skip-link';
import { Button } from '../../../components/ui/button';
import { Drawer, DrawerContent, DrawerTrigger } from '../../../components/ui/drawer';
import { useMediaQuery } from '../../../lib/use-media-query';
import { useOpenUntilNavigation } from '../../../lib/use-open-until-navigation';
import { OrdersBell, TopBarSearch } from '../../../features/admin-top-bar';
import { currentAdminPage } from './admin-nav';
import { ColorSchemeSwitch } from './color-scheme-switch';
import { ProfileMenu } from './profile-menu';
import { AdminSidebar } from './admin-sidebar';

const wideQuery = `(min-width: ${ADMIN_SIDEBAR_BREAKPOINT_PX}px)`;

/**
 * The back-office frame: sidebar (a drawer on narrow screens), top bar (search, the bell of orders
 * waiting, colour scheme, profile menu), page.
 */
function AdminLayout() {
  const isWide = useMediaQuery(wideQuery);
  const [menuOpen, setMenuOpen] = useOpenUntilNavigation();
  const { pathname } = useLocation();
  const pageTitle = currentAdminPage(pathname)?.label ?? 'Admin';

  return (
    // Navy behind the sidebar column when the page is longer than the screen.
    <div className="flex min-h-dvh bg-night-900">
      <SkipLink />
      <NavigationProgress />
      {isWide && (
        <aside className="sticky top-0 flex h-dvh w-64 shrink-0 flex-col overflow-y-auto overscroll-contain bg-night-900">
          <SidebarBrand />
          <AdminSidebar />
        </aside>
      )}

      <div className="scheme-surface flex min-w-0 flex-1 flex-col bg-slate-50 text-slate-800">
        <header className="sticky top-0 z-30 flex h-16 items-center gap-3 border-b border-slate-200 bg-white px-4 sm:px-6">
          {!isWide && (
            <Drawer open={menuOpen} onOpenChange={setMenuOpen}>
              <DrawerTrigger asChild>
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label="Toggle admin menu"
                  className="-ml-2"
                >
                  <Menu aria-hidden className="size-5!" />
                </Button>
              </DrawerTrigger>
              <DrawerContent
                side="left"
                tone="dark"
                title="Admin menu"
                header={<Logo tone="light" />}
                flush
                bodyClassName="flex flex-col"
              >
                <AdminSidebar />
              </DrawerContent>
            </Drawer>
          )}
          <p className="flex min-w-0 items-center gap-1.5 text-sm max-xl:sr-only">
            <span className="text-slate-500">Admin</span>
            <ChevronRight aria-hidden className="size-4 shrink-0 text-slate-400" />
            <span className="truncate font-semibold text-slate-900">{pageTitle}</span>
          </p>
          <div className="flex min-w-0 flex-1 items-center justify-end gap-1 sm:gap-2">
            <TopBarSearch />
            <OrdersBell />
            <div className="max-sm:hidden">
              <ColorSchemeSwitch />
            </div>
            <ProfileMenu />
          </div>
        </header>
        <main id="main" tabIndex={-1} className="flex-1 px-4 py-8 outline-none sm:px-6 lg:px-10">
          <Outlet />
        </main>
      </div>
      <ScrollRestoration />
    </div>
  );
}

function SidebarBrand() {
  return (
    <div className="flex h-16 items-center gap-2 border-b border-white/10 px-5">
      <Link to="/admin/dashboard" className="rounded-lg">
        <Logo tone="light" />
      </Link>
    </div>
  );
}

export { AdminLayout as Component };
