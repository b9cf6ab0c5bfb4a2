import type { ArtworkFileStatus, PreflightReport } from '@backlit/domain';
import {
  and,
  asc,
  eq,
  gt,
  inArray,
  isNotNull,
  isNull,
  ne,
  notInArray,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  artworkFiles,
  artworkLines,
  artworkUploads,
  orderLines,
  orders,
  products,
  users,
} from '../../db/schema';

export type ArtworkFileRow = typeof artworkFiles.$inferSelect;
export type ArtworkUploadRow = typeof artworkUploads.$inferSelect;
export type NewArtworkFile = typeof artworkFiles.$inferInsert;

/** Who sends an upload: a signed-in user, or a guest order's link holder by the order's address. */
export type Uploader = { userId: number } | { guestEmail: string };

export interface ArtworkOrderRow {
  id: number;
  userId: number | null;
  trackingNo: string;
  status: string;
  firstName: string;
  lastName: string;
  email: string;
  /** When staff marked it shipped; null before. */
  shippedAt: Date | null;
}

export interface ArtworkLineRow {
  lineId: number;
  /** Null once the product was deleted from the catalogue. */
  productId: number | null;
  name: string;
  sku: string;
  quantity: number;
  printSize: string;
  file: ArtworkFileRow | null;
}

const orderColumns = {
  id: orders.id,
  userId: orders.userId,
  trackingNo: orders.trackingNo,
  status: orders.status,
  firstName: orders.firstName,
  lastName: orders.lastName,
  email: orders.email,
  shippedAt: orders.shippedAt,
};

/** A product a reorder may put in the cart, at today's price. */
export interface ReorderProductRow {
  id: number;
  name: string;
  slug: string;
  priceCents: number;
  fitRole: string | null;
  printSize: string | null;
}

/** The artwork module's queries: its own tables, and the orders and lines it reads. */
export class ArtworkRepository {
  constructor(readonly db: Database) {}

  transaction<T>(work: (repository: ArtworkRepository) => Promise<T>): Promise<T> {
    return this.db.transaction((tx) => work(new ArtworkRepository(tx)));
  }

  async order(orderId: number): Promise<ArtworkOrderRow | undefined> {
    const [row] = await this.db
      .select(orderColumns)
      .from(orders)
      .where(eq(orders.id, orderId))
      .limit(1);
    return row;
  }

  /** The order's printed lines with their current file, in the order's line order. */
  async lines(orderId: number): Promise<ArtworkLineRow[]> {
    const rows = await this.db
      .select({
        lineId: orderLines.id,
        productId: orderLines.productId,
        name: orderLines.name,
        sku: orderLines.sku,
        quantity: orderLines.quantity,
        printSize: orderLines.printSize,
        file: artworkFiles,
      })
      .from(orderLines)
      .leftJoin(artworkLines, eq(artworkLines.orderLineId, orderLines.id))
      .leftJoin(artworkFiles, eq(artworkFiles.id, artworkLines.fileId))
      .where(and(eq(orderLines.orderId, orderId), isNotNull(orderLines.printSize)))
      .orderBy(asc(orderLines.id));
    return rows.map((row) => ({ ...row, printSize: row.printSize ?? '' }));
  }

  async file(orderId: number, fileId: number): Promise<ArtworkFileRow | undefined> {
    const [row] = await this.db
      .select()
      .from(artworkFiles)
      .where(and(eq(artworkFiles.id, fileId), eq(artworkFiles.orderId, orderId)))
      .limit(1);
    return row;
  }

  async fileById(fileId: number): Promise<ArtworkFileRow | undefined> {
    const [row] = await this.db
      .select()
      .from(artworkFiles)
      .where(eq(artworkFiles.id, fileId))
      .limit(1);
    return row;
  }

  /** The lines a file is printed for now. */
  async linesOfFile(fileId: number): Promise<{ lineId: number; name: string; quantity: number }[]> {
    return this.db
      .select({ lineId: orderLines.id, name: orderLines.name, quantity: orderLines.quantity })
      .from(artworkLines)
      .innerJoin(orderLines, eq(orderLines.id, artworkLines.orderLineId))
      .where(eq(artworkLines.fileId, fileId))
      .orderBy(asc(orderLines.id));
  }

  async createUpload(row: typeof artworkUploads.$inferInsert): Promise<void> {
    await this.db.insert(artworkUploads).values(row);
  }

  async upload(id: string): Promise<ArtworkUploadRow | undefined> {
    const [row] = await this.db
      .select()
      .from(artworkUploads)
      .where(eq(artworkUploads.id, id))
      .limit(1);
    return row;
  }

  async deleteUpload(id: string): Promise<void> {
    await this.db.delete(artworkUploads).where(eq(artworkUploads.id, id));
  }

  /**
   * Deletes the upload's record and answers it; undefined when it was gone already (finished,
   * dropped or expired). Of two that take the same upload at once, only one gets it.
   */
  async takeUpload(id: string): Promise<ArtworkUploadRow | undefined> {
    const [row] = await this.db.delete(artworkUploads).where(eq(artworkUploads.id, id)).returning();
    return row;
  }

  /**
   * Holds the user's row until the transaction ends, so two uploads they start at once are
   * counted one after the other against their limits.
   */
  async lockUploader(uploader: Uploader): Promise<void> {
    if ('userId' in uploader) {
      await this.db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.id, uploader.userId))
        .for('update');
      return;
    }
    // No row stands for a guest: a lock on their address's name, until the transaction ends.
    await this.db.execute(
      sql`select pg_advisory_xact_lock(hashtextextended(${`artwork-uploader:${uploader.guestEmail}`}, 0))`,
    );
  }

  /** The uploader's uploads started after `since` and not finished: how many, and their bytes. */
  async openUploadsOf(uploader: Uploader, since: Date): Promise<{ count: number; bytes: number }> {
    const [row] = await this.db
      .select({
        count: sql<number>`count(*)::int`,
        bytes: sql<number>`coalesce(sum(${artworkUploads.declaredBytes}), 0)::float8`,
      })
      .from(artworkUploads)
      .where(
        and(
          'userId' in uploader
            ? eq(artworkUploads.userId, uploader.userId)
            : eq(artworkUploads.guestEmail, uploader.guestEmail),
          gt(artworkUploads.createdAt, since),
        ),
      );
    return { count: row?.count ?? 0, bytes: row?.bytes ?? 0 };
  }

  /** The lines of each unfinished upload of the order started after `since`. */
  async openUploadLines(orderId: number, since: Date): Promise<number[][]> {
    const rows = await this.db
      .select({ lineIds: artworkUploads.lineIds })
      .from(artworkUploads)
      .where(and(eq(artworkUploads.orderId, orderId), gt(artworkUploads.createdAt, since)));
    return rows.map((row) => row.lineIds);
  }

  /** The order's status, its row held against a change until the transaction ends. */
  async lockOrderStatus(orderId: number): Promise<string | undefined> {
    const [row] = await this.db
      .select({ status: orders.status })
      .from(orders)
      .where(eq(orders.id, orderId))
      .for('share');
    return row?.status;
  }

  /** Each line of the order by id, with its place in the order (from 1). */
  async lineNumbers(orderId: number): Promise<Map<number, number>> {
    const rows = await this.db
      .select({ id: orderLines.id })
      .from(orderLines)
      .where(eq(orderLines.orderId, orderId))
      .orderBy(asc(orderLines.id));
    return new Map(rows.map((row, index) => [row.id, index + 1]));
  }

  /**
   * Records a received file as the current one of `lineIds`. The files it takes over from that
   * no longer serve any line are marked replaced; their stored names are answered for deletion.
   */
  async attachFile(
    file: NewArtworkFile,
    lineIds: number[],
  ): Promise<{
    file: ArtworkFileRow;
    replaced: string[];
  }> {
    const [row] = await this.db.insert(artworkFiles).values(file).returning();
    if (!row) throw new Error('artwork file not inserted');
    const previous = await this.db
      .select({ fileId: artworkLines.fileId })
      .from(artworkLines)
      .where(inArray(artworkLines.orderLineId, lineIds));
    await this.db
      .insert(artworkLines)
      .values(lineIds.map((orderLineId) => ({ orderLineId, fileId: row.id })))
      .onConflictDoUpdate({ target: artworkLines.orderLineId, set: { fileId: row.id } });
    const previousIds = [...new Set(previous.map((line) => line.fileId))];
    if (previousIds.length === 0) return { file: row, replaced: [] };
    const stillUsed = this.db
      .select({ fileId: artworkLines.fileId })
      .from(artworkLines)
      .where(inArray(artworkLines.fileId, previousIds));
    const unused = await this.db
      .select({
        id: artworkFiles.id,
        storageName: artworkFiles.storageName,
        proofName: artworkFiles.proofName,
        previewName: artworkFiles.previewName,
      })
      .from(artworkFiles)
      .where(and(inArray(artworkFiles.id, previousIds), notInArray(artworkFiles.id, stillUsed)));
    if (unused.length === 0) return { file: row, replaced: [] };
    const unusedIds = unused.map((file) => file.id);
    // The shop's versions of those files that were never chosen go with them.
    const corrections = await this.db
      .select({
        id: artworkFiles.id,
        storageName: artworkFiles.storageName,
        proofName: artworkFiles.proofName,
        previewName: artworkFiles.previewName,
      })
      .from(artworkFiles)
      .where(
        and(
          inArray(artworkFiles.correctedFrom, unusedIds),
          inArray(artworkFiles.status, ['checking', 'offered']),
        ),
      );
    const cleared = [...unusedIds, ...corrections.map((file) => file.id)];
    await this.db
      .update(artworkFiles)
      .set({ status: 'replaced', storageName: null, proofName: null, previewName: null })
      .where(inArray(artworkFiles.id, cleared));
    return {
      file: row,
      replaced: await this.unshared(
        storedNames([...unused, ...corrections]),
        notInArray(artworkFiles.id, cleared),
      ),
    };
  }

  /** A new file row not printed for any line yet (the shop's version of a customer's file). */
  async insertFile(file: NewArtworkFile): Promise<ArtworkFileRow> {
    const [row] = await this.db.insert(artworkFiles).values(file).returning();
    if (!row) throw new Error('artwork file not inserted');
    return row;
  }

  /** The shop's latest version of each of these files, made or being made, if any. */
  async correctionsOf(fileIds: number[]): Promise<Map<number, ArtworkFileRow>> {
    if (fileIds.length === 0) return new Map();
    const rows = await this.db
      .select()
      .from(artworkFiles)
      .where(
        and(
          inArray(artworkFiles.correctedFrom, fileIds),
          inArray(artworkFiles.status, ['checking', 'offered']),
        ),
      )
      .orderBy(asc(artworkFiles.id));
    return new Map(rows.map((row) => [row.correctedFrom!, row]));
  }

  /** Puts `to` in place of `from` on every line `from` is printed for; answers how many. */
  async moveLines(from: number, to: number): Promise<number> {
    const moved = await this.db
      .update(artworkLines)
      .set({ fileId: to })
      .where(eq(artworkLines.fileId, from))
      .returning({ lineId: artworkLines.orderLineId });
    return moved.length;
  }

  async updateFile(
    fileId: number,
    values: Partial<
      Pick<NewArtworkFile, 'status' | 'printChoice' | 'storageName' | 'proofName' | 'previewName'>
    >,
  ): Promise<void> {
    await this.db.update(artworkFiles).set(values).where(eq(artworkFiles.id, fileId));
  }

  async setCheckResult(
    fileId: number,
    result: {
      status: ArtworkFileStatus;
      report: PreflightReport;
      proofName: string | null;
      previewName?: string | null;
      storageName?: string | null;
      sizeBytes?: number;
    },
  ): Promise<ArtworkFileRow | undefined> {
    const [row] = await this.db
      .update(artworkFiles)
      .set(result)
      .where(and(eq(artworkFiles.id, fileId), eq(artworkFiles.status, 'checking')))
      .returning();
    return row;
  }

  /** Locks the file's row for a review, so two staff members' decisions are taken in turn. */
  async lockFile(orderId: number, fileId: number): Promise<ArtworkFileRow | undefined> {
    const [row] = await this.db
      .select()
      .from(artworkFiles)
      .where(and(eq(artworkFiles.id, fileId), eq(artworkFiles.orderId, orderId)))
      .for('update')
      .limit(1);
    return row;
  }

  async review(
    fileId: number,
    values: { status: ArtworkFileStatus; staffMessage: string | null; reviewedBy: number },
  ): Promise<ArtworkFileRow> {
    const [row] = await this.db
      .update(artworkFiles)
      .set({ ...values, reviewedAt: new Date() })
      .where(eq(artworkFiles.id, fileId))
      .returning();
    if (!row) throw new Error('artwork file vanished during its review');
    return row;
  }

  /** Files a person must look at: checked (or for the studio) and waiting, oldest first. */
  async waitingForReview(limit: number) {
    return this.db
      .select({ file: artworkFiles, order: orderColumns })
      .from(artworkFiles)
      .innerJoin(orders, eq(orders.id, artworkFiles.orderId))
      .where(
        and(
          inArray(artworkFiles.status, ['ready_for_review', 'needs_attention']),
          notInArray(orders.status, ['cancelled', 'refunded']),
        ),
      )
      .orderBy(asc(artworkFiles.createdAt), asc(artworkFiles.id))
      .limit(limit);
  }

  async countWaitingForReview(): Promise<number> {
    const [row] = await this.db
      .select({ count: sql<number>`count(*)::int` })
      .from(artworkFiles)
      .where(eq(artworkFiles.status, 'ready_for_review'));
    return row?.count ?? 0;
  }

  /** Printed lines of the order without an approved file. */
  async linesNotApproved(orderId: number): Promise<number> {
    const [row] = await this.db
      .select({ count: sql<number>`count(*)::int` })
      .from(orderLines)
      .leftJoin(artworkLines, eq(artworkLines.orderLineId, orderLines.id))
      .leftJoin(artworkFiles, eq(artworkFiles.id, artworkLines.fileId))
      .where(
        and(
          eq(orderLines.orderId, orderId),
          isNotNull(orderLines.printSize),
          or(isNull(artworkFiles.id), ne(artworkFiles.status, 'approved')),
        ),
      );
    return row?.count ?? 0;
  }

  /** The printed lines of these orders with their current file's status (null: no file). */
  async fileStatusesOfOrders(orderIds: number[]) {
    return this.db
      .select({ orderId: orderLines.orderId, fileStatus: artworkFiles.status })
      .from(orderLines)
      .leftJoin(artworkLines, eq(artworkLines.orderLineId, orderLines.id))
      .leftJoin(artworkFiles, eq(artworkFiles.id, artworkLines.fileId))
      .where(and(inArray(orderLines.orderId, orderIds), isNotNull(orderLines.printSize)));
  }

  /**
   * The names of every file of the order still in storage (files and proofs), but those a file
   * of another order names too (a reorder's): they go when the last order naming them does.
   */
  async storedNames(orderId: number): Promise<string[]> {
    const rows = await this.db
      .select({
        storageName: artworkFiles.storageName,
        proofName: artworkFiles.proofName,
        previewName: artworkFiles.previewName,
      })
      .from(artworkFiles)
      .where(eq(artworkFiles.orderId, orderId));
    return this.unshared(storedNames(rows), ne(artworkFiles.orderId, orderId));
  }

  /** Of these stored names, those no file row matching `others` names any more. */
  private async unshared(names: string[], others: SQL): Promise<string[]> {
    if (names.length === 0) return names;
    const rows = await this.db
      .select({
        storageName: artworkFiles.storageName,
        proofName: artworkFiles.proofName,
        previewName: artworkFiles.previewName,
      })
      .from(artworkFiles)
      .where(
        and(
          others,
          or(
            inArray(artworkFiles.storageName, names),
            inArray(artworkFiles.proofName, names),
            inArray(artworkFiles.previewName, names),
          ),
        ),
      );
    const used = new Set(storedNames(rows));
    return names.filter((name) => !used.has(name));
  }

  /**
   * The products a line may be reordered as: its own product (`productId`), and the banners of
   * these print sizes (a slug list of the same print area).
   */
  async reorderProducts(productId: number | null, printSizes: string[]) {
    const banner = and(eq(products.fitRole, 'banner'), inArray(products.printSize, printSizes));
    const rows: ReorderProductRow[] = await this.db
      .select({
        id: products.id,
        name: products.name,
        slug: products.slug,
        priceCents: products.priceCents,
        fitRole: products.fitRole,
        printSize: products.printSize,
      })
      .from(products)
      .where(productId === null ? banner : or(eq(products.id, productId), banner))
      .orderBy(asc(products.priceCents), asc(products.id));
    return rows;
  }

  /** The line of the order, with its product and current file; undefined when not its line. */
  async line(orderId: number, lineId: number): Promise<ArtworkLineRow | undefined> {
    return (await this.lines(orderId)).find((line) => line.lineId === lineId);
  }

  /** The new order's printed lines of these products that have no file yet. */
  async linesWithoutFile(orderId: number, productIds: number[]) {
    if (productIds.length === 0) return [];
    return this.db
      .select({ lineId: orderLines.id, productId: orderLines.productId })
      .from(orderLines)
      .leftJoin(artworkLines, eq(artworkLines.orderLineId, orderLines.id))
      .where(
        and(
          eq(orderLines.orderId, orderId),
          inArray(orderLines.productId, productIds),
          isNotNull(orderLines.printSize),
          isNull(artworkLines.fileId),
        ),
      );
  }

  /**
   * A reorder's file: a row of the new order naming the approved file's stored file, proof and
   * preview, approved as it was, printed for `lineId`.
   */
  async carryFile(source: ArtworkFileRow, orderId: number, lineId: number): Promise<void> {
    const [row] = await this.db
      .insert(artworkFiles)
      .values({
        orderId,
        storageName: source.storageName,
        filename: source.filename,
        sizeBytes: source.sizeBytes,
        format: source.format,
        status: 'approved',
        report: source.report,
        proofName: source.proofName,
        previewName: source.previewName,
        reorderedFrom: source.id,
        uploadedBy: source.uploadedBy,
        byStaff: source.byStaff,
        staffMessage: source.staffMessage,
        reviewedBy: source.reviewedBy,
        reviewedAt: source.reviewedAt,
      })
      .returning({ id: artworkFiles.id });
    await this.db.insert(artworkLines).values({ orderLineId: lineId, fileId: row!.id });
  }

  /** Records that the order's files are gone from storage; the rows stay, as its history. */
  async forgetStoredFiles(orderId: number): Promise<void> {
    await this.db
      .update(artworkFiles)
      .set({ storageName: null, proofName: null, previewName: null })
      .where(eq(artworkFiles.orderId, orderId));
  }
}

type StoredNames = {
  storageName: string | null;
  proofName: string | null;
  previewName: string | null;
};

function storedNames(rows: StoredNames[]): string[] {
  return rows
    .flatMap((row) => [row.storageName, row.proofName, row.previewName])
    .filter((name): name is string => name !== null);
}
