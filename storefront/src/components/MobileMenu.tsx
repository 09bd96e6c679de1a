import CloseIcon from '@mui/icons-material/Close';
import {
  Box,
  Divider,
  Drawer,
  IconButton,
  List,
  ListItem,
  ListItemButton,
  ListItemText,
  Skeleton,
  Stack,
  Typography,
} from '@mui/material';
import { NavLink } from 'react-router-dom';
import type { FormEvent } from 'react';
import type { useSession } from '../lib/session';
import { ADMIN_DASHBOARD, MAIN_LINKS } from './nav-links';

type Props = {
  open: boolean;
  onClose: () => void;
  session: Pick<ReturnType<typeof useSession>, 'loading' | 'user'>;
  /** Signs out without the page load (the form's submit). */
  onLogout: (event: FormEvent) => void;
  loggingOut: boolean;
};

/** The navbar's menu below 1200 px (product.md#navigation-bar): a drawer with the main links and the account's. Loaded when first opened. */
export function MobileMenu({ open, onClose, session, onLogout, loggingOut }: Props) {
  return (
    <Drawer
      id="mobile-menu"
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{ paper: { 'aria-label': 'Menu' } }}
    >
      <Stack
        direction="row"
        sx={{ alignItems: 'center', justifyContent: 'space-between', px: 2, py: 1.5 }}
      >
        <Typography variant="h6" component="p">
          Menu
        </Typography>
        <IconButton aria-label="Close menu" onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </Stack>
      <Divider />
      <Box component="nav" aria-label="Mobile">
        <List sx={{ px: 1 }}>
          <DrawerLink to="/" label="Home" onClick={onClose} end />
          {MAIN_LINKS.map((link) => (
            <DrawerLink key={link.to} to={link.to} label={link.label} onClick={onClose} />
          ))}
        </List>
        <Divider />
        <List sx={{ px: 1 }}>
          {session.loading ? (
            <ListItem>
              <Skeleton width="60%" />
            </ListItem>
          ) : session.user ? (
            <>
              <DrawerLink to="/your-courses" label="Your Courses" onClick={onClose} />
              <DrawerLink to="/saved" label="Saved jobs" onClick={onClose} />
              <DrawerLink to="/account" label="Your account" onClick={onClose} />
              {session.user.isAdmin && (
                <ListItem disablePadding>
                  <ListItemButton component="a" href={ADMIN_DASHBOARD}>
                    <ListItemText primary="Dashboard" />
                  </ListItemButton>
                </ListItem>
              )}
              <ListItem disablePadding>
                {/* A form posted to /logout, as the navbar's (decision 054). */}
                <Box
                  component="form"
                  method="post"
                  action="/logout"
                  onSubmit={onLogout}
                  sx={{ width: 1 }}
                >
                  <ListItemButton component="button" type="submit" disabled={loggingOut}>
                    <ListItemText primary="Logout" />
                  </ListItemButton>
                </Box>
              </ListItem>
            </>
          ) : (
            <>
              <DrawerLink to="/login" label="Login" onClick={onClose} />
              <DrawerLink to="/signup" label="Signup" onClick={onClose} />
            </>
          )}
        </List>
      </Box>
    </Drawer>
  );
}

function DrawerLink({
  to,
  label,
  onClick,
  end,
}: {
  to: string;
  label: string;
  onClick: () => void;
  end?: boolean;
}) {
  return (
    <ListItem disablePadding>
      <ListItemButton component={NavLink} to={to} end={end} onClick={onClick}>
        <ListItemText primary={label} />
      </ListItemButton>
    </ListItem>
  );
}
