import { CircleAlert } from 'lucide-react';
import { EmptyState } from './empty-state';
import { RetryButton } from './retry-button';

type LoadErrorProps = {
  /** What failed, as a sentence starts: "Your orders", "This product". */
  what: string;
  onRetry: () => void;
  /** Without the dashed card, for places that already frame it (a drawer, a panel). */
  bare?: boolean;
  className?: string;
};

/** A failed load (network, 5xx) in place of what was to be shown, with a way to try again. */
export function LoadError({ what, onRetry, bare, className }: LoadErrorProps) {
  return (
    <EmptyState
      icon={CircleAlert}
      title={`${what} could not be loaded.`}
      text="Something went wrong on our side or with the connection. Please try again."
      action={<RetryButton onRetry={onRetry} />}
      bare={bare}
      className={className}
    />
  );
}
