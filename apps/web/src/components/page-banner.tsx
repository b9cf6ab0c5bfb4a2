import type { ReactNode } from 'react';
import { cn } from '../lib/cn';

type PageBannerProps = {
  title: string;
  /** Small line above the title: a breadcrumb or a section name. */
  eyebrow?: ReactNode;
  description?: ReactNode;
  align?: 'start' | 'center';
};

/** The dark band with a soft backlit glow that opens content pages. */
export function PageBanner({ title, eyebrow, description, align = 'start' }: PageBannerProps) {
  return (
    <div className="relative isolate overflow-hidden bg-night-900">
      <div
        aria-hidden
        className="absolute inset-x-0 -top-28 -z-10 mx-auto h-56 max-w-3xl rounded-full bg-glow-500/20 blur-3xl"
      />
      <div
        className={cn(
          'mx-auto max-w-7xl px-4 py-10 sm:px-6 sm:py-14 lg:px-8',
          align === 'center' && 'text-center',
        )}
      >
        {eyebrow}
        <h1 className="mt-2 text-3xl font-bold tracking-tight text-white sm:text-4xl">{title}</h1>
        {description && (
          <p className={cn('mt-3 max-w-2xl text-slate-300', align === 'center' && 'mx-auto')}>
            {description}
          </p>
        )}
      </div>
    </div>
  );
}
