import { zodResolver } from '@hookform/resolvers/zod';
import {
  ShopSettingsRequestSchema,
  type ShopInfo,
  type ShopSettingsRequest,
} from '@backlit/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { showServerErrors } from '../../../lib/server-errors';
import { useSaveSettings } from '../api/save-settings';

const FIELDS = ['name', 'tagline', 'email', 'phone', 'address'] as const;

/** The shop's identity as the storefront, e-mails and documents show it. */
export function SettingsForm({ shop }: { shop: ShopInfo }) {
  const save = useSaveSettings();
  const [saved, setSaved] = useState<number>();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<ShopSettingsRequest>({
    resolver: zodResolver(ShopSettingsRequestSchema),
    defaultValues: shop,
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      reset(await save.mutateAsync(values));
      setSaved((count) => (count ?? 0) + 1);
    } catch (error) {
      showServerErrors(error, setError, FIELDS);
    }
  });

  const formError = (errors as { root?: { server?: { message?: string } } }).root?.server;

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label="Shop details"
      className="flex max-w-2xl flex-col gap-5 rounded-xl border border-slate-200 bg-white p-6"
    >
      <Input label="Shop name" required error={errors.name?.message} {...register('name')} />
      <Input
        label="Tagline"
        required
        hint="One sentence under the name in the footer."
        error={errors.tagline?.message}
        {...register('tagline')}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <Input
          type="email"
          label="Contact e-mail"
          required
          hint="Shown to customers and used as the sender of the shop's e-mails."
          error={errors.email?.message}
          {...register('email')}
        />
        <Input
          type="tel"
          label="Phone"
          required
          error={errors.phone?.message}
          {...register('phone')}
        />
      </div>
      <Input
        label="Office address"
        required
        hint="Street, city, state, ZIP and country on one line."
        error={errors.address?.message}
        {...register('address')}
      />
      {formError?.message && (
        <Alert variant="error" autoHide={false}>
          {formError.message}
        </Alert>
      )}
      {saved && (
        <Alert key={saved} variant="success">
          Settings saved. The shop shows them from the next page load and e-mail on.
        </Alert>
      )}
      <div>
        <Button type="submit" disabled={isSubmitting || !isDirty}>
          {isSubmitting ? 'Saving…' : 'Save settings'}
        </Button>
      </div>
    </form>
  );
}
