import { formatDollars } from '@backlit/domain';
import { FileQuestion } from 'lucide-react';
import { Link } from 'react-router';
import { QueryState } from '../../../components/query-state';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeaderCell,
  TableRow,
} from '../../../components/ui/table';
import { useMyQuotes } from '../api/quotes';
import { QuoteSummary } from '../../../components/quote-lines';
import { QuoteStateBadge } from '../../../components/quote-state-badge';

const date = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

/** The buyer's quotes, newest first. */
export function MyQuotes() {
  const quotes = useMyQuotes();
  return (
    <QueryState query={quotes} loading="Loading your quotes..." what="Your quotes">
      {(data) =>
        data.quotes.length === 0 ? (
          <EmptyState
            icon={FileQuestion}
            title="No quotes yet."
            text="Need more than 10 of a product? Fill your cart, then ask us for a quote from it."
            action={
              <Button asChild>
                <Link to="/cart">Go to your cart</Link>
              </Button>
            }
          />
        ) : (
          <Table>
            <TableCaption>Your quotes</TableCaption>
            <TableHead>
              <TableRow>
                <TableHeaderCell>Quote</TableHeaderCell>
                <TableHeaderCell>State</TableHeaderCell>
                <TableHeaderCell className="max-sm:hidden">Asked on</TableHeaderCell>
                <TableHeaderCell className="text-right">Total before tax</TableHeaderCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {data.quotes.map((quote) => (
                <TableRow key={quote.id}>
                  <TableCell>
                    <QuoteSummary quote={quote} to={`/dashboard-client/quotes/${quote.id}`} />
                  </TableCell>
                  <TableCell>
                    <QuoteStateBadge state={quote.state} />
                  </TableCell>
                  <TableCell className="whitespace-nowrap max-sm:hidden">
                    {date.format(new Date(quote.created_at))}
                  </TableCell>
                  <TableCell className="text-right tabular-nums">
                    {quote.total === null ? '—' : formatDollars(quote.total)}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )
      }
    </QueryState>
  );
}
