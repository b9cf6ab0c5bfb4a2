import { QUOTE_NOTE_MAX, QUOTE_QTY_MAX } from '@backlit/domain';
import { Send } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { controlClassName, Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { isApiError } from '../../../lib/api-error';
import { cn } from '../../../lib/cn';
import { errorMessage } from '../../../lib/server-errors';
import { useRequestQuote } from '../api/quotes';

export interface QuoteCandidate {
  productId: number;
  name: string;
  quantity: number;
}

/**
 * Asks for a quote for the cart's products: each quantity may go far beyond the cart's 10 (or be
 * 0 to leave the product out), with a note and the day it is needed by.
 */
export function RequestQuoteForm({ lines }: { lines: readonly QuoteCandidate[] }) {
  const navigate = useNavigate();
  const request = useRequestQuote();
  const [quantities, setQuantities] = useState(() => lines.map((line) => String(line.quantity)));
  const [note, setNote] = useState('');
  const [neededBy, setNeededBy] = useState('');
  const errors = isApiError(request.error, 422) ? request.error.validation_errors : {};
  const otherError =
    request.error && !isApiError(request.error, 422) ? errorMessage(request.error) : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const chosen = lines
      .map((line, index) => ({ product_id: line.productId, quantity: Number(quantities[index]) }))
      .filter((line) => line.quantity !== 0);
    request.mutate(
      { lines: chosen, note, needed_by: neededBy },
      { onSuccess: (quote) => void navigate(`/dashboard-client/quotes/${quote.id}`) },
    );
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-5">
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-2 text-sm font-semibold text-slate-900">
          Quantities (up to {QUOTE_QTY_MAX} each; 0 leaves a product out)
        </legend>
        {lines.map((line, index) => (
          <Input
            key={line.productId}
            label={line.name}
            type="number"
            inputMode="numeric"
            min={0}
            max={QUOTE_QTY_MAX}
            value={quantities[index]}
            onChange={(event) =>
              setQuantities((all) =>
                all.map((value, at) => (at === index ? event.target.value : value)),
              )
            }
            error={errors[`lines.${index}.quantity`]?.join(' ')}
            containerClassName="sm:max-w-md"
          />
        ))}
        {errors.lines && (
          <p className="text-xs font-medium text-red-700">{errors.lines.join(' ')}</p>
        )}
      </fieldset>
      <Field
        label="Note"
        optional
        hint="What the order is for, artwork, delivery wishes…"
        error={errors.note?.join(' ')}
      >
        {(control) => (
          <textarea
            {...control}
            rows={4}
            maxLength={QUOTE_NOTE_MAX}
            value={note}
            onChange={(event) => setNote(event.target.value)}
            className={cn(controlClassName, 'h-auto min-h-28 px-3 py-2.5')}
          />
        )}
      </Field>
      <Input
        label="Needed by"
        optional
        type="date"
        value={neededBy}
        onChange={(event) => setNeededBy(event.target.value)}
        error={errors.needed_by?.join(' ')}
        containerClassName="sm:max-w-xs"
      />
      {otherError && (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
          {otherError}
        </p>
      )}
      <div>
        <Button type="submit" disabled={request.isPending}>
          <Send aria-hidden />
          Request the quote
        </Button>
      </div>
    </form>
  );
}
