import type { FaqTopicId } from '@backlit/domain';
import { MessageCircleQuestion } from 'lucide-react';
import { JsonLd } from '../../../components/json-ld';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadError } from '../../../components/ui/load-error';
import { useFaq } from '../api/get-faq';
import { faqJsonLd } from '../faq-json-ld';
import { FaqAccordion } from './faq-accordion';

type FaqTopicPanelProps = {
  title: string;
  intro: string;
  /** null: every topic (Show All). */
  topic: FaqTopicId | null;
  contactEmail: string;
};

/** One tab of the FAQ: its questions as an accordion, with FAQPage structured data. */
export function FaqTopicPanel({ title, intro, topic, contactEmail }: FaqTopicPanelProps) {
  const faq = useFaq();
  const entries = faq.data?.filter((entry) => topic === null || entry.topic === topic);
  const askUs = (
    <>
      Can&apos;t find your answer? Write to{' '}
      <a
        href={`mailto:${contactEmail}`}
        className="font-medium text-glow-700 underline underline-offset-2"
      >
        {contactEmail}
      </a>{' '}
      and we will answer you directly.
    </>
  );

  return (
    <section aria-labelledby="faq-topic-heading" className="flex flex-col gap-6">
      <div>
        <h2 id="faq-topic-heading" className="text-xl font-semibold text-slate-900">
          {title}
        </h2>
        <p className="mt-1 text-slate-600">{intro}</p>
      </div>
      {faq.isError ? (
        <LoadError what="The questions" error={faq.error} onRetry={() => void faq.refetch()} />
      ) : !entries ? (
        <div role="status" aria-label="Loading questions">
          <div aria-hidden className="divide-y divide-slate-200 rounded-xl border border-slate-200">
            {[0, 1, 2, 3].map((index) => (
              <div key={index} className="px-6 py-5">
                <div className="h-5 w-2/3 animate-pulse rounded bg-slate-200" />
              </div>
            ))}
          </div>
        </div>
      ) : entries.length === 0 ? (
        <EmptyState
          icon={MessageCircleQuestion}
          title="No questions in this topic yet."
          text={askUs}
        />
      ) : (
        <>
          <JsonLd data={faqJsonLd(entries)} />
          <FaqAccordion entries={entries} />
          <p className="text-sm text-slate-600">{askUs}</p>
        </>
      )}
    </section>
  );
}
