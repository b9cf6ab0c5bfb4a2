import { Link } from 'react-router';
import { cn } from '../lib/cn';

const steps = [
  { label: 'Shopping Cart', to: '/cart' },
  { label: 'Checkout', to: '/checkout' },
  { label: 'Order Complete', to: undefined },
] as const;

/**
 * The step header of cart and checkout: Shopping Cart, Checkout, Order Complete, `current` marked.
 * Earlier and later steps the shopper can go to are links; Order Complete is only reached by
 * paying, so it is never a link (a step that only moved the highlight would lead nowhere).
 */
export function CheckoutSteps({ current }: { current: 0 | 1 | 2 }) {
  return (
    <nav aria-label="Checkout progress">
      <ol className="flex flex-wrap items-center justify-center gap-x-3 gap-y-2 text-sm font-semibold tracking-wide uppercase sm:text-base">
        {steps.map((step, index) => {
          const isCurrent = index === current;
          const content = (
            <>
              <span
                aria-hidden
                className={cn(
                  'grid size-7 place-items-center rounded-full text-xs',
                  isCurrent ? 'bg-glow-400 text-night-900' : 'bg-slate-200 text-slate-600',
                )}
              >
                {index + 1}
              </span>
              {step.label}
            </>
          );
          return (
            <li key={step.label} className="flex items-center gap-3">
              {index > 0 && <span aria-hidden className="hidden h-px w-8 bg-slate-300 sm:block" />}
              {isCurrent ? (
                <span aria-current="step" className="flex items-center gap-2 text-slate-900">
                  {content}
                </span>
              ) : step.to && current < 2 ? (
                <Link
                  to={step.to}
                  className="flex items-center gap-2 rounded text-slate-600 underline-offset-4 hover:text-slate-900 hover:underline"
                >
                  {content}
                </Link>
              ) : (
                <span className="flex items-center gap-2 text-slate-500">{content}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
