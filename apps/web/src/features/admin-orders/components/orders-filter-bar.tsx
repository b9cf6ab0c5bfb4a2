import {
  ARTWORK_FILTERS,
  ORDER_ARTWORK_LABELS,
  ORDER_STATUS_LABELS,
  ORDER_STATUSES,
  type AdminOrdersFilter,
} from '@backlit/domain';
import { Search, X } from 'lucide-react';
import type { FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';

export type OrdersFilterValues = {
  status: string;
  artwork: string;
  from: string;
  to: string;
  deliver_by: string;
  q: string;
};

const FIELDS = ['status', 'artwork', 'from', 'to', 'deliver_by', 'q'] as const;
const NO_FILTER: OrdersFilterValues = {
  status: '',
  artwork: '',
  from: '',
  to: '',
  deliver_by: '',
  q: '',
};

/** The filters as the URL holds them ('' when absent). */
export function filterFromSearch(search: URLSearchParams): OrdersFilterValues {
  return {
    status: search.get('status') ?? '',
    artwork: search.get('artwork') ?? '',
    from: search.get('from') ?? '',
    to: search.get('to') ?? '',
    deliver_by: search.get('deliver_by') ?? '',
    q: search.get('q') ?? '',
  };
}

/**
 * Status, artwork, days placed, the day due at a show and a search box over the orders list. Applying hands the values up (the
 * page keeps them in the URL); the form is keyed by them, so back/forward shows what applies.
 */
export function OrdersFilterBar({
  filter,
  errors,
  onApply,
}: {
  filter: OrdersFilterValues;
  /** The server's messages per field, when it refused a filter. */
  errors?: Partial<Record<keyof AdminOrdersFilter, string>>;
  onApply: (filter: OrdersFilterValues) => void;
}) {
  const active = FIELDS.some((field) => filter[field] !== '');

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const value = (field: (typeof FIELDS)[number]) => String(data.get(field) ?? '').trim();
    onApply({
      status: value('status'),
      artwork: value('artwork'),
      from: value('from'),
      to: value('to'),
      deliver_by: value('deliver_by'),
      q: value('q'),
    });
  }

  return (
    // Seven fields fit one row only on wide screens; beside the sidebar at 1280 px they take two.
    <form
      key={JSON.stringify(filter)}
      role="search"
      aria-label="Filter orders"
      onSubmit={submit}
      className="grid gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-4 lg:items-end 2xl:grid-cols-[minmax(8rem,1fr)_minmax(8rem,1fr)_auto_auto_auto_minmax(10rem,2fr)_auto]"
    >
      <Select label="Status" name="status" defaultValue={filter.status} error={errors?.status}>
        <option value="">All statuses</option>
        {ORDER_STATUSES.map((status) => (
          <option key={status} value={status}>
            {ORDER_STATUS_LABELS[status]}
          </option>
        ))}
      </Select>
      <Select label="Artwork" name="artwork" defaultValue={filter.artwork} error={errors?.artwork}>
        <option value="">Any artwork</option>
        {ARTWORK_FILTERS.map((state) => (
          <option key={state} value={state}>
            {ORDER_ARTWORK_LABELS[state]}
          </option>
        ))}
      </Select>
      <Input label="From" type="date" name="from" defaultValue={filter.from} error={errors?.from} />
      <Input label="To" type="date" name="to" defaultValue={filter.to} error={errors?.to} />
      <Input
        label="Deliver by (show)"
        type="date"
        name="deliver_by"
        defaultValue={filter.deliver_by}
        error={errors?.deliver_by}
      />
      <Input
        label="Search"
        type="search"
        name="q"
        defaultValue={filter.q}
        placeholder="Order number, e-mail or name"
        error={errors?.q}
      />
      <div className="flex gap-2">
        <Button type="submit">
          <Search aria-hidden />
          Apply
        </Button>
        {active && (
          <Button type="button" variant="ghost" onClick={() => onApply(NO_FILTER)}>
            <X aria-hidden />
            Clear
          </Button>
        )}
      </div>
    </form>
  );
}
