import { Box, Paper, Stack, Typography } from '@mui/material';
import type { FormEventHandler, ReactNode } from 'react';

type Props = {
  title: string;
  subtitle: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  children: ReactNode;
  footer: ReactNode;
};

/** The card both account forms sit in: a titled form, its fields and a line linking to the other form. */
export function AuthCard({ title, subtitle, onSubmit, children, footer }: Props) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, mx: 'auto', maxWidth: 460 }}>
      <Typography variant="h3" component="h1" sx={{ mb: 0.5 }}>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {subtitle}
      </Typography>
      <Box component="form" onSubmit={onSubmit} aria-label={title}>
        <Stack spacing={2.5}>{children}</Stack>
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 3, textAlign: 'center' }}>
        {footer}
      </Typography>
    </Paper>
  );
}
