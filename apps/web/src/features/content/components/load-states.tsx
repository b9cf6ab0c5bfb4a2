import { CircleAlert } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';

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

type LoadErrorProps = { what: string; onRetry: () => void };

/** A failed load (network, 5xx) with a way to try again. */
export function LoadError({ what, onRetry }: LoadErrorProps) {
  return (
    <EmptyState
      icon={CircleAlert}
      title={`${what} could not be loaded.`}
      text="Something went wrong on our side or with the connection. Please try again."
      action={<Button onClick={onRetry}>Try again</Button>}
    />
  );
}
