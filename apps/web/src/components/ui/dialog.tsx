import { X } from 'lucide-react';
import { Dialog as RadixDialog } from 'radix-ui';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../../lib/cn';

export const Dialog = RadixDialog.Root;
export const DialogTrigger = RadixDialog.Trigger;
export const DialogClose = RadixDialog.Close;

type DialogContentProps = Omit<ComponentProps<typeof RadixDialog.Content>, 'title'> & {
  title: ReactNode;
  /** Read out with the title; omit only when the title says it all. */
  description?: ReactNode;
  footer?: ReactNode;
};

/** A centred modal: focus is trapped inside, Escape and the close button dismiss it. */
export function DialogContent({
  title,
  description,
  footer,
  className,
  children,
  ...props
}: DialogContentProps) {
  return (
    <RadixDialog.Portal>
      <RadixDialog.Overlay className="fixed inset-0 z-50 animate-fade-in bg-night-950/60 backdrop-blur-sm" />
      <RadixDialog.Content
        // Without a description, tell Radix there is none on purpose (it warns otherwise).
        {...(description ? {} : { 'aria-describedby': undefined })}
        className={cn(
          'fixed top-1/2 left-1/2 z-50 flex max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 animate-fade-in flex-col rounded-xl bg-white shadow-2xl',
          className,
        )}
        {...props}
      >
        <div className="flex items-start justify-between gap-4 border-b border-slate-200 px-6 py-4">
          <div>
            <RadixDialog.Title className="text-lg font-semibold text-slate-900">
              {title}
            </RadixDialog.Title>
            {description && (
              <RadixDialog.Description className="mt-1 text-sm text-slate-600">
                {description}
              </RadixDialog.Description>
            )}
          </div>
          <DialogCloseButton />
        </div>
        <div className="overflow-y-auto px-6 py-5">{children}</div>
        {footer && (
          <div className="flex justify-end gap-3 border-t border-slate-200 px-6 py-4">{footer}</div>
        )}
      </RadixDialog.Content>
    </RadixDialog.Portal>
  );
}

export function DialogCloseButton({ tone = 'light' }: { tone?: 'light' | 'dark' }) {
  return (
    <RadixDialog.Close
      aria-label="Close"
      className={cn(
        'grid size-9 shrink-0 place-items-center rounded-lg transition-colors',
        tone === 'dark'
          ? 'text-slate-300 hover:bg-white/10 hover:text-white'
          : 'text-slate-500 hover:bg-slate-100 hover:text-slate-900',
      )}
    >
      <X aria-hidden className="size-5" />
    </RadixDialog.Close>
  );
}
