import { useState, type ReactNode } from 'react';
import { ActionDialog } from '@devjobs/web/ActionDialog';

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
    <ActionDialog
      open={open}
      pending={pending}
      onClose={onClose}
      title={title}
      text={children}
      action={{ label: confirmLabel, color: 'error' }}
      onAction={() => void confirm()}
      focusCancel
    />
  );
}
