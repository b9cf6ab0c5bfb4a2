export { CtaBand } from './components/cta-band';
export { FeatureHighlights } from './components/feature-highlights';
export { FeaturedSection } from './components/featured-section';
export { Hero } from './components/hero';
export { HomeMeta } from './components/home-meta';
export { HowItWorks } from './components/how-it-works';
export { useHomePage, type HomePageState } from './components/use-home-page';

/** The home route's loader (server only): its own chunk, so the browser never loads the API client. */
export const loadHomePage = () => import('./api/load-home-page').then((m) => m.loadHomePage());
