import { zodResolver } from '@hookform/resolvers/zod';
import { CONTACT_MESSAGE_MAX, ContactRequestSchema, type ContactRequest } from '@backlit/domain';
import { CircleCheck, Send } from 'lucide-react';
import { useState } from 'react';
import { useForm, type FieldPath } from 'react-hook-form';
import type { z } from 'zod';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { controlClassName, Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { hasErrorCode, isApiError } from '../../../lib/api-error';
import { cn } from '../../../lib/cn';
import { useSendContact } from '../api/send-contact';

type ContactValues = ContactRequest;
type ContactOutput = z.output<typeof ContactRequestSchema>;

const FIELDS: readonly FieldPath<ContactValues>[] = [
  'name',
  'email',
  'phone',
  'subject',
  'message',
];
const EMPTY: ContactValues = {
  name: '',
  email: '',
  phone: '',
  subject: '',
  message: '',
  website: '',
};

/** Name, e-mail, phone (optional), subject and message; the server e-mails the shop. */
export function ContactForm() {
  const send = useSendContact();
  const [sent, setSent] = useState<string | null>(null);
  // When the form was shown: the server drops forms sent faster than a person could type.
  const [startedAt, setStartedAt] = useState(() => Date.now());
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting, submitCount },
  } = useForm<ContactValues, unknown, ContactOutput>({
    resolver: zodResolver(ContactRequestSchema),
    defaultValues: EMPTY,
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const answer = await send.mutateAsync({ ...values, started_at: startedAt });
      setSent(answer.message);
      reset(EMPTY);
    } catch (error) {
      showContactErrors(error, (field, message, focus) =>
        setError(field, { type: 'server', message }, { shouldFocus: focus }),
      );
    }
  });

  if (sent) {
    return (
      <div
        role="status"
        className="flex flex-col items-start gap-4 rounded-xl border border-emerald-200 bg-emerald-50 p-6 text-emerald-950"
      >
        <p className="flex items-start gap-3 font-medium">
          <CircleCheck aria-hidden className="mt-0.5 size-5 shrink-0 text-emerald-700" />
          {sent}
        </p>
        <Button
          variant="secondary"
          onClick={() => {
            setSent(null);
            setStartedAt(Date.now());
          }}
        >
          Send another message
        </Button>
      </div>
    );
  }

  const formError = errors.root?.server?.message;
  return (
    <form
      noValidate
      onSubmit={onSubmit}
      className="relative flex flex-col gap-5"
      aria-label="Contact us"
    >
      {formError && (
        <Alert key={submitCount} variant="error" autoHide={false}>
          {formError}
        </Alert>
      )}
      <div className="grid gap-5 sm:grid-cols-2">
        <Input
          label="Name"
          autoComplete="name"
          required
          error={errors.name?.message}
          {...register('name')}
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
          label="Phone"
          type="tel"
          autoComplete="tel"
          hint="Optional — if you would rather we call you back."
          error={errors.phone?.message}
          {...register('phone')}
        />
        <Input label="Subject" error={errors.subject?.message} {...register('subject')} />
      </div>
      <Field
        label="Message"
        required
        hint={`Frame size, quantity, show date… up to ${CONTACT_MESSAGE_MAX} characters.`}
        error={errors.message?.message}
      >
        {(control) => (
          <textarea
            {...control}
            required
            rows={6}
            maxLength={CONTACT_MESSAGE_MAX}
            className={cn(controlClassName, 'h-auto min-h-36 px-3 py-2.5')}
            {...register('message')}
          />
        )}
      </Field>
      {/* Honeypot: people never see or reach it; bots that fill every field give themselves away. */}
      <div aria-hidden className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label htmlFor="contact-website">Leave this field empty</label>
        <input
          id="contact-website"
          type="text"
          tabIndex={-1}
          autoComplete="off"
          {...register('website')}
        />
      </div>
      <Button type="submit" size="lg" disabled={isSubmitting} className="self-start">
        <Send aria-hidden />
        {isSubmitting ? 'Sending…' : 'Send message'}
      </Button>
    </form>
  );
}

/**
 * A failed send: the server's 422 messages next to their fields (focusing the first), too many
 * sends or anything else as the form's message.
 */
function showContactErrors(
  error: unknown,
  show: (field: FieldPath<ContactValues> | 'root.server', message: string, focus: boolean) => void,
) {
  if (isApiError(error, 422)) {
    let focus = true;
    const unplaced: string[] = [];
    for (const [field, messages] of Object.entries(error.validation_errors)) {
      if ((FIELDS as readonly string[]).includes(field)) {
        show(field as FieldPath<ContactValues>, messages.join(' '), focus);
        focus = false;
      } else {
        unplaced.push(...messages);
      }
    }
    if (focus || unplaced.length > 0)
      show('root.server', unplaced.join(' ') || error.message, false);
    return;
  }
  if (hasErrorCode(error, 'TOO_MANY_REQUESTS')) {
    show(
      'root.server',
      error.message || 'You have sent several messages in a short time. Please try again later.',
      false,
    );
    return;
  }
  show(
    'root.server',
    isApiError(error)
      ? error.message
      : 'We could not reach the shop. Check your connection and try again.',
    false,
  );
}
