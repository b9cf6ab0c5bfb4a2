import { REGIONS, SHIPPING_COUNTRIES } from '@backlit/domain';
import { Plus, Trash2 } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { countryName } from '../../../lib/countries';
import { newMethod, regionKey, type MethodDraft, type ZoneDraft } from '../lib/shipping-draft';
import { ShippingMethodCard } from './shipping-method-card';

type ZoneCardProps = {
  zone: ZoneDraft;
  index: number;
  errors: Record<string, string[]>;
  /** Regions held by the other zones, with the name of the zone holding each. */
  takenBy: ReadonlyMap<string, string>;
  onChange: (zone: ZoneDraft) => void;
  onRemove: () => void;
};

/** A zone: its name, the states and provinces it covers, and its methods in order. */
export function ShippingZoneCard({
  zone,
  index,
  errors,
  takenBy,
  onChange,
  onRemove,
}: ZoneCardProps) {
  const path = `zones.${index}`;
  const title = zone.name.trim() || 'New zone';
  const regionErrors = Object.entries(errors)
    .filter(([field]) => field.startsWith(`${path}.regions`))
    .flatMap(([, messages]) => messages);
  const set = (change: Partial<ZoneDraft>) => onChange({ ...zone, ...change });
  const setMethods = (methods: MethodDraft[]) => set({ methods });
  const move = (from: number, to: number) => {
    const methods = [...zone.methods];
    const [moved] = methods.splice(from, 1);
    methods.splice(to, 0, moved!);
    setMethods(methods);
  };
  const toggle = (key: string, on: boolean) =>
    set({ regions: on ? [...zone.regions, key] : zone.regions.filter((each) => each !== key) });

  return (
    <section
      aria-label={title}
      className="flex flex-col gap-5 rounded-xl border border-slate-200 bg-white p-4 shadow-xs sm:p-6"
    >
      <div className="flex items-end gap-3">
        <Input
          label="Zone name"
          value={zone.name}
          error={errors[`${path}.name`]?.join(' ')}
          onChange={(event) => set({ name: event.target.value })}
          containerClassName="grow"
        />
        <Button type="button" variant="secondary" onClick={onRemove}>
          <Trash2 aria-hidden className="size-4" />{' '}
          <span className="sr-only sm:not-sr-only">Remove zone</span>
        </Button>
      </div>

      <details className="group rounded-lg border border-slate-200">
        <summary className="cursor-pointer px-4 py-3 text-sm font-medium text-slate-800">
          States and provinces ({zone.regions.length})
          <span className="mt-1 block text-xs font-normal text-slate-500">
            {zone.regions.length === 0
              ? 'None yet: choose where this zone delivers.'
              : zone.regions.map((key) => key.split('-')[1]).join(', ')}
          </span>
        </summary>
        <div className="flex flex-col gap-4 border-t border-slate-200 px-4 py-3">
          {SHIPPING_COUNTRIES.map((country) => (
            <fieldset key={country}>
              <legend className="mb-2 text-sm font-semibold text-slate-900">
                {countryName(country)}
              </legend>
              <div className="grid grid-cols-2 gap-x-4 gap-y-1.5 sm:grid-cols-3 lg:grid-cols-4">
                {REGIONS[country].map((region) => {
                  const key = regionKey(country, region.code);
                  const owner = takenBy.get(key);
                  return (
                    <label key={key} className="flex items-center gap-2 text-sm text-slate-700">
                      <input
                        type="checkbox"
                        className="size-4 accent-glow-500"
                        checked={zone.regions.includes(key)}
                        disabled={owner !== undefined}
                        onChange={(event) => toggle(key, event.target.checked)}
                      />
                      <span className={owner ? 'text-slate-400' : undefined}>
                        {region.name}
                        {owner && <span className="sr-only"> (in {owner})</span>}
                      </span>
                    </label>
                  );
                })}
              </div>
            </fieldset>
          ))}
        </div>
      </details>
      {regionErrors.length > 0 && (
        <p className="text-xs font-medium text-red-700">{regionErrors.join(' ')}</p>
      )}

      <div className="flex flex-col gap-3">
        <h3 className="text-sm font-semibold text-slate-900">
          Methods, in the order checkout lists them
        </h3>
        {zone.methods.length === 0 && (
          <p className="text-sm text-slate-600">
            No methods: checkout cannot deliver to this zone.
          </p>
        )}
        {zone.methods.map((method, at) => (
          <ShippingMethodCard
            key={method.key}
            method={method}
            path={`${path}.methods.${at}`}
            errors={errors}
            onChange={(changed) =>
              setMethods(zone.methods.map((each, i) => (i === at ? changed : each)))
            }
            onRemove={() => setMethods(zone.methods.filter((_, i) => i !== at))}
            onMove={{
              up: at > 0 ? () => move(at, at - 1) : undefined,
              down: at < zone.methods.length - 1 ? () => move(at, at + 1) : undefined,
            }}
          />
        ))}
        <div>
          <Button
            type="button"
            variant="secondary"
            size="sm"
            onClick={() => setMethods([...zone.methods, newMethod()])}
          >
            <Plus aria-hidden className="size-4" /> Add method
          </Button>
        </div>
      </div>
    </section>
  );
}
