import { SHOP_BUSY_MESSAGE } from '@backlit/domain';
import { CircleAlert } from 'lucide-react';
import { isShopBusy } from '../../lib/api-error';
import { EmptyState } from './empty-state';
import { RetryButton } from './retry-button';

type LoadErrorProps = {
  /** What failed, as a sentence starts: "Your orders", "This product". */
  what: string;
  onRetry: () => void;
  /** Why it failed: a 503 says the shop is busy rather than that something broke. */
  error?: unknown;
  /** Without the dashed card, for places that already frame it (a drawer, a panel). */
  bare?: boolean;
  className?: string;
};

/** A failed load (network, 5xx) in place of what was to be shown, with a way to try again. */
export function LoadError({ what, onRetry, error, bare, className }: LoadErrorProps) {
  return (
    <EmptyState
      icon={CircleAlert}
      title={`${what} could not be loaded.`}
      text={
        isShopBusy(error)
          ? SHOP_BUSY_MESSAGE
          : 'Something went wrong on our side or with the connection. Please try again.'
      }
      action={<RetryButton onRetry={onRetry} />}
      bare={bare}
      className={className}
    />
  );
}
