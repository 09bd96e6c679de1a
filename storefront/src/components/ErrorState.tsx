import RefreshIcon from '@mui/icons-material/Refresh';
import { Alert, AlertTitle, Button } from '@mui/material';
import { errorMessage, isNetworkError } from '../graphql/errors';

type Props = {
  error: unknown;
  /** What failed, for people: "We could not load the jobs." */
  title: string;
  onRetry: () => void;
};

/** The error state of a page or section: what failed, why if we know, and a way to try again. */
export function ErrorState({ error, title, onRetry }: Props) {
  const detail = isNetworkError(error)
    ? 'The server could not be reached. Check your connection and try again.'
    : errorMessage(error);
  return (
    <Alert
      severity="error"
      variant="outlined"
      sx={{ alignItems: 'center', bgcolor: 'background.paper' }}
      action={
        <Button color="inherit" startIcon={<RefreshIcon />} onClick={onRetry}>
          Retry
        </Button>
      }
    >
      <AlertTitle>{title}</AlertTitle>
      {detail}
    </Alert>
  );
}
