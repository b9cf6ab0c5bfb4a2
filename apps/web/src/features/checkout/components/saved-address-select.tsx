import { addressAsBillingFields, type Address } from '@backlit/domain';
import type { UseFormReturn } from 'react-hook-form';
import { Select } from '../../../components/ui/select';
import type { CheckoutFormInput, CheckoutFormValues } from '../checkout-form';

type SavedAddressSelectProps = {
  addresses: readonly Address[];
  form: UseFormReturn<CheckoutFormInput, unknown, CheckoutFormValues>;
  /** `shipping_` fills the ship-to address instead of billing. */
  prefix?: '' | 'shipping_';
  label?: string;
};

function describe(address: Address): string {
  const place = `${address.streetaddress}, ${address.city} ${address.state_contry}`;
  const name = address.label ? `${address.label} — ${place}` : place;
  return address.is_default ? `${name} (default)` : name;
}

/**
 * Fills the billing fields, or the ship-to fields, from one of the customer's saved addresses
 * (the e-mail stays).
 */
export function SavedAddressSelect({
  addresses,
  form,
  prefix = '',
  label = 'Use a saved address',
}: SavedAddressSelectProps) {
  if (addresses.length === 0) return null;

  function fillFrom(id: string) {
    const address = addresses.find((candidate) => String(candidate.id) === id);
    if (!address) return;
    const fields = addressAsBillingFields(address) satisfies Partial<CheckoutFormInput>;
    for (const [name, value] of Object.entries(fields)) {
      form.setValue(`${prefix}${name}` as keyof typeof fields, value, {
        shouldDirty: true,
        shouldValidate: form.formState.isSubmitted,
      });
    }
  }

  return (
    <Select
      label={label}
      containerClassName="mb-5"
      defaultValue=""
      onChange={(event) => fillFrom(event.target.value)}
    >
      <option value="" disabled>
        Choose one of your addresses
      </option>
      {addresses.map((address) => (
        <option key={address.id} value={address.id}>
          {describe(address)}
        </option>
      ))}
    </Select>
  );
}
