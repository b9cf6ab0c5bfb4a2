import { CalendarSearch } from 'lucide-react';
import { ContentPageView } from './content-page-view';

/** What the trade-show archive says while it holds no reports. */
export const EMPTY_ARCHIVE_TEXT = 'Apologies, but no results were found for the requested archive.';

/** /trade-Show: the intro text and the (so far empty) archive of show reports. */
export function TradeShow() {
  return (
    <ContentPageView
      slug="trade-show"
      fallbackTitle="Trade Show"
      section="Events"
      description="Meet us on the show floor in the USA and Canada, and see a frame set up in five minutes."
    >
      <section aria-labelledby="trade-show-archive" className="mt-12">
        <h2 id="trade-show-archive" className="text-xl font-bold tracking-tight text-slate-900">
          Trade show archive
        </h2>
        <div className="mt-4 flex items-start gap-4 rounded-xl border border-dashed border-slate-300 bg-slate-50/60 p-6">
          <span className="grid size-11 shrink-0 place-items-center rounded-full bg-glow-100 text-glow-700">
            <CalendarSearch aria-hidden className="size-5" />
          </span>
          <p className="self-center text-slate-700">{EMPTY_ARCHIVE_TEXT}</p>
        </div>
      </section>
    </ContentPageView>
  );
}
