import {
  ASSOCIATIONS,
  formatDollars,
  type Association,
  type CustomerGroup,
  type CustomerGroupRequest,
} from '@backlit/domain';
import { Plus, Tags, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { QueryState } from '../../../components/query-state';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { toast } from '../../../components/ui/toast';
import { showServerErrors } from '../../../lib/server-errors';
import { useCustomerGroups, useSaveCustomerGroup } from '../api/customer-groups';

/** The form's text, turned into the request on submit; the server checks every field. */
type GroupForm = {
  name: string;
  percent_off: string;
  active: 'true' | 'false';
  association: '' | Association;
  prices: { product_id: string; price: string }[];
  tiers: { product_id: string; min_quantity: string; percent_off: string }[];
};

function formValues(group: CustomerGroup | undefined): GroupForm {
  return {
    name: group?.name ?? '',
    percent_off: String(group?.percent_off ?? 0),
    active: group?.active === false ? 'false' : 'true',
    association: group?.association ?? '',
    prices: (group?.prices ?? []).map((price) => ({
      product_id: String(price.product_id),
      price: String(price.price),
    })),
    tiers: (group?.tiers ?? []).map((tier) => ({
      product_id: tier.product_id === null ? '' : String(tier.product_id),
      min_quantity: String(tier.min_quantity),
      percent_off: String(tier.percent_off),
    })),
  };
}

const number = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

function toRequest(form: GroupForm): CustomerGroupRequest {
  return {
    name: form.name,
    percent_off: form.percent_off.trim() === '' ? 0 : number(form.percent_off),
    active: form.active === 'true',
    association: form.association === '' ? null : form.association,
    prices: form.prices.map((price) => ({
      product_id: number(price.product_id),
      price: price.price,
    })),
    tiers: form.tiers.map((tier) => ({
      product_id: tier.product_id.trim() === '' ? null : number(tier.product_id),
      min_quantity: number(tier.min_quantity),
      percent_off: number(tier.percent_off),
    })),
  };
}

/**
 * The customer groups staff keep: each one's percentage off, fixed prices per product and
 * quantity tiers, and the association whose verified members it is given to.
 */
export function CustomerGroups() {
  const groups = useCustomerGroups();
  const [adding, setAdding] = useState(false);
  return (
    <div className="flex flex-col gap-6">
      <div>
        {adding ? (
          <GroupEditor onDone={() => setAdding(false)} />
        ) : (
          <Button onClick={() => setAdding(true)}>
            <Plus aria-hidden />
            New customer group
          </Button>
        )}
      </div>
      <QueryState
        query={groups}
        loading="Loading the customer groups..."
        what="The customer groups"
      >
        {(data) =>
          data.length === 0 ? (
            <EmptyState
              icon={Tags}
              title="No customer group yet."
              text="A group gives its companies' members trade prices: a percentage off, fixed prices, quantity tiers."
            />
          ) : (
            <ul className="flex flex-col gap-4">
              {data.map((group) => (
                <li key={group.id}>
                  <GroupCard group={group} />
                </li>
              ))}
            </ul>
          )
        }
      </QueryState>
    </div>
  );
}

function GroupCard({ group }: { group: CustomerGroup }) {
  const [editing, setEditing] = useState(false);
  if (editing) return <GroupEditor group={group} onDone={() => setEditing(false)} />;
  return (
    <article className="rounded-xl border border-slate-200 bg-white p-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 className="text-lg font-semibold text-slate-900">
            {group.name}
            {!group.active && (
              <span className="ml-2 rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-700">
                Inactive
              </span>
            )}
          </h2>
          <p className="mt-1 text-sm text-slate-600">
            {group.percent_off} % off list prices · {group.companies}{' '}
            {group.companies === 1 ? 'company' : 'companies'}
            {group.association && ` · given to verified ${group.association} members`}
          </p>
        </div>
        <Button variant="secondary" size="sm" onClick={() => setEditing(true)}>
          Edit
        </Button>
      </div>
      {group.prices.length > 0 && (
        <div className="mt-4">
          <h3 className="text-sm font-semibold text-slate-800">Fixed prices</h3>
          <ul className="mt-1 text-sm text-slate-700">
            {group.prices.map((price) => (
              <li key={price.product_id}>
                {price.name} ({price.sku}): {formatDollars(price.price)}{' '}
                <s className="text-slate-500">{formatDollars(price.list_price)}</s>
              </li>
            ))}
          </ul>
        </div>
      )}
      {group.tiers.length > 0 && (
        <div className="mt-4">
          <h3 className="text-sm font-semibold text-slate-800">Quantity tiers</h3>
          <ul className="mt-1 text-sm text-slate-700">
            {group.tiers.map((tier) => (
              <li key={`${tier.product_id ?? 'all'}-${tier.min_quantity}`}>
                {tier.min_quantity}+ of {tier.name ?? 'any product'}: {tier.percent_off} % more off
              </li>
            ))}
          </ul>
        </div>
      )}
    </article>
  );
}

function GroupEditor({ group, onDone }: { group?: CustomerGroup; onDone: () => void }) {
  const save = useSaveCustomerGroup(group?.id);
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<GroupForm>({ defaultValues: formValues(group) });
  const prices = useFieldArray({ control, name: 'prices' });
  const tiers = useFieldArray({ control, name: 'tiers' });

  const onSubmit = handleSubmit(async (form) => {
    try {
      await save.mutateAsync(toRequest(form));
      toast.success(group ? 'Customer group saved.' : 'Customer group created.');
      onDone();
    } catch (error) {
      showServerErrors(error, setError, [
        'name',
        'percent_off',
        'active',
        'association',
        ...form.prices.flatMap((_price, index) =>
          (['product_id', 'price'] as const).map((name) => `prices.${index}.${name}` as const),
        ),
        ...form.tiers.flatMap((_tier, index) =>
          (['product_id', 'min_quantity', 'percent_off'] as const).map(
            (name) => `tiers.${index}.${name}` as const,
          ),
        ),
      ]);
    }
  });
  const formError = (errors as { root?: { server?: { message?: string } } }).root?.server;

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label={group ? `Edit ${group.name}` : 'New customer group'}
      className="flex flex-col gap-5 rounded-xl border border-glow-300 bg-white p-5"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <Input
          label="Name"
          placeholder="EDPA members"
          error={errors.name?.message}
          {...register('name')}
        />
        <Input
          label="Percentage off list prices"
          inputMode="decimal"
          hint="0 to 100, two decimals at most."
          error={errors.percent_off?.message}
          {...register('percent_off')}
        />
        <Select label="Status" error={errors.active?.message} {...register('active')}>
          <option value="true">Active: its companies pay its prices</option>
          <option value="false">Inactive: its companies pay list prices</option>
        </Select>
        <Select
          label="Given on verifying a membership of"
          error={errors.association?.message}
          {...register('association')}
        >
          <option value="">No association</option>
          {ASSOCIATIONS.map((association) => (
            <option key={association} value={association}>
              {association}
            </option>
          ))}
        </Select>
      </div>

      <fieldset className="flex flex-col gap-3">
        <legend className="mb-1 text-sm font-medium text-slate-800">Fixed prices</legend>
        <p className="text-sm text-slate-600">
          A fixed price replaces the percentage for its product.
        </p>
        {prices.fields.map((field, index) => (
          <div key={field.id} className="grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-start">
            <Input
              label="Product id"
              inputMode="numeric"
              error={errors.prices?.[index]?.product_id?.message}
              {...register(`prices.${index}.product_id`)}
            />
            <Input
              label="Price (USD)"
              inputMode="decimal"
              error={errors.prices?.[index]?.price?.message}
              {...register(`prices.${index}.price`)}
            />
            <RemoveRow
              label={`Remove fixed price ${index + 1}`}
              onClick={() => prices.remove(index)}
            />
          </div>
        ))}
        <Button
          variant="secondary"
          size="sm"
          className="self-start"
          onClick={() => prices.append({ product_id: '', price: '' })}
        >
          <Plus aria-hidden />
          Add a fixed price
        </Button>
      </fieldset>

      <fieldset className="flex flex-col gap-3">
        <legend className="mb-1 text-sm font-medium text-slate-800">Quantity tiers</legend>
        <p className="text-sm text-slate-600">
          From a line&apos;s quantity on, the best tier comes off the group&apos;s price. Leave the
          product empty for every product.
        </p>
        {tiers.fields.map((field, index) => (
          <div key={field.id} className="grid gap-3 sm:grid-cols-[1fr_1fr_1fr_auto] sm:items-start">
            <Input
              label="Product id"
              inputMode="numeric"
              placeholder="Every product"
              error={errors.tiers?.[index]?.product_id?.message}
              {...register(`tiers.${index}.product_id`)}
            />
            <Input
              label="From quantity"
              inputMode="numeric"
              error={errors.tiers?.[index]?.min_quantity?.message}
              {...register(`tiers.${index}.min_quantity`)}
            />
            <Input
              label="Percentage off"
              inputMode="decimal"
              error={errors.tiers?.[index]?.percent_off?.message}
              {...register(`tiers.${index}.percent_off`)}
            />
            <RemoveRow label={`Remove tier ${index + 1}`} onClick={() => tiers.remove(index)} />
          </div>
        ))}
        <Button
          variant="secondary"
          size="sm"
          className="self-start"
          onClick={() => tiers.append({ product_id: '', min_quantity: '5', percent_off: '' })}
        >
          <Plus aria-hidden />
          Add a tier
        </Button>
      </fieldset>

      {formError?.message && (
        <Alert variant="error" autoHide={false}>
          {formError.message}
        </Alert>
      )}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? 'Saving…' : group ? 'Save group' : 'Create group'}
        </Button>
        <Button variant="secondary" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

function RemoveRow({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Button variant="ghost" size="sm" className="sm:mt-7" aria-label={label} onClick={onClick}>
      <Trash2 aria-hidden className="text-red-600" />
      <span className="sm:sr-only">Remove</span>
    </Button>
  );
}
