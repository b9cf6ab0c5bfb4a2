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

export const loader = loadHomePage;

export { HomePage as Component };
