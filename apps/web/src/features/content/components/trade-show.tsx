import type { ReactNode } from 'react';
import { ContentPageView } from './content-page-view';

/** /trade-Show: the intro text, then the show calendar the app puts under it. */
export function TradeShow({ calendar }: { calendar: ReactNode }) {
  return (
    <ContentPageView
      slug="trade-show"
      fallbackTitle="Trade Show"
      section="Events"
      description="Meet us on the show floor in the USA and Canada, and see a frame set up in five minutes."
    >
      {calendar}
    </ContentPageView>
  );
}
