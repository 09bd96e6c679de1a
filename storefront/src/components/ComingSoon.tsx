import ConstructionIcon from '@mui/icons-material/Construction';
import { Button } from '@mui/material';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { EmptyState } from '@devjobs/web/EmptyState';
import { Page } from './Page';

/** A page whose content arrives with a later issue: its real title, what it will hold, a way on. */
export function ComingSoon({ title, description }: { title: string; description: ReactNode }) {
  return (
    <Page title={title} maxWidth="md">
      <EmptyState
        titleComponent="h1"
        icon={<ConstructionIcon color="disabled" sx={{ fontSize: 56 }} aria-hidden />}
        title={title}
        description={description}
        action={
          <Button component={RouterLink} to="/jobs" variant="contained">
            Browse jobs meanwhile
          </Button>
        }
      />
    </Page>
  );
}
