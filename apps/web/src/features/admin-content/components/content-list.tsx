import { CONTENT_KIND_LABELS, CONTENT_KINDS, type AdminContentEntry } from '@backlit/domain';
import { FilePlus, Pencil } from 'lucide-react';
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
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { errorMessage } from '../../../lib/server-errors';
import { useDeleteEntry } from '../api/save-entry';
import { formatEntryDay, StateBadge } from './state-badge';

const PLURAL: Record<(typeof CONTENT_KINDS)[number], string> = {
  news: 'News',
  blog: 'Blog',
  faq: 'FAQ',
  page: 'Pages',
};

/** Every content entry, one tab per kind, each with a way to edit (and, but pages, delete) it. */
export function ContentList({
  entries,
  editPath,
}: {
  entries: AdminContentEntry[];
  editPath: (id: number) => string;
}) {
  const [result, setResult] = useState<{ key: number; ok: boolean; message: string }>();
  const onDone = (ok: boolean, message: string) =>
    setResult((before) => ({ key: (before?.key ?? 0) + 1, ok, message }));
  return (
    <div className="flex flex-col gap-3">
      {result && (
        <Alert key={result.key} variant={result.ok ? 'success' : 'error'} autoHide={result.ok}>
          {result.message}
        </Alert>
      )}
      <Tabs defaultValue="news">
        <TabsList aria-label="Kind of content">
          {CONTENT_KINDS.map((kind) => (
            <TabsTrigger key={kind} value={kind}>
              {PLURAL[kind]}{' '}
              <span className="ml-1 text-xs text-slate-500">
                {entries.filter((entry) => entry.kind === kind).length}
              </span>
            </TabsTrigger>
          ))}
        </TabsList>
        {CONTENT_KINDS.map((kind) => (
          <TabsContent key={kind} value={kind}>
            <KindTable
              kind={kind}
              entries={entries.filter((entry) => entry.kind === kind)}
              editPath={editPath}
              onDone={onDone}
            />
          </TabsContent>
        ))}
      </Tabs>
    </div>
  );
}

function KindTable({
  kind,
  entries,
  editPath,
  onDone,
}: {
  kind: AdminContentEntry['kind'];
  entries: AdminContentEntry[];
  editPath: (id: number) => string;
  onDone: (ok: boolean, message: string) => void;
}) {
  if (entries.length === 0) {
    return (
      <EmptyState
        icon={FilePlus}
        title={`No ${CONTENT_KIND_LABELS[kind].toLowerCase()} yet.`}
        text="Write one: it shows in the shop as soon as it is published."
      />
    );
  }
  return (
    <Table stacked>
      <TableCaption>{PLURAL[kind]}</TableCaption>
      <TableHead>
        <TableRow>
          <TableHeaderCell>{kind === 'faq' ? 'Question' : 'Title'}</TableHeaderCell>
          <TableHeaderCell>State</TableHeaderCell>
          <TableHeaderCell>{kind === 'faq' ? 'Topic' : 'Date'}</TableHeaderCell>
          <TableHeaderCell>
            <span className="sr-only">Actions</span>
          </TableHeaderCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {entries.map((entry) => (
          <TableRow key={entry.id}>
            <TableCell label={kind === 'faq' ? 'Question' : 'Title'}>
              <span className="font-medium text-slate-900">
                {entry.state === 'live' ? (
                  <Link to={entry.route} className="hover:underline">
                    {entry.title}
                  </Link>
                ) : (
                  entry.title
                )}
              </span>
              {entry.author && (
                <span className="block text-xs text-slate-500">by {entry.author}</span>
              )}
            </TableCell>
            <TableCell label="State">
              <StateBadge entry={entry} />
            </TableCell>
            <TableCell label={kind === 'faq' ? 'Topic' : 'Date'} className="whitespace-nowrap">
              {kind === 'faq' ? entry.topic : formatEntryDay(entry.published_at)}
            </TableCell>
            <TableCell className="text-right whitespace-nowrap">
              <Button asChild variant="ghost" size="sm">
                <Link to={editPath(entry.id)} aria-label={`Edit ${entry.title}`}>
                  <Pencil aria-hidden />
                  <span className="max-sm:sr-only">Edit</span>
                </Link>
              </Button>
              {kind !== 'page' && <DeleteButton entry={entry} onDone={onDone} />}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

function DeleteButton({
  entry,
  onDone,
}: {
  entry: AdminContentEntry;
  onDone: (ok: boolean, message: string) => void;
}) {
  const remove = useDeleteEntry();
  return (
    <ConfirmDeleteButton
      label={`Delete ${entry.title}`}
      text="Delete"
      title={`Delete “${entry.title}”?`}
      description="It leaves the shop, its feed and the sitemap at once."
      remove={() => remove.mutateAsync(entry.id)}
      onDeleted={() => onDone(true, `“${entry.title}” was deleted.`)}
      failure={errorMessage}
      onFailed={(message) => onDone(false, message)}
    />
  );
}
