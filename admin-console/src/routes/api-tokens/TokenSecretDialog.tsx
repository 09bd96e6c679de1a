import { useId } from 'react';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  TextField,
} from '@mui/material';
import { toast } from '@devjobs/web/toast';

/**
 * A token just made: its secret, shown this once, with a Copy button
 * (product.md#for-integrators-api-tokens); `noun` names another kind of secret (a webhook's).
 */
export function TokenSecretDialog({
  made,
  onClose,
  noun = 'Token',
}: {
  made: { name: string; secret: string } | null;
  onClose(): void;
  noun?: string;
}) {
  const id = useId();
  const copy = () =>
    navigator.clipboard
      .writeText(made?.secret ?? '')
      .then(() => toast.success(`${noun} copied`))
      .catch(() => toast.error('Could not copy: select the token and copy it by hand.'));
  return (
    <Dialog
      open={Boolean(made)}
      onClose={onClose}
      aria-labelledby={`${id}-title`}
      maxWidth="sm"
      fullWidth
    >
      <DialogTitle id={`${id}-title`}>
        {noun} “{made?.name}” created
      </DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <Alert severity="warning">Copy it now: it will not be shown again.</Alert>
          <TextField
            label={noun}
            value={made?.secret ?? ''}
            slotProps={{
              htmlInput: { readOnly: true, spellCheck: false, sx: { fontFamily: 'monospace' } },
            }}
            onFocus={(event) => event.target.select()}
            multiline
          />
          <Button variant="outlined" onClick={() => void copy()} sx={{ alignSelf: 'start' }}>
            Copy
          </Button>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose}>
          Done
        </Button>
      </DialogActions>
    </Dialog>
  );
}
