import {
  ACCEPTED_ARTWORK_FORMATS,
  PREFERRED_ARTWORK_FORMATS,
  PRINT_FILE_RULES,
} from '@backlit/domain';
import { FileCheck2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { useShopInfo } from '../../../lib/shop-info';

const upper = (format: string) => format.toUpperCase();

/**
 * What the print files must be and where they go: the upload on the order's page, with e-mail
 * only for a file over the upload limit. After paying it points to the order's page
 * (`orderPath`); on the order's page, whose artwork panel already says how to upload, it gives
 * only the specification and the way round. `children` are extra buttons.
 */
export function PrintFileInstructions({
  trackingNo,
  orderPath,
  children,
}: {
  trackingNo: string;
  /** The order's page, where its upload is; without it, this is the order's page. */
  orderPath?: string;
  children?: ReactNode;
}) {
  const shop = useShopInfo();
  return (
    <section
      aria-labelledby="artwork-heading"
      className="rounded-2xl border border-slate-200 bg-white p-6 shadow-xs"
    >
      <h2
        id="artwork-heading"
        className="flex items-center gap-2 text-lg font-semibold text-slate-900"
      >
        <FileCheck2 aria-hidden className="size-5 text-glow-600" />
        {orderPath ? 'Next: upload your print files' : 'Print files'}
      </h2>
      {orderPath && (
        <p className="mt-3 text-slate-700">
          Upload the print file of each printed banner on{' '}
          <Link to={orderPath} className="font-medium text-glow-700 underline underline-offset-2">
            your order’s page
          </Link>
          : it is checked against our print rules at once and you see a proof within minutes.
        </p>
      )}
      <p className="mt-3 text-slate-700">
        {PREFERRED_ARTWORK_FORMATS.map(upper).join(' or ')} preferred; we accept{' '}
        {ACCEPTED_ARTWORK_FORMATS.map(upper).join(', ')}.
      </p>
      <p className="mt-2 text-sm text-slate-600">
        A file over the upload limit? E-mail a download link to{' '}
        <a
          href={`mailto:${shop.email}?subject=${encodeURIComponent(`Print files for order ${trackingNo}`)}`}
          className="font-medium text-glow-700 underline underline-offset-2"
        >
          {shop.email}
        </a>{' '}
        and quote your order number <strong>{trackingNo}</strong>.
      </p>
      <h3 className="mt-5 font-semibold text-slate-900">Print specification</h3>
      <ul className="mt-2 grid gap-1.5 text-sm text-slate-700 sm:grid-cols-2">
        {PRINT_FILE_RULES.map((rule) => (
          <li key={rule} className="flex gap-2">
            <span aria-hidden className="mt-2 size-1.5 shrink-0 rounded-full bg-glow-500" />
            {rule}
          </li>
        ))}
      </ul>
      <div className="mt-6 flex flex-wrap gap-3">
        <Button asChild>
          <Link to="/print-instruction">Print instructions and templates</Link>
        </Button>
        {children}
      </div>
    </section>
  );
}
