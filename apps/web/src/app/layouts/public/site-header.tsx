import { Link } from 'react-router';
import { Logo } from '../../../components/logo';
import { CartButton } from '../../../features/cart/header';
import { HeaderSearchButton, HeaderSearchField } from '../../../features/catalog/header';
import { useShopInfo } from '../../../lib/shop-info';
import { AccountNav } from './account-nav';
import { MainNav } from './main-nav';
import { MobileMenu } from './mobile-menu';

export function SiteHeader() {
  const { name } = useShopInfo();
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-4 sm:px-6 lg:h-20 lg:gap-4 lg:px-8 2xl:gap-6">
        <MobileMenu className="-ml-2 lg:hidden" />
        <Link to="/" aria-label={`${name} home`} className="rounded-lg">
          <Logo />
        </Link>
        <MainNav className="mx-auto hidden lg:block" />
        <HeaderSearchField className="hidden w-48 xl:block 2xl:w-72" />
        <div className="ml-auto flex items-center gap-1 lg:ml-0">
          <HeaderSearchButton className="xl:hidden" />
          <AccountNav />
          <CartButton />
        </div>
      </div>
    </header>
  );
}
