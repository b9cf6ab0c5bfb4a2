import { Toaster as SonnerToaster } from 'sonner';

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
