import { Box, Button, Chip, Skeleton, Stack, TableCell, TableRow, Typography } from '@mui/material';
import { formatDate } from '@devjobs/web/dates';
import {
  ListItemHead,
  listItemSkeleton,
  mono,
  StaffListItem,
} from '../../components/staff-list/parts';
import type { WebhookEndpointRowFragment } from '../../graphql/generated/operations';

export const ENDPOINT_COLUMNS = ['Endpoint', 'Events', 'Added', 'State', 'Actions'] as const;

/** What staff may do with one endpoint. */
export type EndpointActions = {
  onDeliveries(endpoint: WebhookEndpointRowFragment): void;
  onToggle(endpoint: WebhookEndpointRowFragment): void;
  onDelete(endpoint: WebhookEndpointRowFragment): void;
};
type RowProps = { endpoint: WebhookEndpointRowFragment } & EndpointActions;

function StateChip({ endpoint }: { endpoint: WebhookEndpointRowFragment }) {
  if (!endpoint.enabled) return <Chip size="small" variant="outlined" color="error" label="Off" />;
  if (endpoint.failingSince)
    return <Chip size="small" variant="outlined" color="warning" label="Failing" />;
  return <Chip size="small" variant="outlined" color="success" label="On" />;
}

function Events({ events }: { events: readonly string[] }) {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
      {events.map((event) => (
        <Box key={event} component="code" sx={mono}>
          {event}
        </Box>
      ))}
    </Box>
  );
}

function Where({ endpoint }: { endpoint: WebhookEndpointRowFragment }) {
  return (
    <>
      <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
        {endpoint.description}
      </Typography>
      <Typography variant="body2" sx={{ ...mono, overflowWrap: 'anywhere' }}>
        {endpoint.url}
      </Typography>
      {!endpoint.enabled && endpoint.disabledReason && (
        <Typography variant="body2" color="error">
          {endpoint.disabledReason}
        </Typography>
      )}
    </>
  );
}

function Actions({ endpoint, onDeliveries, onToggle, onDelete }: RowProps) {
  const name = endpoint.description;
  return (
    <Stack direction="row" spacing={0.5} sx={{ flexWrap: 'wrap' }}>
      <Button
        size="small"
        onClick={() => onDeliveries(endpoint)}
        aria-label={`Deliveries of ${name}`}
      >
        Deliveries
      </Button>
      <Button
        size="small"
        onClick={() => onToggle(endpoint)}
        aria-label={`${endpoint.enabled ? 'Switch off' : 'Switch on'} ${name}`}
      >
        {endpoint.enabled ? 'Switch off' : 'Switch on'}
      </Button>
      <Button
        size="small"
        color="error"
        onClick={() => onDelete(endpoint)}
        aria-label={`Delete ${name}`}
      >
        Delete
      </Button>
    </Stack>
  );
}

/** One endpoint: where, what for, which events, whether it receives them. */
export function WebhookEndpointRow(props: RowProps) {
  const { endpoint } = props;
  return (
    <TableRow hover>
      <TableCell sx={{ minWidth: 220 }}>
        <Where endpoint={endpoint} />
      </TableCell>
      <TableCell sx={{ minWidth: 150 }}>
        <Events events={endpoint.events} />
      </TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>
        <time dateTime={endpoint.createdAt}>{formatDate(endpoint.createdAt, 'short-day')}</time>
      </TableCell>
      <TableCell>
        <StateChip endpoint={endpoint} />
      </TableCell>
      <TableCell>
        <Actions {...props} />
      </TableCell>
    </TableRow>
  );
}

export function WebhookEndpointRowSkeleton() {
  return (
    <TableRow aria-hidden>
      {ENDPOINT_COLUMNS.map((column) => (
        <TableCell key={column}>
          <Skeleton width={column === 'Endpoint' ? 200 : 80} />
        </TableCell>
      ))}
    </TableRow>
  );
}

/** The same endpoint on a phone. */
export function WebhookEndpointListItem(props: RowProps) {
  const { endpoint } = props;
  return (
    <StaffListItem>
      <ListItemHead aside={<StateChip endpoint={endpoint} />}>
        <Where endpoint={endpoint} />
      </ListItemHead>
      <Box sx={{ my: 0.5 }}>
        <Events events={endpoint.events} />
      </Box>
      <Actions {...props} />
    </StaffListItem>
  );
}

export const WebhookEndpointListItemSkeleton = listItemSkeleton(
  { width: '60%' },
  { width: '80%' },
  { width: '50%' },
);
