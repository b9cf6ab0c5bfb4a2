import { useEffect } from 'react';
import { DocumentTitle } from '../../../components/document-title';

type PageMetaProps = {
  title: string;
  description?: string | undefined;
  /** Defaults to the current path; the canonical URL drops query and hash. */
  path?: string;
  type?: 'website' | 'article';
  /** false when a layout already renders the page's <title>. */
  setTitle?: boolean;
};

/**
 * Title, meta description, canonical URL and Open Graph tags of a content page. The tags are
 * updated in place (index.html already has a description) and restored when the page goes.
 */
export function PageMeta({
  title,
  description,
  path,
  type = 'website',
  setTitle = true,
}: PageMetaProps) {
  useEffect(() => {
    const url = new URL(path ?? window.location.pathname, window.location.origin).href;
    const restore = [
      upsert('meta', 'name', 'description', 'content', description),
      upsert('link', 'rel', 'canonical', 'href', url),
      upsert('meta', 'property', 'og:title', 'content', title),
      upsert('meta', 'property', 'og:description', 'content', description),
      upsert('meta', 'property', 'og:url', 'content', url),
      upsert('meta', 'property', 'og:type', 'content', type),
    ];
    return () => restore.forEach((undo) => undo());
  }, [title, description, path, type]);

  return setTitle ? <DocumentTitle title={title} /> : null;
}

/** Sets one head tag's value and returns how to put the previous state back. */
function upsert(
  tag: 'meta' | 'link',
  key: string,
  name: string,
  attribute: string,
  value: string | undefined,
): () => void {
  if (!value) return () => {};
  let element = document.head.querySelector(`${tag}[${key}="${name}"]`);
  const created = !element;
  if (!element) {
    element = document.createElement(tag);
    element.setAttribute(key, name);
    document.head.append(element);
  }
  const previous = element.getAttribute(attribute);
  element.setAttribute(attribute, value);
  const target = element;
  return () => {
    if (created) target.remove();
    else if (previous !== null) target.setAttribute(attribute, previous);
  };
}
