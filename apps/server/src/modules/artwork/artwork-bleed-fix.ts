import { ARTWORK_FILE_EXTENSIONS, refusedReport, ROLE, type PrintChoice } from '@backlit/domain';
import { recordStaffAction } from '../../platform/audit';
import { AppError } from '../../platform/errors';
import type { JobQueue } from '../../platform/jobs';
import type { AuthUser } from '../auth';
import type { OrderViewer } from '../../platform/order-links';
import { checkStoredFile, refusal, type CheckDeps } from './artwork-check';
import { artworkAddBleedJob } from './artwork.jobs';
import type { ArtworkFileRow } from './artwork.repository';
import { canAddBleed, FILE_NOT_FOUND, type ArtworkService } from './artwork.service';

const NOT_FIXABLE =
  'We can add the bleed only to a file whose check failed on its bleed alone, once.';
const NOTHING_OFFERED = 'There is no version with the bleed added to choose yet.';

/** "banner.pdf" → "banner-with-bleed.pdf": the shop's version says what was done to it. */
export function withBleedName(filename: string, format: ArtworkFileRow['format']): string {
  const stem = filename.replace(/\.[^.]{1,5}$/, '') || 'artwork';
  return `${stem}-with-bleed.${ARTWORK_FILE_EXTENSIONS[format]}`;
}

/**
 * "Add the bleed for me": for a file that failed only on its bleed, the shop makes a version with
 * the edges extended (mirrored) and checks it in the preflight process; the customer sees both
 * proofs and chooses which one is printed. Staff see the choice and that the shop made the file.
 */
export class BleedFixService {
  constructor(
    private readonly artwork: ArtworkService,
    private readonly deps: CheckDeps & { jobs: JobQueue },
  ) {}

  private get repository() {
    return this.artwork.repository;
  }

  /** Starts making the shop's version of a file; answers the file with it (being made). */
  async request(viewer: OrderViewer, orderId: number, fileId: number) {
    await this.artwork.fileFor(viewer, orderId, fileId);
    return this.repository.transaction(async (repository) => {
      const file = await repository.lockFile(orderId, fileId);
      if (!file) throw new AppError('NOT_FOUND', FILE_NOT_FOUND);
      const [made] = (await repository.correctionsOf([file.id])).values();
      const current = (await repository.linesOfFile(file.id)).length > 0;
      if (!current || !canAddBleed(file, made ?? null)) throw new AppError('CONFLICT', NOT_FIXABLE);
      const correction = await repository.insertFile({
        orderId,
        storageName: null,
        filename: withBleedName(file.filename, file.format),
        sizeBytes: 0,
        format: file.format,
        status: 'checking',
        correctedFrom: file.id,
        // The shop makes it; asked for by an account, or by a guest through the order's link.
        uploadedBy: viewer.user?.id ?? null,
      });
      await this.deps.jobs.enqueue(repository.db, artworkAddBleedJob, { fileId: correction.id });
      return {
        message: 'We are adding the bleed to your file and checking it: this takes a moment.',
        file,
        correction,
      };
    });
  }

  /** The job: the version made, checked, and offered (with a refusal when it could not be made). */
  async make(fileId: number): Promise<void> {
    const correction = await this.repository.fileById(fileId);
    if (!correction || correction.status !== 'checking' || correction.correctedFrom === null) {
      return;
    }
    const original = await this.repository.fileById(correction.correctedFrom);
    const frame = await this.artwork.frameOf(correction);
    if (!original?.storageName || !frame) {
      // Replaced or deleted meanwhile: nothing to offer.
      await this.repository.updateFile(correction.id, { status: 'replaced' });
      return;
    }
    const storageName = `artwork/${correction.orderId}/${correction.id}-with-bleed.${ARTWORK_FILE_EXTENSIONS[correction.format]}`;
    const result = await checkStoredFile(
      this.deps,
      { ...original, storageName: original.storageName },
      frame,
      storageName,
    );
    if (!result.ok) {
      await this.repository.setCheckResult(correction.id, {
        status: 'offered',
        report: refusedReport(
          frame,
          `We could not add the bleed to this file. ${refusal(result.outcome, correction.format)}`,
        ),
        proofName: null,
      });
      return;
    }
    const names = [result.proofName, result.previewName, storageName];
    const saved = await this.repository.setCheckResult(correction.id, {
      status: 'offered',
      report: result.report,
      proofName: result.proofName,
      previewName: result.previewName,
      storageName,
      sizeBytes: result.corrected?.sizeBytes ?? 0,
    });
    if (!saved) await this.deps.storage.remove(names);
  }

  /**
   * The customer's choice between their own file and the shop's version. The shop's version
   * takes the file's place on its lines and goes to the studio's review; their own file stays,
   * marked as chosen over the offer. The version not chosen is deleted.
   */
  async choose(
    viewer: OrderViewer,
    user: AuthUser | null,
    orderId: number,
    fileId: number,
    use: PrintChoice,
  ) {
    await this.artwork.fileFor(viewer, orderId, fileId);
    const { chosen, removed, message } = await this.repository.transaction(async (repository) => {
      const file = await repository.lockFile(orderId, fileId);
      if (!file) throw new AppError('NOT_FOUND', FILE_NOT_FOUND);
      const [correction] = (await repository.correctionsOf([file.id])).values();
      if (!correction || correction.status !== 'offered' || file.status !== 'needs_attention') {
        throw new AppError('CONFLICT', NOTHING_OFFERED);
      }
      if (use === 'shop_version') {
        if (!correction.storageName || correction.report?.verdict === 'fail') {
          throw new AppError(
            'CONFLICT',
            'Our version did not pass the check either: send a new file, or keep your own.',
          );
        }
        if ((await repository.moveLines(file.id, correction.id)) === 0) {
          throw new AppError('CONFLICT', NOTHING_OFFERED);
        }
        await repository.updateFile(correction.id, { status: 'ready_for_review' });
        await repository.updateFile(file.id, {
          status: 'replaced',
          printChoice: 'shop_version',
          storageName: null,
          proofName: null,
          previewName: null,
        });
        await this.recordIfStaff(
          repository.db,
          user,
          orderId,
          `${correction.filename} (made by the shop)`,
        );
        return {
          chosen: { ...correction, status: 'ready_for_review' as const },
          removed: [file.storageName, file.proofName, file.previewName],
          message:
            'The version with the bleed added goes to print once our studio has approved it.',
        };
      }
      await repository.updateFile(file.id, { printChoice: 'own_file' });
      await repository.updateFile(correction.id, {
        status: 'replaced',
        storageName: null,
        proofName: null,
        previewName: null,
      });
      await this.recordIfStaff(
        repository.db,
        user,
        orderId,
        `${file.filename} (the customer's own)`,
      );
      return {
        chosen: { ...file, printChoice: 'own_file' as const },
        removed: [correction.storageName, correction.proofName, correction.previewName],
        message: 'Your own file stays as it is; our studio will look at it.',
      };
    });
    await this.deps.storage.remove(removed.filter((name): name is string => name !== null));
    return { message, file: chosen };
  }

  /** A choice made by staff for the customer goes in the audit log. */
  private async recordIfStaff(
    db: Parameters<typeof recordStaffAction>[0],
    user: AuthUser | null,
    orderId: number,
    what: string,
  ) {
    if (user?.roleAs !== ROLE.admin) return;
    await recordStaffAction(
      db,
      { id: user.id, email: user.email },
      {
        area: 'orders',
        action: 'artwork.print_choice',
        summary: `Chose ${what} for print on order ${orderId}`,
      },
    );
  }
}
