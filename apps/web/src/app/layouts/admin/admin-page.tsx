import type { ReactNode } from 'react';
import { DocumentTitle } from '../../../components/document-title';

type AdminPageProps = {
  title: string;
  description: string;
  /** Main actions of the page, shown beside the heading. */
  actions?: ReactNode;
  children: ReactNode;
};

/** Heading, description and content of every back-office page. */
export function AdminPage({ title, description, actions, children }: AdminPageProps) {
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-8">
      <DocumentTitle title={`${title} · Admin`} />
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-slate-900">{title}</h1>
          <p className="mt-1 text-sm text-slate-600">{description}</p>
        </div>
        {actions && <div className="flex shrink-0 gap-3">{actions}</div>}
      </div>
      {children}
    </div>
  );
}
