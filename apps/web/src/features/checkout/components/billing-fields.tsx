import type { UseFormReturn } from 'react-hook-form';
import {
  AddressFields,
  BILLING_ADDRESS_NAMES,
  NameFields,
  PhoneField,
} from '../../../components/address-fields';
import { CountryPicker } from '../../../components/country-picker';
import { Field, controlClassName } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { cn } from '../../../lib/cn';
import type { CheckoutFormInput, CheckoutFormValues } from '../checkout-form';

type BillingFieldsProps = {
  form: UseFormReturn<CheckoutFormInput, unknown, CheckoutFormValues>;
  /** Without an account the e-mail comes first: the order and its private link go there. */
  emailFirst?: boolean;
};

/** Billing details, with a state/province list for the USA and Canada. */
export function BillingFields({ form, emailFirst = false }: BillingFieldsProps) {
  const {
    register,
    formState: { errors },
  } = form;
  const email = (
    <Input
      label="Email address"
      required
      type="email"
      autoComplete="email"
      hint={
        emailFirst ? 'Your confirmation and the private link to your order go here.' : undefined
      }
      containerClassName="sm:col-span-2"
      error={errors.email?.message}
      {...register('email')}
    />
  );

  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {emailFirst && email}
      <NameFields form={form} names={BILLING_ADDRESS_NAMES} wideCompany />
      <AddressFields
        form={form}
        names={BILLING_ADDRESS_NAMES}
        area="shipping"
        countryPicker={CountryPicker}
      />
      <PhoneField form={form} names={BILLING_ADDRESS_NAMES} />
      {!emailFirst && email}
      <Field
        label="Order notes"
        optional
        hint="Delivery instructions, show date…"
        error={errors.ordernotes?.message}
        className="sm:col-span-2"
      >
        {(aria) => (
          <textarea
            {...aria}
            rows={3}
            className={cn(controlClassName, 'h-auto px-3 py-2')}
            {...register('ordernotes')}
          />
        )}
      </Field>
    </div>
  );
}
