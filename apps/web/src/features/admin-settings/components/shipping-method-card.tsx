import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { newBand, type BandDraft, type MethodDraft, type RuleType } from '../lib/shipping-draft';

const RULE_LABELS: Record<RuleType, string> = {
  flat: 'Flat rate',
  weight: 'By weight',
  subtotal: 'By order subtotal',
};

type MethodCardProps = {
  method: MethodDraft;
  /** The method's place in the request, e.g. `zones.0.methods.1`, for its errors. */
  path: string;
  errors: Record<string, string[]>;
  onChange: (method: MethodDraft) => void;
  onRemove: () => void;
  onMove?: { up?: () => void; down?: () => void };
};

/** One shipping method: its name, rate rule with bands, free-shipping threshold and transit. */
export function ShippingMethodCard({
  method,
  path,
  errors,
  onChange,
  onRemove,
  onMove,
}: MethodCardProps) {
  const error = (field: string) => errors[`${path}.${field}`]?.join(' ');
  const set = (change: Partial<MethodDraft>) => onChange({ ...method, ...change });
  const setBand = (index: number, change: Partial<BandDraft>) =>
    set({
      bands: method.bands.map((band, at) => (at === index ? { ...band, ...change } : band)),
    });
  const title = method.name.trim() || 'New method';
  // Folded once saved, so a zone reads as a list; open while new or holding a refused field.
  const [open, setOpen] = useState(method.id === undefined);
  const hasErrors = Object.keys(errors).some((field) => field.startsWith(`${path}.`));
  const unit = method.type === 'weight' ? 'g' : '$';

  return (
    <fieldset className="relative rounded-lg border border-slate-200 bg-slate-50">
      <legend className="sr-only">{title}</legend>
      <div className="absolute top-2 right-2 flex gap-1">
        <Button
          type="button"
          variant="ghost"
          size="icon"
          aria-label={`Move ${title} up`}
          disabled={!onMove?.up}
          onClick={onMove?.up}
        >
          <ArrowUp aria-hidden className="size-4" />
        </Button>
        <Button
          type="button"
          variant="ghost"
          size="icon"
          aria-label={`Move ${title} down`}
          disabled={!onMove?.down}
          onClick={onMove?.down}
        >
          <ArrowDown aria-hidden className="size-4" />
        </Button>
        <Button
          type="button"
          variant="ghost"
          size="icon"
          aria-label={`Remove ${title}`}
          onClick={onRemove}
        >
          <Trash2 aria-hidden className="size-4" />
        </Button>
      </div>
      <details
        open={open || hasErrors}
        onToggle={(event) => setOpen(event.currentTarget.open)}
        className="group"
      >
        <summary className="min-h-14 cursor-pointer py-3 pr-36 pl-4 text-sm">
          <span className="font-semibold text-slate-900">{title}</span>
          <span className="mt-0.5 block text-xs text-slate-600">{summary(method)}</span>
        </summary>
        <div className="flex flex-col gap-4 border-t border-slate-200 p-4">
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            <Input
              label="Method name"
              value={method.name}
              error={error('name')}
              onChange={(event) => set({ name: event.target.value })}
              containerClassName="sm:col-span-2"
            />
            <Select
              label="Rate"
              value={method.type}
              onChange={(event) => set({ type: event.target.value as RuleType })}
              containerClassName="sm:col-span-2"
            >
              {Object.entries(RULE_LABELS).map(([type, label]) => (
                <option key={type} value={type}>
                  {label}
                </option>
              ))}
            </Select>
            {method.type === 'flat' ? (
              <Input
                label="Price ($)"
                inputMode="decimal"
                value={method.price}
                error={error('rule.price')}
                onChange={(event) => set({ price: event.target.value })}
              />
            ) : (
              <div className="flex flex-col gap-2 sm:col-span-2 lg:col-span-4">
                <p className="text-sm font-medium text-slate-800">
                  {method.type === 'weight'
                    ? 'Bands of the shipment’s weight (grams, 1 kg = 1000 g)'
                    : 'Bands of the order’s subtotal (dollars)'}
                </p>
                <p className="text-xs text-slate-500">
                  Each band covers up to and including its limit; leave the last limit blank for
                  everything above. A shipment beyond a limited last band cannot take this method.
                </p>
                {error('rule.bands') && (
                  <p className="text-xs font-medium text-red-700">{error('rule.bands')}</p>
                )}
                <ol className="flex flex-col gap-2">
                  {method.bands.map((band, index) => (
                    <li key={band.key} className="grid grid-cols-[1fr_1fr_auto] items-start gap-2">
                      <Input
                        label={`Band ${index + 1}: up to (${unit})`}
                        inputMode={method.type === 'weight' ? 'numeric' : 'decimal'}
                        placeholder="no limit"
                        value={band.upTo}
                        error={error(`rule.bands.${index}.up_to`)}
                        onChange={(event) => setBand(index, { upTo: event.target.value })}
                      />
                      <Input
                        label={`Band ${index + 1}: price ($)`}
                        inputMode="decimal"
                        value={band.price}
                        error={error(`rule.bands.${index}.price`)}
                        onChange={(event) => setBand(index, { price: event.target.value })}
                      />
                      <Button
                        type="button"
                        variant="ghost"
                        size="icon"
                        className="mt-7"
                        aria-label={`Remove band ${index + 1}`}
                        disabled={method.bands.length === 1}
                        onClick={() => set({ bands: method.bands.filter((_, at) => at !== index) })}
                      >
                        <Trash2 aria-hidden className="size-4" />
                      </Button>
                    </li>
                  ))}
                </ol>
                <div>
                  <Button
                    type="button"
                    variant="secondary"
                    size="sm"
                    onClick={() => set({ bands: [...method.bands, newBand()] })}
                  >
                    <Plus aria-hidden className="size-4" /> Add band
                  </Button>
                </div>
              </div>
            )}
            <Input
              label="Free from ($)"
              hint="Order subtotal; blank: never free."
              inputMode="decimal"
              value={method.freeFrom}
              error={error('free_from')}
              onChange={(event) => set({ freeFrom: event.target.value })}
            />
            <Input
              label="Transit: fewest days"
              inputMode="numeric"
              value={method.transitMin}
              error={error('transit_days_min')}
              onChange={(event) => set({ transitMin: event.target.value })}
            />
            <Input
              label="Transit: most days"
              inputMode="numeric"
              value={method.transitMax}
              error={error('transit_days_max')}
              onChange={(event) => set({ transitMax: event.target.value })}
            />
          </div>
          <div className="flex flex-wrap gap-x-6 gap-y-2">
            <Checkbox
              label="Carries oversized parcels (freight)"
              checked={method.carriesOversized}
              onCheckedChange={(checked) => set({ carriesOversized: checked === true })}
            />
            <Checkbox
              label="Offered at checkout"
              checked={method.active}
              onCheckedChange={(checked) => set({ active: checked === true })}
            />
          </div>
          {error('id') && <p className="text-xs font-medium text-red-700">{error('id')}</p>}
        </div>
      </details>
    </fieldset>
  );
}

/** One line that says what a method does, for its folded card. */
function summary(method: MethodDraft): string {
  const rate =
    method.type === 'flat'
      ? `Flat $${method.price || '?'}`
      : `${RULE_LABELS[method.type]}, ${method.bands.length} band${method.bands.length === 1 ? '' : 's'}`;
  const parts = [
    rate,
    method.freeFrom.trim() && `free from $${method.freeFrom.trim()}`,
    method.transitMin === method.transitMax
      ? `${method.transitMin} days`
      : `${method.transitMin}–${method.transitMax} days`,
    method.carriesOversized && 'carries oversized',
    !method.active && 'not offered',
  ];
  return parts.filter(Boolean).join(' · ');
}
