import { Outlet, useLocation } from 'react-router';
import { DocumentTitle } from '../../components/document-title';
import { PageBanner } from '../../components/page-banner';
import { FaqTabs } from '../../features/faq';
import { FAQ_TOPICS, findFaqTopic } from '../faq-topics';

/** The FAQ pages: one heading, topic tabs as links, the chosen topic below. */
function FaqLayout() {
  // Each tab is its own URL in the sitemap, so each gets its own title (search results list them
  // apart); the topic page sets the description and canonical URL.
  const topic = findFaqTopic(useLocation().pathname);
  return (
    <>
      <DocumentTitle title={topic.topic ? `${topic.label} — FAQ` : 'Frequently asked questions'} />
      <PageBanner
        align="center"
        title="Frequently asked questions"
        eyebrow={
          <p className="text-sm font-semibold tracking-wider text-glow-400 uppercase">
            Help centre
          </p>
        }
        description="Answers about our frames, fabric banners, artwork and orders, sorted by topic."
      />
      <div className="mx-auto flex max-w-4xl flex-col gap-8 px-4 py-10 sm:px-6 lg:py-12">
        <FaqTabs tabs={FAQ_TOPICS} />
        <Outlet />
      </div>
    </>
  );
}

export { FaqLayout as Component };
