import { zodResolver } from '@hookform/resolvers/zod';
import {
  addressAsBillingFields,
  AddressRequestSchema,
  type Address,
  type AddressRequest,
  type AddressValues,
} from '@backlit/domain';
import { Save } from 'lucide-react';
import { useForm, type FieldPath } from 'react-hook-form';
import { CountryPicker } from '../../../components/country-picker';
import {
  AddressFields,
  BILLING_ADDRESS_NAMES,
  NameFields,
  PhoneField,
} from '../../../components/address-fields';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { showServerErrors } from '../../../lib/server-errors';

const FIELDS: FieldPath<AddressRequest>[] = ['label', ...Object.values(BILLING_ADDRESS_NAMES)];

const EMPTY: AddressRequest = {
  label: '',
  firstname: '',
  lastname: '',
  companyname: '',
  country: 'US',
  streetaddress: '',
  streetaddressoptional: '',
  city: '',
  state_contry: '',
  zip: '',
  phone: '',
};

function toFormValues(address: Address): AddressRequest {
  return { label: address.label ?? '', ...addressAsBillingFields(address) };
}

type AddressFormProps = {
  address?: Address;
  onSubmit: (values: AddressValues) => Promise<unknown>;
};

/** An address of the book, with the checkout's rules (US or Canada, its states, its postcodes). */
export function AddressForm({ address, onSubmit }: AddressFormProps) {
  const form = useForm<AddressRequest, unknown, AddressValues>({
    resolver: zodResolver(AddressRequestSchema),
    defaultValues: address ? toFormValues(address) : EMPTY,
  });
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = form;

  const submit = handleSubmit(async (values) => {
    try {
      await onSubmit(values);
    } catch (error) {
      showServerErrors(error, setError, FIELDS);
    }
  });

  const serverError = errors.root?.server;
  return (
    <form noValidate onSubmit={submit} className="grid gap-4 sm:grid-cols-2">
      {serverError?.message && (
        <Alert variant="error" className="sm:col-span-2" autoHide={false}>
          {serverError.message}
        </Alert>
      )}
      <Input
        label="Label"
        optional
        hint="e.g. Office, Warehouse"
        containerClassName="sm:col-span-2"
        error={errors.label?.message}
        {...register('label')}
      />
      <NameFields form={form} names={BILLING_ADDRESS_NAMES} wideCompany />
      <AddressFields
        form={form}
        names={BILLING_ADDRESS_NAMES}
        area="shipping"
        countryPicker={CountryPicker}
      />
      <PhoneField form={form} names={BILLING_ADDRESS_NAMES} />
      <Button
        type="submit"
        disabled={isSubmitting}
        className="self-start sm:col-span-2 sm:justify-self-start"
      >
        <Save aria-hidden />
        {isSubmitting ? 'Saving…' : 'Save address'}
      </Button>
    </form>
  );
}
