import type { Category } from '@backlit/domain';
import { FolderTree, Pencil, Plus } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { QueryState } from '../../../components/query-state';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeaderCell,
  TableRow,
} from '../../../components/ui/table';
import { DeleteCategoryButton, useCategories } from '../../../features/admin-catalog';
import { AdminPage } from '../../layouts/admin/admin-page';

type Notice = { variant: 'success' | 'error'; message: string; at: number };

function ViewCategoryPage() {
  const categories = useCategories();
  const [notice, setNotice] = useState<Notice>();

  return (
    <AdminPage
      title="Categories"
      description="All categories and their sub-categories."
      actions={
        <Button asChild>
          <Link to="/admin/category">
            <Plus aria-hidden />
            Add Category
          </Link>
        </Button>
      }
    >
      {notice && (
        <Alert
          key={notice.at}
          variant={notice.variant}
          // Success hides after 3 s, as back-office results do; a failure stays until dismissed.
          autoHide={notice.variant === 'success'}
          onClose={() => setNotice(undefined)}
        >
          {notice.message}
        </Alert>
      )}
      <QueryState query={categories} loading="Loading categories…" what="The categories">
        {(list) =>
          list.length === 0 ? (
            <EmptyState
              icon={FolderTree}
              title="No categories yet."
              text="Add your first category to start organising the catalogue."
            />
          ) : (
            <CategoriesTable
              categories={list}
              onDeleted={(message) => setNotice({ variant: 'success', message, at: Date.now() })}
              onFailed={(message) => setNotice({ variant: 'error', message, at: Date.now() })}
            />
          )
        }
      </QueryState>
    </AdminPage>
  );
}

type CategoriesTableProps = {
  categories: Category[];
  onDeleted: (message: string) => void;
  onFailed: (message: string) => void;
};

/**
 * On phones the columns keep fixed shares of the screen, so both actions stay in view: a name or
 * list too long for its column wraps, breaking a word only when it cannot fit on a line.
 */
function CategoriesTable({ categories, onDeleted, onFailed }: CategoriesTableProps) {
  return (
    <Table className="max-sm:table-fixed">
      <TableCaption>Categories</TableCaption>
      <TableHead>
        <tr>
          <TableHeaderCell>Category</TableHeaderCell>
          <TableHeaderCell>Sub Category</TableHeaderCell>
          <TableHeaderCell className="w-0 text-right max-sm:w-25">
            <span className="sr-only">Actions</span>
          </TableHeaderCell>
        </tr>
      </TableHead>
      <TableBody>
        {categories.map((category) => (
          <TableRow key={category.id}>
            <TableCell className="font-medium wrap-break-word text-slate-900 max-sm:pr-2">
              {category.name}
            </TableCell>
            <TableCell className="wrap-break-word max-sm:px-2">
              {category.sub_categories.length > 0
                ? category.sub_categories.map((sub) => sub.nameSubCategory).join(', ')
                : 'N/A'}
            </TableCell>
            <TableCell className="py-2 max-sm:px-2">
              <div className="flex items-center justify-end gap-1">
                <Button asChild variant="ghost" size="sm">
                  <Link
                    to={`/admin/edit-sub-category/${category.id}`}
                    aria-label={`Edit ${category.name}`}
                  >
                    <Pencil aria-hidden />
                    {/* Icon only on phones, so both actions fit beside the names. */}
                    <span className="max-sm:sr-only">Edit</span>
                  </Link>
                </Button>
                <DeleteCategoryButton
                  category={category}
                  onDeleted={(answer) => onDeleted(answer.message)}
                  onFailed={onFailed}
                />
              </div>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

export { ViewCategoryPage as Component };
