import { Alert, Box, Button, Stack } from '@mui/material';
import { toast } from './toast';

/**
 * The ten recovery codes, shown once, to copy or download, and "I have saved my recovery codes",
 * which calls `onSaved` (docs/product.md#two-factor-sign-in).
 */
export function RecoveryCodes({ codes, onSaved }: { codes: string[]; onSaved: () => void }) {
  const text = `DevJobs recovery codes (each works once)\n\n${codes.join('\n')}\n`;
  const copy = () =>
    navigator.clipboard
      .writeText(text)
      .then(() => toast.success('Recovery codes copied'))
      .catch(() => toast.error('Could not copy: select the codes and copy them by hand.'));
  const download = () => {
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
    const link = Object.assign(document.createElement('a'), {
      href: url,
      download: 'devjobs-recovery-codes.txt',
    });
    link.click();
    URL.revokeObjectURL(url);
  };
  return (
    <Stack spacing={1.5}>
      <Alert severity="warning">
        Save these recovery codes somewhere safe. Each signs you in once if you lose your phone.
        They are shown only now.
      </Alert>
      <Box
        component="ol"
        aria-label="Recovery codes"
        sx={{
          fontFamily: 'monospace',
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
          gap: 0.5,
          m: 0,
          pl: 3,
        }}
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </Box>
      <Stack direction="row" spacing={1}>
        <Button variant="outlined" onClick={() => void copy()}>
          Copy
        </Button>
        <Button variant="outlined" onClick={download}>
          Download
        </Button>
      </Stack>
      <Button variant="contained" onClick={onSaved} sx={{ alignSelf: 'start' }}>
        I have saved my recovery codes
      </Button>
    </Stack>
  );
}
