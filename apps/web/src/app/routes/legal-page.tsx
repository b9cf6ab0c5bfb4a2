import { PAGE_ROUTES, type PageSlug } from '@backlit/domain';
import { useLocation, type LoaderFunction } from 'react-router';
import { ContentPageView, pageQueryOptions } from '../../features/content';
import { preload } from '../../lib/query-client';

/** Which legal text a path shows. */
function legalSlug(pathname: string): PageSlug {
  const terms = pathname.toLowerCase().startsWith(PAGE_ROUTES['terms-and-conditions']);
  return terms ? 'terms-and-conditions' : 'privacy-policy';
}

/** Privacy policy and Terms & Conditions: text from the content folder, by route. */
function LegalPage() {
  const slug = legalSlug(useLocation().pathname);
  return slug === 'terms-and-conditions' ? (
    <ContentPageView
      key="terms"
      slug="terms-and-conditions"
      fallbackTitle="Terms & Conditions"
      section="Legal"
      showUpdated
    />
  ) : (
    <ContentPageView
      key="privacy"
      slug="privacy-policy"
      fallbackTitle="Privacy policy"
      section="Legal"
      showUpdated
    />
  );
}

export const loader: LoaderFunction = ({ request, context }) =>
  preload(context, (client) =>
    client.prefetchQuery(pageQueryOptions(legalSlug(new URL(request.url).pathname))),
  );

export { LegalPage as Component };
