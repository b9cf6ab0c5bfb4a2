import type { FailedJob } from '@backlit/domain';
import { RotateCcw } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeaderCell,
  TableRow,
} from '../../../components/ui/table';
import { formatDateTime } from '../../../lib/format';

/**
 * Failed jobs: what, about whom, why, how many tries and when, each with a Retry button. On
 * phones each row becomes a card: the details stack under what the job was for.
 */
export function FailedJobsTable({
  jobs,
  retrying,
  onRetry,
}: {
  jobs: FailedJob[];
  /** The job being retried right now, if any. */
  retrying: string | undefined;
  onRetry: (id: string) => void;
}) {
  return (
    <Table>
      <TableCaption>Failed jobs, latest failure first</TableCaption>
      <TableHead>
        <TableRow>
          <TableHeaderCell>What</TableHeaderCell>
          <TableHeaderCell className="max-sm:hidden">Subject</TableHeaderCell>
          <TableHeaderCell className="max-sm:hidden">Why</TableHeaderCell>
          <TableHeaderCell className="text-right max-sm:hidden">Attempts</TableHeaderCell>
          <TableHeaderCell className="max-sm:hidden">Failed</TableHeaderCell>
          <TableHeaderCell>
            <span className="sr-only">Actions</span>
          </TableHeaderCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {jobs.map((job) => {
          const busy = retrying === job.id;
          return (
            <TableRow key={job.id}>
              <TableCell className="align-top font-medium text-slate-900">
                {job.label}
                <span className="mt-1 flex flex-col gap-1 text-xs font-normal text-slate-600 sm:hidden">
                  <span className="break-all">{job.subject}</span>
                  <span className="break-words text-red-800">{job.error}</span>
                  <span>
                    <Time iso={job.failed_at} /> · {attempts(job.attempts)}
                  </span>
                </span>
              </TableCell>
              <TableCell className="align-top break-all max-sm:hidden">{job.subject}</TableCell>
              <TableCell className="max-w-sm align-top break-words text-red-800 max-sm:hidden">
                {job.error}
              </TableCell>
              <TableCell className="text-right align-top tabular-nums max-sm:hidden">
                {job.attempts}
              </TableCell>
              <TableCell className="align-top whitespace-nowrap max-sm:hidden">
                <Time iso={job.failed_at} />
                <span className="block text-xs text-slate-500">
                  queued <Time iso={job.created_at} />
                </span>
              </TableCell>
              <TableCell className="text-right align-top">
                <Button
                  variant="secondary"
                  size="sm"
                  disabled={busy}
                  aria-label={`Retry ${job.label}: ${job.subject}`}
                  onClick={() => onRetry(job.id)}
                >
                  <RotateCcw aria-hidden className={busy ? 'animate-spin' : undefined} />
                  Retry
                </Button>
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}

const attempts = (count: number) => `${count} attempt${count === 1 ? '' : 's'}`;

function Time({ iso }: { iso: string }) {
  return <time dateTime={iso}>{formatDateTime(iso)}</time>;
}
