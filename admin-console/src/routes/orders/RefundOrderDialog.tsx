import { useId, useState, type FormEvent } from 'react';
import { useMutation } from '@apollo/client/react';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  InputAdornment,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { errorMessage, fieldErrors } from '@devjobs/web/graphql-errors';
import { formatRupees } from '@devjobs/web/money';
import { toast } from '@devjobs/web/toast';
import { useTextFields } from '@devjobs/web/use-text-fields';
import { RefundOrderDocument, type OrderRowFragment } from '../../graphql/generated/operations';
import { RefundRequest } from './OrderRefunds';
import { announceRefund } from './refund-outcome';
import { leftToRefund, refundFormFor, toRefundInput, type RefundFormErrors } from './refund-form';

const FIELDS = ['amount', 'reason'] as const;

/** What refunding all that is left takes back from the buyer. */
const FULL_REFUND_ENDS = {
  COURSE: 'Refunding all that is left takes back the course access this order bought.',
  PDF: 'Refunding all that is left stops the PDF’s download links.',
} as const;

/**
 * 'Refund order': how much (all that is left, unless staff type less) and why, beside the buyer's
 * request and the refund policy's verdict for a course, when there are. Field errors show under
 * their fields; any other failure is a toast, the dialog stays open and the list is read again (the
 * order may have changed meanwhile). The order the API answers updates its row through the cache.
 */
export function RefundOrderDialog({
  order,
  open,
  onClose,
  onFailed,
}: {
  /** Stays set while the dialog fades out, so its text does not go blank; `open` closes it. */
  order: OrderRowFragment | null;
  open: boolean;
  onClose(): void;
  /** After a failure that is no field's: the list is read again. */
  onFailed(): void;
}) {
  const id = useId();
  const [refundOrder] = useMutation(RefundOrderDocument);
  const form = useTextFields(order ? refundFormFor(order) : { amount: '', reason: '' });
  const [sending, setSending] = useState(false);
  const left = order ? leftToRefund(order) : 0;
  const fieldId = (name: (typeof FIELDS)[number]) => `${id}-${name}`;

  const focusFirst = (errors: RefundFormErrors) => {
    const first = FIELDS.find((name) => errors[name]);
    if (first) document.getElementById(fieldId(first))?.focus();
  };

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!order || sending) return;
    const checked = toRefundInput(order.id, form.values, left);
    if ('errors' in checked) {
      form.setErrors(checked.errors);
      focusFirst(checked.errors);
      return;
    }
    form.setErrors({});
    setSending(true);
    try {
      const { data } = await refundOrder({ variables: { input: checked.input } });
      if (data) announceRefund(data.refundOrder);
      onClose();
    } catch (error) {
      if (form.showFieldErrors(error)) focusFirst(fieldErrors(error));
      else {
        toast.error(errorMessage(error, 'Could not refund the order. Please try again.'));
        onFailed();
      }
    } finally {
      setSending(false);
    }
  }

  return (
    <Dialog
      open={open}
      onClose={() => !sending && onClose()}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id={`${id}-title`}>Refund order</DialogTitle>
      <Box component="form" noValidate onSubmit={handleSubmit} aria-labelledby={`${id}-title`}>
        <DialogContent sx={{ pt: 0 }}>
          <Stack spacing={2}>
            <DialogContentText id={`${id}-text`} sx={{ overflowWrap: 'anywhere' }}>
              {order?.itemTitle}, {formatRupees(order?.amount ?? 0)} paid
              {order?.buyer ? ` by ${order.buyer.email}` : ''}.
              {order?.refundedAmount
                ? ` ${formatRupees(order.refundedAmount)} refunded already.`
                : ''}
            </DialogContentText>
            {order && <RefundRequest order={order} />}
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
              id={fieldId('amount')}
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
              id={fieldId('reason')}
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
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={sending}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" loading={sending}>
            Refund
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
