import type { OrderKind, OrderStatus, RefundStatus } from '@devjobs/web/schema-types';
import { FilterSelect } from '../../components/FilterSelect';
import { SearchField } from '../../components/SearchField';
import { FilterBar } from '../../components/staff-list/StaffListFrame';
import { REFUND_STATUS_LABELS } from './OrderRefunds';
import { KIND_LABELS, STATUS_LABELS } from './OrderRow';

const STATUSES = Object.keys(STATUS_LABELS) as OrderStatus[];
const KINDS = Object.keys(KIND_LABELS) as OrderKind[];
const REFUNDS = Object.keys(REFUND_STATUS_LABELS) as RefundStatus[];

type Filters = { status: OrderStatus | null; kind: OrderKind | null; refund: RefundStatus | null };

/** The orders' filters in the address (?status=PAID&kind=COURSE&refund=PARTIAL); a value the API does not know is no filter. */
export function orderFilters(params: URLSearchParams): Filters {
  const pick = <T extends string>(name: string, allowed: readonly T[]) =>
    allowed.find((v) => v === params.get(name)) ?? null;
  return {
    status: pick('status', STATUSES),
    kind: pick('kind', KINDS),
    refund: pick('refund', REFUNDS),
  };
}

/** The orders' three filters and their id search. */
export function OrderFilters({
  filters: { status, kind, refund },
  search,
  onSearch,
  set,
}: {
  filters: Filters;
  /** The search box's text as typed. */
  search: string;
  onSearch(text: string): void;
  set(changes: Record<string, string>): void;
}) {
  return (
    // Four filters: one a line on a phone, two a line on a tablet, one line on a wide screen.
    <FilterBar
      sx={{
        display: 'grid',
        gap: 1.5,
        gridTemplateColumns: {
          xs: '1fr',
          sm: 'repeat(2, minmax(0, 1fr))',
          lg: 'repeat(3, minmax(170px, 1fr)) minmax(220px, 360px)',
        },
      }}
    >
      <FilterSelect
        label="Status"
        allLabel="All statuses"
        value={status}
        options={STATUSES.map((s) => ({ value: s, label: STATUS_LABELS[s] }))}
        onChange={(value) => set({ status: value })}
        minWidth={150}
      />
      <FilterSelect
        label="Kind"
        allLabel="All kinds"
        value={kind}
        options={KINDS.map((k) => ({ value: k, label: k === 'COURSE' ? 'Courses' : 'PDFs' }))}
        onChange={(value) => set({ kind: value })}
        minWidth={150}
      />
      <FilterSelect
        label="Refund"
        allLabel="Any"
        value={refund}
        options={REFUNDS.map((r) => ({ value: r, label: REFUND_STATUS_LABELS[r] }))}
        onChange={(value) => set({ refund: value })}
        minWidth={170}
      />
      <SearchField
        label="Order or payment id"
        value={search}
        onChange={onSearch}
        placeholder="order_… or pay_…"
      />
    </FilterBar>
  );
}
