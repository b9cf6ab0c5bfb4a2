import { ChevronDown, LogOut, Store, UserCog } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { Link } from 'react-router';
import { useCurrentUser } from '../../../features/auth';
import { useLogout } from '../../../features/auth/use-logout';

const itemClassName =
  'flex h-9 cursor-pointer items-center gap-2.5 rounded-md px-2.5 text-sm text-slate-700 outline-none data-[highlighted]:bg-slate-100 data-[highlighted]:text-slate-900 [&_svg]:size-4 [&_svg]:text-slate-500';

/** The staff member's menu: who is signed in, their account details, the shop, sign out. */
export function ProfileMenu() {
  const { data: user } = useCurrentUser();
  const { logOut, pending } = useLogout();
  const name = user ? `${user.firstname} ${user.lastname}`.trim() || user.username : 'Account';
  const initials = name
    .split(/\s+/)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase())
    .join('');

  return (
    <DropdownMenu.Root>
      {/* Named by its text, so the name begins with what is seen ("SA"), as speech input needs. */}
      <DropdownMenu.Trigger className="flex h-10 shrink-0 items-center gap-1.5 rounded-lg px-1.5 text-slate-700 transition-colors hover:bg-slate-100">
        <span className="grid size-8 place-items-center rounded-full bg-glow-400 text-xs font-bold text-night-900">
          {initials}
        </span>
        <span className="sr-only">, profile menu of {name}</span>
        <ChevronDown aria-hidden className="size-4 text-slate-500" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={6}
          className="z-50 min-w-56 rounded-xl border border-slate-200 bg-white p-1.5 shadow-xl"
        >
          <DropdownMenu.Label className="px-2.5 py-2">
            <span className="block text-sm font-semibold text-slate-900">{name}</span>
            {user && <span className="block text-xs text-slate-600">{user.email}</span>}
          </DropdownMenu.Label>
          <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
          <DropdownMenu.Item asChild className={itemClassName}>
            <Link to="/dashboard-client/account">
              <UserCog aria-hidden />
              Account details
            </Link>
          </DropdownMenu.Item>
          <DropdownMenu.Item asChild className={itemClassName}>
            <Link to="/">
              <Store aria-hidden />
              View shop
            </Link>
          </DropdownMenu.Item>
          <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
          <DropdownMenu.Item
            className={itemClassName}
            disabled={pending}
            onSelect={() => void logOut()}
          >
            <LogOut aria-hidden />
            {pending ? 'Signing out…' : 'Sign out'}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
