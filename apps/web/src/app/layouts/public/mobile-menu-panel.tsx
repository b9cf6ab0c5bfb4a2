import { telHref } from '@backlit/domain';
import { LogOut, Mail, Phone, User, UserRound } from 'lucide-react';
import { NavLink } from 'react-router';
import { Logo } from '../../../components/logo';
import { Button } from '../../../components/ui/button';
import { Drawer, DrawerContent } from '../../../components/ui/drawer';
import { useLogout } from '../../../features/auth/use-logout';
import { accountHomePath, useAuthSession } from '../../../lib/auth-session';
import { cn } from '../../../lib/cn';
import { useShopInfo } from '../../../lib/shop-info';
import type { DeferredDialogProps } from '../../../lib/use-deferred-dialog';
import { PAGE_LINKS, SHOP_LINKS } from './nav-links';

const linkClassName = ({ isActive }: { isActive: boolean }) =>
  cn(
    'flex h-11 items-center rounded-lg px-3 text-[0.9375rem] font-medium transition-colors',
    isActive ? 'bg-glow-100 text-night-900' : 'text-slate-800 hover:bg-slate-100',
  );

/** Everything the desktop header offers, in a drawer for small screens. */
export function MobileMenuPanel({ open, onOpenChange, onCloseAutoFocus }: DeferredDialogProps) {
  const { phone, email } = useShopInfo();

  return (
    <Drawer open={open} onOpenChange={onOpenChange}>
      <DrawerContent
        side="left"
        onCloseAutoFocus={onCloseAutoFocus}
        title="Menu"
        header={<Logo />}
        footer={
          <div className="flex flex-col gap-2 text-sm">
            <a href={telHref(phone)} className="flex items-center gap-2 text-slate-700">
              <Phone aria-hidden className="size-4 text-glow-600" />
              {phone}
            </a>
            <a href={`mailto:${email}`} className="flex items-center gap-2 text-slate-700">
              <Mail aria-hidden className="size-4 text-glow-600" />
              {email}
            </a>
          </div>
        }
      >
        <nav aria-label="Main menu" className="flex flex-col gap-6">
          <div>
            <h2 className="px-3 text-xs font-semibold tracking-wider text-slate-500 uppercase">
              Shop
            </h2>
            <ul className="mt-2">
              {SHOP_LINKS.map((link) => (
                <li key={link.to}>
                  <NavLink to={link.to} className={linkClassName}>
                    {link.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </div>
          <div>
            <h2 className="px-3 text-xs font-semibold tracking-wider text-slate-500 uppercase">
              Explore
            </h2>
            <ul className="mt-2">
              {PAGE_LINKS.map((link) => (
                <li key={link.to}>
                  <NavLink to={link.to} className={linkClassName}>
                    {link.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </div>
          <AccountActions />
        </nav>
      </DrawerContent>
    </Drawer>
  );
}

/** Login when signed out; MY ACCOUNT and Log out when signed in. */
function AccountActions() {
  const session = useAuthSession();
  const { logOut, pending } = useLogout();
  if (!session) {
    return (
      <Button asChild variant="secondary">
        <NavLink to="/login">
          <User aria-hidden />
          Login
        </NavLink>
      </Button>
    );
  }
  return (
    <div className="flex flex-col gap-2">
      <Button asChild variant="secondary">
        <NavLink to={accountHomePath(session.role)}>
          <UserRound aria-hidden />
          <span className="uppercase">My account</span>
        </NavLink>
      </Button>
      <Button variant="ghost" onClick={() => void logOut()} disabled={pending}>
        <LogOut aria-hidden />
        {pending ? 'Logging out…' : 'Log out'}
      </Button>
    </div>
  );
}
