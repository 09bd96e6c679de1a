import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { ActionDialog } from '@devjobs/web/ActionDialog';
import { errorMessage } from '@devjobs/web/graphql-errors';
import { toast } from '@devjobs/web/toast';
import {
  type ApiTokenRowFragment,
  RevokeApiTokenDocument,
} from '../../graphql/generated/operations';

/** 'Revoke token' confirmation; the token answered updates its row (Revoked). */
export function RevokeTokenDialog({
  token,
  open,
  onClose,
}: {
  token: ApiTokenRowFragment | null;
  open: boolean;
  onClose(): void;
}) {
  const [revoke] = useMutation(RevokeApiTokenDocument);
  const [pending, setPending] = useState(false);

  async function confirm() {
    if (!token || pending) return;
    setPending(true);
    try {
      await revoke({ variables: { id: token.id } });
      toast.success('Token revoked.');
      onClose();
    } catch (error) {
      toast.error(errorMessage(error, 'Could not revoke the token. Please try again.'));
    } finally {
      setPending(false);
    }
  }

  return (
    <ActionDialog
      open={open}
      pending={pending}
      onClose={onClose}
      title="Revoke token"
      text={`Revoke “${token?.name ?? ''}”? Programs using it are refused from their next request. This cannot be undone.`}
      textSx={{ overflowWrap: 'anywhere' }}
      action={{ label: 'Revoke', color: 'error' }}
      onAction={() => void confirm()}
      focusCancel
    />
  );
}
