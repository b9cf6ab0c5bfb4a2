import { useCallback, useState } from 'react';
import { dismissCartMergeNotice, readCartMergeNotice } from '../../../lib/cart-merge-notice';

/**
 * One polite live region for what the cart has to say (a refused change, a failed removal, what
 * did not fit when the signed-out cart joined the account's at sign-in), mounted up front so
 * screen readers announce each new message.
 */
export function useCartNotice() {
  const [message, setMessage] = useState(readCartMergeNotice);
  const say = useCallback((text: string) => {
    dismissCartMergeNotice();
    setMessage(text);
  }, []);
  const notice = (
    <div role="status" aria-live="polite" className={message ? undefined : 'sr-only'}>
      {message && (
        <p className="flex items-start justify-between gap-3 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900">
          <span>{message}</span>
          <button
            type="button"
            onClick={() => say('')}
            className="shrink-0 font-semibold underline-offset-4 hover:underline"
          >
            Dismiss
          </button>
        </p>
      )}
    </div>
  );
  return { say, notice };
}
