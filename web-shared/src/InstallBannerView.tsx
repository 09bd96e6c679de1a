import CloseIcon from '@mui/icons-material/Close';
import InstallMobileOutlined from '@mui/icons-material/InstallMobileOutlined';
import { Box, Button, IconButton, Typography } from '@mui/material';
import { darken, lighten } from '@mui/material/styles';
import { acceptInstallOffer, closeInstallOffer } from './pwa';

/**
 * The install banner's body: 'Add for better performance', Add Now and close, loaded only once the
 * browser offers installation (decision 032). Drawn in the colours of MUI's info Alert, without the
 * Alert itself: every part here is one the page has already loaded.
 * It comes last in the page and sticks to the bottom of the window: it appears over the page
 * instead of pushing what the reader sees down, and at the page's end it sits below the footer,
 * covering none of it.
 */
export function InstallBannerView() {
  return (
    <Box
      component="section"
      role="region"
      aria-label="Install the app"
      sx={(theme) => ({
        display: 'flex',
        alignItems: 'center',
        gap: 1.5,
        position: 'sticky',
        bottom: 0,
        zIndex: theme.zIndex.appBar,
        px: 2,
        pt: 0.75,
        pb: `calc(${theme.spacing(0.75)} + env(safe-area-inset-bottom, 0px))`,
        borderTop: 1,
        borderColor: lighten(theme.palette.info.light, 0.6),
        boxShadow: '0 -2px 8px rgba(0, 0, 0, 0.08)',
        bgcolor: lighten(theme.palette.info.light, 0.9),
        color: darken(theme.palette.info.light, 0.6),
      })}
    >
      <InstallMobileOutlined aria-hidden sx={{ color: 'info.main', fontSize: 22 }} />
      <Typography variant="body2" sx={{ flex: 1 }}>
        Add for better performance
      </Typography>
      <Button
        size="small"
        variant="contained"
        onClick={acceptInstallOffer}
        sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}
      >
        Add Now
      </Button>
      <IconButton size="small" color="inherit" aria-label="Close" onClick={closeInstallOffer}>
        <CloseIcon fontSize="small" />
      </IconButton>
    </Box>
  );
}
