import WorkOutlineIcon from '@mui/icons-material/WorkOutlined';
import { Box, Container, Grid, Link, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { surfaces } from '../lib/theme';

/** The footer links (product.md#landing-page, point 6), in their groups. /course leads on to the course catalogue. */
const LINKS = [
  { group: 'Explore', to: '/jobs', label: 'Jobs Board' },
  { group: 'Explore', to: '/course', label: 'The Course' },
  { group: 'Explore', to: '/faq', label: 'FAQ' },
  { group: 'Explore', to: '/contact', label: 'Contact Us' },
  { group: 'Explore', to: '/integrators', label: 'For Integrators' },
  { group: 'Policies', to: '/refund-policy', label: 'Refund Policy' },
  { group: 'Policies', to: '/terms-and-conditions', label: 'Terms & Conditions' },
  { group: 'Policies', to: '/shipping-policy', label: 'Shipping Policy' },
  { group: 'Policies', to: '/privacy-policy', label: 'Privacy Policy' },
] as const;
const GROUPS = [...new Set(LINKS.map((link) => link.group))];

export function Footer() {
  const year = new Date().getFullYear();
  return (
    <Box
      component="footer"
      sx={{ bgcolor: surfaces.footer, color: surfaces.footerText, mt: 'auto', pt: 6, pb: 4 }}
    >
      <Container maxWidth="lg">
        <Grid container spacing={4}>
          <Grid size={{ xs: 12, md: 6 }}>
            <Stack
              direction="row"
              spacing={1}
              sx={{ alignItems: 'center', color: '#fff', mb: 1.5 }}
            >
              <WorkOutlineIcon aria-hidden />
              <Typography variant="h5" component="p" sx={{ fontWeight: 800 }}>
                DevJobs
              </Typography>
            </Stack>
            <Typography variant="body2" sx={{ maxWidth: 380 }}>
              Curated roles for software developers, reviewed by developers. No recruiters, no spam:
              every listing links straight to the company.
            </Typography>
          </Grid>
          {GROUPS.map((group) => (
            <Grid key={group} size={{ xs: 6, md: 3 }}>
              <Box component="nav" aria-label={group}>
                <Typography variant="overline" component="h2" sx={{ color: '#fff' }}>
                  {group}
                </Typography>
                {/* Each link a 44 px tall row: a tap target (product.md#phones). */}
                <Stack component="ul" sx={{ listStyle: 'none', p: 0, m: 0, mt: 0.5 }}>
                  {LINKS.filter((link) => link.group === group).map((link) => (
                    <li key={link.to}>
                      <Link
                        component={RouterLink}
                        to={link.to}
                        color="inherit"
                        variant="body2"
                        sx={{ display: 'inline-flex', alignItems: 'center', minHeight: 44 }}
                      >
                        {link.label}
                      </Link>
                    </li>
                  ))}
                </Stack>
              </Box>
            </Grid>
          ))}
        </Grid>
        <Typography
          variant="body2"
          sx={{ mt: 5, pt: 3, borderTop: 1, borderColor: 'rgba(255,255,255,0.12)' }}
        >
          © {year} DevJobs
        </Typography>
      </Container>
    </Box>
  );
}
