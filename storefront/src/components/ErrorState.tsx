import RefreshIcon from '@mui/icons-material/Refresh';
import { Alert, AlertTitle, Button } from '@mui/material';
import { errorMessage, isNetworkError } from '../graphql/errors';

type Props = {
  error: unknown;
  /** What failed, for people: "Failed to fetch jobs." */
  title: string;
  onRetry: () => void;
};

/** The error state of a page or section: what failed, why if we know, and a way to try again. */
export function ErrorState({ error, title, onRetry }: Props) {
  const detail = isNetworkError(error)
    ? 'The server could not be reached. Check your connection and try again.'
    : errorMessage(error);
  return (
    <Alert severity="error" variant="outlined" sx={{ bgcolor: 'background.paper' }}>
      <AlertTitle>{title}</AlertTitle>
      {detail}
      <Button variant="outlined" color="error" startIcon={<RefreshIcon />} onClick={onRetry} sx={{ display: 'flex', mt: 1.5 }}>
        Retry
      </Button>
    </Alert>
  );
}
