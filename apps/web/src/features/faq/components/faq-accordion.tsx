import type { FaqEntry } from '@backlit/domain';
import { ChevronDown } from 'lucide-react';
import { useState } from 'react';

/**
 * The questions as a disclosure list: each question is a button with aria-expanded that shows
 * or hides its answer (WAI-ARIA accordion pattern, headings keep the page outline).
 */
export function FaqAccordion({ entries }: { entries: readonly FaqEntry[] }) {
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set());
  const toggle = (id: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  return (
    <div className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white shadow-xs">
      {entries.map((entry) => {
        const expanded = open.has(entry.id);
        const panelId = `faq-${entry.id}-answer`;
        return (
          <div key={entry.id} id={`faq-${entry.id}`}>
            <h3>
              <button
                type="button"
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => toggle(entry.id)}
                className="flex w-full items-center justify-between gap-4 px-5 py-4 text-left text-base font-semibold text-slate-900 hover:bg-slate-50 sm:px-6"
              >
                {entry.question}
                <ChevronDown
                  aria-hidden
                  className={`size-5 shrink-0 text-slate-500 transition-transform ${expanded ? 'rotate-180 text-glow-600' : ''}`}
                />
              </button>
            </h3>
            <div
              id={panelId}
              hidden={!expanded}
              className="px-5 pb-5 text-slate-700 sm:px-6 [&_a]:font-medium [&_a]:text-glow-700 [&_a]:underline [&_a]:underline-offset-2 [&_li]:mt-1 [&_ol]:list-decimal [&_ol]:pl-6 [&_p+p]:mt-3 [&_strong]:font-semibold [&_strong]:text-slate-900 [&_ul]:mt-2 [&_ul]:list-disc [&_ul]:pl-6"
              // Rendered by the server from the shop's own Markdown.
              dangerouslySetInnerHTML={{ __html: entry.html }}
            />
          </div>
        );
      })}
    </div>
  );
}
