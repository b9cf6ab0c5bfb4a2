import type { Quote } from '@backlit/domain';
import { Ban, Save, Send } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { QuoteLines, QuoteTotals } from '../../../components/quote-lines';
import { QuoteStateBadge } from '../../../components/quote-state-badge';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { isApiError } from '../../../lib/api-error';
import { errorMessage } from '../../../lib/server-errors';
import { usePriceQuote, useQuoteAction } from '../api/quotes';

const amount = (dollars: number | null) => (dollars === null ? '' : dollars.toFixed(2));

/**
 * One quote for staff: who asked and for what, and while it is requested the price of each line,
 * the shipping and the last day to pay; then Send (the buyer gets it by e-mail with its PDF) or
 * Withdraw.
 */
export function QuotePricing({ quote }: { quote: Quote }) {
  const price = usePriceQuote(quote.id);
  const action = useQuoteAction(quote.id);
  const editable = quote.state === 'requested';
  const [prices, setPrices] = useState(() =>
    Object.fromEntries(quote.lines.map((line) => [line.id, amount(line.unit_price)])),
  );
  const [shipping, setShipping] = useState(amount(quote.shipping));
  const [expiresOn, setExpiresOn] = useState(quote.expires_on ?? '');
  const errors = isApiError(price.error, 422) ? price.error.validation_errors : {};
  const failure = [price.error, action.error].find((error) => error && !isApiError(error, 422));

  const save = (event: FormEvent) => {
    event.preventDefault();
    price.mutate({
      lines: quote.lines.map((line) => ({ id: line.id, unit_price: prices[line.id] ?? '' })),
      shipping,
      expires_on: expiresOn,
    });
  };

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center gap-3 text-sm text-slate-700">
        <QuoteStateBadge state={quote.state} />
        <span>
          Asked by <strong className="text-slate-900">{quote.requested_by.name}</strong> (
          {quote.requested_by.email}){quote.company && ` for ${quote.company.name}`}
        </span>
        {quote.needed_by && <span>Needed by {quote.needed_by}</span>}
      </div>
      {quote.note && (
        <p className="rounded-lg border border-slate-200 bg-white px-4 py-3 text-sm whitespace-pre-line text-slate-700">
          {quote.note}
        </p>
      )}
      <form noValidate onSubmit={save} className="flex flex-col gap-5">
        <QuoteLines
          quote={quote}
          priceCell={
            editable
              ? (line) => {
                  const index = quote.lines.indexOf(line);
                  return (
                    <Input
                      label={<span className="sr-only">Unit price of {line.name}</span>}
                      inputMode="decimal"
                      value={prices[line.id] ?? ''}
                      placeholder={line.list_price === null ? '0.00' : line.list_price.toFixed(2)}
                      onChange={(event) =>
                        setPrices((all) => ({ ...all, [line.id]: event.target.value }))
                      }
                      error={errors[`lines.${index}.unit_price`]?.join(' ')}
                      containerClassName="ml-auto w-32"
                      className="text-right"
                    />
                  );
                }
              : undefined
          }
        />
        {editable ? (
          <div className="grid gap-4 sm:grid-cols-2 lg:max-w-xl">
            <Input
              label="Shipping ($)"
              inputMode="decimal"
              value={shipping}
              onChange={(event) => setShipping(event.target.value)}
              error={errors.shipping?.join(' ')}
            />
            <Input
              label="Valid until"
              type="date"
              value={expiresOn}
              onChange={(event) => setExpiresOn(event.target.value)}
              error={errors.expires_on?.join(' ')}
            />
          </div>
        ) : (
          <p className="text-sm text-slate-600">Valid until {quote.expires_on ?? '—'}.</p>
        )}
        {errors.lines && (
          <p className="text-xs font-medium text-red-700">{errors.lines.join(' ')}</p>
        )}
        <QuoteTotals quote={quote} />
        {failure && (
          <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
            {errorMessage(failure)}
          </p>
        )}
        <div className="flex flex-wrap gap-3">
          {editable && (
            <>
              <Button type="submit" variant="secondary" disabled={price.isPending}>
                <Save aria-hidden />
                Save prices
              </Button>
              <Button
                type="button"
                disabled={quote.total === null || action.isPending}
                onClick={() => action.mutate('send')}
              >
                <Send aria-hidden />
                Send to the buyer
              </Button>
            </>
          )}
          {['requested', 'sent', 'accepted'].includes(quote.state) && (
            <Button
              type="button"
              variant="secondary"
              disabled={action.isPending}
              onClick={() => action.mutate('withdraw')}
            >
              <Ban aria-hidden />
              Withdraw
            </Button>
          )}
        </div>
      </form>
    </div>
  );
}
