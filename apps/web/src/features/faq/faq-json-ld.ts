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

/** JSON for a <script> element: `<` escaped so no text can close the element. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}
