import { Menu } from 'lucide-react';
import { Suspense } from 'react';
import { Button } from '../../../components/ui/button';
import { lazyComponent } from '../../../lib/chunk-load';
import { useDeferredDialog } from '../../../lib/use-deferred-dialog';

const menuPanel = lazyComponent(
  'mobile-menu',
  async () => (await import('./mobile-menu-panel')).MobileMenuPanel,
);

/** The menu button of small screens; the drawer's code loads when it is first needed. */
export function MobileMenu({ className }: { className?: string }) {
  const { mounted, triggerProps, dialogProps } = useDeferredDialog(menuPanel.preload);
  return (
    <>
      <Button
        variant="ghost"
        size="icon"
        aria-label="Open menu"
        className={className}
        {...triggerProps}
      >
        <Menu aria-hidden className="size-5!" />
      </Button>
      {mounted && (
        <Suspense>
          <menuPanel.Component {...dialogProps} />
        </Suspense>
      )}
    </>
  );
}
