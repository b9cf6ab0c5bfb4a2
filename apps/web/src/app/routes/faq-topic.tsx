import { useLocation } from 'react-router';
import { PageMeta } from '../../features/content';
import { FaqTopicPanel } from '../../features/faq';
import { useShopInfo } from '../../lib/shop-info';
import { findFaqTopic, type FaqTopic } from '../faq-topics';
import type { LoaderFunction } from 'react-router';
import { faqQueryOptions } from '../../features/faq';
import { preload } from '../../lib/query-client';

// Kept here rather than in FAQ_TOPICS so the texts load with the FAQ, not with every page; the
// key type makes a new topic without an intro a type error.
const INTROS: Record<FaqTopic['path'], string> = {
  '/faq': 'Every question we get asked about our frames, banners, artwork and orders.',
  '/artwork': 'Preparing print-ready files: formats, bleed, safety margins and resolution.',
  '/banners': 'Our printed fabric banners: material, care and replacing a graphic.',
  '/general': 'Who we are, where we ship from and how to reach us.',
  '/Miscellaneous': 'Everything that does not fit anywhere else.',
  '/backlit-frames': 'Frame sizes, lighting, set-up and the accessories that go with them.',
  '/orderprocessing':
    'Payment, production, the 2-Day Rush option and shipping to the USA and Canada.',
};

function FaqTopicPage() {
  const { pathname } = useLocation();
  const { email } = useShopInfo();
  const topic = findFaqTopic(pathname);
  const intro = INTROS[topic.path];
  return (
    <>
      <PageMeta
        setTitle={false}
        title={topic.topic ? `${topic.label} — FAQ` : 'Frequently asked questions'}
        description={`FAQ: ${intro}`}
        path={topic.path}
      />
      <FaqTopicPanel title={topic.label} intro={intro} topic={topic.topic} contactEmail={email} />
    </>
  );
}

export const loader: LoaderFunction = ({ context }) =>
  preload(context, (client) => client.prefetchQuery(faqQueryOptions()));

export { FaqTopicPage as Component };
