import { useAbsoluteUrl, useSiteOrigin } from '../lib/site-origin';
import { DocumentTitle } from './document-title';

type PageHeadProps = {
  title: string;
  description?: string | undefined;
  /** The page's canonical path: the one address search engines should list it under. */
  path: string;
  type?: 'website' | 'article' | 'product';
  /** A picture for link previews, as a path on this shop. */
  image?: string | undefined;
  /** false when a layout already renders the page's <title>. */
  setTitle?: boolean;
};

/**
 * A page's `<head>` tags: title, description, canonical URL, Open Graph and X card. React
 * hoists them into `<head>`, in the server's HTML as in the browser, and removes them when the
 * page goes.
 */
export function PageHead({
  title,
  description,
  path,
  type = 'website',
  image,
  setTitle = true,
}: PageHeadProps) {
  const url = useAbsoluteUrl(path);
  const origin = useSiteOrigin();
  const imageUrl = image ? new URL(image, origin).href : undefined;
  return (
    <>
      {setTitle && <DocumentTitle title={title} />}
      {description && <meta name="description" content={description} />}
      <link rel="canonical" href={url} />
      <meta property="og:type" content={type} />
      <meta property="og:title" content={title} />
      {description && <meta property="og:description" content={description} />}
      <meta property="og:url" content={url} />
      {imageUrl && <meta property="og:image" content={imageUrl} />}
      {/* X reads the title, description and picture from the Open Graph tags. */}
      <meta name="twitter:card" content={imageUrl ? 'summary_large_image' : 'summary'} />
    </>
  );
}
