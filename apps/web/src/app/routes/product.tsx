import { useParams } from 'react-router';
import { ProductDetails } from '../../features/catalogue';
import { Component as NotFound } from './not-found';

/** A product's own page, `/product/{slug}`. */
function ProductPage() {
  const { slug = '' } = useParams();
  return <ProductDetails key={slug} slug={slug} notFound={<NotFound />} />;
}

export { ProductPage as Component };
