import {
  COMPANY_LOGO_MAX_BYTES,
  type CompanySender as Sender,
  type ShippingCountry,
} from '@backlit/domain';
import { Save } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { AddressFields, BILLING_ADDRESS_NAMES } from '../../../components/address-fields';
import { SenderAddress } from '../../../components/postal-address';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { LoadError } from '../../../components/ui/load-error';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../components/ui/toast';
import { showServerErrors } from '../../../lib/server-errors';
import { useCompanySender, useSaveCompanySender } from '../api/tax-certificates';

/**
 * Blind drop-ship: the name, return address and logo the company's parcels carry when a buyer
 * ships an order under the company's name. Buyers see it; the admin sets it.
 */
export function CompanySender({ admin }: { admin: boolean }) {
  const sender = useCompanySender();
  return (
    <section
      aria-labelledby="company-sender-heading"
      className="rounded-xl border border-slate-200 bg-white p-6 shadow-xs"
    >
      <h2 id="company-sender-heading" className="text-lg font-semibold text-slate-900">
        Ship under your company’s name
      </h2>
      <p className="mt-1 max-w-2xl text-sm text-slate-600">
        Orders your buyers mark “Ship under our company’s name” go to your clients with your name,
        logo and return address on the packing slip, no prices and nothing of ours.
      </p>
      <div className="mt-4">
        {sender.isPending ? (
          <Spinner label="Loading the shipping sender" />
        ) : sender.isError ? (
          <LoadError
            what="The shipping sender"
            error={sender.error}
            onRetry={() => void sender.refetch()}
          />
        ) : admin ? (
          <SenderForm sender={sender.data} />
        ) : (
          <SenderSummary sender={sender.data} />
        )}
      </div>
    </section>
  );
}

function SenderSummary({ sender }: { sender: Sender }) {
  if (!sender.shipping_name || !sender.return_address) {
    return <p className="text-sm text-slate-600">Your company’s admin has not set it up yet.</p>;
  }
  return (
    <SenderAddress
      name={sender.shipping_name}
      address={sender.return_address}
      className="text-sm text-slate-700"
    />
  );
}

interface SenderValues {
  shipping_name: string;
  streetaddress: string;
  streetaddressoptional: string;
  city: string;
  country: ShippingCountry;
  state_contry: string;
  zip: string;
  logo: FileList | undefined;
  remove_logo: boolean;
}

const FIELDS = [
  'shipping_name',
  'streetaddress',
  'streetaddressoptional',
  'city',
  'country',
  'state_contry',
  'zip',
  'logo',
] as const;

function SenderForm({ sender }: { sender: Sender }) {
  const save = useSaveCompanySender();
  const address = sender.return_address;
  const form = useForm<SenderValues>({
    defaultValues: {
      shipping_name: sender.shipping_name ?? '',
      streetaddress: address?.streetaddress ?? '',
      streetaddressoptional: address?.streetaddressoptional ?? '',
      city: address?.city ?? '',
      country: (address?.country as ShippingCountry | undefined) ?? 'US',
      state_contry: address?.state_contry ?? '',
      zip: address?.zip ?? '',
      remove_logo: false,
    },
  });
  const {
    register,
    handleSubmit,
    setError,
    resetField,
    formState: { errors, isSubmitting },
  } = form;
  const submit = handleSubmit(async ({ logo, remove_logo, ...values }) => {
    const body = new FormData();
    for (const [name, value] of Object.entries(values)) body.append(name, value);
    if (remove_logo) body.append('remove_logo', 'true');
    const file = logo?.[0];
    if (file) body.append('logo', file, file.name);
    try {
      await save.mutateAsync(body);
      toast.success('Shipping sender saved.');
      resetField('logo');
      resetField('remove_logo');
    } catch (error) {
      showServerErrors(error, setError, FIELDS);
    }
  });
  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label="Shipping sender"
      className="grid gap-3 sm:grid-cols-2"
    >
      {errors.root?.server?.message && (
        <Alert variant="error" className="sm:col-span-2">
          {errors.root.server.message}
        </Alert>
      )}
      <Input
        label="Shipping name"
        required
        containerClassName="sm:col-span-2"
        error={errors.shipping_name?.message}
        {...register('shipping_name')}
      />
      <AddressFields form={form} names={BILLING_ADDRESS_NAMES} area="shipping" />
      <Input
        label="Logo"
        type="file"
        accept="image/png,image/jpeg"
        optional
        hint={`PNG or JPEG, at most ${COMPANY_LOGO_MAX_BYTES / 1024} KB.${sender.has_logo ? ' A logo is set; a new file replaces it.' : ''}`}
        error={errors.logo?.message}
        className="py-1.5"
        {...register('logo')}
      />
      {sender.has_logo && (
        <label className="flex items-center gap-2 self-end text-sm text-slate-700">
          <input type="checkbox" className="size-4" {...register('remove_logo')} />
          Remove the logo
        </label>
      )}
      <div className="sm:col-span-2">
        <Button type="submit" disabled={isSubmitting}>
          <Save aria-hidden />
          {isSubmitting ? 'Saving…' : 'Save sender'}
        </Button>
      </div>
    </form>
  );
}
