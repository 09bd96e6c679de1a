import CloseIcon from '@mui/icons-material/Close';
import InstallMobileOutlined from '@mui/icons-material/InstallMobileOutlined';
import CloudDoneOutlined from '@mui/icons-material/CloudDoneOutlined';
import CloudOffOutlined from '@mui/icons-material/CloudOffOutlined';
import { Alert, Button, IconButton, Stack } from '@mui/material';
import { acceptInstallOffer, closeInstallOffer } from './pwa';

/**
 * The PWA's two messages, loaded only when one is shown (the install offer, a lost connection), so a
 * page that shows neither never downloads them (decision 032).
 */

/** The install banner's body: 'Add for better performance', Add Now and close. */
export function InstallBannerView() {
  return (
    <Alert
      component="section"
      role="region"
      aria-label="Install the app"
      severity="info"
      icon={<InstallMobileOutlined fontSize="inherit" />}
      square
      sx={{ borderRadius: 0, alignItems: 'center', py: 0.25 }}
      action={
        <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
          <Button size="small" variant="contained" onClick={acceptInstallOffer}>
            Add Now
          </Button>
          <IconButton size="small" aria-label="Close" onClick={closeInstallOffer}>
            <CloseIcon fontSize="small" />
          </IconButton>
        </Stack>
      }
    >
      Add for better performance
    </Alert>
  );
}

/** What the offline notice says: offline, or back online. */
export function ConnectionAlert({ connection }: { connection: 'offline' | 'back-online' }) {
  return connection === 'offline' ? (
    <Alert role="none" severity="warning" variant="outlined" icon={<CloudOffOutlined fontSize="inherit" />} sx={{ bgcolor: 'background.paper', boxShadow: 3 }}>
      You are offline. Anything that needs the server will load again once you are back online.
    </Alert>
  ) : (
    <Alert role="none" severity="success" variant="outlined" icon={<CloudDoneOutlined fontSize="inherit" />} sx={{ bgcolor: 'background.paper', boxShadow: 3 }}>
      You are back online.
    </Alert>
  );
}
