import { InstallBanner } from '@devjobs/web/InstallBanner';
import { Box } from '@mui/material';
import { Outlet } from 'react-router-dom';
import { Footer } from './Footer';
import { Navbar } from './Navbar';

/** The shared layout of SPEC §2: navbar (with the install banner under it), the page, footer. */
export function Layout() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      <Navbar />
      <InstallBanner />
      <Box component="main" id="main" sx={{ flexGrow: 1, display: 'flex', flexDirection: 'column' }}>
        <Outlet />
      </Box>
      <Footer />
    </Box>
  );
}
