import type { ExternalToast } from 'sonner';
import { requestToaster } from './toaster-host';

type Show = (message: string, data?: ExternalToast) => void;

/**
 * sonner's `toast`, loaded with the toaster when the first toast is raised: a page that only
 * might toast (a product card's heart, Add to cart) does not load sonner (~9 KB gz) with its
 * first paint. Toasts raised before the toaster mounts are replayed by sonner when it subscribes.
 */
function show(kind: 'message' | 'success' | 'warning' | 'error'): Show {
  return (message, data) => {
    requestToaster();
    void import('sonner').then(({ toast: sonner }) => sonner[kind](message, data));
  };
}

export const toast = Object.assign(show('message'), {
  success: show('success'),
  warning: show('warning'),
  error: show('error'),
});
