import { InstallBanner } from '@devjobs/web/InstallBanner';
import { Box } from '@mui/material';
import type { ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import { ConfirmEmailBanner } from './ConfirmEmailBanner';
import { Footer } from './Footer';
import { Navbar } from './Navbar';
import { StaticMarkup } from './StaticMarkup';

/**
 * The page frame (product.md#screens-and-routes): navbar, the banner asking to confirm the address
 * (when it is not yet), the page as `main`, footer, and the install banner last (it
 * sticks to the window's bottom).
 * The landing page, outside the shared layout's route, sits in the same frame.
 */
export function Frame({ children }: { children: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      <Navbar />
      <ConfirmEmailBanner />
      <Box
        component="main"
        id="main"
        sx={{ flexGrow: 1, display: 'flex', flexDirection: 'column' }}
      >
        {children}
      </Box>
      <StaticMarkup>
        <Footer />
      </StaticMarkup>
      <InstallBanner />
    </Box>
  );
}

/** The shared layout route: every page but the landing page and the course reader. */
export function Layout() {
  return (
    <Frame>
      <Outlet />
    </Frame>
  );
}
