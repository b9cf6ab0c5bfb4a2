import { SHOW_TARGET_LABEL, type CartShowPlanResponse, type MethodPlanView } from '@backlit/domain';
import { CalendarClock, Zap } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { Spinner } from '../../../components/ui/spinner';
import { VerdictBadge } from '../../../components/verdict-badge';
import { formatDay, formatDayWindow, formatShowDays } from '../../../lib/plan-format';
import { errorMessage } from '../../../lib/server-errors';
import type { ShowPlanChoice } from '../../../lib/show-plan-choice';
import { useUpcomingShows } from '../api/show-plan-api';

type ShowPlanBoxProps = {
  choice: ShowPlanChoice | null;
  onChoose: (choice: ShowPlanChoice | null) => void;
  /** The ship-to region, which a typed date is planned for; undefined until one is chosen. */
  shipTo: { country: 'US' | 'CA'; region: string } | undefined;
  plan: { data: CartShowPlanResponse | undefined; error: unknown; isError: boolean };
  rush: boolean;
  onRush: () => void;
  /** The chosen method's plan, at the chosen speed. */
  chosen: MethodPlanView | undefined;
  lateOk: boolean;
  onLateOk: (ok: boolean) => void;
  lateError?: string | undefined;
};

/**
 * "Need it for a show?" at checkout: the show or date the order is for, the chosen method's
 * deadlines and verdict, 2-Day Rush offered when only rush makes it, and the buyer's plain
 * confirmation before paying for a plan that arrives too late.
 */
export function ShowPlanBox(props: ShowPlanBoxProps) {
  const { choice, onChoose } = props;
  const [editing, setEditing] = useState(false);
  return (
    <section
      aria-labelledby="show-plan-heading"
      className="rounded-xl border border-slate-200 bg-slate-50 p-4"
    >
      <h3
        id="show-plan-heading"
        className="flex items-center gap-1.5 text-sm font-semibold text-slate-900"
      >
        <CalendarClock aria-hidden className="size-4 text-glow-600" />
        Need it for a show?
      </h3>
      {!choice || editing ? (
        <ChoosePlan
          choice={choice}
          shipTo={props.shipTo}
          onChoose={(next) => {
            setEditing(false);
            onChoose(next);
          }}
          onCancel={choice ? () => setEditing(false) : undefined}
        />
      ) : (
        <div className="mt-2 flex flex-col gap-3">
          <PlanSummary {...props} choice={choice} />
          <div className="flex flex-wrap gap-2">
            <Button type="button" variant="secondary" size="sm" onClick={() => setEditing(true)}>
              Change
            </Button>
            <Button type="button" variant="ghost" size="sm" onClick={() => onChoose(null)}>
              Forget this {choice.kind === 'show' ? 'show' : 'date'}
            </Button>
          </div>
        </div>
      )}
    </section>
  );
}

function PlanSummary({
  choice,
  plan,
  rush,
  onRush,
  chosen,
  lateOk,
  onLateOk,
  lateError,
}: ShowPlanBoxProps & { choice: ShowPlanChoice }) {
  const data = plan.data;
  if (plan.isError) {
    return <p className="text-sm text-red-800">{errorMessage(plan.error)}</p>;
  }
  if (!data) {
    return (
      <p className="text-sm text-slate-600">
        {choice.kind === 'show' ? `Planned for ${choice.name}.` : 'Planned for a date.'} Choose the
        state or province to ship to, to see which methods arrive in time.
      </p>
    );
  }
  const where = data.show
    ? `${SHOW_TARGET_LABEL[data.show.target_kind]} of ${data.show.name}`
    : 'at the ship-to address';
  const onlyRush = !rush && data.best.standard === null && data.best.rush !== null;
  const rushMethod = data.plans.rush.find((method) => method.method_id === data.best.rush);
  return (
    <div className="flex flex-col gap-3 text-sm text-slate-700">
      <p>
        Must arrive {where} by{' '}
        <strong className="font-semibold text-slate-900">{formatDay(data.target)}</strong>.
      </p>
      {chosen && (
        <div className="flex flex-col gap-1 rounded-lg border border-slate-200 bg-white p-3">
          <p className="flex flex-wrap items-center justify-between gap-2 font-medium text-slate-900">
            <span>
              {chosen.method}
              {rush ? ' with 2-Day Rush' : ''}
            </span>
            <VerdictBadge verdict={chosen.verdict} />
          </p>
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-xs text-slate-600">
            {deadlineRows(chosen).map(([label, day]) => (
              <div key={label} className="contents">
                <dt>{label}</dt>
                <dd className="font-medium text-slate-800">{day}</dd>
              </div>
            ))}
          </dl>
        </div>
      )}
      {onlyRush && (
        <div className="flex flex-col gap-2 rounded-lg border border-amber-200 bg-amber-50 p-3 text-amber-950">
          <p>
            Only 2-Day Rush makes it
            {rushMethod
              ? ` (by ${rushMethod.method}, order by ${dayOrNone(rushMethod.order_by)})`
              : ''}
            .
          </p>
          <Button type="button" size="sm" className="self-start" onClick={onRush}>
            <Zap aria-hidden />
            Add 2-Day Rush
          </Button>
        </div>
      )}
      {chosen?.verdict === 'too_late' && (
        <div className="rounded-lg border border-red-200 bg-red-50 p-3 text-red-950">
          <p className="mb-2">
            By this method your order arrives{' '}
            {formatDayWindow(chosen.delivery_from, chosen.delivery_to)}, after{' '}
            {formatDay(data.target)}.
          </p>
          <Checkbox
            checked={lateOk}
            onCheckedChange={(checked) => onLateOk(checked === true)}
            error={lateError}
            label="I understand it will arrive after the day I need it, and want it anyway."
          />
        </div>
      )}
    </div>
  );
}

const dayOrNone = (day: string | null) => (day ? formatDay(day) : 'no day');

/** The chosen method's days to act by, printed lines only when something is printed. */
function deadlineRows(plan: MethodPlanView): [string, string][] {
  return [
    ['Order and pay by', dayOrNone(plan.order_by)],
    ...(plan.artwork_by
      ? [['Upload artwork by', formatDay(plan.artwork_by)] as [string, string]]
      : []),
    ...(plan.approve_by
      ? [['Approve the proof by', formatDay(plan.approve_by)] as [string, string]]
      : []),
    ['Ships by', dayOrNone(plan.ship_by)],
    ['Arrives if paid today', formatDayWindow(plan.delivery_from, plan.delivery_to)],
  ];
}

function ChoosePlan({
  choice,
  shipTo,
  onChoose,
  onCancel,
}: {
  choice: ShowPlanChoice | null;
  shipTo: ShowPlanBoxProps['shipTo'];
  onChoose: (choice: ShowPlanChoice) => void;
  onCancel: (() => void) | undefined;
}) {
  const [mode, setMode] = useState<ShowPlanChoice['kind']>(choice?.kind ?? 'show');
  const [slug, setSlug] = useState(choice?.kind === 'show' ? choice.slug : '');
  const [date, setDate] = useState(choice?.kind === 'date' ? choice.date : '');
  const [error, setError] = useState<string>();
  const shows = useUpcomingShows(mode === 'show');

  const submit = () => {
    if (mode === 'show') {
      const show = shows.data?.shows.find((entry) => entry.slug === slug);
      if (!show) return setError('Choose a show.');
      return onChoose({ kind: 'show', slug: show.slug, name: show.name });
    }
    if (!date) return setError('Type the day it must arrive by.');
    if (!shipTo) return setError('Choose the state or province to ship to first.');
    onChoose({ kind: 'date', date, ...shipTo });
  };

  return (
    // A form inside the checkout form is not allowed: this is a group with its own button.
    <div className="mt-2 flex flex-col gap-3">
      <p className="text-sm text-slate-600">
        Pick a show or type a date: we mark which methods arrive in time and keep the deadlines with
        your order.
      </p>
      <div className="flex flex-wrap gap-4 text-sm">
        {(
          [
            ['show', 'A trade show'],
            ['date', 'A date'],
          ] as const
        ).map(([value, label]) => (
          <label key={value} className="inline-flex items-center gap-2">
            <input
              type="radio"
              name="checkout-plan-for"
              value={value}
              checked={mode === value}
              onChange={() => {
                setMode(value);
                setError(undefined);
              }}
              className="size-4 accent-glow-600"
            />
            {label}
          </label>
        ))}
      </div>
      {mode === 'show' ? (
        shows.isError ? (
          <p className="text-sm text-red-800">{errorMessage(shows.error)}</p>
        ) : !shows.data ? (
          <Spinner label="Loading the shows" showLabel />
        ) : shows.data.shows.length === 0 ? (
          <p className="text-sm text-slate-600">No show is in our calendar yet: type a date.</p>
        ) : (
          <Select
            label="Trade show"
            value={slug}
            error={error}
            onChange={(event) => {
              setSlug(event.target.value);
              setError(undefined);
            }}
          >
            <option value="" disabled>
              Choose a show
            </option>
            {shows.data.shows.map((show) => (
              <option key={show.slug} value={show.slug}>
                {`${show.name} — ${show.city}, ${formatShowDays(show.starts_on, show.ends_on)}`}
              </option>
            ))}
          </Select>
        )
      ) : (
        <Input
          type="date"
          label="Needed by"
          hint="The last day it may arrive at the ship-to address."
          value={date}
          error={error}
          onChange={(event) => {
            setDate(event.target.value);
            setError(undefined);
          }}
        />
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="secondary" size="sm" onClick={submit}>
          Plan my order
        </Button>
        {onCancel && (
          <Button type="button" variant="ghost" size="sm" onClick={onCancel}>
            Cancel
          </Button>
        )}
      </div>
    </div>
  );
}
