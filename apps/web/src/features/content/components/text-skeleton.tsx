/** Grey lines in the shape of text while content loads. */
export function TextSkeleton({ label, lines = 6 }: { label: string; lines?: number }) {
  return (
    <div role="status" aria-label={label} className="flex flex-col gap-3">
      <div aria-hidden className="h-6 w-1/2 animate-pulse rounded bg-slate-200" />
      {Array.from({ length: lines }, (_, index) => (
        <div
          key={index}
          aria-hidden
          className="h-4 animate-pulse rounded bg-slate-100"
          style={{ width: `${[100, 96, 92, 98, 88, 70][index % 6]}%` }}
        />
      ))}
    </div>
  );
}
