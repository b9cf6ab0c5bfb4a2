import { BlogList } from '../../features/content';

function BlogPage() {
  return <BlogList />;
}

export { BlogPage as Component };
