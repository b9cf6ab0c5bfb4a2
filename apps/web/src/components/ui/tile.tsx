import { ArrowRight, type LucideIcon } from 'lucide-react';

/** The dashboards' shortcut cards; put it on a Link, or a button for an action such as Log out. */
export const tileClassName =
  'group flex h-full w-full items-start gap-4 rounded-xl border border-slate-200 bg-white p-5 text-left shadow-xs transition-shadow hover:shadow-md';

/** What a tile shows: its icon, a title with an arrow, and one line saying where it leads. */
export function TileContent({
  icon: Icon,
  label,
  text,
}: {
  icon: LucideIcon;
  label: string;
  text: string;
}) {
  return (
    <>
      <span className="grid size-10 shrink-0 place-items-center rounded-lg bg-night-900 text-glow-400">
        <Icon aria-hidden className="size-5" />
      </span>
      <span className="flex-1">
        <span className="flex items-center gap-1 font-semibold text-slate-900">
          {label}
          <ArrowRight
            aria-hidden
            className="size-4 text-slate-400 transition-transform group-hover:translate-x-0.5"
          />
        </span>
        <span className="mt-0.5 block text-sm text-slate-600">{text}</span>
      </span>
    </>
  );
}
