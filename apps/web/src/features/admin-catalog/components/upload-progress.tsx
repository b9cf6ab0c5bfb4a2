import type { UploadProgress as Progress } from '../../../lib/upload';

/** How far the photos' upload has come: a labelled progress bar (indeterminate without a size). */
export function UploadProgress({ progress }: { progress: Progress }) {
  const percent =
    progress.total > 0
      ? Math.min(100, Math.round((progress.loaded / progress.total) * 100))
      : undefined;
  return (
    <div className="flex flex-col gap-2">
      <div className="flex justify-between text-sm font-medium text-slate-700">
        <span id="upload-progress-label">
          {percent === 100 ? 'Processing photos…' : 'Uploading…'}
        </span>
        {percent !== undefined && <span aria-hidden>{percent}%</span>}
      </div>
      <div
        role="progressbar"
        aria-labelledby="upload-progress-label"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-2 overflow-hidden rounded-full bg-slate-200"
      >
        <div
          className="h-full rounded-full bg-glow-500 transition-[width] duration-200"
          style={{ width: `${percent ?? 100}%` }}
        />
      </div>
    </div>
  );
}
