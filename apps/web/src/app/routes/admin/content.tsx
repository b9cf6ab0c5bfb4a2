import { FilePlus, House } from 'lucide-react';
import { Link } from 'react-router';
import { QueryState } from '../../../components/query-state';
import { Button } from '../../../components/ui/button';
import { ContentList, useContentEntries } from '../../../features/admin-content';
import { AdminPage } from '../../layouts/admin/admin-page';

/** `/admin/content`: news, blog posts, FAQ entries and the shop's pages, as staff keep them. */
function ContentPage() {
  const entries = useContentEntries();
  return (
    <AdminPage
      title="Content"
      description="News, blog posts, FAQ and the shop's pages. A published change is in the shop, its feeds and the sitemap at once."
      actions={
        <>
          <Button asChild variant="secondary">
            <Link to="/admin/content/home">
              <House aria-hidden className="size-4" />
              Home page
            </Link>
          </Button>
          <Button asChild>
            <Link to="/admin/content/new">
              <FilePlus aria-hidden className="size-4" />
              Write an entry
            </Link>
          </Button>
        </>
      }
    >
      <QueryState query={entries} loading="Loading the content..." what="The content">
        {(list) => <ContentList entries={list} editPath={(id) => `/admin/content/${id}`} />}
      </QueryState>
    </AdminPage>
  );
}

export { ContentPage as Component };
