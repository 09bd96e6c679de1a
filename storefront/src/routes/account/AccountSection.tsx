import { Button, Paper, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** One part of /account: an outlined section named by its heading (`id` ties the two). */
export function AccountSection({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <Paper component="section" aria-labelledby={id} variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id={id} variant="h6" component="h2" sx={{ mb: 2 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

/** A section form's send button: at the start of the row, busy while the form sends. */
export function SectionSubmitButton({
  sending,
  disabled,
  children,
}: {
  sending: boolean;
  disabled?: boolean;
  children: ReactNode;
}) {
  return (
    <Button
      type="submit"
      variant="contained"
      loading={sending}
      disabled={disabled}
      sx={{ alignSelf: 'flex-start' }}
    >
      {children}
    </Button>
  );
}
