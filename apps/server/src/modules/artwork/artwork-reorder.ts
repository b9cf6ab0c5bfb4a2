import {
  centsToDollars,
  FRAME_SIZES,
  findFrameSize,
  reorderKeptUntil,
  type ArtworkLine,
} from '@backlit/domain';
import type { ArtworkConfig } from '../../config';
import type { Database } from '../../db/client';
import { AppError, invalidData } from '../../platform/errors';
import {
  ArtworkRepository,
  type ArtworkLineRow,
  type ArtworkOrderRow,
  type ReorderProductRow,
} from './artwork.repository';

/** As the rest of the artwork routes answer an order that is not the caller's. */
const ORDER_NOT_FOUND = 'Order not found.';
export const LINE_NOT_FOUND = 'Order line not found.';
export const NOT_SHIPPED = 'A line can be ordered again once its order has shipped.';
export const NOT_APPROVED =
  'Only a line whose artwork was approved can be ordered again with it. Order the product from the shop and upload a file.';
export const NOT_A_CHOICE = 'Choose this product or a banner of the same print size.';

type LineReorder = NonNullable<ArtworkLine['reorder']>;

/** What a reorder puts in the cart: which product, how many, and the approved file if kept. */
export interface ReorderChoice {
  productId: number;
  quantity: number;
  fileId: number | null;
  keptUntil: Date;
}

/** The frame sizes that print the same graphic as `slug` (the same visible width and height). */
function samePrintArea(slug: string): string[] {
  const size = findFrameSize(slug);
  if (!size) return [slug];
  return FRAME_SIZES.filter(
    (other) => other.widthMm === size.widthMm && other.heightMm === size.heightMm,
  ).map((other) => other.slug);
}

/** The order shipped and the line's file is approved: a reorder can start from it. */
function reorderable(
  order: ArtworkOrderRow,
  line: ArtworkLineRow,
): order is ArtworkOrderRow & {
  shippedAt: Date;
} {
  return (
    order.shippedAt !== null &&
    (order.status === 'shipped' || order.status === 'delivered') &&
    line.file?.status === 'approved'
  );
}

/**
 * Ordering a printed line again: the same product or a banner of the same print area, into the
 * cart at today's price, printed from the line's approved file while it is kept
 * (`ARTWORK_REORDER_MONTHS` after shipping); past that, the new line takes an upload as any other.
 */
export class ArtworkReorders {
  private readonly repository: ArtworkRepository;

  constructor(
    private readonly deps: { db: Database; config: Pick<ArtworkConfig, 'reorderMonths'> },
  ) {
    this.repository = new ArtworkRepository(deps.db);
  }

  /** Each reorderable line's offer, for the order's artwork page. */
  async offers(
    order: ArtworkOrderRow,
    lines: ArtworkLineRow[],
    canReorder: boolean,
  ): Promise<Map<number, LineReorder>> {
    const offers = new Map<number, LineReorder>();
    for (const line of lines) {
      if (!reorderable(order, line)) continue;
      const keptUntil = reorderKeptUntil(order.shippedAt, this.deps.config.reorderMonths);
      offers.set(line.lineId, {
        kept_until: keptUntil.toISOString(),
        artwork_kept: this.kept(keptUntil, line),
        can_reorder: canReorder,
        options: (await this.options(line)).map((product) => ({
          product_id: product.id,
          name: product.name,
          slug: product.slug,
          price: centsToDollars(product.priceCents),
          same_product: product.id === line.productId,
        })),
      });
    }
    return offers;
  }

  /**
   * The customer's reorder of one line of their order (anyone else's: 404): refused unless the
   * order shipped and the line's file was approved, and for a product that is neither the line's
   * own nor a banner of its print area.
   */
  async choose(
    userId: number,
    orderId: number,
    lineId: number,
    productId: number | undefined,
  ): Promise<ReorderChoice> {
    const order = await this.repository.order(orderId);
    if (!order || order.userId !== userId) throw new AppError('NOT_FOUND', ORDER_NOT_FOUND);
    const line = await this.repository.line(orderId, lineId);
    if (!line) throw new AppError('NOT_FOUND', LINE_NOT_FOUND);
    if (line.file?.status !== 'approved') throw new AppError('CONFLICT', NOT_APPROVED);
    if (!reorderable(order, line)) throw new AppError('CONFLICT', NOT_SHIPPED);
    const wanted = productId ?? line.productId;
    const option = (await this.options(line)).find((product) => product.id === wanted);
    if (!option) throw invalidData({ product_id: [NOT_A_CHOICE] }, NOT_A_CHOICE);
    const keptUntil = reorderKeptUntil(order.shippedAt, this.deps.config.reorderMonths);
    return {
      productId: option.id,
      quantity: line.quantity,
      fileId: this.kept(keptUntil, line) ? line.file!.id : null,
      keptUntil,
    };
  }

  private kept(keptUntil: Date, line: ArtworkLineRow): boolean {
    return keptUntil.getTime() > Date.now() && line.file?.storageName != null;
  }

  /** The line's own product (while sold) first, then banners of its print area, cheapest first. */
  private async options(line: ArtworkLineRow): Promise<ReorderProductRow[]> {
    const rows = await this.repository.reorderProducts(
      line.productId,
      samePrintArea(line.printSize),
    );
    return [
      ...rows.filter((row) => row.id === line.productId),
      ...rows.filter((row) => row.id !== line.productId),
    ];
  }
}

/**
 * Inside the transaction that makes an order: each line bought as a reorder gets its approved
 * file (a row of the new order naming the same stored file), so it needs no upload and no check.
 * A file no longer approved or kept is skipped: that line asks for an upload as any other.
 */
export async function carryReorderedArtwork(
  db: Database,
  orderId: number,
  lines: readonly { productId: number; reorderFileId: number | null }[],
): Promise<void> {
  const carried = lines.filter((line) => line.reorderFileId !== null);
  if (carried.length === 0) return;
  const repository = new ArtworkRepository(db);
  const open = await repository.linesWithoutFile(
    orderId,
    carried.map((line) => line.productId),
  );
  for (const line of open) {
    const fileId = carried.find((bought) => bought.productId === line.productId)?.reorderFileId;
    const source = fileId ? await repository.fileById(fileId) : undefined;
    if (!source || source.status !== 'approved' || !source.storageName) continue;
    await repository.carryFile(source, orderId, line.lineId);
  }
}
