import { Box, CircularProgress, Typography } from '@mui/material';

/** Shown while the session check is still out. */
export function FullPageLoader({ label = 'Loading…' }: { label?: string }) {
  return (
    <Box
      role="status"
      aria-live="polite"
      sx={{
        minHeight: '100dvh',
        display: 'grid',
        placeItems: 'center',
        gap: 2,
        alignContent: 'center',
      }}
    >
      <CircularProgress aria-hidden />
      <Typography color="text.secondary">{label}</Typography>
    </Box>
  );
}
