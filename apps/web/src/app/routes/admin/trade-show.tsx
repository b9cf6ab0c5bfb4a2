import { CalendarX } from 'lucide-react';
import { Link, useNavigate, useParams } from 'react-router';
import { QueryState } from '../../../components/query-state';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { ShowForm, useShow } from '../../../features/admin-shows';
import { isApiError } from '../../../lib/api-error';
import { AdminPage } from '../../layouts/admin/admin-page';

/** `/admin/trade-shows/new` and `/admin/trade-shows/{id}`: a show's form. */
function TradeShowPage() {
  const params = useParams();
  const navigate = useNavigate();
  const isNew = params.id === 'new';
  const id = !isNew && /^\d+$/.test(params.id ?? '') ? Number(params.id) : 0;
  const show = useShow(id);
  const back = (
    <Button asChild variant="secondary">
      <Link to="/admin/trade-shows">All shows</Link>
    </Button>
  );
  const done = () => void navigate('/admin/trade-shows');

  return (
    <AdminPage
      title={isNew ? 'Add a trade show' : 'Edit trade show'}
      description="Where and when the show is, and where its goods go: the plans work back from it."
      actions={back}
    >
      {isNew ? (
        <ShowForm onSaved={done} />
      ) : id === 0 || isApiError(show.error, 404) ? (
        <EmptyState
          icon={CalendarX}
          title="Show not found."
          text="It may have been deleted. Pick a show from the list."
          action={back}
        />
      ) : (
        <QueryState query={show} loading="Loading the show..." what="The show">
          {(current) => <ShowForm show={current} onSaved={done} />}
        </QueryState>
      )}
    </AdminPage>
  );
}

export { TradeShowPage as Component };
