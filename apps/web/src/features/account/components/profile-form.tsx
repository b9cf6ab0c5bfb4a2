import { zodResolver } from '@hookform/resolvers/zod';
import {
  ProfileRequestSchema,
  type Profile,
  type ProfileRequest,
  type ProfileValues,
} from '@backlit/domain';
import { Save } from 'lucide-react';
import { useMemo } from 'react';
import { Controller, useForm, type FieldPath } from 'react-hook-form';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { countryName, countryOptions, SUGGESTED_COUNTRY_CODES } from '../../../lib/countries';
import { showServerErrors } from '../../../lib/server-errors';
import { useUpdateProfile } from '../api/update-profile';

const AFFILIATIONS = ['GIGA', 'EDPA', 'ASI'] as const;

const FIELDS: FieldPath<ProfileRequest>[] = [
  'firstname',
  'lastname',
  'companyname',
  'username',
  'phone',
  'address',
  'address2',
  'city',
  'state',
  'codepostal',
  'country',
];

function toFormValues(profile: Profile): ProfileRequest {
  return {
    firstname: profile.firstname,
    lastname: profile.lastname,
    companyname: profile.companyname ?? '',
    username: profile.username,
    phone: profile.phone,
    address: profile.address,
    address2: profile.address2 ?? '',
    city: profile.city,
    state: profile.state ?? '',
    codepostal: profile.codepostal,
    country: profile.country,
    affiliations: profile.affiliations,
  };
}

type ProfileFormProps = {
  profile: Profile;
  /** The saved details (the app updates the username it shows). */
  onSaved: (profile: Profile) => void;
};

/** The registration fields, less e-mail and password (they have their own sections). */
export function ProfileForm({ profile, onSaved }: ProfileFormProps) {
  const update = useUpdateProfile(({ profile }) => onSaved(profile));
  const countries = useMemo(() => countryOptions(), []);
  const {
    register,
    control,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ProfileRequest, unknown, ProfileValues>({
    resolver: zodResolver(ProfileRequestSchema),
    defaultValues: toFormValues(profile),
  });

  const submit = handleSubmit(async (values) => {
    update.reset();
    try {
      const saved = await update.mutateAsync(values);
      reset(toFormValues(saved.profile));
    } catch (error) {
      showServerErrors(error, setError, FIELDS);
    }
  });

  return (
    <form noValidate onSubmit={submit} className="grid gap-5 sm:grid-cols-2">
      {update.isSuccess && (
        <Alert key={update.submittedAt} variant="success" className="sm:col-span-2">
          {update.data.message}
        </Alert>
      )}
      {errors.root?.server?.message && (
        <Alert variant="error" autoHide={false} className="sm:col-span-2">
          {errors.root.server.message}
        </Alert>
      )}
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
        error={errors.companyname?.message}
        {...register('companyname')}
      />
      <Input
        label="Username"
        required
        autoComplete="username"
        error={errors.username?.message}
        {...register('username')}
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
        label="Address"
        required
        autoComplete="address-line1"
        error={errors.address?.message}
        {...register('address')}
      />
      <Input
        label="Address line 2"
        hint="Optional"
        autoComplete="address-line2"
        error={errors.address2?.message}
        {...register('address2')}
      />
      <Input
        label="City"
        required
        autoComplete="address-level2"
        error={errors.city?.message}
        {...register('city')}
      />
      <Input
        label="State / Province"
        hint="Optional"
        autoComplete="address-level1"
        error={errors.state?.message}
        {...register('state')}
      />
      <Input
        label="Postcode / ZIP"
        required
        autoComplete="postal-code"
        error={errors.codepostal?.message}
        {...register('codepostal')}
      />
      <Select
        label="Country"
        required
        autoComplete="country"
        error={errors.country?.message}
        {...register('country')}
      >
        <optgroup label="We ship from stock to">
          {SUGGESTED_COUNTRY_CODES.map((code) => (
            <option key={code} value={code}>
              {countryName(code)}
            </option>
          ))}
        </optgroup>
        <optgroup label="All countries">
          {countries.map(({ code, label }) => (
            <option key={code} value={code}>
              {label}
            </option>
          ))}
        </optgroup>
      </Select>
      <fieldset className="sm:col-span-2">
        <legend className="text-sm font-medium text-slate-800">Affiliations</legend>
        <div className="mt-3 flex flex-wrap gap-x-8 gap-y-3">
          {AFFILIATIONS.map((name) => (
            <Controller
              key={name}
              control={control}
              name={`affiliations.${name}`}
              render={({ field: { value, onChange, ref, ...field } }) => (
                <Checkbox
                  {...field}
                  ref={ref}
                  label={name}
                  checked={value ?? false}
                  onCheckedChange={(checked) => onChange(checked === true)}
                />
              )}
            />
          ))}
        </div>
      </fieldset>
      <Button type="submit" disabled={isSubmitting} className="justify-self-start sm:col-span-2">
        <Save aria-hidden />
        {isSubmitting ? 'Saving…' : 'Save details'}
      </Button>
    </form>
  );
}
