import { Fragment } from 'react';
import {
  Box,
  Chip,
  ListItem,
  Skeleton,
  Stack,
  TableCell,
  TableRow,
  Typography,
} from '@mui/material';
import { formatRupees } from '@devjobs/web/money';
import type { OrderKind, OrderStatus } from '@devjobs/web/schema-types';
import type { OrderRowFragment } from '../../graphql/generated/operations';
import { formatDate } from '@devjobs/web/dates';
import { tokens } from '../../lib/theme';

export const ORDER_COLUMNS = ['Item', 'Buyer', 'Amount', 'Status', 'Ids', 'Refund'] as const;

export const STATUS_LABELS: Record<OrderStatus, string> = {
  CREATED: 'Created',
  PAID: 'Paid',
  FAILED: 'Failed',
};
export const KIND_LABELS: Record<OrderKind, string> = { COURSE: 'Course', PDF: 'PDF' };
const STATUS_COLORS: Record<OrderStatus, 'default' | 'success' | 'error'> = {
  CREATED: 'default',
  PAID: 'success',
  FAILED: 'error',
};

const mono = {
  fontFamily: tokens.monoFontFamily,
  fontSize: '0.75rem',
  overflowWrap: 'anywhere',
} as const;
const dash = (
  <Typography component="span" color="text.secondary" aria-label="None">
    —
  </Typography>
);

/** What was bought, and when the order was placed. */
function Item({ order }: { order: OrderRowFragment }) {
  return (
    <>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {order.itemTitle}
      </Typography>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mt: 0.5 }}>
        <Chip size="small" variant="outlined" label={KIND_LABELS[order.kind]} />
        <Typography variant="caption" color="text.secondary">
          placed <time dateTime={order.createdAt}>{formatDate(order.createdAt, 'date-time')}</time>
        </Typography>
      </Stack>
    </>
  );
}

/** The buyer's name and email; a guest (PDF orders need no account), or an account deleted since. */
function Buyer({ order }: { order: OrderRowFragment }) {
  if (order.buyer) {
    return (
      <>
        <Typography variant="body2">{order.buyer.name}</Typography>
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {order.buyer.email}
        </Typography>
      </>
    );
  }
  return (
    <Typography variant="body2" color="text.secondary">
      {order.buyerId ? 'Deleted account' : 'Guest'}
    </Typography>
  );
}

/** Created, paid (and when) or failed (and why). */
function Status({ order }: { order: OrderRowFragment }) {
  return (
    <>
      <Chip
        size="small"
        label={STATUS_LABELS[order.status]}
        color={STATUS_COLORS[order.status]}
        variant={order.status === 'CREATED' ? 'outlined' : 'filled'}
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
function Refund({ order }: { order: OrderRowFragment }) {
  const { refund } = order;
  if (!refund) return dash;
  const opened = `${refund.completedModules} of ${refund.totalModules} modules opened (${Math.round(refund.accessedShare * 100)}%)`;
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

/** One order in the admin table. */
export function OrderRow({ order }: { order: OrderRowFragment }) {
  return (
    <TableRow hover sx={{ verticalAlign: 'top' }}>
      <TableCell component="th" scope="row" sx={{ minWidth: 170 }}>
        <Item order={order} />
      </TableCell>
      <TableCell sx={{ minWidth: 150, maxWidth: 220 }}>
        <Buyer order={order} />
      </TableCell>
      <TableCell align="right" sx={{ whiteSpace: 'nowrap', fontWeight: 600 }}>
        {formatRupees(order.amount)}
      </TableCell>
      <TableCell sx={{ minWidth: 110 }}>
        <Status order={order} />
      </TableCell>
      <TableCell sx={{ minWidth: 190, maxWidth: 240 }}>
        <Ids order={order} />
      </TableCell>
      <TableCell sx={{ minWidth: 190 }}>
        <Refund order={order} />
      </TableCell>
    </TableRow>
  );
}

/** The same order on a phone: item and amount first, then the rest, one part a line. */
export function OrderListItem({ order }: { order: OrderRowFragment }) {
  return (
    <ListItem divider sx={{ display: 'block', px: 2, py: 1.5 }}>
      <Stack
        direction="row"
        spacing={1}
        sx={{ justifyContent: 'space-between', alignItems: 'flex-start' }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Item order={order} />
        </Box>
        <Typography sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
          {formatRupees(order.amount)}
        </Typography>
      </Stack>
      <Stack spacing={1} sx={{ mt: 1 }}>
        <Box>
          <Buyer order={order} />
        </Box>
        <Box>
          <Status order={order} />
        </Box>
        <Ids order={order} />
        {order.refund && <Refund order={order} />}
      </Stack>
    </ListItem>
  );
}

export function OrderListItemSkeleton() {
  return (
    <ListItem divider aria-hidden sx={{ display: 'block', px: 2, py: 1.5 }}>
      <Skeleton width="70%" />
      <Skeleton width="50%" />
      <Skeleton width="60%" />
    </ListItem>
  );
}
