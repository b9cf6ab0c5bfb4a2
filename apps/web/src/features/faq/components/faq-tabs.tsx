import { NavLink } from 'react-router';
import { cn } from '../../../lib/cn';

type FaqTabsProps = { tabs: readonly { path: string; label: string }[] };

/** The topic tabs are links (each topic has its own URL); NavLink marks the current one. */
export function FaqTabs({ tabs }: FaqTabsProps) {
  return (
    <nav aria-label="FAQ topics" className="-mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
      <ul className="flex w-max gap-2 sm:w-auto sm:flex-wrap">
        {tabs.map((tab) => (
          <li key={tab.path}>
            <NavLink
              to={tab.path}
              end
              className={({ isActive }) =>
                cn(
                  'inline-flex h-10 items-center rounded-full border px-4 text-sm font-medium whitespace-nowrap transition-colors',
                  isActive
                    ? 'border-glow-400 bg-glow-400 text-night-900 shadow-glow'
                    : 'border-slate-200 bg-white text-slate-700 hover:border-slate-300 hover:bg-slate-50',
                )
              }
            >
              {tab.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
