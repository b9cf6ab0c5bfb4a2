import { zodResolver } from '@hookform/resolvers/zod';
import {
  REVIEW_BODY_MAX,
  REVIEW_TITLE_MAX,
  ReviewInputSchema,
  type ReviewInput,
} from '@backlit/domain';
import { Star } from 'lucide-react';
import { Controller, useForm } from 'react-hook-form';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { controlClassName, Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { cn } from '../../../lib/cn';
import { showServerErrors } from '../../../lib/server-errors';

const FIELDS = ['rating', 'title', 'body'] as const;

type ReviewFormProps = {
  productName: string;
  initial?: ReviewInput;
  submitLabel: string;
  onSubmit: (values: ReviewInput) => Promise<unknown>;
  onCancel?: () => void;
};

/** Stars, title and text of a review, checked by the same rules as the server's. */
export function ReviewForm({
  productName,
  initial,
  submitLabel,
  onSubmit,
  onCancel,
}: ReviewFormProps) {
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ReviewInput>({
    resolver: zodResolver(ReviewInputSchema),
    defaultValues: initial ?? { rating: 0, title: '', body: '' },
  });
  const formError = (errors as { root?: { server?: { message?: string } } }).root?.server;

  return (
    <form
      noValidate
      aria-label={`Review of ${productName}`}
      className="flex flex-col gap-4"
      onSubmit={handleSubmit(async (values) => {
        try {
          await onSubmit(values);
        } catch (error) {
          showServerErrors(error, setError, FIELDS);
        }
      })}
    >
      <Controller
        control={control}
        name="rating"
        render={({ field }) => (
          <fieldset aria-describedby={errors.rating ? 'rating-error' : undefined}>
            <legend className="text-sm font-medium text-slate-800">
              Your rating
              <span aria-hidden className="ml-0.5 text-red-600">
                *
              </span>
            </legend>
            <div className="mt-1.5 flex gap-1">
              {[1, 2, 3, 4, 5].map((stars) => (
                <label
                  key={stars}
                  className="cursor-pointer rounded p-0.5 has-focus-visible:outline-2 has-focus-visible:outline-glow-500"
                >
                  <input
                    type="radio"
                    name={field.name}
                    value={stars}
                    checked={Number(field.value) === stars}
                    onChange={() => field.onChange(stars)}
                    className="sr-only"
                  />
                  <span className="sr-only">{`${stars} star${stars === 1 ? '' : 's'}`}</span>
                  <Star
                    aria-hidden
                    className={cn(
                      'size-7',
                      Number(field.value) >= stars
                        ? 'fill-amber-400 text-amber-500'
                        : 'text-slate-300',
                    )}
                  />
                </label>
              ))}
            </div>
            {errors.rating && (
              <p id="rating-error" className="mt-1 text-xs font-medium text-red-700">
                {errors.rating.message}
              </p>
            )}
          </fieldset>
        )}
      />
      <Input
        label="Title"
        required
        maxLength={REVIEW_TITLE_MAX}
        error={errors.title?.message}
        {...register('title')}
      />
      <Field
        label="Your review"
        required
        hint="Plain text: what you used it for, how it held up."
        error={errors.body?.message}
      >
        {(control) => (
          <textarea
            {...control}
            rows={5}
            maxLength={REVIEW_BODY_MAX}
            className={cn(controlClassName, 'h-auto px-3 py-2')}
            {...register('body')}
          />
        )}
      </Field>
      {formError?.message && (
        <Alert variant="error" autoHide={false}>
          {formError.message}
        </Alert>
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? 'Sending…' : submitLabel}
        </Button>
        {onCancel && (
          <Button variant="ghost" onClick={onCancel}>
            Cancel
          </Button>
        )}
      </div>
    </form>
  );
}
