/** Look of the desktop main-nav entries (links and the Shop button). */
import { clsx } from 'clsx';

/** The current section is darker and gets a glowing underline. */
export function navItemClassName(isActive: boolean): string {
  return clsx(
    'relative inline-flex h-10 items-center gap-1 rounded-lg px-3 text-sm whitespace-nowrap font-medium transition-colors hover:bg-slate-100 hover:text-slate-900',
    isActive
      ? 'text-night-900 after:absolute after:inset-x-3 after:-bottom-px after:h-0.5 after:rounded-full after:bg-glow-500'
      : 'text-slate-700',
  );
}
