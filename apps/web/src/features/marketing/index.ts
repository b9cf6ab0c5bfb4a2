export { CtaBand } from './components/cta-band';
export { FeatureHighlights } from './components/feature-highlights';
export { FeaturedSection } from './components/featured-section';
export { Hero } from './components/hero';
export { HomeMeta } from './components/home-meta';
export { HowItWorks } from './components/how-it-works';
export { useHomePage, type HomePageState } from './components/use-home-page';
export { loadHomePage } from './api/load-home-page';
