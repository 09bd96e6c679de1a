import { Paper, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';

type Props = {
  title: string;
  description?: ReactNode;
  action?: ReactNode;
  icon?: ReactNode;
  /** The title's element: `h1` when the state is the whole page (not found), else `h2`. */
  titleComponent?: 'h1' | 'h2' | 'h3' | 'p';
};

/** The empty state of a list: what is (not) there, and what to do next. */
export function EmptyState({ title, description, action, icon, titleComponent = 'h2' }: Props) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center' }}>
      <Stack spacing={1.5} sx={{ alignItems: 'center' }}>
        {icon}
        <Typography variant="h5" component={titleComponent}>
          {title}
        </Typography>
        {description && (
          <Typography color="text.secondary" sx={{ maxWidth: 480 }}>
            {description}
          </Typography>
        )}
        {action}
      </Stack>
    </Paper>
  );
}
