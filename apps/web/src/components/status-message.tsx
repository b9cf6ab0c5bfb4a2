import type { ReactNode } from 'react';
import { clsx } from 'clsx';

type StatusMessageProps = {
  /** Big glowing code above the title, e.g. "404". */
  code?: string;
  title: string;
  children?: ReactNode;
  actions?: ReactNode;
  /** Placement only (margin, width, alignment): joined to its own classes, not merged (lib/cn). */
  className?: string;
};

/** Full-width message for not found, forbidden and error screens. */
export function StatusMessage({ code, title, children, actions, className }: StatusMessageProps) {
  return (
    <section
      className={clsx(
        'mx-auto flex max-w-xl flex-col items-center px-4 py-16 text-center sm:py-24',
        className,
      )}
    >
      {code && (
        <p
          aria-hidden
          className="text-7xl font-black tracking-tight text-glow-700 [text-shadow:0_0_32px_rgb(251_191_36/0.55)] sm:text-8xl"
        >
          {code}
        </p>
      )}
      <h1 className="mt-4 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{title}</h1>
      {children && <div className="mt-3 text-base text-slate-600">{children}</div>}
      {actions && (
        <div className="mt-8 flex flex-wrap items-center justify-center gap-3">{actions}</div>
      )}
    </section>
  );
}
