import { zodResolver } from '@hookform/resolvers/zod';
import {
  CountryCodeSchema,
  RegisterRequestSchema,
  USERNAME_MAX,
  USERNAME_MIN,
} from '@backlit/domain';
import { UserPlus } from 'lucide-react';
import { useState } from 'react';
import { useForm, useWatch, type FieldPath } from 'react-hook-form';
import { z } from 'zod';
import { AffiliationCheckboxes } from '../../../components/affiliation-checkboxes';
import {
  AddressFields,
  NameFields,
  PhoneField,
  PROFILE_ADDRESS_NAMES,
} from '../../../components/address-fields';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { useRegister } from '../api/register';
import { refinePasswordStrength } from '../lib/password-strength';
import { showServerErrors } from '../../../lib/server-errors';
import { FormAlert } from './form-alert';
import { FormSection } from './form-section';
import { PasswordStrengthMeter } from './password-strength-meter';

/** Shown once the account exists. */
export const REGISTERED_MESSAGE =
  'Thanks for contacting us! We will get in touch with you shortly.';

const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * The server's schema plus what only the browser checks: the two confirmation fields (never
 * sent: they only catch typing slips) and the password strength rule. Built on first use rather
 * than at import, so the module has no top-level side effects and bundlers may drop it where it
 * is unused.
 */
const registerFormSchema = () =>
  RegisterRequestSchema.extend({
    // An empty select deserves a clearer message than the ISO-code one.
    country: z.string().trim().min(1, 'Choose your country.').pipe(CountryCodeSchema),
    confirm_email: z.string(),
    confirm_password: z.string(),
  }).superRefine(async (values, ctx) => {
    if (!values.confirm_email.trim()) {
      ctx.addIssue({ code: 'custom', path: ['confirm_email'], message: 'Confirm your email.' });
    } else if (!sameEmail(values.confirm_email, values.email)) {
      ctx.addIssue({
        code: 'custom',
        path: ['confirm_email'],
        message: 'The emails do not match.',
      });
    }
    if (!values.confirm_password) {
      ctx.addIssue({
        code: 'custom',
        path: ['confirm_password'],
        message: 'Confirm your password.',
      });
    } else if (values.confirm_password !== values.password) {
      ctx.addIssue({
        code: 'custom',
        path: ['confirm_password'],
        message: 'The passwords do not match.',
      });
    }
    // The same personal details the server checks the password against.
    await refinePasswordStrength(ctx, values.password, [
      values.firstname,
      values.lastname,
      values.username,
      values.email,
    ]);
  });

type RegisterFormSchema = ReturnType<typeof registerFormSchema>;
type RegisterValues = z.input<RegisterFormSchema>;

/** Fields the server may name in `validation_errors`. */
const SERVER_FIELDS: FieldPath<RegisterValues>[] = [
  'username',
  'email',
  'password',
  ...Object.values(PROFILE_ADDRESS_NAMES),
];

const DEFAULT_VALUES: RegisterValues = {
  username: '',
  email: '',
  confirm_email: '',
  password: '',
  confirm_password: '',
  firstname: '',
  lastname: '',
  companyname: '',
  phone: '',
  address: '',
  address2: '',
  city: '',
  state: '',
  codepostal: '',
  country: '',
  affiliations: { GIGA: false, EDPA: false, ASI: false },
};

/** The registration form. On success the visitor is signed in; the page redirects. */
export function RegisterForm() {
  const registration = useRegister();
  const [resolver] = useState(() => zodResolver(registerFormSchema()));
  const form = useForm<RegisterValues, unknown, z.output<RegisterFormSchema>>({
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
  const [password, username, email, firstname, lastname] = useWatch({
    control,
    name: ['password', 'username', 'email', 'firstname', 'lastname'],
  });

  const onSubmit = handleSubmit(async (values) => {
    // The confirmations were checked above and stay in the browser.
    const { confirm_email: _email, confirm_password: _password, ...body } = values;
    try {
      await registration.mutateAsync(body);
      // The page moves on to the dashboard: a toast carries the message across.
      const { toast } = await import('../../../components/ui/toast');
      toast.success(REGISTERED_MESSAGE);
    } catch (error) {
      showServerErrors(error, setError, SERVER_FIELDS);
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-8">
      <FormAlert message={errors.root?.server?.message} attempt={submitCount} />

      <FormSection title="Account" description="You sign in with your email and password.">
        <Input
          label="Username"
          autoComplete="username"
          required
          hint={`${USERNAME_MIN}–${USERNAME_MAX} characters: letters, digits, . _ -`}
          error={errors.username?.message}
          containerClassName="sm:col-span-2"
          {...register('username')}
        />
        <Input
          label="Email address"
          type="email"
          autoComplete="email"
          required
          error={errors.email?.message}
          {...register('email')}
        />
        <Input
          label="Confirm email address"
          type="email"
          autoComplete="email"
          required
          error={errors.confirm_email?.message}
          {...register('confirm_email')}
        />
        <div className="flex flex-col gap-3">
          <Input
            label="Password"
            type="password"
            autoComplete="new-password"
            required
            hint="At least 8 characters. A few unrelated words make a strong password."
            error={errors.password?.message}
            {...register('password')}
          />
          <PasswordStrengthMeter
            password={password}
            userInputs={[firstname, lastname, username, email]}
          />
        </div>
        <Input
          label="Confirm password"
          type="password"
          autoComplete="new-password"
          required
          error={errors.confirm_password?.message}
          {...register('confirm_password')}
        />
      </FormSection>

      <FormSection title="Contact" description="Who we talk to about orders and artwork.">
        <NameFields form={form} names={PROFILE_ADDRESS_NAMES} />
        <PhoneField form={form} names={PROFILE_ADDRESS_NAMES} />
      </FormSection>

      <FormSection title="Address" description="Where your frames and banners ship to.">
        <AddressFields form={form} names={PROFILE_ADDRESS_NAMES} area="anywhere" />
      </FormSection>

      <FormSection title="Affiliations" description="Tick the associations you are a member of.">
        <AffiliationCheckboxes form={form} name="affiliations" className="sm:col-span-2" />
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
