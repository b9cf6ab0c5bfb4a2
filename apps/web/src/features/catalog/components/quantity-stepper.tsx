import { Minus, Plus } from 'lucide-react';
import { useId, useState } from 'react';

type QuantityStepperProps = {
  value: number;
  onChange: (quantity: number) => void;
  min?: number;
  max: number;
  disabled?: boolean;
};

/** Minus, a number field and plus; the value never leaves min…max. */
export function QuantityStepper({
  value,
  onChange,
  min = 1,
  max,
  disabled = false,
}: QuantityStepperProps) {
  const id = useId();
  // '' while the shopper has emptied the field to type a new number; otherwise the value shows.
  const [draft, setDraft] = useState<string | null>(null);
  const clamp = (quantity: number) => Math.min(Math.max(quantity, min), Math.max(min, max));
  const step = (delta: number) => {
    setDraft(null);
    onChange(clamp(value + delta));
  };
  const buttonClass =
    'grid size-11 place-items-center text-slate-700 transition-colors hover:bg-slate-100 disabled:cursor-not-allowed disabled:text-slate-300 disabled:hover:bg-transparent';

  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        Quantity
      </label>
      <div className="inline-flex w-fit items-center overflow-hidden rounded-lg border border-slate-300 bg-white">
        <button
          type="button"
          aria-label="Decrease quantity"
          aria-controls={id}
          disabled={disabled || value <= min}
          onClick={() => step(-1)}
          className={buttonClass}
        >
          <Minus aria-hidden className="size-4" />
        </button>
        <input
          id={id}
          type="number"
          inputMode="numeric"
          min={min}
          max={max}
          step={1}
          disabled={disabled}
          value={draft ?? String(value)}
          onChange={(event) => {
            // An empty field may stay empty while typing; any number is held within bounds.
            const typed = Number.parseInt(event.target.value, 10);
            setDraft(Number.isFinite(typed) ? null : '');
            if (Number.isFinite(typed)) onChange(clamp(typed));
          }}
          onBlur={() => setDraft(null)}
          className="h-11 w-14 border-x border-slate-300 text-center text-sm font-semibold text-slate-900 tabular-nums [appearance:textfield] disabled:bg-slate-100 disabled:text-slate-500 [&::-webkit-inner-spin-button]:appearance-none [&::-webkit-outer-spin-button]:appearance-none"
        />
        <button
          type="button"
          aria-label="Increase quantity"
          aria-controls={id}
          disabled={disabled || value >= max}
          onClick={() => step(1)}
          className={buttonClass}
        >
          <Plus aria-hidden className="size-4" />
        </button>
      </div>
    </div>
  );
}
