import { useLocation } from 'react-router';
import { PageHead } from '../../../components/page-head';

type PageMetaProps = {
  title: string;
  description?: string | undefined;
  /** Defaults to the current path; the canonical URL drops query and hash. */
  path?: string;
  type?: 'website' | 'article';
  /** A picture for link previews, as a path on this shop. */
  image?: string;
  /** false when a layout already renders the page's <title>. */
  setTitle?: boolean;
};

/** Title, meta description, canonical URL and link-preview tags of a content page. */
export function PageMeta({ path, ...head }: PageMetaProps) {
  const { pathname } = useLocation();
  return <PageHead path={path ?? pathname} {...head} />;
}
