import { Box, Button, Chip, Skeleton, TableCell, TableRow, Typography } from '@mui/material';
import { formatDate } from '@devjobs/web/dates';
import type { ApiTokenState } from '@devjobs/web/schema-types';
import {
  Dash,
  ListItemHead,
  listItemSkeleton,
  mono,
  StaffListItem,
  When,
} from '../../components/staff-list/parts';
import type { ApiTokenRowFragment } from '../../graphql/generated/operations';

export const TOKEN_COLUMNS = [
  'Name',
  'Scopes',
  'Expires',
  'Created',
  'Last used',
  'State',
  'Action',
] as const;

const STATES: Record<ApiTokenState, { label: string; color: 'success' | 'default' | 'error' }> = {
  ACTIVE: { label: 'Active', color: 'success' },
  EXPIRED: { label: 'Expired', color: 'default' },
  REVOKED: { label: 'Revoked', color: 'error' },
};

type RowProps = { token: ApiTokenRowFragment; onRevoke(token: ApiTokenRowFragment): void };

function StateChip({ state }: { state: ApiTokenState }) {
  return <Chip size="small" variant="outlined" {...STATES[state]} />;
}

function Scopes({ scopes }: { scopes: readonly string[] }) {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
      {scopes.map((scope) => (
        <Box key={scope} component="code" sx={mono}>
          {scope}
        </Box>
      ))}
    </Box>
  );
}

/** When and where a token was last used, or that it never was. */
function LastUse({ token }: { token: ApiTokenRowFragment }) {
  if (!token.lastUsedAt) return <Dash label="Never used" />;
  return (
    <>
      <When at={token.lastUsedAt} />
      {token.lastUsedIp && (
        <Typography variant="body2" sx={mono}>
          {token.lastUsedIp}
        </Typography>
      )}
    </>
  );
}

function RevokeButton({ token, onRevoke }: RowProps) {
  if (token.state !== 'ACTIVE') return <Dash label="No action" />;
  return (
    <Button
      size="small"
      color="error"
      onClick={() => onRevoke(token)}
      aria-label={`Revoke ${token.name}`}
    >
      Revoke
    </Button>
  );
}

/** One API token: what it may do, how long, its last use and whether it still works. */
export function ApiTokenRow({ token, onRevoke }: RowProps) {
  return (
    <TableRow hover>
      <TableCell sx={{ minWidth: 140, overflowWrap: 'anywhere' }}>{token.name}</TableCell>
      <TableCell sx={{ minWidth: 150 }}>
        <Scopes scopes={token.scopes} />
      </TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>
        <time dateTime={token.expiresAt}>{formatDate(token.expiresAt, 'short-day')}</time>
      </TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>
        <time dateTime={token.createdAt}>{formatDate(token.createdAt, 'short-day')}</time>
      </TableCell>
      <TableCell sx={{ minWidth: 130 }}>
        <LastUse token={token} />
      </TableCell>
      <TableCell>
        <StateChip state={token.state} />
      </TableCell>
      <TableCell>
        <RevokeButton token={token} onRevoke={onRevoke} />
      </TableCell>
    </TableRow>
  );
}

export function ApiTokenRowSkeleton() {
  return (
    <TableRow aria-hidden>
      {TOKEN_COLUMNS.map((column) => (
        <TableCell key={column}>
          <Skeleton width={column === 'Scopes' ? 120 : 80} />
        </TableCell>
      ))}
    </TableRow>
  );
}

/** The same token on a phone: name and state, scopes, dates, then Revoke. */
export function ApiTokenListItem({ token, onRevoke }: RowProps) {
  return (
    <StaffListItem>
      <ListItemHead aside={<StateChip state={token.state} />}>
        <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{token.name}</Typography>
      </ListItemHead>
      <Box sx={{ my: 0.5 }}>
        <Scopes scopes={token.scopes} />
      </Box>
      <Typography variant="body2" color="text.secondary">
        Expires <time dateTime={token.expiresAt}>{formatDate(token.expiresAt, 'short-day')}</time>
        {' · '}
        {token.lastUsedAt
          ? `Last used ${formatDate(token.lastUsedAt, 'date-time')}${token.lastUsedIp ? ` from ${token.lastUsedIp}` : ''}`
          : 'Never used'}
      </Typography>
      {token.state === 'ACTIVE' && (
        <Box sx={{ mt: 0.5 }}>
          <RevokeButton token={token} onRevoke={onRevoke} />
        </Box>
      )}
    </StaffListItem>
  );
}

export const ApiTokenListItemSkeleton = listItemSkeleton(
  { width: '60%' },
  { width: '80%' },
  { width: '50%' },
);
