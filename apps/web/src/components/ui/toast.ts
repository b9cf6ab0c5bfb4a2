import { requestToaster } from './toaster-host';

export { toast } from 'sonner';

// Toasts raised before the toaster mounts are replayed by sonner when it subscribes.
requestToaster();
