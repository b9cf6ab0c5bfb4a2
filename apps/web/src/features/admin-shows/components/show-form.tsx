import { zodResolver } from '@hookform/resolvers/zod';
import {
  REGION_LABEL,
  REGIONS,
  SHIPPING_COUNTRIES,
  SHOW_STATUS_LABEL,
  SHOW_STATUSES,
  TradeShowRequestSchema,
  type ShippingCountry,
  type ShowStatus,
  type ShowView,
  type TradeShowInput,
} from '@backlit/domain';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { controlClassName, Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { cn } from '../../../lib/cn';
import { showServerErrors } from '../../../lib/server-errors';
import { useSaveShow } from '../api/save-show';

/** What the form holds: text as typed, blank for what is left out. */
type ShowFormValues = {
  name: string;
  organizer: string;
  venue: string;
  city: string;
  country: ShippingCountry;
  region: string;
  move_in: string;
  starts_on: string;
  ends_on: string;
  contractor: string;
  warehouse_address: string;
  warehouse_from: string;
  warehouse_to: string;
  direct_from: string;
  direct_to: string;
  url: string;
  status: ShowStatus;
};

const FIELDS = [
  'name',
  'organizer',
  'venue',
  'city',
  'country',
  'region',
  'move_in',
  'starts_on',
  'ends_on',
  'contractor',
  'warehouse_address',
  'warehouse_from',
  'warehouse_to',
  'direct_from',
  'direct_to',
  'url',
  'status',
] as const;

function formValues(show: ShowView | undefined): ShowFormValues {
  return {
    name: show?.name ?? '',
    organizer: show?.organizer ?? '',
    venue: show?.venue ?? '',
    city: show?.city ?? '',
    country: show?.country ?? 'US',
    region: show?.region ?? '',
    move_in: show?.move_in ?? '',
    starts_on: show?.starts_on ?? '',
    ends_on: show?.ends_on ?? '',
    contractor: show?.contractor ?? '',
    warehouse_address: show?.warehouse?.address ?? '',
    warehouse_from: show?.warehouse?.from ?? '',
    warehouse_to: show?.warehouse?.to ?? '',
    direct_from: show?.direct?.from ?? '',
    direct_to: show?.direct?.to ?? '',
    url: show?.url ?? '',
    status: show?.status ?? 'scheduled',
  };
}

type ShowFormProps = {
  /** The show being edited; none for a new one. */
  show?: ShowView;
  onSaved: (show: ShowView) => void;
};

/** A trade show's details, its dates and where its goods go, checked as the server checks them. */
export function ShowForm({ show, onSaved }: ShowFormProps) {
  const save = useSaveShow();
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    control,
    formState: { errors, isSubmitting },
  } = useForm<ShowFormValues, unknown, TradeShowInput>({
    // The form holds text as typed; the schema reads blanks as left out.
    resolver: zodResolver(TradeShowRequestSchema) as Resolver<
      ShowFormValues,
      unknown,
      TradeShowInput
    >,
    defaultValues: formValues(show),
  });
  const country = useWatch({ control, name: 'country' });

  const onSubmit = handleSubmit(async (values) => {
    try {
      onSaved(await save.mutateAsync({ id: show?.id, body: values }));
    } catch (error) {
      showServerErrors(error, setError, FIELDS);
    }
  });
  const formError = (errors as { root?: { server?: { message?: string } } }).root?.server;
  const date = (name: (typeof FIELDS)[number], label: string, hint?: string, required = false) => (
    <Input
      type="date"
      label={label}
      hint={hint}
      required={required}
      optional={!required}
      error={errors[name]?.message}
      {...register(name)}
    />
  );

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label={show ? `Edit ${show.name}` : 'New trade show'}
      className="flex max-w-3xl flex-col gap-6"
    >
      <fieldset className="flex flex-col gap-5 rounded-xl border border-slate-200 bg-white p-6">
        <legend className="px-1 text-base font-semibold text-slate-900">The show</legend>
        <Input label="Show name" required error={errors.name?.message} {...register('name')} />
        <div className="grid gap-5 sm:grid-cols-2">
          <Input
            label="Organiser"
            optional
            error={errors.organizer?.message}
            {...register('organizer')}
          />
          <Select label="Status" error={errors.status?.message} {...register('status')}>
            {SHOW_STATUSES.map((status) => (
              <option key={status} value={status}>
                {SHOW_STATUS_LABEL[status]}
              </option>
            ))}
          </Select>
        </div>
        <Input
          label="Venue"
          required
          hint="The hall, e.g. Las Vegas Convention Center, West Hall."
          error={errors.venue?.message}
          {...register('venue')}
        />
        <div className="grid gap-5 sm:grid-cols-3">
          <Input label="City" required error={errors.city?.message} {...register('city')} />
          <Select
            label="Country"
            error={errors.country?.message}
            {...register('country', { onChange: () => setValue('region', '') })}
          >
            {SHIPPING_COUNTRIES.map((code) => (
              <option key={code} value={code}>
                {code === 'US' ? 'USA' : 'Canada'}
              </option>
            ))}
          </Select>
          <Select
            label={REGION_LABEL[country]}
            required
            error={errors.region?.message}
            {...register('region')}
          >
            <option value="">Choose…</option>
            {REGIONS[country].map((region) => (
              <option key={region.code} value={region.code}>
                {region.name}
              </option>
            ))}
          </Select>
        </div>
        <div className="grid gap-5 sm:grid-cols-3">
          {date('move_in', 'Move-in', 'The first set-up day.', true)}
          {date('starts_on', 'Opens', undefined, true)}
          {date('ends_on', 'Closes', undefined, true)}
        </div>
        <Input
          label="Exhibitor information link"
          optional
          type="url"
          placeholder="https://"
          error={errors.url?.message}
          {...register('url')}
        />
      </fieldset>

      <fieldset className="flex flex-col gap-5 rounded-xl border border-slate-200 bg-white p-6">
        <legend className="px-1 text-base font-semibold text-slate-900">Where the goods go</legend>
        <p className="text-sm text-slate-600">
          Plans aim at the warehouse's last receiving day when there is one, else at the last direct
          delivery day, else at move-in.
        </p>
        <Input
          label="Official contractor"
          optional
          error={errors.contractor?.message}
          {...register('contractor')}
        />
        <Field
          label="Advance warehouse address"
          optional
          hint="As the exhibitor manual writes it, one line per row."
          error={errors.warehouse_address?.message}
        >
          {(controlProps) => (
            <textarea
              rows={3}
              {...controlProps}
              className={cn(controlClassName, 'h-auto px-3 py-2')}
              {...register('warehouse_address')}
            />
          )}
        </Field>
        <div className="grid gap-5 sm:grid-cols-2">
          {date('warehouse_from', 'Warehouse receives from')}
          {date('warehouse_to', 'Warehouse receives until')}
        </div>
        <div className="grid gap-5 sm:grid-cols-2">
          {date('direct_from', 'Direct to the booth from')}
          {date('direct_to', 'Direct to the booth until')}
        </div>
      </fieldset>

      {formError?.message && (
        <Alert variant="error" autoHide={false}>
          {formError.message}
        </Alert>
      )}
      <div>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? 'Saving…' : show ? 'Save the show' : 'Add the show'}
        </Button>
      </div>
    </form>
  );
}
