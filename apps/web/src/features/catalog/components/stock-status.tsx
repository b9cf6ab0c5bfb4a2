import { CircleCheck, CircleX } from 'lucide-react';
import { cn } from '../../../lib/cn';

/** Availability as the shop states it: "N in stock" or "Out of stock". */
export function StockStatus({ stock, className }: { stock: number; className?: string }) {
  const inStock = stock > 0;
  const Icon = inStock ? CircleCheck : CircleX;
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1.5 text-sm font-medium',
        inStock ? 'text-emerald-700' : 'text-red-700',
        className,
      )}
    >
      <Icon aria-hidden className="size-4" />
      {inStock ? `${stock} in stock` : 'Out of stock'}
    </span>
  );
}
