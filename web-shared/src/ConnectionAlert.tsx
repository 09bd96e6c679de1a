import CloudDoneOutlined from '@mui/icons-material/CloudDoneOutlined';
import CloudOffOutlined from '@mui/icons-material/CloudOffOutlined';
import { Alert } from '@mui/material';

/** What the offline notice says, offline or back online: loaded only when it is shown (decision 032). */
export function ConnectionAlert({ connection }: { connection: 'offline' | 'back-online' }) {
  const offline = connection === 'offline';
  return (
    <Alert
      role="none"
      severity={offline ? 'warning' : 'success'}
      variant="outlined"
      icon={
        offline ? <CloudOffOutlined fontSize="inherit" /> : <CloudDoneOutlined fontSize="inherit" />
      }
      sx={{ bgcolor: 'background.paper', boxShadow: 3 }}
    >
      {offline
        ? 'You are offline. Anything that needs the server will load again once you are back online.'
        : 'You are back online.'}
    </Alert>
  );
}
