import { PackageSearch } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';

/** The product grid; the catalogue has no products to list yet. */
export function ProductList() {
  return (
    <EmptyState
      icon={PackageSearch}
      title="No products found."
      text="Nothing is listed here at the moment. Have a look at the rest of the shop or come back soon."
      action={
        <Button asChild variant="secondary">
          <Link to="/">Back to home</Link>
        </Button>
      }
    />
  );
}
