import { zodResolver } from '@hookform/resolvers/zod';
import { ChangePasswordRequestSchema } from '@backlit/domain';
import { KeyRound } from 'lucide-react';
import { useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { useChangePassword } from '../api/change-password';
import { refinePasswordStrength } from '../lib/password-strength';
import { showServerErrors } from '../../../lib/server-errors';
import { FormAlert } from './form-alert';
import { PasswordStrengthMeter } from './password-strength-meter';

// Built on first use, not at import (see register-form).
const changePasswordFormSchema = (userInputs: string[]) =>
  ChangePasswordRequestSchema.extend({ confirm_password: z.string() }).superRefine(
    async (values, ctx) => {
      if (values.confirm_password !== values.password) {
        ctx.addIssue({
          code: 'custom',
          path: ['confirm_password'],
          message: values.confirm_password
            ? 'The passwords do not match.'
            : 'Confirm your new password.',
        });
      }
      await refinePasswordStrength(ctx, values.password, userInputs);
    },
  );

type ChangePasswordFormSchema = ReturnType<typeof changePasswordFormSchema>;
type ChangeValues = z.input<ChangePasswordFormSchema>;

type ChangePasswordFormProps = {
  /** The account's own details, which make a password weak. */
  userInputs: string[];
};

/** Current password, new password and its confirmation, for a signed-in customer or staff. */
export function ChangePasswordForm({ userInputs }: ChangePasswordFormProps) {
  const change = useChangePassword();
  // Built per account: the strength rule depends on the person's details.
  const inputsKey = userInputs.join('\n');
  const resolver = useMemo(
    () => zodResolver(changePasswordFormSchema(inputsKey.split('\n'))),
    [inputsKey],
  );
  const {
    register,
    control,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting, submitCount },
  } = useForm<ChangeValues, unknown, z.output<ChangePasswordFormSchema>>({
    resolver,
    defaultValues: { current_password: '', password: '', confirm_password: '' },
  });
  const password = useWatch({ control, name: 'password' });

  const onSubmit = handleSubmit(async ({ current_password, password }) => {
    change.reset();
    try {
      await change.mutateAsync({ current_password, password });
      reset();
    } catch (error) {
      showServerErrors(error, setError, ['current_password', 'password']);
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
      {change.isSuccess && (
        <Alert key={change.submittedAt} variant="success" autoHide={false}>
          {change.data.message}
        </Alert>
      )}
      <FormAlert message={errors.root?.server?.message} attempt={submitCount} />
      <Input
        label="Current password"
        type="password"
        autoComplete="current-password"
        required
        error={errors.current_password?.message}
        {...register('current_password')}
      />
      <div className="grid items-start gap-5 sm:grid-cols-2">
        <div className="flex flex-col gap-3">
          <Input
            label="New password"
            type="password"
            autoComplete="new-password"
            required
            error={errors.password?.message}
            {...register('password')}
          />
          <PasswordStrengthMeter password={password ?? ''} userInputs={userInputs} />
        </div>
        <Input
          label="Confirm new password"
          type="password"
          autoComplete="new-password"
          required
          error={errors.confirm_password?.message}
          {...register('confirm_password')}
        />
      </div>
      <Button type="submit" disabled={isSubmitting} className="self-start">
        <KeyRound aria-hidden />
        {isSubmitting ? 'Saving…' : 'Change password'}
      </Button>
    </form>
  );
}
