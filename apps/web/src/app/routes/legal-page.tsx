import { PAGE_ROUTES } from '@backlit/domain';
import { useLocation } from 'react-router';
import { ContentPageView } from '../../features/content';

/** Privacy policy and Terms & Conditions: text from the content folder, by route. */
function LegalPage() {
  const { pathname } = useLocation();
  const terms = pathname.toLowerCase().startsWith(PAGE_ROUTES['terms-and-conditions']);
  return terms ? (
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

export { LegalPage as Component };
