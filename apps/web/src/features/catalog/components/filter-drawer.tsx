import type { ReactNode } from 'react';
import { Drawer, DrawerContent } from '../../../components/ui/drawer';
import type { DeferredDialogProps } from '../../../lib/use-deferred-dialog';

/** The phone's filter and sort drawer; its own chunk, loaded when the Filter button is reached for. */
export function FilterDrawer({
  open,
  onOpenChange,
  onCloseAutoFocus,
  children,
}: DeferredDialogProps & { children: ReactNode }) {
  return (
    <Drawer open={open} onOpenChange={onOpenChange}>
      <DrawerContent title="Filter and sort" side="left" onCloseAutoFocus={onCloseAutoFocus}>
        {children}
      </DrawerContent>
    </Drawer>
  );
}
