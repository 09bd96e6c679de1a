import { Fragment } from 'react';
import { Box, Button, Chip, Link, Stack, TableCell, TableRow, Typography } from '@mui/material';
import { formatRupees } from '@devjobs/web/money';
import type { OrderKind, OrderState } from '@devjobs/web/schema-types';
import type { OrderRowFragment } from '../../graphql/generated/operations';
import { formatDate } from '@devjobs/web/dates';
import {
  Dash,
  ListItemHead,
  mono,
  opensOnClick,
  StaffListItem,
} from '../../components/staff-list/parts';
import { OrderDocuments } from './OrderDocuments';
import { RefundHistory, RefundStatusChip } from './OrderRefunds';
import { canRefund } from './refund-form';

export const ORDER_COLUMNS = ['Item', 'Buyer', 'Amount', 'Status', 'Ids', 'Refund'] as const;

/** Where an order stands (the API's OrderState, product.md#screens-and-routes), and its chip's colour. */
export const STATE_LABELS: Record<OrderState, string> = {
  AWAITING_PAYMENT: 'Awaiting payment',
  ABANDONED: 'Abandoned',
  FAILED: 'Failed',
  PAID: 'Paid',
  PARTLY_REFUNDED: 'Partly refunded',
  REFUNDED: 'Refunded',
};
export const KIND_LABELS: Record<OrderKind, string> = { COURSE: 'Course', PDF: 'PDF' };
const STATE_COLORS: Record<OrderState, 'default' | 'success' | 'error' | 'warning'> = {
  AWAITING_PAYMENT: 'default',
  ABANDONED: 'default',
  FAILED: 'error',
  PAID: 'success',
  PARTLY_REFUNDED: 'warning',
  REFUNDED: 'default',
};
/** States whose chip is outlined: nothing paid, or all of it paid back. */
const UNSETTLED = new Set<OrderState>(['AWAITING_PAYMENT', 'ABANDONED', 'REFUNDED']);

/** What was bought (in the table, the button that opens the order's details), and when the order was placed. */
function Item({ order, onOpen }: { order: OrderRowFragment; onOpen?: () => void }) {
  return (
    <>
      {onOpen ? (
        <Link
          component="button"
          type="button"
          variant="body2"
          onClick={onOpen}
          aria-label={`Details of the order for ${order.itemTitle}`}
          sx={{ fontWeight: 600, textAlign: 'left' }}
        >
          {order.itemTitle}
        </Link>
      ) : (
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {order.itemTitle}
        </Typography>
      )}
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mt: 0.5 }}>
        <Chip size="small" variant="outlined" label={KIND_LABELS[order.kind]} />
        <Typography variant="caption" color="text.secondary">
          placed <time dateTime={order.createdAt}>{formatDate(order.createdAt, 'date-time')}</time>
        </Typography>
      </Stack>
    </>
  );
}

/** The buyer's GSTIN, given at checkout for the invoice; nothing when they gave none. */
function Gstin({ order }: { order: OrderRowFragment }) {
  if (!order.buyerGstin) return null;
  return (
    <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 0.25 }}>
      GSTIN{' '}
      <Box component="span" sx={{ ...mono, color: 'text.primary' }}>
        {order.buyerGstin}
      </Box>
    </Typography>
  );
}

/** The buyer's name, or a guest (PDF orders need no account), or an account deleted since; their email (a guest's too) and GSTIN. */
function Buyer({ order }: { order: OrderRowFragment }) {
  return (
    <>
      <Typography variant="body2" color={order.buyer ? 'text.primary' : 'text.secondary'}>
        {order.buyer?.name ?? (order.buyerId ? 'Deleted account' : 'Guest')}
      </Typography>
      {order.email && (
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {order.email}
        </Typography>
      )}
      <Gstin order={order} />
    </>
  );
}

/** Where it stands (paid and when, failed and why, refunded, abandoned…); the invoice and credit notes. */
function Status({ order }: { order: OrderRowFragment }) {
  return (
    <>
      <Chip
        size="small"
        label={STATE_LABELS[order.state]}
        color={STATE_COLORS[order.state]}
        variant={UNSETTLED.has(order.state) ? 'outlined' : 'filled'}
      />
      {order.paidAt && (
        <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 0.5 }}>
          <time dateTime={order.paidAt}>{formatDate(order.paidAt, 'date-time')}</time>
        </Typography>
      )}
      {order.failureReason && (
        <Typography variant="caption" color="error" sx={{ display: 'block', mt: 0.5 }}>
          {order.failureReason}
        </Typography>
      )}
      <OrderDocuments order={order} />
    </>
  );
}

/** The provider's order and payment ids and ours, each labelled. */
function Ids({ order }: { order: OrderRowFragment }) {
  const ids: [string, string | null][] = [
    ['Order', order.providerOrderId],
    ['Payment', order.providerPaymentId],
    ['Ours', order.id],
  ];
  return (
    <Box
      component="dl"
      sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 1, rowGap: 0.25 }}
    >
      {ids.map(([label, value]) => (
        <Fragment key={label}>
          <Typography component="dt" variant="caption" color="text.secondary">
            {label}
          </Typography>
          <Typography
            component="dd"
            sx={{ ...mono, m: 0 }}
            color={value ? 'text.primary' : 'text.secondary'}
          >
            {value ?? 'none'}
          </Typography>
        </Fragment>
      ))}
    </Box>
  );
}

/** Refund eligibility of a paid course order: the verdict, the share opened or why not, the window; the whole reason on hover. */
function RefundPolicy({ refund }: { refund: NonNullable<OrderRowFragment['refund']> }) {
  const share = refund.totalModules ? refund.openedModules / refund.totalModules : 0;
  const opened = `${refund.openedModules} of ${refund.totalModules} modules opened (${Math.round(share * 100)}%)`;
  return (
    <Box title={refund.reason}>
      <Chip
        size="small"
        label={refund.eligible ? 'Eligible' : 'Not eligible'}
        color={refund.eligible ? 'success' : 'warning'}
        variant="outlined"
      />
      <Typography variant="caption" sx={{ display: 'block', mt: 0.5 }}>
        {refund.eligible ? opened : refund.reason.replace(/^Not eligible: /, '')}
      </Typography>
      <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
        7-day window until{' '}
        <time dateTime={refund.windowEndsAt}>{formatDate(refund.windowEndsAt, 'date-time')}</time>
      </Typography>
    </Box>
  );
}

type RefundProps = {
  order: OrderRowFragment;
  onRefund(order: OrderRowFragment): void;
  /** Decline the buyer's refund request (shown while it waits for staff). */
  onDecline(order: OrderRowFragment): void;
};
type OrderProps = RefundProps & {
  /** After a refund sent again fails for a reason that is no field's: the list is read again. */
  onRefundFailed(): void;
};
type OrderRowProps = OrderProps & {
  /** Opens the order's details (a click anywhere on the row, or its title's button). */
  onOpen(order: OrderRowFragment): void;
};

/**
 * Where the order's refunds stand, the policy for a paid course, Refund while something is left
 * to refund, and Decline while the buyer's request waits for staff.
 */
function Refund({ order, onRefund, onDecline }: RefundProps) {
  const refundable = canRefund(order);
  if (!order.refundStatus && !order.refund && !refundable) return <Dash label="None" />;
  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      <RefundStatusChip order={order} />
      {order.refund && <RefundPolicy refund={order.refund} />}
      {refundable && (
        <Button
          size="small"
          variant="outlined"
          aria-label={`Refund ${order.itemTitle}`}
          onClick={() => onRefund(order)}
        >
          Refund
        </Button>
      )}
      {order.refundStatus === 'REQUESTED' && (
        <Button
          size="small"
          color="warning"
          aria-label={`Decline the refund request for ${order.itemTitle}`}
          onClick={() => onDecline(order)}
        >
          Decline request
        </Button>
      )}
    </Stack>
  );
}

/** One order in the admin table, and under it, across the columns, the buyer's refund request and its refunds. */
export function OrderRow({ order, onRefund, onDecline, onRefundFailed, onOpen }: OrderRowProps) {
  const history = order.refunds.length > 0 || Boolean(order.refundRequest);
  const opens = opensOnClick(() => onOpen(order));
  return (
    <>
      <TableRow
        hover
        {...opens}
        sx={{
          ...opens.sx,
          verticalAlign: 'top',
          ...(history && { '& > th, & > td': { borderBottom: 0 } }),
        }}
      >
        <TableCell component="th" scope="row" sx={{ minWidth: 170 }}>
          <Item order={order} onOpen={() => onOpen(order)} />
        </TableCell>
        <TableCell sx={{ minWidth: 140, maxWidth: 220 }}>
          <Buyer order={order} />
        </TableCell>
        <TableCell align="right" sx={{ whiteSpace: 'nowrap', fontWeight: 600 }}>
          {formatRupees(order.amount)}
        </TableCell>
        <TableCell sx={{ minWidth: 110 }}>
          <Status order={order} />
        </TableCell>
        <TableCell sx={{ minWidth: 180, maxWidth: 240 }}>
          <Ids order={order} />
        </TableCell>
        <TableCell sx={{ minWidth: 190 }}>
          <Refund order={order} onRefund={onRefund} onDecline={onDecline} />
        </TableCell>
      </TableRow>
      {history && (
        <TableRow>
          <TableCell colSpan={ORDER_COLUMNS.length} sx={{ pt: 0 }}>
            <RefundHistory order={order} onRefundFailed={onRefundFailed} />
          </TableCell>
        </TableRow>
      )}
    </>
  );
}

/** The same order on a phone. */
export function OrderListItem(props: OrderProps) {
  return (
    <StaffListItem>
      <OrderDetails {...props} />
    </StaffListItem>
  );
}

/** The whole order, item and amount first, then the rest, one part a line: a phone's list item, and the details dialog. */
export function OrderDetails({ order, onRefund, onDecline, onRefundFailed }: OrderProps) {
  return (
    <>
      <ListItemHead
        aside={
          <Typography sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
            {formatRupees(order.amount)}
          </Typography>
        }
      >
        <Item order={order} />
      </ListItemHead>
      <Stack spacing={1} sx={{ mt: 1 }}>
        <Box>
          <Buyer order={order} />
        </Box>
        <Box>
          <Status order={order} />
        </Box>
        <Ids order={order} />
        {(order.refundStatus || order.refund || canRefund(order)) && (
          <Refund order={order} onRefund={onRefund} onDecline={onDecline} />
        )}
        <RefundHistory order={order} onRefundFailed={onRefundFailed} />
      </Stack>
    </>
  );
}
