import { useId, type ReactNode } from 'react';
import { cn } from '../../lib/cn';

type FieldProps = {
  id?: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  required?: boolean;
  /** Says "(optional)" after the label, for the few fields a form can do without. */
  optional?: boolean;
  className?: string;
  /** Receives the control's id and the ARIA attributes that tie it to the hint and error. */
  children: (control: {
    id: string;
    'aria-describedby': string | undefined;
    'aria-invalid': true | undefined;
  }) => ReactNode;
};

/** Label, control, hint and error of a form field, wired together for assistive technology. */
export function Field({
  id,
  label,
  hint,
  error,
  required,
  optional,
  className,
  children,
}: FieldProps) {
  const generatedId = useId();
  const controlId = id ?? generatedId;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;

  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <label htmlFor={controlId} className="text-sm font-medium text-slate-800">
        {label}
        {required && (
          <span aria-hidden className="ml-0.5 text-red-600">
            *
          </span>
        )}
        {optional && <span className="ml-1 font-normal text-slate-500">(optional)</span>}
      </label>
      {children({
        id: controlId,
        'aria-describedby': describedBy,
        'aria-invalid': error ? true : undefined,
      })}
      {hint && (
        <p id={hintId} className="text-xs text-slate-500">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-xs font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

/** Shared look of text-like controls (inputs, native selects). */
export const controlClassName =
  'h-11 w-full rounded-lg border border-slate-300 bg-white text-sm text-slate-900 shadow-xs placeholder:text-slate-400 transition-colors hover:border-slate-400 disabled:cursor-not-allowed disabled:bg-slate-100 aria-invalid:border-red-500 aria-invalid:focus-visible:outline-red-500';
