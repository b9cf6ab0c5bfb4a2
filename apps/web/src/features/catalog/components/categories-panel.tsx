import type { PublicCategory } from '@backlit/domain';
import { ChevronDown, FolderTree } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { cn } from '../../../lib/cn';
import { usePublicCategories } from '../api/public-categories';
import { listedCategories } from '../catalog-selection';

/** Ids of the category (and sub-category) whose products are being shown. */
export type CurrentCategory = {
  categoryId?: number | undefined;
  subCategoryId?: number | undefined;
};

/**
 * The left "Categories" list: each category with something to buy and its product count, opening
 * its sub-categories.
 * The category being shown starts open and is highlighted, with its current link marked.
 */
export function CategoriesPanel({ current = {} }: { current?: CurrentCategory }) {
  const categories = usePublicCategories();
  const failed = categories.isError;

  useEffect(() => {
    // A failed categories fetch is logged only: the panel stays empty rather than show an error.
    if (failed) console.error('Could not load the categories.', categories.error);
  }, [failed, categories.error]);

  return (
    <section
      aria-labelledby="categories-heading"
      className="rounded-xl border border-slate-200 bg-white p-5 shadow-xs"
    >
      <h2 id="categories-heading" className="text-base font-semibold text-slate-900">
        Categories
      </h2>
      {categories.isPending ? (
        <CategoriesSkeleton />
      ) : failed ? (
        <Quiet>Categories are not available right now.</Quiet>
      ) : listedCategories(categories.data).length === 0 ? (
        <Quiet>No categories yet.</Quiet>
      ) : (
        <CategoryList categories={listedCategories(categories.data)} current={current} />
      )}
    </section>
  );
}

type CategoryListProps = { categories: PublicCategory[]; current: CurrentCategory };

function CategoryList({ categories, current }: CategoryListProps) {
  const isCurrentCategory = (category: PublicCategory) => category.id === current.categoryId;
  // The category of the page being shown starts open, and opens when the shopper moves to another.
  const [open, setOpen] = useState<number | undefined>(current.categoryId);
  const [shown, setShown] = useState(current.categoryId);
  if (shown !== current.categoryId) {
    setShown(current.categoryId);
    if (current.categoryId !== undefined) setOpen(current.categoryId);
  }

  return (
    <ul className="mt-4 flex flex-col gap-1">
      {categories.map((category) => {
        const expanded = open === category.id;
        const listId = `category-${category.id}-subcategories`;
        const active = isCurrentCategory(category);
        return (
          <li key={category.id}>
            <button
              type="button"
              aria-expanded={expanded}
              aria-controls={listId}
              onClick={() => setOpen(expanded ? undefined : category.id)}
              className={cn(
                'flex w-full items-center gap-2 rounded-lg px-3 py-2 text-left text-sm font-medium text-slate-700 transition-colors hover:bg-slate-50 hover:text-slate-900',
                active && 'bg-glow-100/60 text-slate-900',
              )}
            >
              <span className="min-w-0 flex-1 truncate">{category.name}</span>
              <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-600 tabular-nums">
                {category.productCount}
                <span className="sr-only">
                  {' '}
                  {category.productCount === 1 ? 'product' : 'products'}
                </span>
              </span>
              <ChevronDown
                aria-hidden
                className={cn(
                  'size-4 shrink-0 text-slate-400 transition-transform',
                  expanded && 'rotate-180',
                )}
              />
            </button>
            <ul
              id={listId}
              hidden={!expanded}
              className="mt-1 mb-2 ml-3 border-l border-slate-200 pl-3"
            >
              <SubLink
                to={`/category/${category.path}`}
                isCurrent={active && current.subCategoryId === undefined}
              >
                {`All ${category.name}`}
              </SubLink>
              {category.subCategories.map((sub) => (
                <SubLink
                  key={sub.id}
                  to={`/${sub.path}`}
                  isCurrent={current.subCategoryId === sub.id}
                  count={sub.productCount}
                >
                  {sub.nameSubCategory}
                </SubLink>
              ))}
            </ul>
          </li>
        );
      })}
    </ul>
  );
}

type SubLinkProps = { to: string; isCurrent: boolean; count?: number; children: string };

function SubLink({ to, isCurrent, count, children }: SubLinkProps) {
  return (
    <li>
      <Link
        to={to}
        aria-current={isCurrent ? 'page' : undefined}
        className={cn(
          'flex items-center gap-2 rounded-md px-2 py-1.5 text-sm text-slate-600 transition-colors hover:bg-slate-50 hover:text-slate-900',
          isCurrent && 'font-semibold text-glow-700',
        )}
      >
        <span className="min-w-0 flex-1 truncate">{children}</span>
        {count !== undefined && (
          <span className="text-xs text-slate-500 tabular-nums">({count})</span>
        )}
      </Link>
    </li>
  );
}

function CategoriesSkeleton() {
  return (
    <ul aria-busy="true" aria-label="Loading categories" className="mt-4 flex flex-col gap-2">
      {[0, 1, 2, 3].map((row) => (
        <li key={row} className="h-9 animate-pulse rounded-lg bg-slate-100" />
      ))}
    </ul>
  );
}

function Quiet({ children }: { children: string }) {
  return (
    <div className="mt-4 flex items-start gap-3 rounded-lg bg-slate-50 p-4 text-sm text-slate-600">
      <FolderTree aria-hidden className="mt-0.5 size-4 shrink-0 text-slate-400" />
      <p>{children}</p>
    </div>
  );
}
