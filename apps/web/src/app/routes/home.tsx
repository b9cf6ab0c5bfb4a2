import { DocumentTitle } from '../../components/document-title';
import { CtaBand, FeatureHighlights, Hero, HowItWorks } from '../../features/marketing';

function HomePage() {
  return (
    <>
      <DocumentTitle />
      <Hero />
      <FeatureHighlights />
      <HowItWorks />
      <CtaBand />
    </>
  );
}

export { HomePage as Component };
