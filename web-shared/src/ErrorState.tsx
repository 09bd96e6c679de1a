import RefreshIcon from '@mui/icons-material/Refresh';
import { Alert, AlertTitle, Button } from '@mui/material';
import { errorMessage, isNetworkError } from './graphql-errors';

type Props = {
  /** What failed, for people: "Failed to fetch jobs." */
  title: string;
  /** The failure; its reason is shown under the title (not in `inline` states). */
  error?: unknown;
  onRetry: () => void;
  /** One line with the retry at its end (the console's tables and dialogs). */
  inline?: boolean;
};

/** The error state of a page or section: what failed, why if we know, and a way to try again. */
export function ErrorState({ title, error, onRetry, inline = false }: Props) {
  if (inline) {
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
        {title}
      </Alert>
    );
  }
  const detail = isNetworkError(error)
    ? 'The server could not be reached. Check your connection and try again.'
    : errorMessage(error);
  return (
    <Alert severity="error" variant="outlined" sx={{ bgcolor: 'background.paper' }}>
      <AlertTitle>{title}</AlertTitle>
      {detail}
      <Button
        variant="outlined"
        color="error"
        startIcon={<RefreshIcon />}
        onClick={onRetry}
        sx={{ display: 'flex', mt: 1.5 }}
      >
        Retry
      </Button>
    </Alert>
  );
}
