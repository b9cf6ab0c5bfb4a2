import { Eye, EyeOff } from 'lucide-react';
import { useState } from 'react';
import { cn } from '../../lib/cn';
import { controlClassName, Field } from './field';
import type { InputProps } from './input';

/**
 * A password field with a Show / Hide button, so one field is enough: the person checks what
 * they typed instead of typing it twice.
 */
export function PasswordInput({
  id,
  label,
  hint,
  error,
  required,
  optional,
  className,
  containerClassName,
  ...props
}: Omit<InputProps, 'type'>) {
  const [shown, setShown] = useState(false);
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
        <div className="relative">
          <input
            {...control}
            type={shown ? 'text' : 'password'}
            required={required}
            // Spellcheck would send a shown password to the browser's dictionary service.
            spellCheck={false}
            autoCapitalize="none"
            className={cn(controlClassName, 'pr-24 pl-3', className)}
            {...props}
          />
          <button
            type="button"
            aria-controls={control.id}
            onClick={() => setShown((value) => !value)}
            className="absolute inset-y-1 right-1 inline-flex items-center gap-1.5 rounded-md px-3 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-slate-900"
          >
            {shown ? (
              <EyeOff aria-hidden className="size-4" />
            ) : (
              <Eye aria-hidden className="size-4" />
            )}
            {shown ? 'Hide' : 'Show'}
            <span className="sr-only"> password</span>
          </button>
        </div>
      )}
    </Field>
  );
}
