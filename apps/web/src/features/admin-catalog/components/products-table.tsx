import {
  dollarsToCents,
  formatMoney,
  type AdminProduct,
  type MessageResponse,
} from '@backlit/domain';
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

/** The back-office product table: on phones it scrolls sideways, the product column in view. */
export function ProductsTable({ products, onDeleted, onFailed, stale }: ProductsTableProps) {
  return (
    // No intrinsic width of its own: the wide table scrolls inside the page instead of widening it.
    <div className="relative overflow-hidden [contain:inline-size]">
      <Table className={cn('min-w-[860px] transition-opacity', stale && 'opacity-60')}>
        <TableCaption>Products</TableCaption>
        <TableHead>
          <tr>
            <TableHeaderCell className="sticky left-0 z-10 bg-slate-50">Product</TableHeaderCell>
            <TableHeaderCell>SKU</TableHeaderCell>
            <TableHeaderCell className="text-right">Stock</TableHeaderCell>
            <TableHeaderCell>Category</TableHeaderCell>
            <TableHeaderCell>Sub-Category</TableHeaderCell>
            <TableHeaderCell className="text-right">Selling Price</TableHeaderCell>
            <TableHeaderCell className="text-right">Original Price</TableHeaderCell>
            <TableHeaderCell className="w-0 text-center">Edit</TableHeaderCell>
            <TableHeaderCell className="w-0 text-center">Delete</TableHeaderCell>
          </tr>
        </TableHead>
        <TableBody>
          {products.map((product) => (
            <TableRow key={product.id}>
              <TableCell className="sticky left-0 z-10 bg-white py-2 shadow-[1px_0_0_var(--color-slate-100)]">
                <div className="flex w-44 items-center gap-3 sm:w-60">
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
                  <span className="line-clamp-2 font-medium text-slate-900">{product.name}</span>
                </div>
              </TableCell>
              <TableCell className="font-mono text-xs whitespace-nowrap">{product.sku}</TableCell>
              <TableCell
                className={cn(
                  'text-right tabular-nums',
                  product.stock === 0 && 'font-semibold text-red-700',
                )}
              >
                {product.stock}
              </TableCell>
              <TableCell className="whitespace-nowrap">{product.category.name}</TableCell>
              <TableCell className="whitespace-nowrap">
                {product.subCategory?.nameSubCategory ?? 'N/A'}
              </TableCell>
              <TableCell className="text-right whitespace-nowrap tabular-nums">
                {product.sellingPrice === null
                  ? 'N/A'
                  : formatMoney(dollarsToCents(product.sellingPrice), { code: true })}
              </TableCell>
              <TableCell className="text-right font-medium whitespace-nowrap text-slate-900 tabular-nums">
                {formatMoney(dollarsToCents(product.originalPrice), { code: true })}
              </TableCell>
              <TableCell className="py-2 text-center">
                <Button asChild variant="ghost" size="sm">
                  <Link
                    to={`/admin/edit-product/${product.id}`}
                    aria-label={`Edit ${product.name}`}
                  >
                    <Pencil aria-hidden />
                    <span className="max-sm:sr-only">Edit</span>
                  </Link>
                </Button>
              </TableCell>
              <TableCell className="py-2 text-center">
                <DeleteProductButton product={product} onDeleted={onDeleted} onFailed={onFailed} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}
