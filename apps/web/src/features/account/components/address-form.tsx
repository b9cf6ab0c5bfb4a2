import { zodResolver } from '@hookform/resolvers/zod';
import {
  AddressRequestSchema,
  isShippingCountry,
  REGION_LABEL,
  REGIONS,
  SHIPPING_COUNTRIES,
  type Address,
  type AddressRequest,
  type AddressValues,
} from '@backlit/domain';
import { Save } from 'lucide-react';
import { useForm, useWatch, type FieldPath } from 'react-hook-form';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { countryName } from '../../../lib/countries';
import { showServerErrors } from '../../../lib/server-errors';

const FIELDS: FieldPath<AddressRequest>[] = [
  'label',
  'firstname',
  'lastname',
  'companyname',
  'country',
  'streetaddress',
  'streetaddressoptional',
  'city',
  'state_contry',
  'zip',
  'phone',
];

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
  return {
    label: address.label ?? '',
    firstname: address.firstname,
    lastname: address.lastname,
    companyname: address.companyname ?? '',
    country: address.country,
    streetaddress: address.streetaddress,
    streetaddressoptional: address.streetaddressoptional ?? '',
    city: address.city,
    state_contry: address.state_contry,
    zip: address.zip,
    phone: address.phone,
  };
}

type AddressFormProps = {
  address?: Address;
  onSubmit: (values: AddressValues) => Promise<unknown>;
};

/** An address of the book, with the checkout's rules (US or Canada, its states, its postcodes). */
export function AddressForm({ address, onSubmit }: AddressFormProps) {
  const {
    register,
    control,
    handleSubmit,
    setError,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<AddressRequest, unknown, AddressValues>({
    resolver: zodResolver(AddressRequestSchema),
    defaultValues: address ? toFormValues(address) : EMPTY,
  });
  const country = useWatch({ control, name: 'country' });
  const shipping = isShippingCountry(country) ? country : 'US';
  const regionLabel = REGION_LABEL[shipping];

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
        hint="Optional — e.g. Office, Warehouse"
        containerClassName="sm:col-span-2"
        error={errors.label?.message}
        {...register('label')}
      />
      <Input
        label="First name"
        required
        autoComplete="given-name"
        error={errors.firstname?.message}
        {...register('firstname')}
      />
      <Input
        label="Last name"
        required
        autoComplete="family-name"
        error={errors.lastname?.message}
        {...register('lastname')}
      />
      <Input
        label="Company name"
        hint="Optional"
        autoComplete="organization"
        containerClassName="sm:col-span-2"
        error={errors.companyname?.message}
        {...register('companyname')}
      />
      <Select
        label="Country"
        required
        autoComplete="country"
        containerClassName="sm:col-span-2"
        error={errors.country?.message}
        {...register('country', { onChange: () => setValue('state_contry', '') })}
      >
        {SHIPPING_COUNTRIES.map((code) => (
          <option key={code} value={code}>
            {countryName(code)}
          </option>
        ))}
      </Select>
      <Input
        label="Street address"
        required
        autoComplete="address-line1"
        containerClassName="sm:col-span-2"
        error={errors.streetaddress?.message}
        {...register('streetaddress')}
      />
      <Input
        label="Apartment, suite, unit"
        hint="Optional"
        autoComplete="address-line2"
        containerClassName="sm:col-span-2"
        error={errors.streetaddressoptional?.message}
        {...register('streetaddressoptional')}
      />
      <Input
        label="Town / City"
        required
        autoComplete="address-level2"
        error={errors.city?.message}
        {...register('city')}
      />
      <Select
        label={regionLabel}
        required
        autoComplete="address-level1"
        error={errors.state_contry?.message}
        {...register('state_contry')}
      >
        <option value="">Choose a {regionLabel.toLowerCase()}</option>
        {REGIONS[shipping].map((region) => (
          <option key={region.code} value={region.code}>
            {region.name}
          </option>
        ))}
      </Select>
      <Input
        label={shipping === 'US' ? 'ZIP code' : 'Postal code'}
        required
        autoComplete="postal-code"
        error={errors.zip?.message}
        {...register('zip')}
      />
      <Input
        label="Phone"
        required
        type="tel"
        autoComplete="tel"
        error={errors.phone?.message}
        {...register('phone')}
      />
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
