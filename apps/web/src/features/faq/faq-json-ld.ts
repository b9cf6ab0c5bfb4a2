import type { FaqEntry } from '@backlit/domain';

/** schema.org FAQPage for the questions on screen (Google's FAQ rich result). */
export function faqJsonLd(entries: readonly FaqEntry[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: entries.map((entry) => ({
      '@type': 'Question',
      name: entry.question,
      acceptedAnswer: { '@type': 'Answer', text: entry.text },
    })),
  };
}
