import { Button, Paper, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { toast } from '@devjobs/web/toast';
import { useSession } from '../../lib/session';

/**
 * Ends every session of the account: a phone left signed in, a shared computer (decision 055).
 * This browser is signed out too, and the page then asks to sign in.
 */
export function SignOutEverywhere() {
  const { signOutEverywhere } = useSession();
  const [busy, setBusy] = useState(false);

  async function handleClick() {
    setBusy(true);
    try {
      await signOutEverywhere();
      toast.success('Signed out on every device.');
    } catch {
      setBusy(false);
      toast.error('Could not sign out everywhere. Please try again.');
    }
  }

  return (
    <Paper
      component="section"
      aria-labelledby="sessions-heading"
      variant="outlined"
      sx={{ p: { xs: 2, sm: 3 } }}
    >
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
      >
        <div>
          <Typography id="sessions-heading" variant="h6" component="h2" sx={{ mb: 0.5 }}>
            Signed in somewhere else?
          </Typography>
          <Typography variant="body2" color="text.secondary">
            Sign out of DevJobs on every browser and device, this one included.
          </Typography>
        </div>
        <Button
          variant="outlined"
          color="error"
          loading={busy}
          onClick={() => void handleClick()}
          sx={{ flexShrink: 0, whiteSpace: 'nowrap' }}
        >
          Sign out everywhere
        </Button>
      </Stack>
    </Paper>
  );
}
