import {
  formatMoney,
  isPastDay,
  QUOTE_EXPIRING_STATES,
  QUOTE_MESSAGES,
  QUOTES_PER_PAGE,
  type CreateQuoteRequestSchema,
  type PriceQuoteRequestSchema,
  type Quote,
  type QuoteState,
  type QuotesQuerySchema,
  type QuotesResponse,
} from '@backlit/domain';
import { and, not, or, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { AuditActor } from '../../platform/audit';
import { AppError, invalidData } from '../../platform/errors';
import type { JobQueue } from '../../platform/jobs';
import { sendMailOnce } from '../../platform/mail-once';
import type { Mailer } from '../../platform/mailer';
import type { ShopSettings } from '../../platform/shop-settings';
import { PlannerCalendarService } from '../shows';
import { renderQuotePdf } from './quote.pdf';
import { quoteNumber, quoteTotals, stateNow, toQuoteView } from './quote-view';
import { quoteExpiryJob, quoteSentMailJob } from './quotes.jobs';
import { quotePageLink, quoteSentMail } from './quotes.mail';
import { QuotesRepository, type QuoteRecord } from './quotes.repository';

export interface QuotesDeps {
  db: Database;
  config: Pick<Config, 'publicUrl'>;
  shop: Pick<ShopSettings, 'get'>;
  mailer: Mailer;
  jobs: JobQueue;
  now?: () => Date;
}

type QuotesQuery = z.output<typeof QuotesQuerySchema>;
const DAY_MS = 86_400_000;
const dayOf = (date: Date) => date.toISOString().slice(0, 10);

const notFound = () => new AppError('NOT_FOUND', QUOTE_MESSAGES.notFound);
const conflict = (message: string) => new AppError('CONFLICT', message);

/** Why a quote in this state cannot be paid; undefined when it can. */
export function unpayableReason(state: QuoteState): string | undefined {
  if (state === 'accepted') return undefined;
  if (state === 'expired') return QUOTE_MESSAGES.expired;
  if (state === 'ordered') return QUOTE_MESSAGES.used;
  return QUOTE_MESSAGES.notAccepted;
}

/** Filters by the state as of now (a lapsed sent or accepted quote counts as expired). */
function stateFilter(state: QuoteState | undefined, repository: QuotesRepository, now: Date) {
  if (state === undefined) return undefined;
  const expired = QuotesRepository.expiredCondition(now);
  if (state === 'expired') return or(repository.stateIs('expired'), expired);
  const exact = repository.stateIs(state);
  return (QUOTE_EXPIRING_STATES as readonly QuoteState[]).includes(state)
    ? and(exact, not(expired))
    : exact;
}

/** The quote when this buyer may see it (theirs, or their company's as its admin); else 404. */
export async function visibleQuote(
  repository: QuotesRepository,
  userId: number,
  id: number,
): Promise<QuoteRecord> {
  const record = await repository.record(id);
  if (!record) throw notFound();
  if (record.quote.userId === userId) return record;
  const membership = await repository.membership(userId);
  const companyAdmin =
    membership?.role === 'admin' && membership.companyId === record.quote.companyId;
  if (!companyAdmin) throw notFound();
  return record;
}

class QuotesBase {
  protected readonly repository: QuotesRepository;
  protected readonly now: () => Date;

  constructor(protected readonly deps: QuotesDeps) {
    this.repository = new QuotesRepository(deps.db);
    this.now = deps.now ?? (() => new Date());
  }

  /** The shop's time zone, which a quote's PDF gives its date in. */
  protected timeZone(): Promise<string> {
    return new PlannerCalendarService(this.deps.db).timeZone();
  }

  protected async list(
    where: SQL | undefined,
    page: number,
  ): Promise<Omit<QuotesResponse, 'status'>> {
    const offset = (page - 1) * QUOTES_PER_PAGE;
    const { records, total } = await this.repository.page(where, QUOTES_PER_PAGE, offset);
    const now = this.now();
    return {
      quotes: records.map((record) => toQuoteView(record, now)),
      page,
      pages: Math.max(1, Math.ceil(total / QUOTES_PER_PAGE)),
    };
  }

  protected async view(id: number, repository = this.repository): Promise<Quote> {
    const record = await repository.record(id);
    if (!record) throw notFound();
    return toQuoteView(record, this.now());
  }
}

/** The buyer's side: ask for a quote, see one's own (or, as company admin, the company's), answer it. */
export class QuotesService extends QuotesBase {
  async create(
    buyer: AuditActor,
    request: z.output<typeof CreateQuoteRequestSchema>,
  ): Promise<Quote> {
    if (request.needed_by && isPastDay(request.needed_by, this.now())) {
      throw invalidData({ needed_by: [QUOTE_MESSAGES.neededByPast] });
    }
    return this.repository.transaction(async (repository) => {
      const ids = request.lines.map((line) => line.product_id);
      const found = new Map((await repository.products(ids)).map((row) => [row.id, row]));
      const missing = request.lines.findIndex((line) => !found.has(line.product_id));
      if (missing >= 0) {
        throw invalidData({ [`lines.${missing}.product_id`]: [QUOTE_MESSAGES.productMissing] });
      }
      const membership = await repository.membership(buyer.id);
      const quote = await repository.insert(
        {
          userId: buyer.id,
          companyId: membership?.companyId ?? null,
          note: request.note ?? null,
          neededBy: request.needed_by ?? null,
        },
        request.lines.map((line) => {
          const product = found.get(line.product_id)!;
          return {
            productId: product.id,
            name: product.name,
            sku: product.sku,
            quantity: line.quantity,
          };
        }),
      );
      await repository.audit(
        buyer,
        'quote.request',
        `Requested quote ${quoteNumber(quote.id)} (${request.lines.length} line${request.lines.length === 1 ? '' : 's'})`,
      );
      return this.view(quote.id, repository);
    });
  }

  async mine(userId: number, query: QuotesQuery) {
    const scope = await this.scope(userId);
    return this.list(and(scope, stateFilter(query.state, this.repository, this.now())), query.page);
  }

  async one(userId: number, id: number): Promise<Quote> {
    return toQuoteView(await this.visible(userId, id), this.now());
  }

  async pdf(userId: number, id: number, shop: Parameters<typeof renderQuotePdf>[0]) {
    const record = await this.visible(userId, id);
    if (!quoteTotals(record) || record.quote.state === 'requested') throw notFound();
    return renderQuotePdf(shop, record, await this.timeZone());
  }

  accept(buyer: AuditActor, id: number): Promise<Quote> {
    return this.answer(buyer, id, 'accepted');
  }

  decline(buyer: AuditActor, id: number): Promise<Quote> {
    return this.answer(buyer, id, 'declined');
  }

  /** A sent quote accepted or declined; an accepted one may still be declined until it is paid. */
  private answer(buyer: AuditActor, id: number, to: 'accepted' | 'declined'): Promise<Quote> {
    return this.repository.transaction(async (repository) => {
      await this.visible(buyer.id, id, repository);
      const quote = (await repository.lock(id))!;
      const state = stateNow(quote, this.now());
      if (state === 'expired') throw conflict(QUOTE_MESSAGES.expired);
      const from: QuoteState[] = to === 'accepted' ? ['sent'] : ['sent', 'accepted'];
      if (!from.includes(state)) throw conflict(QUOTE_MESSAGES.notSent);
      await repository.move(id, from, to);
      await repository.audit(
        buyer,
        to === 'accepted' ? 'quote.accept' : 'quote.decline',
        `${to === 'accepted' ? 'Accepted' : 'Declined'} quote ${quoteNumber(id)}`,
      );
      return this.view(id, repository);
    });
  }

  private async scope(userId: number): Promise<SQL> {
    const membership = await this.repository.membership(userId);
    return this.repository.visibleTo(
      userId,
      membership?.role === 'admin' ? membership.companyId : undefined,
    );
  }

  private visible(userId: number, id: number, repository = this.repository) {
    return visibleQuote(repository, userId, id);
  }
}

/** The staff's side: list and filter requests, price them, send, withdraw; expiry and mail jobs. */
export class StaffQuotesService extends QuotesBase {
  all(query: QuotesQuery) {
    return this.list(stateFilter(query.state, this.repository, this.now()), query.page);
  }

  one(id: number): Promise<Quote> {
    return this.view(id);
  }

  async pdf(id: number, shop: Parameters<typeof renderQuotePdf>[0]) {
    const record = await this.repository.record(id);
    if (!record || !quoteTotals(record) || record.quote.expiresOn === null) throw notFound();
    return renderQuotePdf(shop, record, await this.timeZone());
  }

  /** Sets every line's price, the shipping and the last day; only while the quote is requested. */
  price(
    actor: AuditActor,
    id: number,
    request: z.output<typeof PriceQuoteRequestSchema>,
  ): Promise<Quote> {
    // The last day comes after today, so a sent quote is always payable for a while.
    if (request.expires_on <= dayOf(this.now())) {
      throw invalidData({ expires_on: [QUOTE_MESSAGES.expiryPast] });
    }
    return this.repository.transaction(async (repository) => {
      const quote = await repository.lock(id);
      if (!quote) throw notFound();
      if (quote.state !== 'requested') throw conflict(QUOTE_MESSAGES.notRequested);
      const record = (await repository.record(id))!;
      const given = new Map(request.lines.map((line) => [line.id, line.unit_price]));
      const unpriced = record.lines.findIndex((line) => !given.has(line.id));
      if (unpriced >= 0 || given.size !== record.lines.length) {
        throw invalidData({ lines: [QUOTE_MESSAGES.unpriced] });
      }
      for (const line of record.lines) {
        await repository.setUnitPrice(id, line.id, given.get(line.id)!);
      }
      await repository.update(id, {
        shippingCents: request.shipping,
        expiresOn: request.expires_on,
      });
      const priced = (await repository.record(id))!;
      await repository.audit(
        actor,
        'quote.price',
        `Priced quote ${quoteNumber(id)}: ${formatMoney(quoteTotals(priced)!.totalCents)} with shipping, valid until ${request.expires_on}`,
      );
      return toQuoteView(priced, this.now());
    });
  }

  /** Sends a priced quote: the buyer gets it by e-mail with its PDF; it expires after its day. */
  send(actor: AuditActor, id: number): Promise<Quote> {
    return this.repository.transaction(async (repository) => {
      const quote = await repository.lock(id);
      if (!quote) throw notFound();
      if (quote.state !== 'requested') throw conflict(QUOTE_MESSAGES.notRequested);
      const record = (await repository.record(id))!;
      if (!quoteTotals(record) || quote.expiresOn === null) throw conflict(QUOTE_MESSAGES.unpriced);
      const now = this.now();
      if (quote.expiresOn <= dayOf(now)) {
        throw conflict(QUOTE_MESSAGES.expiryPast);
      }
      await repository.move(id, ['requested'], 'sent', { sentAt: now });
      await this.deps.jobs.enqueue(repository.db, quoteSentMailJob, { quoteId: id });
      const lapses = Date.parse(`${quote.expiresOn}T00:00:00Z`) + DAY_MS;
      await this.deps.jobs.enqueue(
        repository.db,
        quoteExpiryJob,
        { quoteId: id },
        { startAfterSeconds: Math.max(1, Math.ceil((lapses - now.getTime()) / 1000)) },
      );
      await repository.audit(
        actor,
        'quote.send',
        `Sent quote ${quoteNumber(id)} to ${record.requester.email}`,
      );
      return this.view(id, repository);
    });
  }

  withdraw(actor: AuditActor, id: number): Promise<Quote> {
    return this.repository.transaction(async (repository) => {
      const quote = await repository.lock(id);
      if (!quote) throw notFound();
      const from = ['requested', 'sent', 'accepted'] as const;
      if (!(from as readonly QuoteState[]).includes(stateNow(quote, this.now()))) {
        throw conflict(QUOTE_MESSAGES.notWithdrawable);
      }
      await repository.move(id, from, 'withdrawn');
      await repository.audit(actor, 'quote.withdraw', `Withdrew quote ${quoteNumber(id)}`);
      return this.view(id, repository);
    });
  }

  /** The job: records a quote whose day has passed unpaid as expired, once. */
  async expire(id: number): Promise<void> {
    await this.repository.transaction(async (repository) => {
      const quote = await repository.lock(id);
      if (!quote || stateNow(quote, this.now()) !== 'expired' || quote.state === 'expired') return;
      await repository.move(id, QUOTE_EXPIRING_STATES, 'expired');
      await repository.audit(null, 'quote.expire', `Quote ${quoteNumber(id)} expired unpaid`);
    });
  }

  /** The job: the buyer gets the sent quote with its PDF, once. */
  async sendMail(id: number, jobId: string): Promise<void> {
    const { db, mailer, config } = this.deps;
    await sendMailOnce({ db, mailer, publicUrl: config.publicUrl }, jobId, async () => {
      const record = await this.repository.record(id);
      const totals = record && quoteTotals(record);
      if (!record || !totals || record.quote.expiresOn === null) return undefined;
      const shop = await this.deps.shop.get();
      return quoteSentMail(
        shop,
        {
          to: record.requester.email,
          firstName: record.requester.firstName,
          number: quoteNumber(id),
          totalCents: totals.totalCents,
          expiresOn: record.quote.expiresOn,
          pdf: await renderQuotePdf(shop, record, await this.timeZone()),
        },
        quotePageLink(config.publicUrl, id),
      );
    });
  }
}
