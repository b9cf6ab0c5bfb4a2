import { ChevronDown } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { controlClassName, Field } from './field';

export type SelectProps = ComponentProps<'select'> & {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  containerClassName?: string;
  /** Keeps the label for screen readers only, e.g. in a compact toolbar. */
  hideLabel?: boolean;
  /** Says "(optional)" after the label. */
  optional?: boolean;
};

/** A styled native select: native keeps mobile pickers and keyboard behaviour for free. */
export function Select({
  id,
  label,
  hint,
  error,
  required,
  optional,
  className,
  containerClassName,
  hideLabel = false,
  children,
  ...props
}: SelectProps) {
  return (
    <Field
      id={id}
      label={hideLabel ? <span className="sr-only">{label}</span> : label}
      hint={hint}
      error={error}
      required={required}
      optional={optional}
      className={containerClassName}
    >
      {(control) => (
        <div className="relative">
          <select
            {...control}
            required={required}
            className={cn(controlClassName, 'appearance-none pr-10 pl-3', className)}
            {...props}
          >
            {children}
          </select>
          <ChevronDown
            aria-hidden
            className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-slate-500"
          />
        </div>
      )}
    </Field>
  );
}
