import { zodResolver } from '@hookform/resolvers/zod';
import {
  PlannerSettingsRequestSchema,
  SHOP_TIME_ZONES,
  type PlannerSettingsInput,
  type PlannerSettingsRequest,
} from '@backlit/domain';
import { Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { showServerErrors } from '../../../lib/server-errors';
import { useSavePlannerSettings, type PlannerSettings } from '../api/planner-settings';

const FIELDS = ['time_zone', 'order_cutoff'] as const;

function formValues(settings: PlannerSettings): PlannerSettingsRequest {
  return {
    time_zone: settings.time_zone,
    order_cutoff: settings.order_cutoff,
    closures: settings.closures.map(({ starts_on, ends_on, reason }) => ({
      starts_on,
      ends_on,
      reason,
    })),
  };
}

/**
 * The shop's working calendar: its time zone, the daily cut-off for orders and print files,
 * and the days it is closed besides weekends and US federal holidays. Every promised date uses it.
 */
export function PlannerSettingsForm({ settings }: { settings: PlannerSettings }) {
  const save = useSavePlannerSettings();
  const [saved, setSaved] = useState<number>();
  const {
    register,
    control,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<PlannerSettingsRequest, unknown, PlannerSettingsInput>({
    resolver: zodResolver(PlannerSettingsRequestSchema),
    defaultValues: formValues(settings),
  });
  const closures = useFieldArray({ control, name: 'closures' });

  const onSubmit = handleSubmit(async (values) => {
    try {
      reset(formValues(await save.mutateAsync(values)));
      setSaved((count) => (count ?? 0) + 1);
    } catch (error) {
      showServerErrors(error, setError, [
        ...FIELDS,
        ...closures.fields.flatMap((_field, index) =>
          (['starts_on', 'ends_on', 'reason'] as const).map(
            (name) => `closures.${index}.${name}` as const,
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
      aria-labelledby="planner-settings"
      className="flex max-w-2xl flex-col gap-5 rounded-xl border border-slate-200 bg-white p-6"
    >
      <div>
        <h2 id="planner-settings" className="text-base font-semibold text-slate-900">
          Order cut-off and closures
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          Orders and print files count for the day when they arrive by the cut-off. Weekends and US
          federal holidays never count as working days; add the days the workshop closes.
        </p>
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <Select label="Time zone" error={errors.time_zone?.message} {...register('time_zone')}>
          {SHOP_TIME_ZONES.map((zone) => (
            <option key={zone} value={zone}>
              {zone.replace(/_/g, ' ')}
            </option>
          ))}
        </Select>
        <Input
          type="time"
          label="Daily cut-off"
          hint="24-hour clock, in that time zone."
          error={errors.order_cutoff?.message}
          {...register('order_cutoff')}
        />
      </div>
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-2 text-sm font-medium text-slate-800">Closures</legend>
        {closures.fields.length === 0 && (
          <p className="text-sm text-slate-600">
            No closure: the shop works every weekday but holidays.
          </p>
        )}
        {closures.fields.map((field, index) => (
          <div
            key={field.id}
            className="grid gap-3 rounded-lg border border-slate-200 p-3 sm:grid-cols-[1fr_1fr_1.4fr_auto] sm:items-start"
          >
            <Input
              type="date"
              label="First day"
              error={errors.closures?.[index]?.starts_on?.message}
              {...register(`closures.${index}.starts_on`)}
            />
            <Input
              type="date"
              label="Last day"
              error={errors.closures?.[index]?.ends_on?.message}
              {...register(`closures.${index}.ends_on`)}
            />
            <Input
              label="Reason"
              placeholder="Stocktaking"
              error={errors.closures?.[index]?.reason?.message}
              {...register(`closures.${index}.reason`)}
            />
            <Button
              variant="ghost"
              size="sm"
              className="sm:mt-7"
              aria-label={`Remove closure ${index + 1}`}
              onClick={() => closures.remove(index)}
            >
              <Trash2 aria-hidden className="text-red-600" />
              <span className="sm:sr-only">Remove</span>
            </Button>
          </div>
        ))}
        <Button
          variant="secondary"
          size="sm"
          className="self-start"
          onClick={() => closures.append({ starts_on: '', ends_on: '', reason: '' })}
        >
          <Plus aria-hidden />
          Add a closure
        </Button>
      </fieldset>
      {formError?.message && (
        <Alert variant="error" autoHide={false}>
          {formError.message}
        </Alert>
      )}
      {saved && (
        <Alert key={saved} variant="success">
          Saved. Every deadline the shop shows counts with it from now on.
        </Alert>
      )}
      <div>
        <Button type="submit" disabled={isSubmitting || !isDirty}>
          {isSubmitting ? 'Saving…' : 'Save cut-off and closures'}
        </Button>
      </div>
    </form>
  );
}
