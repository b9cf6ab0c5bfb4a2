import {
  ARTWORK_OPEN_UPLOADS_PER_CUSTOMER,
  ARTWORK_OPEN_UPLOADS_PER_LINE,
  ARTWORK_UPLOAD_EXPIRY_HOURS,
  ARTWORK_LINE_STATUS_LABELS,
  PREFLIGHT_RULE_LABELS,
  type ArtworkFile,
  type ArtworkLine,
  type ArtworkLineStatus,
  type CheckVerdict,
  type OrderArtworkResponse,
  type ReorderLineResponse,
} from '@backlit/domain';
import {
  CircleAlert,
  CircleCheck,
  CircleX,
  Download,
  FileText,
  Pause,
  Play,
  X,
} from 'lucide-react';
import { useId, useRef, type ReactNode } from 'react';
import { QueryState } from '../../../components/query-state';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { useOrderArtwork } from '../api/get-order-artwork';
import type { ReorderLineInput } from '../api/reorder-line';
import { useArtworkUpload, type UploadState } from '../api/upload-artwork';
import { BleedFix, FileOrigin } from './bleed-fix';
import { LitPreview } from './lit-preview';
import { ReorderOffer } from './reorder-offer';

/** What the file picker offers; the server decides by content whatever is picked. */
const ACCEPT = '.pdf,.tif,.tiff,.ai,.eps,.psd,.indd';

const STATUS_TONES: Record<ArtworkLineStatus, string> = {
  awaiting_file: 'bg-amber-50 text-amber-900 ring-amber-200',
  checking: 'bg-sky-50 text-sky-800 ring-sky-200',
  needs_attention: 'bg-red-50 text-red-800 ring-red-200',
  ready_for_review: 'bg-indigo-50 text-indigo-800 ring-indigo-200',
  approved: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  in_production: 'bg-slate-100 text-slate-800 ring-slate-200',
};

const VERDICT_ICONS: Record<CheckVerdict, ReactNode> = {
  pass: <CircleCheck aria-label="Passed" className="size-4 shrink-0 text-emerald-600" />,
  warn: <CircleAlert aria-label="Warning" className="size-4 shrink-0 text-amber-600" />,
  fail: <CircleX aria-label="Failed" className="size-4 shrink-0 text-red-600" />,
};

export function formatBytes(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  if (bytes < 1024 ** 3) return `${(bytes / 1024 ** 2).toFixed(1)} MB`;
  return `${(bytes / 1024 ** 3).toFixed(2)} GB`;
}

export function ArtworkStatusBadge({ status }: { status: ArtworkLineStatus }) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1',
        STATUS_TONES[status],
      )}
    >
      {ARTWORK_LINE_STATUS_LABELS[status]}
    </span>
  );
}

/** The checks of a file, each with its verdict and what to do. */
export function PreflightReportList({ file }: { file: ArtworkFile }) {
  if (!file.report) {
    return <p className="text-sm text-slate-600">Checking your file against our print rules…</p>;
  }
  return (
    <ul className="flex flex-col gap-2" aria-label="Check results">
      {file.report.checks.map((check) => (
        <li key={check.rule} className="flex gap-2 text-sm">
          {VERDICT_ICONS[check.verdict]}
          <span>
            <span className="font-medium text-slate-900">
              {PREFLIGHT_RULE_LABELS[check.rule]}:{' '}
            </span>
            {check.message}
          </span>
        </li>
      ))}
    </ul>
  );
}

/** Page 1 with the lines the frame cuts and hides, and what each line means. */
export function ArtworkProof({ file }: { file: ArtworkFile }) {
  if (!file.proof_url) return null;
  return (
    <figure className="flex flex-col gap-2">
      <img
        src={file.proof_url}
        alt={`Proof of ${file.filename}: page 1 with the trim, bleed and safety lines`}
        className="max-h-96 w-auto self-start rounded border border-slate-200 bg-slate-50"
        loading="lazy"
      />
      <figcaption className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-600">
        <span>
          <span aria-hidden className="mr-1 inline-block h-0.5 w-4 bg-red-600 align-middle" />
          Bleed: cut away
        </span>
        <span>
          <span aria-hidden className="mr-1 inline-block h-0.5 w-4 bg-blue-700 align-middle" />
          Trim: the visible edge
        </span>
        <span>
          <span
            aria-hidden
            className="mr-1 inline-block h-0.5 w-4 border-t-2 border-dashed border-green-600 align-middle"
          />
          Safety: keep text inside
        </span>
      </figcaption>
    </figure>
  );
}

const PHASE_WORDS: Record<Extract<UploadState, { sent: number }>['phase'], string> = {
  uploading: 'Uploading',
  paused: 'Paused',
  retrying: 'Connection lost, retrying…',
  failed: 'Stopped',
};

function UploadProgress({ state }: { state: UploadState }) {
  if (!('sent' in state)) return null;
  const percent = state.total === 0 ? 0 : Math.floor((state.sent / state.total) * 100);
  return (
    <div className="flex flex-col gap-1">
      <div
        role="progressbar"
        aria-label="Upload progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-2.5 w-full overflow-hidden rounded-full bg-slate-200"
      >
        <div
          className="h-full rounded-full bg-sky-600 transition-[width]"
          style={{ width: `${percent}%` }}
        />
      </div>
      <p
        className={cn(
          'text-xs',
          // A dropped line is worth noticing: the bar stands still meanwhile.
          state.phase === 'retrying' ? 'font-medium text-amber-800' : 'text-slate-600',
        )}
        aria-live="polite"
      >
        {PHASE_WORDS[state.phase]} {percent} % — {formatBytes(state.sent)} of{' '}
        {formatBytes(state.total)}
      </p>
    </div>
  );
}

function UploadControl({
  line,
  orderId,
  uploadUrl,
  maxBytes,
}: {
  line: ArtworkLine;
  orderId: number;
  uploadUrl: string;
  maxBytes: number;
}) {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const { state, start, pause, resume, cancel } = useArtworkUpload(orderId, uploadUrl);
  const busy =
    state.phase === 'uploading' || state.phase === 'retrying' || state.phase === 'paused';
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center gap-2">
        <label htmlFor={inputId} className="sr-only">
          {line.file ? 'Replace the print file' : 'Choose your print file'} for {line.name}
        </label>
        <input
          ref={input}
          id={inputId}
          type="file"
          accept={ACCEPT}
          className="hidden"
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) void start(file, [line.line_id]);
          }}
        />
        <Button
          type="button"
          variant={line.file ? 'secondary' : 'primary'}
          disabled={busy}
          onClick={() => input.current?.click()}
        >
          <FileText aria-hidden />
          {line.file ? 'Replace file' : 'Upload print file'}
        </Button>
        {(state.phase === 'uploading' || state.phase === 'retrying') && (
          <Button type="button" variant="secondary" onClick={pause}>
            <Pause aria-hidden />
            Pause
          </Button>
        )}
        {(state.phase === 'paused' || state.phase === 'failed') && (
          <Button type="button" variant="secondary" onClick={resume}>
            <Play aria-hidden />
            Resume
          </Button>
        )}
        {state.phase !== 'idle' && state.phase !== 'done' && (
          <Button type="button" variant="secondary" onClick={cancel}>
            <X aria-hidden />
            Cancel upload
          </Button>
        )}
        <a href={line.template_url} className="text-sm font-medium text-sky-700 underline" download>
          Template for {line.print_size.label}
        </a>
      </div>
      <UploadProgress state={state} />
      {state.phase === 'failed' && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {state.message}
        </p>
      )}
      <p className="text-xs text-slate-500">
        PDF or TIFF are checked at once; AI, EPS, PSD and InDesign files are checked by our studio.
        Up to {formatBytes(maxBytes)}. An unfinished upload is deleted {ARTWORK_UPLOAD_EXPIRY_HOURS}{' '}
        hours after it started; at most {ARTWORK_OPEN_UPLOADS_PER_LINE} may be under way per banner
        and {ARTWORK_OPEN_UPLOADS_PER_CUSTOMER} in all.
      </p>
    </div>
  );
}

/** Told when a reorder is in the cart (the page refreshes the cart and opens its panel). */
export type OnReordered = (answer: ReorderLineResponse, input: ReorderLineInput) => void;

function ArtworkLineCard({
  line,
  data,
  fileActions,
  onReordered,
}: {
  line: ArtworkLine;
  data: OrderArtworkResponse;
  fileActions?: (file: ArtworkFile, line: ArtworkLine) => ReactNode;
  onReordered?: OnReordered;
}) {
  const file = line.file;
  return (
    <li
      className="flex flex-col gap-4 rounded-lg border border-slate-200 p-4"
      data-testid="artwork-line"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <p className="font-semibold text-slate-900">
            {line.quantity} × {line.name}
          </p>
          <p className="text-xs text-slate-600">
            {line.print_size.label}: {line.print_size.width_mm} × {line.print_size.height_mm} mm
            visible, plus 10 mm bleed on every side
          </p>
        </div>
        <ArtworkStatusBadge status={line.status} />
      </div>
      {file && (
        <div className="flex flex-col gap-3">
          <p className="flex flex-wrap items-center gap-2 text-sm">
            <span className="font-medium break-all text-slate-900">{file.filename}</span>
            <span className="text-slate-500">{formatBytes(file.size_bytes)}</span>
            {file.by_staff && <span className="text-slate-500">(sent by our studio)</span>}
            {file.download_url && (
              <a
                href={file.download_url}
                className="inline-flex items-center gap-1 text-sky-700 underline"
              >
                <Download aria-hidden className="size-4" />
                Download
              </a>
            )}
          </p>
          {file.staff_message && (
            <p className="rounded-md bg-amber-50 p-3 text-sm text-amber-900">
              <span className="font-semibold">From our studio: </span>
              {file.staff_message}
            </p>
          )}
          <FileOrigin file={file} />
          {file.reordered && (
            <p className="text-sm text-emerald-800">
              A reorder: this approved artwork was carried over from an earlier order and is printed
              as it was, with no new upload or check.
            </p>
          )}
          <div className="grid gap-4 md:grid-cols-[minmax(0,1fr)_minmax(0,18rem)]">
            <PreflightReportList file={file} />
            <ArtworkProof file={file} />
          </div>
          <BleedFix orderId={data.order_id} file={file} />
          {file.preview_url && (
            <LitPreview
              imageUrl={file.preview_url}
              frameSlug={line.print_size.slug}
              subject={`the file ${file.filename}`}
            />
          )}
          {fileActions?.(file, line)}
        </div>
      )}
      <ReorderOffer orderId={data.order_id} line={line} onReordered={onReordered} />
      {line.can_replace &&
        data.order_status !== 'cancelled' &&
        data.order_status !== 'refunded' && (
          <UploadControl
            line={line}
            orderId={data.order_id}
            uploadUrl={data.upload_url}
            maxBytes={data.max_upload_bytes}
          />
        )}
    </li>
  );
}

/**
 * An order's print files: per printed line, its frame and template, the file with its check
 * report and proof, and the upload (or replace) with progress, pause and resume. Staff pages
 * pass `fileActions` for their review buttons.
 */
export function ArtworkPanel({
  orderId,
  fileActions,
  onReordered,
  heading = 'Your artwork',
}: {
  orderId: number;
  fileActions?: (file: ArtworkFile, line: ArtworkLine) => ReactNode;
  onReordered?: OnReordered;
  heading?: string;
}) {
  const artwork = useOrderArtwork(orderId);
  const headingId = useId();
  return (
    <QueryState query={artwork} loading="Loading the artwork..." what="The artwork">
      {(data) =>
        data.lines.length === 0 ? null : (
          <section
            aria-labelledby={headingId}
            className="rounded-xl border border-slate-200 bg-white p-5 shadow-xs"
          >
            <h2 id={headingId} className="text-base font-semibold text-slate-900">
              {heading}
            </h2>
            <p className="mt-1 text-sm text-slate-600">
              Upload one print file per banner. We check it against our print rules at once and show
              you a proof; we print once our studio has approved it. Files are kept{' '}
              {data.retention_months} months after delivery (or after the order is cancelled or
              refunded), then deleted; approved files of a shipped order are kept{' '}
              {data.reorder_months} months after shipping, for a reorder.
            </p>
            <ul className="mt-4 flex flex-col gap-4">
              {data.lines.map((line) => (
                <ArtworkLineCard
                  key={line.line_id}
                  line={line}
                  data={data}
                  fileActions={fileActions}
                  onReordered={onReordered}
                />
              ))}
            </ul>
          </section>
        )
      }
    </QueryState>
  );
}
