import { MessageCircleQuestion } from 'lucide-react';
import { EmptyState } from '../../../components/ui/empty-state';

type FaqTopicPanelProps = { title: string; intro: string; contactEmail: string };

/** One topic's questions; none are published yet. */
export function FaqTopicPanel({ title, intro, contactEmail }: FaqTopicPanelProps) {
  return (
    <section aria-labelledby="faq-topic-heading" className="flex flex-col gap-6">
      <div>
        <h2 id="faq-topic-heading" className="text-xl font-semibold text-slate-900">
          {title}
        </h2>
        <p className="mt-1 text-slate-600">{intro}</p>
      </div>
      <EmptyState
        icon={MessageCircleQuestion}
        title="Questions for this topic will appear here."
        text={
          <>
            Can&apos;t wait? Write to{' '}
            <a
              href={`mailto:${contactEmail}`}
              className="font-medium text-glow-700 underline underline-offset-2"
            >
              {contactEmail}
            </a>{' '}
            and we will answer you directly.
          </>
        }
      />
    </section>
  );
}
