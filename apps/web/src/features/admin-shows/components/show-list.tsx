import { SHOW_STATUS_LABEL, tradeShowPath, type ShowView } from '@backlit/domain';
import { CalendarPlus, Pencil } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { ConfirmDeleteButton } from '../../../components/ui/confirm-delete-button';
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
import { errorMessage } from '../../../lib/server-errors';
import { useDeleteShow } from '../api/delete-show';

const day = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });
const formatDay = (iso: string) => day.format(new Date(`${iso}T00:00:00Z`));

/** The calendar as staff keep it: every show, with a way to edit or delete each. */
export function ShowList({
  shows,
  editPath,
}: {
  shows: ShowView[];
  editPath: (id: number) => string;
}) {
  const [result, setResult] = useState<{ key: number; ok: boolean; message: string }>();
  // The outcome stays above the list, so deleting the last show still says it was deleted.
  const outcome = result && (
    <Alert key={result.key} variant={result.ok ? 'success' : 'error'} autoHide={result.ok}>
      {result.message}
    </Alert>
  );
  if (shows.length === 0) {
    return (
      <div className="flex flex-col gap-3">
        {outcome}
        <EmptyState
          icon={CalendarPlus}
          title="No trade show yet."
          text="Add the shows your customers exhibit at: the Trade Show page lists them with the days to order by."
        />
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-3">
      {outcome}
      <Table stacked>
        <TableCaption>Trade shows</TableCaption>
        <TableHead>
          <TableRow>
            <TableHeaderCell>Show</TableHeaderCell>
            <TableHeaderCell>Dates</TableHeaderCell>
            <TableHeaderCell>Where</TableHeaderCell>
            <TableHeaderCell>Goods due</TableHeaderCell>
            <TableHeaderCell>
              <span className="sr-only">Actions</span>
            </TableHeaderCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {shows.map((show) => (
            <TableRow key={show.id}>
              <TableCell label="Show" className="font-medium text-slate-900">
                <Link to={tradeShowPath(show.slug)} className="hover:underline">
                  {show.name}
                </Link>
                {show.status !== 'scheduled' && (
                  <span className="ml-2 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
                    {SHOW_STATUS_LABEL[show.status]}
                  </span>
                )}
              </TableCell>
              <TableCell label="Dates" className="whitespace-nowrap">
                {formatDay(show.starts_on)} – {formatDay(show.ends_on)}
              </TableCell>
              <TableCell label="Where">
                {show.city}, {show.region}
              </TableCell>
              <TableCell label="Goods due" className="whitespace-nowrap">
                <span>
                  {formatDay(show.target)}
                  <span className="block text-xs text-slate-500">
                    {show.target_kind === 'warehouse'
                      ? 'advance warehouse'
                      : show.target_kind === 'direct'
                        ? 'at the booth'
                        : 'move-in'}
                  </span>
                </span>
              </TableCell>
              <TableCell className="text-right whitespace-nowrap">
                <Button asChild variant="ghost" size="sm">
                  <Link to={editPath(show.id)} aria-label={`Edit ${show.name}`}>
                    <Pencil aria-hidden />
                    <span className="max-sm:sr-only">Edit</span>
                  </Link>
                </Button>
                <DeleteButton
                  show={show}
                  onDone={(ok, message) =>
                    setResult((before) => ({ key: (before?.key ?? 0) + 1, ok, message }))
                  }
                />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}

function DeleteButton({
  show,
  onDone,
}: {
  show: ShowView;
  onDone: (ok: boolean, message: string) => void;
}) {
  const remove = useDeleteShow();
  return (
    <ConfirmDeleteButton
      label={`Delete ${show.name}`}
      text="Delete"
      title={`Delete ${show.name}?`}
      description="It leaves the Trade Show page and the product pages' show list at once."
      remove={() => remove.mutateAsync(show.id)}
      onDeleted={() => onDone(true, `${show.name} was deleted from the calendar.`)}
      failure={errorMessage}
      onFailed={(message) => onDone(false, message)}
    />
  );
}
