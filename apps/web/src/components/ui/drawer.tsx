import { Dialog as RadixDialog } from 'radix-ui';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { DialogCloseButton } from './dialog';

export const Drawer = RadixDialog.Root;
export const DrawerTrigger = RadixDialog.Trigger;
export const DrawerClose = RadixDialog.Close;

type DrawerContentProps = Omit<ComponentProps<typeof RadixDialog.Content>, 'title'> & {
  title: ReactNode;
  description?: ReactNode;
  side?: 'left' | 'right';
  /** `dark` for navy panels such as the admin sidebar. */
  tone?: 'light' | 'dark';
  /** Stays pinned to the bottom while the body scrolls (totals, main actions). */
  footer?: ReactNode;
  /** Replaces the default title row, e.g. with a logo; the title stays for screen readers. */
  header?: ReactNode;
  /** Drops the body's padding for content that brings its own (e.g. a nav list). */
  flush?: boolean;
  bodyClassName?: string;
};

/** A side sheet built on the modal dialog: focus trap, Escape and overlay click close it. */
export function DrawerContent({
  title,
  description,
  side = 'right',
  tone = 'light',
  footer,
  header,
  flush = false,
  className,
  bodyClassName,
  children,
  ...props
}: DrawerContentProps) {
  return (
    <RadixDialog.Portal>
      <RadixDialog.Overlay className="fixed inset-0 z-50 animate-fade-in bg-night-950/60 backdrop-blur-sm" />
      <RadixDialog.Content
        {...(description ? {} : { 'aria-describedby': undefined })}
        className={cn(
          'fixed inset-y-0 z-50 flex w-[min(24rem,calc(100vw-2.5rem))] flex-col shadow-2xl',
          side === 'right' ? 'right-0 animate-slide-in-right' : 'left-0 animate-slide-in-left',
          tone === 'dark' ? 'bg-night-900 text-slate-300' : 'bg-white',
          className,
        )}
        {...props}
      >
        <div
          className={cn(
            'flex items-center justify-between gap-4 border-b px-5 py-4',
            tone === 'dark' ? 'border-white/10' : 'border-slate-200',
          )}
        >
          {header}
          <div className={cn(header && 'sr-only')}>
            <RadixDialog.Title
              className={cn(
                'text-lg font-semibold',
                tone === 'dark' ? 'text-white' : 'text-slate-900',
              )}
            >
              {title}
            </RadixDialog.Title>
            {description && (
              <RadixDialog.Description className="text-sm text-slate-600">
                {description}
              </RadixDialog.Description>
            )}
          </div>
          <DialogCloseButton tone={tone} />
        </div>
        <div className={cn('flex-1 overflow-y-auto', !flush && 'px-5 py-5', bodyClassName)}>
          {children}
        </div>
        {footer && <div className="border-t border-slate-200 bg-slate-50 px-5 py-4">{footer}</div>}
      </RadixDialog.Content>
    </RadixDialog.Portal>
  );
}
