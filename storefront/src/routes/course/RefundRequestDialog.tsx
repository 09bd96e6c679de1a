import { useMutation } from '@apollo/client/react';
import { TextField } from '@mui/material';
import { ActionDialog } from '@devjobs/web/ActionDialog';
import { formatDate } from '@devjobs/web/dates';
import { errorCode, fieldErrors } from '@devjobs/web/graphql-errors';
import { formatRupees } from '@devjobs/web/money';
import { toast } from '@devjobs/web/toast';
import { useTextFields } from '@devjobs/web/use-text-fields';
import {
  RequestRefundDocument,
  type RefundMeterFragment,
} from '../../graphql/generated/operations';
import type { CourseDetails } from './course-details';

type Props = {
  open: boolean;
  onClose: () => void;
  course: CourseDetails;
  refund: RefundMeterFragment;
  /** The server refused for a reason of the purchase's, not the text's: the meter is asked again. */
  onRefused: () => void;
};

/**
 * 'Ask for a refund' (decision 069): the purchase it is about, what a refund does, and a reason
 * (required, one line). requestRefund answers with the meter as it now stands, which replaces the
 * shown one (CourseRefund is keyed by orderId). A refusal of the reason shows under the field; any
 * other (no longer eligible, asked already, nothing left to refund) in a toast, and the dialog
 * closes on the meter asked again. Each opening starts with an empty form.
 */
export function RefundRequestDialog({ open, onClose, course, refund, onRefused }: Props) {
  const [requestRefund] = useMutation(RequestRefundDocument);
  const form = useTextFields({ reason: '' });
  const close = () => {
    form.reset();
    onClose();
  };

  const handleSubmit = form.submit(async ({ reason }) => {
    try {
      await requestRefund({ variables: { input: { courseId: course.id, reason: reason.trim() } } });
    } catch (error) {
      const code = errorCode(error);
      if (code === 'NOT_FOUND' || (code === 'BAD_USER_INPUT' && !fieldErrors(error).reason)) {
        close();
        onRefused();
      }
      throw error;
    }
    toast.success('Refund requested. We mail you once it is refunded.');
    close();
  }, 'Could not send your request. Please try again.');

  return (
    <ActionDialog
      open={open}
      pending={form.sending}
      onClose={close}
      title="Ask for a refund"
      text={`${course.title}: ${formatRupees(refund.amount)} paid on ${formatDate(refund.paidAt)}. Our staff refund the payment to the way you paid; it reaches you in 5-7 business days. A full refund ends your access to the course.`}
      action={{ label: 'Send request' }}
      onSubmit={handleSubmit}
    >
      <TextField
        label="Reason"
        required
        autoFocus
        autoComplete="off"
        slotProps={{ htmlInput: { maxLength: 500 } }}
        {...form.field('reason', 'One line, up to 500 characters: what did not work for you?')}
      />
    </ActionDialog>
  );
}
