import { LoaderCircle } from 'lucide-react';
import { cn } from '../../lib/cn';

type SpinnerProps = {
  label?: string;
  /** Shows the label beside the spinner instead of only announcing it. */
  showLabel?: boolean;
  className?: string;
};

/** A busy indicator announced to screen readers by its label. */
export function Spinner({ label = 'Loading...', showLabel = false, className }: SpinnerProps) {
  return (
    <span role="status" className={cn('inline-flex items-center gap-2 text-slate-500', className)}>
      <LoaderCircle aria-hidden className="size-5 animate-spin text-glow-500" />
      <span className={cn(showLabel ? 'text-sm font-medium text-slate-600' : 'sr-only')}>
        {label}
      </span>
    </span>
  );
}
