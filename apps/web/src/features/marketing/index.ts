export { CtaBand } from './components/cta-band';
export { FeatureHighlights } from './components/feature-highlights';
export { FeaturedSection } from './components/featured-section';
export { Hero } from './components/hero';
export { HowItWorks } from './components/how-it-works';
