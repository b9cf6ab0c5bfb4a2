import { LogOut } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { useLogout } from '../../../features/auth/use-logout';
import { cn } from '../../../lib/cn';
import { ADMIN_NAV, ADMIN_SETTINGS, isInAdminSection } from './admin-nav';

const itemClassName = ({ isActive }: { isActive: boolean }) =>
  cn(
    'flex h-10 w-full items-center gap-3 rounded-lg px-3 text-sm font-medium transition-colors [&_svg]:size-4.5 [&_svg]:shrink-0',
    isActive
      ? 'bg-white/10 text-white [&_svg]:text-glow-400'
      : 'text-slate-300 hover:bg-white/5 hover:text-white',
  );

/** The back-office navigation; the layout shows it fixed or in a drawer. */
export function AdminSidebar() {
  const { logOut, pending } = useLogout();
  const { pathname } = useLocation();
  const { icon: SettingsIcon } = ADMIN_SETTINGS;

  return (
    <nav aria-label="Admin" className="flex flex-1 flex-col gap-6 px-3 py-4">
      <ul className="flex flex-col gap-1">
        {ADMIN_NAV.map((item) => {
          // An edit page keeps its list's entry highlighted (e.g. Categories).
          const isActive = isInAdminSection(item, pathname);
          return (
            <li key={item.to}>
              <Link
                to={item.to}
                aria-current={isActive ? 'page' : undefined}
                className={itemClassName({ isActive })}
              >
                <item.icon aria-hidden />
                {item.label}
              </Link>
            </li>
          );
        })}
      </ul>
      <ul className="mt-auto flex flex-col gap-1 border-t border-white/10 pt-4">
        <li>
          <Link
            to={ADMIN_SETTINGS.to}
            aria-current={isInAdminSection(ADMIN_SETTINGS, pathname) ? 'page' : undefined}
            className={itemClassName({ isActive: isInAdminSection(ADMIN_SETTINGS, pathname) })}
          >
            <SettingsIcon aria-hidden />
            {ADMIN_SETTINGS.label}
          </Link>
        </li>
        <li>
          <button
            type="button"
            onClick={() => void logOut()}
            disabled={pending}
            className={itemClassName({ isActive: false })}
          >
            <LogOut aria-hidden />
            {pending ? 'Logging out…' : 'Logout'}
          </button>
        </li>
      </ul>
    </nav>
  );
}
