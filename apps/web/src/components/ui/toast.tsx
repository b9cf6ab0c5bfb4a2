import { Toaster as SonnerToaster } from 'sonner';
import { requestToaster } from './toaster-host';

export { toast } from 'sonner';

// Toasts raised before the toaster mounts are replayed by sonner when it subscribes.
requestToaster();

/** sonner's toaster in the shop's look; ToasterHost mounts it. */
export function Toaster() {
  return (
    <SonnerToaster
      position="top-right"
      closeButton
      toastOptions={{ className: 'font-sans rounded-xl' }}
    />
  );
}
