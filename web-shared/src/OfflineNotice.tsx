import CloudOffOutlined from '@mui/icons-material/CloudOffOutlined';
import CloudDoneOutlined from '@mui/icons-material/CloudDoneOutlined';
import { Alert, Box } from '@mui/material';
import { useEffect, useState } from 'react';

/** How long 'You are back online.' stays. */
const BACK_ONLINE_MS = 4000;

type Connection = 'online' | 'offline' | 'back-online';

/**
 * Says plainly when the app runs without a network (the service worker's cached shell, decision 032),
 * and again when the network is back. The live region is always there (empty while online) so that
 * screen readers announce what appears in it; the server and the first render show nothing.
 */
export function OfflineNotice() {
  const [connection, setConnection] = useState<Connection>('online');

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const offline = () => {
      clearTimeout(timer);
      setConnection('offline');
    };
    const online = () => {
      clearTimeout(timer);
      setConnection((was) => (was === 'online' ? 'online' : 'back-online'));
      timer = setTimeout(() => setConnection('online'), BACK_ONLINE_MS);
    };
    if (!navigator.onLine) offline();
    window.addEventListener('offline', offline);
    window.addEventListener('online', online);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('offline', offline);
      window.removeEventListener('online', online);
    };
  }, []);

  return (
    <Box
      role="status"
      sx={{
        position: 'fixed',
        left: 16,
        bottom: 16,
        maxWidth: 'calc(100% - 32px)',
        width: 440,
        zIndex: (theme) => theme.zIndex.snackbar,
        pointerEvents: connection === 'online' ? 'none' : 'auto',
      }}
    >
      {connection === 'offline' && (
        <Alert role="none" severity="warning" variant="outlined" icon={<CloudOffOutlined fontSize="inherit" />} sx={{ bgcolor: 'background.paper', boxShadow: 3 }}>
          You are offline. Anything that needs the server will load again once you are back online.
        </Alert>
      )}
      {connection === 'back-online' && (
        <Alert role="none" severity="success" variant="outlined" icon={<CloudDoneOutlined fontSize="inherit" />} sx={{ bgcolor: 'background.paper', boxShadow: 3 }}>
          You are back online.
        </Alert>
      )}
    </Box>
  );
}
