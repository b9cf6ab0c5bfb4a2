import {
  isShippingCountry,
  REGION_LABEL,
  REGIONS,
  SHIPPING_COUNTRIES,
  shipsOnlyTo,
  type ShippingCountry,
} from '@backlit/domain';
import { useId, useMemo, type ChangeEvent, type ComponentType } from 'react';
import { useController, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { countryName, countryOptions } from '../lib/countries';
import { useShippingCountries } from '../lib/shipping-countries';
import type { CountryPickerProps } from './country-picker';
import { Field } from './ui/field';
import { Input } from './ui/input';
import { Select } from './ui/select';

type AddressPart =
  | 'firstName'
  | 'lastName'
  | 'company'
  | 'country'
  | 'street'
  | 'street2'
  | 'city'
  | 'region'
  | 'postcode'
  | 'phone';

/** The name each part of a name and address has in a form: the API spells them per endpoint. */
export type AddressFieldNames<T extends FieldValues> = Record<AddressPart, Path<T>>;

/** How checkout and the address book spell an address, in the order their forms show it. */
export const BILLING_ADDRESS_NAMES = {
  firstName: 'firstname',
  lastName: 'lastname',
  company: 'companyname',
  country: 'country',
  street: 'streetaddress',
  street2: 'streetaddressoptional',
  city: 'city',
  region: 'state_contry',
  postcode: 'zip',
  phone: 'phone',
} as const;

/** How registration and the account's profile spell it. */
export const PROFILE_ADDRESS_NAMES = {
  firstName: 'firstname',
  lastName: 'lastname',
  company: 'companyname',
  country: 'country',
  street: 'address',
  street2: 'address2',
  city: 'city',
  region: 'state',
  postcode: 'codepostal',
  phone: 'phone',
} as const;

type PartsProps<T extends FieldValues, TOut> = {
  form: UseFormReturn<T, unknown, TOut>;
  names: AddressFieldNames<T>;
};

/** Props of the text input for one part: registered with the form, its error beside it. */
function textFieldsOf<T extends FieldValues, TOut>(form: UseFormReturn<T, unknown, TOut>) {
  return (name: Path<T>) => ({
    ...form.register(name),
    error: form.getFieldState(name, form.formState).error?.message,
  });
}

/** The value of a field that holds text, as the form's generic type cannot say so. */
const asText = (value: unknown) => (typeof value === 'string' ? value : '');

/** First and last name and the optional company, each in a cell of the form's two-column grid. */
export function NameFields<T extends FieldValues, TOut>({
  form,
  names,
  wideCompany = false,
}: PartsProps<T, TOut> & {
  /** Gives the company name a row of its own. */
  wideCompany?: boolean;
}) {
  const field = textFieldsOf(form);
  return (
    <>
      <Input label="First name" required autoComplete="given-name" {...field(names.firstName)} />
      <Input label="Last name" required autoComplete="family-name" {...field(names.lastName)} />
      <Input
        label="Company name"
        optional
        autoComplete="organization"
        containerClassName={wideCompany ? 'sm:col-span-2' : undefined}
        {...field(names.company)}
      />
    </>
  );
}

export function PhoneField<T extends FieldValues, TOut>({
  form,
  names,
  optional = false,
}: PartsProps<T, TOut> & { optional?: boolean }) {
  const field = textFieldsOf(form);
  return (
    <Input
      label="Phone"
      required={!optional}
      optional={optional}
      type="tel"
      autoComplete="tel"
      {...field(names.phone)}
    />
  );
}

/** The parts of a street address, without the name and phone around it. */
type StreetAddressPart = 'country' | 'street' | 'street2' | 'city' | 'region' | 'postcode';

type AddressFieldsProps<T extends FieldValues, TOut> = {
  form: UseFormReturn<T, unknown, TOut>;
  names: Pick<AddressFieldNames<T>, StreetAddressPart>;
  /**
   * `shipping`: an address the shop ships to. The country comes first, as the rest depends on it:
   * the state or province is chosen from that country's list and the postcode is named as there.
   * `anywhere`: where a customer is, in any country; the state is free text, and the whole
   * address may be left out (the account's profile).
   */
  area: 'shipping' | 'anywhere';
  /**
   * A searchable picker of every country instead of the select. Passed in rather than imported
   * here, so forms without it do not load its flags and dialling codes.
   */
  countryPicker?: ComponentType<CountryPickerProps>;
};

function postcodeLabel(country: ShippingCountry | undefined): string {
  if (country === 'US') return 'ZIP code';
  if (country === 'CA') return 'Postal code';
  return 'ZIP / postal code';
}

/** Street, city, state or province, postcode and country, in the form's two-column grid. */
export function AddressFields<T extends FieldValues, TOut>({
  form,
  names,
  area,
  countryPicker: CountryPicker,
}: AddressFieldsProps<T, TOut>) {
  const field = textFieldsOf(form);
  const shipsTo = useShippingCountries(area === 'shipping');
  const shipsToHint = shipsOnlyTo(shipsTo);
  const country = useController({ control: form.control, name: names.country });
  const region = useController({ control: form.control, name: names.region });
  const countryLabelId = useId();
  const code = asText(country.field.value);
  const shipping = area === 'shipping' && isShippingCountry(code) ? code : undefined;

  function chooseCountry(next: string) {
    if (next === code) return;
    country.field.onChange(next);
    if (area !== 'shipping') return;
    // Another country's states do not apply; its own list starts unchosen.
    region.field.onChange('');
    // Say at once when the shop does not ship there; after a failed submit, also re-check what
    // depends on the country (state list, postcode format).
    void form.trigger(
      form.formState.isSubmitted ? [names.country, names.region, names.postcode] : names.country,
    );
  }

  const countrySelectProps = {
    ref: country.field.ref,
    name: country.field.name,
    value: code,
    onChange: (event: ChangeEvent<HTMLSelectElement>) => chooseCountry(event.target.value),
    onBlur: country.field.onBlur,
  };
  const countryField = CountryPicker ? (
    <Field
      label={<span id={countryLabelId}>Country / Region</span>}
      required
      hint={shipsToHint}
      error={country.fieldState.error?.message}
      className="sm:col-span-2"
    >
      {(aria) => (
        <CountryPicker
          {...aria}
          countries={area === 'shipping' ? shipsTo : undefined}
          ref={country.field.ref}
          labelId={countryLabelId}
          value={code}
          onChange={chooseCountry}
          onBlur={country.field.onBlur}
        />
      )}
    </Field>
  ) : (
    <Select
      label="Country / Region"
      required={area === 'shipping'}
      optional={area !== 'shipping'}
      autoComplete="country"
      hint={area === 'shipping' ? shipsToHint : undefined}
      error={country.fieldState.error?.message}
      containerClassName={area === 'shipping' ? 'sm:col-span-2' : undefined}
      {...countrySelectProps}
    >
      {area === 'shipping' ? (
        <ShippingCountryOptions countries={shipsTo} />
      ) : (
        <EveryCountryOptions />
      )}
    </Select>
  );

  const regionProps = {
    ref: region.field.ref,
    name: region.field.name,
    value: asText(region.field.value),
    onChange: region.field.onChange,
    onBlur: region.field.onBlur,
    autoComplete: 'address-level1',
    error: region.fieldState.error?.message,
  };

  return (
    <>
      {area === 'shipping' && countryField}
      <Input
        label="Street address"
        required={area === 'shipping'}
        optional={area !== 'shipping'}
        autoComplete="address-line1"
        placeholder="House number and street name"
        containerClassName="sm:col-span-2"
        {...field(names.street)}
      />
      <Input
        label="Apartment, suite, unit"
        optional
        autoComplete="address-line2"
        containerClassName="sm:col-span-2"
        {...field(names.street2)}
      />
      <Input
        label={area === 'shipping' ? 'Town / City' : 'City'}
        required={area === 'shipping'}
        optional={area !== 'shipping'}
        autoComplete="address-level2"
        {...field(names.city)}
      />
      {shipping ? (
        <Select label={REGION_LABEL[shipping]} required {...regionProps}>
          <option value="">Choose a {REGION_LABEL[shipping].toLowerCase()}</option>
          {REGIONS[shipping].map((choice) => (
            <option key={choice.code} value={choice.code}>
              {choice.name}
            </option>
          ))}
        </Select>
      ) : area === 'shipping' ? (
        <Input label="State / province" required {...regionProps} />
      ) : (
        <Input label="State / province" optional {...regionProps} />
      )}
      <Input
        label={postcodeLabel(shipping)}
        required={area === 'shipping'}
        optional={area !== 'shipping'}
        autoComplete="postal-code"
        {...field(names.postcode)}
      />
      {area === 'anywhere' && countryField}
    </>
  );
}

function ShippingCountryOptions({ countries }: { countries: readonly ShippingCountry[] }) {
  return countries.map((code) => (
    <option key={code} value={code}>
      {countryName(code)}
    </option>
  ));
}

function EveryCountryOptions() {
  const countries = useMemo(() => countryOptions(), []);
  return (
    <>
      <option value="">Select a country</option>
      <optgroup label="We ship from stock to">
        <ShippingCountryOptions countries={SHIPPING_COUNTRIES} />
      </optgroup>
      <optgroup label="All countries">
        {countries.map(({ code, label }) => (
          <option key={code} value={code}>
            {label}
          </option>
        ))}
      </optgroup>
    </>
  );
}
