import { AUDIT_AREA_LABELS, type AuditEntry } from '@backlit/domain';
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

/** Who did what, when: one row per staff action. */
export function AuditTable({ entries, stale }: { entries: AuditEntry[]; stale: boolean }) {
  return (
    <Table
      aria-busy={stale}
      className={stale ? 'opacity-60' : undefined}
      scrollLabel="Audit log entries"
    >
      <TableCaption>Staff actions, newest first</TableCaption>
      <TableHead>
        <TableRow>
          <TableHeaderCell>When</TableHeaderCell>
          <TableHeaderCell className="max-xl:hidden">Who</TableHeaderCell>
          <TableHeaderCell className="max-xl:hidden">Area</TableHeaderCell>
          <TableHeaderCell>What</TableHeaderCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {entries.map((entry) => (
          <TableRow key={entry.id}>
            <TableCell className="align-top sm:whitespace-nowrap">
              <time dateTime={entry.created_at}>{formatDateTime(entry.created_at)}</time>
            </TableCell>
            <TableCell className="max-xl:hidden">{entry.actor_email}</TableCell>
            <TableCell className="max-xl:hidden">{AUDIT_AREA_LABELS[entry.area]}</TableCell>
            <TableCell className="wrap-anywhere text-slate-900">
              {entry.summary}
              {/* Below the widest screens (a sidebar beside them), who and where go under the
                  action instead of in columns of their own: e-mails do not wrap. */}
              <span className="mt-1 block text-xs break-all text-slate-500 xl:hidden">
                {AUDIT_AREA_LABELS[entry.area]} · {entry.actor_email}
              </span>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
