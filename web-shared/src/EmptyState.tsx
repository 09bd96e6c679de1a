import InboxOutlined from '@mui/icons-material/InboxOutlined';
import { Paper, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';

type Props = {
  title: string;
  description?: ReactNode;
  action?: ReactNode;
  icon?: ReactNode;
  /** The title's element: `h1` when the state is the whole page (not found), else `h2`. */
  titleComponent?: 'h1' | 'h2' | 'h3' | 'p';
  /**
   * Inside a surface that already frames it (the console's tables): no card of its own, an inbox
   * icon unless `icon` is given, announced as a status. Otherwise an outlined card (the storefront).
   */
  inline?: boolean;
};

/** The empty state of a list: what is (not) there, and what to do next. */
export function EmptyState({
  title,
  description,
  action,
  icon,
  titleComponent,
  inline = false,
}: Props) {
  const body = (
    <Stack
      spacing={1.5}
      sx={{ alignItems: 'center', ...(inline && { textAlign: 'center', py: 6, px: 2 }) }}
      role={inline ? 'status' : undefined}
    >
      {icon ??
        (inline && <InboxOutlined sx={{ fontSize: 40, color: 'text.secondary' }} aria-hidden />)}
      <Typography
        variant={inline ? 'h3' : 'h5'}
        component={titleComponent ?? (inline ? 'p' : 'h2')}
      >
        {title}
      </Typography>
      {description && (
        <Typography color="text.secondary" sx={{ maxWidth: inline ? 420 : 480 }}>
          {description}
        </Typography>
      )}
      {action}
    </Stack>
  );
  if (inline) return body;
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center' }}>
      {body}
    </Paper>
  );
}
