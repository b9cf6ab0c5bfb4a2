import {
  bpToPercent,
  centsToDollars,
  COMPANY_MESSAGES,
  formatMoney,
  type Association,
  type CustomerGroup,
  type CustomerGroupValues,
} from '@backlit/domain';
import type { Database } from '../../db/client';
import { recordStaffAction, type AuditActor } from '../../platform/audit';
import { constraintViolation } from '../../db/constraint-violation';
import { AppError, invalidData } from '../../platform/errors';
import {
  CustomerGroupsRepository,
  type CustomerGroupRow,
  type GroupPriceRow,
  type GroupTierRow,
} from './customer-groups.repository';

export const GROUP_MESSAGES = {
  notFound: 'Customer group not found.',
  nameTaken: 'A customer group has this name already.',
  associationTaken: 'Another customer group is given to this association.',
  productMissing: 'This product does not exist.',
} as const;

const audit = (db: Database, actor: AuditActor, action: string, summary: string) =>
  recordStaffAction(db, actor, { area: 'companies', action, summary });

function toGroup(
  row: CustomerGroupRow,
  prices: GroupPriceRow[],
  tiers: GroupTierRow[],
  companies: number,
): CustomerGroup {
  return {
    id: row.id,
    name: row.name,
    percent_off: bpToPercent(row.percentOffBp),
    active: row.active,
    association: row.association,
    prices: prices.map((price) => ({
      product_id: price.productId,
      name: price.name,
      sku: price.sku,
      list_price: centsToDollars(price.listPriceCents),
      price: centsToDollars(price.priceCents),
    })),
    tiers: tiers.map((tier) => ({
      product_id: tier.productId,
      name: tier.name,
      min_quantity: tier.minQuantity,
      percent_off: bpToPercent(tier.percentOffBp),
    })),
    companies,
  };
}

/** One line for the audit log: what the group takes off. */
function describe(values: CustomerGroupValues): string {
  const parts = [`${bpToPercent(values.percent_off)} % off`];
  if (values.prices.length > 0) {
    const fixed = values.prices
      .map((price) => `#${price.product_id} at ${formatMoney(price.price)}`)
      .join(', ');
    parts.push(`fixed prices ${fixed}`);
  }
  if (values.tiers.length > 0) {
    const tiers = values.tiers
      .map(
        (tier) =>
          `${tier.min_quantity}+ ${tier.product_id === null ? 'of any product' : `of #${tier.product_id}`} ${bpToPercent(tier.percent_off)} % off`,
      )
      .join(', ');
    parts.push(`tiers ${tiers}`);
  }
  if (values.association) parts.push(`given to verified ${values.association} members`);
  if (!values.active) parts.push('inactive');
  return parts.join('; ');
}

/** The staff's customer groups: their prices and tiers, and which company is in which. */
export class CustomerGroupsService {
  private readonly repository: CustomerGroupsRepository;

  constructor(db: Database) {
    this.repository = new CustomerGroupsRepository(db);
  }

  async list(): Promise<CustomerGroup[]> {
    const groups = await this.repository.groups();
    return this.withRules(groups, this.repository);
  }

  async detail(id: number, repository = this.repository): Promise<CustomerGroup> {
    const group = await repository.group(id);
    if (!group) throw new AppError('NOT_FOUND', GROUP_MESSAGES.notFound);
    const [view] = await this.withRules([group], repository);
    return view!;
  }

  create(actor: AuditActor, values: CustomerGroupValues): Promise<CustomerGroup> {
    return this.saving(values, async (repository) => {
      const group = await repository.insertGroup(values);
      await audit(
        repository.db,
        actor,
        'customer-group.create',
        `Created customer group ${values.name}: ${describe(values)}`,
      );
      return group.id;
    });
  }

  update(actor: AuditActor, id: number, values: CustomerGroupValues): Promise<CustomerGroup> {
    return this.saving(values, async (repository) => {
      const group = await repository.lockGroup(id);
      if (!group) throw new AppError('NOT_FOUND', GROUP_MESSAGES.notFound);
      await repository.updateGroup(id, values);
      await audit(
        repository.db,
        actor,
        'customer-group.update',
        `Changed customer group ${group.name} to ${values.name}: ${describe(values)}`,
      );
      return id;
    });
  }

  /**
   * Puts the company in the group (null: takes it out of any), in the caller's transaction; an
   * unknown group is a 422 on its field.
   */
  async assign(
    actor: AuditActor,
    company: { id: number; name: string },
    groupId: number | null,
    db: Database,
  ): Promise<void> {
    const repository = new CustomerGroupsRepository(db);
    const group = groupId === null ? undefined : await repository.group(groupId);
    if (groupId !== null && !group) {
      throw invalidData({ customer_group_id: [GROUP_MESSAGES.notFound] });
    }
    if (!(await repository.setCompanyGroup(company.id, groupId))) {
      throw new AppError('NOT_FOUND', COMPANY_MESSAGES.companyNotFound);
    }
    await audit(
      db,
      actor,
      'company.customer-group',
      group
        ? `Placed ${company.name} in customer group ${group.name}`
        : `Took ${company.name} out of its customer group`,
    );
  }

  /**
   * A verified membership places a company that is in no group yet in the group given to that
   * association, if there is one; a company staff already placed keeps its group.
   */
  async placeByMembership(
    actor: AuditActor,
    company: { id: number; name: string; customerGroupId: number | null },
    association: Association,
    db: Database,
  ): Promise<void> {
    if (company.customerGroupId !== null) return;
    const repository = new CustomerGroupsRepository(db);
    const group = await repository.groupForAssociation(association);
    if (!group) return;
    await repository.setCompanyGroup(company.id, group.id);
    await audit(
      db,
      actor,
      'company.customer-group',
      `Placed ${company.name} in customer group ${group.name} on verifying its ${association} membership`,
    );
  }

  /** Saves in one transaction; a name or association another group has is a 422 on its field. */
  private async saving(
    values: CustomerGroupValues,
    work: (repository: CustomerGroupsRepository) => Promise<number>,
  ): Promise<CustomerGroup> {
    try {
      return await this.repository.transaction(async (repository) => {
        await this.checkProducts(repository, values);
        const id = await work(repository);
        return this.detail(id, repository);
      });
    } catch (error) {
      const key = constraintViolation(error)?.constraint;
      if (key === 'customer_groups_name_key') {
        throw invalidData({ name: [GROUP_MESSAGES.nameTaken] });
      }
      if (key === 'customer_groups_association_key') {
        throw invalidData({ association: [GROUP_MESSAGES.associationTaken] });
      }
      throw error;
    }
  }

  /** Every product a price or tier names must exist: a 422 on the first one that does not. */
  private async checkProducts(
    repository: CustomerGroupsRepository,
    values: CustomerGroupValues,
  ): Promise<void> {
    const named = [
      ...values.prices.map((price, index) => ({
        id: price.product_id,
        field: `prices.${index}.product_id`,
      })),
      ...values.tiers.flatMap((tier, index) =>
        tier.product_id === null
          ? []
          : [{ id: tier.product_id, field: `tiers.${index}.product_id` }],
      ),
    ];
    const existing = await repository.existingProducts(named.map((entry) => entry.id));
    const missing = named.find((entry) => !existing.has(entry.id));
    if (missing) throw invalidData({ [missing.field]: [GROUP_MESSAGES.productMissing] });
  }

  private async withRules(
    groups: CustomerGroupRow[],
    repository: CustomerGroupsRepository,
  ): Promise<CustomerGroup[]> {
    const ids = groups.map((group) => group.id);
    const [prices, tiers, counts] = await Promise.all([
      repository.prices(ids),
      repository.tiers(ids),
      repository.companyCounts(),
    ]);
    return groups.map((group) =>
      toGroup(
        group,
        prices.filter((price) => price.groupId === group.id),
        tiers.filter((tier) => tier.groupId === group.id),
        counts.get(group.id) ?? 0,
      ),
    );
  }
}
