import { useId, type ReactNode } from 'react';
import { cn } from '../../lib/cn';

type PanelProps = { title: string; children: ReactNode; className?: string };

/** A white card with a heading that names it as a region, e.g. one part of an order's page. */
export function Panel({ title, children, className }: PanelProps) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className={cn('rounded-xl border border-slate-200 bg-white p-5 shadow-xs', className)}
    >
      <h2 id={headingId} className="text-base font-semibold text-slate-900">
        {title}
      </h2>
      <div className="mt-3 text-sm text-slate-700">{children}</div>
    </section>
  );
}
