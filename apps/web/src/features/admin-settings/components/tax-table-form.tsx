import { TAX_COMPONENT_NAMES, TAX_COMPONENTS_MAX, type TaxTable } from '@backlit/domain';
import { Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { isApiError } from '../../../lib/api-error';
import { errorMessage } from '../../../lib/server-errors';
import { useSaveTaxTable } from '../api/tax-table';

type Row = TaxTable['regions'][number];

/**
 * The sales-tax table: the regions the shop collects in, each with its named taxes and whether
 * shipping is taxed. Regions not listed are charged nothing. Canada's taxes are there to start
 * from; a US state's rate is the staff's to enter.
 */
export function TaxTableForm({ regions }: { regions: TaxTable['regions'] }) {
  const save = useSaveTaxTable();
  const [rows, setRows] = useState<Row[]>(regions);
  const [saved, setSaved] = useState<number>();
  const collected = rows.filter((row) => row.collect);
  const others = rows.filter((row) => !row.collect);
  const errors = isApiError(save.error, 422) ? save.error.validation_errors : {};
  const fieldError = (row: Row, field: string) => {
    const index = rows.filter(kept).indexOf(row);
    return errors[`regions.${index}.${field}`]?.join(' ');
  };

  const change = (target: Row, next: Partial<Row>) =>
    setRows((list) => list.map((row) => (row === target ? { ...row, ...next } : row)));

  return (
    <form
      aria-label="Sales tax"
      className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-6"
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate(
          {
            regions: rows.filter(kept).map((row) => ({
              country: row.country,
              region: row.region,
              collect: row.collect,
              shipping_taxable: row.shipping_taxable,
              components: row.components,
            })),
          },
          {
            onSuccess: (next) => {
              setRows(next);
              setSaved((count) => (count ?? 0) + 1);
            },
          },
        );
      }}
    >
      <div>
        <h2 className="text-base font-semibold text-slate-900">Sales tax</h2>
        <p className="mt-1 text-sm text-slate-600">
          Checkout charges the tax of the billing address&apos;s state or province where the shop
          collects, each tax rounded once per order. Nowhere else is tax charged.
        </p>
      </div>
      {collected.length === 0 ? (
        <p className="rounded-lg bg-slate-50 p-3 text-sm text-slate-700">
          The shop collects no sales tax yet.
        </p>
      ) : (
        <ul className="flex flex-col gap-3">
          {collected.map((row) => (
            <li
              key={`${row.country}-${row.region}`}
              className="flex flex-col gap-3 rounded-lg border border-slate-200 p-4"
            >
              <div className="flex flex-wrap items-center justify-between gap-2">
                <h3 className="font-semibold text-slate-900">
                  {`${row.region_name} (${row.country === 'US' ? 'USA' : 'Canada'})`}
                </h3>
                <Button variant="ghost" size="sm" onClick={() => change(row, { collect: false })}>
                  Stop collecting<span className="sr-only"> in {row.region_name}</span>
                </Button>
              </div>
              {row.components.map((component, index) => (
                <div key={index} className="grid grid-cols-[1fr_7rem_auto] items-end gap-2">
                  <Select
                    label="Tax"
                    value={component.name}
                    onChange={(event) =>
                      change(row, {
                        components: row.components.map((each, i) =>
                          i === index
                            ? { ...each, name: event.target.value as typeof each.name }
                            : each,
                        ),
                      })
                    }
                  >
                    {TAX_COMPONENT_NAMES.map((name) => (
                      <option key={name} value={name}>
                        {name}
                      </option>
                    ))}
                  </Select>
                  <Input
                    label="Rate (%)"
                    inputMode="decimal"
                    value={component.rate}
                    error={fieldError(row, `components.${index}.rate`)}
                    onChange={(event) =>
                      change(row, {
                        components: row.components.map((each, i) =>
                          i === index ? { ...each, rate: event.target.value } : each,
                        ),
                      })
                    }
                  />
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={`Remove ${component.name} of ${row.region_name}`}
                    onClick={() =>
                      change(row, { components: row.components.filter((_, i) => i !== index) })
                    }
                  >
                    <Trash2 aria-hidden />
                  </Button>
                </div>
              ))}
              {fieldError(row, 'components') && (
                <p className="text-xs font-medium text-red-700">{fieldError(row, 'components')}</p>
              )}
              <div className="flex flex-wrap items-center justify-between gap-3">
                <Checkbox
                  label="Shipping is taxed"
                  checked={row.shipping_taxable}
                  onCheckedChange={(checked) => change(row, { shipping_taxable: checked === true })}
                />
                {row.components.length < TAX_COMPONENTS_MAX && (
                  <Button
                    variant="secondary"
                    size="sm"
                    onClick={() =>
                      change(row, {
                        components: [
                          ...row.components,
                          { name: row.country === 'US' ? 'Sales tax' : 'PST', rate: '' },
                        ],
                      })
                    }
                  >
                    <Plus aria-hidden />
                    Add a tax<span className="sr-only"> to {row.region_name}</span>
                  </Button>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
      <Select
        label="Collect tax in"
        value=""
        containerClassName="max-w-sm"
        onChange={(event) => {
          const row = others.find(
            (each) => `${each.country}-${each.region}` === event.target.value,
          );
          if (!row) return;
          change(row, {
            collect: true,
            components:
              row.components.length > 0 ? row.components : [{ name: 'Sales tax', rate: '' }],
          });
        }}
      >
        <option value="">Add a state or province…</option>
        {(['US', 'CA'] as const).map((country) => (
          <optgroup key={country} label={country === 'US' ? 'United States' : 'Canada'}>
            {others
              .filter((row) => row.country === country)
              .map((row) => (
                <option key={row.region} value={`${row.country}-${row.region}`}>
                  {row.region_name}
                </option>
              ))}
          </optgroup>
        ))}
      </Select>
      {save.isError && !isApiError(save.error, 422) && (
        <Alert variant="error" autoHide={false}>
          {errorMessage(save.error)}
        </Alert>
      )}
      {saved && (
        <Alert key={saved} variant="success">
          Tax table saved. Checkout charges it from the next payment on.
        </Alert>
      )}
      <div>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save tax table'}
        </Button>
      </div>
    </form>
  );
}

/** Rows worth saving: collected ones, and any with rates to start from later. */
function kept(row: Row): boolean {
  return row.collect || row.components.length > 0;
}
