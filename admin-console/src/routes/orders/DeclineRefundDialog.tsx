import { useId, useState, type FormEvent } from 'react';
import { useMutation } from '@apollo/client/react';
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Stack,
  TextField,
} from '@mui/material';
import { errorMessage } from '@devjobs/web/graphql-errors';
import { formatRupees } from '@devjobs/web/money';
import { toast } from '@devjobs/web/toast';
import { useTextFields } from '@devjobs/web/use-text-fields';
import {
  DeclineRefundRequestDocument,
  type OrderRowFragment,
} from '../../graphql/generated/operations';
import { RefundRequest } from './OrderRefunds';

/**
 * 'Decline refund request': staff's answer to the buyer, who gets it by mail (decision 069). The
 * buyer keeps what they bought; the order can still be refunded later. The reason's errors show
 * under it; any other failure (another staff member answered first, say) is a toast, the dialog
 * stays open and the list is read again. The order the API answers updates its row.
 */
export function DeclineRefundDialog({
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
  const [decline] = useMutation(DeclineRefundRequestDocument);
  const form = useTextFields({ reason: '' });
  const [sending, setSending] = useState(false);
  const reasonId = `${id}-reason`;

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!order || sending) return;
    const reason = form.values.reason.trim();
    if (!reason) {
      form.setErrors({ reason: 'Tell the buyer why' });
      document.getElementById(reasonId)?.focus();
      return;
    }
    form.setErrors({});
    setSending(true);
    try {
      await decline({ variables: { input: { orderId: order.id, reason } } });
      toast.success('Request declined. The buyer gets your answer by mail.');
      onClose();
    } catch (error) {
      if (form.showFieldErrors(error)) document.getElementById(reasonId)?.focus();
      else {
        toast.error(errorMessage(error, 'Could not decline the request. Please try again.'));
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
      <DialogTitle id={`${id}-title`}>Decline refund request</DialogTitle>
      <Box component="form" noValidate onSubmit={handleSubmit} aria-labelledby={`${id}-title`}>
        <DialogContent sx={{ pt: 0 }}>
          <Stack spacing={2}>
            <DialogContentText id={`${id}-text`} sx={{ overflowWrap: 'anywhere' }}>
              {order?.itemTitle}, {formatRupees(order?.amount ?? 0)} paid
              {order?.buyer ? ` by ${order.buyer.email}` : ''}. Nothing is refunded and the buyer
              keeps the access; you can still refund the order later.
            </DialogContentText>
            {order && <RefundRequest order={order} />}
            <TextField
              {...form.field('reason', 'One line, mailed to the buyer and kept in the audit log.')}
              id={reasonId}
              label="Answer to the buyer"
              required
              autoFocus
              autoComplete="off"
              slotProps={{ htmlInput: { maxLength: 500 } }}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={sending}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" color="warning" loading={sending}>
            Decline request
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
