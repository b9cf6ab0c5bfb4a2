import { lazy, Suspense, useSyncExternalStore } from 'react';

// sonner costs ~9 KB gz, too much for pages that never toast (the home page budget). The host
// mounts the toaster only once code that can show toasts has loaded; toast.ts announces that.
let requested = false;
const listeners = new Set<() => void>();

/** Called when toast.ts loads. */
export function requestToaster() {
  if (requested) return;
  requested = true;
  listeners.forEach((notify) => notify());
}

function subscribe(notify: () => void) {
  listeners.add(notify);
  return () => listeners.delete(notify);
}

const Toaster = lazy(async () => ({ default: (await import('./toaster')).Toaster }));

/** Where toasts appear; mounted once by the app providers. */
export function ToasterHost() {
  // Never in server-rendered HTML (nor while it hydrates): toasts only follow what a visitor does.
  const isRequested = useSyncExternalStore(
    subscribe,
    () => requested,
    () => false,
  );
  if (!isRequested) return null;
  return (
    <Suspense>
      <Toaster />
    </Suspense>
  );
}
