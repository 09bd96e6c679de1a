import { toast } from '@devjobs/web/toast';
import { useMutation } from '@apollo/client/react';
import { removeFromConnections } from '@devjobs/web/pagination';
import { ConfirmDeleteDialog } from '../../components/ConfirmDeleteDialog';
import { DeleteJobDocument, type JobRowFragment } from '../../graphql/generated/operations';

/** 'Delete Job' confirmation; on success the job leaves every cached list. */
export function DeleteJobDialog({
  job,
  open,
  onClose,
}: {
  job: JobRowFragment | null;
  open: boolean;
  onClose(): void;
}) {
  const [deleteJob] = useMutation(DeleteJobDocument);
  return (
    <ConfirmDeleteDialog
      open={open}
      title="Delete Job"
      confirmLabel="Confirm Delete"
      onConfirm={async () =>
        job &&
        deleteJob({
          variables: { id: job.id },
          update: (cache, { data }) =>
            removeFromConnections(cache, 'jobs', {
              __typename: 'Job',
              id: data?.deleteJob ?? job.id,
            }),
        })
      }
      onDeleted={() => toast.success('Job deleted successfully!')}
      onFailed={() => toast.error('Failed to delete job.')}
      onClose={onClose}
    >
      Delete “{job?.title}” at {job?.company}? It disappears from the job board at once. This cannot
      be undone.
    </ConfirmDeleteDialog>
  );
}
