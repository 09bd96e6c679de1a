import { useState } from 'react';
import { NavLink, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { toast } from '@devjobs/web/toast';
import {
  AppBar,
  Box,
  Button,
  Divider,
  Drawer,
  IconButton,
  List,
  ListItem,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  Stack,
  Toolbar,
  Typography,
} from '@mui/material';
import DashboardOutlined from '@mui/icons-material/DashboardOutlined';
import WorkOutlined from '@mui/icons-material/WorkOutlined';
import SchoolOutlined from '@mui/icons-material/SchoolOutlined';
import LightbulbOutlined from '@mui/icons-material/LightbulbOutlined';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import HistoryOutlined from '@mui/icons-material/HistoryOutlined';
import MailOutlined from '@mui/icons-material/MailOutlined';
import SecurityOutlined from '@mui/icons-material/SecurityOutlined';
import KeyOutlined from '@mui/icons-material/KeyOutlined';
import WebhookOutlined from '@mui/icons-material/WebhookOutlined';
import MenuIcon from '@mui/icons-material/Menu';
import OpenInNew from '@mui/icons-material/OpenInNew';
import Logout from '@mui/icons-material/Logout';
import { InstallBanner } from '@devjobs/web/InstallBanner';
import { tokens } from '../lib/theme';
import { storefrontUrl } from '../lib/links';
import { useSession } from '../lib/session';
import { MailStatusBanner } from './MailStatusBanner';

const NAV = [
  { to: '/admin/dashboard', label: 'Dashboard', icon: <DashboardOutlined /> },
  { to: '/admin/jobs', label: 'Jobs', icon: <WorkOutlined /> },
  { to: '/admin/upload-course', label: 'Courses', icon: <SchoolOutlined /> },
  { to: '/admin/orders', label: 'Orders', icon: <ReceiptLongOutlined /> },
  { to: '/admin/suggestions', label: 'Suggestions', icon: <LightbulbOutlined /> },
  { to: '/admin/audit', label: 'Audit log', icon: <HistoryOutlined /> },
  { to: '/admin/outbox', label: 'Mail outbox', icon: <MailOutlined /> },
  { to: '/admin/api-tokens', label: 'API tokens', icon: <KeyOutlined /> },
  { to: '/admin/webhooks', label: 'Webhooks', icon: <WebhookOutlined /> },
  { to: '/admin/security', label: 'Security', icon: <SecurityOutlined /> },
] as const;

const drawerWidth = tokens.drawerWidth;

function SideMenu({ email, onNavigate }: { email?: string; onNavigate?: () => void }) {
  return (
    <Stack sx={{ height: '100%' }}>
      <Toolbar sx={{ gap: 1.25 }}>
        <Box component="img" src="/favicon.svg" alt="" sx={{ width: 28, height: 28 }} />
        <Typography
          component="span"
          sx={{ color: tokens.sidebar.textActive, fontWeight: 700, fontSize: '1.05rem' }}
        >
          DevJobs{' '}
          <Box component="span" sx={{ color: tokens.sidebar.accent, fontWeight: 600 }}>
            Admin
          </Box>
        </Typography>
      </Toolbar>
      <Divider sx={{ borderColor: tokens.sidebar.divider }} />
      <Box component="nav" aria-label="Admin sections" sx={{ py: 1.5, flexGrow: 1 }}>
        <List disablePadding>
          {NAV.map((item) => (
            <NavItem key={item.to} {...item} onNavigate={onNavigate} />
          ))}
        </List>
      </Box>
      {email && (
        <Box sx={{ px: 3, py: 2, display: { md: 'none' } }}>
          <Typography variant="caption" sx={{ display: 'block', color: tokens.sidebar.textMuted }}>
            Signed in as
          </Typography>
          <Typography
            variant="body2"
            sx={{ color: tokens.sidebar.textActive, wordBreak: 'break-all' }}
          >
            {email}
          </Typography>
        </Box>
      )}
    </Stack>
  );
}

function NavItem({
  to,
  label,
  icon,
  onNavigate,
}: {
  to: string;
  label: string;
  icon: React.ReactNode;
  onNavigate?: () => void;
}) {
  // NavLink marks the current page with aria-current="page" and the .active class (styled in the theme).
  return (
    <ListItem disablePadding>
      <ListItemButton component={NavLink} to={to} onClick={onNavigate}>
        <ListItemIcon aria-hidden>{icon}</ListItemIcon>
        <ListItemText primary={label} />
      </ListItemButton>
    </ListItem>
  );
}

/** Logs out, confirms with a toast and goes to the login page; `loggingOut` holds while it runs. */
function useLogout() {
  const { logout } = useSession();
  const navigate = useNavigate();
  const [loggingOut, setLoggingOut] = useState(false);

  async function handleLogout() {
    setLoggingOut(true);
    try {
      await logout();
      toast.success('Logged out successfully');
      void navigate('/admin/login', { replace: true });
    } catch {
      toast.error('Failed to log out');
      setLoggingOut(false);
    }
  }

  return { loggingOut, handleLogout };
}

/** The top bar: the menu button on small screens, the viewer's email, View site and Logout. */
function AdminAppBar({ email, onOpenMenu }: { email?: string; onOpenMenu(): void }) {
  const { loggingOut, handleLogout } = useLogout();
  return (
    <AppBar
      position="fixed"
      sx={{ width: { md: `calc(100% - ${drawerWidth}px)` }, ml: { md: `${drawerWidth}px` } }}
    >
      <Toolbar sx={{ gap: 1 }}>
        <IconButton
          edge="start"
          aria-label="Open menu"
          onClick={onOpenMenu}
          sx={{ display: { md: 'none' } }}
        >
          <MenuIcon />
        </IconButton>
        <Typography
          component="span"
          noWrap
          sx={{ fontWeight: 700, display: { xs: 'block', md: 'none' } }}
        >
          DevJobs Admin
        </Typography>
        <Box sx={{ flexGrow: 1 }} />
        {email && (
          <Typography
            variant="body2"
            color="text.secondary"
            noWrap
            sx={{ display: { xs: 'none', sm: 'block' }, maxWidth: 260 }}
            title={email}
          >
            {email}
          </Typography>
        )}
        <Button
          href={storefrontUrl}
          target="_blank"
          rel="noopener noreferrer"
          variant="text"
          startIcon={<OpenInNew fontSize="small" />}
          sx={{ display: { xs: 'none', sm: 'inline-flex' } }}
        >
          View site
        </Button>
        <IconButton
          href={storefrontUrl}
          target="_blank"
          rel="noopener noreferrer"
          aria-label="View site"
          sx={{ display: { xs: 'inline-flex', sm: 'none' } }}
        >
          <OpenInNew fontSize="small" />
        </IconButton>
        <Button
          variant="outlined"
          onClick={handleLogout}
          loading={loggingOut}
          startIcon={<Logout fontSize="small" />}
          sx={{ display: { xs: 'none', sm: 'inline-flex' } }}
        >
          Logout
        </Button>
        <IconButton
          aria-label="Logout"
          onClick={handleLogout}
          disabled={loggingOut}
          edge="end"
          sx={{ display: { xs: 'inline-flex', sm: 'none' } }}
        >
          <Logout fontSize="small" />
        </IconButton>
      </Toolbar>
    </AppBar>
  );
}

/** The side menu: a temporary drawer on small screens, a permanent one from `md` up. */
function AdminDrawers({
  email,
  mobileOpen,
  onCloseMobile,
}: {
  email?: string;
  mobileOpen: boolean;
  onCloseMobile(): void;
}) {
  return (
    <Box component="aside" sx={{ width: { md: drawerWidth }, flexShrink: { md: 0 } }}>
      <Drawer
        variant="temporary"
        open={mobileOpen}
        onClose={onCloseMobile}
        ModalProps={{ keepMounted: true }}
        slotProps={{ paper: { 'aria-label': 'Menu' } }}
        sx={{
          display: { xs: 'block', md: 'none' },
          '& .MuiDrawer-paper': { width: drawerWidth },
        }}
      >
        <SideMenu email={email} onNavigate={onCloseMobile} />
      </Drawer>
      <Drawer
        variant="permanent"
        open
        sx={{
          display: { xs: 'none', md: 'block' },
          '& .MuiDrawer-paper': { width: drawerWidth },
        }}
      >
        <SideMenu />
      </Drawer>
    </Box>
  );
}

/** The admin shell, after MUI's dashboard template: side menu, app bar, main content. */
export function AdminLayout() {
  const { user } = useSession();
  const { pathname } = useLocation();
  const [mobileOpen, setMobileOpen] = useState(false);

  return (
    <Box sx={{ display: 'flex', minHeight: '100dvh' }}>
      <AdminAppBar email={user?.email} onOpenMenu={() => setMobileOpen(true)} />
      <AdminDrawers
        email={user?.email}
        mobileOpen={mobileOpen}
        onCloseMobile={() => setMobileOpen(false)}
      />

      <Box
        component="main"
        sx={{
          flexGrow: 1,
          minWidth: 0,
          width: { md: `calc(100% - ${drawerWidth}px)` },
          minHeight: '100vh',
          display: 'flex',
          flexDirection: 'column',
        }}
      >
        <Toolbar />
        <Box
          sx={{
            p: { xs: 2, sm: 3, lg: 4 },
            width: '100%',
            maxWidth: 1280,
            mx: 'auto',
            flexGrow: 1,
          }}
        >
          {pathname !== '/admin/outbox' && <MailStatusBanner where="layout" />}
          <Outlet />
        </Box>
        <InstallBanner />
      </Box>
    </Box>
  );
}
