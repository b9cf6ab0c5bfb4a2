import { SHIPPING_COUNTRIES, shipsOnlyTo, type ShippingCountry } from '@backlit/domain';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../db/client';
import type { Broadcast } from './broadcast';
import { shippingCountries } from '../db/schema';
import { recordStaffAction, type AuditActor } from './audit';
import { invalidData } from './errors';

const TOPIC = 'shipping-countries';

/**
 * The countries the shop ships to, as staff chose them in the settings (both it knows, until they
 * narrow them down). Kept in memory after the first read and replaced when staff save, like the
 * shop's details.
 */
export class ShippingCountries {
  private current: Promise<ShippingCountry[]> | undefined;

  constructor(
    private readonly db: Database,
    private readonly broadcast: Broadcast,
  ) {
    broadcast.subscribe(TOPIC, () => (this.current = undefined));
  }

  get(): Promise<ShippingCountry[]> {
    this.current ??= this.read();
    this.current.catch(() => (this.current = undefined));
    return this.current;
  }

  async update(
    actor: AuditActor,
    countries: readonly ShippingCountry[],
  ): Promise<ShippingCountry[]> {
    const saved = SHIPPING_COUNTRIES.filter((code) => countries.includes(code));
    await this.db.transaction(async (tx) => {
      await tx.delete(shippingCountries);
      await tx.insert(shippingCountries).values(saved.map((code) => ({ code })));
      await recordStaffAction(tx, actor, {
        area: 'settings',
        action: 'settings.shipping_countries',
        summary: `Set the shipping countries to ${saved.join(', ')}`,
      });
    });
    this.current = Promise.resolve(saved);
    this.broadcast.publish(TOPIC, '');
    return saved;
  }

  /**
   * A route hook for bodies with an address: refuses a country the shop does not ship to now with
   * a 422 on `country`, before the handler runs (the contract only knows the countries the shop
   * could ship to).
   */
  readonly requireShippingCountry = async (request: FastifyRequest): Promise<void> => {
    const { country } = request.body as { country: string };
    await this.refuseUnshipped(country, 'country');
  };

  /** The same for a ship-to address other than billing (`ship_to`, once the body is parsed). */
  readonly requireShipToCountry = async (request: FastifyRequest): Promise<void> => {
    const { ship_to: shipTo } = request.body as { ship_to?: { country: string } | null };
    if (shipTo) await this.refuseUnshipped(shipTo.country, 'shipping_country');
  };

  /** The same for a payment's ship-to region (`shipping_country`, when it ships elsewhere). */
  readonly requirePaymentShipToCountry = async (request: FastifyRequest): Promise<void> => {
    const { shipping_country: country } = request.body as { shipping_country?: string };
    if (country !== undefined) await this.refuseUnshipped(country, 'shipping_country');
  };

  private async refuseUnshipped(country: string, field: string): Promise<void> {
    const countries = await this.get();
    if (!(countries as readonly string[]).includes(country)) {
      throw invalidData({ [field]: [shipsOnlyTo(countries)] });
    }
  }

  private async read(): Promise<ShippingCountry[]> {
    const rows = await this.db.select().from(shippingCountries);
    const codes = rows.map((row) => row.code);
    return SHIPPING_COUNTRIES.filter((code) => codes.includes(code));
  }
}
