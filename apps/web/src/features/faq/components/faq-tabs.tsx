import { NavLink } from 'react-router';
import { cn } from '../../../lib/cn';

type FaqTabsProps = { tabs: readonly { path: string; label: string }[] };

/**
 * The topic tabs are links (each topic has its own URL); NavLink marks the current one. They wrap
 * onto more lines rather than scroll, so a phone shows every topic at once.
 */
export function FaqTabs({ tabs }: FaqTabsProps) {
  return (
    <nav aria-label="FAQ topics">
      <ul className="flex flex-wrap gap-2">
        {tabs.map((tab) => (
          <li key={tab.path}>
            <NavLink
              to={tab.path}
              end
              className={({ isActive }) =>
                cn(
                  'inline-flex min-h-10 items-center rounded-full border px-4 py-1.5 text-sm font-medium transition-colors',
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
