import {
  Box,
  Button,
  Chip,
  type ChipProps,
  Stack,
  TableCell,
  TableRow,
  Typography,
} from '@mui/material';
import { ListItemHead, opensOnClick, StaffListItem, When } from '../../components/staff-list/parts';
import type { OutboxRowFragment } from '../../graphql/generated/operations';

export const OUTBOX_COLUMNS = ['When', 'Recipient', 'Subject', 'Status', 'Last error', ''] as const;

const KIND_LABELS: Record<string, string> = {
  'password-reset': 'Password reset',
  'signup-address-taken': 'Signup, address taken',
  'confirm-email': 'Confirm address',
  'confirm-email-change': 'Confirm new address',
  'email-change-notice': 'Address change notice',
  receipt: 'Receipt',
  'pdf-downloads': 'PDF downloads',
  'course-ending': 'Course access ending',
  refund: 'Refund',
  'refund-declined': 'Refund request declined',
  'refund-requested': 'Refund request, to staff',
  'two-factor-change': 'Two-factor sign-in changed',
  'job-alert': 'Job alert',
  'confirm-alert': 'Confirm job alert',
  'webhook-disabled': 'Webhook endpoint switched off',
};
/** How each kind reads; a kind the console does not know yet shows as the API names it. */
export const kindLabel = (kind: string) => KIND_LABELS[kind] ?? kind;

/** Each status in words, and its colour. */
export const STATUSES: Record<string, { label: string; color: ChipProps['color'] }> = {
  queued: { label: 'Queued', color: 'default' },
  sending: { label: 'Sending', color: 'info' },
  sent: { label: 'Sent', color: 'success' },
  kept: { label: 'Kept (not sent)', color: 'default' },
  failed: { label: 'Failed', color: 'error' },
};

function Status({ message }: { message: OutboxRowFragment }) {
  const status = STATUSES[message.status] ?? { label: message.status, color: 'default' };
  return <Chip size="small" variant="outlined" color={status.color} label={status.label} />;
}

const attempts = (n: number) => `${n} ${n === 1 ? 'attempt' : 'attempts'}`;

function LastError({ message }: { message: OutboxRowFragment }) {
  return (
    <Typography
      variant="body2"
      color={message.lastError ? 'error' : 'text.secondary'}
      sx={{ overflowWrap: 'anywhere' }}
    >
      {message.lastError ?? 'none'}
    </Typography>
  );
}

function ViewButton({ message, onView }: { message: OutboxRowFragment; onView: () => void }) {
  return (
    <Button
      size="small"
      variant="outlined"
      onClick={onView}
      aria-label={`View ${message.subject} to ${message.recipient}`}
    >
      View
    </Button>
  );
}

type RowProps = { message: OutboxRowFragment; onView: () => void };

/**
 * One message in the admin table, the whole row opening it (View for keyboards): its kind under
 * the subject and its attempts under the status keep the table within a 1,280 px window.
 */
export function OutboxRow({ message, onView }: RowProps) {
  const opens = opensOnClick(onView);
  return (
    <TableRow hover {...opens} sx={{ verticalAlign: 'top', ...opens.sx }}>
      <TableCell component="th" scope="row" sx={{ minWidth: 100, maxWidth: 120 }}>
        <When at={message.createdAt} />
      </TableCell>
      <TableCell sx={{ minWidth: 150, maxWidth: 220, overflowWrap: 'anywhere' }}>
        {message.recipient}
      </TableCell>
      <TableCell sx={{ minWidth: 160 }}>
        {message.subject}
        <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
          {kindLabel(message.kind)}
        </Typography>
      </TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>
        <Status message={message} />
        <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 0.5 }}>
          {attempts(message.attempts)}
        </Typography>
      </TableCell>
      <TableCell sx={{ minWidth: 140, maxWidth: 240 }}>
        <LastError message={message} />
      </TableCell>
      <TableCell>
        <ViewButton message={message} onView={onView} />
      </TableCell>
    </TableRow>
  );
}

/** The same message on a phone: subject and status first, then to whom, when and how it went. */
export function OutboxListItem({ message, onView }: RowProps) {
  return (
    <StaffListItem>
      <ListItemHead aside={<Status message={message} />}>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {message.subject}
        </Typography>
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          {message.recipient}
        </Typography>
      </ListItemHead>
      <Stack spacing={0.5} sx={{ mt: 1 }}>
        <When at={message.createdAt} />
        <Typography variant="caption" color="text.secondary">
          {kindLabel(message.kind)} · {attempts(message.attempts)}
        </Typography>
        {message.lastError && <LastError message={message} />}
        <Box>
          <ViewButton message={message} onView={onView} />
        </Box>
      </Stack>
    </StaffListItem>
  );
}
