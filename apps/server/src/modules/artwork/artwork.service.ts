import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import {
  ARTWORK_FILE_EXTENSIONS,
  ARTWORK_FILE_FORMATS,
  ARTWORK_OPEN_UPLOAD_BYTES_PER_CUSTOMER,
  ARTWORK_OPEN_UPLOADS_PER_CUSTOMER,
  ARTWORK_OPEN_UPLOADS_PER_LINE,
  ARTWORK_RETENTION_MONTHS,
  ARTWORK_UPLOAD_EXPIRY_HOURS,
  artworkDownloadName,
  artworkLineStatus,
  canReplaceArtwork,
  CHECKED_FORMATS,
  findFrameSize,
  refusedReport,
  ROLE,
  studioReport,
  type ArtworkFile,
  type ArtworkFileFields,
  type ArtworkFileFormat,
  type ArtworkLine,
  type FrameSize,
  type OrderArtworkResponse,
  type PrepressItem,
} from '@backlit/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { ArtworkConfig } from '../../config';
import type { Database } from '../../db/client';
import { recordStaffAction, type AuditActor } from '../../platform/audit';
import { AppError, invalidData } from '../../platform/errors';
import type { JobQueue } from '../../platform/jobs';
import type { FileStorage } from '../../platform/storage';
import { mayViewOrder, type OrderViewer } from '../../platform/order-links';
import { artworkCheckJob, artworkUploadExpiryJob, newArtworkRequestedJob } from './artwork.jobs';
import {
  ArtworkRepository,
  type ArtworkFileRow,
  type ArtworkOrderRow,
  type ArtworkUploadRow,
  type Uploader,
} from './artwork.repository';
import { sniffArtworkFile } from './file-type';
import { checkStoredFile, refusal } from './artwork-check';
import { ArtworkReorders } from './artwork-reorder';

export const ORDER_NOT_FOUND = 'Order not found.';
export const FILE_NOT_FOUND = 'File not found.';
export const UPLOAD_NOT_FOUND = 'Upload not found.';
/** How long an unfinished upload may be resumed before it is deleted. */
export const UPLOAD_EXPIRY_MS = ARTWORK_UPLOAD_EXPIRY_HOURS * 3600 * 1000;
const ORDER_CLOSED = 'This order was cancelled: it takes no more files.';
const FREE_AN_UPLOAD = `Finish or cancel one of them, or wait: an unfinished upload is deleted ${ARTWORK_UPLOAD_EXPIRY_HOURS} hours after it started.`;
/** How many files the prepress queue shows at once. */
const PREPRESS_PAGE = 100;

export interface ArtworkDeps {
  db: Database;
  jobs: JobQueue;
  /** The private storage: files never served without these routes' checks. */
  storage: FileStorage;
  /** The folder where uploads under way are written, on this instance. */
  uploadsInProgress: string;
  config: ArtworkConfig;
  log: FastifyBaseLogger;
}

const iso = (date: Date | null) => (date === null ? null : date.toISOString());

/**
 * Whether the customer may ask the shop to add the bleed to this file: its check failed only on
 * the bleed, it is the customer's own (not already the shop's version), nothing was made or
 * chosen for it yet, and it is still kept.
 */
export function canAddBleed(file: ArtworkFileRow, correction: ArtworkFileRow | null): boolean {
  return (
    file.status === 'needs_attention' &&
    (file.report?.fixes ?? []).includes('add_bleed') &&
    file.correctedFrom === null &&
    file.printChoice === null &&
    file.storageName !== null &&
    correction === null
  );
}

const takesNoFiles = (status: string) => status === 'cancelled' || status === 'refunded';

/** Uploads started before this are expired (their deletion may still be on its way). */
const expiredBefore = () => new Date(Date.now() - UPLOAD_EXPIRY_MS);

/**
 * Where a finished upload's file is kept: named by the shop, from the upload and the type found
 * in the content, so a copy left by a finish that never completed is found again and deleted.
 */
function storedFileName(orderId: number, uploadId: string, format: ArtworkFileFormat): string {
  return `artwork/${orderId}/${uploadId}.${ARTWORK_FILE_EXTENSIONS[format]}`;
}

/**
 * Who an upload counts against: a signed-in customer (or staff) by account; the holder of a
 * guest order's link by the order's address, as one customer.
 */
function uploaderOf(viewer: OrderViewer, order: ArtworkOrderRow): Uploader {
  const user = viewer.user;
  if (user && (user.roleAs === ROLE.admin || user.id === order.userId)) return { userId: user.id };
  return { guestEmail: order.email.toLowerCase() };
}

const gigabytes = (bytes: number) => `${Math.round((bytes / 1024 ** 3) * 10) / 10} GB`;

/**
 * Artwork on orders: which lines need a file, receiving files (the tus routes call `startUpload`
 * and `finishUpload`), checking them, and the staff's review.
 */
export class ArtworkService {
  readonly repository: ArtworkRepository;
  readonly reorders: ArtworkReorders;

  constructor(private readonly deps: ArtworkDeps) {
    this.repository = new ArtworkRepository(deps.db);
    this.reorders = new ArtworkReorders(deps);
  }

  /**
   * The order, when the viewer may see its artwork: its customer, the holder of its private
   * link, or staff. Else 404.
   */
  async orderFor(viewer: OrderViewer, orderId: number): Promise<ArtworkOrderRow> {
    const order = await this.repository.order(orderId);
    if (!order || !mayViewOrder(viewer, order, { staff: true })) {
      throw new AppError('NOT_FOUND', ORDER_NOT_FOUND);
    }
    return order;
  }

  async fileFor(viewer: OrderViewer, orderId: number, fileId: number): Promise<ArtworkFileRow> {
    await this.orderFor(viewer, orderId);
    const file = await this.repository.file(orderId, fileId);
    if (!file) throw new AppError('NOT_FOUND', FILE_NOT_FOUND);
    return file;
  }

  private fileFields(file: ArtworkFileRow): ArtworkFileFields {
    const base = `/api/orders/${file.orderId}/artwork/files/${file.id}`;
    const madeByShop = file.correctedFrom !== null;
    return {
      id: file.id,
      filename: file.filename,
      size_bytes: file.sizeBytes,
      format: file.format,
      status: file.status,
      report: file.report,
      proof_url: file.proofName ? `${base}/proof` : null,
      download_url: file.storageName ? base : null,
      by_staff: file.byStaff,
      staff_message: file.staffMessage,
      uploaded_at: file.createdAt.toISOString(),
      reviewed_at: iso(file.reviewedAt),
      preview_url: file.previewName ? `${base}/preview` : null,
      made_by_shop: madeByShop,
      reordered: file.reorderedFrom !== null,
      // The shop's version is printed only once chosen; the customer's file says what they chose.
      print_choice:
        madeByShop && file.status !== 'offered' && file.status !== 'checking'
          ? 'shop_version'
          : file.printChoice,
    };
  }

  /** A file as customer and staff see it, with the shop's version of it if one is offered. */
  fileView(file: ArtworkFileRow, correction: ArtworkFileRow | null = null): ArtworkFile {
    return {
      ...this.fileFields(file),
      can_add_bleed: canAddBleed(file, correction),
      correction: correction ? this.fileFields(correction) : null,
    };
  }

  async overview(
    viewer: OrderViewer,
    orderId: number,
  ): Promise<Omit<OrderArtworkResponse, 'status'>> {
    const order = await this.orderFor(viewer, orderId);
    const lines = await this.repository.lines(orderId);
    const corrections = await this.repository.correctionsOf(
      lines.flatMap((line) => (line.file ? [line.file.id] : [])),
    );
    // Reordering puts the product in the customer's own cart: their account, not a link or staff.
    const reorders = await this.reorders.offers(
      order,
      lines,
      viewer.user !== null && viewer.user.id === order.userId,
    );
    return {
      order_id: order.id,
      tracking_no: order.trackingNo,
      order_status: order.status,
      upload_url: `/api/orders/${order.id}/artwork/uploads`,
      max_upload_bytes: this.deps.config.maxBytes,
      retention_months: ARTWORK_RETENTION_MONTHS,
      reorder_months: this.deps.config.reorderMonths,
      lines: lines.map((line): ArtworkLine => {
        const frame = findFrameSize(line.printSize);
        return {
          line_id: line.lineId,
          name: line.name,
          sku: line.sku,
          quantity: line.quantity,
          print_size: {
            slug: line.printSize,
            label: frame?.label ?? line.printSize,
            width_mm: frame?.widthMm ?? 0,
            height_mm: frame?.heightMm ?? 0,
          },
          template_url: `/api/print-templates/${line.printSize}.pdf`,
          status: artworkLineStatus(line.file, order.status),
          can_replace: canReplaceArtwork(line.file),
          file: line.file ? this.fileView(line.file, corrections.get(line.file.id) ?? null) : null,
          reorder: reorders.get(line.lineId) ?? null,
        };
      }),
    };
  }

  /**
   * Checks that `lineIds` are printed lines of the order, all of one size and none with an
   * approved file, and records the upload that will bring their file. Answers its id.
   */
  async startUpload(
    viewer: OrderViewer,
    orderId: number,
    request: { lineIds: number[]; filename: string; declaredBytes: number },
  ): Promise<string> {
    const order = await this.orderFor(viewer, orderId);
    const uploader = uploaderOf(viewer, order);
    if (takesNoFiles(order.status)) throw new AppError('CONFLICT', ORDER_CLOSED);
    const lines = await this.repository.lines(orderId);
    const chosen = lines.filter((line) => request.lineIds.includes(line.lineId));
    if (chosen.length === 0 || chosen.length !== new Set(request.lineIds).size) {
      throw invalidData({ lines: ['Choose the order lines this file is for.'] });
    }
    if (new Set(chosen.map((line) => line.printSize)).size > 1) {
      throw invalidData({ lines: ['One file can only serve lines of the same print size.'] });
    }
    if (chosen.some((line) => !canReplaceArtwork(line.file))) {
      throw new AppError(
        'CONFLICT',
        'The file for this line is approved already; contact us to change it.',
      );
    }
    // Refused here rather than by tus, whose answer would come before the upload's record could
    // be taken back: the next upload asked for at once would still count this one.
    if (request.declaredBytes > this.deps.config.maxBytes) {
      throw new AppError(
        'PAYLOAD_TOO_LARGE',
        `This file is larger than ${gigabytes(this.deps.config.maxBytes)}, the most one upload may be: e-mail us a download link instead, quoting your order number.`,
      );
    }
    const id = randomUUID();
    const lineIds = chosen.map((line) => line.lineId);
    await this.repository.transaction(async (repository) => {
      await repository.lockUploader(uploader);
      await this.refuseOverLimits(repository, uploader, orderId, lineIds, request.declaredBytes);
      await repository.createUpload({
        id,
        orderId,
        userId: 'userId' in uploader ? uploader.userId : null,
        guestEmail: 'guestEmail' in uploader ? uploader.guestEmail : null,
        lineIds,
        filename: request.filename,
        declaredBytes: request.declaredBytes,
      });
      await this.deps.jobs.enqueue(
        repository.db,
        artworkUploadExpiryJob,
        { uploadId: id, orderId },
        { startAfterSeconds: UPLOAD_EXPIRY_MS / 1000 },
      );
    });
    return id;
  }

  /**
   * A 429 naming the limit when one more upload would pass it, and how to free one (not a 409,
   * which tus clients take for a moment's conflict and try again at once).
   */
  private async refuseOverLimits(
    repository: ArtworkRepository,
    uploader: Uploader,
    orderId: number,
    lineIds: number[],
    declaredBytes: number,
  ): Promise<void> {
    const since = expiredBefore();
    const onOrder = await repository.openUploadLines(orderId, since);
    const busiest = Math.max(
      ...lineIds.map((lineId) => onOrder.filter((lines) => lines.includes(lineId)).length),
    );
    if (busiest >= ARTWORK_OPEN_UPLOADS_PER_LINE) {
      throw new AppError(
        'TOO_MANY_REQUESTS',
        `This line has ${ARTWORK_OPEN_UPLOADS_PER_LINE} unfinished uploads already, the most it may have. ${FREE_AN_UPLOAD}`,
      );
    }
    const open = await repository.openUploadsOf(uploader, since);
    if (open.count >= ARTWORK_OPEN_UPLOADS_PER_CUSTOMER) {
      throw new AppError(
        'TOO_MANY_REQUESTS',
        `You have ${ARTWORK_OPEN_UPLOADS_PER_CUSTOMER} unfinished uploads already, the most one account may have. ${FREE_AN_UPLOAD}`,
      );
    }
    // A shop that allows larger files than the bound still lets one of them through.
    const bytesLimit = Math.max(ARTWORK_OPEN_UPLOAD_BYTES_PER_CUSTOMER, this.deps.config.maxBytes);
    if (open.bytes + declaredBytes > bytesLimit) {
      throw new AppError(
        'TOO_MANY_REQUESTS',
        `Your unfinished uploads would come to more than ${gigabytes(bytesLimit)}, the most one account may have under way. ${FREE_AN_UPLOAD}`,
      );
    }
  }

  /** An unfinished upload of the order, while it may be resumed; else 404. */
  async openUpload(orderId: number, uploadId: string): Promise<ArtworkUploadRow> {
    const upload = await this.repository.upload(uploadId);
    if (!upload || upload.orderId !== orderId || upload.createdAt < expiredBefore()) {
      throw new AppError('NOT_FOUND', UPLOAD_NOT_FOUND);
    }
    return upload;
  }

  /**
   * An upload's time is up: deleted with the bytes it received here and any stored copy a finish
   * left without recording it. A finished upload's bytes in progress are gone already or garbage.
   */
  async expireUpload(uploadId: string, orderId: number): Promise<void> {
    const received = path.join(this.deps.uploadsInProgress, uploadId);
    await Promise.all([rm(received, { force: true }), rm(`${received}.json`, { force: true })]);
    const unfinished = await this.repository.takeUpload(uploadId);
    if (!unfinished) return;
    await this.deps.storage.remove(
      ARTWORK_FILE_FORMATS.map((format) => storedFileName(orderId, uploadId, format)),
    );
  }

  /** The name a stored file is downloaded under: chosen by the shop, never the customer's. */
  async downloadName(file: ArtworkFileRow): Promise<string> {
    const order = await this.repository.order(file.orderId);
    const numbers = await this.repository.lineNumbers(file.orderId);
    const lines = await this.repository.linesOfFile(file.id);
    return artworkDownloadName(
      order?.trackingNo ?? `order-${file.orderId}`,
      lines.map((line) => numbers.get(line.lineId) ?? 0),
      file.format,
      file.id,
    );
  }

  /**
   * A complete upload: its type decided from its content, then kept in storage as the lines'
   * file, and queued for the check (or for the studio, for formats we do not read).
   * Answers the new file, or throws a 415 that names the accepted types.
   */
  async finishUpload(uploadId: string, file: string, sizeBytes: number): Promise<ArtworkFileRow> {
    const upload = await this.repository.upload(uploadId);
    if (!upload) throw new AppError('NOT_FOUND', UPLOAD_NOT_FOUND);
    const order = await this.repository.order(upload.orderId);
    if (!order) throw new AppError('NOT_FOUND', ORDER_NOT_FOUND);
    if (upload.createdAt < expiredBefore() || takesNoFiles(order.status)) {
      await this.repository.deleteUpload(uploadId);
      throw upload.createdAt < expiredBefore()
        ? new AppError('NOT_FOUND', UPLOAD_NOT_FOUND)
        : new AppError('CONFLICT', ORDER_CLOSED);
    }
    const format = await sniffArtworkFile(file);
    if (!format) {
      await this.repository.deleteUpload(uploadId);
      throw new AppError(
        'UNSUPPORTED_MEDIA_TYPE',
        'This file is not a PDF, TIFF, AI, EPS, PSD or InDesign file (we look at its content, not its name). Export your artwork as PDF or TIFF.',
      );
    }
    const storageName = storedFileName(order.id, uploadId, format);
    await this.deps.storage.copyIn(storageName, file);
    try {
      return await this.recordUpload(upload, order, { storageName, sizeBytes, format });
    } catch (error) {
      // Not recorded: the stored copy serves nothing. Refused for good, the upload goes too.
      await this.deps.storage.remove([storageName]);
      if (error instanceof AppError) await this.repository.deleteUpload(uploadId);
      throw error;
    }
  }

  /**
   * Records a stored upload as its lines' file, if the order still takes files at this moment
   * (its row is held against a cancel until this commits) and nothing else took the upload.
   */
  private async recordUpload(
    upload: ArtworkUploadRow,
    order: ArtworkOrderRow,
    stored: { storageName: string; sizeBytes: number; format: ArtworkFileFormat },
  ): Promise<ArtworkFileRow> {
    const { storageName, sizeBytes, format } = stored;
    const checked = CHECKED_FORMATS.includes(format);
    const lines = await this.repository.lines(order.id);
    const frame = findFrameSize(
      lines.find((line) => upload.lineIds.includes(line.lineId))?.printSize ?? '',
    );
    const { file: row, replaced } = await this.repository.transaction(async (repository) => {
      const status = await repository.lockOrderStatus(order.id);
      if (!status || takesNoFiles(status)) throw new AppError('CONFLICT', ORDER_CLOSED);
      if (!(await repository.takeUpload(upload.id))) {
        throw new AppError('NOT_FOUND', UPLOAD_NOT_FOUND);
      }
      const attached = await repository.attachFile(
        {
          orderId: order.id,
          storageName,
          filename: upload.filename,
          sizeBytes,
          format,
          status: checked ? 'checking' : 'ready_for_review',
          report:
            !checked && frame ? studioReport(frame, format, this.deps.config.fabricWidthMm) : null,
          uploadedBy: upload.userId,
          // A link holder's upload (no user) is the customer's own.
          byStaff: upload.userId !== null && upload.userId !== order.userId,
        },
        upload.lineIds,
      );
      if (checked) {
        await this.deps.jobs.enqueue(repository.db, artworkCheckJob, {
          fileId: attached.file.id,
        });
      }
      return attached;
    });
    await this.deps.storage.remove(replaced);
    return row;
  }

  /** The check of one file (a job): measured in the preflight process, judged, proof kept. */
  async check(fileId: number): Promise<void> {
    const file = await this.repository.fileById(fileId);
    if (!file || file.status !== 'checking' || !file.storageName) return;
    const frame = await this.frameOf(file);
    if (!frame) return;
    const result = await checkStoredFile(
      this.deps,
      { ...file, storageName: file.storageName },
      frame,
    );
    if (!result.ok) {
      await this.repository.setCheckResult(file.id, {
        status: 'needs_attention',
        report: refusedReport(frame, refusal(result.outcome, file.format)),
        proofName: null,
      });
      return;
    }
    const { report, proofName, previewName } = result;
    const saved = await this.repository.setCheckResult(file.id, {
      status: report.verdict === 'fail' ? 'needs_attention' : 'ready_for_review',
      report,
      proofName,
      previewName,
    });
    // Replaced while it was being checked: its proof has no file to go with.
    if (!saved) await this.deps.storage.remove([proofName, previewName]);
  }

  /** The frame a file is printed for: that of the lines it serves (or its original serves). */
  async frameOf(file: ArtworkFileRow): Promise<FrameSize | undefined> {
    const lines = await this.repository.lines(file.orderId);
    const line = lines.find(
      (candidate) =>
        candidate.file !== null &&
        (candidate.file.id === file.id || candidate.file.id === file.correctedFrom),
    );
    return findFrameSize(line?.printSize ?? '');
  }

  /** Staff approve a file; over warnings or failures only with a reason. */
  async approve(
    actor: AuditActor,
    orderId: number,
    fileId: number,
    reason: string | undefined,
  ): Promise<{ message: string; file: ArtworkFileRow }> {
    return this.repository.transaction(async (repository) => {
      const file = await this.reviewable(repository, orderId, fileId);
      const clean = file.report?.verdict === 'pass';
      if (!clean && !reason) {
        throw invalidData({
          reason: ['This file has warnings or failed checks: say why it can be printed anyway.'],
        });
      }
      const approved = await repository.review(fileId, {
        status: 'approved',
        staffMessage: reason ?? null,
        reviewedBy: actor.id,
      });
      await recordStaffAction(repository.db, actor, {
        area: 'orders',
        action: 'artwork.approve',
        summary: `Approved artwork ${file.filename} of order ${orderId}${reason ? ` (${reason})` : ''}`,
      });
      return { message: `${file.filename} is approved for print.`, file: approved };
    });
  }

  /** Staff ask for a new file; the customer is e-mailed the message. */
  async requestNewFile(
    actor: AuditActor,
    orderId: number,
    fileId: number,
    message: string,
  ): Promise<{ message: string; file: ArtworkFileRow }> {
    return this.repository.transaction(async (repository) => {
      const file = await this.reviewable(repository, orderId, fileId);
      const changed = await repository.review(fileId, {
        status: 'changes_requested',
        staffMessage: message,
        reviewedBy: actor.id,
      });
      await recordStaffAction(repository.db, actor, {
        area: 'orders',
        action: 'artwork.request_new_file',
        summary: `Asked for a new file instead of ${file.filename} of order ${orderId}`,
      });
      await this.deps.jobs.enqueue(repository.db, newArtworkRequestedJob, { fileId });
      return { message: 'The customer was asked for a new file by e-mail.', file: changed };
    });
  }

  private async reviewable(
    repository: ArtworkRepository,
    orderId: number,
    fileId: number,
  ): Promise<ArtworkFileRow> {
    const file = await repository.lockFile(orderId, fileId);
    if (!file) throw new AppError('NOT_FOUND', FILE_NOT_FOUND);
    if (file.status === 'checking') {
      throw new AppError('CONFLICT', 'This file is still being checked; wait for its report.');
    }
    if (file.status === 'replaced' || file.status === 'approved') {
      throw new AppError(
        'CONFLICT',
        file.status === 'approved'
          ? 'This file is approved already.'
          : 'The customer has replaced this file.',
      );
    }
    return file;
  }

  async prepressQueue(): Promise<PrepressItem[]> {
    const rows = await this.repository.waitingForReview(PREPRESS_PAGE);
    const corrections = await this.repository.correctionsOf(rows.map(({ file }) => file.id));
    return Promise.all(
      rows.map(async ({ file, order }) => ({
        order_id: order.id,
        tracking_no: order.trackingNo,
        customer: `${order.firstName} ${order.lastName}`,
        lines: (await this.repository.linesOfFile(file.id)).map((line) => ({
          line_id: line.lineId,
          name: line.name,
          quantity: line.quantity,
        })),
        file: this.fileView(file, corrections.get(file.id) ?? null),
      })),
    );
  }

  /** Whether a stored file's format is one a browser may be told it is. */
  static contentType(format: ArtworkFileFormat): string {
    const types: Record<ArtworkFileFormat, string> = {
      pdf: 'application/pdf',
      tiff: 'image/tiff',
      eps: 'application/postscript',
      psd: 'image/vnd.adobe.photoshop',
      indd: 'application/x-indesign',
    };
    return types[format];
  }
}
