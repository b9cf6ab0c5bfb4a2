import { zodResolver } from '@hookform/resolvers/zod';
import {
  ASSOCIATIONS,
  MEMBERSHIP_INVITATION,
  ProfileRequestSchema,
  type Profile,
  type ProfileRequest,
  type ProfileValues,
} from '@backlit/domain';
import { Save } from 'lucide-react';
import { useForm, type FieldPath } from 'react-hook-form';
import { AffiliationCheckboxes } from '../../../components/affiliation-checkboxes';
import {
  AddressFields,
  NameFields,
  PhoneField,
  PROFILE_ADDRESS_NAMES,
} from '../../../components/address-fields';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { showServerErrors } from '../../../lib/server-errors';
import { useUpdateProfile } from '../api/update-profile';

const FIELDS: FieldPath<ProfileRequest>[] = ['username', ...Object.values(PROFILE_ADDRESS_NAMES)];

function toFormValues(profile: Profile): ProfileRequest {
  return {
    firstname: profile.firstname,
    lastname: profile.lastname,
    companyname: profile.companyname ?? '',
    username: profile.username,
    phone: profile.phone ?? '',
    address: profile.address ?? '',
    address2: profile.address2 ?? '',
    city: profile.city ?? '',
    state: profile.state ?? '',
    codepostal: profile.codepostal ?? '',
    country: profile.country ?? '',
    affiliations: profile.affiliations,
    member_numbers: {
      GIGA: profile.member_numbers.GIGA ?? '',
      EDPA: profile.member_numbers.EDPA ?? '',
      ASI: profile.member_numbers.ASI ?? '',
    },
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
  const form = useForm<ProfileRequest, unknown, ProfileValues>({
    resolver: zodResolver(ProfileRequestSchema),
    defaultValues: toFormValues(profile),
  });
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = form;

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
        label="Username"
        required
        autoComplete="username"
        containerClassName="sm:col-span-2"
        error={errors.username?.message}
        {...register('username')}
      />
      <NameFields form={form} names={PROFILE_ADDRESS_NAMES} />
      <PhoneField form={form} names={PROFILE_ADDRESS_NAMES} optional />
      <p className="text-sm text-slate-600 sm:col-span-2">
        Your address is optional: give it whole (street, city, postcode, country and a phone) or
        leave it out.
      </p>
      <AddressFields form={form} names={PROFILE_ADDRESS_NAMES} area="anywhere" />
      <fieldset className="sm:col-span-2">
        <legend className="text-sm font-medium text-slate-800">Trade associations</legend>
        <p className="mt-1 text-sm text-slate-600">{MEMBERSHIP_INVITATION}</p>
        <AffiliationCheckboxes form={form} name="affiliations" className="mt-3" />
        <div className="mt-4 grid gap-5 sm:grid-cols-3">
          {ASSOCIATIONS.map((association) => (
            <Input
              key={association}
              label={`${association} member number`}
              optional
              error={errors.member_numbers?.[association]?.message}
              {...register(`member_numbers.${association}`)}
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
