import type { ArtworkFile } from '@backlit/domain';
import { Check, MailWarning } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/toast';
import { isApiError } from '../../../lib/api-error';
import { errorMessage } from '../../../lib/server-errors';
import { useReviewArtwork } from '../api/review-artwork';

const REVIEWABLE = new Set<ArtworkFile['status']>(['ready_for_review', 'needs_attention']);

/**
 * The studio's decision on a file: approve it (over warnings or failures, with the reason), or
 * ask the customer for a new one with a message that is e-mailed to them.
 */
export function ReviewActions({
  orderId,
  file,
  onReviewed,
}: {
  orderId: number;
  file: ArtworkFile;
  onReviewed: () => void;
}) {
  const { approve, request } = useReviewArtwork(onReviewed);
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  if (!REVIEWABLE.has(file.status)) return null;
  const clean = file.report?.verdict === 'pass';
  const target = { orderId, fileId: file.id };
  const fail = (error: unknown) =>
    setProblem(
      isApiError(error, 422)
        ? (Object.values(error.validation_errors)[0]?.[0] ?? errorMessage(error))
        : errorMessage(error),
    );
  const noteId = `review-note-${file.id}`;

  return (
    <div className="flex flex-col gap-2 rounded-lg bg-slate-50 p-3">
      <label htmlFor={noteId} className="text-sm font-medium text-slate-800">
        {clean ? 'Message to the customer' : 'Reason to approve anyway, or message to the customer'}
      </label>
      <textarea
        id={noteId}
        value={note}
        onChange={(event) => setNote(event.target.value)}
        rows={2}
        maxLength={1000}
        aria-describedby={problem ? `${noteId}-error` : undefined}
        className="w-full rounded-lg border border-slate-300 bg-white p-2 text-sm"
      />
      {problem && (
        <p id={`${noteId}-error`} role="alert" className="text-xs font-medium text-red-700">
          {problem}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button
          type="button"
          size="sm"
          disabled={approve.isPending}
          onClick={() => {
            setProblem(null);
            approve.mutate(
              { ...target, ...(note.trim() ? { reason: note.trim() } : {}) },
              { onSuccess: (done) => toast.success(done.message), onError: fail },
            );
          }}
        >
          <Check aria-hidden />
          {clean ? 'Approve for print' : 'Approve anyway'}
        </Button>
        <Button
          type="button"
          size="sm"
          variant="secondary"
          disabled={request.isPending}
          onClick={() => {
            setProblem(null);
            request.mutate(
              { ...target, message: note.trim() },
              { onSuccess: (done) => toast.success(done.message), onError: fail },
            );
          }}
        >
          <MailWarning aria-hidden />
          Ask for a new file
        </Button>
      </div>
    </div>
  );
}
