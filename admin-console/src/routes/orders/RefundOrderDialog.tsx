import { useMutation } from '@apollo/client/react';
import { Alert, InputAdornment, TextField, Typography } from '@mui/material';
import { formatRupees } from '@devjobs/web/money';
import { useTextFields } from '@devjobs/web/use-text-fields';
import { RefundOrderDocument } from '../../graphql/generated/operations';
import { OrderActionDialog, type OrderDialogProps } from './OrderActionDialog';
import { announceRefund } from './refund-outcome';
import { leftToRefund, refundFormFor, toRefundInput } from './refund-form';

/** What refunding all that is left takes back from the buyer. */
const FULL_REFUND_ENDS = {
  COURSE: 'Refunding all that is left takes back the course access this order bought.',
  PDF: 'Refunding all that is left stops the PDF’s download links.',
} as const;

/**
 * 'Refund order': how much (all that is left, unless staff type less) and why, beside the buyer's
 * request and the refund policy's verdict for a course, when there are. The order the API answers
 * updates its row through the cache; the outcome is a toast.
 */
export function RefundOrderDialog(props: OrderDialogProps) {
  const { order } = props;
  const [refundOrder] = useMutation(RefundOrderDocument);
  const form = useTextFields(order ? refundFormFor(order) : { amount: '', reason: '' });
  const left = order ? leftToRefund(order) : 0;

  return (
    <OrderActionDialog
      {...props}
      title="Refund order"
      note={
        order?.refundedAmount ? `${formatRupees(order.refundedAmount)} refunded already.` : null
      }
      form={form}
      check={(order) => {
        const checked = toRefundInput(order.id, form.values, left);
        if ('errors' in checked) return checked;
        return {
          async send() {
            const { data } = await refundOrder({ variables: { input: checked.input } });
            if (data) announceRefund(data.refundOrder);
          },
        };
      }}
      failure="Could not refund the order. Please try again."
      submit={{ label: 'Refund' }}
    >
      {order?.refund && (
        <Alert
          role="note"
          severity={order.refund.eligible ? 'success' : 'warning'}
          variant="outlined"
        >
          {order.refund.reason}
        </Alert>
      )}
      <TextField
        {...form.field('amount', `Up to ${formatRupees(left)}`)}
        label="Amount"
        required
        autoFocus
        autoComplete="off"
        slotProps={{
          input: { startAdornment: <InputAdornment position="start">₹</InputAdornment> },
          htmlInput: { inputMode: 'decimal' },
        }}
      />
      <TextField
        {...form.field('reason', 'One line, kept in the audit log.')}
        label="Reason"
        required
        autoComplete="off"
        slotProps={{ htmlInput: { maxLength: 500 } }}
      />
      {order && (
        <Typography variant="body2" color="text.secondary">
          {FULL_REFUND_ENDS[order.kind]} Part of it keeps what was bought.
        </Typography>
      )}
    </OrderActionDialog>
  );
}
