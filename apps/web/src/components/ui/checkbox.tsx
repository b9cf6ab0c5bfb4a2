import { Check } from 'lucide-react';
import { Checkbox as RadixCheckbox } from 'radix-ui';
import { useId, type ComponentProps, type ReactNode } from 'react';
import { cn } from '../../lib/cn';

export type CheckboxProps = Omit<ComponentProps<typeof RadixCheckbox.Root>, 'children'> & {
  label: ReactNode;
  error?: ReactNode;
};

export function Checkbox({ id, label, error, className, ...props }: CheckboxProps) {
  const generatedId = useId();
  const controlId = id ?? generatedId;
  const errorId = error ? `${controlId}-error` : undefined;

  return (
    <div className={cn('flex flex-col gap-1', className)}>
      <div className="flex items-start gap-2.5">
        <RadixCheckbox.Root
          id={controlId}
          aria-describedby={errorId}
          aria-invalid={error ? true : undefined}
          className="mt-0.5 grid size-5 shrink-0 place-items-center rounded-md border border-slate-400 bg-white transition-colors hover:border-slate-500 data-[state=checked]:border-glow-500 data-[state=checked]:bg-glow-400 aria-invalid:border-red-500"
          {...props}
        >
          <RadixCheckbox.Indicator>
            <Check aria-hidden strokeWidth={3} className="size-3.5 text-night-900" />
          </RadixCheckbox.Indicator>
        </RadixCheckbox.Root>
        <label htmlFor={controlId} className="text-sm text-slate-700">
          {label}
        </label>
      </div>
      {error && (
        <p id={errorId} className="pl-7.5 text-xs font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
