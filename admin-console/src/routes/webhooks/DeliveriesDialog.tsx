import { useId } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import {
  Alert,
  Box,
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  List,
  ListItem,
  Skeleton,
  Stack,
  Typography,
} from '@mui/material';
import { formatDate } from '@devjobs/web/dates';
import { errorMessage } from '@devjobs/web/graphql-errors';
import { toast } from '@devjobs/web/toast';
import { mono } from '../../components/staff-list/parts';
import {
  AdminWebhookDeliveriesDocument,
  ResendWebhookDeliveryDocument,
  type WebhookDeliveryRowFragment,
  type WebhookEndpointRowFragment,
} from '../../graphql/generated/operations';

const STATES = {
  PENDING: { label: 'Pending', color: 'info' },
  DELIVERED: { label: 'Delivered', color: 'success' },
  FAILED: { label: 'Failed', color: 'error' },
} as const;

function Delivery({ delivery }: { delivery: WebhookDeliveryRowFragment }) {
  const [resend, { loading }] = useMutation(ResendWebhookDeliveryDocument);
  const state = STATES[delivery.state];
  const at = delivery.lastAttemptAt ?? delivery.createdAt;
  const onResend = () =>
    resend({ variables: { id: delivery.id } })
      .then(() => toast.success('Delivery queued again'))
      .catch((error: unknown) => toast.error(errorMessage(error, 'Could not resend.')));
  return (
    <ListItem divider sx={{ display: 'block', px: 0 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Box component="code" sx={mono}>
          {delivery.eventType}
        </Box>
        <Chip size="small" variant="outlined" color={state.color} label={state.label} />
        <Typography variant="body2" color="text.secondary">
          {delivery.lastStatusCode ? `HTTP ${delivery.lastStatusCode}` : 'No answer'}
          {' · '}
          <time dateTime={at}>{formatDate(at, 'date-time')}</time>
          {' · '}
          {delivery.attempts === 1 ? '1 attempt' : `${delivery.attempts} attempts`}
        </Typography>
        <Button size="small" disabled={loading} onClick={() => void onResend()} sx={{ ml: 'auto' }}>
          Resend
        </Button>
      </Stack>
      {delivery.state !== 'DELIVERED' && delivery.lastError && (
        <Typography variant="body2" color="error" sx={{ overflowWrap: 'anywhere' }}>
          {delivery.lastError}
        </Typography>
      )}
    </ListItem>
  );
}

function Deliveries({ endpointId }: { endpointId: string }) {
  const { data, error, refetch } = useQuery(AdminWebhookDeliveriesDocument, {
    variables: { endpointId, first: 20 },
    fetchPolicy: 'cache-and-network',
  });
  if (!data && error)
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void refetch()}>
            Retry
          </Button>
        }
      >
        Could not load the deliveries.
      </Alert>
    );
  if (!data)
    return (
      <Stack spacing={1} aria-hidden>
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} height={48} />
        ))}
      </Stack>
    );
  const deliveries = data.webhookDeliveries.edges.map((edge) => edge.node);
  if (!deliveries.length)
    return (
      <Typography color="text.secondary">
        No deliveries yet: they appear here when one of its events happens.
      </Typography>
    );
  return (
    <List dense aria-label="Recent deliveries">
      {deliveries.map((delivery) => (
        <Delivery key={delivery.id} delivery={delivery} />
      ))}
    </List>
  );
}

/** An endpoint's 20 most recent deliveries: state, status, time, attempts, and Resend. */
export function DeliveriesDialog({
  endpoint,
  onClose,
}: {
  endpoint: WebhookEndpointRowFragment | null;
  onClose(): void;
}) {
  const id = useId();
  return (
    <Dialog open={Boolean(endpoint)} onClose={onClose} aria-labelledby={id} maxWidth="md" fullWidth>
      <DialogTitle id={id}>Deliveries to “{endpoint?.description}”</DialogTitle>
      <DialogContent>{endpoint && <Deliveries endpointId={endpoint.id} />}</DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
