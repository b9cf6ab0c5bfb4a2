import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

type EmptyStateProps = {
  icon: LucideIcon;
  title: string;
  text?: ReactNode;
  /** Usually a Button or link that gets the user going again. */
  action?: ReactNode;
  /** Without the dashed card, for places that already frame it (a drawer, a panel). */
  bare?: boolean;
  className?: string;
};

export function EmptyState({ icon: Icon, title, text, action, bare, className }: EmptyStateProps) {
  return (
    <div
      className={cn(
        'flex flex-col items-center px-6 py-12 text-center',
        !bare && 'rounded-xl border border-dashed border-slate-300 bg-slate-50/60',
        className,
      )}
    >
      <span className="grid size-12 place-items-center rounded-full bg-glow-100 text-glow-700">
        <Icon aria-hidden className="size-6" />
      </span>
      <p className="mt-4 text-base font-semibold text-slate-900">{title}</p>
      {text && <p className="mt-1 max-w-sm text-sm text-slate-600">{text}</p>}
      {action && <div className="mt-6">{action}</div>}
    </div>
  );
}
