import type { AdminProduct, MessageResponse } from '@backlit/domain';
import { useDeleteProduct } from '../api/delete-product';
import { ConfirmDeleteButton } from '../../../components/ui/confirm-delete-button';

type DeleteProductButtonProps = {
  product: Pick<AdminProduct, 'id' | 'name' | 'sku'>;
  onDeleted: (answer: MessageResponse) => void;
  onFailed: (message: string) => void;
};

/** The table's delete button: asks first, naming the product, then deletes it. */
export function DeleteProductButton({ product, onDeleted, onFailed }: DeleteProductButtonProps) {
  const del = useDeleteProduct();
  return (
    <ConfirmDeleteButton
      label={`Delete ${product.name}`}
      text="Delete"
      title="Delete product?"
      description={`“${product.name}” (SKU ${product.sku}) and its photos will be deleted. This cannot be undone.`}
      remove={() => del.mutateAsync(product.id)}
      onDeleted={onDeleted}
      failure={() => 'Failed to delete product. Please try again.'}
      onFailed={onFailed}
    >
      The product disappears from the shop at once.
    </ConfirmDeleteButton>
  );
}
