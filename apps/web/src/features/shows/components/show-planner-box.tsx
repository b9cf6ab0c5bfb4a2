import { CalendarClock, ChevronDown } from 'lucide-react';
import { Suspense, useId, useState } from 'react';
import { Spinner } from '../../../components/ui/spinner';
import { lazyComponent } from '../../../lib/chunk-load';
import { useShowPlanChoice } from '../../../lib/show-plan-choice';
import { formatDay } from '../../../lib/plan-format';
import type { PlannerSubject } from './show-planner-panel';

// The planner's form and tables load on first use (or when this browser already chose a show),
// so a product page's first load carries only this button.
const panel = lazyComponent('show-planner', () =>
  import('./show-planner-panel').then((module) => module.ShowPlannerPanel),
);

/**
 * "Need it for a show?" on a product page, or for the whole cart on the cart page: pick a show or
 * a date and see the deadlines.
 */
export function ShowPlannerBox(subject: PlannerSubject) {
  const [choice] = useShowPlanChoice();
  const [opened, setOpened] = useState<boolean>();
  const panelId = useId();
  // Open by itself once this browser has a show or date in mind, until closed.
  const open = opened ?? choice !== null;

  return (
    <section
      aria-label="Need it for a show?"
      className="rounded-xl border border-amber-200 bg-amber-50/50"
    >
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpened(!open)}
        onPointerEnter={panel.preload}
        onFocus={panel.preload}
        className="flex w-full items-center gap-3 rounded-xl px-4 py-3 text-left"
      >
        <CalendarClock aria-hidden className="size-5 shrink-0 text-glow-700" />
        <span className="flex-1">
          <span className="block font-semibold text-slate-900">Need it for a show?</span>
          <span className="block text-sm text-slate-600">
            {choice?.kind === 'show'
              ? `Deadlines for ${choice.name}`
              : choice?.kind === 'date'
                ? `Deadlines to have it in ${choice.region} by ${formatDay(choice.date)}`
                : 'Pick a show or a date: we work out when to order.'}
          </span>
        </span>
        <ChevronDown
          aria-hidden
          className={`size-5 text-slate-500 transition-transform ${open ? 'rotate-180' : ''}`}
        />
      </button>
      <div id={panelId} hidden={!open} className="border-t border-amber-200 px-4 py-4">
        {open && (
          <Suspense fallback={<Spinner label="Loading the planner..." showLabel />}>
            <panel.Component {...subject} />
          </Suspense>
        )}
      </div>
    </section>
  );
}
