import { formatDollars, QUOTE_STATE_LABELS, QUOTE_STATES, type QuoteState } from '@backlit/domain';
import { FileQuestion } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { QuoteSummary } from '../../../components/quote-lines';
import { QuoteStateBadge } from '../../../components/quote-state-badge';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadError } from '../../../components/ui/load-error';
import { Pagination } from '../../../components/ui/pagination';
import { Select } from '../../../components/ui/select';
import { Spinner } from '../../../components/ui/spinner';
import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeaderCell,
  TableRow,
} from '../../../components/ui/table';
import { useAdminQuotes } from '../api/quotes';

const date = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

function stateParam(value: string | null): QuoteState | '' {
  return (QUOTE_STATES as readonly string[]).includes(value ?? '') ? (value as QuoteState) : '';
}

/** Quote requests and quotes, newest first, filtered by state. */
export function QuotesList() {
  const [params, setParams] = useSearchParams();
  const state = stateParam(params.get('state'));
  const page = Math.max(1, Number(params.get('page')) || 1);
  const quotes = useAdminQuotes(state, page);
  const pageLink = (to: number) =>
    `?${new URLSearchParams({ ...(state ? { state } : {}), page: String(to) })}`;

  return (
    <div className="flex flex-col gap-4">
      <Select
        label="State"
        value={state}
        onChange={(event) => setParams(event.target.value ? { state: event.target.value } : {})}
        containerClassName="sm:max-w-xs"
      >
        <option value="">All states</option>
        {QUOTE_STATES.map((value) => (
          <option key={value} value={value}>
            {QUOTE_STATE_LABELS[value]}
          </option>
        ))}
      </Select>
      {quotes.isPending ? (
        <Spinner label="Loading the quotes..." showLabel />
      ) : quotes.isError ? (
        <LoadError what="The quotes" error={quotes.error} onRetry={() => void quotes.refetch()} />
      ) : quotes.data.quotes.length === 0 ? (
        <EmptyState
          icon={FileQuestion}
          title={state ? 'No quote in this state.' : 'No quote requests yet.'}
          text="Buyers ask for quotes from their cart; their requests show here."
        />
      ) : (
        <>
          <Table>
            <TableCaption>Quotes</TableCaption>
            <TableHead>
              <TableRow>
                <TableHeaderCell>Quote</TableHeaderCell>
                <TableHeaderCell>State</TableHeaderCell>
                <TableHeaderCell className="max-md:hidden">Buyer</TableHeaderCell>
                <TableHeaderCell className="max-sm:hidden">Needed by</TableHeaderCell>
                <TableHeaderCell className="max-md:hidden">Asked on</TableHeaderCell>
                <TableHeaderCell className="text-right">Total</TableHeaderCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {quotes.data.quotes.map((quote) => (
                <TableRow key={quote.id}>
                  <TableCell>
                    <QuoteSummary quote={quote} to={`/admin/quotes/${quote.id}`} />
                  </TableCell>
                  <TableCell>
                    <QuoteStateBadge state={quote.state} />
                  </TableCell>
                  <TableCell className="max-md:hidden">
                    {quote.requested_by.name}
                    {quote.company && (
                      <span className="block text-xs text-slate-500">{quote.company.name}</span>
                    )}
                  </TableCell>
                  <TableCell className="whitespace-nowrap max-sm:hidden">
                    {quote.needed_by ?? '—'}
                  </TableCell>
                  <TableCell className="whitespace-nowrap max-md:hidden">
                    {date.format(new Date(quote.created_at))}
                  </TableCell>
                  <TableCell className="text-right tabular-nums">
                    {quote.total === null ? '—' : formatDollars(quote.total)}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          <Pagination page={page} pageCount={quotes.data.pages} to={pageLink} />
        </>
      )}
    </div>
  );
}
