import { artworkSamplePath } from '@backlit/domain';
import { useParams } from 'react-router';
import { LitPreview } from '../../features/artwork';
import { AddToCartButton } from '../../features/cart';
import {
  ProductActionsContext,
  ProductDetails,
  type PrintPreviewSlotProps,
  type ProductActions,
} from '../../features/catalog';
import { ShowPlannerBox } from '../../features/shows';
import { WishlistToggle } from '../../features/wishlist';
import { Component as NotFound } from './not-found';
import type { LoaderFunction } from 'react-router';
import { productQueryOptions, productReviewsQueryOptions } from '../../features/catalog';
import { preload } from '../../lib/query-client';

/** A printed product's frame with the shop's sample artwork, lit and unlit. */
function SamplePrintPreview({ product }: PrintPreviewSlotProps) {
  return (
    <LitPreview
      imageUrl={artworkSamplePath({ slug: product.print_size })}
      frameSlug={product.print_size}
      subject="our sample artwork"
      maxPanelHeightRem={24}
    />
  );
}

// The page's Add to cart and heart (and the related products' cards) use the cart and wish list
// features; a printed product's lit preview the artwork feature; "Need it for a show?" the shows
// feature.
const PRODUCT_ACTIONS: ProductActions = {
  AddToCart: AddToCartButton,
  WishlistToggle,
  PrintPreview: SamplePrintPreview,
  ShowPlanner: ShowPlannerBox,
};

/** A product's own page, `/product/{slug}`. */
function ProductPage() {
  const { slug = '' } = useParams();
  return (
    <ProductActionsContext value={PRODUCT_ACTIONS}>
      <ProductDetails key={slug} slug={slug} notFound={<NotFound />} />
    </ProductActionsContext>
  );
}

export const loader: LoaderFunction = ({ params, context }) =>
  preload(context, (client) =>
    Promise.all([
      client.prefetchQuery(productQueryOptions(params.slug ?? '')),
      client.prefetchQuery(productReviewsQueryOptions(params.slug ?? '')),
    ]),
  );

export { ProductPage as Component };
