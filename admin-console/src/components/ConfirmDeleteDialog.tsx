import { useId, useState, type ReactNode } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
} from '@mui/material';

type Props = {
  open: boolean;
  /** The dialog's name: 'Delete Job'. */
  title: string;
  /** The question and what deleting does, read out with the title. */
  children: ReactNode;
  confirmLabel: string;
  /** Deletes; the dialog shows progress until it settles. */
  onConfirm(): Promise<unknown>;
  /** After the delete (a toast): the dialog then closes. */
  onDeleted(): void;
  /** When the delete failed (a toast): the dialog stays open. */
  onFailed(): void;
  onClose(): void;
};

/** The console's delete confirmation: a dialog named by its title and described by its text, Cancel focused first. */
export function ConfirmDeleteDialog({
  open,
  title,
  children,
  confirmLabel,
  onConfirm,
  onDeleted,
  onFailed,
  onClose,
}: Props) {
  const [pending, setPending] = useState(false);
  const id = useId();

  async function confirm() {
    if (!open || pending) return;
    setPending(true);
    try {
      await onConfirm();
    } catch {
      onFailed();
      return;
    } finally {
      setPending(false);
    }
    onDeleted();
    onClose();
  }

  return (
    <Dialog
      open={open}
      onClose={() => !pending && onClose()}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id={`${id}-title`}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={`${id}-text`}>{children}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={pending} autoFocus>
          Cancel
        </Button>
        <Button onClick={confirm} color="error" variant="contained" loading={pending}>
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
