import { LoaderCircle } from 'lucide-react';
import { clsx } from 'clsx';

type SpinnerProps = {
  label?: string;
  /** Shows the label beside the spinner instead of only announcing it. */
  showLabel?: boolean;
  /** Placement only (margin, width, alignment): joined to its own classes, not merged (lib/cn). */
  className?: string;
};

/** A busy indicator announced to screen readers by its label. */
export function Spinner({ label = 'Loading...', showLabel = false, className }: SpinnerProps) {
  return (
    <span
      role="status"
      className={clsx('inline-flex items-center gap-2 text-slate-500', className)}
    >
      <LoaderCircle aria-hidden className="size-5 animate-spin text-glow-500" />
      <span className={showLabel ? 'text-sm font-medium text-slate-600' : 'sr-only'}>{label}</span>
    </span>
  );
}
