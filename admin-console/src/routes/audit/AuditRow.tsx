import { useState } from 'react';
import { Box, Button, Chip, Stack, TableCell, TableRow, Typography } from '@mui/material';
import { formatDate } from '@devjobs/web/dates';
import { ListItemHead, mono, StaffListItem, When } from '../../components/staff-list/parts';
import type { AuditRowFragment } from '../../graphql/generated/operations';

export const AUDIT_COLUMNS = ['When', 'Staff member', 'Kind', 'Target', 'IP', 'Changes'] as const;

/** How each kind reads; a kind the console does not know yet shows as the API names it. */
const KIND_LABELS: Record<string, string> = {
  'job.create': 'Job posted',
  'job.update': 'Job edited',
  'job.delete': 'Job deleted',
  'course.create': 'Course created',
  'course.update': 'Course edited',
  'course.delete': 'Course deleted',
  'admin.promote': 'Made admin',
  'admin.demote': 'Admin removed',
  'two-factor.enable': 'Two-factor on',
  'two-factor.disable': 'Two-factor off',
  'two-factor.recovery-code': 'Recovery code used',
  'two-factor.new-recovery-codes': 'New recovery codes',
  'two-factor.reset': 'Two-factor reset',
  'order.refund': 'Order refunded',
  'order.refund-decline': 'Refund request declined',
  'api-token.create': 'Token created',
  'api-token.revoke': 'Token revoked',
  'webhook.create': 'Webhook added',
  'webhook.update': 'Webhook changed',
  'webhook.delete': 'Webhook deleted',
  'webhook.resend': 'Webhook resent',
};
export const kindLabel = (kind: string) => KIND_LABELS[kind] ?? kind;

/** Changes shown before "Show all": a new course lists every module's fields. */
const FIRST_CHANGES = 4;

/** The staff member's email as it was, or the command line / start-up. */
function Actor({ entry }: { entry: AuditRowFragment }) {
  return (
    <Typography
      variant="body2"
      color={entry.actorId ? 'text.primary' : 'text.secondary'}
      sx={{ overflowWrap: 'break-word' }}
    >
      {entry.actorId ? entry.actor : `${entry.actor} (no account)`}
    </Typography>
  );
}

function Kind({ entry }: { entry: AuditRowFragment }) {
  return <Chip size="small" variant="outlined" label={kindLabel(entry.kind)} />;
}

function Target({ entry }: { entry: AuditRowFragment }) {
  return (
    <>
      <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
        {entry.targetLabel}
      </Typography>
      <Typography component="span" sx={mono} color="text.secondary">
        {entry.targetId}
      </Typography>
    </>
  );
}

function Ip({ entry }: { entry: AuditRowFragment }) {
  return (
    <Typography component="span" sx={mono} color={entry.ip ? 'text.primary' : 'text.secondary'}>
      {entry.ip ?? 'none'}
    </Typography>
  );
}

/** A moment the API recorded (an ISO date-time, such as a token's expiry) reads as in India. */
const ISO_MOMENT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;
const shown = (value: string | null) =>
  value === null ? '(none)' : ISO_MOMENT.test(value) ? formatDate(value, 'date-time') : value;

/** Each changed field, before → after; long lists folded behind "Show all". */
function Changes({ entry }: { entry: AuditRowFragment }) {
  const [all, setAll] = useState(false);
  const { changes } = entry;
  if (!changes.length)
    return (
      <Typography variant="body2" color="text.secondary">
        No field changed
      </Typography>
    );
  const visible = all ? changes : changes.slice(0, FIRST_CHANGES);
  return (
    <Box>
      <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none' }}>
        {visible.map((change) => (
          <Typography
            key={change.field}
            component="li"
            variant="body2"
            sx={{ overflowWrap: 'anywhere' }}
          >
            <Box component="span" sx={{ fontWeight: 600 }}>
              {change.field}
            </Box>
            {': '}
            {change.before !== null && (
              <>
                <Box component="del" sx={{ color: 'text.secondary' }}>
                  {shown(change.before)}
                </Box>
                {' → '}
              </>
            )}
            {shown(change.after)}
          </Typography>
        ))}
      </Box>
      {changes.length > FIRST_CHANGES && (
        <Button size="small" onClick={() => setAll(!all)} aria-expanded={all} sx={{ ml: -0.5 }}>
          {all ? 'Show fewer' : `Show all ${changes.length} changes`}
        </Button>
      )}
    </Box>
  );
}

/** One entry in the admin table. */
export function AuditRow({ entry }: { entry: AuditRowFragment }) {
  return (
    <TableRow hover sx={{ verticalAlign: 'top' }}>
      <TableCell component="th" scope="row" sx={{ minWidth: 100, maxWidth: 120 }}>
        <When at={entry.createdAt} />
      </TableCell>
      <TableCell sx={{ minWidth: 150, maxWidth: 200 }}>
        <Actor entry={entry} />
      </TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>
        <Kind entry={entry} />
      </TableCell>
      <TableCell sx={{ minWidth: 140, maxWidth: 200 }}>
        <Target entry={entry} />
      </TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>
        <Ip entry={entry} />
      </TableCell>
      <TableCell sx={{ minWidth: 220 }}>
        <Changes entry={entry} />
      </TableCell>
    </TableRow>
  );
}

/** The same entry on a phone: what and when first, then who, from where, and the changes. */
export function AuditListItem({ entry }: { entry: AuditRowFragment }) {
  return (
    <StaffListItem>
      <ListItemHead aside={<Kind entry={entry} />}>
        <Target entry={entry} />
      </ListItemHead>
      <Stack spacing={0.5} sx={{ mt: 1 }}>
        <When at={entry.createdAt} />
        <Actor entry={entry} />
        <Typography variant="caption" color="text.secondary">
          IP <Ip entry={entry} />
        </Typography>
        <Changes entry={entry} />
      </Stack>
    </StaffListItem>
  );
}
