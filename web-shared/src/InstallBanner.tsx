import CloseIcon from '@mui/icons-material/Close';
import InstallMobileOutlined from '@mui/icons-material/InstallMobileOutlined';
import { Alert, Button, IconButton, Stack } from '@mui/material';
import { acceptInstallOffer, closeInstallOffer, useInstallOffer } from './pwa';

/**
 * SPEC §2's install banner, under each app's navbar: 'Add for better performance' with Add Now and a
 * close button. Shown only while the browser offers installation (`beforeinstallprompt`, kept by
 * `startPwa`); Add Now opens the browser's dialog, close hides it for good on this origin.
 */
export function InstallBanner() {
  const offer = useInstallOffer();
  if (!offer) return null;
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
