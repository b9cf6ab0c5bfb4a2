import { formatDollars, type FittingProduct, type MyFrame } from '@backlit/domain';
import { ImageOff } from 'lucide-react';
import { Link } from 'react-router';
import { QueryState } from '../../../components/query-state';
import { Button } from '../../../components/ui/button';
import { productImageSrcSet, storageUrl } from '../../../lib/product-image';
import { useMyFrames } from '../api/get-my-frames';

function Thumb({ image, className }: { image: string | null; className: string }) {
  if (!image) {
    return (
      <div
        aria-hidden
        className={`${className} grid shrink-0 place-items-center rounded-lg border border-slate-200 bg-slate-50 text-slate-400`}
      >
        <ImageOff className="size-5" />
      </div>
    );
  }
  return (
    <img
      src={storageUrl(image)}
      srcSet={productImageSrcSet(image)}
      sizes="6rem"
      alt=""
      loading="lazy"
      decoding="async"
      className={`${className} shrink-0 rounded-lg border border-slate-200 bg-slate-50 object-contain`}
    />
  );
}

function FitList({ title, products }: { title: string; products: FittingProduct[] }) {
  if (products.length === 0) return null;
  return (
    <div>
      <h4 className="text-sm font-semibold text-slate-900">{title}</h4>
      <ul className="mt-2 flex flex-col gap-2">
        {products.map((product) => (
          <li key={product.id} className="flex items-center gap-3">
            <Thumb image={product.image} className="size-12" />
            <Link
              to={`/product/${product.slug}`}
              className="min-w-0 flex-1 text-sm text-slate-800 underline-offset-4 hover:text-glow-700 hover:underline"
            >
              {product.name}
            </Link>
            <span className="text-sm text-slate-600 tabular-nums">
              {formatDollars(product.price)}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

function FrameCard({ frame }: { frame: MyFrame }) {
  const headingId = `frame-${frame.product_id}`;
  return (
    <li>
      <article
        aria-labelledby={headingId}
        className="flex flex-col gap-4 rounded-lg border border-slate-200 p-4"
      >
        <div className="flex flex-wrap items-start gap-4">
          <Thumb image={frame.image} className="size-20" />
          <div className="min-w-0 flex-1">
            <h3 id={headingId} className="font-semibold text-slate-900">
              <Link to={`/product/${frame.slug}`} className="underline-offset-4 hover:underline">
                {frame.name}
              </Link>
            </h3>
            <p className="text-sm text-slate-600">
              {frame.family_label} · print size {frame.print_size.width_mm} ×{' '}
              {frame.print_size.height_mm} mm visible
            </p>
            <p className="text-xs text-slate-500">
              {frame.quantity} received · last in order{' '}
              <Link
                to={`/dashboard-client/orders/${frame.last_order.id}`}
                className="text-sky-700 underline"
              >
                {frame.last_order.tracking_no}
              </Link>
            </p>
          </div>
          {frame.new_graphic && (
            <Button asChild className="w-full sm:w-auto">
              <Link to={`/product/${frame.new_graphic.slug}`}>New graphic for this frame</Link>
            </Button>
          )}
        </div>
        <div className="grid gap-4 md:grid-cols-3">
          <FitList title="Replacement banners" products={frame.banners} />
          <FitList title="Spare parts" products={frame.spare_parts} />
          <FitList title="Accessories" products={frame.accessories} />
        </div>
        {frame.banners.length + frame.spare_parts.length + frame.accessories.length === 0 && (
          <p className="text-sm text-slate-600">
            Nothing is listed for this frame right now; contact us for its parts.
          </p>
        )}
      </article>
    </li>
  );
}

/**
 * "My frames": the frames the customer received, each with its print size and what fits it
 * (replacement banners, spare parts, accessories), and a new graphic's banner to buy.
 */
export function MyFrames() {
  const frames = useMyFrames();
  return (
    <QueryState query={frames} loading="Loading your frames..." what="Your frames">
      {(data) =>
        data.length === 0 ? (
          <p className="text-sm text-slate-600">
            Frames you bought appear here once their order is delivered, with the banners, spare
            parts and accessories that fit them.{' '}
            <Link to="/category/BacklitFrames" className="text-sky-700 underline">
              See our frames
            </Link>
            .
          </p>
        ) : (
          <ul className="flex flex-col gap-4">
            {data.map((frame) => (
              <FrameCard key={frame.product_id} frame={frame} />
            ))}
          </ul>
        )
      }
    </QueryState>
  );
}
