import { Link as RouterLink, useLocation } from 'react-router-dom';
import { Button, Stack, Typography } from '@mui/material';

/** Any unknown /admin/* path, inside the admin layout. */
export function NotFoundPage() {
  const { pathname } = useLocation();
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start', py: 4 }}>
      <Typography variant="h1">Page not found</Typography>
      <Typography color="text.secondary" sx={{ wordBreak: 'break-all' }}>
        There is no admin page at {pathname}.
      </Typography>
      <Button component={RouterLink} to="/admin/dashboard" variant="contained">
        Go to the dashboard
      </Button>
    </Stack>
  );
}
