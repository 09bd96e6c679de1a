import { useRouteError } from 'react-router-dom';
import { Button, Stack, Typography } from '@mui/material';

/** Shown instead of a blank screen when a page throws while rendering (or its code fails to load). */
export function RouteErrorPage() {
  const error = useRouteError();
  if (import.meta.env.DEV) console.warn(error);
  return (
    <Stack component="main" spacing={2} sx={{ p: 4, alignItems: 'flex-start' }}>
      <Typography variant="h1">Something went wrong</Typography>
      <Typography color="text.secondary">
        This page could not be shown. Reloading usually helps.
      </Typography>
      <Button variant="contained" onClick={() => window.location.reload()}>
        Reload
      </Button>
    </Stack>
  );
}
