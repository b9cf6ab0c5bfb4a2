import type { ReactNode } from 'react';
import { cn } from '../../../lib/cn';

type FormSectionProps = {
  title: string;
  description?: string;
  className?: string;
  children: ReactNode;
};

/** A titled group of fields; the title names the group for assistive technology too. */
export function FormSection({ title, description, className, children }: FormSectionProps) {
  return (
    <fieldset
      className={cn(
        'min-w-0 border-t border-slate-200 pt-6 first-of-type:border-0 first-of-type:pt-0',
        className,
      )}
    >
      <legend className="float-left w-full">
        <span className="text-base font-semibold text-slate-900">{title}</span>
        {description && (
          <span className="mt-0.5 block text-sm font-normal text-slate-600">{description}</span>
        )}
      </legend>
      <div className="clear-both grid gap-5 pt-4 sm:grid-cols-2">{children}</div>
    </fieldset>
  );
}
