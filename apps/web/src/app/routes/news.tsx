import { NewsArchive } from '../../features/content';

function NewsPage() {
  return <NewsArchive />;
}

export { NewsPage as Component };
