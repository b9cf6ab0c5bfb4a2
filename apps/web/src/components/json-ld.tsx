import { scriptJson } from '../lib/script-json';

/** schema.org structured data for search engines; not executed, so the CSP does not mind it. */
export function JsonLd({ data }: { data: object }) {
  return (
    <script
      type="application/ld+json"
      // Built from our own data and escaped for a script element.
      dangerouslySetInnerHTML={{ __html: scriptJson(data) }}
    />
  );
}
