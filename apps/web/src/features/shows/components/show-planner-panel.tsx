import {
  formatDollars,
  REGION_LABEL,
  REGIONS,
  RUSH_PRODUCTION_DAYS,
  SHIPPING_COUNTRIES,
  STANDARD_PRODUCTION_DAYS,
  type MethodPlanView,
  type Product,
  type ShippingCountry,
} from '@backlit/domain';
import { useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { Spinner } from '../../../components/ui/spinner';
import { isApiError } from '../../../lib/api-error';
import { useCartShowPlan } from '../../../lib/cart-show-plan';
import { errorMessage } from '../../../lib/server-errors';
import { useShowPlanChoice, type ShowPlanChoice } from '../../../lib/show-plan-choice';
import { showPlanQuery, useShowPlan, type ShowPlan } from '../api/get-show-plan';
import { useTradeShows } from '../api/get-trade-shows';
import { formatCutoff, formatDay, formatDayWindow, formatShowDays } from '../../../lib/plan-format';
import { OrderByLine } from './order-by-line';
import { VerdictBadge } from '../../../components/verdict-badge';

const COUNTRY_NAME: Record<ShippingCountry, string> = { US: 'USA', CA: 'Canada' };

/** What the planner plans: one product (its page), or the shopper's cart (the cart page). */
export type PlannerSubject =
  | { product: Product; cartKey?: never }
  | { product?: never; /** Changes with the cart, to plan it again. */ cartKey: unknown };

/** The planner: what it is needed for, then each method's deadlines for the product or cart. */
export function ShowPlannerPanel(subject: PlannerSubject) {
  const [choice, choose] = useShowPlanChoice();
  const [mode, setMode] = useState<ShowPlanChoice['kind']>(choice?.kind ?? 'show');

  return (
    <div className="flex flex-col gap-4">
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 text-sm font-medium text-slate-800">
          What do you need it for?
        </legend>
        <div className="flex flex-wrap gap-4 text-sm">
          {(
            [
              ['show', 'A trade show'],
              ['date', 'A date and place'],
            ] as const
          ).map(([value, label]) => (
            <label key={value} className="inline-flex items-center gap-2">
              <input
                type="radio"
                name="plan-for"
                value={value}
                checked={mode === value}
                onChange={() => setMode(value)}
                className="size-4 accent-glow-600"
              />
              {label}
            </label>
          ))}
        </div>
      </fieldset>
      {mode === 'show' ? (
        <ShowPicker choice={choice} onChoose={choose} />
      ) : (
        <DatePicker choice={choice} onChoose={choose} />
      )}
      {choice && (
        <div aria-live="polite" className="flex flex-col gap-3">
          {subject.product ? (
            <ProductPlan product={subject.product} choice={choice} />
          ) : (
            <CartPlan choice={choice} cartKey={subject.cartKey} />
          )}
          <Button variant="ghost" size="sm" className="self-start" onClick={() => choose(null)}>
            Forget this {choice.kind === 'show' ? 'show' : 'date'}
          </Button>
        </div>
      )}
    </div>
  );
}

const SHOW_GONE = 'This show is no longer in our calendar: pick another.';

/** A failed plan: a show gone from the calendar named as such, else the server's words. */
function PlanError({ error, choice }: { error: unknown; choice: ShowPlanChoice }) {
  const gone = choice.kind === 'show' && (isApiError(error, 404) || isApiError(error, 422));
  return (
    <p className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-900">
      {gone ? SHOW_GONE : errorMessage(error)}
    </p>
  );
}

function ProductPlan({ product, choice }: { product: Product; choice: ShowPlanChoice }) {
  const plan = useShowPlan(showPlanQuery(product.slug, choice));
  if (plan.isError) return <PlanError error={plan.error} choice={choice} />;
  if (!plan.data) return <Spinner label="Working out the deadlines..." showLabel />;
  return <PlanResult plan={plan.data} />;
}

/**
 * The cart planned as checkout plans it: shipped to the show's state or province, or to the
 * place typed with the date.
 */
function CartPlan({ choice, cartKey }: { choice: ShowPlanChoice; cartKey: unknown }) {
  const shows = useTradeShows();
  const show =
    choice.kind === 'show' ? shows.data?.shows.find((entry) => entry.slug === choice.slug) : null;
  const shipTo =
    choice.kind === 'date'
      ? { country: choice.country, region: choice.region }
      : show && { country: show.country, region: show.region };
  const plan = useCartShowPlan(shipTo ?? undefined, choice, cartKey);
  if (choice.kind === 'show' && shows.data && !show) {
    return <p className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-900">{SHOW_GONE}</p>;
  }
  if (plan.isError) return <PlanError error={plan.error} choice={choice} />;
  if (!plan.data) return <Spinner label="Working out the deadlines..." showLabel />;
  const data = plan.data;
  const region = shipTo?.region ?? '';
  return (
    <PlanMethods
      printed={data.printed}
      plans={data.plans}
      intro={
        <>
          To have your cart{' '}
          {data.show ? `at ${data.show.name}` : `in ${regionName(shipTo!.country, region)}`} by{' '}
          <strong className="text-slate-900">{formatDay(data.target)}</strong>. Orders
          {data.printed && ' and print files'} count for the day when they reach us by{' '}
          {formatCutoff(data.clock.order_day, data.clock.order_cutoff, data.clock.time_zone)},
          weekends and holidays aside.
        </>
      }
      noMethods={`We do not ship your cart to ${region} yet.`}
    />
  );
}

const regionName = (country: ShippingCountry, code: string) =>
  REGIONS[country].find((entry) => entry.code === code)?.name ?? code;

function ShowPicker({
  choice,
  onChoose,
}: {
  choice: ShowPlanChoice | null;
  onChoose: (choice: ShowPlanChoice) => void;
}) {
  const shows = useTradeShows();
  if (shows.isError) return <p className="text-sm text-red-800">{errorMessage(shows.error)}</p>;
  if (!shows.data) return <Spinner label="Loading the shows..." showLabel />;
  if (shows.data.shows.length === 0) {
    return <p className="text-sm text-slate-600">No show is in our calendar yet: pick a date.</p>;
  }
  return (
    <Select
      label="Trade show"
      value={choice?.kind === 'show' ? choice.slug : ''}
      onChange={(event) => {
        const show = shows.data.shows.find((entry) => entry.slug === event.target.value);
        if (show) onChoose({ kind: 'show', slug: show.slug, name: show.name });
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
  );
}

function DatePicker({
  choice,
  onChoose,
}: {
  choice: ShowPlanChoice | null;
  onChoose: (choice: ShowPlanChoice) => void;
}) {
  const kept = choice?.kind === 'date' ? choice : undefined;
  const [date, setDate] = useState(kept?.date ?? '');
  const [country, setCountry] = useState<ShippingCountry>(kept?.country ?? 'US');
  const [region, setRegion] = useState(kept?.region ?? '');
  const [errors, setErrors] = useState<{ date?: string; region?: string }>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = {
      ...(!date && { date: 'Type the day it must arrive by.' }),
      ...(!region && { region: `Choose a ${REGION_LABEL[country].toLowerCase()}.` }),
    };
    setErrors(found);
    if (Object.keys(found).length === 0) onChoose({ kind: 'date', date, country, region });
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-3">
      <Input
        type="date"
        label="Needed by"
        hint="The last day it may arrive."
        value={date}
        onChange={(event) => setDate(event.target.value)}
        error={errors.date}
      />
      <div className="grid gap-3 sm:grid-cols-2">
        <Select
          label="Country"
          value={country}
          onChange={(event) => {
            setCountry(event.target.value as ShippingCountry);
            setRegion('');
          }}
        >
          {SHIPPING_COUNTRIES.map((code) => (
            <option key={code} value={code}>
              {COUNTRY_NAME[code]}
            </option>
          ))}
        </Select>
        <Select
          label={REGION_LABEL[country]}
          value={region}
          onChange={(event) => setRegion(event.target.value)}
          error={errors.region}
        >
          <option value="">Choose…</option>
          {REGIONS[country].map((entry) => (
            <option key={entry.code} value={entry.code}>
              {entry.name}
            </option>
          ))}
        </Select>
      </div>
      <Button type="submit" variant="secondary" className="self-start">
        Show the deadlines
      </Button>
    </form>
  );
}

function PlanResult({ plan }: { plan: ShowPlan }) {
  const where = plan.show
    ? `at ${plan.show.name}`
    : `in ${regionName(plan.ship_to.country, plan.ship_to.region)}`;
  const cutoff = formatCutoff(plan.clock.order_day, plan.clock.order_cutoff, plan.clock.time_zone);

  if (!plan.product.in_stock) {
    return (
      <p className="text-sm text-slate-700">
        {plan.product.name} is out of stock: we cannot promise a day yet.
      </p>
    );
  }
  return (
    <PlanMethods
      printed={plan.product.printed}
      plans={plan.plans}
      intro={
        <>
          To have it {where} by <strong className="text-slate-900">{formatDay(plan.target)}</strong>
          {plan.oversized && ' (it travels by freight)'}. Orders
          {plan.product.printed && ' and print files'} count for the day when they reach us by{' '}
          {cutoff}, weekends and holidays aside.
        </>
      }
      noMethods={`We do not ship this to ${plan.ship_to.region} yet.`}
    />
  );
}

/**
 * Each method's deadlines and verdict, standard or with 2-Day Rush (for something printed), rush
 * picked at first when only rush makes it.
 */
function PlanMethods({
  printed,
  plans,
  intro,
  noMethods,
}: {
  printed: boolean;
  plans: { standard: MethodPlanView[]; rush: MethodPlanView[] };
  intro: ReactNode;
  noMethods: string;
}) {
  const standardMakesIt = plans.standard.some((method) => method.verdict !== 'too_late');
  const rushMakesIt = plans.rush.some((method) => method.verdict !== 'too_late');
  const [rush, setRush] = useState(!standardMakesIt && rushMakesIt);
  const methods = rush ? plans.rush : plans.standard;
  if (methods.length === 0) return <p className="text-sm text-slate-700">{noMethods}</p>;
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-slate-700">{intro}</p>
      {printed && (
        <div role="group" aria-label="Production" className="flex flex-wrap gap-2">
          <Button
            size="sm"
            variant={rush ? 'secondary' : 'primary'}
            aria-pressed={!rush}
            onClick={() => setRush(false)}
          >
            {`Standard (${STANDARD_PRODUCTION_DAYS} days)`}
          </Button>
          <Button
            size="sm"
            variant={rush ? 'primary' : 'secondary'}
            aria-pressed={rush}
            onClick={() => setRush(true)}
          >
            {`2-Day Rush (${RUSH_PRODUCTION_DAYS} days)`}
          </Button>
        </div>
      )}
      {!standardMakesIt && rushMakesIt && (
        <p className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
          Only 2-Day Rush makes it in time.
        </p>
      )}
      {!rushMakesIt && (
        <p className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-900">
          No shipping method gets it there in time any more, even with 2-Day Rush.
        </p>
      )}
      <ul className="flex flex-col divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
        {methods.map((method) => (
          <MethodLine key={method.method_id} method={method} printed={printed} />
        ))}
      </ul>
    </div>
  );
}

function MethodLine({ method, printed }: { method: MethodPlanView; printed: boolean }) {
  return (
    <li className="flex flex-col gap-1 px-3 py-3 text-sm">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="font-semibold text-slate-900">
          {method.method}
          {method.price !== null && (
            <span className="ml-2 font-normal text-slate-600">
              {method.price === 0 ? 'free' : formatDollars(method.price)}
            </span>
          )}
        </span>
        <VerdictBadge verdict={method.verdict} />
      </div>
      <p className="font-medium text-slate-900">
        <OrderByLine plan={method} printed={printed} />
      </p>
      <p className="text-slate-600">
        {printed && method.approve_by && (
          <>Approve the proof by {formatDay(method.approve_by)} · </>
        )}
        {method.ship_by && <>ships by {formatDay(method.ship_by)} · </>}
        ordered today, arrives {formatDayWindow(method.delivery_from, method.delivery_to)}
      </p>
    </li>
  );
}
