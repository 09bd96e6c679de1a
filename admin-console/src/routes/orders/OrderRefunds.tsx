import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { Box, Button, Chip, Stack, Typography } from '@mui/material';
import { formatDate } from '@devjobs/web/dates';
import { errorMessage } from '@devjobs/web/graphql-errors';
import { formatRupees } from '@devjobs/web/money';
import type { RefundState, RefundStatus } from '@devjobs/web/schema-types';
import { toast } from '@devjobs/web/toast';
import { RefundOrderDocument, type OrderRowFragment } from '../../graphql/generated/operations';
import { announceRefund } from './refund-outcome';
import { useCanResend } from './refund-resend';

/** The refund filter's choices: where an order's refunds stand. */
export const REFUND_STATUS_LABELS: Record<RefundStatus, string> = {
  REQUESTED: 'Requested',
  DECLINED: 'Declined',
  PENDING: 'Pending',
  PARTIAL: 'Partly refunded',
  REFUNDED: 'Refunded',
  FAILED: 'Failed',
};

const STATE_LABELS: Record<RefundState, string> = {
  PENDING: 'Pending',
  PROCESSED: 'Processed',
  FAILED: 'Failed',
};
const STATE_COLORS: Record<RefundState, 'warning' | 'success' | 'error'> = {
  PENDING: 'warning',
  PROCESSED: 'success',
  FAILED: 'error',
};

/**
 * Where the order's refunds stand, as a chip: asked for by the buyer (staff's turn: filled), pending,
 * partly refunded (how much), refunded (when) or failed.
 */
export function RefundStatusChip({ order }: { order: OrderRowFragment }) {
  const { refundStatus } = order;
  if (!refundStatus) return null;
  const chips: Record<RefundStatus, [string, 'warning' | 'primary' | 'default' | 'error']> = {
    REQUESTED: ['Refund requested', 'warning'],
    DECLINED: ['Request declined', 'default'],
    PENDING: ['Refund pending', 'warning'],
    PARTIAL: [`Partly refunded ${formatRupees(order.refundedAmount)}`, 'primary'],
    REFUNDED: [`Refunded on ${formatDate(order.refundedAt, 'short-day') ?? '—'}`, 'default'],
    FAILED: ['Refund failed', 'error'],
  };
  const [label, color] = chips[refundStatus];
  return (
    <Chip
      size="small"
      label={label}
      color={color}
      variant={refundStatus === 'REFUNDED' || refundStatus === 'REQUESTED' ? 'filled' : 'outlined'}
      // A long label ('Refunded on 7 Dec 2026') wraps inside the column instead of widening the table.
      sx={{
        height: 'auto',
        maxWidth: '100%',
        '& .MuiChip-label': { whiteSpace: 'normal', py: 0.25 },
      }}
    />
  );
}

/** What the buyer wrote when they asked for a refund, and when, and staff's answer if they declined; null when they did not ask. */
export function RefundRequest({ order }: { order: OrderRowFragment }) {
  if (!order.refundRequest) return null;
  return (
    <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
      <Typography component="span" variant="body2" color="text.secondary">
        The buyer asked for a refund
        {order.refundRequestedAt && (
          <>
            {' on '}
            <time dateTime={order.refundRequestedAt}>
              {formatDate(order.refundRequestedAt, 'date-time')}
            </time>
          </>
        )}
        :{' '}
      </Typography>
      “{order.refundRequest}”
      {order.refundDecline && (
        <>
          <br />
          <Typography component="span" variant="body2" color="text.secondary">
            Staff declined it:{' '}
          </Typography>
          “{order.refundDecline}”
        </>
      )}
    </Typography>
  );
}

type HistoryProps = {
  order: OrderRowFragment;
  /** After a refund sent again fails for a reason that is no field's: the list is read again. */
  onRefundFailed(): void;
};

/** Under an order: the buyer's refund request, then its refunds. */
export function RefundHistory({ order, onRefundFailed }: HistoryProps) {
  if (!order.refundRequest && !order.refunds.length) return null;
  return (
    <Stack spacing={0.5}>
      <RefundRequest order={order} />
      {order.refunds.length > 0 && <RefundList order={order} onRefundFailed={onRefundFailed} />}
    </Stack>
  );
}

/**
 * The order's refunds, oldest first, one a line: amount, state, reason, who asked (a refund made in
 * Razorpay's dashboard has nobody of ours) and when; a failed one says why, and one Razorpay never
 * answered can be sent again.
 */
function RefundList({ order, onRefundFailed }: HistoryProps) {
  return (
    <Box component="ul" aria-label="Refunds" sx={{ m: 0, p: 0, listStyle: 'none' }}>
      {order.refunds.map((refund) => (
        <Stack
          key={refund.id}
          component="li"
          direction="row"
          useFlexGap
          spacing={1}
          sx={{ alignItems: 'baseline', flexWrap: 'wrap', rowGap: 0.25, py: 0.25 }}
        >
          <Typography variant="body2" sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
            {formatRupees(refund.amount)}
          </Typography>
          <Chip
            size="small"
            variant="outlined"
            label={STATE_LABELS[refund.status]}
            color={STATE_COLORS[refund.status]}
          />
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere', minWidth: 0 }}>
            {refund.reason}
          </Typography>
          <Typography variant="caption" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {refund.requestedBy ?? 'Razorpay dashboard'} ·{' '}
            <time dateTime={refund.createdAt}>{formatDate(refund.createdAt, 'date-time')}</time>
          </Typography>
          {refund.failureReason && (
            <Typography variant="caption" color="error" sx={{ overflowWrap: 'anywhere' }}>
              {refund.failureReason}
            </Typography>
          )}
          <SendAgain order={order} refund={refund} onFailed={onRefundFailed} />
        </Stack>
      ))}
    </Box>
  );
}

/**
 * "Send again" on a refund Razorpay never answered, 30 seconds after it was asked for (decision 068):
 * refundOrder with the order and the refund's amount and reason sends the same refund again under
 * the same idempotency key (the API keeps the refund's own amount and reason). The outcome is a
 * toast, as the Refund dialog's; a failure also reads the list again.
 */
function SendAgain({
  order,
  refund,
  onFailed,
}: {
  order: OrderRowFragment;
  refund: OrderRowFragment['refunds'][number];
  onFailed(): void;
}) {
  const due = useCanResend(refund);
  const [refundOrder] = useMutation(RefundOrderDocument);
  const [sending, setSending] = useState(false);
  if (!due) return null;

  async function send() {
    if (sending) return;
    setSending(true);
    try {
      const { data } = await refundOrder({
        variables: { input: { orderId: order.id, amount: refund.amount, reason: refund.reason } },
      });
      if (data) announceRefund(data.refundOrder, refund.id);
    } catch (error) {
      toast.error(errorMessage(error, 'Could not send the refund again. Please try again.'));
      onFailed();
    } finally {
      setSending(false);
    }
  }

  const amount = formatRupees(refund.amount);
  return (
    <>
      <Typography variant="caption" color="text.secondary">
        Razorpay has not answered.
      </Typography>
      <Button
        size="small"
        variant="outlined"
        loading={sending}
        aria-label={`Send again the refund of ${amount}`}
        onClick={() => void send()}
      >
        Send again
      </Button>
    </>
  );
}
