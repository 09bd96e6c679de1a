import { Alert, Button } from '@mui/material';

/** A page or section that could not load: the message and a way to try again. */
export function ErrorState({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <Alert
      severity="error"
      variant="outlined"
      role="alert"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          Retry
        </Button>
      }
      sx={{ alignItems: 'center' }}
    >
      {message}
    </Alert>
  );
}
