import { useId, type FormEvent, type ReactNode, type Ref } from 'react';
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Stack,
  type SxProps,
  type Theme,
} from '@mui/material';

/**
 * The frame of both apps' confirmations (delete a job, refund an order, open a module): a small dialog named by
 * its title and described by its text, the action's fields under the text, Cancel and the action.
 * While `pending` it cannot be closed. With `onSubmit` the fields and buttons are one form and
 * the action submits it; else the action calls `onAction`.
 */
export function ActionDialog({
  open,
  pending,
  onClose,
  title,
  text,
  textSx,
  children,
  action,
  onAction,
  onSubmit,
  formRef,
  focusCancel = false,
}: {
  open: boolean;
  pending: boolean;
  onClose(): void;
  title: string;
  /** What the action does, read out with the title. */
  text: ReactNode;
  textSx?: SxProps<Theme>;
  /** The action's fields, under the text. */
  children?: ReactNode;
  action: { label: string; color?: 'primary' | 'warning' | 'error' };
  onAction?(): void;
  /** Makes the fields and buttons one form, which the action submits. */
  onSubmit?(event: FormEvent<HTMLFormElement>): void;
  formRef?: Ref<HTMLFormElement>;
  /** Cancel takes the focus first (a delete). */
  focusCancel?: boolean;
}) {
  const id = useId();
  const description = (
    <DialogContentText id={`${id}-text`} sx={textSx}>
      {text}
    </DialogContentText>
  );
  const content = (
    <>
      <DialogContent sx={onSubmit ? { pt: 0 } : undefined}>
        {children ? (
          <Stack spacing={2}>
            {description}
            {children}
          </Stack>
        ) : (
          description
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={pending} autoFocus={focusCancel}>
          Cancel
        </Button>
        <Button
          type={onSubmit ? 'submit' : 'button'}
          onClick={onSubmit ? undefined : onAction}
          variant="contained"
          color={action.color}
          loading={pending}
        >
          {action.label}
        </Button>
      </DialogActions>
    </>
  );
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
      {onSubmit ? (
        <Box
          component="form"
          ref={formRef}
          noValidate
          onSubmit={onSubmit}
          aria-labelledby={`${id}-title`}
        >
          {content}
        </Box>
      ) : (
        content
      )}
    </Dialog>
  );
}
