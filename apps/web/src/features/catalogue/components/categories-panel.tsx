import { FolderTree } from 'lucide-react';

/** The left "Categories" list; empty until the catalogue has categories. */
export function CategoriesPanel() {
  return (
    <section
      aria-labelledby="categories-heading"
      className="rounded-xl border border-slate-200 bg-white p-5 shadow-xs"
    >
      <h2 id="categories-heading" className="text-base font-semibold text-slate-900">
        Categories
      </h2>
      <div className="mt-4 flex items-start gap-3 rounded-lg bg-slate-50 p-4 text-sm text-slate-600">
        <FolderTree aria-hidden className="mt-0.5 size-4 shrink-0 text-slate-400" />
        <p>No categories yet.</p>
      </div>
    </section>
  );
}
