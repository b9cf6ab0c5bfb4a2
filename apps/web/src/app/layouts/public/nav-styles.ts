/** Look of the desktop main-nav entries (links and the Shop button). */
import { clsx } from 'clsx';

/**
 * The current section is darker and gets a glowing underline. Labels never wrap; below the widest
 * screens the entries sit closer, so the header's row holds the search field and a signed-in
 * account's two entries too.
 */
export function navItemClassName(isActive: boolean): string {
  return clsx(
    'relative inline-flex h-10 items-center gap-1 rounded-lg px-2 text-sm font-medium whitespace-nowrap transition-colors hover:bg-slate-100 hover:text-slate-900',
    isActive
      ? 'text-night-900 after:absolute after:inset-x-2 after:-bottom-px after:h-0.5 after:rounded-full after:bg-glow-500'
      : 'text-slate-700',
  );
}
