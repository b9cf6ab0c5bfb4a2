import { formatDollars, type AdminProduct, type MessageResponse } from '@backlit/domain';
import { ImageOff, Pencil } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeaderCell,
  TableRow,
} from '../../../components/ui/table';
import { cn } from '../../../lib/cn';
import { productImageSrcSet, storageUrl } from '../../../lib/product-image';
import { DeleteProductButton } from './delete-product-button';

type ProductsTableProps = {
  products: readonly AdminProduct[];
  onDeleted: (answer: MessageResponse) => void;
  onFailed: (message: string) => void;
  /** Dims the rows while the next page or search loads. */
  stale?: boolean;
};

/**
 * The back-office product table in five columns that fit beside the sidebar at 1280 px (SKU
 * under the name, sub-category under the category, the compare-at price under the price); on
 * phones each product is a card with its actions.
 */
export function ProductsTable({ products, onDeleted, onFailed, stale }: ProductsTableProps) {
  return (
    <Table stacked className={cn('transition-opacity', stale && 'opacity-60')}>
      <TableCaption>Products</TableCaption>
      <TableHead>
        <tr>
          <TableHeaderCell>Product</TableHeaderCell>
          <TableHeaderCell>Category</TableHeaderCell>
          <TableHeaderCell className="text-right">Stock</TableHeaderCell>
          <TableHeaderCell className="text-right">Price</TableHeaderCell>
          <TableHeaderCell className="text-right">Actions</TableHeaderCell>
        </tr>
      </TableHead>
      <TableBody>
        {products.map((product) => (
          <TableRow key={product.id}>
            <TableCell className="py-2">
              <div className="flex min-w-0 items-center gap-3">
                {product.image ? (
                  <img
                    src={storageUrl(product.image)}
                    srcSet={productImageSrcSet(product.image)}
                    sizes="48px"
                    alt=""
                    width={48}
                    height={48}
                    loading="lazy"
                    className="size-12 shrink-0 rounded-md border border-slate-200 bg-slate-100 object-cover"
                  />
                ) : (
                  <span className="grid size-12 shrink-0 place-items-center rounded-md bg-slate-100 text-slate-400">
                    <ImageOff aria-hidden className="size-5" />
                  </span>
                )}
                <span className="min-w-0">
                  <span className="line-clamp-2 font-medium text-slate-900">{product.name}</span>
                  <span className="block font-mono text-xs text-slate-500">
                    <span className="sr-only">SKU </span>
                    {product.sku}
                  </span>
                </span>
              </div>
            </TableCell>
            <TableCell label="Category">
              <span className="block">
                <span className="block">{product.category.name}</span>
                <span className="block text-xs text-slate-500">
                  {product.subCategory?.nameSubCategory ?? 'No sub-category'}
                </span>
              </span>
            </TableCell>
            <TableCell
              label="Stock"
              className={cn(
                'text-right tabular-nums',
                product.stock === 0 && 'font-semibold text-red-700',
              )}
            >
              {product.stock}
            </TableCell>
            <TableCell label="Price" className="text-right whitespace-nowrap tabular-nums">
              <span className="block">
                <span className="block font-medium text-slate-900">
                  {formatDollars(product.originalPrice, { code: true })}
                </span>
                {product.sellingPrice !== null && (
                  <s className="block text-xs text-slate-500">
                    <span className="sr-only">Compare-at price </span>
                    {formatDollars(product.sellingPrice, { code: true })}
                  </s>
                )}
              </span>
            </TableCell>
            <TableCell className="py-2 text-right">
              <div className="flex justify-end gap-1 @max-3xl:border-t @max-3xl:border-slate-100 @max-3xl:pt-2">
                <Button asChild variant="ghost" size="sm">
                  <Link
                    to={`/admin/edit-product/${product.id}`}
                    aria-label={`Edit ${product.name}`}
                  >
                    <Pencil aria-hidden />
                    Edit
                  </Link>
                </Button>
                <DeleteProductButton product={product} onDeleted={onDeleted} onFailed={onFailed} />
              </div>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
