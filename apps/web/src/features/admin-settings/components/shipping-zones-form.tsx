import type { ShippingZone, ValidationErrors } from '@backlit/domain';
import { Plus } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { isApiError } from '../../../lib/api-error';
import { errorMessage } from '../../../lib/server-errors';
import { useSaveShippingSettings } from '../api/save-shipping-settings';
import { checkDrafts, newZone, toDrafts, toRequest, type ZoneDraft } from '../lib/shipping-draft';
import { ShippingZoneCard } from './shipping-zone-card';

/**
 * The shipping zones and their methods, edited together and saved as a whole: the server checks
 * the settings as one (a region in two zones, bands out of order) and keeps ids of what stays.
 */
export function ShippingZonesForm({ zones }: { zones: readonly ShippingZone[] }) {
  const save = useSaveShippingSettings();
  const [drafts, setDrafts] = useState(() => toDrafts(zones));
  const [errors, setErrors] = useState<ValidationErrors>({});
  const [saved, setSaved] = useState<number>();
  const formError = errors['zones']?.join(' ');

  const owners = useMemo(
    () =>
      drafts.map((_, index) => {
        const taken = new Map<string, string>();
        drafts.forEach((other, at) => {
          if (at === index) return;
          for (const key of other.regions) taken.set(key, other.name.trim() || 'another zone');
        });
        return taken;
      }),
    [drafts],
  );

  const showErrors = (found: ValidationErrors) => {
    setErrors(found);
    // After React has drawn the messages: focus the first field they name.
    requestAnimationFrame(() =>
      document
        .querySelector<HTMLElement>('form[aria-label="Shipping zones"] [aria-invalid="true"]')
        ?.focus(),
    );
  };

  const setZone = (index: number, zone: ZoneDraft) =>
    setDrafts((list) => list.map((each, at) => (at === index ? zone : each)));

  return (
    <form
      aria-label="Shipping zones"
      noValidate
      className="flex flex-col gap-6"
      onSubmit={(event) => {
        event.preventDefault();
        setSaved(undefined);
        const found = checkDrafts(drafts);
        if (Object.keys(found).length > 0) {
          showErrors(found);
          return;
        }
        setErrors({});
        save.mutate(toRequest(drafts), {
          onSuccess: (answer) => {
            setDrafts(toDrafts(answer));
            setSaved((count) => (count ?? 0) + 1);
          },
          onError: (error) => {
            if (isApiError(error, 422)) showErrors(error.validation_errors);
          },
        });
      }}
    >
      {drafts.map((zone, index) => (
        <ShippingZoneCard
          key={zone.key}
          zone={zone}
          index={index}
          errors={errors}
          takenBy={owners[index]!}
          onChange={(changed) => setZone(index, changed)}
          onRemove={() => setDrafts((list) => list.filter((_, at) => at !== index))}
        />
      ))}
      {drafts.length === 0 && (
        <p className="rounded-xl border border-dashed border-slate-300 bg-white p-6 text-sm text-slate-600">
          No zones: checkout can quote no delivery until you add one.
        </p>
      )}
      <div>
        <Button
          type="button"
          variant="secondary"
          onClick={() => setDrafts((list) => [...list, newZone()])}
        >
          <Plus aria-hidden className="size-4" /> Add zone
        </Button>
      </div>

      {Object.keys(errors).length > 0 && (
        <Alert variant="error" autoHide={false}>
          {formError ?? 'Some fields need your attention; nothing was saved.'}
        </Alert>
      )}
      {save.isError && !isApiError(save.error, 422) && (
        <Alert variant="error" autoHide={false}>
          {errorMessage(save.error)}
        </Alert>
      )}
      {saved && (
        <Alert key={saved} variant="success">
          Shipping zones and rates saved. Orders already placed keep the shipping they were sold
          with.
        </Alert>
      )}
      <div className="sticky bottom-0 -mx-1 flex justify-end border-t border-slate-200 bg-white/95 px-1 py-3 backdrop-blur">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save shipping zones and rates'}
        </Button>
      </div>
    </form>
  );
}
