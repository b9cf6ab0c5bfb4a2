import {
  centsToDollars,
  findFrameSize,
  fitsFrame,
  FRAME_FAMILY_LABELS,
  type FittingProduct,
  type MyFrame,
} from '@backlit/domain';
import type { Database } from '../../db/client';
import {
  AccountRepository,
  type DeliveredFrameRow,
  type FittingProductRow,
} from './account.repository';

function fitting(row: FittingProductRow): FittingProduct {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    image: row.image,
    price: centsToDollars(row.priceCents),
    stock: row.stock,
    fit_role: row.fitRole!,
  };
}

/**
 * "My frames": the frames of the customer's delivered orders, each with the banners, spare parts
 * and accessories that fit it by the compatibility staff keep on products (a frame family, a
 * role, a print size), and the banner to buy for a new graphic.
 */
export class MyFramesService {
  private readonly repository: AccountRepository;

  constructor(db: Database) {
    this.repository = new AccountRepository(db);
  }

  async list(userId: number): Promise<MyFrame[]> {
    const frames = await this.repository.deliveredFrames(userId);
    const candidates = await this.repository.fittingProducts([
      ...new Set(frames.map((frame) => frame.frameFamily)),
    ]);
    return frames.map((frame) => this.view(frame, candidates));
  }

  private view(frame: DeliveredFrameRow, candidates: FittingProductRow[]): MyFrame {
    const fits = candidates.filter((product) =>
      fitsFrame(
        { fitRole: 'frame', frameFamily: frame.frameFamily, printSize: frame.printSize },
        product,
      ),
    );
    const of = (role: FittingProductRow['fitRole']) =>
      fits.filter((product) => product.fitRole === role).map(fitting);
    const banners = of('banner');
    const size = findFrameSize(frame.printSize);
    return {
      product_id: frame.productId,
      name: frame.name,
      slug: frame.slug,
      image: frame.image,
      frame_family: frame.frameFamily,
      family_label: FRAME_FAMILY_LABELS[frame.frameFamily],
      print_size: {
        slug: frame.printSize,
        label: size?.label ?? frame.printSize,
        width_mm: size?.widthMm ?? 0,
        height_mm: size?.heightMm ?? 0,
      },
      quantity: frame.quantity,
      last_order: { id: frame.lastOrderId, tracking_no: frame.lastTrackingNo },
      new_graphic: banners.find((banner) => banner.stock > 0) ?? banners[0] ?? null,
      banners,
      spare_parts: of('spare_part'),
      accessories: of('accessory'),
    };
  }
}
