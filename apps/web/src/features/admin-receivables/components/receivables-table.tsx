import {
  formatDollars,
  RECEIVABLE_AGE_LABELS,
  RECEIVABLE_AGES,
  type ReceivableAge,
  type ReceivableCompany,
} from '@backlit/domain';
import { FileDown } from 'lucide-react';
import { Link } from 'react-router';
import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeaderCell,
  TableRow,
} from '../../../components/ui/table';
import { cn } from '../../../lib/cn';
import { formatMediumDay } from '../../../lib/format';
import { overdueTone, type OverdueTone } from './overdue-tone';

const TEXT_TONES: Record<OverdueTone, string> = {
  amber: 'font-semibold text-amber-700',
  red: 'font-semibold text-red-700',
};

/**
 * Each company that owes something on account, in the server's order (longest overdue first):
 * its terms, its oldest due day, what it owes at each age and in all, and its statement.
 *
 * Nine columns fit beside the back-office's sidebar at 1280 px: the cells are padded a little
 * less than other tables', the age headings wrap, and only figures and days refuse to.
 */
export function ReceivablesTable({ companies }: { companies: readonly ReceivableCompany[] }) {
  return (
    <Table stacked className="[&_td]:px-3 [&_th]:px-3">
      <TableCaption>What each company owes on account, longest overdue first</TableCaption>
      <TableHead>
        <TableRow className="align-bottom">
          <TableHeaderCell>Company</TableHeaderCell>
          <TableHeaderCell>Oldest due</TableHeaderCell>
          {RECEIVABLE_AGES.map((age) => (
            <TableHeaderCell key={age} className="text-right whitespace-normal">
              {RECEIVABLE_AGE_LABELS[age]}
            </TableHeaderCell>
          ))}
          <TableHeaderCell className="text-right">Total</TableHeaderCell>
          <TableHeaderCell className="text-right">Statement</TableHeaderCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {companies.map((company) => (
          <TableRow key={company.company_id}>
            <TableCell>
              <Link
                to={`/admin/companies/${company.company_id}`}
                className="font-medium text-glow-700 hover:underline"
              >
                {company.name}
              </Link>
              <span className="block text-xs text-slate-500">{termsLine(company)}</span>
            </TableCell>
            <TableCell label="Oldest due" className="whitespace-nowrap">
              <time dateTime={company.oldest_due_on}>{formatMediumDay(company.oldest_due_on)}</time>
            </TableCell>
            {RECEIVABLE_AGES.map((age) => (
              <AgeCell key={age} age={age} amount={company.owed[age]} />
            ))}
            <TableCell
              label="Total"
              className="text-right font-semibold whitespace-nowrap text-slate-900 tabular-nums"
            >
              {formatDollars(company.owed.total)}
            </TableCell>
            <TableCell className="text-right">
              <a
                href={`/api/admin/companies/${company.company_id}/statement.pdf`}
                download
                aria-label={`Statement of ${company.name} (PDF)`}
                className="inline-flex items-center gap-1 font-medium whitespace-nowrap text-glow-700 underline underline-offset-2"
              >
                <FileDown aria-hidden className="size-4" />
                Statement
              </a>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** "Net 30 · 3 open invoices", or "No terms · 1 open invoice" once its terms were taken away. */
function termsLine({ net_days: netDays, open_invoices: open }: ReceivableCompany): string {
  const terms = netDays === null ? 'No terms' : `Net ${netDays}`;
  return `${terms} · ${open} open invoice${open === 1 ? '' : 's'}`;
}

/** What is owed at one age: overdue money in bold and coloured, nothing as a dash. */
function AgeCell({ age, amount }: { age: ReceivableAge; amount: number }) {
  const tone = overdueTone(age, amount);
  return (
    <TableCell
      label={RECEIVABLE_AGE_LABELS[age]}
      className={cn('text-right whitespace-nowrap tabular-nums', tone && TEXT_TONES[tone])}
    >
      {amount === 0 ? '—' : formatDollars(amount)}
    </TableCell>
  );
}
