import { CONTENT_KINDS, type ContentKind } from '@backlit/domain';
import { FileX } from 'lucide-react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { QueryState } from '../../../components/query-state';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { ContentForm, useContentEntry } from '../../../features/admin-content';
import { Prose } from '../../../features/content';
import { isApiError } from '../../../lib/api-error';
import { AdminPage } from '../../layouts/admin/admin-page';
import { ContentHomePage } from './content-home';

/** The preview shows the text in the shop's own reading type. */
const preview = (html: string) => <Prose html={html} />;

/** `/admin/content/new[?kind=blog]` and `/admin/content/{id}`: one entry's editor. */
function ContentEntryPage() {
  const params = useParams();
  return params.id === 'home' ? <ContentHomePage /> : <EntryEditor id={params.id} />;
}

function EntryEditor({ id: param }: { id: string | undefined }) {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const isNew = param === 'new';
  const id = !isNew && /^\d+$/.test(param ?? '') ? Number(param) : 0;
  const entry = useContentEntry(id);
  const askedKind = search.get('kind');
  const kind: ContentKind = (CONTENT_KINDS as readonly string[]).includes(askedKind ?? '')
    ? (askedKind as ContentKind)
    : 'news';
  const back = (
    <Button asChild variant="secondary">
      <Link to="/admin/content">All content</Link>
    </Button>
  );
  const done = () => void navigate('/admin/content');

  return (
    <AdminPage
      title={isNew ? 'Write an entry' : 'Edit entry'}
      description="Markdown beside a live preview of the page as the shop shows it."
      actions={back}
    >
      {isNew ? (
        <ContentForm kind={kind} onSaved={done} renderPreview={preview} />
      ) : id === 0 || isApiError(entry.error, 404) ? (
        <EmptyState
          icon={FileX}
          title="Entry not found."
          text="It may have been deleted. Pick an entry from the list."
          action={back}
        />
      ) : (
        <QueryState query={entry} loading="Loading the entry..." what="The entry">
          {(current) => <ContentForm entry={current} onSaved={done} renderPreview={preview} />}
        </QueryState>
      )}
    </AdminPage>
  );
}

export { ContentEntryPage as Component };
