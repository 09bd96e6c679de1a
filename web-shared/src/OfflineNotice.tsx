import { Box } from '@mui/material';
import { lazy, Suspense, useEffect, useState } from 'react';

const ConnectionAlert = lazy(() =>
  import('./ConnectionAlert').then((m) => ({ default: m.ConnectionAlert })),
);

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
      {connection !== 'online' && (
        <Suspense fallback={null}>
          <ConnectionAlert connection={connection} />
        </Suspense>
      )}
    </Box>
  );
}
