import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { controlClassName, Field } from './field';

export type InputProps = Omit<ComponentProps<'input'>, 'children'> & {
  label: ReactNode;
  hint?: ReactNode;
  /** Shown under the field; also marks the input invalid for assistive technology. */
  error?: ReactNode;
  containerClassName?: string;
  /** Says "(optional)" after the label. */
  optional?: boolean;
};

export function Input({
  id,
  label,
  hint,
  error,
  required,
  optional,
  className,
  containerClassName,
  ...props
}: InputProps) {
  return (
    <Field
      id={id}
      label={label}
      hint={hint}
      error={error}
      required={required}
      optional={optional}
      className={containerClassName}
    >
      {(control) => (
        <input
          {...control}
          required={required}
          className={cn(controlClassName, 'px-3', className)}
          {...props}
        />
      )}
    </Field>
  );
}
