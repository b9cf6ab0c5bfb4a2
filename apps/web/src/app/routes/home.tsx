import { DocumentTitle } from '../../components/document-title';
import {
  CtaBand,
  FeaturedSection,
  FeatureHighlights,
  Hero,
  HomeMeta,
  HowItWorks,
  loadHomePage,
  useHomePage,
} from '../../features/marketing';

function HomePage() {
  const state = useHomePage();
  return (
    <>
      <DocumentTitle />
      <HomeMeta />
      <Hero state={state} />
      <FeatureHighlights />
      <FeaturedSection
        picked={
          state.status === 'loading'
            ? undefined
            : state.status === 'ready'
              ? state.home.featured
              : []
        }
      />
      <HowItWorks />
      <CtaBand />
    </>
  );
}

// Only the server renderer runs loaders (see lazy-route): the browser's build leaves it, and the
// API client it uses, out of the page's code.
export const loader = import.meta.env.SSR ? loadHomePage : undefined;

export { HomePage as Component };
