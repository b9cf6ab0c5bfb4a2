import type { ReactNode } from 'react';
import { cn } from '../lib/cn';

/**
 * The banner's text column. 'page' is the frame's full width; the others match a page whose body
 * is a narrower centred column (mx-auto max-w-… px-4 sm:px-6), so the title starts where the
 * text below it starts.
 */
const WIDTHS = {
  page: 'max-w-7xl px-4 sm:px-6 lg:px-8',
  '3xl': 'max-w-3xl px-4 sm:px-6',
  '4xl': 'max-w-4xl px-4 sm:px-6',
  '5xl': 'max-w-5xl px-4 sm:px-6',
  '6xl': 'max-w-6xl px-4 sm:px-6',
} as const;

export type PageBannerWidth = keyof typeof WIDTHS;

type PageBannerProps = {
  title: string;
  /** Small line above the title: a breadcrumb or a section name. */
  eyebrow?: ReactNode;
  description?: ReactNode;
  align?: 'start' | 'center';
  width?: PageBannerWidth;
};

/** The dark band with a soft backlit glow that opens content pages. */
export function PageBanner({
  title,
  eyebrow,
  description,
  align = 'start',
  width = 'page',
}: PageBannerProps) {
  return (
    <div className="relative isolate overflow-hidden bg-night-900">
      <div
        aria-hidden
        className="absolute inset-x-0 -top-28 -z-10 mx-auto h-56 max-w-3xl rounded-full bg-glow-500/20 blur-3xl"
      />
      <div
        className={cn('mx-auto py-10 sm:py-14', WIDTHS[width], align === 'center' && 'text-center')}
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
