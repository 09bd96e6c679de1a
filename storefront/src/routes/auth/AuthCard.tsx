import { Box, Button, Link, Paper, Stack, Typography } from '@mui/material';
import type { FormEventHandler, ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';

type Props = {
  title: string;
  subtitle: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** The submit button's label, and whether the request is on its way (the button shows a spinner). */
  submit: string;
  submitting: boolean;
  /** The line under the form that leads to the other form: 'New here? Create an account'. */
  other: { question: string; to: string; label: string };
  children: ReactNode;
};

/** The card both account forms sit in: a titled form, its fields, its button and a line linking to the other form. */
export function AuthCard({ title, subtitle, onSubmit, submit, submitting, other, children }: Props) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, mx: 'auto', maxWidth: 460 }}>
      <Typography variant="h3" component="h1" sx={{ mb: 0.5 }}>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {subtitle}
      </Typography>
      <Box component="form" onSubmit={onSubmit} aria-label={title}>
        <Stack spacing={2.5}>
          {children}
          <Button type="submit" variant="contained" size="large" loading={submitting}>
            {submit}
          </Button>
        </Stack>
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 3, textAlign: 'center' }}>
        {other.question}{' '}
        <Link component={RouterLink} to={other.to}>
          {other.label}
        </Link>
      </Typography>
    </Paper>
  );
}
