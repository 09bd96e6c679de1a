import type { ReactNode } from 'react';
import { Box, LinearProgress, Paper, Stack, type SxProps, type Theme } from '@mui/material';

const BAR = { p: 2, borderBottom: 1, borderColor: 'divider' } as const;

/** A list page's filters above its table: side by side from a tablet up (`row`), else as `sx` lays them out. */
export function FilterBar({
  row = false,
  sx,
  children,
}: {
  row?: boolean;
  sx?: Exclude<SxProps<Theme>, readonly unknown[]>;
  children: ReactNode;
}) {
  if (row)
    return (
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={BAR}>
        {children}
      </Stack>
    );
  return <Box sx={[BAR, sx ?? null]}>{children}</Box>;
}

/**
 * The frame of a staff list: its filters, a bar across the top while new filters load
 * (`updating`, named by `updatingLabel`), and the table (ConnectionTable) with its four states.
 */
export function StaffListFrame({
  filters,
  updating = false,
  updatingLabel,
  children,
}: {
  filters?: ReactNode;
  updating?: boolean;
  updatingLabel?: string;
  children: ReactNode;
}) {
  return (
    <Paper variant="outlined" sx={{ overflow: 'hidden', position: 'relative' }}>
      {filters}
      {updating && (
        <LinearProgress
          aria-label={updatingLabel}
          sx={{ position: 'absolute', left: 0, right: 0, top: 0 }}
        />
      )}
      {children}
    </Paper>
  );
}
