import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Link } from '@mui/material';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';

/** The way back to the list above a detail page ("All jobs", "All courses"). */
export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link
      component={RouterLink}
      to={to}
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, mb: 2.5 }}
    >
      <ArrowBackIcon fontSize="small" aria-hidden />
      {children}
    </Link>
  );
}
