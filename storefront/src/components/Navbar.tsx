import { toast } from '@devjobs/web/toast';
import { useHydrated } from '@devjobs/web/use-hydrated';
import MenuIcon from '@mui/icons-material/Menu';
import WorkOutlineIcon from '@mui/icons-material/WorkOutlined';
import {
  AppBar,
  Box,
  Button,
  Container,
  IconButton,
  Link,
  Stack,
  Toolbar,
  Typography,
} from '@mui/material';
import { lazy, memo, Suspense, useState, type FormEvent } from 'react';
import { Link as RouterLink, NavLink, useNavigate } from 'react-router-dom';
import { useSession } from '../lib/session';
import { APP_BAR_HEIGHT } from '../lib/theme';
import { ADMIN_DASHBOARD, MAIN_LINKS } from './nav-links';

const MobileMenu = lazy(() =>
  import('./MobileMenu').then((module) => ({ default: module.MobileMenu })),
);

/**
 * The brand and the main links, the same for every visitor. Kept out of the navbar's own renders:
 * right after hydration the session and `useHydrated` change, and React renders the navbar again at
 * once, in one task before the page answers input; only the account area and the menu button
 * change then.
 */
const BrandAndMainLinks = memo(function BrandAndMainLinks() {
  return (
    <>
      <Link
        component={RouterLink}
        to="/"
        underline="none"
        color="inherit"
        sx={{ display: 'flex', alignItems: 'center', gap: 1, mr: 2 }}
      >
        <WorkOutlineIcon color="primary" aria-hidden />
        <Typography component="span" variant="h5" sx={{ fontWeight: 800 }}>
          DevJobs
        </Typography>
      </Link>

      <Box
        component="nav"
        aria-label="Main"
        sx={{ display: { xs: 'none', lg: 'flex' }, gap: 0.5, flexGrow: 1 }}
      >
        {MAIN_LINKS.map((link) => (
          <Button key={link.to} component={NavLink} to={link.to} color="inherit">
            {link.label}
          </Button>
        ))}
      </Box>
    </>
  );
});

/** Login and Signup: the same elements while the session is unknown (unseen) and once nobody is signed in. */
const SignedOutLinks = memo(function SignedOutLinks() {
  return (
    <>
      <Button component={NavLink} to="/login" color="inherit">
        Login
      </Button>
      <Button component={NavLink} to="/signup" variant="contained">
        Signup
      </Button>
    </>
  );
});

/** Your Courses, Saved jobs, Dashboard for an admin, and Logout: a form posted to /logout (decision 054). */
function SignedInLinks({
  isAdmin,
  loggingOut,
  onLogout,
}: {
  isAdmin: boolean;
  loggingOut: boolean;
  onLogout: (event?: FormEvent) => Promise<void>;
}) {
  return (
    <>
      <Button component={NavLink} to="/your-courses" color="inherit">
        Your Courses
      </Button>
      <Button component={NavLink} to="/saved" color="inherit">
        Saved jobs
      </Button>
      {isAdmin && (
        <Button href={ADMIN_DASHBOARD} color="inherit">
          Dashboard
        </Button>
      )}
      <Box component="form" method="post" action="/logout" onSubmit={onLogout}>
        <Button type="submit" variant="outlined" disabled={loggingOut}>
          Logout
        </Button>
      </Box>
    </>
  );
}

/**
 * Without JavaScript the session is never known: the account's forms and links are offered as they
 * are, at every width (decision 054). Never hydrated: React leaves the content of <noscript> alone.
 */
function NoScriptAccountLinks() {
  return (
    <noscript>
      <Stack
        direction="row"
        sx={{
          alignItems: 'center',
          ml: 'auto',
          '& .MuiButton-root': { minWidth: 0, px: 1 },
        }}
      >
        <Button href="/login" color="inherit" size="small">
          Login
        </Button>
        <Button href="/signup" color="inherit" size="small">
          Signup
        </Button>
        <Box component="form" method="post" action="/logout">
          <Button type="submit" color="inherit" size="small">
            Logout
          </Button>
        </Box>
      </Stack>
    </noscript>
  );
}

/**
 * The navbar (product.md#navigation-bar): brand, Jobs, Courses, Interview Prep, Interview Prep PDFs; Login/Signup when
 * signed out; Your Courses for anyone signed in (how a buyer finds their courses), Dashboard for an
 * admin; Logout for anyone signed in (a customer must be able to sign out too). The links sit in the
 * bar from 1200 px wide (an admin's seven do not fit at 900), in the menu below that. While the
 * session is unknown the account area keeps the signed-out links' place, unseen.
 */
export function Navbar() {
  const { loading, user, logout } = useSession();
  const navigate = useNavigate();
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuLoaded, setMenuLoaded] = useState(false);
  const [loggingOut, setLoggingOut] = useState(false);
  // The menu opens in the app: its button is disabled until the app runs (decision 054).
  const hydrated = useHydrated();

  /** Logout is a form posted to /logout (decision 054); the app signs out without the page load. */
  async function handleLogout(event?: FormEvent) {
    event?.preventDefault();
    setMenuOpen(false);
    setLoggingOut(true);
    try {
      await logout();
      toast.success('Logged out successfully');
      void navigate('/');
    } catch {
      toast.error('Failed to log out');
    } finally {
      setLoggingOut(false);
    }
  }

  const accountLinks = user ? (
    <SignedInLinks isAdmin={user.isAdmin} loggingOut={loggingOut} onLogout={handleLogout} />
  ) : (
    <SignedOutLinks />
  );

  return (
    <AppBar position="sticky">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <Container maxWidth="lg">
        <Toolbar disableGutters sx={{ gap: 1, minHeight: APP_BAR_HEIGHT }}>
          <BrandAndMainLinks />

          <Stack
            direction="row"
            spacing={1}
            sx={{ display: { xs: 'none', lg: 'flex' }, alignItems: 'center' }}
            {...(loading && { role: 'progressbar', 'aria-label': 'Checking your session' })}
          >
            {/* While the session is unknown (every server-rendered page, decision 043) the signed-out
                links hold their place unseen: the same size and the same styles, so nothing moves
                and the browser inserts no style when they show. Inline, not sx: no class changes. */}
            <Stack
              direction="row"
              spacing={1}
              style={loading ? { visibility: 'hidden' } : undefined}
              aria-hidden={loading || undefined}
            >
              {loading ? <SignedOutLinks /> : accountLinks}
            </Stack>
          </Stack>

          {/* Without JavaScript: the account's forms and links as they are (NoScriptAccountLinks). */}
          {loading ? <NoScriptAccountLinks /> : null}

          <IconButton
            id="menu-button"
            disabled={!hydrated}
            aria-label="Open menu"
            aria-controls="mobile-menu"
            aria-expanded={menuOpen}
            onClick={() => {
              setMenuLoaded(true);
              setMenuOpen(true);
            }}
            sx={{ display: { lg: 'none' }, ml: 'auto' }}
          >
            <MenuIcon />
          </IconButton>
        </Toolbar>
      </Container>

      {/* The menu's code (MUI's Drawer, Modal, focus trap) loads when it is first opened. */}
      {menuLoaded && (
        <Suspense fallback={null}>
          <MobileMenu
            open={menuOpen}
            onClose={() => setMenuOpen(false)}
            session={{ loading, user }}
            onLogout={handleLogout}
            loggingOut={loggingOut}
          />
        </Suspense>
      )}
    </AppBar>
  );
}
