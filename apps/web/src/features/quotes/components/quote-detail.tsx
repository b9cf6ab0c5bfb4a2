import { checkoutPath, type Quote } from '@backlit/domain';
import { Check, CreditCard, FileDown, X } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/server-errors';
import { useAnswerQuote } from '../api/quotes';
import { QuoteLines, QuoteTotals } from '../../../components/quote-lines';
import { QuoteStateBadge } from '../../../components/quote-state-badge';

const WHAT_NEXT: Record<Quote['state'], string> = {
  requested: 'We are pricing your quote and will e-mail you as soon as it is ready.',
  sent: 'Accept the quote to check it out at these prices, or decline it.',
  accepted: 'Check out this quote to order exactly these lines at these prices.',
  ordered: 'This quote was ordered.',
  declined: 'You declined this quote.',
  expired: 'This quote expired before it was paid. Ask us for a new one from your cart.',
  withdrawn: 'We withdrew this quote. Contact us if you still need it.',
};

/** One of the buyer's quotes: its lines and prices, the PDF, and what the buyer can do now. */
export function QuoteDetail({ quote }: { quote: Quote }) {
  const answer = useAnswerQuote(quote.id);
  const priced = quote.total !== null && quote.state !== 'requested';
  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-wrap items-center gap-3">
        <QuoteStateBadge state={quote.state} />
        <p className="text-sm text-slate-700">{WHAT_NEXT[quote.state]}</p>
      </div>
      <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-3">
        <div>
          <dt className="text-slate-500">Needed by</dt>
          <dd className="font-medium text-slate-900">{quote.needed_by ?? 'No date given'}</dd>
        </div>
        <div>
          <dt className="text-slate-500">Valid until</dt>
          <dd className="font-medium text-slate-900">{quote.expires_on ?? 'Once priced'}</dd>
        </div>
        {quote.company && (
          <div>
            <dt className="text-slate-500">For</dt>
            <dd className="font-medium text-slate-900">{quote.company.name}</dd>
          </div>
        )}
      </dl>
      {quote.note && (
        <p className="rounded-lg bg-slate-50 px-4 py-3 text-sm whitespace-pre-line text-slate-700">
          {quote.note}
        </p>
      )}
      <QuoteLines quote={quote} />
      <QuoteTotals quote={quote} />
      {priced && (
        <p className="text-right text-xs text-slate-500">
          Sales tax is added at checkout for the address you ship to.
        </p>
      )}
      {answer.error && (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
          {errorMessage(answer.error)}
        </p>
      )}
      <div className="flex flex-wrap gap-3">
        {quote.state === 'sent' && (
          <Button onClick={() => answer.mutate('accept')} disabled={answer.isPending}>
            <Check aria-hidden />
            Accept
          </Button>
        )}
        {quote.state === 'accepted' && (
          <Button asChild>
            <Link to={checkoutPath(quote.id)}>
              <CreditCard aria-hidden />
              Check out this quote
            </Link>
          </Button>
        )}
        {(quote.state === 'sent' || quote.state === 'accepted') && (
          <Button
            variant="secondary"
            onClick={() => answer.mutate('decline')}
            disabled={answer.isPending}
          >
            <X aria-hidden />
            Decline
          </Button>
        )}
        {priced && (
          <Button asChild variant="secondary">
            <a href={`/api/account/quotes/${quote.id}/quote.pdf`} download>
              <FileDown aria-hidden />
              Quote PDF
            </a>
          </Button>
        )}
        {quote.order && (
          <Button asChild variant="secondary">
            <Link to={`/dashboard-client/orders/${quote.order.id}`}>
              Order {quote.order.tracking_no}
            </Link>
          </Button>
        )}
      </div>
    </div>
  );
}
