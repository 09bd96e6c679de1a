import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import { Button, Container } from '@mui/material';
import { useEffect } from 'react';
import { useRouteError } from 'react-router-dom';
import { PageMessage } from './PageMessage';

/** Shown when a page crashes while rendering: an apology and a reload, never a blank screen. */
export function RouteError() {
  const error = useRouteError();
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <Container maxWidth="sm" sx={{ py: 8 }}>
      <PageMessage
        icon={ErrorOutlineIcon}
        iconColor="error"
        title="Something went wrong"
        description="This page hit an unexpected problem. Reloading usually fixes it."
        action={
          <Button variant="contained" onClick={() => window.location.reload()}>
            Reload the page
          </Button>
        }
      />
    </Container>
  );
}
