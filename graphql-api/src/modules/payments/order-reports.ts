import type { EntityManager } from 'typeorm';
import { BadInputError } from '../../errors';
import { rowsAfter } from '../../lib/keyset-query';
import { type Connection, readConnection } from '../../lib/paging';
import { optionalText } from '../../lib/validate';
import {
  type OrderKind,
  type OrderStatus,
  PaymentOrder,
  PaymentRefund,
  type RefundStatus,
} from './payment.entity';
import { isMysql } from '../../db/dialect';
import { abandonedBefore } from './order-state';

export const ORDER_STATUSES: readonly OrderStatus[] = ['created', 'paid', 'failed'];
export const ORDER_KINDS: readonly OrderKind[] = ['course', 'pdf'];
export const REFUND_STATUSES: readonly RefundStatus[] = [
  'requested',
  'declined',
  'pending',
  'partial',
  'refunded',
  'failed',
];

/** Paid orders of one kind and their sum in paise. */
export type PaidFigures = { orders: number; amount: number };

/**
 * The admin's order list filter: status, kind, refund status, abandoned checkouts (only them when
 * true, none otherwise), and an exact order id (ours or the provider's), payment id or buyer's email.
 */
export type OrderFilter = {
  status?: unknown;
  kind?: unknown;
  refund?: unknown;
  abandoned?: unknown;
  q?: unknown;
};

/** What a search is read against: now (abandoned checkouts), and the account whose email `q` is. */
export type OrderSearchScope = { now: Date; buyerId: string | null };

/** The largest page of the admin's order list: each order also reads its item, buyer and progress. */
export const ORDER_PAGE_MAX = 50;

/** Above this many matches a filtered page is read newest first along (createdAt, id) rather than sorted (see `search`). */
const SORT_AT_MOST = 2_000;

/** An instant range [from, to), either end open. */
export type PaidRange = { from?: Date; to?: Date };

/**
 * Read-only reports over payment orders for the admin's stats and orders view (decision 029),
 * through PaymentsService (`services.payments.reports`). Every query is an index range
 * (status, paidAt), (kind, status, paidAt) or (createdAt, id): none reads all orders.
 */
export class OrderReports<Record> {
  constructor(
    private readonly db: EntityManager,
    private readonly toRecord: (row: PaymentOrder) => Record,
  ) {}

  private get repo() {
    return this.db.getRepository(PaymentOrder);
  }

  /** Paid orders and their sums per kind, paid in the range. */
  async paidByKind(range: PaidRange): Promise<Map<OrderKind, PaidFigures>> {
    const query = this.paid(range)
      .select('o.kind', 'kind')
      .addSelect('COUNT(*)', 'orders')
      .addSelect('COALESCE(SUM(o.amount), 0)', 'amount')
      .groupBy('o.kind');
    const rows = await query.getRawMany<{ kind: OrderKind; orders: unknown; amount: unknown }>();
    return new Map(
      ORDER_KINDS.map((kind) => {
        const row = rows.find((r) => r.kind === kind);
        return [kind, { orders: Number(row?.orders ?? 0), amount: Number(row?.amount ?? 0) }];
      }),
    );
  }

  /** Processed refunds and their sum in paise, processed in the range (decision 068). */
  async refundedIn(range: PaidRange): Promise<PaidFigures> {
    const query = this.db
      .getRepository(PaymentRefund)
      .createQueryBuilder('r')
      .select('COUNT(*)', 'orders')
      .addSelect('COALESCE(SUM(r.amount), 0)', 'amount')
      .where('r.status = :processed', { processed: 'processed' });
    if (range.from) query.andWhere('r.processedAt >= :from', { from: range.from });
    if (range.to) query.andWhere('r.processedAt < :to', { to: range.to });
    const row = await query.getRawOne<{ orders: unknown; amount: unknown }>();
    return { orders: Number(row?.orders ?? 0), amount: Number(row?.amount ?? 0) };
  }

  /** The users who paid for a course in the range, each once, with their first payment in it. */
  async courseBuyers(range: PaidRange): Promise<{ userId: string; firstPaidAt: Date }[]> {
    const rows = await this.paid(range, 'course')
      .select('o.userId', 'userId')
      .addSelect('MIN(o.paidAt)', 'firstPaidAt')
      .andWhere('o.userId IS NOT NULL')
      .groupBy('o.userId')
      .getRawMany<{ userId: string; firstPaidAt: unknown }>();
    return rows.map((r) => ({ userId: r.userId, firstPaidAt: storedDate(r.firstPaidAt) }));
  }

  /** When the first order was paid; null before any. */
  async firstPaidAt(): Promise<Date | null> {
    const row = await this.repo
      .createQueryBuilder('o')
      .select('MIN(o.paidAt)', 'at')
      .where('o.status = :paid', { paid: 'paid' })
      .getRawOne<{ at: unknown }>();
    return row?.at ? storedDate(row.at) : null;
  }

  /**
   * Orders newest first, cursor-paginated (first 0 to ORDER_PAGE_MAX, 25 unless given), narrowed by status
   * ('created', 'paid', 'failed'), kind ('course', 'pdf'), refund status ('requested', 'declined',
   * 'pending', 'partial', 'refunded', 'failed'), abandoned checkouts (order-state.ts: hidden
   * unless `abandoned`, then only them) and `q`: an order id (ours or the provider's order_…), a
   * payment id (pay_…) or the buyer's email (a guest's, or the account `scope.buyerId`), matched
   * exactly. A bad value: 400 naming it.
   */
  search(
    filter: OrderFilter,
    first: unknown,
    after: unknown,
    scope: OrderSearchScope,
  ): Promise<Connection<Record>> {
    const where = parseFilter(filter);
    const cutoff = abandonedBefore(scope.now);
    let matches = 0;
    const narrowed = (forPage = false) => {
      // SQLite keeps no statistics: it would always walk the (kind, status, paidAt) index and sort
      // every match, slow for the bench's paid orders (decision 029). Many matches: a unary + hides
      // the columns from it, so it walks the (createdAt, id) index newest first and stops at the
      // page's end (about first × all / matches rows). Few: the filter's index and a small sort.
      const hide = forPage && !isMysql(this.db) && matches > SORT_AT_MOST ? '+' : '';
      const query = this.repo.createQueryBuilder('o');
      if (where.status) query.andWhere(`${hide}o.status = :status`, { status: where.status });
      if (where.kind) query.andWhere(`${hide}o.kind = :kind`, { kind: where.kind });
      if (where.refund) query.andWhere('o.refundStatus = :refund', { refund: where.refund });
      // Abandoned: never paid, placed before the cutoff; the (status, createdAt, id) index seeks them.
      if (where.abandoned)
        query.andWhere("o.status = 'created' AND o.createdAt < :cutoff", { cutoff });
      else query.andWhere("(o.status <> 'created' OR o.createdAt >= :cutoff)", { cutoff });
      if (where.q) {
        const buyer = scope.buyerId ? ' OR o.userId = :buyerId' : '';
        query.andWhere(
          `(o.id = :q OR o.providerOrderId = :q OR o.providerPaymentId = :q OR o.buyerEmail = :email${buyer})`,
          { q: where.q, email: where.q.toLowerCase(), buyerId: scope.buyerId },
        );
      }
      return query;
    };
    return readConnection(
      { first, after, fallback: 25, max: ORDER_PAGE_MAX },
      async () => (matches = await narrowed().getCount()),
      async (cursor, limit) =>
        matches
          ? rowsAfter(narrowed(true), cursor)
              .orderBy('o.createdAt', 'DESC')
              .addOrderBy('o.id', 'DESC')
              .limit(limit)
              .getMany()
          : [],
      (rows) => rows.map(this.toRecord),
    );
  }

  private paid(range: PaidRange, kind?: OrderKind) {
    const query = this.repo.createQueryBuilder('o').where('o.status = :paid', { paid: 'paid' });
    if (kind) query.andWhere('o.kind = :kind', { kind });
    if (range.from) query.andWhere('o.paidAt >= :from', { from: range.from });
    if (range.to) query.andWhere('o.paidAt < :to', { to: range.to });
    return query;
  }
}

/** A datetime from a raw query: SQLite answers UTC text ('2026-03-10 00:00:00.000'), MySQL a Date. */
const storedDate = (value: unknown): Date =>
  value instanceof Date ? value : new Date(`${String(value).replace(' ', 'T')}Z`);

function parseFilter(filter: OrderFilter): {
  status: OrderStatus | null;
  kind: OrderKind | null;
  refund: RefundStatus | null;
  abandoned: boolean;
  q: string | null;
} {
  const { status, kind, refund, abandoned, q } = filter ?? {};
  if (abandoned !== undefined && abandoned !== null && typeof abandoned !== 'boolean')
    throw new BadInputError('abandoned', 'abandoned must be true or false.');
  if (
    refund !== undefined &&
    refund !== null &&
    refund !== '' &&
    !REFUND_STATUSES.includes(refund as RefundStatus)
  )
    throw new BadInputError(
      'refund',
      'refund must be requested, pending, partial, refunded or failed.',
    );
  if (
    status !== undefined &&
    status !== null &&
    status !== '' &&
    !ORDER_STATUSES.includes(status as OrderStatus)
  ) {
    throw new BadInputError('status', 'status must be created, paid or failed.');
  }
  if (
    kind !== undefined &&
    kind !== null &&
    kind !== '' &&
    !ORDER_KINDS.includes(kind as OrderKind)
  )
    throw new BadInputError('kind', 'kind must be course or pdf.');
  return {
    status: (status as OrderStatus) || null,
    kind: (kind as OrderKind) || null,
    refund: (refund as RefundStatus) || null,
    abandoned: abandoned === true,
    q: optionalText(q, 'q', 'The search', 254, 'single-line'),
  };
}
