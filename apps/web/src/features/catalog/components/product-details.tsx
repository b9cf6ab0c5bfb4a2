import type { Product } from '@backlit/domain';
import { ChevronRight, Maximize2 } from 'lucide-react';
import { Suspense, type ReactNode } from 'react';
import { Link } from 'react-router';
import { DocumentTitle } from '../../../components/document-title';
import { LoadError } from '../../../components/ui/load-error';
import { isApiError } from '../../../lib/api-error';
import { useQuery } from '@tanstack/react-query';
import { RatingSummary } from '../../../components/ui/rating-stars';
import { useProduct } from '../api/get-product';
import { productReviewsQueryOptions } from '../api/get-product-reviews';
import { ProductReviews } from './product-reviews';
import { JsonLd } from '../../../components/json-ld';
import { PageHead } from '../../../components/page-head';
import { storageUrl } from '../../../lib/product-image';
import { useSiteOrigin } from '../../../lib/site-origin';
import { breadcrumbJsonLd, productBreadcrumbs, productJsonLd } from '../product-structured-data';
import { useProductActions } from '../product-actions';
import { summary } from '../summary';
import { ProductGallery } from './product-gallery';
import { ProductGrid } from './product-grid';
import { ProductPrice } from './product-price';
import { ProductPurchase } from './product-purchase';
import { StockStatus } from './stock-status';

type ProductDetailsProps = { slug: string; notFound: ReactNode };

/** A product's own page: photos, price, availability, details, description and related ones. */
export function ProductDetails({ slug, notFound }: ProductDetailsProps) {
  const query = useProduct(slug);
  // The first page as the loader fetched it: its reviews go into the structured data.
  const firstReviews = useQuery(productReviewsQueryOptions(slug));
  const origin = useSiteOrigin();
  const { PrintPreview, ShowPlanner } = useProductActions();

  if (isApiError(query.error, 404)) return notFound;
  if (query.isError) {
    return (
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
        <DocumentTitle title="Product" />
        <LoadError what="This product" error={query.error} onRetry={() => void query.refetch()} />
      </div>
    );
  }
  if (!query.data) return <ProductDetailsSkeleton />;

  const { product, related } = query.data;
  const images = [product.image, ...product.additional_images].filter(
    (image): image is string => image !== null,
  );

  return (
    <div className="bg-slate-50">
      <PageHead
        title={product.name}
        description={summary(product.description)}
        path={`/product/${product.slug}`}
        type="product"
        image={images[0] && storageUrl(images[0])}
      />
      <JsonLd
        data={[
          productJsonLd(product, origin, firstReviews.data?.reviews),
          breadcrumbJsonLd(product, origin),
        ]}
      />
      <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6 lg:px-8 lg:py-10">
        <Breadcrumbs product={product} />
        <div className="mt-6 grid gap-8 lg:grid-cols-2 lg:gap-12">
          <ProductGallery key={product.id} name={product.name} images={images} />
          <div className="flex flex-col gap-5">
            <div>
              <p className="text-sm font-medium tracking-wide text-glow-700 uppercase">
                {product.subCategory?.nameSubCategory ?? product.category.name}
              </p>
              <h1 className="mt-1 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
                {product.name}
              </h1>
            </div>
            <a href="#reviews" className="w-fit rounded hover:underline">
              <RatingSummary rating={product.rating} />
            </a>
            <ProductPrice product={product} size="lg" />
            <StockStatus stock={product.stock} />
            <ProductPurchase product={product} />
            {ShowPlanner && <ShowPlanner product={product} />}
            <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 rounded-xl border border-slate-200 bg-white p-4 text-sm">
              <dt className="text-slate-600">SKU</dt>
              <dd className="font-medium text-slate-900">{product.sku}</dd>
              <dt className="text-slate-600">Category</dt>
              <dd>
                <Link
                  to={`/category/${product.category.path}`}
                  className="font-medium text-glow-700 underline-offset-4 hover:underline"
                >
                  {product.category.name}
                </Link>
              </dd>
              {product.subCategory && (
                <>
                  <dt className="text-slate-600">Sub-category</dt>
                  <dd>
                    <Link
                      to={`/${product.subCategory.path}`}
                      className="font-medium text-glow-700 underline-offset-4 hover:underline"
                    >
                      {product.subCategory.nameSubCategory}
                    </Link>
                  </dd>
                </>
              )}
            </dl>
            {product.print_width_mm !== null && product.print_height_mm !== null && (
              <p className="flex items-center gap-2 text-sm font-medium text-slate-800">
                <Maximize2 aria-hidden className="size-4 text-slate-500" />
                {`Print size ${product.print_width_mm} × ${product.print_height_mm} mm`}
              </p>
            )}
            {product.description && (
              <section aria-labelledby="description-heading">
                <h2 id="description-heading" className="text-lg font-semibold text-slate-900">
                  Description
                </h2>
                <div className="mt-2 flex flex-col gap-3 text-base leading-relaxed text-slate-700">
                  {paragraphs(product.description).map((paragraph, index) => (
                    <p key={index}>{paragraph}</p>
                  ))}
                </div>
              </section>
            )}
          </div>
        </div>
        {PrintPreview && product.print_size !== null && (
          <section aria-labelledby="lit-heading" className="mt-12 max-w-3xl">
            <h2 id="lit-heading" className="text-xl font-bold tracking-tight text-slate-900">
              See it lit
            </h2>
            <p className="mt-1 mb-4 text-sm text-slate-600">
              Our sample artwork on this frame, switched off and switched on. After you order, your
              own print file is shown the same way beside its proof.
            </p>
            <PrintPreview product={{ ...product, print_size: product.print_size }} />
          </section>
        )}
        {/* Below the fold: in their own boundaries React takes the server's HTML of these over
            after the part a visitor sees, in short slices, rather than in one long task. */}
        <Suspense>
          <ProductReviews slug={product.slug} />
        </Suspense>
        {related.length > 0 && (
          <Suspense>
            <section aria-labelledby="related-heading" className="mt-14">
              <h2 id="related-heading" className="text-xl font-bold tracking-tight text-slate-900">
                Related products
              </h2>
              <div className="mt-5">
                <ProductGrid products={related} columns={4} />
              </div>
            </section>
          </Suspense>
        )}
      </div>
    </div>
  );
}

function paragraphs(text: string): string[] {
  return text
    .split(/\n\s*\n|\r?\n/)
    .map((part) => part.trim())
    .filter(Boolean);
}

function Breadcrumbs({ product }: { product: Product }) {
  const crumbs = productBreadcrumbs(product).map(({ path, label }) => ({ to: path, label }));
  return (
    <nav aria-label="Breadcrumb">
      <ol className="flex flex-wrap items-center gap-1.5 text-sm text-slate-600">
        {crumbs.map((crumb) => (
          <li key={crumb.to} className="flex items-center gap-1.5">
            <Link to={crumb.to} className="rounded hover:text-slate-900 hover:underline">
              {crumb.label}
            </Link>
            <ChevronRight aria-hidden className="size-3.5 text-slate-400" />
          </li>
        ))}
        <li aria-current="page" className="font-medium text-slate-900">
          {product.name}
        </li>
      </ol>
    </nav>
  );
}

function ProductDetailsSkeleton() {
  return (
    <div
      role="status"
      aria-label="Loading product"
      className="mx-auto max-w-7xl px-4 py-6 sm:px-6 lg:px-8 lg:py-10"
    >
      <div className="h-4 w-64 animate-pulse rounded bg-slate-100" />
      <div className="mt-6 grid gap-8 lg:grid-cols-2 lg:gap-12">
        <div className="aspect-square animate-pulse rounded-xl bg-slate-100" />
        <div className="flex flex-col gap-4">
          <div className="h-4 w-32 animate-pulse rounded bg-slate-100" />
          <div className="h-8 w-3/4 animate-pulse rounded bg-slate-200" />
          <div className="h-7 w-40 animate-pulse rounded bg-slate-200" />
          <div className="h-24 animate-pulse rounded-xl bg-slate-100" />
          <div className="h-32 animate-pulse rounded bg-slate-100" />
        </div>
      </div>
    </div>
  );
}
