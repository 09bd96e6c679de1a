import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { Button } from '@mui/material';
import Add from '@mui/icons-material/Add';
import { ActionDialog } from '@devjobs/web/ActionDialog';
import { EmptyState } from '@devjobs/web/EmptyState';
import { errorMessage } from '@devjobs/web/graphql-errors';
import { toast } from '@devjobs/web/toast';
import { PageHeader } from '../../components/PageHeader';
import { ConnectionTable, type Column } from '../../components/ResponsiveTable';
import { StaffListFrame } from '../../components/staff-list/StaffListFrame';
import { useStaffList } from '../../components/staff-list/use-staff-list';
import {
  AdminWebhookEndpointsDocument,
  DeleteWebhookEndpointDocument,
  UpdateWebhookEndpointDocument,
  type WebhookEndpointRowFragment,
} from '../../graphql/generated/operations';
import { TokenSecretDialog } from '../api-tokens/TokenSecretDialog';
import { AddEndpointDialog } from './AddEndpointDialog';
import { DeliveriesDialog } from './DeliveriesDialog';
import {
  ENDPOINT_COLUMNS,
  WebhookEndpointListItem,
  WebhookEndpointListItemSkeleton,
  WebhookEndpointRow,
  WebhookEndpointRowSkeleton,
} from './WebhookEndpointRow';

const PAGE_SIZE = 50;
const COLUMNS: Column[] = ENDPOINT_COLUMNS.map((label) => ({ label }));
type Endpoint = WebhookEndpointRowFragment;

/** /admin/webhooks: endpoints events are posted to (product.md#outgoing-webhooks). */
export function WebhooksPage() {
  const list = useStaffList(AdminWebhookEndpointsDocument, { first: PAGE_SIZE });
  const [adding, setAdding] = useState({ open: false, key: 0 });
  const [made, setMade] = useState<{ name: string; secret: string } | null>(null);
  const [shown, setShown] = useState<Endpoint | null>(null);
  const [deleting, setDeleting] = useState<{ endpoint: Endpoint | null; open: boolean }>({
    endpoint: null,
    open: false,
  });
  const [update] = useMutation(UpdateWebhookEndpointDocument);
  const [remove, removal] = useMutation(DeleteWebhookEndpointDocument, {
    refetchQueries: ['AdminWebhookEndpoints'],
  });
  const onToggle = (endpoint: Endpoint) =>
    void update({ variables: { id: endpoint.id, patch: { enabled: !endpoint.enabled } } })
      .then(() =>
        toast.success(endpoint.enabled ? 'Endpoint switched off' : 'Endpoint switched on'),
      )
      .catch((error: unknown) => toast.error(errorMessage(error, 'Could not change it.')));
  const confirmDelete = (endpoint: Endpoint) =>
    void remove({ variables: { id: endpoint.id } })
      .then(() => {
        toast.success('Endpoint deleted');
        setDeleting((d) => ({ ...d, open: false }));
      })
      .catch((error: unknown) => toast.error(errorMessage(error, 'Could not delete it.')));
  const actions = {
    onDeliveries: setShown,
    onToggle,
    onDelete: (endpoint: Endpoint) => setDeleting({ endpoint, open: true }),
  };
  const add = (
    <Button
      variant="contained"
      startIcon={<Add />}
      onClick={() => setAdding((a) => ({ open: true, key: a.key + 1 }))}
    >
      Add endpoint
    </Button>
  );

  return (
    <>
      <PageHeader
        title="Webhooks"
        subtitle="Endpoints that jobs, courses and orders events are posted to, signed."
        actions={add}
      />
      <StaffListFrame>
        <ConnectionTable
          label="Webhook endpoints"
          columns={COLUMNS}
          minWidth={820}
          noun={['endpoint', 'endpoints']}
          list={list.shown?.webhookEndpoints}
          {...list.table}
          errorTitle="Failed to fetch webhook endpoints."
          empty={
            <EmptyState
              inline
              title="No webhook endpoints yet."
              description="Add one when a program should hear of new jobs, courses or orders."
            />
          }
          row={(endpoint) => <WebhookEndpointRow endpoint={endpoint} {...actions} />}
          listItem={(endpoint) => <WebhookEndpointListItem endpoint={endpoint} {...actions} />}
          RowSkeleton={WebhookEndpointRowSkeleton}
          ListItemSkeleton={WebhookEndpointListItemSkeleton}
        />
      </StaffListFrame>
      <AddEndpointDialog
        key={adding.key}
        open={adding.open}
        onClose={() => setAdding((a) => ({ ...a, open: false }))}
        onCreated={(secret, name) => {
          setAdding((a) => ({ ...a, open: false }));
          setMade({ secret, name });
        }}
      />
      <TokenSecretDialog made={made} onClose={() => setMade(null)} noun="Signing secret" />
      <DeliveriesDialog endpoint={shown} onClose={() => setShown(null)} />
      <ActionDialog
        open={deleting.open}
        pending={removal.loading}
        onClose={() => setDeleting((d) => ({ ...d, open: false }))}
        title="Delete endpoint"
        text={`Delete “${deleting.endpoint?.description ?? ''}” and its deliveries? It gets no more events.`}
        textSx={{ overflowWrap: 'anywhere' }}
        action={{ label: 'Delete', color: 'error' }}
        onAction={() => deleting.endpoint && confirmDelete(deleting.endpoint)}
        focusCancel
      />
    </>
  );
}
