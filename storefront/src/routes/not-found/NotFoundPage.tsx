import SearchOffIcon from '@mui/icons-material/SearchOff';
import { Button, Stack } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { Page } from '../../components/Page';
import { PageMessage } from '../../components/PageMessage';

/** Any path without a page (SPEC §2). */
export function NotFoundPage() {
  return (
    <Page title="Page not found" maxWidth="sm">
      <PageMessage
        icon={SearchOffIcon}
        title="Page not found"
        description="The page you are looking for does not exist or has moved. Check the address, or start again from the home page."
        action={
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ pt: 1 }}>
            <Button component={RouterLink} to="/" variant="contained">
              Go to the home page
            </Button>
            <Button component={RouterLink} to="/jobs" variant="outlined">
              Browse jobs
            </Button>
          </Stack>
        }
      />
    </Page>
  );
}
