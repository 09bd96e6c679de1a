import { useState } from 'react';
import { toast } from 'react-toastify';
import type { Reference } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { DeleteJobDocument, type JobRowFragment } from '../../graphql/generated/operations';

/** 'Delete Job' confirmation; on success the job leaves every cached list. */
export function DeleteJobDialog({ job, open, onClose }: { job: JobRowFragment | null; open: boolean; onClose(): void }) {
  const [pending, setPending] = useState(false);
  const [deleteJob] = useMutation(DeleteJobDocument);

  async function confirm() {
    if (!job || !open) return;
    setPending(true);
    try {
      await deleteJob({
        variables: { id: job.id },
        update(cache, { data }) {
          const id = data?.deleteJob ?? job.id;
          cache.modify({
            fields: {
              jobs(existing, { readField }) {
                const list = existing as { edges?: { node: Reference }[]; totalCount?: number };
                if (!list?.edges) return existing;
                const edges = list.edges.filter((edge) => readField('id', edge.node) !== id);
                const removed = list.edges.length - edges.length;
                return { ...list, edges, totalCount: Math.max(0, (list.totalCount ?? 0) - removed) } as typeof existing;
              },
            },
          });
          cache.evict({ id: cache.identify({ __typename: 'Job', id }) });
          cache.gc();
        },
      });
      toast.success('Job deleted successfully!');
      onClose();
    } catch {
      toast.error('Failed to delete job.');
    } finally {
      setPending(false);
    }
  }

  return (
    <Dialog open={open} onClose={() => !pending && onClose()} aria-labelledby="delete-job-title" aria-describedby="delete-job-text" maxWidth="xs" fullWidth>
      <DialogTitle id="delete-job-title">Delete Job</DialogTitle>
      <DialogContent>
        <DialogContentText id="delete-job-text">
          Delete “{job?.title}” at {job?.company}? It disappears from the job board at once. This cannot be undone.
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={pending} autoFocus>
          Cancel
        </Button>
        <Button onClick={confirm} color="error" variant="contained" loading={pending}>
          Confirm Delete
        </Button>
      </DialogActions>
    </Dialog>
  );
}
