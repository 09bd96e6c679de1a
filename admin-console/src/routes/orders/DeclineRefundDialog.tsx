import { useMutation } from '@apollo/client/react';
import { TextField } from '@mui/material';
import { toast } from '@devjobs/web/toast';
import { useTextFields } from '@devjobs/web/use-text-fields';
import { DeclineRefundRequestDocument } from '../../graphql/generated/operations';
import { OrderActionDialog, type OrderDialogProps } from './OrderActionDialog';

/**
 * 'Decline refund request': staff's answer to the buyer, who gets it by mail (decision 069). The
 * buyer keeps what they bought; the order can still be refunded later. Another staff member
 * answering first is a toast (OrderActionDialog). The order the API answers updates its row.
 */
export function DeclineRefundDialog(props: OrderDialogProps) {
  const [decline] = useMutation(DeclineRefundRequestDocument);
  const form = useTextFields({ reason: '' });

  return (
    <OrderActionDialog
      {...props}
      title="Decline refund request"
      note="Nothing is refunded and the buyer keeps the access; you can still refund the order later."
      form={form}
      check={(order) => {
        const reason = form.values.reason.trim();
        if (!reason) return { errors: { reason: 'Tell the buyer why' } };
        return {
          async send() {
            await decline({ variables: { input: { orderId: order.id, reason } } });
            toast.success('Request declined. The buyer gets your answer by mail.');
          },
        };
      }}
      failure="Could not decline the request. Please try again."
      submit={{ label: 'Decline request', color: 'warning' }}
    >
      <TextField
        {...form.field('reason', 'One line, mailed to the buyer and kept in the audit log.')}
        label="Answer to the buyer"
        required
        autoFocus
        autoComplete="off"
        slotProps={{ htmlInput: { maxLength: 500 } }}
      />
    </OrderActionDialog>
  );
}
