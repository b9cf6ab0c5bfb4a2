import { ALERT_TIMEOUT_MS } from '@backlit/domain';
import { Toaster as SonnerToaster } from 'sonner';

/**
 * sonner's toaster in the shop's look; ToasterHost mounts it. Toasts rise from the bottom edge
 * (centred and full width on phones): the sticky header with the cart and menu buttons is at the
 * top, and nothing stays fixed at the bottom, so a toast never hides a control the page keeps
 * in view. They hide after the shop's usual 3 s and are read out through sonner's live region.
 */
export function Toaster() {
  return (
    <SonnerToaster
      position="bottom-right"
      duration={ALERT_TIMEOUT_MS}
      closeButton
      toastOptions={{ className: 'font-sans rounded-xl' }}
    />
  );
}
