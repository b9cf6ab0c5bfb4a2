import { DocumentTitle } from '../../components/document-title';
import {
  CtaBand,
  FeaturedSection,
  FeatureHighlights,
  Hero,
  HowItWorks,
} from '../../features/marketing';

function HomePage() {
  return (
    <>
      <DocumentTitle />
      <Hero />
      <FeatureHighlights />
      <FeaturedSection />
      <HowItWorks />
      <CtaBand />
    </>
  );
}

export { HomePage as Component };
