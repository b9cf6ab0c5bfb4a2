import { isShippingCountry, REGION_LABEL, REGIONS } from '@backlit/domain';
import { useId } from 'react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { Field, controlClassName } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { cn } from '../../../lib/cn';
import type { CheckoutFormInput, CheckoutFormValues } from '../checkout-form';
import { CountryPicker } from './country-picker';

type BillingFieldsProps = {
  form: UseFormReturn<CheckoutFormInput, unknown, CheckoutFormValues>;
};

/** Billing details (spec §3 checkout form), with a state/province list for the USA and Canada. */
export function BillingFields({ form }: BillingFieldsProps) {
  const {
    register,
    control,
    watch,
    formState: { errors },
  } = form;
  const countryLabelId = useId();
  const country = watch('country');
  const shipping = isShippingCountry(country) ? country : undefined;
  const regionLabel = shipping ? REGION_LABEL[shipping] : 'State / County';

  return (
    <div className="grid gap-4 sm:grid-cols-2">
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
      <Controller
        control={control}
        name="country"
        render={({ field, fieldState }) => (
          <Field
            label={<span id={countryLabelId}>Country / Region</span>}
            required
            hint="We ship from stock to the USA and Canada."
            error={fieldState.error?.message}
            className="sm:col-span-2"
          >
            {(aria) => (
              <CountryPicker
                {...aria}
                ref={field.ref}
                labelId={countryLabelId}
                value={field.value}
                onChange={(code) => {
                  if (code === field.value) return;
                  field.onChange(code);
                  // Another country's states do not apply; its own list starts unchosen.
                  form.setValue('state_contry', '');
                  // Say at once when the shop does not ship there; after a failed submit, also
                  // re-check what depends on the country (state list, postcode format).
                  void form.trigger(
                    form.formState.isSubmitted ? ['country', 'state_contry', 'zip'] : 'country',
                  );
                }}
                onBlur={field.onBlur}
              />
            )}
          </Field>
        )}
      />
      <Input
        label="Street address"
        required
        autoComplete="address-line1"
        placeholder="House number and street name"
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
      {shipping ? (
        <Controller
          control={control}
          name="state_contry"
          render={({ field, fieldState }) => (
            <Select
              label={regionLabel}
              required
              autoComplete="address-level1"
              error={fieldState.error?.message}
              {...field}
            >
              <option value="">Choose a {regionLabel.toLowerCase()}</option>
              {REGIONS[shipping].map((region) => (
                <option key={region.code} value={region.code}>
                  {region.name}
                </option>
              ))}
            </Select>
          )}
        />
      ) : (
        <Input
          label={regionLabel}
          required
          autoComplete="address-level1"
          error={errors.state_contry?.message}
          {...register('state_contry')}
        />
      )}
      <Input
        label={
          shipping === 'US' ? 'ZIP code' : shipping === 'CA' ? 'Postal code' : 'Postcode / ZIP'
        }
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
      <Input
        label="Email address"
        required
        type="email"
        autoComplete="email"
        containerClassName="sm:col-span-2"
        error={errors.email?.message}
        {...register('email')}
      />
      <Field
        label="Order notes"
        hint="Optional — delivery instructions, show date…"
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
