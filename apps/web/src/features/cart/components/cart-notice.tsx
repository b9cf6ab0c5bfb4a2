import { useCallback, useState } from 'react';

/**
 * One polite live region for what the cart has to say (a refused change, a failed removal),
 * mounted empty up front so screen readers announce each new message.
 */
export function useCartNotice() {
  const [message, setMessage] = useState('');
  const say = useCallback((text: string) => setMessage(text), []);
  const notice = (
    <div role="status" aria-live="polite" className={message ? undefined : 'sr-only'}>
      {message && (
        <p className="flex items-start justify-between gap-3 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900">
          <span>{message}</span>
          <button
            type="button"
            onClick={() => setMessage('')}
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
