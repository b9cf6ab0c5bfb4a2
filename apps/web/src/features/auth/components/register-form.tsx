import { zodResolver } from '@hookform/resolvers/zod';
import {
  AccountFieldsSchema,
  ASSOCIATIONS,
  checkShippingAddress,
  EmailSchema,
  MEMBERSHIP_INVITATION,
  NewPasswordSchema,
  type Association,
  type RegisterRequest,
} from '@backlit/domain';
import { UserPlus } from 'lucide-react';
import { useState } from 'react';
import { useForm, useWatch, type FieldPath } from 'react-hook-form';
import { z } from 'zod';
import { AddressFields, PROFILE_ADDRESS_NAMES } from '../../../components/address-fields';
import { Button } from '../../../components/ui/button';
import { FormCheckbox } from '../../../components/form-checkbox';
import { Input } from '../../../components/ui/input';
import { PasswordInput } from '../../../components/ui/password-input';
import { useRegister } from '../api/register';
import { refinePasswordStrength } from '../lib/password-strength';
import { showServerErrors } from '../../../lib/server-errors';
import { FormAlert } from './form-alert';
import { FormSection } from './form-section';
import { PasswordStrengthMeter } from './password-strength-meter';

/** Shown once the account exists: it is ready to use, nothing waits for the shop. */
export const registeredMessage = (firstname: string) =>
  `Welcome, ${firstname}! Your account is ready: your orders, addresses and wish list are all here.`;

const text = z.string();

/** Country, state and postcode, checked by the address book's rules (as checkout spells them). */
const SHIPPING_PLACE = z
  .object({ country: z.string(), state_contry: z.string(), zip: z.string() })
  .superRefine(checkShippingAddress);
const FIELD_OF_PLACE: Record<string, string> = { state_contry: 'state', zip: 'codepostal' };

/**
 * What the short form sends, checked as the server checks it, plus what only the browser checks:
 * the password's strength, and an address (when the shopper adds one) by the address book's
 * rules, since it becomes the book's first entry.
 */
const registerFormSchema = () =>
  z
    .object({
      firstname: AccountFieldsSchema.shape.firstname,
      lastname: AccountFieldsSchema.shape.lastname,
      email: EmailSchema,
      password: NewPasswordSchema,
      companyname: AccountFieldsSchema.shape.companyname,
      phone: AccountFieldsSchema.shape.phone,
      with_address: z.boolean(),
      country: text,
      address: text,
      address2: text,
      city: text,
      state: text,
      codepostal: text,
      affiliations: z.object({ GIGA: z.boolean(), EDPA: z.boolean(), ASI: z.boolean() }),
      member_numbers: z.object({ GIGA: text, EDPA: text, ASI: text }),
    })
    .superRefine(async (values, ctx) => {
      if (values.with_address) {
        const required = [
          ['country', 'Choose your country.'],
          ['address', 'The street address is required.'],
          ['city', 'The city is required.'],
          ['state', 'Choose your state or province.'],
          ['codepostal', 'The postcode is required.'],
        ] as const;
        for (const [field, message] of required) {
          if (!values[field].trim()) ctx.addIssue({ code: 'custom', path: [field], message });
        }
        if (!values.phone) {
          ctx.addIssue({
            code: 'custom',
            path: ['phone'],
            message: 'The phone is required with an address (for the carrier).',
          });
        }
        // The address book's rules, on the names this form gives the fields.
        const place = SHIPPING_PLACE.safeParse({
          country: values.country.trim().toUpperCase(),
          state_contry: values.state.trim(),
          zip: values.codepostal.trim(),
        });
        for (const issue of place.success ? [] : place.error.issues) {
          const field = String(issue.path[0]);
          ctx.addIssue({
            code: 'custom',
            path: [FIELD_OF_PLACE[field] ?? field],
            message: issue.message,
          });
        }
      }
      await refinePasswordStrength(ctx, values.password, [
        values.firstname,
        values.lastname,
        values.email,
      ]);
    });

type RegisterFormSchema = ReturnType<typeof registerFormSchema>;
type RegisterValues = z.input<RegisterFormSchema>;
type RegisterOutput = z.output<RegisterFormSchema>;

/** Fields the server may name in `validation_errors`. */
const SERVER_FIELDS: FieldPath<RegisterValues>[] = [
  'firstname',
  'lastname',
  'email',
  'password',
  'companyname',
  'phone',
  'country',
  'address',
  'address2',
  'city',
  'state',
  'codepostal',
];

const DEFAULT_VALUES: RegisterValues = {
  firstname: '',
  lastname: '',
  email: '',
  password: '',
  companyname: '',
  phone: '',
  with_address: false,
  // The shop ships to the USA and Canada: the list starts at the first of them.
  country: 'US',
  address: '',
  address2: '',
  city: '',
  state: '',
  codepostal: '',
  affiliations: { GIGA: false, EDPA: false, ASI: false },
  member_numbers: { GIGA: '', EDPA: '', ASI: '' },
};

/** The request as the API spells it: only what was given, the address only when added. */
function registrationOf(values: RegisterOutput): RegisterRequest {
  const numbers: Partial<Record<Association, string>> = {};
  for (const association of ASSOCIATIONS) {
    const number = values.member_numbers[association].trim();
    if (values.affiliations[association] && number) numbers[association] = number;
  }
  return {
    firstname: values.firstname,
    lastname: values.lastname,
    email: values.email,
    password: values.password,
    companyname: values.companyname,
    phone: values.phone,
    ...(values.with_address && {
      country: values.country,
      address: values.address,
      address2: values.address2,
      city: values.city,
      state: values.state,
      codepostal: values.codepostal,
    }),
    affiliations: values.affiliations,
    member_numbers: numbers,
  };
}

/**
 * The registration form: name, e-mail and password; company, phone, an address and association
 * memberships if the shopper wants. On success the visitor is signed in; the page redirects.
 */
export function RegisterForm() {
  const registration = useRegister();
  const [resolver] = useState(() => zodResolver(registerFormSchema()));
  const form = useForm<RegisterValues, unknown, RegisterOutput>({
    resolver,
    defaultValues: DEFAULT_VALUES,
  });
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting, submitCount },
  } = form;
  const [password, email, firstname, lastname, withAddress, affiliations] = useWatch({
    control,
    name: ['password', 'email', 'firstname', 'lastname', 'with_address', 'affiliations'],
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await registration.mutateAsync(registrationOf(values));
      // The page moves on to the dashboard: a toast carries the welcome across.
      const { toast } = await import('../../../components/ui/toast');
      toast.success(registeredMessage(values.firstname));
    } catch (error) {
      showServerErrors(error, setError, SERVER_FIELDS);
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-8">
      <FormAlert message={errors.root?.server?.message} attempt={submitCount} />

      <FormSection title="Your account" description="You sign in with your e-mail and password.">
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
          label="E-mail address"
          type="email"
          autoComplete="email"
          required
          hint="Orders you placed without an account at this address join your account once you confirm it."
          error={errors.email?.message}
          containerClassName="sm:col-span-2"
          {...register('email')}
        />
        <div className="flex flex-col gap-3 sm:col-span-2">
          <PasswordInput
            label="Password"
            autoComplete="new-password"
            required
            hint="At least 8 characters. A few unrelated words make a strong password."
            error={errors.password?.message}
            {...register('password')}
          />
          <PasswordStrengthMeter password={password} userInputs={[firstname, lastname, email]} />
        </div>
      </FormSection>

      <FormSection
        title="Company and phone"
        description="Optional. Handy on invoices, and for the carrier to reach you."
      >
        <Input
          label="Company name"
          optional
          autoComplete="organization"
          error={errors.companyname?.message}
          {...register('companyname')}
        />
        <Input
          label="Phone"
          optional={!withAddress}
          required={withAddress}
          type="tel"
          autoComplete="tel"
          error={errors.phone?.message}
          {...register('phone')}
        />
      </FormSection>

      <FormSection
        title="Address"
        description="Optional. Saved in your address book, it fills in checkout for you."
      >
        <FormCheckbox
          control={control}
          name="with_address"
          label="Add my delivery address now"
          className="sm:col-span-2"
        />
        {withAddress && <AddressFields form={form} names={PROFILE_ADDRESS_NAMES} area="shipping" />}
      </FormSection>

      <FormSection title="Trade associations" description={`Optional. ${MEMBERSHIP_INVITATION}`}>
        {ASSOCIATIONS.map((association) => (
          <div key={association} className="flex flex-col gap-2">
            <FormCheckbox
              control={control}
              name={`affiliations.${association}`}
              label={`${association} member`}
            />
            {affiliations[association] && (
              <Input
                label={`${association} member number`}
                optional
                error={errors.member_numbers?.[association]?.message}
                {...register(`member_numbers.${association}`)}
              />
            )}
          </div>
        ))}
      </FormSection>

      <div className="flex flex-col-reverse gap-4 border-t border-slate-200 pt-6 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-xs text-slate-500">
          Fields marked <span className="text-red-600">*</span> are required.
        </p>
        <Button type="submit" size="lg" disabled={isSubmitting} className="sm:min-w-48">
          <UserPlus aria-hidden />
          {isSubmitting ? 'Creating account…' : 'Create account'}
        </Button>
      </div>
    </form>
  );
}
