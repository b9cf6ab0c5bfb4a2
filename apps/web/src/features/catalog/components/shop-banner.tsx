import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { PageBanner } from '../../../components/page-banner';

const CRUMBS = [
  { to: '/', label: 'Home' },
  { to: '/allproducts', label: 'Shop' },
];

type ShopBannerProps = {
  title: string;
  /** The category a sub-category list belongs to, linked in the breadcrumb. */
  parent?: { to: string; label: string } | undefined;
};

/** The banner above every product list: the list's title and where it sits in the shop. */
export function ShopBanner({ title, parent }: ShopBannerProps) {
  const crumbs = parent ? [...CRUMBS, parent] : CRUMBS;
  return (
    <PageBanner
      title={title}
      eyebrow={
        <nav aria-label="Breadcrumb">
          <ol className="flex flex-wrap items-center gap-1.5 text-sm text-slate-400">
            {crumbs.map((crumb) => (
              <li key={crumb.to} className="flex items-center gap-1.5">
                <Link to={crumb.to} className="rounded hover:text-white">
                  {crumb.label}
                </Link>
                <ChevronRight aria-hidden className="size-3.5" />
              </li>
            ))}
            <li aria-current="page" className="font-medium text-glow-300">
              {title}
            </li>
          </ol>
        </nav>
      }
    />
  );
}
