import type { ReactNode } from 'react';
import { Stack, Typography } from '@mui/material';
import InboxOutlined from '@mui/icons-material/InboxOutlined';

/** Nothing to show yet: says so, and offers the next step. */
export function EmptyState({ title, description, action }: { title: string; description?: string; action?: ReactNode }) {
  return (
    <Stack spacing={1.5} sx={{ alignItems: 'center', textAlign: 'center', py: 6, px: 2 }} role="status">
      <InboxOutlined sx={{ fontSize: 40, color: 'text.secondary' }} aria-hidden />
      <Typography variant="h3" component="p">
        {title}
      </Typography>
      {description && (
        <Typography color="text.secondary" sx={{ maxWidth: 420 }}>
          {description}
        </Typography>
      )}
      {action}
    </Stack>
  );
}
