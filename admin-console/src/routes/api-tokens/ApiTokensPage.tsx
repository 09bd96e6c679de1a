import { useState } from 'react';
import { Button } from '@mui/material';
import Add from '@mui/icons-material/Add';
import { EmptyState } from '@devjobs/web/EmptyState';
import { PageHeader } from '../../components/PageHeader';
import { ConnectionTable, type Column } from '../../components/ResponsiveTable';
import { StaffListFrame } from '../../components/staff-list/StaffListFrame';
import { useStaffList } from '../../components/staff-list/use-staff-list';
import {
  AdminApiTokensDocument,
  type ApiTokenRowFragment,
} from '../../graphql/generated/operations';
import {
  ApiTokenListItem,
  ApiTokenListItemSkeleton,
  ApiTokenRow,
  ApiTokenRowSkeleton,
  TOKEN_COLUMNS,
} from './ApiTokenRow';
import { CreateTokenDialog } from './CreateTokenDialog';
import { RevokeTokenDialog } from './RevokeTokenDialog';
import { TokenSecretDialog } from './TokenSecretDialog';

const PAGE_SIZE = 50;
const COLUMNS: Column[] = TOKEN_COLUMNS.map((label) => ({ label }));

/** /admin/api-tokens: integrators' tokens, newest first; make one (shown once) or revoke one. */
export function ApiTokensPage() {
  const list = useStaffList(AdminApiTokensDocument, { first: PAGE_SIZE });
  // `key` gives each opening of the dialog a fresh form.
  const [creating, setCreating] = useState({ open: false, key: 0 });
  const [made, setMade] = useState<{ name: string; secret: string } | null>(null);
  const [revoking, setRevoking] = useState<{ token: ApiTokenRowFragment | null; open: boolean }>({
    token: null,
    open: false,
  });
  const onRevoke = (token: ApiTokenRowFragment) => setRevoking({ token, open: true });
  const newToken = (
    <Button
      variant="contained"
      startIcon={<Add />}
      onClick={() => setCreating((c) => ({ open: true, key: c.key + 1 }))}
    >
      New token
    </Button>
  );

  return (
    <>
      <PageHeader
        title="API tokens"
        subtitle="Tokens let programs call the API with the scopes you give them."
        actions={newToken}
      />
      <StaffListFrame>
        <ConnectionTable
          label="API tokens"
          columns={COLUMNS}
          minWidth={860}
          noun={['token', 'tokens']}
          list={list.shown?.apiTokens}
          {...list.table}
          errorTitle="Failed to fetch API tokens."
          empty={
            <EmptyState
              inline
              title="No API tokens yet."
              description="Make one with New token when a program needs to call the API."
            />
          }
          row={(token) => <ApiTokenRow token={token} onRevoke={onRevoke} />}
          listItem={(token) => <ApiTokenListItem token={token} onRevoke={onRevoke} />}
          RowSkeleton={ApiTokenRowSkeleton}
          ListItemSkeleton={ApiTokenListItemSkeleton}
        />
      </StaffListFrame>
      <CreateTokenDialog
        key={creating.key}
        open={creating.open}
        onClose={() => setCreating((c) => ({ ...c, open: false }))}
        onCreated={(secret, name) => {
          setCreating((c) => ({ ...c, open: false }));
          setMade({ secret, name });
        }}
      />
      <TokenSecretDialog made={made} onClose={() => setMade(null)} />
      <RevokeTokenDialog
        token={revoking.token}
        open={revoking.open}
        onClose={() => setRevoking((r) => ({ ...r, open: false }))}
      />
    </>
  );
}
