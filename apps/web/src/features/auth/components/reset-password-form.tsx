import { zodResolver } from '@hookform/resolvers/zod';
import { NewPasswordSchema } from '@backlit/domain';
import { KeyRound } from 'lucide-react';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import { z } from 'zod';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { isApiError } from '../../../lib/api-error';
import { useResetPassword } from '../api/reset-password';
import { refinePasswordStrength } from '../lib/password-strength';
import { showServerErrors } from '../../../lib/server-errors';
import { FormAlert } from './form-alert';
import { PasswordStrengthMeter } from './password-strength-meter';

// Built on first use, not at import (see register-form).
const resetFormSchema = () =>
  z
    .object({ password: NewPasswordSchema, confirm_password: z.string() })
    .superRefine(async (values, ctx) => {
      if (values.confirm_password !== values.password) {
        ctx.addIssue({
          code: 'custom',
          path: ['confirm_password'],
          message: values.confirm_password
            ? 'The passwords do not match.'
            : 'Confirm your password.',
        });
      }
      await refinePasswordStrength(ctx, values.password, []);
    });

type ResetFormSchema = ReturnType<typeof resetFormSchema>;
type ResetValues = z.input<ResetFormSchema>;

/** Sets a new password with the token from the e-mailed link. */
export function ResetPasswordForm({ token }: { token: string }) {
  const reset = useResetPassword();
  const [resolver] = useState(() => zodResolver(resetFormSchema()));
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting, submitCount },
  } = useForm<ResetValues, unknown, z.output<ResetFormSchema>>({
    resolver,
    defaultValues: { password: '', confirm_password: '' },
  });
  const password = useWatch({ control, name: 'password' });

  const onSubmit = handleSubmit(async ({ password }) => {
    try {
      await reset.mutateAsync({ token, password });
    } catch (error) {
      // A bad or used token is not something the form can fix: shown below with a way out.
      if (isApiError(error, 422) && error.validation_errors.token) return;
      showServerErrors(error, setError, ['password']);
    }
  });

  if (reset.isSuccess) {
    return (
      <div className="flex flex-col gap-6">
        <Alert variant="success" autoHide={false}>
          {reset.data.message}
        </Alert>
        <p className="text-sm text-slate-600">
          For your safety, your account was signed out everywhere.
        </p>
        <Button asChild size="lg" className="w-full">
          <Link to="/login">Go to login</Link>
        </Button>
      </div>
    );
  }

  const tokenError = isApiError(reset.error, 422) ? reset.error.validation_errors.token : undefined;
  if (tokenError) return <ExpiredLink message={tokenError.join(' ')} />;

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
      <FormAlert message={errors.root?.server?.message} attempt={submitCount} />
      <Input
        label="New password"
        type="password"
        autoComplete="new-password"
        required
        hint="At least 8 characters. A few unrelated words make a strong password."
        error={errors.password?.message}
        {...register('password')}
      />
      <PasswordStrengthMeter password={password ?? ''} />
      <Input
        label="Confirm new password"
        type="password"
        autoComplete="new-password"
        required
        error={errors.confirm_password?.message}
        {...register('confirm_password')}
      />
      <Button type="submit" size="lg" disabled={isSubmitting} className="w-full">
        <KeyRound aria-hidden />
        {isSubmitting ? 'Saving…' : 'Set new password'}
      </Button>
    </form>
  );
}

/** The link is missing its token, expired or already used: ask for a new one. */
export function ExpiredLink({ message }: { message: string }) {
  return (
    <div className="flex flex-col gap-6">
      <Alert variant="error" autoHide={false}>
        {message}
      </Alert>
      <Button asChild size="lg" className="w-full">
        <Link to="/forgot-password">Ask for a new link</Link>
      </Button>
    </div>
  );
}
