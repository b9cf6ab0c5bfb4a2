import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../../lib/cn';

type AuthCardProps = {
  icon: LucideIcon;
  title: string;
  description?: ReactNode;
  /** Links under the card (e.g. "New here? Create an account"). */
  footer?: ReactNode;
  size?: 'narrow' | 'wide';
  children: ReactNode;
};

/** The frame of the sign-in, registration and password pages: a card on a softly lit backdrop. */
export function AuthCard({
  icon: Icon,
  title,
  description,
  footer,
  size = 'narrow',
  children,
}: AuthCardProps) {
  return (
    <section className="relative isolate overflow-hidden bg-slate-50 px-4 py-10 sm:px-6 sm:py-16">
      <div
        aria-hidden
        className="absolute inset-x-0 -top-40 -z-10 mx-auto h-80 max-w-2xl rounded-full bg-glow-300/30 blur-3xl"
      />
      <div className={cn('mx-auto', size === 'narrow' ? 'max-w-md' : 'max-w-3xl')}>
        <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
          <div className="flex flex-col items-center text-center">
            <span className="grid size-12 place-items-center rounded-xl bg-night-900 text-glow-400 shadow-glow">
              <Icon aria-hidden className="size-6" />
            </span>
            <h1 className="mt-4 text-2xl font-bold tracking-tight text-slate-900">{title}</h1>
            {description && <div className="mt-2 text-sm text-slate-600">{description}</div>}
          </div>
          <div className="mt-8">{children}</div>
        </div>
        {footer && <div className="mt-6 text-center text-sm text-slate-600">{footer}</div>}
      </div>
    </section>
  );
}
