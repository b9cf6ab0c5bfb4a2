import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

/**
 * A semantic table that scrolls sideways on narrow screens instead of breaking the layout. A
 * table without links or buttons needs `scrollLabel`: it makes the scrolling box a named region
 * that the keyboard can reach and scroll.
 *
 * The scrolling box is `relative` so that it is the containing block of absolutely positioned
 * content such as `sr-only` labels: otherwise those escape its clipping and make the page wider
 * than a phone's screen, which then lays out wider than it shows.
 */
export function Table({
  className,
  scrollLabel,
  stacked = false,
  ...props
}: ComponentProps<'table'> & {
  scrollLabel?: string;
  /**
   * Where the table has less than 48rem, one card per row, each cell led by its `label` (see
   * TableCell), instead of columns.
   */
  stacked?: boolean;
}) {
  return (
    <div
      className={cn(
        'relative overflow-x-auto rounded-xl border border-slate-200 bg-white',
        // The box whose width decides whether a stacked table is cards.
        stacked && '@container',
      )}
      {...(scrollLabel && { role: 'region', 'aria-label': scrollLabel, tabIndex: 0 })}
    >
      <table
        className={cn('w-full text-left text-sm', stacked && 'table-stacked', className)}
        {...props}
      />
    </div>
  );
}

export function TableCaption({ className, ...props }: ComponentProps<'caption'>) {
  return <caption className={cn('sr-only', className)} {...props} />;
}

export function TableHead({ className, ...props }: ComponentProps<'thead'>) {
  return (
    <thead
      className={cn(
        'bg-slate-50 text-xs font-semibold tracking-wide text-slate-600 uppercase',
        className,
      )}
      {...props}
    />
  );
}

export function TableBody({ className, ...props }: ComponentProps<'tbody'>) {
  return <tbody className={cn('divide-y divide-slate-100', className)} {...props} />;
}

export function TableRow({ className, ...props }: ComponentProps<'tr'>) {
  return <tr className={cn('transition-colors hover:bg-slate-50/70', className)} {...props} />;
}

export function TableHeaderCell({ className, scope = 'col', ...props }: ComponentProps<'th'>) {
  return <th scope={scope} className={cn('px-4 py-3 whitespace-nowrap', className)} {...props} />;
}

/** `label`: the column's name, shown before the value when a stacked table is a card. */
export function TableCell({
  className,
  label,
  ...props
}: ComponentProps<'td'> & { label?: string }) {
  return <td data-label={label} className={cn('px-4 py-3 text-slate-700', className)} {...props} />;
}
