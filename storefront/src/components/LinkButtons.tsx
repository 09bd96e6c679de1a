import { Button, Stack } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';

export type LinkButton = { to: string; label: string };

/** The ways on from a message (not found, no access, signed out): a row, a stack on phones; the first is the main one. */
export function LinkButtons({ links }: { links: LinkButton[] }) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ pt: 1 }}>
      {links.map((link, i) => (
        <Button
          key={link.to}
          component={RouterLink}
          to={link.to}
          variant={i === 0 ? 'contained' : 'outlined'}
        >
          {link.label}
        </Button>
      ))}
    </Stack>
  );
}
