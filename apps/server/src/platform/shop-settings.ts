import type { ShopInfo } from '@backlit/domain';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import type { Broadcast } from './broadcast';
import { shopSettings } from '../db/schema';
import { recordStaffAction, type AuditActor } from './audit';

const ROW_ID = 1;
const TOPIC = 'shop-settings';

const FIELD_LABELS: Record<keyof ShopInfo, string> = {
  name: 'name',
  tagline: 'tagline',
  email: 'e-mail',
  phone: 'phone',
  address: 'address',
};

/**
 * The shop's identity (name, tagline, contact details, office address) as every page, e-mail and
 * document shows it. The SHOP_* configuration is the default until staff save their own in the
 * back-office; from then on the database row applies, at once and without a restart. Kept in
 * memory after the first read and replaced when staff save; the other instances drop theirs.
 */
export class ShopSettings {
  private current: Promise<ShopInfo> | undefined;

  constructor(
    private readonly db: Database,
    private readonly defaults: ShopInfo,
    private readonly broadcast: Broadcast,
  ) {
    // Saved through another instance: read the row again at the next use.
    broadcast.subscribe(TOPIC, () => (this.current = undefined));
  }

  get(): Promise<ShopInfo> {
    this.current ??= this.read(this.db);
    // A failed read is not kept: the next call reads again.
    this.current.catch(() => (this.current = undefined));
    return this.current;
  }

  /** Saves the shop's details and records the change in the audit log, in one transaction. */
  async update(actor: AuditActor, shop: ShopInfo): Promise<ShopInfo> {
    const saved = await this.db.transaction(async (tx) => {
      const before = await this.read(tx);
      const values = { ...shop, updatedAt: new Date() };
      await tx
        .insert(shopSettings)
        .values({ id: ROW_ID, ...values })
        .onConflictDoUpdate({ target: shopSettings.id, set: values });
      await recordStaffAction(tx, actor, {
        area: 'settings',
        action: 'settings.update',
        summary: changeSummary(before, shop),
      });
      return { ...shop };
    });
    this.current = Promise.resolve(saved);
    this.broadcast.publish(TOPIC, '');
    return saved;
  }

  private async read(db: Database): Promise<ShopInfo> {
    const [row] = await db.select().from(shopSettings).where(eq(shopSettings.id, ROW_ID)).limit(1);
    if (!row) return { ...this.defaults };
    return {
      name: row.name,
      tagline: row.tagline,
      email: row.email,
      phone: row.phone,
      address: row.address,
    };
  }
}

function changeSummary(before: ShopInfo, after: ShopInfo): string {
  const changed = (Object.keys(FIELD_LABELS) as (keyof ShopInfo)[])
    .filter((field) => before[field] !== after[field])
    .map((field) => `${FIELD_LABELS[field]} "${after[field]}"`);
  return changed.length === 0
    ? 'Saved the shop settings unchanged'
    : `Changed the shop ${changed.join(', ')}`;
}
