import { useCallback, useRef, useState } from 'react';
import { useOpenUntilNavigation } from './use-open-until-navigation';

/**
 * State and props for a button that opens a dialog whose code is loaded on demand (it keeps
 * Radix off the first page load). The dialog stays mounted after its first opening so it can
 * close normally, closes on navigation, and hands focus back to the button when it closes.
 */
export function useDeferredDialog(preload: () => void) {
  const [open, setOpen] = useOpenUntilNavigation();
  const [requested, setRequested] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const show = useCallback(() => {
    setRequested(true);
    setOpen(true);
  }, [setOpen]);

  return {
    mounted: requested,
    /** Opens it from elsewhere than its button (focus still returns to the button). */
    show,
    triggerProps: {
      ref: triggerRef,
      'aria-haspopup': 'dialog' as const,
      'aria-expanded': open,
      onPointerEnter: preload,
      onFocus: preload,
      onClick: show,
    },
    dialogProps: {
      open,
      onOpenChange: setOpen,
      onCloseAutoFocus: (event: Event) => {
        event.preventDefault();
        triggerRef.current?.focus();
      },
    },
  };
}

export type DeferredDialogProps = ReturnType<typeof useDeferredDialog>['dialogProps'];
