import CloudDoneOutlined from '@mui/icons-material/CloudDoneOutlined';
import CloudOffOutlined from '@mui/icons-material/CloudOffOutlined';
import { Alert } from '@mui/material';

/** What the offline notice says, offline or back online: loaded only when it is shown (decision 032). */
export function ConnectionAlert({ connection }: { connection: 'offline' | 'back-online' }) {
  return connection === 'offline' ? (
    <Alert
      role="none"
      severity="warning"
      variant="outlined"
      icon={<CloudOffOutlined fontSize="inherit" />}
      sx={{ bgcolor: 'background.paper', boxShadow: 3 }}
    >
      You are offline. Anything that needs the server will load again once you are back online.
    </Alert>
  ) : (
    <Alert
      role="none"
      severity="success"
      variant="outlined"
      icon={<CloudDoneOutlined fontSize="inherit" />}
      sx={{ bgcolor: 'background.paper', boxShadow: 3 }}
    >
      You are back online.
    </Alert>
  );
}
