import { FileCheck } from 'lucide-react';
import { Link } from 'react-router';

/** The to-do the shop counts itself: customers' print files waiting for the studio's review. */
export function ArtworkToReview({ count }: { count: number }) {
  return (
    <section
      aria-labelledby="artwork-to-review"
      className="flex items-center justify-between gap-3 rounded-xl border border-slate-200 bg-white p-5"
    >
      <div className="flex items-center gap-3">
        <FileCheck aria-hidden className="size-6 text-sky-700" />
        <div>
          <h2 id="artwork-to-review" className="text-lg font-semibold text-slate-900">
            Artwork to review
          </h2>
          <p className="text-sm text-slate-600">
            {count === 0
              ? 'No print files are waiting.'
              : `${count} print file${count === 1 ? ' is' : 's are'} checked and waiting for you.`}
          </p>
        </div>
      </div>
      <Link to="/admin/prepress" className="shrink-0 text-sm font-medium text-sky-700 underline">
        Prepress queue
      </Link>
    </section>
  );
}
