import { cn } from '../../../lib/cn';

/** The payments a filter's option would list; an empty one is dimmed. */
export function FilterCount({ count }: { count: number | undefined }) {
  if (count === undefined) return null;
  return (
    <span
      className={cn(
        'rounded-full px-2 py-0.5 text-xs font-semibold tabular-nums',
        count > 0 ? 'bg-slate-200 text-slate-800' : 'bg-slate-100 text-slate-500',
      )}
    >
      {count}
    </span>
  );
}

/** The count of "all": every option's count added up; undefined until the first answer. */
export function countOfAll(counts: Record<string, number> | undefined): number | undefined {
  return counts && Object.values(counts).reduce((sum, count) => sum + count, 0);
}
