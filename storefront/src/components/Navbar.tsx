import CloseIcon from '@mui/icons-material/Close';
import MenuIcon from '@mui/icons-material/Menu';
import WorkOutlineIcon from '@mui/icons-material/WorkOutlined';
import {
  AppBar,
  Box,
  Button,
  Container,
  Divider,
  Drawer,
  IconButton,
  LinearProgress,
  Link,
  List,
  ListItem,
  ListItemButton,
  ListItemText,
  Skeleton,
  Stack,
  Toolbar,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { Link as RouterLink, NavLink, useNavigate } from 'react-router-dom';
import { toast } from 'react-toastify';
import { useSession } from '../lib/session';

/** The admin console owns /admin/*; the server redirects there, so this is a plain page load. */
const ADMIN_DASHBOARD = '/admin/dashboard';

const MAIN_LINKS = [
  { to: '/jobs', label: 'Jobs' },
  { to: '/courses', label: 'Courses' },
  { to: '/interview-questions', label: 'Interview Prep' },
  { to: '/interview-prep-pdfs', label: 'Interview Prep PDFs' },
] as const;

/**
 * The navbar of SPEC §2: brand, Jobs, Courses, Interview Prep, Interview Prep PDFs; Login/Signup when
 * signed out; Your Courses for anyone signed in (how a buyer finds their courses), Dashboard for an
 * admin; Logout for anyone signed in (a customer must be able to sign out too). The links sit in the
 * bar from 1200 px wide (an admin's seven do not fit at 900), in the menu below that. While the
 * session is unknown a slim progress bar runs along the top and the account area is a skeleton.
 */
export function Navbar() {
  const { loading, user, logout } = useSession();
  const navigate = useNavigate();
  const [menuOpen, setMenuOpen] = useState(false);
  const [loggingOut, setLoggingOut] = useState(false);

  async function handleLogout() {
    setMenuOpen(false);
    setLoggingOut(true);
    try {
      await logout();
      toast.success('Logged out successfully');
      navigate('/');
    } catch {
      toast.error('Failed to log out');
    } finally {
      setLoggingOut(false);
    }
  }

  const accountLinks = user ? (
    <>
      <Button component={NavLink} to="/your-courses" color="inherit">
        Your Courses
      </Button>
      {user.isAdmin && (
        <Button href={ADMIN_DASHBOARD} color="inherit">
          Dashboard
        </Button>
      )}
      <Button variant="outlined" onClick={handleLogout} disabled={loggingOut}>
        Logout
      </Button>
    </>
  ) : (
    <>
      <Button component={NavLink} to="/login" color="inherit">
        Login
      </Button>
      <Button component={NavLink} to="/signup" variant="contained">
        Signup
      </Button>
    </>
  );

  return (
    <AppBar position="sticky">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      {loading && (
        <LinearProgress aria-label="Checking your session" sx={{ position: 'absolute', top: 0, left: 0, right: 0 }} />
      )}
      <Container maxWidth="lg">
        <Toolbar disableGutters sx={{ gap: 1, minHeight: { xs: 60, sm: 68 } }}>
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

          <Box component="nav" aria-label="Main" sx={{ display: { xs: 'none', lg: 'flex' }, gap: 0.5, flexGrow: 1 }}>
            {MAIN_LINKS.map((link) => (
              <Button key={link.to} component={NavLink} to={link.to} color="inherit">
                {link.label}
              </Button>
            ))}
          </Box>

          <Stack direction="row" spacing={1} sx={{ display: { xs: 'none', lg: 'flex' }, alignItems: 'center' }}>
            {loading ? (
              <>
                <Skeleton variant="rounded" width={72} height={36} />
                <Skeleton variant="rounded" width={84} height={36} />
              </>
            ) : (
              accountLinks
            )}
          </Stack>

          <IconButton
            aria-label="Open menu"
            aria-controls="mobile-menu"
            aria-expanded={menuOpen}
            onClick={() => setMenuOpen(true)}
            sx={{ display: { lg: 'none' }, ml: 'auto' }}
          >
            <MenuIcon />
          </IconButton>
        </Toolbar>
      </Container>

      <Drawer id="mobile-menu" anchor="right" open={menuOpen} onClose={() => setMenuOpen(false)} slotProps={{ paper: { 'aria-label': 'Menu' } }}>
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', px: 2, py: 1.5 }}>
          <Typography variant="h6" component="p">
            Menu
          </Typography>
          <IconButton aria-label="Close menu" onClick={() => setMenuOpen(false)}>
            <CloseIcon />
          </IconButton>
        </Stack>
        <Divider />
        <Box component="nav" aria-label="Mobile">
          <List sx={{ px: 1 }}>
            <DrawerLink to="/" label="Home" onClick={() => setMenuOpen(false)} end />
            {MAIN_LINKS.map((link) => (
              <DrawerLink key={link.to} to={link.to} label={link.label} onClick={() => setMenuOpen(false)} />
            ))}
          </List>
          <Divider />
          <List sx={{ px: 1 }}>
            {loading ? (
              <ListItem>
                <Skeleton width="60%" />
              </ListItem>
            ) : user ? (
              <>
                <DrawerLink to="/your-courses" label="Your Courses" onClick={() => setMenuOpen(false)} />
                {user.isAdmin && (
                  <ListItem disablePadding>
                    <ListItemButton component="a" href={ADMIN_DASHBOARD}>
                      <ListItemText primary="Dashboard" />
                    </ListItemButton>
                  </ListItem>
                )}
                <ListItem disablePadding>
                  <ListItemButton onClick={handleLogout} disabled={loggingOut}>
                    <ListItemText primary="Logout" />
                  </ListItemButton>
                </ListItem>
              </>
            ) : (
              <>
                <DrawerLink to="/login" label="Login" onClick={() => setMenuOpen(false)} />
                <DrawerLink to="/signup" label="Signup" onClick={() => setMenuOpen(false)} />
              </>
            )}
          </List>
        </Box>
      </Drawer>
    </AppBar>
  );
}

function DrawerLink({ to, label, onClick, end }: { to: string; label: string; onClick: () => void; end?: boolean }) {
  return (
    <ListItem disablePadding>
      <ListItemButton component={NavLink} to={to} end={end} onClick={onClick}>
        <ListItemText primary={label} />
      </ListItemButton>
    </ListItem>
  );
}
